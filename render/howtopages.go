package render

import (
	"fmt"

	"strategema/engine"
)

// howtopages.go: the pages of How to play. Each page's words are catalog
// messages (lang/catalog/howto.*.json: howto.<id>.title and
// howto.<id>.body, the body in the documents' markdown, tables included);
// its picture is a position in the engine's position notation, drawn on
// the game's own board; its lesson is the one that makes the page's rule
// a thing done.

// howtoPage is one page of How to play.
type howtoPage struct {
	id     string // catalog key: howto.<id>.title, howto.<id>.body
	setup  string // the picture: a position in the engine's notation
	lesson string // the lesson its "Try it" opens (learn/lessons ID)
}

// title and body are the page's catalog message IDs.
func (p howtoPage) title() string { return "howto." + p.id + ".title" }
func (p howtoPage) body() string  { return "howto." + p.id + ".body" }

// position reads the page's picture.
func (p howtoPage) position() (engine.Position, error) {
	pos, err := engine.ParsePosition(p.setup)
	if err != nil {
		return pos, fmt.Errorf("how to play, page %q: %w", p.id, err)
	}
	return pos, nil
}

// howtoPages is How to play, page by page: the lattice, the five units,
// a turn's two actions, influence and territory, combat, winning and
// drawing.
func howtoPages() []howtoPage {
	return []howtoPage{
		{id: "lattice", lesson: "lattice",
			setup: "Cerulean to move, 2 actions | C: C L2-D1, X L2-D4, N L1-B2 | A: C L2-E8, X L3-E6, N L4-G7"},
		{id: "units", lesson: "node",
			setup: "Cerulean to move, 2 actions | C: C L2-D1, X L2-B3, G L2-D3, S L2-F3, N L2-D5 | A: C L2-E8, X L2-E7"},
		{id: "turn", lesson: "actions",
			setup: "Cerulean to move, 2 actions | C: C L2-D1, S L2-D4* | A: C L2-E8, N L2-E7"},
		{id: "influence", lesson: "influence",
			setup: "Cerulean to move, 2 actions | C: C L2-D1, N L2-C4 | A: C L2-E8, N L2-E6"},
		{id: "combat", lesson: "combat",
			setup: "Cerulean to move, 2 actions | C: C L2-D1, S L2-D3, N L2-C4, N L2-E4 | A: C L2-E8, N L2-D6, N L2-E7, G L2-F6"},
		{id: "winning", lesson: "victory",
			setup: "Cerulean to move, 1 action | C: C L2-D1, N L1-F6, S L2-E6 | A: C L1-H8, X L1-H7!"},
	}
}
