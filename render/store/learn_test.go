package store

import (
	"strings"
	"testing"
)

func TestLearnRoundTripAndDamage(t *testing.T) {
	tests := []struct {
		name    string
		file    string // "" : no file
		want    Learn
		wantErr bool
	}{
		{name: "first run", want: DefaultLearn()},
		{name: "kept", file: `{"lessons":{"lattice/1":3,"node/1":9},"puzzle_rating":1540.5,"puzzle_attempts":2,"puzzle_streak":2,"puzzle_next":1,"offered":true}`,
			want: Learn{Lessons: map[string]int{"lattice/1": 3}, PuzzleRating: 1540.5, PuzzleAttempts: 2, PuzzleStreak: 2, PuzzleNext: 1, Offered: true}},
		{name: "impossible values", file: `{"puzzle_rating":-5,"puzzle_streak":-1}`, want: DefaultLearn()},
		{name: "damaged", file: `{"lessons":`, want: DefaultLearn(), wantErr: true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := NewMem()
			if tc.file != "" {
				m.M[LearnName] = []byte(tc.file)
			}
			s := New(m)
			got, err := s.LoadLearn()
			if (err != nil) != tc.wantErr {
				t.Fatalf("error %v, want error %v", err, tc.wantErr)
			}
			if got.PuzzleRating != tc.want.PuzzleRating || got.PuzzleStreak != tc.want.PuzzleStreak || got.Offered != tc.want.Offered ||
				got.PuzzleNext != tc.want.PuzzleNext || len(got.Lessons) != len(tc.want.Lessons) || got.Lessons["lattice/1"] != tc.want.Lessons["lattice/1"] {
				t.Fatalf("loaded %+v, want %+v", got, tc.want)
			}
			if tc.wantErr {
				if _, ok := m.M[LearnName]; ok {
					t.Fatal("the damaged file was not set aside")
				}
				return
			}
			got.Lessons.Record("capture", 1, 2)
			if err := s.SaveLearn(got); err != nil {
				t.Fatal(err)
			}
			again, err := s.LoadLearn()
			if err != nil || again.Lessons.Stars("capture", 1) != 2 || again.PuzzleRating != got.PuzzleRating {
				t.Fatalf("after a save: %+v, %v", again, err)
			}
		})
	}
}

// TestLearnKeepsPuzzleIDAndSolved: the puzzle the player is on and the
// solved puzzles survive a save and a load; a solved ID is kept once;
// an older file's puzzle_next is read and not written back.
func TestLearnKeepsPuzzleIDAndSolved(t *testing.T) {
	st := New(NewMem())
	l := DefaultLearn()
	l.PuzzleID = "p-0042"
	l.MarkSolved("p-0007")
	l.MarkSolved("p-0042")
	l.MarkSolved("p-0007")
	if err := st.SaveLearn(l); err != nil {
		t.Fatal(err)
	}
	got, err := st.LoadLearn()
	if err != nil || got.PuzzleID != "p-0042" || len(got.PuzzlesSolved) != 2 || !got.Solved("p-0007") || !got.Solved("p-0042") || got.Solved("p-0001") {
		t.Fatalf("kept %+v, %v", got, err)
	}
	if err := st.B.Write(LearnName, []byte(`{"puzzle_rating":1600,"puzzle_next":12}`)); err != nil {
		t.Fatal(err)
	}
	old, err := st.LoadLearn()
	if err != nil || old.PuzzleNext != 12 || old.PuzzleID != "" || old.PuzzleRating != 1600 {
		t.Fatalf("an older file read as %+v, %v", old, err)
	}
	old.PuzzleID, old.PuzzleNext = "p-0012", 0
	if err := st.SaveLearn(old); err != nil {
		t.Fatal(err)
	}
	data, _ := st.B.Read(LearnName)
	if strings.Contains(string(data), "puzzle_next") {
		t.Errorf("puzzle_next written back: %s", data)
	}
}
