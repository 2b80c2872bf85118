package match

import (
	"strings"

	"strategema/engine"
)

// words.go: the window's own Tactical Log lines, in a player's words
// rather than the record's ("Undone: Cerulean's Interceptor L2-D2 → L2-D4",
// not "L2-D2>L2-D4").

// ActionWords names a for a player, reading its unit from p, the position
// it is (or was) played in: "Interceptor L2-D2 → L2-D4", "surge of the
// Nexus on L1-E1", "hold", "end of the turn".
func ActionWords(a engine.Action, p *engine.Position) string {
	kind := func(c engine.Cell) string { return kindAt(p, c) }
	switch a.Type {
	case engine.ActMove:
		return kind(a.From) + " " + a.From.String() + " → " + a.To.String()
	case engine.ActSurge:
		return "surge of the " + kind(a.From) + " on " + a.From.String()
	case engine.ActHold:
		return "hold"
	case engine.ActEnd:
		return "end of the turn"
	case engine.ActOfferDraw:
		return "draw offer"
	case engine.ActAcceptDraw:
		return "acceptance of the draw"
	case engine.ActDeclineDraw:
		return "refusal of the draw"
	case engine.ActResign:
		return "resignation"
	}
	return a.String()
}

// undoneLine is the log's line for an action taken back, p the position
// it was played in.
func undoneLine(a engine.Action, p *engine.Position) string {
	return "Undone: " + p.ToMove().Title() + "'s " + ActionWords(a, p)
}

// suggestionLine is the log's line for the Advisor's suggested turn for
// side, played from p.
func suggestionLine(side engine.Side, acts []engine.Action, p *engine.Position) string {
	words := make([]string, 0, len(acts))
	var moved engine.Action
	for i, act := range acts {
		w := ActionWords(act, p)
		if i > 0 && moved.Type == engine.ActMove && act.From == moved.To && act.From.Valid() {
			// the first action moved the unit the second one plays
			w = strings.Replace(w, "unit", kindAt(p, moved.From), 1)
		}
		words = append(words, w)
		if act.Type == engine.ActMove {
			moved = act
		}
	}
	return "Suggested for " + side.Title() + ": " + strings.Join(words, ", then ")
}

// kindAt is the title of the unit on c in p, or "unit".
func kindAt(p *engine.Position, c engine.Cell) string {
	if c.Valid() {
		if id := p.UnitAt(c); id != engine.NoUnit {
			return p.Unit(id).Kind.Title()
		}
	}
	return "unit"
}
