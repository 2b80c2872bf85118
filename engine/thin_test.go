package engine

import (
	"math/rand"
	"testing"
)

// TestThinControlMatchesCounts: on positions of seeded random games,
// ThinControl holds exactly the cells where a side's count is the
// opponent's plus one and the opponent's is not 0, read cell by cell through Influence.
func TestThinControlMatchesCounts(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	thinSeen := 0
	for game := 0; game < 20; game++ {
		g := NewGame()
		for ply := 0; ply < 200 && !g.Position().Over(); ply++ {
			p := g.Position()
			for s := Cerulean; s <= Amber; s++ {
				thin := p.ThinControl(s)
				for c := Cell(0); c < Cells; c++ {
					o := p.Influence(s.Opponent(), c)
					want := o > 0 && p.Influence(s, c) == o+1
					if thin.Has(c) != want {
						t.Fatalf("game %d ply %d: %v on %v: ThinControl %v, counts %d and %d",
							game, ply, s, c, thin.Has(c), p.Influence(s, c), p.Influence(s.Opponent(), c))
					}
					if want {
						thinSeen++
					}
				}
			}
			acts := p.LegalActions(nil)
			if _, err := g.Apply(acts[rng.Intn(len(acts))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if thinSeen == 0 {
		t.Fatal("no thin cell in any position: the test checked nothing")
	}
}
