package match

import (
	"strings"

	"strategema/engine"
	"strategema/lang"
)

// words.go: the window's own Tactical Log lines, in a player's words
// rather than the record's ("Undone: Cerulean's Interceptor L2-D2 → L2-D4",
// not "L2-D2>L2-D4"), in a Printer's language.

// ActionWords names a for a player in English, reading its unit from p,
// the position it is (or was) played in: "Striker L2-D2 → L2-D4", "surge
// of the Nexus on L1-E1", "hold", "end of the turn".
func ActionWords(a engine.Action, p *engine.Position) string {
	return ActionWordsIn(english(), a, p)
}

// ActionWordsIn is ActionWords in pr's language.
func ActionWordsIn(pr *lang.Printer, a engine.Action, p *engine.Position) string {
	return actionWords(pr, a, unitAt(pr, p, a.From))
}

// actionIDs are the catalog's words for the actions without a unit.
var actionIDs = map[engine.ActionType]string{
	engine.ActHold:        "ui.action.hold",
	engine.ActEnd:         "ui.action.end",
	engine.ActOfferDraw:   "ui.action.offer_draw",
	engine.ActAcceptDraw:  "ui.action.accept_draw",
	engine.ActDeclineDraw: "ui.action.decline_draw",
	engine.ActResign:      "ui.action.resign",
}

// actionWords names a, its unit named unit.
func actionWords(pr *lang.Printer, a engine.Action, unit string) string {
	switch a.Type {
	case engine.ActMove:
		return pr.F("ui.action.move", "Unit", unit, "From", a.From.String(), "To", a.To.String())
	case engine.ActSurge:
		return pr.F("ui.action.surge", "Unit", unit, "Cell", a.From.String())
	}
	if id, ok := actionIDs[a.Type]; ok {
		return pr.T(id)
	}
	return a.String()
}

// TurnWordsIn names a turn's actions for a player in pr's language, each
// unit read from the position its action is played in, starting from p:
// "Striker L2-D2 → L2-D4, then hold". An action that p cannot play ends
// the fold: the rest are named with the word for a unit.
func TurnWordsIn(pr *lang.Printer, acts []engine.Action, p *engine.Position) string {
	q := p.Clone()
	legal := true
	words := make([]string, 0, len(acts))
	for _, act := range acts {
		unit := pr.T("ui.log.unit")
		if legal {
			unit = unitAt(pr, &q, act.From)
			legal = q.Apply(act, nil) == nil
		}
		words = append(words, actionWords(pr, act, unit))
	}
	return strings.Join(words, pr.T("ui.log.then"))
}

// undoneLine is the log's line for an action taken back, p the position
// it was played in.
func undoneLine(pr *lang.Printer, a engine.Action, p *engine.Position) string {
	return pr.F("ui.log.undone", "Side", pr.Side(p.ToMove()), "Action", ActionWordsIn(pr, a, p))
}

// suggestionLine is the log's line for the Advisor's suggested turn for
// side, played from p.
func suggestionLine(pr *lang.Printer, side engine.Side, acts []engine.Action, p *engine.Position) string {
	words := make([]string, 0, len(acts))
	var moved engine.Action
	for i, act := range acts {
		unit := unitAt(pr, p, act.From)
		if i > 0 && moved.Type == engine.ActMove && act.From == moved.To && act.From.Valid() {
			// the first action moved the unit the second one plays
			unit = unitAt(pr, p, moved.From)
		}
		words = append(words, actionWords(pr, act, unit))
		if act.Type == engine.ActMove {
			moved = act
		}
	}
	return pr.F("ui.log.suggested", "Side", pr.Side(side), "Actions", strings.Join(words, pr.T("ui.log.then")))
}

// unitAt is the name of the unit on c in p, or the word for a unit.
func unitAt(pr *lang.Printer, p *engine.Position, c engine.Cell) string {
	if c.Valid() {
		if id := p.UnitAt(c); id != engine.NoUnit {
			return pr.Unit(p.Unit(id).Kind)
		}
	}
	return pr.T("ui.log.unit")
}
