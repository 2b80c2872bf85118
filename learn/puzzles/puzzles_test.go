package puzzles

import (
	"testing"

	"strategema/engine"
)

// shippedSet is the shipped set; an empty set fails: the set-dependent
// tests run on it.
func shippedSet(t *testing.T) []Puzzle {
	t.Helper()
	set, err := Shipped()
	if err != nil {
		t.Fatal(err)
	}
	if len(set) == 0 {
		t.Fatal("the shipped set (data/puzzles.json) is empty: fill it with strategema-cli puzzles gen")
	}
	return set
}

// sampleChecks is about how many puzzles TestShippedSampleChecks
// re-verifies: each check costs a dozen fixed-depth searches (about 3 s of
// one core), so the whole set is checked by `strategema-cli puzzles check
// learn/puzzles/data/puzzles.json` instead.
const sampleChecks = 4

// TestShippedSampleChecks re-verifies a deterministic sample of the shipped
// set: every sampleChecks-th part's first puzzle.
func TestShippedSampleChecks(t *testing.T) {
	set := shippedSet(t)
	step := max(1, len(set)/sampleChecks)
	for i := 0; i < len(set); i += step {
		if err := Check(&set[i], DefaultConfig()); err != nil {
			t.Errorf("%s: %v", set[i].ID, err)
		}
	}
}

func TestShippedFieldsAgree(t *testing.T) {
	ids := map[string]bool{}
	for _, pz := range shippedSet(t) {
		if ids[pz.ID] {
			t.Errorf("%s: id used twice", pz.ID)
		}
		ids[pz.ID] = true
		start, err := pz.Start()
		if err != nil {
			t.Fatal(err)
		}
		if start.String() != pz.Position || start.ActionsLeft() != 2 {
			t.Errorf("%s: the record leads to %q", pz.ID, start.String())
		}
		sol, err := pz.SolutionTurn()
		if err != nil {
			t.Fatal(err)
		}
		after, err := Play(&start, sol)
		if err != nil {
			t.Fatalf("%s: %v", pz.ID, err)
		}
		if th := themeOf(outcomeOf(&start, &after, start.ToMove())); th != pz.Theme {
			t.Errorf("%s: theme %q, the solution does %q", pz.ID, pz.Theme, th)
		}
	}
}

// TestBrokenPuzzlesFail: a wrong solution, a wrong key, a wrong theme and a
// record leading elsewhere each fail Check.
func TestBrokenPuzzlesFail(t *testing.T) {
	pz := shippedSet(t)[0]
	cases := []struct {
		name   string
		break_ func(p *Puzzle)
	}{
		{"wrong solution", func(p *Puzzle) { p.Solution = "hold, hold" }},
		{"wrong theme", func(p *Puzzle) {
			if p.Theme == Capture {
				p.Theme = Cascade
			} else {
				p.Theme = Capture
			}
		}},
		{"wrong key", func(p *Puzzle) { p.Key = "hold" }},
		{"record elsewhere", func(p *Puzzle) { o := engine.NewPosition(); p.Position = o.String() }},
	}
	for _, c := range cases {
		b := pz
		c.break_(&b)
		if err := Check(&b, DefaultConfig()); err == nil {
			t.Errorf("%s: Check passed", c.name)
		}
	}
}

// TestSecondWinningAnswerIsNotUnique: two turns that both win the game,
// neither holding the other's key action, leave no unique solution; one
// winning turn is unique, its winning action the key.
func TestSecondWinningAnswerIsNotUnique(t *testing.T) {
	p := engine.NewPosition()
	hold := engine.Simple(engine.ActHold)
	winA := engine.Move(engine.NewCell(1, 3, 1), engine.NewCell(1, 3, 3))
	winB := engine.Move(engine.NewCell(1, 4, 1), engine.NewCell(1, 4, 3))
	won := Outcome{Won: true, Reason: engine.ReasonActive}
	quiet := scoredTurn{turn: Turn{hold, hold}}
	two := []scoredTurn{{turn: Turn{winA}, outcome: won, static: winScore}, {turn: Turn{winB}, outcome: won, static: winScore}, quiet}
	j, err := judgeTurns(&p, two, DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	if j.Unique {
		t.Fatalf("two winning turns judged unique: %+v", j)
	}
	one := []scoredTurn{{turn: Turn{hold, winA}, outcome: won, static: winScore}, quiet}
	j, err = judgeTurns(&p, one, DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	if !j.Unique || j.Key != winA || j.Theme != CoreCapture {
		t.Fatalf("one winning turn: %+v", j)
	}
}

func TestCheckTurn(t *testing.T) {
	pz := shippedSet(t)[0]
	sol, _ := pz.SolutionTurn()
	cases := []struct {
		name string
		turn Turn
		want Verdict
	}{
		{"the solution", sol, Solved},
		{"hold twice", Turn{engine.Simple(engine.ActHold), engine.Simple(engine.ActHold)}, Wrong},
		{"an illegal move", Turn{engine.Move(engine.NewCell(0, 0, 0), engine.NewCell(3, 7, 7))}, Illegal},
		{"half a turn", sol[:1], Illegal},
	}
	if len(sol) == 1 {
		cases = cases[:3]
	}
	for _, c := range cases {
		got, err := pz.CheckTurn(c.turn)
		if err != nil || got != c.want {
			t.Errorf("%s: %v %v, want %v", c.name, got, err, c.want)
		}
	}
	if cell, err := pz.Hint(); err != nil || cell != sol[0].From && (len(sol) < 2 || cell != sol[1].From) {
		t.Errorf("hint %v %v: not a solution action's unit", cell, err)
	}
}

func TestParseTurn(t *testing.T) {
	tu, err := ParseTurn("L3-C5>L3-D6, surge L2-D4")
	if err != nil || tu.String() != "L3-C5>L3-D6, surge L2-D4" {
		t.Fatalf("%v %v", tu, err)
	}
	if _, err := ParseTurn("L3-C5>L9-D6"); err == nil {
		t.Fatal("a bad cell parsed")
	}
}
