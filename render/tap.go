package render

import "strategema/engine"

// touchFlow is a finger's move on the board. A mouse shows what a move
// would bring by hovering its destination and moves with a click; a finger
// cannot hover, so its first tap on a destination of the selected unit
// only points at it (the play room's hover cell: the board marks it and
// the HUD shows the combat it starts), and a second tap on the same
// destination moves. A tap anywhere else cancels: on another destination
// it points there instead, on a unit it selects, on empty ground it
// deselects.
type touchFlow struct {
	on    bool
	armed engine.Cell // the destination the first tap pointed at
	sel   engine.Cell // the unit selected then
}

// cancel forgets a destination pointed at.
func (t *touchFlow) cancel() { t.on = false }

// tapCell is a finger's tap on cell c (a press and a release without a
// drag, TouchScreen set).
func (p *playRoom) tapCell(c engine.Cell) {
	t := &p.a.tap
	m := p.m
	if m.Busy() {
		m.Finish() // a tap during an animation ends it and still acts
	}
	if m.Sel != engine.NoCell && m.Dests.Has(c) && !m.Busy() && m.HumanToMove() {
		if t.on && t.armed == c && t.sel == m.Sel {
			t.cancel()
			p.clickCell(c)
			return
		}
		*t = touchFlow{on: true, armed: c, sel: m.Sel}
		p.hover = c
		return
	}
	t.cancel()
	p.clickCell(c)
}

// touchUI reports whether the player points with a finger: the buttons
// hide their key hints and the help texts speak of tapping.
func (a *App) touchUI() bool { return a.fr.TouchScreen }
