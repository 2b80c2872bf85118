// rules_supply_test.go: rules §7 (supply and isolation), fine points 3 and 4.

package engine

import (
	"math/rand"
	"testing"
)

func TestRulesSupplyThroughControlledCellWithEnemy(t *testing.T) {
	// The Core's cube (L1-L3, A-C, 1-3) and the Node's (L2-L4, D-H, 4-8)
	// touch only through L2-D4, L3-D4 and L4-D4, each holding a neutralized
	// Amber unit (no influence): Cerulean-controlled cells with enemies on
	// them. Fine point 3: they are passable.
	g := buildGame(t, Cerulean, "C: C L1-A1", "C: N L4-F6", "A: N L2-D4!", "A: N L3-D4!", "A: N L4-D4!", "A: C L1-H1")
	p := g.Position()
	node := p.UnitAt(C("L4-F6"))
	for _, c := range []string{"L2-D4", "L3-D4", "L4-D4"} {
		if s, ok := p.Owner(C(c)); !ok || s != Cerulean {
			t.Fatalf("setup: %s not Cerulean", c)
		}
	}
	ref := refGameOf(p)
	b := ref.board()
	avoiding := ref.flood(Cerulean, func(c Cell) bool { // enemy units blocking
		return b[c] < 0 && ref.ctrl[c] == int(Cerulean) || b[c] >= 0 && ref.units[b[c]].side == Cerulean
	})
	if avoiding[C("L4-F6")] {
		t.Fatal("setup: the Node has a path avoiding the enemy units")
	}
	if !p.Supplied(node) || !ref.supplied(&ref.units[ref.at(C("L4-F6"))]) {
		t.Fatal("the Node should be supplied through controlled cells holding enemy units")
	}
	play(t, g, "end", "end")
	if u := p.Unit(node); u.Isolation != 0 {
		t.Fatalf("supplied Node's counter is %d", u.Isolation)
	}
}

func TestRulesSupplyThroughOwnUnits(t *testing.T) {
	// a chain of neutralized Cerulean Nodes across Amber-controlled cells
	// (L1-D4, L1-E5) links the Striker on L1-G7 to the Core.
	chain := []string{"C: C L1-A1", "C: S L1-G7", "C: N L1-D4!", "C: N L1-E5!", "C: N L1-F6!", "A: N L1-F4", "A: C L4-H1"}
	p := build(t, Cerulean, chain...)
	for _, c := range []string{"L1-D4", "L1-E5"} {
		if s, ok := p.Owner(C(c)); !ok || s != Amber {
			t.Fatalf("setup: %s not Amber", c)
		}
	}
	s := p.UnitAt(C("L1-G7"))
	if !p.Supplied(s) {
		t.Fatal("Striker not supplied through its own (neutralized) units")
	}
	// without the middle link it is isolated.
	broken := append([]string{}, chain[:3]...)
	broken = append(broken, chain[4:]...)
	p = build(t, Cerulean, broken...)
	if p.Supplied(p.UnitAt(C("L1-G7"))) {
		t.Fatal("Striker supplied without the chain")
	}
	if !p.Supplied(p.UnitAt(C("L1-A1"))) {
		t.Fatal("the Core is a source: always supplied")
	}
}

