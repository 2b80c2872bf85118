// describe.go: the engine's texts in a Printer's language. The engine names
// messages by ID with their arguments (rules broken, events, record
// errors) and stays language-neutral; this file fills them in.

package lang

import (
	"errors"

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
// engine's (a broken rule); any other error is its own text. The action in
// front of a rule is record notation and stays as it is.
func (p *Printer) Error(err error) string {
	var re *engine.RuleError
	if errors.As(err, &re) && re == err {
		return re.Action.String() + ": " + p.Rule(re)
	}
	return err.Error()
}
