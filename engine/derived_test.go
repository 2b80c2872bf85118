// derived_test.go: the state the engine keeps beside the units for speed
// (kind sets, bit-sliced influence counts) agrees with a position built
// from scratch, and the accessors for the computer commanders (CoreCell,
// KindCells, SourceCells, ApplyLegal) agree with what they stand for, and
// so does the supply flood kept from one state change to the next, and
// the repetition count.

package engine

import (
	"math/rand"
	"testing"

	"pgregory.net/rapid"
)

func TestPropertyDerivedFromScratch(t *testing.T) {
	propCheck(t, func(t *rapid.T) {
		g := drawGame(t)
		p := g.Position()
		q, err := fromScratch(p)
		if err != nil {
			t.Fatal(err)
		}
		if p.kinds != q.kinds {
			t.Fatalf("kind sets %v, from scratch %v", p.kinds, q.kinds)
		}
		if p.infl != q.infl {
			t.Fatalf("influence planes differ from scratch")
		}
		for side := Cerulean; side <= Amber; side++ {
			var kinds [NumKinds]Bitboard
			core := NoCell
			for id := UnitID(int(side) * UnitsPerSide); id < UnitID(int(side+1)*UnitsPerSide); id++ {
				if u := p.Unit(id); u.Alive {
					kinds[u.Kind].Set(u.Cell)
					if u.Kind == Core && core == NoCell {
						core = u.Cell
					}
				}
			}
			for k := Kind(0); k < NumKinds; k++ {
				if got := p.KindCells(k).And(p.Occupied(side)); got != kinds[k] {
					t.Fatalf("%s %s cells %v, want %v", side, k, got, kinds[k])
				}
			}
			if got := p.CoreCell(side); got != core {
				t.Fatalf("%s Core on %s, want %s", side, got, core)
			}
			if got, want := p.SourceCells(side), p.src[side]; got != want {
				t.Fatalf("%s sources %v, want %v", side, got, want)
			}
		}
		// the kept repetition count: the last key's occurrences.
		want := 0
		for _, k := range p.history {
			if k == p.history[len(p.history)-1] {
				want++
			}
		}
		if got := p.RepetitionCount(); got != want {
			t.Fatalf("RepetitionCount %d, the history holds the last key %d times", got, want)
		}
	})
}

// TestApplyLegalSameAsApply: on legal actions ApplyLegal is Apply.
func TestApplyLegalSameAsApply(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	var buf []Action
	for game := 0; game < 20; game++ {
		p := NewPosition()
		if game%2 == 1 {
			var err error
			if p, err = randomSetup(rng).Position(); err != nil {
				t.Fatal(err)
			}
		}
		pl := newPolicy(rng)
		pl.offer, pl.resign = 0, 0
		for i := 0; i < 200 && !p.Over(); i++ {
			buf = p.LegalActions(buf[:0])
			a := pl.pick(&p, buf, nil)
			q := p.Clone()
			if err := p.Apply(a, nil); err != nil {
				t.Fatal(err)
			}
			q.ApplyLegal(a)
			if err := samePosition(&p, &q); err != nil {
				t.Fatalf("game %d action %d %s: %v", game, i, a, err)
			}
			// the supply flood, grown from the stale one when it can be,
			// is the flood from scratch.
			for s := Cerulean; s <= Amber; s++ {
				if got, want := p.SupplyReach(s), Flood(p.src[s], p.control[s].Or(p.occ[s])); got != want {
					t.Fatalf("game %d action %d %s: %s supply flood %v, from scratch %v", game, i, a, s, got, want)
				}
			}
		}
	}
}

// TestLegalSurgesArePartOfLegalActions: LegalSurges is exactly the surges
// of LegalActions, in their order, in every state met in random games
// (draw offers pending and games over included).
func TestLegalSurgesArePartOfLegalActions(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	var buf, surges []Action
	states := map[string]int{}
	for game := 0; game < 30; game++ {
		p := NewPosition()
		pl := newPolicy(rng)
		pl.offer, pl.resign = 0.05, 0.002
		for i := 0; i < 400; i++ {
			buf = p.LegalActions(buf[:0])
			var want []Action
			for _, a := range buf {
				if a.Type == ActSurge {
					want = append(want, a)
				}
			}
			surges = p.LegalSurges(surges[:0])
			if len(surges) != len(want) {
				t.Fatalf("game %d action %d: %d legal surges, LegalActions has %d", game, i, len(surges), len(want))
			}
			for j := range want {
				if surges[j] != want[j] {
					t.Fatalf("game %d action %d: surge %d is %s, LegalActions has %s", game, i, j, surges[j], want[j])
				}
			}
			switch {
			case p.Over():
				states["over"]++
			case p.DrawPending():
				states["draw pending"]++
			default:
				states["in play"]++
			}
			if p.Over() {
				break
			}
			if err := p.Apply(pl.pick(&p, buf, nil), nil); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, s := range []string{"over", "draw pending", "in play"} {
		if states[s] == 0 {
			t.Errorf("no position %s was met: the test did not cover it", s)
		}
	}
}
