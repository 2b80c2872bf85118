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
	forRandomPositions(t, rng, 20, 200, func(game, ply int, p *Position) {
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
	})
	if seen == 0 {
		t.Fatal("never an empty cell of the side's own: the test checked little")
	}
}
