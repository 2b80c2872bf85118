// info_test.go: the node information's sets checked against their
// definitions on random positions.

package ai

import (
	"fmt"
	"math/rand"
	"testing"

	"strategema/engine"
)

// holesByDefinition is what infoAt's holes and myDanger mean, unit by
// unit: for every living unit with at most two ring breakers (friendly
// units, or empty cells its enemy does not control) among its neighbours,
// an enemy unit's breakers are holes and an own unit is in danger.
func holesByDefinition(p *engine.Position) (holes, danger engine.Bitboard) {
	me := p.ToMove()
	occ := [2]engine.Bitboard{p.Occupied(engine.Cerulean), p.Occupied(engine.Amber)}
	all := occ[0].Or(occ[1])
	for id := engine.UnitID(0); id < engine.NumUnits; id++ {
		u := p.Unit(id)
		if !u.Alive {
			continue
		}
		var brk engine.Bitboard
		for c := engine.Cell(0); c < engine.Cells; c++ {
			if occ[u.Side].Has(c) || !all.Has(c) && !p.Control(u.Side.Opponent()).Has(c) {
				brk.Set(c)
			}
		}
		h := engine.Neighbours(u.Cell).And(brk)
		if h.Count() > 2 {
			continue
		}
		if u.Side == me {
			danger.Set(u.Cell)
		} else {
			holes = holes.Or(h)
		}
	}
	return holes, danger
}

// TestInfoHolesAreDefinition: infoAt looks only at the units next to a
// ring maker; it must find what the unit-by-unit definition finds.
func TestInfoHolesAreDefinition(t *testing.T) {
	th := newEngineSearch(KolramiConfig(), 10, 1).threads[0]
	rng := rand.New(rand.NewSource(23))
	found := 0
	check := func(p *engine.Position, where string) {
		n := th.info(p)
		holes, danger := holesByDefinition(p)
		if n.holes != holes || n.myDanger != danger {
			t.Fatalf("%s: holes %v danger %v, want %v and %v", where, n.holes, n.myDanger, holes, danger)
		}
		found += holes.Count() + danger.Count()
	}
	randomPlayouts(t, rng, 6, 240, 3, check)
	for i := 0; i < 300; i++ {
		p := randomSetup(t, rng)
		check(&p, fmt.Sprintf("setup %d", i))
	}
	if found < 100 {
		t.Fatalf("only %d holes and units in danger seen: the test checked too little", found)
	}
	t.Logf("%d holes and units in danger", found)
}
