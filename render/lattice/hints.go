package lattice

import (
	"math"

	"strategema/engine"
	"strategema/render/colour"
	"strategema/render/scene"
)

// ColHint is the colour of a suggested turn on the board.
var ColHint = colour.Color{R: 0.45, G: 1, B: 0.9, A: 1}

// hints draws the suggested turn (rings on the source and
// destination, a dotted path, a ring for a surge) and the computer's last
// turn (fainter, in its colour) until the next action.
func (bd *Board) hints(bs *State) {
	m := bs.M
	if m == nil {
		return
	}
	pulse := 0.5 + 0.5*float32(math.Sin(float64(bd.Time)*4))
	if m.TrailAt == len(m.Game.Actions()) && !m.Busy() {
		col := bd.pal.Unit[m.TrailSide]
		for _, act := range m.Trail {
			bd.hintAction(act, col, 0.55, pulse)
		}
	}
	for _, act := range m.Hint() {
		bd.hintAction(act, ColHint, 0.95, pulse)
	}
}

// hintAction draws one action's marks in colour col at strength al.
func (bd *Board) hintAction(act engine.Action, col colour.Color, al, pulse float32) {
	switch act.Type {
	case engine.ActMove:
		bd.flash(act.From, col.Alpha(al*(0.6+0.3*pulse)), 0.5)
		bd.flash(act.To, col.Alpha(al*(0.7+0.3*pulse)), 0.62+0.08*pulse)
		bd.dots(act.From, act.To, col.Alpha(al))
	case engine.ActSurge:
		bd.flash(act.From, col.Alpha(al*(0.5+0.5*pulse)), 0.75+0.25*pulse)
	}
}

// dots draws a marching dotted path from cell p to cell q.
func (bd *Board) dots(p, q engine.Cell, col colour.Color) {
	v := bd.view
	if !v.LevelVisible(p.Level()) || !v.LevelVisible(q.Level()) {
		return
	}
	from, to := v.UnitPos(p), v.UnitPos(q)
	d := to.Sub(from)
	n := max(int(d.Len()*3), 2)
	arc := float32(0)
	if p.Level() != q.Level() {
		arc = 0.3 // as a move between levels travels
	}
	phase := bd.Time * 1.5
	phase -= float32(int(phase))
	const r = 0.09
	for i := 0; i < n; i++ {
		t := (float32(i) + phase) / float32(n)
		c := arcPoint(from, to, t, arc)
		quad := [4]scene.Vec{{c[0] - r, c[1], c[2] - r}, {c[0] + r, c[1], c[2] - r}, {c[0] + r, c[1], c[2] + r}, {c[0] - r, c[1], c[2] + r}}
		bd.B.Quad(&quad, col, scene.MatGlow, 0, 0, 0, -1)
	}
}
