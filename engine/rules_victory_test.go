// rules_victory_test.go: rules §10.2–10.3 and §11 victories, fine point 8,
// and the reported state after the game.

package engine

import (
	"fmt"
	"testing"
)

func checkOver(t *testing.T, g *Game, r Result, why Reason, turn int, side Side) {
	t.Helper()
	p := g.Position()
	if p.Result() != r || p.Reason() != why || p.Turn() != turn || p.ToMove() != side || p.ActionsLeft() != 0 || !p.Over() {
		t.Fatalf("game: %s (%s) turn %d %s to move %d actions; want %s (%s) turn %d %s 0",
			p.Result(), p.Reason(), p.Turn(), p.ToMove(), p.ActionsLeft(), r, why, turn, side)
	}
}

func TestRulesSystemicVictory(t *testing.T) {
	for _, tc := range []struct {
		name  string
		specs []string
		terr  int
		win   bool
	}{
		{"180 cells win", []string{"A: N L1-C2", "A: S L4-F4"}, 180, true},
		{"179 cells do not", []string{"A: N L1-E1", "A: S L1-C4"}, 179, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := buildGame(t, Cerulean, append([]string{"C: X L2-D4", "C: C L1-A1", "A: C L4-H8"}, tc.specs...)...)
			if n := g.Position().Territory(Cerulean); n != tc.terr {
				t.Fatalf("setup: %d cells", n)
			}
			// the check runs only at the turn end
			play(t, g, "hold")
			if g.Position().Over() {
				t.Fatal("systemic victory before the turn end")
			}
			ev := play(t, g, "hold")
			if tc.win {
				checkOver(t, g, CeruleanWins, ReasonSystemic, 1, Cerulean)
				if len(ofType(ev, EvHandOver)) != 0 {
					t.Fatalf("hand-over after the victory: %s", types(ev))
				}
			} else if g.Position().Over() {
				t.Fatalf("game over with %d cells", tc.terr)
			}
		})
	}
}

func TestRulesSystemicCountsOpponentSurge(t *testing.T) {
	// the Amber Striker's surge (from Amber's last turn) still counts at
	// Cerulean's turn end: 142 cells, no victory (fine point 8). Without it,
	// 180.
	g := buildGame(t, Cerulean, "C: X L2-D4", "C: C L1-A1", "A: C L4-H8", "A: N L1-C2", "A: S L4-F4*")
	if g.Position().Territory(Cerulean) >= 180 {
		t.Fatal("setup")
	}
	ev := play(t, g, "end")
	if g.Position().Over() {
		t.Fatalf("surge ignored at the turn end: %s", types(ev))
	}
	if at(t, g.Position(), "L4-F4").Surging {
		t.Fatal("Amber's surge did not expire at its turn start")
	}
	if g.Position().Territory(Cerulean) != 180 {
		t.Fatalf("after expiry: %d", g.Position().Territory(Cerulean))
	}
	// Amber now ends its turn: Cerulean has 180 at that turn end.
	play(t, g, "end")
	checkOver(t, g, CeruleanWins, ReasonSystemic, 2, Amber)
}

// sealedAmber: Amber's Core in the corner, its only free neighbours
// controlled by Cerulean's two Nodes on L3, its last neighbour a
// neutralized Amber Node.
var sealedAmber = []string{"A: C L1-A1", "A: N L1-B1!", "C: N L3-C3", "C: N L3-C2", "C: C L4-H8"}

