package aiplayer

import (
	"testing"

	"strategema/ai"

	"strategema/render/player"
)

// TestEntries: the menu's commanders come through the seam with their
// progress reports and their draw policies, and the window has an advisor.
func TestEntries(t *testing.T) {
	es := Entries()
	if len(es) < 2 {
		t.Fatalf("%d computer commanders, the exhibition needs two", len(es))
	}
	for _, e := range es {
		c, err := e.New()
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := c.(player.Thinker); !ok {
			t.Errorf("%s reports no progress (not a player.Thinker)", e.Title)
		}
		if _, ok := c.(player.Diplomat); !ok {
			t.Errorf("%s does not explain its draws (not a player.Diplomat)", e.Title)
		}
		if c.Name() != e.Title {
			t.Errorf("menu title %q, player name %q: records name the player", e.Title, c.Name())
		}
	}
	if Advisor == nil {
		t.Error("no advisor for the suggestion key")
	}
}

// TestEntriesEveryLevel: every level of the ladder is offered with its
// name and rating, Data and Kolrami first (the exhibition's pair).
func TestEntriesEveryLevel(t *testing.T) {
	es := Entries()
	levels := ai.Levels()
	if len(es) != len(levels) {
		t.Fatalf("%d entries for %d levels", len(es), len(levels))
	}
	if es[0].Name != "data" || es[1].Name != "kolrami" {
		t.Errorf("the exhibition's pair first: got %s, %s", es[0].Name, es[1].Name)
	}
	byName := map[string]player.Entry{}
	for _, e := range es {
		byName[e.Name] = e
	}
	for _, l := range levels {
		e, ok := byName[l.Name]
		if !ok {
			t.Errorf("level %s not offered", l.Name)
			continue
		}
		if e.Elo != l.Elo || e.Title != l.Title || e.Blurb == "" {
			t.Errorf("level %s: entry %+v", l.Name, e)
		}
	}
}
