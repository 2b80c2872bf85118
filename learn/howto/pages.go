package howto

import (
	"fmt"

	"strategema/engine"
)

// Page is one page of How to play.
type Page struct {
	ID     string // catalog key: howto.<id>.title, howto.<id>.body
	setup  string // the picture: a position in the engine's notation
	Lesson string // the lesson its "Try it" opens (learn/lessons ID)
}

// Title and Body are the page's catalog message IDs.
func (p Page) Title() string { return "howto." + p.ID + ".title" }
func (p Page) Body() string  { return "howto." + p.ID + ".body" }

// Position reads the page's picture.
func (p Page) Position() (engine.Position, error) {
	pos, err := engine.ParsePosition(p.setup)
	if err != nil {
		return pos, fmt.Errorf("how to play, page %q: %w", p.ID, err)
	}
	return pos, nil
}

// Pages is How to play, page by page: the lattice, the five units,
// a turn's two actions, influence and territory, combat, winning and
// drawing.
func Pages() []Page {
	return []Page{
		{ID: "lattice", Lesson: "lattice",
			setup: "Cerulean to move, 2 actions | C: C L2-D1, X L2-D4, N L1-B2 | A: C L2-E8, X L3-E6, N L4-G7"},
		{ID: "units", Lesson: "node",
			setup: "Cerulean to move, 2 actions | C: C L2-D1, X L2-B3, G L2-D3, S L2-F3, N L2-D5 | A: C L2-E8, X L2-E7"},
		{ID: "turn", Lesson: "actions",
			setup: "Cerulean to move, 2 actions | C: C L2-D1, S L2-D4* | A: C L2-E8, N L2-E7"},
		{ID: "influence", Lesson: "influence",
			setup: "Cerulean to move, 2 actions | C: C L2-D1, N L2-C4 | A: C L2-E8, N L2-E6"},
		{ID: "combat", Lesson: "combat",
			setup: "Cerulean to move, 2 actions | C: C L2-D1, S L2-D3, N L2-C4, N L2-E4 | A: C L2-E8, N L2-D6, N L2-E7, G L2-F6"},
		{ID: "winning", Lesson: "victory",
			setup: "Cerulean to move, 1 action | C: C L2-D1, N L1-F6, S L2-E6 | A: C L1-H8, X L1-H7!"},
	}
}
