package render

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/engine"
	"strategema/online/client"
	"strategema/online/protocol"
	"strategema/render/colour"
	"strategema/render/match"
	"strategema/render/ui"
)

// onlinehud.go: what the play room shows of a game played online, in a
// panel of its own at the board's top left, clear of the view buttons and
// of the lowest level at the bottom left (on a phone held upright in a
// band across the screen above the action bar, the stage ending above
// it, the clocks side by side; on a short screen, a phone turned, in the
// top bar: onlinetopbar.go): the connection (connected,
// reconnecting, offline), both clocks (the running one lit, low time in
// the warning colour, a fallen flag in red) and the opponent's presence
// with the countdown before the game may be claimed, and the opponent's
// takeback request with Accept and Decline. The bar's Undo and Resign
// become Take back and Resign (Abort in the first turns): onlineBar.

// turnBadge is the words of the HUD's turn badge: "Cerulean to move";
// in a game the person plays online, "Your move" or "Opponent's move"
// (the side that must act, the answer to a draw offer included): the
// colours alone left a newcomer to work out which side was theirs.
func (p *playRoom) turnBadge(pos *engine.Position) string {
	a := p.a
	if g := p.shownOnline(); g != nil && !g.watch {
		if protocol.ToAct(pos) == g.local {
			return a.tr("online.turn.yours")
		}
		return a.tr("online.turn.theirs")
	}
	return a.trf("status.to_move", "Side", a.lang.Side(pos.ToMove()))
}

// lowTime is when a clock turns to the warning colour: under 20 s, or a
// tenth of its starting time.
func lowTime(ctl protocol.Control, ms int64) bool {
	d := time.Duration(ms) * time.Millisecond
	return d < 20*time.Second || (ctl.Start() > 0 && d < ctl.Start()/10)
}

// shows reports whether m is the game played online.
func (h *onlineHub) shows(m *match.Match) bool { return h.game != nil && h.game.m == m && m != nil }

// The online panel's buttons (the play room's press hands them over).
const (
	onlineTakeback = 700 + iota // ask the opponent to take back one's last actions
	onlineAccept                // accept the opponent's takeback request
	onlineDecline               // decline it
	onlineResign                // resign, on either side's turn
	onlineAbort                 // abort before both sides have played a turn
)

// onlinePanel is the online panel's place and rows: the connection, both
// clocks, the absent opponent's countdown, the takeback request, and a
// row of buttons while the person plays.
type onlinePanel struct {
	r        ui.Rect
	lh       float32
	gone     bool
	request  string  // the takeback line: the opponent's request, or the person's waiting
	buttons  ui.Rect // the buttons' row (W 0: none)
	incoming bool    // the opponent's request waits for the person's answer
}

// panel lays the online panel out for the play room's layout L.
func (g *onlineGame) panel(L playLayout, v *client.View) onlinePanel {
	a := g.h.a
	pt := a.pt
	s := float32(pt.Scale)
	var o onlinePanel
	o.lh = pt.LineH(pt.Bold) + 4*s
	rows := float32(3)
	if L.tall {
		rows = 2 // the two clocks share a row (drawOnline)
	}
	o.gone = !g.watch && !v.Over && v.Present != nil && !v.Present[g.local.Opponent().String()]
	if o.gone {
		rows++
	}
	playing := !g.watch && !v.Over && g.fatal == nil
	if playing && v.Takeback != "" {
		o.incoming = v.Takeback != g.local.String()
		o.request = a.tr("online.takeback.waiting")
		if o.incoming {
			o.request = a.tr("online.takeback.asked")
		}
		rows++
	}
	if L.short {
		// a short screen: in the top bar, its buttons in the action bar
		o.r = topBarPanel(L, s)
		return o
	}
	bh := float32(0)
	if o.incoming {
		bh = 32 * s
		if a.touchUI() {
			bh = max(bh, float32(ui.MinTouchTarget*a.deviceScale()))
		}
	}
	w := min(280*s, L.stage.W-16*s)
	h := rows*o.lh + 16*s
	if bh > 0 {
		h += bh + 8*s
	}
	o.r = ui.Rect{X: L.stage.X + 8*s, Y: L.stage.Y + L.stage.H - h - 8*s, W: w, H: h}
	if L.tall {
		// a phone held upright: a band of the screen's width above the
		// action bar, which the stage ends above (playRoom.rects), so
		// that it covers neither the lowest level nor the log's sheet
		o.r = ui.Rect{X: L.bar.X, Y: L.bar.Y - h - 8*s, W: L.bar.W, H: h}
	} else {
		o.r = g.topLeft(L, o.r)
	}
	if bh > 0 {
		o.buttons = ui.Rect{X: o.r.X + 8*s, Y: o.r.Y + o.r.H - bh - 8*s, W: o.r.W - 16*s, H: bh}
	}
	return o
}

