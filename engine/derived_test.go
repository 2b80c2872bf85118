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
