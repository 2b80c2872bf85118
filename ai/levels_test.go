// levels_test.go: the ladder of opponents: ordered by measured rating,
// each name a player, each rung a search with no fewer skills than the
// one below it.

package ai

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"strategema/engine"
)

func TestLevelsOrderedAndBuildable(t *testing.T) {
	lv := Levels()
	if len(lv) < 6 {
		t.Fatalf("%d levels, want at least 6", len(lv))
	}
	names := Names()
	p := engine.NewPosition()
	for i, l := range lv {
		if l.Name != strings.ToLower(l.Name) || l.Name == "" || l.Title == "" || l.Blurb == "" {
			t.Errorf("level %d: %+v: want a lower-case name, a title and a blurb", i, l)
		}
		if i > 0 && l.Elo < lv[i-1].Elo {
			t.Errorf("level %s (Elo %d) is below %s (Elo %d)", l.Name, l.Elo, lv[i-1].Name, lv[i-1].Elo)
		}
		if !slices.Contains(names, l.Name) {
			t.Errorf("Names() %v lacks the level %q", names, l.Name)
		}
		pl, err := New(l.Name, WithThreads(1), WithTableSize(12))
		if err != nil {
			t.Fatalf("New(%q): %v", l.Name, err)
		}
		if pl.Name() != l.Title {
			t.Errorf("New(%q).Name() = %q, want the title %q", l.Name, pl.Name(), l.Title)
		}
		plan, err := pl.PlayTurn(context.Background(), &p, 50*time.Millisecond)
		if err != nil {
			t.Fatalf("%s: %v", l.Name, err)
		}
		q := p.Clone()
		for _, a := range plan.Actions {
			if err := q.Apply(a, nil); err != nil {
				t.Fatalf("%s: illegal %v in %v: %v", l.Name, a, plan.Actions, err)
			}
		}
		if q.ToMove() == p.ToMove() && !q.Over() {
			t.Errorf("%s: the plan %v does not finish the turn", l.Name, plan.Actions)
		}
	}
	if top := map[string]bool{lv[len(lv)-2].Name: true, lv[len(lv)-1].Name: true}; !top["data"] || !top["kolrami"] {
		t.Errorf("the ladder ends with %s, %s; want Data and Kolrami at full strength", lv[len(lv)-2].Name, lv[len(lv)-1].Name)
	}
	if lv[0].Elo <= 0 || lv[len(lv)-1].Elo <= lv[0].Elo {
		t.Errorf("ratings %d … %d: want the first level above Random (0) and the top above the first", lv[0].Elo, lv[len(lv)-1].Elo)
	}
}

// TestLevelsGainSkills: from the Cadet up, each rung below Data looks at
// least as far as the one below it (MaxDepth, 0 meaning no cap), has at
// least its quiescence, and counts at least the terms it counts. The
// Recruit below the Cadet is a beginner's character, not the Cadet with
// fewer skills (TestRecruitPlaysABeginnersGame).
func TestLevelsGainSkills(t *testing.T) {
	depth := func(c Config) int {
		if c.MaxDepth == 0 {
			return maxPly
		}
		return c.MaxDepth
	}
	terms := func(w Weights) []bool {
		return []bool{w.Territory != 0, w.Material[engine.Node] != 0, w.Isolated != 0, w.IsoCounter != 0,
			w.Vulnerable != 0, w.CoreRing != 0, w.CoreThreat != 0, w.StrikerRaid != 0, w.Thin != 0, w.PressTerritory != 0}
	}
	lv := Levels()
	if lv[0].Name != "recruit" || lv[1].Name != "cadet" {
		t.Fatalf("the ladder starts %s, %s; want the Recruit, then the Cadet", lv[0].Name, lv[1].Name)
	}
	lv = lv[1:]
	var prev Config
	for i, l := range lv {
		c, _, ok := levelConfig(l.Name)
		if !ok {
			t.Fatalf("%s has no configuration", l.Name)
		}
		if i > 0 {
			if depth(c) < depth(prev) || c.QDepth < prev.QDepth {
				t.Errorf("%s (depth %d, quiescence %d) looks less far than %s (depth %d, quiescence %d)",
					l.Name, c.MaxDepth, c.QDepth, lv[i-1].Name, prev.MaxDepth, prev.QDepth)
			}
			now, before := terms(c.W), terms(prev.W)
			for k := range now {
				if before[k] && !now[k] {
					t.Errorf("%s drops term %d that %s counts", l.Name, k, lv[i-1].Name)
				}
			}
		}
		prev = c
	}
	// the ladder's first rungs really are weaker: no look at the reply, no
	// quiescence, no supply or Core ring for the first.
	if c := CadetConfig(); c.MaxDepth != 1 || c.QDepth != 0 || c.W.Isolated != 0 || c.W.CoreRing != 0 {
		t.Errorf("Cadet: depth %d, quiescence %d, isolation %d, Core ring %d; want 1, 0, 0, 0", c.MaxDepth, c.QDepth, c.W.Isolated, c.W.CoreRing)
	}
}

// TestRecruitPlaysABeginnersGame: the Recruit looks no further than the
// Cadet, and his weights make a beginner's mistakes: raids heavier than
// the Cadet's, a push onto the enemy's ground at every lead, no thought
// for a unit's retreat or his Core's ring; he never steers for a
// repetition, never offers a draw and resigns sooner than the Cadet; at
// a locked front he grows restless (TestRecruitBreaksALockedFront).
func TestRecruitPlaysABeginnersGame(t *testing.T) {
	r, c := RecruitConfig(), CadetConfig()
	checks := []struct {
		what string
		ok   bool
	}{
		{"depth 1, no quiescence, no combinations", r.MaxDepth == 1 && r.QDepth == 0 && !r.Combos && !r.TrapOrder},
		{"raids heavier than the Cadet's", r.W.StrikerRaid > c.W.StrikerRaid && r.W.StrikerCore > c.W.StrikerCore},
		{"pushes onto the enemy's ground at every lead", r.W.Front > 0 && r.W.FrontMargin == 0},
		{"no encirclement danger, no Core ring", r.W.Vulnerable == 0 && r.W.CoreRing == 0 && r.W.CoreThreat == 0},
		{"a draw by repetition worth less to him than to the Cadet", r.Contempt > c.Contempt},
		{"never offers a draw", r.OfferLevel < 0 && r.OfferBelow < -mateScore},
		{"resigns sooner than the Cadet", r.ResignBelow < 0 && r.ResignBelow > c.ResignBelow},
		{"restless at a locked front: heavier raids", r.RestlessAfter > 0 && r.Restless.StrikerRaid > r.W.StrikerRaid &&
			r.Restless.StrikerCore > r.W.StrikerCore},
		{"the Cadet is never restless", c.RestlessAfter == 0},
	}
	for _, ch := range checks {
		if !ch.ok {
			t.Errorf("the Recruit: want %s", ch.what)
		}
	}
}
