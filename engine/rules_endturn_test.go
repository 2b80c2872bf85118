// rules_endturn_test.go: rules §10 (the end-of-turn sequence and its order).

package engine

import "testing"

func TestRulesEndTurnEventOrder(t *testing.T) {
	// Cerulean's isolated Node (counter 2) is neutralized at the turn end;
	// Amber's Striker surges from its last turn and expires at the hand-over.
	g := buildGame(t, Cerulean, "C: C L1-A1", "C: N L4-H8#2", "A: C L4-A8", "A: S L4-B7*")
	ev := play(t, g, "end")
	want := []EventType{EvTurnEnded, EvIsolationRose, EvNeutralized, EvTurnClosed, EvHandOver, EvSurgeExpired}
	var got []EventType
	for _, e := range ev {
		got = append(got, e.Type)
	}
	if len(got) != len(want) {
		t.Fatalf("events %s", types(ev))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("events %s", types(ev))
		}
	}
	if ev[4].Turn != 2 || ev[4].Side != Amber {
		t.Fatalf("hand-over %+v", ev[4])
	}
	checkState(t, g, Amber, 2, 2)
}

func TestRulesNeutralizationBeforeSystemic(t *testing.T) {
	// 179 Cerulean cells; the isolated Amber Node (counter 2) is neutralized
	// at the turn end, which gives Cerulean 180 or more at once: step 1
	// comes before step 2.
	for _, counter := range []string{"", "#2"} {
		g := buildGame(t, Cerulean, "C: X L2-D4", "C: C L1-A1", "A: C L4-H8", "A: N L1-E1"+counter, "A: S L1-C4")
		p := g.Position()
		if p.Territory(Cerulean) != 179 || p.Supplied(p.UnitAt(C("L1-E1"))) {
			t.Fatal("setup")
		}
		play(t, g, "end")
		if counter == "" {
			if p.Over() {
				t.Fatal("game over without the neutralization")
			}
			continue
		}
		if !at(t, p, "L1-E1").Neutralized {
			t.Fatal("not neutralized")
		}
		checkOver(t, g, CeruleanWins, ReasonSystemic, 1, Cerulean)
	}
}

func TestRulesNeutralizationBeforeIsolationVictory(t *testing.T) {
	// Amber's Core is on L1-A1 with Amber's neutralized Node on L1-B1. One
	// Cerulean Node on L3-C3 ties the Core's neighbourhood; an isolated
	// Amber Striker on L2-C3 (counter 2) adds Amber influence on some of it.
	// Without the Striker's neutralization the Core is not sealed.
	g := buildGame(t, Cerulean, "A: C L1-A1", "A: N L1-B1!", "C: N L3-C3", "C: N L3-C2", "C: C L4-H8", "A: S L3-B3#2")
	p := g.Position()
	if p.Destinations(C("L1-A1")).Empty() {
		t.Fatalf("setup: sealed already\n%s", controlMap(p, 0))
	}
	play(t, g, "end")
	checkOver(t, g, CeruleanWins, ReasonIsolation, 1, Cerulean)
}
