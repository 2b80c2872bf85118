// rules_turns_test.go: rules §4 (turns) and fine point 1.

package engine

import "testing"

func checkState(t *testing.T, g *Game, side Side, turn, actions int) {
	t.Helper()
	p := g.Position()
	if p.ToMove() != side || p.Turn() != turn || p.ActionsLeft() != actions {
		t.Fatalf("state: %s to move, turn %d, %d actions; want %s, %d, %d", p.ToMove(), p.Turn(), p.ActionsLeft(), side, turn, actions)
	}
}

func TestRulesTurnStructure(t *testing.T) {
	g := NewGame()
	checkState(t, g, Cerulean, 1, 2)
	if g.Position().Round() != 1 {
		t.Fatalf("round %d", g.Position().Round())
	}
	play(t, g, "L1-A2>L1-A3")
	checkState(t, g, Cerulean, 1, 1)
	// the second action ends the turn on its own.
	ev := play(t, g, "hold")
	checkState(t, g, Amber, 2, 2)
	if len(ofType(ev, EvHeld)) != 1 || len(ofType(ev, EvTurnEnded)) != 1 || len(ofType(ev, EvHandOver)) != 1 {
		t.Fatalf("second action events: %s", types(ev))
	}
	if e := ofType(ev, EvTurnEnded)[0]; e.Early {
		t.Errorf("automatic turn end marked early")
	}
	if g.Position().Round() != 1 {
		t.Fatalf("turn 2 is round %d, want 1", g.Position().Round())
	}
	// Amber may not move Cerulean units, Cerulean's turn is over.
	mustRefuse(t, g, "L1-B2>L1-B3", "belongs to Cerulean; Amber is to move")
	// the same unit may take both actions.
	play(t, g, "L1-H7>L1-H6", "L1-H6>L1-H5")
	checkState(t, g, Cerulean, 3, 2)
	if g.Position().Round() != 2 {
		t.Fatalf("turn 3 is round %d, want 2", g.Position().Round())
	}
	// surge spends an action.
	if n := g.Position().Surging(Cerulean); n != 0 {
		t.Fatalf("Surging(Cerulean) = %d before the surge", n)
	}
	play(t, g, "surge L2-D1")
	checkState(t, g, Cerulean, 3, 1)
	if n := g.Position().Surging(Cerulean); n != 1 {
		t.Fatalf("Surging(Cerulean) = %d after one surge, want 1", n)
	}
	// end after one action gives up the rest.
	ev = play(t, g, "end")
	checkState(t, g, Amber, 4, 2)
	if e := ofType(ev, EvTurnEnded); len(e) != 1 || !e[0].Early {
		t.Fatalf("end: %s", types(ev))
	}
}

func TestRulesEndWithTwoActionsPasses(t *testing.T) {
	g := NewGame()
	before := g.Position().Clone()
	ev := play(t, g, "end")
	checkState(t, g, Amber, 2, 2)
	if len(ofType(ev, EvMoved))+len(ofType(ev, EvHeld))+len(ofType(ev, EvSurged)) != 0 {
		t.Fatalf("end did something: %s", types(ev))
	}
	for id := UnitID(0); id < NumUnits; id++ {
		if g.Position().Unit(id) != before.Unit(id) {
			t.Fatalf("end changed unit %d", id)
		}
	}
	play(t, g, "end")
	checkState(t, g, Cerulean, 3, 2)
}

func TestRulesFreeWords(t *testing.T) {
	g := NewGame()
	play(t, g, "offer-draw")
	checkState(t, g, Cerulean, 1, 2)
	play(t, g, "decline-draw")
	checkState(t, g, Cerulean, 1, 2)
	play(t, g, "hold")
	checkState(t, g, Cerulean, 1, 1)
	play(t, g, "resign")
	p := g.Position()
	if p.Result() != AmberWins || p.Reason() != ReasonResignation || p.Turn() != 1 || p.ToMove() != Cerulean || p.ActionsLeft() != 0 {
		t.Fatalf("after resign: %s %s turn %d %s %d", p.Result(), p.Reason(), p.Turn(), p.ToMove(), p.ActionsLeft())
	}
}

func TestRulesLegalActionsShape(t *testing.T) {
	p := NewPosition()
	acts := p.LegalActions(nil)
	counts := map[ActionType]int{}
	for _, a := range acts {
		counts[a.Type]++
		if err := p.Check(a); err != nil {
			t.Fatalf("LegalActions lists %s, Check says %v", a, err)
		}
	}
	if counts[ActHold] != 1 || counts[ActEnd] != 1 || counts[ActSurge] != 39 || counts[ActOfferDraw]+counts[ActResign] != 0 {
		t.Fatalf("legal action counts %v", counts)
	}
	// every move LegalActions gives, and no other, passes Check.
	listed := map[Action]bool{}
	for _, a := range acts {
		listed[a] = true
	}
	for id := UnitID(0); id < UnitsPerSide; id++ {
		from := p.Unit(id).Cell
		for to := Cell(0); to < Cells; to++ {
			a := Move(from, to)
			if (p.Check(a) == nil) != listed[a] {
				t.Fatalf("%s: Check %v, listed %v", a, p.Check(a), listed[a])
			}
		}
	}
}