// shownOnline is the online game the play room shows, or nil.
func (p *playRoom) shownOnline() *onlineGame {
	g := p.a.net.game
	if g == nil || g.m == nil || g.m != p.m || p.a.pt == nil {
		return nil
	}
	return g
}

// onlineMinW is the least width of the online panel beside the view
// buttons: a name, a clock and the margins.
const onlineMinW = 180

// topLeft places the panel r at the stage's top left, where the board's
// staircase leaves room (its lowest level lies at the bottom left): left
// of the view buttons along the stage's top where that leaves it
// onlineMinW, else under them.
func (g *onlineGame) topLeft(L playLayout, r ui.Rect) ui.Rect {
	a := g.h.a
	s := float32(a.pt.Scale)
	r.Y = L.stage.Y + 8*s
	right := r.X + r.W
	for _, b := range a.buttons {
		if b.R.Y >= L.stage.Y && b.R.Y < L.stage.Y+L.stage.H/2 && b.R.Y < r.Y+r.H && r.Y < b.R.Y+b.R.H && b.R.X+b.R.W > r.X {
			right = min(right, b.R.X-8*s)
		}
	}
	if right-r.X >= onlineMinW*s {
		r.W = right - r.X
		return r
	}
	return a.play.clearOfViewButtons(r, L)
}

// onlineDrawn is what the last frame drew of the online panel: the panel
// and the clocks' texts (for the browser's test bridge).
type onlineDrawn struct {
	panel  ui.Rect
	clocks []shownText
}

// shownText is a text drawn and its box.
type shownText struct {
	text string
	r    ui.Rect
}

// layoutOnline places the online panel's buttons, Accept and Decline,
// while the opponent's takeback request waits.
func (p *playRoom) layoutOnline(L playLayout) {
	a := p.a
	g := p.shownOnline()
	if g == nil {
		return
	}
	v := g.c.View()
	o := g.panel(L, &v)
	if o.buttons.W == 0 {
		return
	}
	s := float32(a.pt.Scale)
	half := (o.buttons.W - 8*s) / 2
	b := a.addButton(ui.Rect{X: o.buttons.X, Y: o.buttons.Y, W: half, H: o.buttons.H}, a.tr("online.takeback.accept"), "", onlineAccept, 0, true)
	b.Accent = true
	a.addButton(ui.Rect{X: o.buttons.X + half + 8*s, Y: o.buttons.Y, W: half, H: o.buttons.H}, a.tr("online.takeback.decline"), "", onlineDecline, 0, true)
}

// barButton is one of the play room's bar buttons as a game played
// online changes it.
type barButton struct {
	label   string
	id      int
	enabled bool
}

