package lessons

import (
	"strconv"
	"strings"
	"testing"

	"strategema/engine"
	"strategema/lang"
)

// TestOrder: the lessons come in the order a newcomer follows, as the
// issue lists the topics.
func TestOrder(t *testing.T) {
	want := []string{"lattice", "node", "guardian", "striker", "nexus", "core", "actions", "influence",
		"combat", "capture", "encirclement", "supply", "victory", "draws",
		"front", "retreat", "isolation", "ring", "surge"}
	var got []string
	practice := false
	for _, l := range All() {
		got = append(got, l.ID)
		if practice && !l.Practice {
			t.Errorf("%s: a rules lesson after the practice lessons", l.ID)
		}
		practice = practice || l.Practice
	}
	if !practice {
		t.Error("no practice lessons")
	}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Fatalf("lessons in order %v, want %v", got, want)
	}
	if len(got) < 12 {
		t.Fatalf("%d lessons, want at least 12", len(got))
	}
}

// TestPositionsParse: every stage's position parses, has Cerulean to move
// with actions left and is not over, and writes back to the same position.
func TestPositionsParse(t *testing.T) {
	for _, l := range All() {
		if len(l.Stages) == 0 {
			t.Errorf("%s: no stages", l.ID)
		}
		for i := range l.Stages {
			s := &l.Stages[i]
			p, err := s.Position()
			if err != nil {
				t.Errorf("%s: %v", Key(l.ID, i), err)
				continue
			}
			if p.ToMove() != Player || p.ActionsLeft() == 0 || p.Over() {
				t.Errorf("%s: %s to move with %d actions, over %v", Key(l.ID, i), p.ToMove(), p.ActionsLeft(), p.Over())
			}
			q, err := engine.ParsePosition(p.String())
			if err != nil || q.Hash() != p.Hash() {
				t.Errorf("%s: does not read back: %v", Key(l.ID, i), err)
			}
		}
	}
}

// TestRulesSections: each lesson names the rules.md sections it teaches
// (1 to 13), so the rules reader can link to it.
func TestRulesSections(t *testing.T) {
	for _, l := range All() {
		if len(l.Rules) == 0 {
			t.Errorf("%s: no rules sections", l.ID)
		}
		for _, r := range l.Rules {
			if n, err := strconv.Atoi(r); err != nil || n < 1 || n > 13 {
				t.Errorf("%s: rules section %q", l.ID, r)
			}
		}
	}
}

// explanationIDs are the messages Try may explain a failure with.
var explanationIDs = []string{"lessons.why.rule", "lessons.why.illegal", "lessons.why.reply", "lessons.why.limit",
	"lessons.why.turn_over", "lessons.why.lost", "lessons.why.standoff", "lessons.why.captured",
	"lessons.why.encircled", "lessons.why.neutralized", "lessons.why.won_otherwise", "lessons.why.game_over",
	"lessons.why.target_gone.capture", "lessons.why.target_gone.encircle", "lessons.why.target_gone.cut_supply",
	"lessons.why.target_gone.neutralize", "lessons.why.escaped", "lessons.why.surge_fades", "lessons.done",
	"lessons.note.isolated", "lessons.note.neutralized", "lessons.note.surge_expired", "lessons.note.territory",
	"lessons.progress.territory", "lessons.progress.encircle", "lessons.section.practice"}

// TestMessagesInBothCatalogs: every title, instruction, hint and
// explanation is in the English and the Russian catalog (package lang's
// tests check that the two agree on placeholders).
func TestMessagesInBothCatalogs(t *testing.T) {
	ids := append([]string(nil), explanationIDs...)
	for _, l := range All() {
		ids = append(ids, l.Title)
		for _, s := range l.Stages {
			ids = append(ids, s.Text, s.Hint)
		}
	}
	for _, tag := range []string{"en", "ru"} {
		p := lang.New(tag)
		for _, id := range ids {
			got := p.T(id)
			if id == "lessons.why.limit" || id == "lessons.done" || id == "lessons.note.territory" {
				got = p.N(id, 2)
			}
			if strings.HasPrefix(got, "[") {
				t.Errorf("%s: no message %q", tag, id)
			}
		}
	}
}

