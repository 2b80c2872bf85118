package puzzles

import (
	"strings"
	"testing"

	"strategema/engine"
	"strategema/lang"
)

// TestHintIsTheFirstAction: over the whole shipped set, the hint rings the
// unit the solution's first action plays, a unit of the side to move (the
// screen says "the winning turn starts with it").
func TestHintIsTheFirstAction(t *testing.T) {
	for _, pz := range shippedSet(t) {
		c, err := pz.Hint()
		if err != nil {
			t.Errorf("%s: %v", pz.ID, err)
			continue
		}
		sol, err := pz.SolutionTurn()
		if err != nil {
			t.Fatal(err)
		}
		start, err := pz.Start()
		if err != nil {
			t.Fatal(err)
		}
		id := start.UnitAt(c)
		if c != sol[0].From || id == engine.NoUnit || start.Unit(id).Side != start.ToMove() {
			t.Errorf("%s: hint %s, the solution starts %s", pz.ID, c, sol[0])
		}
		if err := start.Check(sol[0]); err != nil {
			t.Errorf("%s: the first action %s: %v", pz.ID, sol[0], err)
		}
	}
}

// noteText prints n and fails when a language lacks it or leaves a
// placeholder unfilled.
func noteText(t *testing.T, id string, n Note) {
	t.Helper()
	for _, tag := range []string{"en", "ru"} {
		got := n.Text(lang.New(tag))
		if strings.HasPrefix(got, "[") || strings.Contains(got, "{{") || strings.Contains(got, "<no value>") || strings.Contains(got, "none") {
			t.Errorf("%s: %s: %s reads %q", id, tag, n, got)
		}
	}
}

// TestEveryPuzzleSaysWhy: over the whole shipped set, the task line says
// how a capture is won (in combat or cut off, as the solution does it),
// and after the solution one or more sentences say why, in both languages.
func TestEveryPuzzleSaysWhy(t *testing.T) {
	rings := 0
	for _, pz := range shippedSet(t) {
		about, err := About(&pz)
		if err != nil {
			t.Fatalf("%s: %v", pz.ID, err)
		}
		m, err := MethodOf(&pz)
		if err != nil {
			t.Fatal(err)
		}
		switch {
		case pz.Theme == Capture && m == ByRing:
			rings++
			if about.ID != "puzzles.about.capture.ring" {
				t.Errorf("%s: won by a ring, told %s", pz.ID, about.ID)
			}
		case pz.Theme == Capture && about.ID != "puzzles.about.capture.combat":
			t.Errorf("%s: won in combat, told %s", pz.ID, about.ID)
		}
		noteText(t, pz.ID, about)
		why, err := Why(&pz)
		if err != nil || len(why) == 0 {
			t.Errorf("%s: no why (%v)", pz.ID, err)
		}
		for _, n := range why {
			noteText(t, pz.ID, n)
		}
		if m == ByRing && why[0].ID != "puzzles.why.ring" || m == ByCombat && !strings.HasPrefix(why[0].ID, "puzzles.why.no_retreat") && why[0].ID != "puzzles.why.neutralized" {
			t.Errorf("%s: method %d, why %s", pz.ID, m, why[0])
		}
	}
	if rings == 0 {
		t.Error("no capture in the set is won by a ring: the ring wording is untested")
	}
}

// TestWrongTriesSayWhatTheyMissed: over the whole shipped set, the
// solution's blow alone (its second action, then Hold), and two Holds,
// are judged: a turn that does not solve the puzzle says what it missed in
// both languages; one that does says nothing.
func TestWrongTriesSayWhatTheyMissed(t *testing.T) {
	hold := engine.Simple(engine.ActHold)
	counted := map[string]int{}
	for _, pz := range shippedSet(t) {
		start, err := pz.Start()
		if err != nil {
			t.Fatal(err)
		}
		sol, _ := pz.SolutionTurn()
		tries := []Turn{{hold, hold}}
		if len(sol) == 2 {
			tries = append(tries, Turn{sol[1], hold})
		}
		for _, try := range tries {
			if _, err := Play(&start, try); err != nil {
				continue
			}
			v, err := pz.CheckTurn(try)
			if err != nil {
				t.Fatal(err)
			}
			notes, err := Missed(&pz, try)
			if err != nil {
				t.Fatalf("%s: %v", pz.ID, err)
			}
			if (v == Solved) != (len(notes) == 0) {
				t.Errorf("%s: %s judged %d, missed %v", pz.ID, try, v, notes)
			}
			for _, n := range notes {
				counted[n.ID]++
				noteText(t, pz.ID, n)
			}
		}
	}
	for _, id := range []string{"puzzles.missed.retreat", "puzzles.missed.standoff", "puzzles.missed.untouched"} {
		if counted[id] == 0 {
			t.Errorf("no wrong try in the set is told %s", id)
		}
	}
	if _, err := Missed(&shippedSet(t)[0], Turn{engine.Simple(engine.ActEnd)}); err == nil {
		t.Error("an unplayable turn has no error")
	}
}