func TestRulesIsolationVictory(t *testing.T) {
	p := build(t, Cerulean, sealedAmber...)
	if s, ok := p.Owner(C("L1-A1")); !ok || s != Cerulean || !p.Destinations(C("L1-A1")).Empty() {
		t.Fatalf("setup: the Amber Core is not sealed\n%s", controlMap(&p, 0))
	}
	for _, tc := range []struct {
		name  string
		extra []string
		win   bool
	}{
		{"sealed, no Nexus", nil, true},
		{"sealed, neutralized Nexus", []string{"A: X L4-A8!"}, true},
		{"sealed, but an active Nexus", []string{"A: X L4-A8"}, false},
		{"sealed, friends block more neighbours", []string{"A: N L1-A2!", "A: N L2-B1!"}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := buildGame(t, Cerulean, append(append([]string{}, sealedAmber...), tc.extra...)...)
			play(t, g, "hold")
			if g.Position().Over() {
				t.Fatal("isolation victory before the turn end")
			}
			play(t, g, "hold")
			if tc.win {
				checkOver(t, g, CeruleanWins, ReasonIsolation, 1, Cerulean)
			} else if g.Position().Over() {
				t.Fatalf("game over: %s", g.Position().Reason())
			}
		})
	}
	// a legal move: the Cerulean Node on L3-C2 is gone, L1-B2 is not Cerulean.
	g := buildGame(t, Cerulean, "A: C L1-A1", "A: N L1-B1!", "C: N L3-C3", "C: C L4-H8")
	if g.Position().Destinations(C("L1-A1")).Empty() {
		t.Fatal("setup: no legal move")
	}
	play(t, g, "end")
	if g.Position().Over() {
		t.Fatal("a Core with a legal move is not sealed")
	}
	// on a neutral cell with no legal move: not sealed. Every neighbour holds
	// a neutralized Amber unit; one Cerulean Node ties the Core on L1-A1.
	specs := append([]string{"A: C L1-A1", "C: N L3-C3", "C: C L4-H8"}, ringOf("A: N", "L1-A1")...)
	for i := 3; i < len(specs); i++ {
		specs[i] += "!"
	}
	g = buildGame(t, Cerulean, specs...)
	if _, ok := g.Position().Owner(C("L1-A1")); ok || !g.Position().Destinations(C("L1-A1")).Empty() {
		t.Fatal("setup: L1-A1 not neutral or the Core can move")
	}
	play(t, g, "end")
	if g.Position().Over() {
		t.Fatal("a Core on a neutral cell is not sealed")
	}
	// the same with a second Cerulean Node: L1-A1 Cerulean, sealed.
	g = buildGame(t, Cerulean, append(specs, "C: N L3-C2")...)
	play(t, g, "end")
	checkOver(t, g, CeruleanWins, ReasonIsolation, 1, Cerulean)
}

func TestRulesIsolationVictorySideThatMovedFirst(t *testing.T) {
	// both Cores sealed (mirrored), no Nexus anywhere: the side that just
	// moved wins.
	specs := append([]string{}, sealedAmber[:4]...)
	half := build(t, Cerulean, sealedAmber[:4]...)
	for id := UnitID(0); id < NumUnits; id++ {
		u := half.Unit(id)
		if !u.Alive {
			continue
		}
		spec := fmt.Sprintf("%c: %c %s", u.Side.Opponent().Letter(), u.Kind.Letter(), u.Cell.Rotate())
		if u.Neutralized {
			spec += "!"
		}
		specs = append(specs, spec)
	}
	g := buildGame(t, Cerulean, specs...)
	play(t, g, "end")
	checkOver(t, g, CeruleanWins, ReasonIsolation, 1, Cerulean)
	g = buildGame(t, Amber, specs...)
	play(t, g, "end")
	checkOver(t, g, AmberWins, ReasonIsolation, 2, Amber)
}

func TestRulesSystemicBeforeIsolation(t *testing.T) {
	g := buildGame(t, Cerulean, append(append([]string{}, sealedAmber...), "C: X L2-D4")...)
	p := g.Position()
	if p.Territory(Cerulean) < 180 || !p.Destinations(C("L1-A1")).Empty() {
		t.Fatal("setup")
	}
	play(t, g, "end")
	checkOver(t, g, CeruleanWins, ReasonSystemic, 1, Cerulean)
}

func TestRulesNothingLegalAfterGameOver(t *testing.T) {
	g := NewGame()
	play(t, g, "L1-A2>L1-A3", "hold", "resign")
	checkOver(t, g, CeruleanWins, ReasonResignation, 2, Amber)
	if acts := g.Position().LegalActions(nil); len(acts) != 0 {
		t.Fatalf("legal actions after the game: %v", acts)
	}
	for _, w := range []string{"L1-B2>L1-B3", "L1-H7>L1-H6", "surge L1-B2", "hold", "end", "offer-draw", "accept-draw", "decline-draw", "resign"} {
		mustRefuse(t, g, w, "the game is over")
	}
	checkOver(t, g, CeruleanWins, ReasonResignation, 2, Amber)
}

func TestRulesResignation(t *testing.T) {
	// any time: before the first action, between actions, by either side.
	g := NewGame()
	play(t, g, "resign")
	checkOver(t, g, AmberWins, ReasonResignation, 1, Cerulean)
	g = NewGame()
	play(t, g, "end", "hold", "resign")
	checkOver(t, g, CeruleanWins, ReasonResignation, 2, Amber)
	ev := g.Events()
	if ev[len(ev)-2].Type != EvResigned || ev[len(ev)-2].Side != Amber || ev[len(ev)-1].Type != EvGameOver {
		t.Fatalf("events: %s", types(ev[len(ev)-2:]))
	}
}