// onlineBar is what a game played online puts in the bar in place of
// Undo and Resign: Take back (asking the opponent), and Resign on either
// side's turn, Abort before both sides have played a turn; ok is false
// for any other game (the bar as it is).
func (p *playRoom) onlineBar() (undo, resign barButton, ok bool) {
	a := p.a
	g := p.shownOnline()
	if g == nil || g.watch {
		return undo, resign, false
	}
	v := g.c.View()
	playing := !v.Over && g.fatal == nil && !p.m.Game.Position().Over()
	undo = barButton{a.tr("online.takeback"), onlineTakeback, playing && g.canAskTakeback(&v)}
	resign = barButton{a.tr("online.resign"), onlineResign, playing && !p.m.Busy()}
	if v.Position.Turn() <= 2 {
		resign = barButton{a.tr("online.abort"), onlineAbort, playing}
	}
	return undo, resign, true
}

// pressOnline answers the online panel's buttons.
func (p *playRoom) pressOnline(b *ui.Button) {
	a := p.a
	g := a.net.game
	if g == nil || g.m != p.m {
		return
	}
	switch b.ID {
	case onlineTakeback:
		g.askTakeback()
	case onlineAccept, onlineDecline:
		g.answerTakeback(b.ID == onlineAccept)
	case onlineResign:
		a.ask(a.tr("play.resign.title"), a.trf("play.resign.text", "Side", a.lang.Side(g.local), "Winner", a.lang.Side(g.local.Opponent())),
			a.tr("play.resign.yes"), func() { g.resign(p) }, a.tr("play.resign.no"), nil)
	case onlineAbort:
		a.ask(a.tr("online.abort.title"), a.tr("online.abort.text"), a.tr("online.abort"), func() {
			g.command(protocol.Message{T: protocol.TAbort})
		}, a.tr("play.resign.no"), nil)
	}
}

// connState is the connection's state in words and its colour.
func (g *onlineGame) connState(v *client.View) (string, colour.Color) {
	a := g.h.a
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
	return state, col
}

// onlineClock is one side's clock as the panel shows it: whose (You,
// Opponent, or the side's name to a watcher), the time left (or the
// fallen flag) in its colour, and whether it runs.
type onlineClock struct {
	name, text string
	col        colour.Color
	running    bool
}

// clocks are both sides' clocks, the person's first (Cerulean's to a
// watcher), and the sides in that order.
func (g *onlineGame) clocks(v *client.View) (order [2]engine.Side, cs [2]onlineClock) {
	a := g.h.a
	ctl, _ := protocol.ParseControl(v.Control)
	order = [2]engine.Side{g.local, g.local.Opponent()}
	if g.watch {
		order = [2]engine.Side{engine.Cerulean, engine.Amber}
	}
	for i, side := range order {
		k := &cs[i]
		k.name = a.lang.Side(side)
		if !g.watch {
			k.name = a.tr("online.opponent")
			if side == g.local {
				k.name = a.tr("online.you")
			}
		}
		k.text, k.col = a.tr("online.clock.none"), ui.ColDim
		if v.Clock == nil {
			continue
		}
		ms := v.Clock.Cerulean
		if side == engine.Amber {
			ms = v.Clock.Amber
		}
		k.running = v.Clock.Running == side.String() && !v.Over
		if k.running {
			ms -= time.Since(v.ClockAt).Milliseconds()
		}
		k.text = clockText(a.lang, ms)
		switch {
		case ms <= 0 && (k.running || v.Over && v.Reason == "time"):
			k.text, k.col = a.tr("online.clock.flag"), ui.ColBad
		case k.running && lowTime(ctl, ms):
			k.col = ui.ColWarn
		case k.running:
			k.col = ui.ColText
		}
	}
	return order, cs
}

