// describe.go: the engine's texts in a Printer's language. The engine names
// messages by ID with their arguments (rules broken, events, record
// errors) and stays language-neutral; this file fills them in.

package lang

import (
	"strategema/engine"
)

// Unit is the name of a unit kind ("Striker", «Штурмовик»).
func (p *Printer) Unit(k engine.Kind) string { return p.T("unit." + k.String()) }

// Side is the name of a side ("Cerulean", «Лазурь»).
func (p *Printer) Side(s engine.Side) string { return p.T("side." + s.String()) }

// Rule is the rule an illegal action breaks, in the printer's language; in
// English it is e.Rule().
func (p *Printer) Rule(e *engine.RuleError) string {
	return p.F(e.ID, "Cell", e.Args.Cell.String(), "Unit", p.Unit(e.Args.Kind))
}

// Message is an engine message in the printer's language; in English it
// is m.English().
func (p *Printer) Message(m engine.Message) string {
	args := make([]any, 0, 2*len(m.Args))
	for _, a := range m.Args {
		args = append(args, a.Name, a.Value)
	}
	return p.F(m.ID, args...)
}

// Error writes err in the printer's language when it is one of the
// engine's: a broken rule (*engine.RuleError), a word that does not parse
// (*engine.WordError) or a bad record (*engine.RecordError); any other
// error is its own text. Record notation in them (the action in front of a
// rule, cells, words) stays as it is. In English it is err.Error().
func (p *Printer) Error(err error) string {
	switch e := err.(type) {
	case *engine.RuleError:
		return e.Action.String() + ": " + p.Rule(e)
	case *engine.WordError:
		return p.Message(e.Msg)
	case *engine.RecordError:
		return p.Message(e.Where(p.RecordText(e)))
	}
	return err.Error()
}

// RecordText is what is wrong with a record, without its line and column.
func (p *Printer) RecordText(e *engine.RecordError) string {
	if e.Msg.ID == "" && e.Err != nil {
		return p.Error(e.Err)
	}
	return p.Message(e.Msg)
}
