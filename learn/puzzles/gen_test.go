package puzzles

import (
	"strings"
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
// turn start finds the Core capture (chances 1, theme core-capture, the
// capture the key); the Guardian's two-action walk to the Core wins the
// same way, the same answer, so the puzzle is unique and the generator cuts
// it; CheckTurn accepts the walk (an outcome-equivalent twin) and rejects
// a turn that does not win.
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
	capture := "L2-G5>L2-G7"
	if j.Theme != CoreCapture || j.Chances != 1 || !j.Outcome.Won || j.Key.String() != capture {
		t.Fatalf("judgement %+v", j)
	}
	if !j.Unique || j.RivalBest > 0 {
		t.Fatalf("not unique, though every other win is a Core capture too: %+v", j)
	}
	found, st, err := Generate([]Source{{Name: "planted", Game: g}}, DefaultGenConfig(), nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(found) != 1 || st.Scanned != 1 || found[0].Key != capture || found[0].Theme != CoreCapture {
		t.Fatalf("found %+v (%+v), want the Core capture", found, st)
	}
	want, err := Play(&p, j.Solution)
	if err != nil {
		t.Fatal(err)
	}
	hold := engine.Simple(engine.ActHold)
	cases := []struct {
		name string
		turn string
		want Verdict
	}{
		{"the capture", capture, Solved},
		{"the walk, an outcome-equivalent twin", "L2-G5>L1-G6, L1-G6>L1-G7", Solved},
		{"another unit's action first", "L4-H4>L3-G4, " + capture, Solved},
		{"hold twice", hold.String() + ", " + hold.String(), Wrong},
		{"a step that wins nothing", "L2-G5>L1-G6, hold", Wrong},
	}
	for _, c := range cases {
		tu, err := ParseTurn(c.turn)
		if err != nil {
			t.Fatal(err)
		}
		if got := checkTurnFrom(&p, &want, tu); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

// TestCoreSlip: in a composed game where Amber, a Nexus up, holds twice
// with her Guardian beside her cornered Core, the slip that walks that
// Guardian away (her own first action, then a step of the Guardian on
// L2-G6 instead of the second hold) leaves Cerulean's Guardian one action from the Core; the
// core slips find it and cut a core-capture puzzle whose record ends in
// the slip, while the game's own positions give none.
func TestCoreSlip(t *testing.T) {
	p, err := engine.ParsePosition("Amber to move, 2 actions, turn 20 | C: C L2-D1, X L4-H4, G L2-G5 | A: C L1-H8, G L2-G6, G L1-A8, G L2-A8, S L3-A8, S L4-A8, X L4-A6")
	if err != nil {
		t.Fatal(err)
	}
	g := engine.NewGameFrom(p)
	hold := engine.Simple(engine.ActHold)
	for range 4 {
		if _, err := g.Apply(hold); err != nil {
			t.Fatal(err)
		}
	}
	src := Source{Name: "composed", Game: g}
	own, _, err := Generate([]Source{src}, DefaultGenConfig(), nil, nil)
	if err != nil || len(own) != 0 {
		t.Fatalf("the game's own positions: %+v %v, want none", own, err)
	}
	starts, err := turnStarts(src)
	if err != nil {
		t.Fatal(err)
	}
	cfg := DefaultGenConfig()
	cfg.Slips = 1
	var st GenStats
	found, err := coreSlipsFrom(src, starts, cfg, map[string]bool{}, &st)
	if err != nil {
		t.Fatal(err)
	}
	if len(found) != 1 || st.Slipped != 1 {
		t.Fatalf("found %+v (%+v), want one core slip", found, st)
	}
	pz := found[0]
	if pz.Theme != CoreCapture || !strings.HasSuffix(pz.Source, " core slip") || !strings.Contains(pz.Record, "A: hold, L2-G6>") {
		t.Fatalf("puzzle %+v", pz)
	}
	// a composed game's record does not carry its start: judge the
	// position itself.
	q, err := engine.ParsePosition(pz.Position)
	if err != nil {
		t.Fatal(err)
	}
	j, err := Judge(&q, DefaultConfig())
	if err != nil || !j.Unique || j.Theme != CoreCapture || j.Solution.String() != pz.Solution {
		t.Fatalf("the core slip's judgement %+v %v", j, err)
	}
}
