package puzzles

import (
	"bytes"
	"compress/flate"
	"io"
	"os"
	"testing"
)

// TestPlaySetMatches: the browser build's set is the shipped set without
// its records (run go generate ./learn/puzzles after writing the set).
func TestPlaySetMatches(t *testing.T) {
	packed, err := os.ReadFile("data/puzzles-play.json.deflate")
	if err != nil {
		t.Fatal(err)
	}
	got, err := io.ReadAll(flate.NewReader(bytes.NewReader(packed)))
	if err != nil {
		t.Fatal(err)
	}
	set := shippedSet(t)
	want, err := Marshal(WithoutRecords(set))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("the browser's set (%d bytes) is not the shipped set without records (%d bytes): run go generate ./learn/puzzles", len(got), len(want))
	}
}

// TestPositionGameIsRecordGame: a puzzle played from its position alone
// (the browser build's set) starts where its record leads: the same
// position, side to move and actions left.
func TestPositionGameIsRecordGame(t *testing.T) {
	for _, pz := range shippedSet(t) {
		fromRecord, err := pz.Game()
		if err != nil {
			t.Fatal(err)
		}
		bare := WithoutRecords([]Puzzle{pz})[0]
		fromPosition, err := bare.Game()
		if err != nil {
			t.Fatal(err)
		}
		a, b := fromRecord.Position(), fromPosition.Position()
		if a.Hash() != b.Hash() || a.String() != b.String() || a.ToMove() != b.ToMove() || a.ActionsLeft() != b.ActionsLeft() {
			t.Errorf("%s: from its position %q, from its record %q", pz.ID, b.String(), a.String())
		}
	}
}