// constructed is a puzzle at a constructed position (the practice
// lessons' own): the side to move holds both actions.
func constructed(position, solution string, th Theme) *Puzzle {
	return &Puzzle{ID: "test", Theme: th, Position: position, Solution: solution}
}

// TestMissedNamesTheRetreatAndTheRing: the try that strikes the raider
// without first taking its way out is told where it retreated; the ring
// left open is told how many cells break it; the solution's second
// sentence says what its first action did.
func TestMissedNamesTheRetreatAndTheRing(t *testing.T) {
	raid := constructed("Cerulean to move, 2 actions | C: C L2-D1, N L2-B2, N L1-C2, S L2-D3, G L1-D4 | A: C L2-E8, S L1-A4, N L2-B7",
		"L2-D3>L2-B6, L1-D4>L1-B4", Capture)
	try, _ := ParseTurn("L1-D4>L1-B4, hold")
	notes, err := Missed(raid, try)
	if err != nil || len(notes) != 1 || notes[0].ID != "puzzles.missed.retreat" || notes[0].To.String() != "L2-A5" || notes[0].Kind != engine.Striker {
		t.Fatalf("striking first: %v (%v)", notes, err)
	}
	if got, want := notes[0].Text(lang.New("en")), "The Striker on L1-A4 loses but retreats to L2-A5: your turn leaves it a way out."; got != want {
		t.Errorf("en %q, want %q", got, want)
	}
	why, err := Why(raid)
	if err != nil || len(why) != 2 || why[0].ID != "puzzles.why.no_retreat" || why[1].ID != "puzzles.why.setup.retreat" || why[1].Turn != "L2-D3>L2-B6" {
		t.Fatalf("why: %v (%v)", why, err)
	}
	ring := constructed("Cerulean to move, 2 actions | C: C L2-B1, N L1-F6, G L1-F4, S L2-D5 | A: C L4-B8, N L1-H5, N L3-H7",
		"L2-D5>L3-G6, surge L1-F4", Capture)
	if about, _ := About(ring); about.ID != "puzzles.about.capture.ring" {
		t.Errorf("ring: told %s", about.ID)
	}
	try, _ = ParseTurn("surge L1-F4, hold")
	notes, err = Missed(ring, try)
	if err != nil || len(notes) != 1 || notes[0].ID != "puzzles.missed.ring" || notes[0].Count < 1 {
		t.Fatalf("surging without driving the helper off: %v (%v)", notes, err)
	}
	solved, _ := ParseTurn("L2-D5>L3-G6, surge L1-F4")
	if notes, err := Missed(ring, solved); err != nil || notes != nil {
		t.Errorf("the solution missed %v (%v)", notes, err)
	}
}

// TestRetreatIsNoRemoval: a unit that loses and retreats in the mover's
// turn is not removed, though its cell is left empty: a turn that only
// drives the target back never answers a puzzle that captures it.
func TestRetreatIsNoRemoval(t *testing.T) {
	raid := constructed("Cerulean to move, 2 actions | C: C L2-D1, N L2-B2, N L1-C2, S L2-D3, G L1-D4 | A: C L2-E8, S L1-A4, N L2-B7",
		"L2-D3>L2-B6, L1-D4>L1-B4", Capture)
	start, err := raid.Start()
	if err != nil {
		t.Fatal(err)
	}
	back, _ := ParseTurn("L1-D4>L1-B4, L2-D3>L2-B6") // the raider retreats, then the Node on L2-B7 does
	after, err := Play(&start, back)
	if err != nil {
		t.Fatal(err)
	}
	o := outcomeOf(&start, &after, start.ToMove())
	if o.Captured != 0 || !o.Removed.Empty() {
		t.Fatalf("two retreats read as %d removed at %v", o.Captured, o.Removed.Cells())
	}
	if v, err := raid.CheckTurn(back); err != nil || v != Wrong {
		t.Errorf("driving the raider back judged %d (%v)", v, err)
	}
}
