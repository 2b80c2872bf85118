package render

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/engine"
	"strategema/render/match"
	"strategema/render/ui"
)

// logView is the play room's Tactical Log: the match's lines wrapped to
// the panel (only what changed) and painted into a layer.
type logView struct {
	scroll  float32
	layer   ui.Layer
	wrapped []wrapped
	n       int     // match lines wrapped so far
	w       float32 // the width they were wrapped for
	gen     int     // the match's LogGen they were wrapped from
	m       *match.Match
}

// wrapped is one display row of the log.
type wrapped struct {
	text   string
	turn   int
	typ    engine.EventType
	side   engine.Side
	indent float32
	note   bool // the window's line, not an event
}

// drawLog paints the Tactical Log, newest at the bottom, scrollable.
func (p *playRoom) drawLog(dst *ebiten.Image, r ui.Rect) {
	a := p.a
	pt := a.pt
	s := float32(pt.Scale)
	m := p.m
	lv := &p.log
	pt.Rect(r, ui.ColPanel, 10*s, 1.2*s)
	pt.Text(dst, a.tr("ui.log.title"), pt.Bold, r.X+14*s, r.Y+10*s, ui.ColDim)
	p.wrapLog(r.W - 28*s)
	lh := pt.LineH(pt.Small)
	body := ui.Rect{X: r.X + 14*s, Y: r.Y + 40*s, W: r.W - 20*s, H: r.H - 46*s}
	rows := int(body.H / lh)
	n := len(lv.wrapped)
	maxScroll := float32(max(0, n-rows))
	lv.scroll = min(lv.scroll, maxScroll)
	turn := m.Game.Position().Turn()
	key := ui.LayerKey{m.LogGen, len(lv.wrapped), int(lv.scroll), turn, a.pal.Key(), 0}
	img, stale := lv.layer.Prepare(body, key)
	if stale {
		pt.Flush(dst)
		end := n - int(lv.scroll)
		start := max(0, end-rows)
		y := float32(0)
		for i := start; i < end; i++ {
			w := &lv.wrapped[i]
			c := ui.ColText
			switch w.typ {
			case engine.EvEngaged:
				c = ui.ColWarn
			case engine.EvCaptured, engine.EvEncircled, engine.EvNeutralized:
				c = ui.ColBad
			case engine.EvTurnClosed, engine.EvSurgeExpired, engine.EvTurnEnded:
				c = ui.ColDim
			case engine.EvHandOver:
				c = a.pal.Unit[w.side]
			case engine.EvGameOver:
				c = ui.ColGood
			}
			if w.note {
				c = colNote
			}
			if w.turn != turn && w.typ != engine.EvGameOver {
				c = c.Scale(0.7)
			}
			pt.Text(img, w.text, pt.Small, w.indent, y, c)
			y += lh
		}
	}
	pt.Flush(dst)
	lv.layer.Draw(dst, body)
}

// wrapLog wraps new log lines for the panel width (only what changed).
func (p *playRoom) wrapLog(w float32) {
	m := p.m
	lv := &p.log
	pt := p.a.pt
	if w != lv.w || m.LogGen != lv.gen || len(m.Log) < lv.n || lv.m != m {
		lv.wrapped, lv.n, lv.w = lv.wrapped[:0], 0, w
		lv.scroll = 0
	}
	lv.gen, lv.m = m.LogGen, m
	for lv.n < len(m.Log) {
		l := m.Log[lv.n]
		lv.n++
		var parts []string
		ind0 := 14 * float32(pt.Scale) // the indent of a line's continuation
		parts = pt.Wrap(parts, l.Text, pt.Small, w-ind0)
		for i, part := range parts {
			ind := float32(0)
			if i > 0 {
				ind = ind0
			}
			lv.wrapped = append(lv.wrapped, wrapped{text: strings.TrimSpace(part), turn: l.Turn, typ: l.Type, side: l.Side, indent: ind, note: l.Note})
		}
	}
}