// drawOnline draws the online panel when the play room shows the game
// played online.
func (p *playRoom) drawOnline(dst *ebiten.Image, L playLayout) {
	a := p.a
	g := p.shownOnline()
	if g == nil {
		return
	}
	pt := a.pt
	s := float32(pt.Scale)
	v := g.c.View()
	o := g.panel(L, &v)
	if L.short {
		p.drawOnlineTop(dst, g, &v, o)
		return
	}
	r, lh, gone, w := o.r, o.lh, o.gone, o.r.W
	g.drawn = onlineDrawn{panel: r, clocks: g.drawn.clocks[:0]}
	pt.Rect(r, ui.ColPanel.Alpha(0.92), 8*s, 1.2*s)
	x, y := r.X+12*s, r.Y+8*s
	// the connection
	state, col := g.connState(&v)
	pt.Rect(ui.Rect{X: x, Y: y + 5*s, W: 10 * s, H: 10 * s}, col, 5*s, 0)
	pt.Text(dst, ui.ElideEnd(pt, state, pt.Bold, w-40*s), pt.Bold, x+18*s, y, col)
	y += lh
	// the clocks: the person's first
	order, cs := g.clocks(&v)
	// each clock's column: the panel's width, one under the other; on a
	// screen held upright side by side, each in half the panel where both
	// fit there (a tablet), else the first as wide as it needs and the
	// second the rest (a phone: the opponent's longer name)
	cols := [2]ui.Rect{{X: r.X, Y: y, W: r.W}, {X: r.X, Y: y + lh, W: r.W}}
	pad := float32(100 * s) // the clock's highlight
	if r.W < 280*s {
		pad = 0 // narrowed beside the view buttons: the names keep the room
	}
	if L.tall {
		pad = 0
		need := func(k int) float32 {
			return 12*s + 18*s + pt.Width(cs[k].name, pt.Body) + 12*s + pt.Width(cs[k].text, pt.Bold) + 30*s
		}
		w0 := min(r.W/2, need(0))
		if need(0) <= r.W/2 && need(1) <= r.W/2 {
			w0 = r.W / 2
		}
		cols = [2]ui.Rect{{X: r.X, Y: y, W: w0}, {X: r.X + w0, Y: y, W: r.W - w0}}
	}
	for i, side := range order {
		k, c := cs[i], cols[i]
		cx := c.X + 12*s
		if L.tall && i == 1 {
			cx = c.X + 4*s
		}
		tw := pt.Width(k.text, pt.Bold)
		hw := max(pad, tw+16*s) // the highlight behind a running clock
		hx := c.X + c.W - 10*s - hw
		if k.running {
			pt.Rect(ui.Rect{X: hx, Y: c.Y - 2*s, W: hw, H: lh - 2*s}, ui.ColPanelHi, 5*s, 0)
		}
		pt.Rect(ui.Rect{X: cx, Y: c.Y + 3*s, W: 10 * s, H: 14 * s}, a.pal.Unit[side], 3*s, 0)
		pt.Text(dst, ui.ElideEnd(pt, k.name, pt.Body, hx-4*s-(cx+18*s)), pt.Body, cx+18*s, c.Y, ui.ColText)
		pt.Text(dst, k.text, pt.Bold, c.X+c.W-18*s-tw, c.Y, k.col)
		g.drawn.clocks = append(g.drawn.clocks, shownText{k.text, ui.Rect{X: c.X + c.W - 18*s - tw, Y: c.Y, W: tw, H: pt.LineH(pt.Bold)}})
	}
	y = cols[1].Y + lh
	x = r.X + 12*s
	if gone {
		text := a.tr("online.gone.away")
		if left := g.claimIn(); left > 0 && v.ToAct == g.local.Opponent().String() {
			text = a.trf("online.gone.countdown", "Time", clockText(a.lang, left.Milliseconds()))
		}
		pt.Text(dst, ui.ElideEnd(pt, text, pt.Small, w-24*s), pt.Small, x, y+2*s, ui.ColWarn)
		y += lh
	}
	if o.request != "" {
		col := ui.ColText
		if o.incoming {
			col = ui.ColWarn
		}
		pt.Text(dst, ui.ElideEnd(pt, o.request, pt.Small, w-24*s), pt.Small, x, y+2*s, col)
	}
}
