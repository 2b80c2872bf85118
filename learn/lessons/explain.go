// explain.go: why a try failed, as a catalog message the window prints in
// the learner's language.

package lessons

import (
	"errors"
	"fmt"

	"strategema/engine"
)

// Printer writes catalog messages in a language; *lang.Printer is one.
type Printer interface {
	T(id string) string
	F(id string, args ...any) string
	N(id string, n int, args ...any) string
	Unit(k engine.Kind) string
	Error(err error) string
}

// Explanation says why a try failed: the rule an illegal action broke, or
// what a legal action did instead of reaching the goal.
type Explanation struct {
	// Rule is the rule an illegal action broke (the engine's ID and
	// arguments); when set, the other fields are unused.
	Rule *engine.RuleError
	// ID is the catalog message (lessons.why.*); its placeholders are
	// {{.Unit}} (Kind's name), {{.Cell}}, {{.To}}, {{.A}}, {{.D}} and
	// {{.Count}}.
	ID     string
	Kind   engine.Kind
	Cell   engine.Cell
	To     engine.Cell // where a unit went (a retreat)
	A, D   int
	Count  int
	Plural bool // ID is a plural message, its form chosen by Count
}

// Text is the explanation in p's language.
func (e *Explanation) Text(p Printer) string {
	if e.Rule != nil {
		return p.F("lessons.why.rule", "Rule", p.Error(e.Rule))
	}
	args := []any{"Unit", p.Unit(e.Kind), "Cell", e.Cell.String(), "To", e.To.String(), "A", e.A, "D", e.D}
	if e.Plural {
		return p.N(e.ID, e.Count, args...)
	}
	return p.F(e.ID, append(args, "Count", e.Count)...)
}

// English is a language-neutral summary for tools and test failures: the
// broken rule in English, or the message ID and its values.
func (e *Explanation) English() string {
	if e == nil {
		return "<nil>"
	}
	if e.Rule != nil {
		return e.Rule.Error()
	}
	return fmt.Sprintf("%s (unit %s, cell %s, %d against %d, count %d)", e.ID, e.Kind, e.Cell, e.A, e.D, e.Count)
}

// ruleExplanation explains an illegal action.
func ruleExplanation(err error) *Explanation {
	var re *engine.RuleError
	if errors.As(err, &re) {
		return &Explanation{Rule: re}
	}
	return &Explanation{ID: "lessons.why.illegal"}
}

// failure is what in the events of one action spoils any stage: the game
// ended without the goal, an engagement of the learner's mover that was
// not won, or one of the learner's units captured or encircled.
func failure(p *engine.Position, ev []engine.Event) *Explanation {
	for _, e := range ev {
		switch e.Type {
		case engine.EvEngaged:
			c := e.Combat
			if e.Side != Player || c.Outcome == engine.MoverWins {
				continue
			}
			id := "lessons.why.lost"
			if c.Outcome == engine.Standoff {
				id = "lessons.why.standoff"
			}
			return &Explanation{ID: id, Kind: c.AttackerKind, Cell: c.AttackerCell, A: c.A.Total(), D: c.D.Total()}
		case engine.EvCaptured, engine.EvEncircled, engine.EvNeutralized:
			if e.Side != Player {
				continue
			}
			id := map[engine.EventType]string{engine.EvCaptured: "lessons.why.captured",
				engine.EvEncircled: "lessons.why.encircled", engine.EvNeutralized: "lessons.why.neutralized"}[e.Type]
			return &Explanation{ID: id, Kind: e.Kind, Cell: e.From}
		}
	}
	if p.Over() {
		if p.Result() == engine.WinFor(Player) {
			return &Explanation{ID: "lessons.why.won_otherwise"}
		}
		return &Explanation{ID: "lessons.why.game_over"}
	}
	return nil
}
