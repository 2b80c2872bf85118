package render

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/online/client"
	"strategema/render/ui"
)

// onlinetopbar.go: the online panel on a screen with little height (a
// phone turned on its side, about 200 CSS px of board): in the top bar
// between the turn badge and Menu, where it covers no cell of the board
// (at the stage's top left it covered the lowest levels). Its first row
// holds both clocks side by side, the person's first (the running one
// lit, low time in the warning colour, a fallen flag in red); its second
// the connection's state and after it the first that applies of: the
// absent opponent's countdown, the takeback request, the isolation
// warnings, the turn line. While the opponent's takeback request waits,
// Accept and Decline take the places of Surge and Hold in the action bar
// (playRoom.layout), as no play is made before the answer.

// shortScreenH is the height, in layout pixels at the HUD's scale, at or
// under which a screen held sideways is short: the online panel goes
// into the top bar (playLayout.short).
const shortScreenH = 480

// topBarPanel is the online panel's place in a short screen's top bar:
// after the turn badge, before Menu, or before the territory bar where a
// wide window draws it.
func topBarPanel(L playLayout, s float32) ui.Rect {
	slot, bar := topBarSlots(L, s)
	end := L.top.W - 112*s
	if bar.W > 120*s {
		end = bar.X - 16*s
	}
	return ui.Rect{X: slot.X, Y: 6 * s, W: max(0, end-slot.X), H: L.top.H - 12*s}
}

// onlineInTopBar reports whether the play room shows a game played
// online with its panel in the top bar (the turn line and the isolation
// warnings then go into the panel's second row).
func (p *playRoom) onlineInTopBar(L playLayout) bool {
	return L.short && p.shownOnline() != nil
}

// drawOnlineTop draws the online panel o of g in the top bar.
func (p *playRoom) drawOnlineTop(dst *ebiten.Image, g *onlineGame, v *client.View, o onlinePanel) {
	a := p.a
	pt := a.pt
	s := float32(pt.Scale)
	r := o.r
	g.drawn = onlineDrawn{panel: r, clocks: g.drawn.clocks[:0]}
	order, cs := g.clocks(v)
	lh := pt.LineH(pt.Bold)
	half := r.W / 2
	for i, side := range order {
		k := cs[i]
		c := ui.Rect{X: r.X + float32(i)*half, Y: r.Y + 2*s, W: half - 8*s, H: lh}
		tw := pt.Width(k.text, pt.Bold)
		tx := c.X + c.W - 8*s - tw
		if k.running {
			pt.Rect(ui.Rect{X: tx - 8*s, Y: c.Y - 1*s, W: tw + 16*s, H: lh + 2*s}, ui.ColPanelHi, 5*s, 0)
		}
		pt.Rect(ui.Rect{X: c.X, Y: c.Y + 3*s, W: 10 * s, H: 14 * s}, a.pal.Unit[side], 3*s, 0)
		if nw := tx - 12*s - (c.X + 16*s); nw >= 24*s { // else the colour alone names the side
			pt.Text(dst, ui.ElideEnd(pt, k.name, pt.Body, nw), pt.Body, c.X+16*s, c.Y, ui.ColText)
		}
		pt.Text(dst, k.text, pt.Bold, tx, c.Y, k.col)
		g.drawn.clocks = append(g.drawn.clocks, shownText{k.text, ui.Rect{X: tx, Y: c.Y, W: tw, H: lh}})
	}
	// the second row: the connection, then what else there is to say
	y := r.Y + 2*s + lh + 4*s
	state, col := g.connState(v)
	pt.Rect(ui.Rect{X: r.X, Y: y + 5*s, W: 9 * s, H: 9 * s}, col, 4.5*s, 0)
	state = ui.ElideEnd(pt, state, pt.Small, r.W/2-24*s)
	pt.Text(dst, state, pt.Small, r.X+15*s, y, col)
	x := r.X + 15*s + pt.Width(state, pt.Small) + 16*s
	room := r.X + r.W - 8*s - x
	if room < 40*s {
		return
	}
	text, tc := "", ui.ColWarn
	switch {
	case o.gone:
		text = a.tr("online.gone.away")
		if left := g.claimIn(); left > 0 && v.ToAct == g.local.Opponent().String() {
			text = a.trf("online.gone.countdown", "Time", clockText(a.lang, left.Milliseconds()))
		}
	case o.request != "":
		text, tc = o.request, ui.ColText
		if o.incoming {
			tc = ui.ColWarn
		}
	case len(p.hud.warn) > 0:
		text = strings.Join(p.hud.warn, " · ")
	case len(p.hud.turnChoices) > 0:
		line, f := pickTurnLine(pt, p.hud.turnChoices, room)
		pt.Text(dst, line, f, x, y+pt.LineH(pt.Small)-pt.LineH(f), ui.ColDim)
		return
	}
	pt.Text(dst, ui.ElideEnd(pt, text, pt.Small, room), pt.Small, x, y, tc)
}

// takebackAsked reports whether the opponent's takeback request waits
// for the person's answer (g may be nil: no game online).
func (g *onlineGame) takebackAsked() bool {
	if g == nil || g.watch {
		return false
	}
	v := g.c.View()
	return !v.Over && g.fatal == nil && v.Takeback != "" && v.Takeback != g.local.String()
}
