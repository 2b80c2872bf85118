package puzzles

import (
	"bytes"
	"os"
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
// set: every sampleChecks-th part's first puzzle, and each theme's first.
func TestShippedSampleChecks(t *testing.T) {
	set := shippedSet(t)
	step := max(1, len(set)/sampleChecks)
	sample := map[int]bool{}
	for i := 0; i < len(set); i += step {
		sample[i] = true
	}
	firstOf := map[Theme]bool{}
	for i, pz := range set {
		if !firstOf[pz.Theme] {
			firstOf[pz.Theme], sample[i] = true, true
		}
	}
	for i := range set {
		if !sample[i] {
			continue
		}
		if err := Check(&set[i], DefaultConfig()); err != nil {
			t.Errorf("%s: %v", set[i].ID, err)
		}
	}
}

// TestShippedSetSize: the set the game ships holds at least 150 puzzles in
// at least four themes, each with a difficulty (a rating from 1000 up).
func TestShippedSetSize(t *testing.T) {
	set := shippedSet(t)
	themes := map[Theme]int{}
	for _, pz := range set {
		themes[pz.Theme]++
		if pz.Rating < 1000 {
			t.Errorf("%s: rating %d, below the least (1000)", pz.ID, pz.Rating)
		}
	}
	if len(set) < 150 || len(themes) < 4 {
		t.Errorf("%d puzzles in %d themes %v, want at least 150 in at least 4", len(set), len(themes), themes)
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

// TestAnotherOutcomeAsGoodIsNotUnique: a second answer with another
// outcome that is as good (a Systemic Victory beside a Core capture, both
// chances 1) leaves no unique solution, while a twin with the same outcome
// (another Core capture) is the same answer and keeps it unique.
func TestAnotherOutcomeAsGoodIsNotUnique(t *testing.T) {
	p := engine.NewPosition()
	hold := engine.Simple(engine.ActHold)
	winA := engine.Move(engine.NewCell(1, 3, 1), engine.NewCell(1, 3, 3))
	winB := engine.Move(engine.NewCell(1, 4, 1), engine.NewCell(1, 4, 3))
	active := Outcome{Won: true, Reason: engine.ReasonActive}
	systemic := Outcome{Won: true, Reason: engine.ReasonSystemic}
	quiet := scoredTurn{turn: Turn{hold, hold}}
	cases := []struct {
		name   string
		second Outcome
		unique bool
	}{
		{"another outcome, as good", systemic, false},
		{"an outcome-equivalent twin", active, true},
	}
	for _, c := range cases {
		turns := []scoredTurn{{turn: Turn{hold, winA}, outcome: active, static: winScore}, {turn: Turn{hold, winB}, outcome: c.second, static: winScore}, quiet}
		j, err := judgeTurns(&p, turns, DefaultConfig())
		if err != nil {
			t.Fatal(err)
		}
		if j.Unique != c.unique || j.Key != winA || j.Theme != CoreCapture {
			t.Errorf("%s: unique %v key %s theme %s, want unique %v key %s", c.name, j.Unique, j.Key, j.Theme, c.unique, winA)
		}
	}
}

// TestSameAnswer: what counts as the solution's outcome.
func TestSameAnswer(t *testing.T) {
	a, b := engine.NewCell(1, 3, 5), engine.NewCell(1, 4, 5)
	one := func(cs ...engine.Cell) engine.Bitboard {
		var bb engine.Bitboard
		for _, c := range cs {
			bb.Set(c)
		}
		return bb
	}
	capA := Outcome{Captured: 1, Removed: one(a)}
	cases := []struct {
		name    string
		o, want Outcome
		same    bool
	}{
		{"the same unit removed", capA, capA, true},
		{"the same unit and one more", Outcome{Captured: 2, Removed: one(a, b)}, capA, true},
		{"another unit removed", Outcome{Captured: 1, Removed: one(b)}, capA, false},
		{"the same unit, a unit given more", Outcome{Captured: 1, Removed: one(a), Given: 1}, capA, false},
		{"a win for a capture", Outcome{Won: true, Reason: engine.ReasonIsolation}, capA, true},
		{"the same win", Outcome{Won: true, Reason: engine.ReasonActive}, Outcome{Won: true, Reason: engine.ReasonActive}, true},
		{"another win", Outcome{Won: true, Reason: engine.ReasonSystemic}, Outcome{Won: true, Reason: engine.ReasonActive}, false},
		{"a capture for a win", capA, Outcome{Won: true, Reason: engine.ReasonActive}, false},
		{"the same unit, the game lost", Outcome{Captured: 1, Removed: one(a), Lost: true}, capA, false},
	}
	for _, c := range cases {
		if got := sameAnswer(c.o, c.want); got != c.same {
			t.Errorf("%s: %v, want %v", c.name, got, c.same)
		}
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

// TestShippedMatchesSource: the embedded compressed set is exactly
// data/puzzles.json (after writing the set, run go generate
// ./learn/puzzles).
func TestShippedMatchesSource(t *testing.T) {
	want, err := os.ReadFile("data/puzzles.json")
	if err != nil {
		t.Fatal(err)
	}
	got, err := shippedJSON()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("the embedded set (%d bytes) differs from data/puzzles.json (%d bytes): run go generate ./learn/puzzles", len(got), len(want))
	}
}
