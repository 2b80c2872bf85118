package lang

import (
	"io/fs"
	"strings"
	"testing"

	"strategema/docs"
	"strategema/engine"
)

// TestRussianRulebookLogIsTheGames: the Tactical Log lines the Russian
// rulebook (docs/ru/RULES.md) prints for its worked examples are what the
// game writes in Russian for them, word for word.
func TestRussianRulebookLogIsTheGames(t *testing.T) {
	book, err := fs.ReadFile(docs.FS, "ru/RULES.md")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.ReplaceAll(string(book), "\n  [", " [") // the book wraps two long lines
	cases := []struct {
		name, position, action string
	}{
		{"combat (section 11)", "Cerulean to move, 2 actions | C: C L2-D1, X L2-C1, X L2-E1, S L3-D3, N L3-C4, N L3-E4 | A: C L2-E8, X L2-D8, X L2-F8, G L2-E6, N L2-D6", "L3-D3>L3-D5"},
		{"encirclement (section 12)", "Amber to move, 2 actions, turn 2 | C: C L2-D1, X L2-E1, N L1-A1 | A: C L2-E8, X L2-D8, N L1-B1, N L1-A2, G L2-A1, G L2-C3", "surge L2-C3"},
	}
	ru := New("ru")
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, err := engine.ParsePosition(c.position)
			if err != nil {
				t.Fatal(err)
			}
			a, err := engine.ParseAction(c.action)
			if err != nil {
				t.Fatal(err)
			}
			events, err := engine.NewGameFrom(p).Apply(a)
			if err != nil {
				t.Fatal(err)
			}
			lines := make([]string, 0, len(events))
			for _, e := range events {
				lines = append(lines, ru.Event(e))
			}
			log := strings.Join(lines, "\n")
			if !strings.Contains(text, "```\n"+log+"\n```") {
				t.Errorf("the rulebook does not print the game's log:\n%s", log)
			}
		})
	}
}
