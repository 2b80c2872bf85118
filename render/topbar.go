package render

import (
	"github.com/hajimehoshi/ebiten/v2"

	"strategema/render/ui"
)

// topbar.go: the play room's turn line in the top bar, fitted to a slot
// of its own so the territory bar beside it never moves.

// topBarSlots are the top bar's turn line slot and territory bar, which
// depend on the window and the scale s only: the turn line is fitted to
// its slot, never the bar to the line.
func topBarSlots(L playLayout, s float32) (turn, bar ui.Rect) {
	const badgeRight = (12 + 210) // the side-to-move badge
	x := badgeRight*s + 16*s
	turn = ui.Rect{X: x, Y: 12 * s, W: max(0, min(turnSlotW*s, L.top.W-112*s-x)), H: 38 * s}
	bx := turn.X + turn.W + 16*s
	return turn, ui.Rect{X: bx, Y: 18 * s, W: L.top.W - bx - 130*s - 220*s, H: 14 * s}
}

// turnSlotW is the width of the turn line's slot in the top bar (at
// scale 1): the territory bar starts after it whatever the line says.
const turnSlotW = 280

// minTurnSlot is the narrowest slot (at scale 1) the turn line is written
// in beside the badge; in a narrower one (a phone) it goes under the view
// buttons, whole.
const minTurnSlot = 120

// turnChoices appends the turn line's forms from the fullest (full, as
// ladder.turnLine writes it) to the shortest: without the rating, without
// the round, without the opponent, the turn alone.
func (p *playRoom) turnChoices(out []string, full string) []string {
	a := p.a
	m := p.m
	g := m.Game.Position()
	add := func(l string) {
		if len(out) == 0 || out[len(out)-1] != l {
			out = append(out, l)
		}
	}
	add(full)
	if level, _, ok := a.ladder.gameOf(m); ok {
		for _, e := range a.ladder.entries() {
			if e.Name == level {
				t := a.ladder.title(e)
				add(a.trf("play.turn.against_unrated", "Turn", g.Turn(), "Round", g.Round(), "Level", t))
				add(a.trf("play.turn.short_against", "Turn", g.Turn(), "Level", t))
				break
			}
		}
	}
	add(a.trf("play.turn", "Turn", g.Turn(), "Round", g.Round()))
	add(a.trf("play.turn.only", "Turn", g.Turn()))
	return out
}

// pickTurnLine chooses the turn line's form and face for a slot w wide:
// the fullest form that fits in the body's face, else in the small face,
// else the shortest, elided.
func pickTurnLine(pt *ui.Painter, choices []string, w float32) (string, *ui.FontFace) {
	for _, l := range choices {
		for _, f := range [...]*ui.FontFace{pt.Body, pt.Small} {
			if pt.Width(l, f) <= w {
				return l, f
			}
		}
	}
	last := choices[len(choices)-1]
	return ui.ElideEnd(pt, last, pt.Small, w), pt.Small
}

// drawTurnLine writes the HUD's turn line at x in the top bar, in a slot
// w wide (nothing under 40 pixels: the log says whose turn it is).
func (p *playRoom) drawTurnLine(dst *ebiten.Image, x, w float32) {
	pt := p.a.pt
	s := float32(pt.Scale)
	h := &p.hud
	if w < 40*s || len(h.turnChoices) == 0 {
		return
	}
	if h.turnFor != h.turn || h.turnScale != pt.Scale || h.turnSlot != w {
		h.turnFor, h.turnScale, h.turnSlot = h.turn, pt.Scale, w
		h.turnShown, h.turnFace = pickTurnLine(pt, h.turnChoices, w)
	}
	lh := pt.LineH(h.turnFace)
	pt.Text(dst, h.turnShown, h.turnFace, x, 31*s-lh/2, ui.ColDim) // centred on the badge
}
