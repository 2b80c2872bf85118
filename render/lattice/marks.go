package lattice

import (
	"math"

	"strategema/engine"
	"strategema/render/colour"
	"strategema/render/match"
	"strategema/render/scene"
	"strategema/render/ui"
)

// marks.go: what the board marks beyond tiles and units, so the
// third dimension and what just happened can be seen: the hovered cell's
// column through the four levels, the selected unit's links to its
// destinations on other levels, the predicted engagements of the move
// under the pointer, and the traces of the last turns' moves, retreats and
// engagements.

// trace is one event of a recent turn, drawn on the board.
type trace struct {
	typ      engine.EventType
	side     engine.Side
	from, to engine.Cell
}

// traceLog collects the events the board has animated: those of the turn
// being played and of the turn before it.
type traceLog struct {
	m         *match.Match
	acts      int           // the game's action count when last seen
	last      *engine.Event // the event last noted
	cur, prev []trace
}

// note records the event being animated, once; a new match or an undo
// clears the traces.
func (t *traceLog) note(m *match.Match, e *engine.Event) {
	n := len(m.Game.Actions())
	if m != t.m || n < t.acts {
		t.m, t.cur, t.prev, t.last = m, t.cur[:0], t.prev[:0], nil
	}
	t.acts = n
	if e == nil || e == t.last {
		return
	}
	t.last = e
	switch e.Type {
	case engine.EvHandOver:
		t.prev, t.cur = append(t.prev[:0], t.cur...), t.cur[:0]
	case engine.EvMoved, engine.EvRetreated:
		t.cur = append(t.cur, trace{typ: e.Type, side: e.Side, from: e.From, to: e.To})
	case engine.EvEngaged:
		t.cur = append(t.cur, trace{typ: e.Type, side: e.Side, from: e.Combat.AttackerCell, to: e.Combat.DefenderCell})
	}
}

// Trace colours: a retreat in warning red, an engagement in white.
var (
	colRetreat = colour.Color{R: 1, G: 0.42, B: 0.3, A: 1}
	colEngage  = colour.Color{R: 1, G: 0.95, B: 0.85, A: 1}
)

// traces draws the recent turns' moves, retreats and engagements: the
// turn before fainter than the turn being played.
func (bd *Board) traces() {
	for i, list := range [2][]trace{bd.trail.prev, bd.trail.cur} {
		al := float32(0.35)
		if i == 1 {
			al = 0.7
		}
		for _, t := range list {
			switch t.typ {
			case engine.EvMoved:
				bd.dots(t.from, t.to, bd.pal.Unit[t.side].Alpha(al*0.7))
			case engine.EvRetreated:
				bd.dots(t.from, t.to, colRetreat.Alpha(al))
				bd.flash(t.from, colRetreat.Alpha(al*0.8), 0.45)
			case engine.EvEngaged:
				bd.dots(t.from, t.to, colEngage.Alpha(al*0.8))
			}
		}
	}
}

// column marks cell c's column: the cells above and below it on the
// other levels, linked by a faint line through the lattice.
func (bd *Board) column(c engine.Cell) {
	v := bd.view
	if !c.Valid() || v.Mode != scene.Stacked || v.Solo != 0 {
		return
	}
	col := ui.ColText.Alpha(0.5)
	for l := 0; l < 3; l++ {
		lo, hi := engine.NewCell(l, c.File(), c.Rank()), engine.NewCell(l+1, c.File(), c.Rank())
		bd.line(v.CellPos(lo), v.CellPos(hi), col, 0)
	}
	for l := 0; l < 4; l++ {
		if o := engine.NewCell(l, c.File(), c.Rank()); o != c {
			bd.flash(o, col, 0.5)
		}
	}
}

// maxLinks is how many destinations on other levels are all linked to
// the selected unit; with more, only the one under the pointer is, so the
// arcs never hide the board.
const maxLinks = 6

// links joins the selected unit to its destinations on other levels (or,
// when it has many, to the one under the pointer).
func (bd *Board) links(sel, hover engine.Cell, dests engine.Bitboard, col colour.Color) {
	v := bd.view
	if !sel.Valid() || v.Mode != scene.Stacked || v.Solo != 0 {
		return
	}
	other := 0
	for _, d := range dests.Cells() {
		if d.Level() != sel.Level() {
			other++
		}
	}
	for _, d := range dests.Cells() {
		if d.Level() != sel.Level() && (other <= maxLinks || d == hover) {
			bd.line(v.UnitPos(sel), v.CellPos(d), col, 0.25)
		}
	}
}

// engagements marks the predicted engagements of the move under the
// pointer: a line from the destination to each defender and a ring on it
// in the outcome's colour.
func (bd *Board) engagements(to engine.Cell, fights []engine.Combat, pulse float32) {
	for _, cb := range fights {
		col := ui.ColWarn
		switch cb.Outcome {
		case engine.MoverWins:
			col = ui.ColGood
		case engine.DefenderWins:
			col = ui.ColBad
		}
		bd.dots(to, cb.DefenderCell, col)
		bd.flash(cb.DefenderCell, col.Alpha(0.6+0.35*pulse), 0.62)
	}
}

// line draws a thin glowing line of beads from p to q, arched upward by
// arc times its length.
func (bd *Board) line(p, q scene.Vec, col colour.Color, arc float32) {
	d := q.Sub(p)
	n := max(int(d.Len()*4), 2)
	const r = 0.05
	for i := 0; i <= n; i++ {
		c := arcPoint(p, q, float32(i)/float32(n), arc)
		quad := [4]scene.Vec{{c[0] - r, c[1], c[2] - r}, {c[0] + r, c[1], c[2] - r}, {c[0] + r, c[1], c[2] + r}, {c[0] - r, c[1], c[2] + r}}
		bd.B.Quad(&quad, col, scene.MatGlow, 0, 0, 0, -0.5)
	}
}

// arcPoint is the point t of the way from p to q along an arch whose
// height is arc times the distance.
func arcPoint(p, q scene.Vec, t, arc float32) scene.Vec {
	c := lerp3(p, q, t)
	c[1] += arc * q.Sub(p).Len() * float32(math.Sin(float64(t)*math.Pi))
	return c
}
