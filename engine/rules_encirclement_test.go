// rules_encirclement_test.go: rules §9 (encirclement, the Litana cascade)
// and fine point 7.

package engine

import (
	"fmt"
	"testing"
)

// ringOf lists "<prefix> <cell>" for every neighbour of c.
func ringOf(prefix, c string, except ...string) []string {
	skip := map[string]bool{}
	for _, e := range except {
		skip[e] = true
	}
	var out []string
	for _, n := range NeighbourList(C(c)) {
		if !skip[n.String()] {
			out = append(out, fmt.Sprintf("%s %s", prefix, n))
		}
	}
	return out
}

func TestRulesEncirclementCorner(t *testing.T) {
	// seven Cerulean units around the Amber Node in the corner.
	specs := append([]string{"A: N L1-A1", "A: C L4-A8", "C: C L4-H8"}, ringOf("C: N", "L1-A1")...)
	if len(specs) != 3+7 {
		t.Fatal("corner ring")
	}
	g := buildGame(t, Cerulean, specs...)
	// not after Hold ...
	ev := play(t, g, "hold")
	if len(ofType(ev, EvEncircled)) != 0 || emptyAt(g.Position(), "L1-A1") {
		t.Fatal("encirclement checked after a hold")
	}
	// ... nor at the turn end
	ev = play(t, g, "end")
	if len(ofType(ev, EvEncircled)) != 0 || emptyAt(g.Position(), "L1-A1") {
		t.Fatal("encirclement checked after end")
	}
	play(t, g, "end") // Amber passes: its own encircled Node stays too
	if emptyAt(g.Position(), "L1-A1") {
		t.Fatal("encirclement checked after end")
	}
	// after a surge it is removed
	ev = play(t, g, "surge L4-H8")
	enc := ofType(ev, EvEncircled)
	if len(enc) != 1 || enc[0].From != C("L1-A1") || !emptyAt(g.Position(), "L1-A1") || g.Position().Unit(enc[0].Unit).Alive {
		t.Fatalf("surge: %s", types(ev))
	}
	checkTerritory(t, g.Position(), "after the encirclement")
}

func TestRulesEncirclementAfterMove(t *testing.T) {
	specs := append([]string{"A: N L1-A1!", "A: C L4-A8", "C: C L4-H8", "C: N L4-G8"}, ringOf("C: N", "L1-A1")...)
	g := buildGame(t, Cerulean, specs...)
	ev := play(t, g, "L4-G8>L4-F8")
	if len(ofType(ev, EvEncircled)) != 1 || !emptyAt(g.Position(), "L1-A1") {
		t.Fatalf("move: %s", types(ev))
	}
}

func TestRulesEncirclementRing(t *testing.T) {
	for _, tc := range []struct {
		name    string
		specs   []string
		removed bool
	}{
		{"edge cell, ring of controlled empty cells", []string{"A: N L1-D1!", "C: S L2-D2"}, true},
		{"interior cell, the level below uncovered", []string{"A: N L2-D4!", "C: S L3-D5"}, false},
		{"enemy neutralized units count", append([]string{"A: N L1-A1"}, ringOf("C: N", "L1-A1")[0]+"!", ringOf("C: N", "L1-A1")[1]+"!"), true},
		{"a friendly neutralized unit breaks it", []string{"A: N L1-A1!", "C: S L2-A2", "A: N L1-B1!"}, false},
		{"a neutral empty cell breaks it", []string{"A: N L1-A1!", "C: S L2-A2", "A: S L3-B3"}, false},
		{"a friendly-controlled empty cell breaks it", []string{"A: N L1-A1!", "C: S L2-A2", "A: G L3-C3", "A: G L3-C2"}, false},
		{"neutralized units can be encircled", []string{"A: N L1-A1!", "C: S L2-A2"}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			specs := append([]string{"C: C L4-H8", "A: C L4-A8"}, tc.specs...)
			if tc.name == "enemy neutralized units count" {
				// the Amber Node: two neighbours hold neutralized Cerulean units,
				// the other five hold active ones.
				specs = append(specs, ringOf("C: N", "L1-A1")[2:]...)
			}
			g := buildGame(t, Cerulean, specs...)
			victim := C(tc.specs[0][5:10])
			ev := play(t, g, "surge L4-H8")
			gone := g.Position().UnitAt(victim) == NoUnit
			if gone != tc.removed {
				t.Fatalf("removed %v, want %v: %s\n%s", gone, tc.removed, types(ev), controlMap(g.Position(), victim.Level()))
			}
		})
	}
}

