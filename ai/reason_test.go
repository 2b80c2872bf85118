// reason_test.go: ExplainTurn on turns of real games: a game won by
// surges, units won by a capture and an encirclement, a threat met,
// cells gained, a quiet turn; and its errors.

package ai

import (
	"context"
	"fmt"
	"os"
	"slices"
	"testing"

	"strategema/engine"
)

// recordTurn replays testdata/file up to the turn labelled label ("12C")
// and gives the position at its start and the actions played in it; with
// label "" the whole record and no actions.
func recordTurn(t *testing.T, file, label string) (*engine.Position, []engine.Action) {
	t.Helper()
	data, err := os.ReadFile("testdata/" + file)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := engine.ParseRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	if label == "" {
		rec.HasResult = false
		g, err := rec.Replay()
		if err != nil {
			t.Fatal(err)
		}
		return g.Position(), nil
	}
	for i, turn := range rec.Turns {
		if fmt.Sprintf("%d%c", turn.Round, turn.Side.Letter()) == label {
			acts := turn.Actions
			rec.Turns, rec.HasResult = rec.Turns[:i], false
			g, err := rec.Replay()
			if err != nil {
				t.Fatal(err)
			}
			return g.Position(), acts
		}
	}
	t.Fatalf("%s has no turn %s", file, label)
	return nil, nil
}

func TestExplainTurn(t *testing.T) {
	const (
		game1  = "explain-greedy-recruit-1.txt"
		game11 = "explain-greedy-recruit-11.txt"
	)
	tests := []struct {
		name              string
		file, label       string
		acts              []string // nil: the turn the record plays
		kind              ReasonKind
		win               engine.Reason
		won, saved        []UnitFact
		cells, enemyCells int
	}{
		{
			// surge-win.txt's last position: Data, at 172 cells, wins with
			// two surges (TestSurgeWin).
			name: "two surges win by 180 cells", file: "surge-win.txt", label: "",
			acts: []string{"surge L3-D6", "surge L4-G3"}, kind: ReasonWinsGame, win: engine.ReasonSystemic,
			cells: 8, enemyCells: -3,
		},
		{
			// Greedy's turn 23: the Recruit's two raiding Strikers on L4-D3
			// and L4-E3 have no retreat; the first move captures the one on
			// E3, and the ring it leaves round D3 removes the other.
			name: "a capture and an encirclement", file: game1, label: "12C",
			kind:  ReasonWinsUnits,
			won:   []UnitFact{{engine.Striker, cell(t, "L4-D3"), FateEncircled}, {engine.Striker, cell(t, "L4-E3"), FateCaptured}},
			cells: 3, enemyCells: -3,
		},
		{
			name: "a raider captured", file: game1, label: "17C",
			kind: ReasonWinsUnits, won: []UnitFact{{engine.Striker, cell(t, "L2-E3"), FateCaptured}},
			cells: 3, enemyCells: 0,
		},
		{
			// Greedy's turn 21: one action of the Recruit's would capture
			// Greedy's Striker on L4-D6; after the turn none does.
			name: "a threat met", file: game11, label: "11C",
			kind: ReasonMeetsThreat, saved: []UnitFact{{engine.Striker, cell(t, "L4-D6"), FateCaptured}},
			cells: 3, enemyCells: -1,
		},
		{
			name: "cells gained", file: game1, label: "11C",
			kind: ReasonGainsCells, cells: 2, enemyCells: -2,
		},
		{
			// none of his own, one of the enemy's: the margin grows
			name: "a cell taken from the enemy", file: game1, label: "11C",
			acts: []string{"L1-E4>L4-D3", "L3-C2>L3-B3"}, kind: ReasonGainsCells, cells: 0, enemyCells: -1,
		},
		{
			name: "a quiet opening turn", file: game1, label: "1C",
			kind: ReasonPositional,
		},
		{
			// the same turn cut short by End still explains itself
			name: "one action and End", file: game1, label: "12C",
			acts: []string{"L2-C2>L2-C3", "end"}, kind: ReasonGainsCells, cells: 1, enemyCells: 0,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, acts := recordTurn(t, tc.file, tc.label)
			if tc.acts != nil {
				acts = nil
				for _, s := range tc.acts {
					acts = append(acts, mustAction(t, s))
				}
			}
			before := p.Clone()
			r, err := ExplainTurn(p, acts)
			if err != nil {
				t.Fatal(err)
			}
			if p.Hash() != before.Hash() || p.ActionsLeft() != before.ActionsLeft() {
				t.Error("ExplainTurn changed the position")
			}
			if r.Kind != tc.kind || r.Win != tc.win {
				t.Errorf("kind %v (win %v), want %v (win %v): %+v", r.Kind, r.Win, tc.kind, tc.win, r)
			}
			if !slices.Equal(r.Won, tc.won) || !slices.Equal(r.Saved, tc.saved) {
				t.Errorf("won %v, saved %v; want %v, %v", r.Won, r.Saved, tc.won, tc.saved)
			}
			if r.Cells != tc.cells || r.EnemyCells != tc.enemyCells {
				t.Errorf("cells %+d / %+d, want %+d / %+d", r.Cells, r.EnemyCells, tc.cells, tc.enemyCells)
			}
		})
	}
}

