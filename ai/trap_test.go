// trap_test.go: the ordering's capture-or-push estimate (Config.TrapOrder)
// against a cell-by-cell reading of the retreat rule, and on a position
// from a game where it mattered.

package ai

import (
	"fmt"
	"math/rand"
	"os"
	"testing"

	"strategema/engine"
)

// refExits lists the cells the unit on v may retreat to when it loses an
// engagement against side me, read cell by cell (rules section 8: an empty
// neighbour not controlled by its enemy).
func refExits(p *engine.Position, v engine.Cell, me engine.Side) []engine.Cell {
	var exits []engine.Cell
	for _, c := range engine.NeighbourList(v) {
		if p.UnitAt(c) != engine.NoUnit {
			continue
		}
		if owner, ok := p.Owner(c); ok && owner == me {
			continue
		}
		exits = append(exits, c)
	}
	return exits
}

// randomSetup places a Core of each side and 10 to 40 other units of
// random sides and kinds on random cells, some neutralized, and picks the
// side to move: crowded fronts where trapped units are common.
func randomSetup(t *testing.T, rng *rand.Rand) engine.Position {
	t.Helper()
	used := map[engine.Cell]bool{}
	cell := func() engine.Cell {
		for {
			c := engine.Cell(rng.Intn(engine.Cells))
			if !used[c] {
				used[c] = true
				return c
			}
		}
	}
	units := []engine.Unit{
		{Side: engine.Cerulean, Kind: engine.Core, Cell: cell()},
		{Side: engine.Amber, Kind: engine.Core, Cell: cell()},
	}
	for i := 10 + rng.Intn(31); i > 0; i-- {
		kind := engine.Kind(1 + rng.Intn(int(engine.NumKinds)-1))
		units = append(units, engine.Unit{Side: engine.Side(rng.Intn(2)), Kind: kind, Cell: cell(), Neutralized: rng.Intn(8) == 0})
	}
	p, err := engine.Setup{Units: units, ToMove: engine.Side(rng.Intn(2))}.Position()
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// checkTrapSets compares the node information of p with the retreat rule
// read cell by cell, and counts what it saw in seen (trapped units, last
// exits, attacks on a last exit).
func checkTrapSets(t *testing.T, th *thread, p *engine.Position, where string, seen *[3]int) {
	t.Helper()
	n := th.infoAt(p, &th.ni[0])
	me := p.ToMove()
	var wantTrapped, wantLast engine.Bitboard
	lo := engine.UnitID(int(me.Opponent()) * engine.UnitsPerSide)
	for id := lo; id < lo+engine.UnitsPerSide; id++ {
		u := p.Unit(id)
		if !u.Alive {
			continue
		}
		exits := refExits(p, u.Cell, me)
		switch {
		case u.Neutralized || len(exits) == 0:
			wantTrapped.Set(u.Cell)
		case len(exits) == 1:
			wantLast.Set(exits[0])
		}
		// an attacker on any empty neighbour: a capture exactly when the
		// unit is trapped or that cell is its only exit.
		for _, to := range engine.NeighbourList(u.Cell) {
			if p.UnitAt(to) != engine.NoUnit {
				continue
			}
			want := u.Neutralized || len(exits) == 0 || (len(exits) == 1 && exits[0] == to)
			if got := n.captures(u.Cell, to); got != want {
				t.Fatalf("%s: captures(%v, %v) = %v, want %v (exits %v)", where, u.Cell, to, got, want, exits)
			}
			if want && len(exits) == 1 {
				seen[2]++
			}
		}
	}
	if n.trapped != wantTrapped {
		t.Fatalf("%s: trapped %v, want %v", where, n.trapped.Cells(), wantTrapped.Cells())
	}
	if n.lastExit != wantLast {
		t.Fatalf("%s: lastExit %v, want %v", where, n.lastExit.Cells(), wantLast.Cells())
	}
	seen[0] += wantTrapped.Count()
	seen[1] += wantLast.Count()
}

// TestTrapSetsMatchReference: on positions of seeded random games and on
// random crowded setups, the trapped units and the last exits of the node
// information are exactly those of the retreat rule read cell by cell,
// and captures tells a capture from a push as the rule does for every
// empty attack cell.
func TestTrapSetsMatchReference(t *testing.T) {
	cfg := KolramiConfig()
	cfg.TrapOrder = true
	cfg.Combos = false // the estimate without the attacker's aura (see TestAuraTrap)
	th := newEngineSearch(cfg, 10, 1).threads[0]
	rng := rand.New(rand.NewSource(11))
	var seen [3]int
	randomPlayouts(t, rng, 8, 240, 4, func(p *engine.Position, where string) {
		checkTrapSets(t, th, p, where, &seen)
	})
	for i := 0; i < 300; i++ {
		p := randomSetup(t, rng)
		checkTrapSets(t, th, &p, fmt.Sprintf("setup %d", i), &seen)
	}
	if seen[0] == 0 || seen[1] == 0 || seen[2] == 0 {
		t.Fatalf("never a trapped unit (%d), a last exit (%d) or an attack on one (%d): the test checked nothing", seen[0], seen[1], seen[2])
	}
}

// TestTrapOrderOffLeavesOrderingAlone: without the option the node
// information marks nothing, so the ordering is the one measured before.
func TestTrapOrderOffLeavesOrderingAlone(t *testing.T) {
	cfg := KolramiConfig()
	cfg.TrapOrder = false
	th := newEngineSearch(cfg, 10, 1).threads[0]
	p := trapGamePosition(t, true)
	n := th.infoAt(p, &th.ni[0])
	if !n.trapped.Empty() || !n.lastExit.Empty() {
		t.Fatalf("TrapOrder off: trapped %v, lastExit %v, want none", n.trapped.Cells(), n.lastExit.Cells())
	}
}

// trapGamePosition is turn 19 of a 1 s arena game (Kolrami against
// Greedy, seed 51): Kolrami's Striker on L4-H5 has one retreat cell,
// L3-H4. With afterTurn, Kolrami has played L4-B4>L2-D3, L2-D3>L4-C5 as
// he did in the game, and Greedy, to move, captures the Striker with
// L1-G7>L1-F6 (pushing a Cerulean Striker from L2-G5 into L3-H4) and
// L3-E6>L4-G6.
func trapGamePosition(t *testing.T, afterTurn bool) *engine.Position {
	t.Helper()
	data, err := os.ReadFile("testdata/trap-push.txt")
	if err != nil {
		t.Fatal(err)
	}
	g, _, err := engine.LoadRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	if afterTurn {
		for _, w := range []string{"L4-B4>L2-D3", "L2-D3>L4-C5"} {
			a, err := engine.ParseAction(w)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	return g.Position()
}

// TestTrapOrderSeesPushThenCapture: in the game's position the push that
// closes the Striker's last exit is among the tactical actions searched
// (the best maxTactical) only with TrapOrder, and after it the capture
// comes first.
func TestTrapOrderSeesPushThenCapture(t *testing.T) {
	push, _ := engine.ParseAction("L1-G7>L1-F6")
	capture, _ := engine.ParseAction("L3-E6>L4-G6")
	for _, on := range []bool{false, true} {
		cfg := KolramiConfig()
		cfg.TrapOrder = on
		th := newEngineSearch(cfg, 10, 1).threads[0]
		p := trapGamePosition(t, true)
		th.root = p.ToMove().Opponent() // the reply in Kolrami's search
		ms := th.tacticalActions(p, th.infoAt(p, &th.ni[2]), 2, engine.Action{}, false)
		searched := false
		for _, m := range ms {
			searched = searched || m.a == push
		}
		if searched != on {
			t.Fatalf("TrapOrder %v: the push among the %d tactical actions searched: %v, want %v", on, len(ms), searched, on)
		}
		if !on {
			continue
		}
		q := *p
		q.ApplyLegal(push)
		ms = th.tacticalActions(&q, th.infoAt(&q, &th.ni[3]), 3, engine.Action{}, false)
		if len(ms) == 0 {
			t.Fatal("after the push: no tactical action")
		}
		// the game's capture, or another of the same Striker, comes first.
		striker := q.UnitAt(mustCell(t, "L4-H5"))
		r := q
		r.ApplyLegal(ms[0].a)
		if r.Unit(striker).Alive {
			t.Fatalf("after the push the first tactical action is %v, which does not capture the Striker on L4-H5 (the game's capture: %v)", ms[0].a, capture)
		}
	}
}
