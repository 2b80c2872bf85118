package render

import (
	"fmt"

	"strategema/lang"
	"strategema/render/match"
)

// fronttip.go: when a game against the computer has stood still, the
// person is told, once at each of match.FrontTipTurns, where the locked
// front gives and how a unit is captured (the coach's word, in the log and
// a note).

// frontTipState remembers, for one match, the quiet-turn count the advice
// was last considered at.
type frontTipState struct {
	m     *match.Match
	asked int
}

// adviseLockedFront gives the locked-front advice at the start of the
// person's turn in a game against one computer commander.
func (p *playRoom) adviseLockedFront() {
	m := p.m
	pos := m.Game.Position()
	if p.front.m != m { // a new or loaded game: no advice for what went before
		p.front = frontTipState{m: m, asked: pos.QuietTurns()}
		return
	}
	me := pos.ToMove()
	if m.Busy() || m.Think != nil || pos.ActionsLeft() != 2 || pos.DrawPending() ||
		m.Computer(me) != nil || m.Computer(me.Opponent()) == nil {
		return
	}
	tip, ok := match.LockedFrontTip(pos, me, p.front.asked)
	p.front.asked = pos.QuietTurns()
	if !ok {
		return
	}
	text := func(pr *lang.Printer) string {
		if tip.Even {
			return pr.F("play.front_tip.even", "Turns", tip.Turns)
		}
		return pr.F("play.front_tip", "Turns", tip.Turns, "Level", fmt.Sprintf("L%d", tip.Level+1), "Count", tip.Enemy)
	}
	m.NoteIn(text, me)
	p.a.say(text(p.a.lang))
}
