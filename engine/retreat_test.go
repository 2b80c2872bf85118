package engine

import (
	"math/rand"
	"testing"
)

// TestRetreatCellsMatchRule: on positions of seeded random games,
// RetreatCells holds exactly the empty cells the side's enemy does not
// control (section 8), read cell by cell through UnitAt and Owner. (The
// engine's retreats choose among them: retreatCell; the rules tests
// check the choice.)
func TestRetreatCellsMatchRule(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	seen := 0
	for game := 0; game < 20; game++ {
		g := NewGame()
		for ply := 0; ply < 200 && !g.Position().Over(); ply++ {
			p := g.Position()
			for s := Cerulean; s <= Amber; s++ {
				cells := p.RetreatCells(s)
				for c := Cell(0); c < Cells; c++ {
					owner, owned := p.Owner(c)
					want := p.UnitAt(c) == NoUnit && !(owned && owner == s.Opponent())
					if want && owned {
						seen++ // a cell of the side's own: not merely empty and neutral
					}
					if cells.Has(c) != want {
						t.Fatalf("game %d ply %d: %v on %v: RetreatCells %v, want %v", game, ply, s, c, cells.Has(c), want)
					}
				}
			}
			acts := p.LegalActions(nil)
			if _, err := g.Apply(acts[rng.Intn(len(acts))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if seen == 0 {
		t.Fatal("never an empty cell of the side's own: the test checked little")
	}
}