func TestRulesIsolationCountersAndNeutralization(t *testing.T) {
	// isolated: Cerulean Node on L4-H8, Amber Node on L1-H1.
	g := buildGame(t, Cerulean, "C: C L1-A1", "C: N L4-H8", "A: C L4-A8", "A: N L1-H1")
	p := g.Position()
	cn, an, ax := p.UnitAt(C("L4-H8")), p.UnitAt(C("L1-H1")), p.UnitAt(C("L4-A8"))
	if p.Supplied(cn) || p.Supplied(an) || !p.Supplied(ax) {
		t.Fatal("setup: supply")
	}
	play(t, g, "hold") // no turn end yet: counters unchanged
	if p.Unit(cn).Isolation != 0 {
		t.Fatal("counter rose before the turn end")
	}
	ev := play(t, g, "hold") // turn 1 ends
	if p.Unit(cn).Isolation != 1 || p.Unit(an).Isolation != 1 || p.Unit(ax).Isolation != 0 {
		t.Fatalf("after turn 1: %d %d %d", p.Unit(cn).Isolation, p.Unit(an).Isolation, p.Unit(ax).Isolation)
	}
	if r := ofType(ev, EvIsolationRose); len(r) != 2 || r[0].Counter != 1 {
		t.Fatalf("turn 1 end: %s", types(ev))
	}
	play(t, g, "end") // Amber's turn end: both sides' counters rise
	if p.Unit(cn).Isolation != 2 || p.Unit(an).Isolation != 2 {
		t.Fatalf("after turn 2: %d %d", p.Unit(cn).Isolation, p.Unit(an).Isolation)
	}
	play(t, g, "surge L4-H8")
	if p.Influence(Cerulean, C("L4-E8")) != 1 {
		t.Fatal("surge")
	}
	ev = play(t, g, "end") // turn 3 ends: both reach 3 and are neutralized
	for _, id := range []UnitID{cn, an} {
		u := p.Unit(id)
		if !u.Alive || !u.Neutralized || u.Isolation != 3 || u.Surging {
			t.Fatalf("unit on %s: %+v, want neutralized with counter 3 and no surge", u.Cell, u)
		}
		if p.Supplied(id) {
			t.Fatalf("neutralized unit supplied")
		}
	}
	if len(ofType(ev, EvNeutralized)) != 2 {
		t.Fatalf("turn 3 end: %s", types(ev))
	}
	// no influence any more
	if p.Influence(Cerulean, C("L4-H8")) != 0 || p.Influence(Amber, C("L1-H1")) != 0 {
		t.Fatal("neutralized units still project influence")
	}
	checkTerritory(t, p, "after neutralization")
	// the counter stays 3 and no more events come for them.
	ev = play(t, g, "end")
	if len(ofType(ev, EvIsolationRose)) != 0 || p.Unit(cn).Isolation != 3 {
		t.Fatalf("neutralized units still counted: %s", types(ev))
	}
	mustRefuse(t, g, "surge L4-H8", "a neutralized unit cannot surge")
	mustRefuse(t, g, "L4-H8>L4-G8", "a neutralized unit cannot move")
}

func TestRulesCounterResetWhenResupplied(t *testing.T) {
	// the Node (counter 2) steps back into supply: 0 at once.
	g := buildGame(t, Cerulean, "C: C L1-A1", "C: N L1-G1#2", "A: C L4-H8")
	p := g.Position()
	n := p.UnitAt(C("L1-G1"))
	if p.Supplied(n) || p.Unit(n).Isolation != 2 {
		t.Fatal("setup")
	}
	ev := play(t, g, "L1-G1>L1-F1")
	if p.Unit(n).Isolation != 0 || len(ofType(ev, EvSupplyRestored)) != 1 {
		t.Fatalf("counter %d after moving into supply: %s", p.Unit(n).Isolation, types(ev))
	}
	// a surge may restore supply too.
	g = buildGame(t, Cerulean, "C: C L1-A1", "C: S L1-F1#2", "A: C L4-H8")
	p = g.Position()
	n = p.UnitAt(C("L1-F1"))
	if p.Supplied(n) {
		t.Fatal("setup: supplied")
	}
	play(t, g, "surge L1-F1")
	if p.Unit(n).Isolation != 0 {
		t.Fatalf("counter %d after a surge restored supply", p.Unit(n).Isolation)
	}
	// the surge holds through Amber's turn end; its expiry at the hand-over
	// leaves the Striker isolated again, counting from 0.
	play(t, g, "end", "end")
	if p.Unit(n).Isolation != 0 || at(t, p, "L1-F1").Surging {
		t.Fatalf("counter %d while the surge lasted", p.Unit(n).Isolation)
	}
	play(t, g, "end")
	if p.Unit(n).Isolation != 1 {
		t.Fatalf("counter %d after the surge expired and a turn end", p.Unit(n).Isolation)
	}
}