// TestExplainTurnErrors: a turn that cannot be explained is an error, not
// a reason.
func TestExplainTurnErrors(t *testing.T) {
	p, acts := recordTurn(t, "explain-greedy-recruit-1.txt", "12C")
	tests := []struct {
		name string
		acts []engine.Action
	}{
		{"unfinished", acts[:1]},
		{"illegal", []engine.Action{mustAction(t, "L2-C2>L2-C6"), mustAction(t, "end")}},
		{"a word after the turn", append(slices.Clone(acts), mustAction(t, "hold"))},
	}
	for _, tc := range tests {
		if _, err := ExplainTurn(p, tc.acts); err == nil {
			t.Errorf("%s: %v explained without an error", tc.name, tc.acts)
		}
	}
	over := p.Clone()
	if err := over.Apply(engine.Simple(engine.ActResign), nil); err != nil {
		t.Fatal(err)
	}
	if _, err := ExplainTurn(&over, acts); err == nil {
		t.Error("a turn after the game's end explained without an error")
	}
}

func cell(t *testing.T, s string) engine.Cell {
	t.Helper()
	c, err := engine.ParseCell(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestExplainTurnExplainsSuggest: Suggest's plans, at the start of a turn
// and in its middle, are explained without an error, and a reason that
// names units names some.
func TestExplainTurnExplainsSuggest(t *testing.T) {
	for _, label := range []string{"5C", "11C", "12C", "19A"} {
		p, acts := recordTurn(t, "explain-greedy-recruit-1.txt", label)
		mid := p.Clone()
		if err := mid.Apply(acts[0], nil); err != nil {
			t.Fatal(err)
		}
		for _, q := range []*engine.Position{p, &mid} {
			plan, err := Suggest(context.Background(), q, 0, WithThreads(1), WithDepth(2), WithTableSize(12))
			if err != nil {
				t.Fatal(err)
			}
			r, err := ExplainTurn(q, plan.Actions)
			if err != nil {
				t.Fatalf("%s (%d actions left): Suggest's %v: %v", label, q.ActionsLeft(), plan.Actions, err)
			}
			if r.Kind == ReasonWinsUnits && len(r.Won) == 0 || r.Kind == ReasonMeetsThreat && len(r.Saved) == 0 ||
				r.Kind == ReasonGainsCells && r.Cells-r.EnemyCells <= 0 {
				t.Errorf("%s: %v for %v: %+v", label, r.Kind, plan.Actions, r)
			}
			t.Logf("%s, %d actions left: %v: %v %+v", label, q.ActionsLeft(), plan.Actions, r.Kind, r)
		}
	}
}