func TestRulesEncirclementCascadeOrder(t *testing.T) {
	// Y: the active Amber Node on L1-D4, ringed by 17 neutralized Cerulean
	// units. X: the neutralized Cerulean Node on L1-A1, ringed by six
	// neutralized Amber units and the empty L1-B2, which Amber controls only
	// through Y's influence. Both are encircled; Cerulean acts: Amber's Y
	// goes first, L1-B2 turns neutral and X survives.
	specs := []string{"A: N L1-D4", "C: N L1-A1!", "C: C L4-H8", "A: C L4-A8"}
	for _, c := range []string{"L1-B1", "L1-A2", "L2-A1", "L2-B1", "L2-A2", "L2-B2"} {
		specs = append(specs, "A: N "+c+"!")
	}
	for _, s := range ringOf("C: N", "L1-D4") {
		specs = append(specs, s+"!")
	}
	// X2: a neutralized Cerulean Node on L4-H1 ringed by Amber units for good.
	specs = append(specs, "C: N L4-H1!")
	for _, s := range ringOf("A: N", "L4-H1") {
		specs = append(specs, s+"!")
	}
	g := buildGame(t, Cerulean, specs...)
	p := g.Position()
	if s, ok := p.Owner(C("L1-B2")); !ok || s != Amber {
		t.Fatal("setup: L1-B2 not Amber")
	}
	ev := play(t, g, "surge L4-H8")
	enc := ofType(ev, EvEncircled)
	if len(enc) != 2 || enc[0].From != C("L1-D4") || enc[1].From != C("L4-H1") {
		t.Fatalf("cascade: %s", types(ev))
	}
	if emptyAt(p, "L1-A1") {
		t.Fatal("X was removed: the mover's units went first")
	}
	if _, ok := p.Owner(C("L1-B2")); ok {
		t.Fatal("L1-B2 still controlled")
	}
	// the same position, Amber to act: now Cerulean's units are the
	// opponent's and go first: X and X2 fall, then Y.
	g2 := NewGameFrom(build(t, Amber, append(specs, "A: S L4-A7")...))
	ev = play(t, g2, "surge L4-A7")
	enc = ofType(ev, EvEncircled)
	if len(enc) < 3 || enc[0].Side != Cerulean || enc[1].Side != Cerulean || enc[len(enc)-1].Side != Amber {
		t.Fatalf("cascade with Amber acting: %s", types(ev))
	}
}

func TestRulesEncirclementCascadeChain(t *testing.T) {
	// a removal completes the next ring: step 1 repeats. Y (active Amber Node
	// on L1-D4) is ringed by neutralized Cerulean units. Y2 (neutralized Amber
	// Node on L1-A1) is ringed by neutralized Cerulean units and the empty
	// L1-B2, neutral (Y against the Cerulean Striker on L1-C1) until Y goes.
	specs := []string{"A: N L1-D4", "A: N L1-A1!", "C: S L1-C1", "C: C L4-H8", "A: C L4-A8"}
	for _, s := range ringOf("C: N", "L1-D4") {
		specs = append(specs, s+"!")
	}
	for _, s := range ringOf("C: N", "L1-A1", "L1-B2") {
		specs = append(specs, s+"!")
	}
	g := buildGame(t, Cerulean, specs...)
	if _, ok := g.Position().Owner(C("L1-B2")); ok {
		t.Fatal("setup: L1-B2 not neutral")
	}
	ev := play(t, g, "surge L4-H8")
	enc := ofType(ev, EvEncircled)
	if len(enc) != 2 || enc[0].From != C("L1-D4") || enc[1].From != C("L1-A1") {
		t.Fatalf("chain: %s", types(ev))
	}
	// two batches: Y's removal, then Y2's.
	between := false
	for _, e := range ev {
		if e.Type == EvEncircled && e.From == C("L1-A1") {
			break
		}
		if e.Type == EvEncircled && e.From == C("L1-D4") {
			between = true
		}
	}
	if !between {
		t.Fatalf("order: %s", types(ev))
	}
}

func TestRulesCoreEncircledActiveVictory(t *testing.T) {
	specs := append([]string{"A: C L1-A1", "A: X L4-A8", "C: C L4-H8"}, ringOf("C: N", "L1-A1")...)
	g := buildGame(t, Cerulean, specs...)
	ev := play(t, g, "surge L4-H8")
	p := g.Position()
	if p.Result() != CeruleanWins || p.Reason() != ReasonActive || p.ActionsLeft() != 0 || p.ToMove() != Cerulean || p.Turn() != 1 {
		t.Fatalf("Core encircled: %s %s (%s)", p.Result(), p.Reason(), types(ev))
	}
	if ev[len(ev)-1].Type != EvGameOver || len(ofType(ev, EvTurnEnded)) != 0 {
		t.Fatalf("events after the game ended: %s", types(ev))
	}
	// the mover's own Core: the other side wins.
	specs = append([]string{"C: C L1-A1", "C: X L4-H8", "A: C L4-A8"}, ringOf("A: N", "L1-A1")...)
	g = buildGame(t, Cerulean, specs...)
	play(t, g, "surge L4-H8")
	if p := g.Position(); p.Result() != AmberWins || p.Reason() != ReasonActive {
		t.Fatalf("own Core encircled: %s %s", p.Result(), p.Reason())
	}
}