func TestRulesCounterResetEvenIfIsolatedLater(t *testing.T) {
	// Fine point 4. The Striker (counter 2) moves next to its Core: supplied,
	// counter 0. It then loses to the Amber Guardian, retreats to L2-C1 where
	// it is isolated again. Its counter must stay 0 and become 1 at the turn
	// end, not 3 (which would neutralize it).
	g := buildGame(t, Cerulean, "C: C L1-A1", "C: N L2-A1!", "C: S L1-D4#2", "A: G L1-A2", "A: N L1-A3", "A: X L4-E5", "A: C L4-H8")
	p := g.Position()
	s := p.UnitAt(C("L1-D4"))
	if p.Supplied(s) {
		t.Fatal("setup: the Striker is supplied")
	}
	ev := play(t, g, "L1-D4>L1-B2")
	e := ofType(ev, EvEngaged)
	if len(e) != 1 || e[0].Combat.Outcome != DefenderWins {
		t.Fatalf("combat: %s", types(ev))
	}
	r := ofType(ev, EvRetreated)
	if len(r) != 1 || r[0].To != C("L2-C1") {
		t.Fatalf("retreat: %s", types(ev))
	}
	if p.Supplied(s) {
		t.Fatal("the Striker is supplied after its retreat: the test proves nothing")
	}
	if len(ofType(ev, EvSupplyRestored)) != 1 || p.Unit(s).Isolation != 0 {
		t.Fatalf("counter %d, want 0 (supplied at the move): %s", p.Unit(s).Isolation, types(ev))
	}
	play(t, g, "end")
	if u := p.Unit(s); u.Isolation != 1 || u.Neutralized {
		t.Fatalf("after the turn end: counter %d neutralized %v, want 1", u.Isolation, u.Neutralized)
	}
}

func TestRulesSourcesNeverIsolated(t *testing.T) {
	// a Cerulean Nexus boxed in by Amber Nodes, on Amber ground.
	specs := []string{"C: X L1-A1", "C: C L4-H8", "A: C L4-A8"}
	for _, c := range []string{"L1-B1", "L1-A2", "L1-B2", "L2-A1", "L2-B1", "L2-A2", "L2-B2"} {
		specs = append(specs, "A: N "+c)
	}
	g := buildGame(t, Cerulean, specs...)
	p := g.Position()
	if s, ok := p.Owner(C("L1-A1")); !ok || s != Amber {
		t.Fatal("setup: L1-A1 not Amber")
	}
	x := p.UnitAt(C("L1-A1"))
	for i := 0; i < 6; i++ {
		play(t, g, "end")
	}
	if u := p.Unit(x); u.Isolation != 0 || u.Neutralized || !p.Supplied(x) {
		t.Fatalf("Nexus: %+v", u)
	}
}

func TestRulesNeutralizedNexusIsNoSource(t *testing.T) {
	// The Node touches only the neutralized Nexus: isolated.
	p := build(t, Cerulean, "C: X L1-A1!", "C: N L1-B2", "C: C L4-H8", "A: C L4-A8")
	if p.Supplied(p.UnitAt(C("L1-B2"))) || p.Supplied(p.UnitAt(C("L1-A1"))) {
		t.Fatal("a neutralized Nexus is a source")
	}
	p = build(t, Cerulean, "C: X L1-A1", "C: N L1-B2", "C: C L4-H8", "A: C L4-A8")
	if !p.Supplied(p.UnitAt(C("L1-B2"))) {
		t.Fatal("an active Nexus is a source")
	}
}

func TestRulesSupplyMatchesReference(t *testing.T) {
	// after every action of a few random games, every unit's supply is the
	// breadth-first search of §7, and every supplied active unit has counter 0.
	g := NewGame()
	err := RandomPlayout(g, rand.New(rand.NewSource(5)), 600, func(_ int, p *Position) {
		ref := refGameOf(p)
		for id := UnitID(0); id < NumUnits; id++ {
			u := p.Unit(id)
			if !u.Alive {
				continue
			}
			want := ref.supplied(&ref.units[ref.at(u.Cell)])
			if p.Supplied(id) != want {
				t.Fatalf("unit %s on %s: supplied %v, want %v", u.Kind, u.Cell, p.Supplied(id), want)
			}
			if want && u.Isolation != 0 {
				t.Fatalf("supplied unit on %s has counter %d", u.Cell, u.Isolation)
			}
			if u.Neutralized && u.Isolation != 3 {
				t.Fatalf("neutralized unit on %s has counter %d", u.Cell, u.Isolation)
			}
		}
	})
	if err != nil {
		t.Fatal(err)
	}
}
