package ai

import (
	"context"
	"fmt"
	"os"
	"testing"

	"strategema/engine"
)

// surgeWinGame is testdata/surge-win.txt: game 3 of Data against Greedy
// at 250 ms (docs/AI.md, Games to the end) up to turn 171, Data
// (Cerulean, 172 cells) to move. Two surges, L3-D6 and L4-G3, take him
// to 180 cells at the turn end; he moved two units instead and won six
// turns later.
func surgeWinGame(t *testing.T, upTo string) *engine.Position {
	t.Helper()
	data, err := os.ReadFile("testdata/surge-win.txt")
	if err != nil {
		t.Fatal(err)
	}
	rec, err := engine.ParseRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	for i, turn := range rec.Turns {
		if fmt.Sprintf("%d%c", turn.Round, turn.Side.Letter()) == upTo {
			rec.Turns, rec.HasResult = rec.Turns[:i], false
			break
		}
	}
	g, err := rec.Replay()
	if err != nil {
		t.Fatal(err)
	}
	return g.Position()
}

func TestSurgeWin(t *testing.T) {
	never := func() bool { return false }
	tests := []struct {
		name  string
		upTo  string // the record is played up to this turn's label
		wins  bool
		short int // cells short of 180 at the turn's start
	}{
		{"two surges win at 172 cells", "", true, 8},
		{"no win two turns earlier at 169 cells", "85C", false, 11},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := surgeWinGame(t, tc.upTo)
			me := p.ToMove()
			if got := engine.SystemicCells - p.Territory(me); got != tc.short {
				t.Fatalf("%d cells short, want %d", got, tc.short)
			}
			win := surgeWin(p, never)
			if !tc.wins {
				if win != nil {
					t.Fatalf("surgeWin found %v where no pair wins", win)
				}
				return
			}
			if win == nil {
				t.Fatal("surgeWin found no win")
			}
			q := p.Clone()
			for _, a := range win {
				if err := q.Apply(a, nil); err != nil {
					t.Fatalf("%v: %v", a, err)
				}
			}
			if q.Result() != engine.WinFor(me) || q.Reason() != engine.ReasonSystemic {
				t.Fatalf("%v ends %v (%v), want a Systemic Victory for %v", win, q.Result(), q.Reason(), me)
			}
		})
	}
}

// TestSurgeWinTakenByShallowSearch: a search of one action, which cannot
// see a turn end, still plays the winning surges.
func TestSurgeWinTakenByShallowSearch(t *testing.T) {
	p := surgeWinGame(t, "")
	me := p.ToMove()
	pl := newSearchPlayer("data", DataConfig(), options{threads: 1, ttLog2: 16, depth: 1, seed: 1})
	plan, err := pl.PlayTurn(context.Background(), p, 0)
	if err != nil {
		t.Fatal(err)
	}
	q := p.Clone()
	for _, a := range plan.Actions {
		if err := q.Apply(a, nil); err != nil {
			t.Fatalf("%v: %v", a, err)
		}
	}
	if q.Result() != engine.WinFor(me) {
		t.Fatalf("played %v: result %v, want a win for %v", plan.Actions, q.Result(), me)
	}
}
