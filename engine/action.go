// action.go: the actions a side can take and their record words.

package engine

import (
	"fmt"
	"strings"
)

// ActionType is the kind of an action.
type ActionType uint8

// The action types. Move, Surge and Hold spend an action; End gives up what
// is left; the draw and resign words cost nothing.
const (
	ActMove ActionType = iota
	ActSurge
	ActHold
	ActEnd
	ActOfferDraw
	ActAcceptDraw
	ActDeclineDraw
	ActResign
)

// Action is one player decision. From and To are used by moves; From alone
// by surges.
type Action struct {
	Type     ActionType
	From, To Cell
}

// Move is the action moving the unit on from to to.
func Move(from, to Cell) Action { return Action{Type: ActMove, From: from, To: to} }

// Surge is the action surging the unit on c.
func Surge(c Cell) Action { return Action{Type: ActSurge, From: c, To: NoCell} }

// Simple builds an action without cells (hold, end, draw and resign words).
func Simple(t ActionType) Action { return Action{Type: t, From: NoCell, To: NoCell} }

// SpendsAction reports whether the action uses one of the turn's two actions.
func (a Action) SpendsAction() bool { return a.Type <= ActHold }

// String writes the action as its record word.
func (a Action) String() string {
	switch a.Type {
	case ActMove:
		return a.From.String() + ">" + a.To.String()
	case ActSurge:
		return "surge " + a.From.String()
	case ActHold:
		return "hold"
	case ActEnd:
		return "end"
	case ActOfferDraw:
		return "offer-draw"
	case ActAcceptDraw:
		return "accept-draw"
	case ActDeclineDraw:
		return "decline-draw"
	case ActResign:
		return "resign"
	}
	return fmt.Sprintf("action(%d)", a.Type)
}

// ParseAction reads one record word (case-insensitive, extra spaces allowed);
// a word that does not parse is a *WordError.
func ParseAction(word string) (Action, error) {
	w := strings.ToLower(strings.Join(strings.Fields(word), " "))
	switch w {
	case "":
		return Action{}, &WordError{Msg: msg("word.empty")}
	case "hold":
		return Simple(ActHold), nil
	case "end":
		return Simple(ActEnd), nil
	case "offer-draw":
		return Simple(ActOfferDraw), nil
	case "accept-draw":
		return Simple(ActAcceptDraw), nil
	case "decline-draw":
		return Simple(ActDeclineDraw), nil
	case "resign":
		return Simple(ActResign), nil
	}
	if rest, ok := strings.CutPrefix(w, "surge "); ok {
		c, err := ParseCell(rest)
		if err != nil {
			return Action{}, err
		}
		return Surge(c), nil
	}
	if from, to, ok := strings.Cut(w, ">"); ok {
		f, err := ParseCell(from)
		if err != nil {
			return Action{}, err
		}
		t, err := ParseCell(to)
		if err != nil {
			return Action{}, err
		}
		return Move(f, t), nil
	}
	return Action{}, badWord("word.unknown", word)
}

// RuleError is an illegal action with the rule it breaks: ID is the rule's
// catalog message ID (rule.*) and Args its arguments, so package lang can
// name the rule in any language; Error is the English.
type RuleError struct {
	Action Action
	ID     string
	Args   RuleArgs
}

// RuleArgs are the arguments a rule's text may name: {{.Cell}} is Cell,
// {{.Unit}} the name of Kind; Side is the unit's owner where the rule is
// about a unit (its ID already says which side, as grammar may need).
type RuleArgs struct {
	Cell Cell
	Kind Kind
	Side Side
}

// Rule is the English text of the rule broken.
func (e *RuleError) Rule() string {
	return fillEnglish(e.ID, []MessageArg{{"Cell", e.Args.Cell.String()}, {"Unit", e.Args.Kind.Title()}})
}

func (e *RuleError) Error() string { return e.Action.String() + ": " + e.Rule() }

// illegal is the error of a breaking the rule id. It is built only on the
// illegal path, and formats nothing until read.
func illegal(a Action, id string) error {
	return &RuleError{Action: a, ID: id, Args: RuleArgs{Cell: NoCell}}
}

// illegalAtCell is illegal with the cell (and the unit on it) the rule names.
func illegalAtCell(a Action, id string, args RuleArgs) error {
	return &RuleError{Action: a, ID: id, Args: args}
}
