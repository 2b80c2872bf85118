package ai

import (
	"context"
	"fmt"
	"testing"

	"strategema/engine"
)

// TestRefusedAttack: the combat preview's outcomes that a careful
// newcomer refuses (repelled, standoff) and those he accepts (a win, no
// engagement, a surge), on a small board: a Cerulean Striker on L1-D4
// beside Amber units of different strength.
func TestRefusedAttack(t *testing.T) {
	c := func(s string) engine.Cell {
		x, err := engine.ParseCell(s)
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	units := []engine.Unit{
		{Side: engine.Cerulean, Kind: engine.Core, Cell: c("L1-A1")},
		{Side: engine.Cerulean, Kind: engine.Striker, Cell: c("L1-D4")},
		{Side: engine.Cerulean, Kind: engine.Node, Cell: c("L1-H1")},
		{Side: engine.Amber, Kind: engine.Core, Cell: c("L4-H8")},
		// a lone Node on L1-D6: a Striker beside it stands off, above it wins
		{Side: engine.Amber, Kind: engine.Node, Cell: c("L1-D6")},
		// a Guardian block on L1-A6..: a Striker next to it is repelled
		{Side: engine.Amber, Kind: engine.Guardian, Cell: c("L1-A7")},
		{Side: engine.Amber, Kind: engine.Guardian, Cell: c("L1-B7")},
		{Side: engine.Amber, Kind: engine.Guardian, Cell: c("L1-A8")},
		{Side: engine.Amber, Kind: engine.Guardian, Cell: c("L1-B8")},
		{Side: engine.Amber, Kind: engine.Guardian, Cell: c("L1-A6")},
	}
	p, err := engine.Setup{Units: units, ToMove: engine.Cerulean, Turn: 1, ActionsLeft: 2}.Position()
	if err != nil {
		t.Fatal(err)
	}
	outcome := func(a engine.Action) string {
		q := p.Clone()
		var ev []engine.Event
		if err := q.Apply(a, &ev); err != nil {
			t.Fatalf("%v: %v", a, err)
		}
		s := "none"
		for _, e := range ev {
			if e.Type == engine.EvEngaged && e.Side == engine.Cerulean {
				s = fmt.Sprint(e.Combat.Outcome)
				if e.Combat.Outcome != engine.MoverWins {
					break
				}
			}
		}
		return s
	}
	cases := []struct {
		name    string
		a       engine.Action
		refused bool
	}{
		{"a win (from above)", engine.Move(c("L1-D4"), c("L2-D5")), false},
		{"a standoff", engine.Move(c("L1-D4"), c("L1-D5")), true},
		{"no engagement", engine.Move(c("L1-D4"), c("L1-F3")), false},
		{"repelled", engine.Move(c("L1-D4"), c("L1-B6")), true},
		{"a surge", engine.Surge(c("L1-D4")), false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := refusedAttack(&p, tc.a); got != tc.refused {
				t.Errorf("refusedAttack(%v) = %v (the preview: %s), want %v", tc.a, got, outcome(tc.a), tc.refused)
			}
		})
	}
}

// refusedIn is the first action of acts, played in turn from p, whose
// combat preview reads repelled or standoff (ok false when none).
func refusedIn(p *engine.Position, acts []engine.Action) (engine.Action, bool) {
	q := p.Clone()
	for _, a := range acts {
		if refusedAttack(&q, a) {
			return a, true
		}
		if q.Apply(a, nil) != nil || q.ToMove() != p.ToMove() {
			break
		}
	}
	return engine.Action{}, false
}

// TestCautiousAcceptsNoRepelledOrStandoff: at the turns where Greedy
// (Cerulean in testdata/explain-greedy-recruit-11.txt) made an attack
// the combat preview calls repelled or a standoff, the Cautious player,
// Greedy's careful twin, makes none.
func TestCautiousAcceptsNoRepelledOrStandoff(t *testing.T) {
	const file = "explain-greedy-recruit-11.txt"
	last, _ := recordTurn(t, file, "")
	found := 0
	for round := 5; round < last.Round() && found < 3; round++ {
		label := fmt.Sprintf("%dC", round)
		p, acts := recordTurn(t, file, label)
		a, ok := refusedIn(p, acts)
		if !ok {
			continue
		}
		found++
		t.Run(label, func(t *testing.T) {
			pl, err := New("cautious", WithThreads(1), WithNodes(30000))
			if err != nil {
				t.Fatal(err)
			}
			plan, err := pl.PlayTurn(context.Background(), p, 0)
			if err != nil {
				t.Fatal(err)
			}
			if b, bad := refusedIn(p, plan.Actions); bad {
				t.Errorf("Greedy played %v (%v refused); Cautious %v, with %v repelled or a standoff", acts, a, plan.Actions, b)
			}
		})
	}
	if found == 0 {
		t.Fatalf("Greedy made no refused attack in %s: the test needs one", file)
	}
}
