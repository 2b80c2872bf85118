package puzzles

import (
	"testing"

	"strategema/engine"
)

// plantedGame is a game from a composed position where Amber's Guardian,
// the only unit between Cerulean's Guardian and Amber's cornered Core,
// steps aside (Amber was winning: a Nexus up); Cerulean's Guardian then walks next to the Core and
// captures it (Active Victory), the only action that does.
func plantedGame(t *testing.T) *engine.Game {
	t.Helper()
	p, err := engine.ParsePosition("Amber to move, 2 actions, turn 20 | C: C L2-D1, X L4-H4, G L2-G5 | A: C L1-H8, G L2-G6, G L1-A8, G L2-A8, S L3-A8, S L4-A8, X L4-A6")
	if err != nil {
		t.Fatal(err)
	}
	g := engine.NewGameFrom(p)
	for _, s := range []string{"L2-G6>L2-E6", "hold", "L2-G5>L2-G7"} {
		a, err := engine.ParseAction(s)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
	if g.Position().Result() != engine.WinFor(engine.Cerulean) {
		t.Fatalf("the planted game does not end in Cerulean's win: %s", g.Position().String())
	}
	return g
}

// TestPlantedCoreCapture: in the planted game the judgement of Cerulean's
// turn start finds the Core capture (chances 1, theme core-capture), and
// the generator still cuts no puzzle there: the Guardian can also walk to
// the Core in two actions (L2-G5>L2-G6, then on), a second winning turn
// without the capture's action, so the answer is not the only good one.
func TestPlantedCoreCapture(t *testing.T) {
	g := plantedGame(t)
	start, err := g.ReplayTo(2)
	if err != nil {
		t.Fatal(err)
	}
	p := start.Position().Clone()
	j, err := Judge(&p, DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	if j.Theme != CoreCapture || j.Chances != 1 || !j.Outcome.Won {
		t.Fatalf("judgement %+v", j)
	}
	if j.Unique || j.RivalBest != 1 {
		t.Fatalf("judged unique though a two-action walk wins too: %+v", j)
	}
	found, st, err := Generate([]Source{{Name: "planted", Game: g}}, DefaultGenConfig(), nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(found) != 0 || st.Scanned != 1 {
		t.Fatalf("found %d puzzles (%+v), want the one scanned position rejected", len(found), st)
	}
}
