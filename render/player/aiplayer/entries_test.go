package aiplayer

import (
	"testing"

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
