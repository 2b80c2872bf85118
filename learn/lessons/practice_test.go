package lessons

import (
	"testing"

	"strategema/engine"
)

// engagement is the first engagement of the learner's in res's events.
func engagement(t *testing.T, res Result) engine.Combat {
	t.Helper()
	for _, e := range res.Events {
		if e.Type == engine.EvEngaged && e.Side == Player {
			return e.Combat
		}
	}
	t.Fatalf("no engagement in %v", res.Events)
	return engine.Combat{}
}

// TestPracticeTextsMatchPositions: the figures the practice lessons quote
// are the engine's.
func TestPracticeTextsMatchPositions(t *testing.T) {
	front, _ := Find("front")
	p, err := front.Stages[0].Position()
	if err != nil {
		t.Fatal(err)
	}
	if c, a := p.Territory(engine.Cerulean), p.Territory(engine.Amber); c != 116 || a != 116 {
		t.Errorf("the front: %d against %d cells, the text says 116 each", c, a)
	}
	// "Surges spread apart reach 138 at most": every pair of surges but
	// the stacked Nodes on file E.
	best := 0
	surges := p.LegalSurges(nil)
	for _, a := range surges {
		for _, b := range surges {
			if a == b || a.From == cell("L1-E3") && b.From == cell("L3-E3") || a.From == cell("L3-E3") && b.From == cell("L1-E3") {
				continue
			}
			q := p.Clone()
			if q.Apply(a, nil) != nil || q.Apply(b, nil) != nil {
				t.Fatalf("%s, %s", a, b)
			}
			best = max(best, q.Territory(Player))
		}
	}
	if best != 138 {
		t.Errorf("surges spread apart reach %d, the hint says 138", best)
	}

	retreat, _ := Find("retreat")
	s := &retreat.Stages[0]
	res := play(t, s, s.Start(), "L1-D4>L1-B4")
	if res.Why == nil || res.Why.ID != "lessons.why.escaped" || res.Why.To != cell("L2-A5") {
		t.Errorf("striking the raider first: %s, the text says it retreats to L2-A5", res.Why.English())
	}
	g := s.Start()
	play(t, s, g, s.Solution[0])
	if c := engagement(t, play(t, s, g, s.Solution[1])); c.A.Total() != 4 || c.D.Total() != 2 {
		t.Errorf("the Guardian's blow: %s, the hint says 4 against 2", c)
	}

	surge, _ := Find("surge")
	s = &surge.Stages[0]
	if c := engagement(t, play(t, s, s.Start(), "L2-D3>L3-D5")); c.A.Total() != 6 || c.D.Total() != 6 {
		t.Errorf("the strike without a surge: %s, the text says 6 against 6", c)
	}
	g = s.Start()
	play(t, s, g, s.Solution[0])
	if c := engagement(t, play(t, s, g, s.Solution[1])); c.A.Total() != 7 || c.D.Total() != 6 {
		t.Errorf("the strike after the surge: %s, the hint says 7 against 6", c)
	}

	iso, _ := Find("isolation")
	s = &iso.Stages[1]
	g = s.Start()
	raider := g.Position().UnitAt(cell("L1-H4"))
	if !g.Position().Unit(raider).Neutralized {
		t.Fatal("the raider of stage 2 is not neutralized")
	}
	if res := play(t, s, g, s.Solution...); !res.Done || g.Position().RetreatCells(engine.Amber).And(engine.Neighbours(cell("L1-H4"))).Empty() {
		t.Errorf("the neutralized raider must be captured with a retreat open (the text says so): done %v", res.Done)
	}
}
