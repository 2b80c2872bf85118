package render

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/engine"
	"strategema/online/protocol"
	"strategema/render/match"
	"strategema/render/ui"
)

// onlinehud.go: what the play room shows of a game played online, in a
// panel of its own at the board's lower left: the connection (connected,
// reconnecting, offline), both clocks (the running one lit, low time in
// the warning colour, a fallen flag in red) and the opponent's presence
// with the countdown before the game may be claimed.

// lowTime is when a clock turns to the warning colour: under 20 s, or a
// tenth of its starting time.
func lowTime(ctl protocol.Control, ms int64) bool {
	d := time.Duration(ms) * time.Millisecond
	return d < 20*time.Second || (ctl.Start() > 0 && d < ctl.Start()/10)
}

// shows reports whether m is the game played online.
func (h *onlineHub) shows(m *match.Match) bool { return h.game != nil && h.game.m == m && m != nil }

// drawOnline draws the online panel when the play room shows the game
// played online.
func (p *playRoom) drawOnline(dst *ebiten.Image, L playLayout) {
	a := p.a
	g := a.net.game
	if g == nil || g.m == nil || g.m != p.m {
		return
	}
	pt := a.pt
	s := float32(pt.Scale)
	v := g.c.View()
	lh := pt.LineH(pt.Bold) + 4*s
	rows := 3
	gone := !g.watch && !v.Over && v.Present != nil && !v.Present[g.local.Opponent().String()]
	if gone {
		rows++
	}
	w := min(280*s, L.stage.W-16*s)
	r := ui.Rect{X: L.stage.X + 8*s, Y: L.stage.Y + L.stage.H - float32(rows)*lh - 24*s, W: w, H: float32(rows)*lh + 16*s}
	pt.Rect(r, ui.ColPanel.Alpha(0.92), 8*s, 1.2*s)
	x, y := r.X+12*s, r.Y+8*s
	// the connection
	state, col := a.tr("online.conn.connected"), ui.ColGood
	switch {
	case g.fatal != nil:
		state, col = a.tr("online.conn.offline"), ui.ColBad
	case !v.Connected:
		state, col = a.tr("online.conn.reconnecting"), ui.ColWarn
	}
	if g.sending && !v.Connected {
		state = a.tr("online.conn.queued")
	}
	pt.Rect(ui.Rect{X: x, Y: y + 5*s, W: 10 * s, H: 10 * s}, col, 5*s, 0)
	pt.Text(dst, ui.ElideEnd(pt, state, pt.Bold, w-40*s), pt.Bold, x+18*s, y, col)
	y += lh
	// the clocks: the person's first
	ctl, _ := protocol.ParseControl(v.Control)
	order := [2]engine.Side{g.local, g.local.Opponent()}
	if g.watch {
		order = [2]engine.Side{engine.Cerulean, engine.Amber}
	}
	for _, side := range order {
		name := a.lang.Side(side)
		if !g.watch {
			name = a.tr("online.opponent")
			if side == g.local {
				name = a.tr("online.you")
			}
		}
		pt.Rect(ui.Rect{X: x, Y: y + 3*s, W: 10 * s, H: 14 * s}, a.pal.Unit[side], 3*s, 0)
		pt.Text(dst, ui.ElideEnd(pt, name, pt.Body, w-130*s), pt.Body, x+18*s, y, ui.ColText)
		text, c := a.tr("online.clock.none"), ui.ColDim
		if v.Clock != nil {
			ms := v.Clock.Cerulean
			if side == engine.Amber {
				ms = v.Clock.Amber
			}
			running := v.Clock.Running == side.String() && !v.Over
			if running {
				ms -= time.Since(v.ClockAt).Milliseconds()
			}
			text, c = clockText(a.lang, ms), ui.ColDim
			switch {
			case ms <= 0 && (running || v.Over && v.Reason == "time"):
				text, c = a.tr("online.clock.flag"), ui.ColBad
			case running && lowTime(ctl, ms):
				c = ui.ColWarn
			case running:
				c = ui.ColText
			}
			if running {
				pt.Rect(ui.Rect{X: r.X + r.W - 112*s, Y: y - 2*s, W: 100 * s, H: lh - 2*s}, ui.ColPanelHi, 5*s, 0)
			}
		}
		tw := pt.Width(text, pt.Bold)
		pt.Text(dst, text, pt.Bold, r.X+r.W-18*s-tw, y, c)
		y += lh
	}
	if gone {
		text := a.tr("online.gone.away")
		if left := g.claimIn(); left > 0 && v.ToAct == g.local.Opponent().String() {
			text = a.trf("online.gone.countdown", "Time", clockText(a.lang, left.Milliseconds()))
		}
		pt.Text(dst, ui.ElideEnd(pt, text, pt.Small, w-24*s), pt.Small, x, y+2*s, ui.ColWarn)
	}
}