// TestExplanationText: explanations read in the learner's language, the
// unit named and the strengths filled in; a broken rule comes from the
// engine's catalog text.
func TestExplanationText(t *testing.T) {
	lost := &Explanation{ID: "lessons.why.lost", Kind: engine.Striker, Cell: cell("L2-E5"), A: 4, D: 5}
	if got, want := lost.Text(lang.New("en")), "Your Striker on L2-E5 lost the engagement, 4 against 5."; got != want {
		t.Errorf("en: %q, want %q", got, want)
	}
	if got, want := lost.Text(lang.New("ru")), "Схватка проиграна: Штурмовик на L2-E5 — 4 против 5."; got != want {
		t.Errorf("ru: %q, want %q", got, want)
	}
	limit := &Explanation{ID: "lessons.why.limit", Count: 5, Plural: true}
	if got := limit.Text(lang.New("ru")); !strings.Contains(got, "5 действий") {
		t.Errorf("ru plural: %q", got)
	}
	s := All()[2].Stages[0] // the Guardian
	res := s.Try(s.Start(), engine.Move(cell("L2-D3"), cell("L2-D5")))
	if !res.Failed || res.Why.Rule == nil {
		t.Fatalf("a blocked Guardian is not explained by its rule: %+v", res)
	}
	if got, want := res.Why.Text(lang.New("en")), "That is not allowed: L2-D3>L2-D5: a Guardian cannot pass through units."; got != want {
		t.Errorf("rule: %q, want %q", got, want)
	}
}

// TestStars: par earns three stars, up to par+2 two, more one; a try
// past the limit fails.
func TestStars(t *testing.T) {
	s := Stage{Par: 2}
	for used, want := range map[int]int{1: 3, 2: 3, 3: 2, 4: 2, 5: 1, 9: 1} {
		if got := s.Stars(used); got != want {
			t.Errorf("%d actions at par 2: %d stars, want %d", used, got, want)
		}
	}
	// The Node lesson reached in four actions instead of two: two stars.
	node := All()[1].Stages[0]
	node.OneTurn = false
	g := node.Start()
	var res Result
	for _, w := range []string{"L1-D3>L1-E4", "L1-E4>L1-D3", "L1-D3>L2-D3", "L2-D3>L2-E4"} {
		a, _ := engine.ParseAction(w)
		if res = node.Try(g, a); res.Failed {
			t.Fatalf("%s failed: %s", w, res.Why.English())
		}
	}
	if !res.Done || res.Stars != 2 || res.Used != 4 {
		t.Fatalf("four actions: done %v, %d stars, used %d", res.Done, res.Stars, res.Used)
	}
	// Wandering to the limit (par+4 = 6) fails and restarts.
	g = node.Start()
	words := []string{"L1-D3>L1-E4", "L1-E4>L1-D3", "L1-D3>L1-E4", "L1-E4>L1-D3", "L1-D3>L1-E4", "L1-E4>L1-D3"}
	for i, w := range words {
		a, _ := engine.ParseAction(w)
		res = node.Try(g, a)
		if res.Failed != (i == len(words)-1) {
			t.Fatalf("action %d: failed %v", i+1, res.Failed)
		}
	}
	if res.Why.ID != "lessons.why.limit" || res.Restart == nil {
		t.Fatalf("past the limit: %s", res.Why.English())
	}
}

// TestTextsMatchPositions: the numbers the instructions quote are the
// engine's: the Systemic Victory stage starts at 178 cells, and the
// isolated Node reaches 3 at the end of Amber's passing turn.
func TestTextsMatchPositions(t *testing.T) {
	v, _ := Find("victory")
	p, err := v.Stages[1].Position()
	if err != nil {
		t.Fatal(err)
	}
	if got := p.Territory(Player); got != 178 {
		t.Errorf("systemic stage starts at %d cells, the text says 178", got)
	}
	s, _ := Find("supply")
	st := s.Stages[1]
	res := st.Try(st.Start(), engine.Simple(engine.ActEnd))
	if !res.Done {
		t.Fatalf("ending the turn did not neutralize the Node: %s", res.Why.English())
	}
	amberEnded, neutralized := false, false
	for _, e := range res.Events {
		switch {
		case e.Type == engine.EvTurnEnded && e.Side == engine.Amber:
			amberEnded = true
		case e.Type == engine.EvNeutralized && e.From == cell("L1-H1"):
			neutralized = amberEnded
		}
	}
	if !neutralized {
		t.Errorf("the Node was not neutralized at the end of Amber's turn: %v", res.Events)
	}
	if _, ok := Find("no-such-lesson"); ok {
		t.Error("Find found a lesson that does not exist")
	}
}
