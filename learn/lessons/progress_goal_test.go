package lessons

import (
	"strings"
	"testing"

	"strategema/engine"
	"strategema/lang"
)

// play plays words in g through s.Try and returns the last result.
func play(t *testing.T, s *Stage, g *engine.Game, words ...string) Result {
	t.Helper()
	var res Result
	for _, w := range words {
		a, err := engine.ParseAction(w)
		if err != nil {
			t.Fatal(err)
		}
		res = s.Try(g, a)
	}
	return res
}

// TestProgressCounts: a territory goal counts the learner's cells and a
// cascade goal the units encircled; other goals have no counter.
func TestProgressCounts(t *testing.T) {
	inf, _ := Find("influence")
	s := &inf.Stages[0]
	g := s.Start()
	have, want, ok := GoalProgress(s, g)
	if !ok || want != 92 || have != g.Position().Territory(Player) || have >= 92 {
		t.Fatalf("lesson 8 at the start: %d of %d (%v)", have, want, ok)
	}
	if got := GoalProgressText(lang.New("en"), s, g); got != "Your cells: 68 of 92" {
		t.Errorf("en: %q", got)
	}
	if got := GoalProgressText(lang.New("ru"), s, g); got != "Ваши клетки: 68 из 92" {
		t.Errorf("ru: %q", got)
	}
	play(t, s, g, s.Solution...)
	if have, _, _ := GoalProgress(s, g); have < 92 {
		t.Errorf("after the solution: %d cells", have)
	}
	enc, _ := Find("encirclement")
	c := &enc.Stages[1]
	g = c.Start()
	if have, want, ok := GoalProgress(c, g); !ok || have != 0 || want != 2 {
		t.Errorf("cascade at the start: %d of %d (%v)", have, want, ok)
	}
	play(t, c, g, c.Solution...)
	if have, want, _ := GoalProgress(c, g); have != 2 || want != 2 {
		t.Errorf("cascade after the solution: %d of %d", have, want)
	}
	for _, id := range []string{"lattice", "capture", "supply"} {
		l, _ := Find(id)
		if _, _, ok := GoalProgress(&l.Stages[0], l.Stages[0].Start()); ok || GoalProgressText(lang.New("en"), &l.Stages[0], l.Stages[0].Start()) != "" {
			t.Errorf("%s: a counter for a goal met at once", id)
		}
	}
}

// TestTurnEndNotes: what changes at a turn's end by itself is explained:
// the counter that rose and the unit neutralized (with the territory
// that changed), and a surge that expired when the learner's turn began.
func TestTurnEndNotes(t *testing.T) {
	sup, _ := Find("supply")
	s := &sup.Stages[1]
	res := play(t, s, s.Start(), "end")
	var ids []string
	for _, n := range res.Notes {
		ids = append(ids, n.ID)
	}
	if strings.Join(ids, " ") != "lessons.note.isolated lessons.note.isolated lessons.note.neutralized lessons.note.territory" {
		t.Fatalf("notes %v", ids)
	}
	if n := res.Notes[1]; n.Count != 3 || n.Cell != cell("L1-H1") || n.Kind != engine.Node {
		t.Errorf("the second counter note: %s", n.English())
	}
	if n := res.Notes[3]; n.Count == 0 || !n.Plural {
		t.Errorf("territory note without a change: %s", n.English())
	}
	en := res.Notes[3].Text(lang.New("en"))
	if !strings.Contains(en, "turn's end") {
		t.Errorf("en: %q", en)
	}
	// A surge, then the turn passes: Amber ends its turn and the surge
	// expires as the learner's next turn begins.
	inf, _ := Find("influence")
	st := inf.Stages[1]
	st.Goal = Goal{Kind: Reach, Unit: engine.Core, Cell: cell("L4-H8")}
	st.OneTurn = false
	res = play(t, &st, st.Start(), "surge L2-D3", "end")
	found := map[string]*Explanation{}
	for _, n := range res.Notes {
		found[n.ID] = n
	}
	exp, terr := found["lessons.note.surge_expired"], found["lessons.note.territory"]
	if exp == nil || exp.Cell != cell("L2-D3") || terr == nil || terr.A != 108 || terr.D >= 108 || terr.Count < 108-terr.D {
		t.Fatalf("after a surge and a passed turn: %v", res.Notes)
	}
	if res := play(t, &st, st.Start(), "L2-D3>L2-C4"); len(res.Notes) != 0 {
		t.Errorf("notes for a move within the turn: %v", res.Notes)
	}
}

// TestLessonsNameTheControls: lesson 7 names the Surge, Hold and End turn
// buttons as the window labels them, and their keys.
func TestLessonsNameTheControls(t *testing.T) {
	for _, tag := range []string{"en", "ru"} {
		p := lang.New(tag)
		surge, hold, end := p.T("play.surge"), p.T("play.hold"), p.T("play.end_turn")
		one, two := p.T("lessons.actions.1.text"), p.T("lessons.actions.2.text")
		if !strings.Contains(one, surge) || !strings.Contains(one, " S)") {
			t.Errorf("%s: lesson 7.1 does not name %q and its key S: %q", tag, surge, one)
		}
		if !strings.Contains(two, hold) || !strings.Contains(two, " H)") || !strings.Contains(two, end) || !strings.Contains(two, " E)") {
			t.Errorf("%s: lesson 7.2 does not name %q (H) and %q (E): %q", tag, hold, end, two)
		}
	}
}

// TestTagExplainedBeforeItAppears: the first stage that shows a unit
// without supply (the window's 0/3 tag over it), at its start or along
// its solution, or one before it, explains the tag; the first stage whose
// solution changes territory at a turn's end, or one before it, says so.
func TestTagExplainedBeforeItAppears(t *testing.T) {
	type seen struct{ tag, turnEnd bool }
	texts := map[string][]string{}
	var tagAt, endAt string
	for _, l := range All() {
		for i := range l.Stages {
			s := &l.Stages[i]
			key := Key(l.ID, i)
			for _, tag := range []string{"en", "ru"} {
				texts[tag] = append(texts[tag], lang.New(tag).T(s.Text))
			}
			g := s.Start()
			isolated := unsupplied(g.Position())
			for _, w := range s.Solution {
				res := play(t, s, g, w)
				isolated = isolated || unsupplied(g.Position())
				for _, n := range res.Notes {
					if n.ID == "lessons.note.territory" && endAt == "" {
						endAt = key
						checkExplained(t, texts, key, "turn's end", "в конце хода")
					}
				}
			}
			if isolated && tagAt == "" {
				tagAt = key
				checkExplained(t, texts, key, "0/3", "0/3")
			}
		}
	}
	if tagAt == "" || endAt == "" {
		t.Errorf("no stage shows the tag (%q) or a turn's end change (%q)", tagAt, endAt)
	}
}

func checkExplained(t *testing.T, texts map[string][]string, key, en, ru string) {
	t.Helper()
	for tag, want := range map[string]string{"en": en, "ru": ru} {
		found := false
		for _, s := range texts[tag] {
			found = found || strings.Contains(s, want)
		}
		if !found {
			t.Errorf("%s: %s shows it first, but no text up to it says %q", tag, key, want)
		}
	}
}

// unsupplied reports whether a unit other than a source stands without
// supply (the window tags it n/3).
func unsupplied(p *engine.Position) bool {
	for id := engine.UnitID(0); id < engine.NumUnits; id++ {
		u := p.Unit(id)
		if u.Alive && !u.Kind.IsSource() && !p.Supplied(id) {
			return true
		}
	}
	return false
}
