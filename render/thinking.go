package render

// thinking.go: computer commanders in the play room: the thinking panel
// with the search's progress (or the suggestion being looked for), and
// the exhibition's bar (pause, step and pace).

import (
	"fmt"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/engine"
	"strategema/lang"
	"strategema/render/colour"
	"strategema/render/match"
	"strategema/render/player"
	"strategema/render/ui"
)

// colNote is the colour of the window's own lines in the Tactical Log.
var colNote = colour.Color{R: 0.55, G: 0.85, B: 1, A: 1}

// thinkPanel holds the thinking panel's strings, formatted again only
// when what they show changes.
type thinkPanel struct {
	key   [4]int
	lines [4]string
}

// layoutExhibition lays out the exhibition's bar: pause, step and pace.
func (p *playRoom) layoutExhibition(bar ui.Rect) {
	a := p.a
	s := float32(a.pt.Scale)
	m := p.m
	gap := 8 * s
	bw := min((bar.W-gap*3)/4, 170*s)
	pause := a.tr("play.pause")
	if m.Paused {
		pause = a.tr("play.resume")
	}
	over := m.Game.Position().Over()
	b := a.addButton(ui.Rect{X: bar.X, Y: bar.Y, W: bw, H: bar.H}, pause, "P", playPause, 0, !over)
	b.Accent = true
	x := bar.X + bw + gap
	if !m.Online { // a game watched online goes at its players' pace: no steps
		a.addButton(ui.Rect{X: x, Y: bar.Y, W: bw, H: bar.H}, a.tr("play.step"), "N", playStep, 0, !over)
		x += bw + gap
	}
	a.addButton(ui.Rect{X: x, Y: bar.Y, W: bw, H: bar.H}, a.trf("play.pace", "Pace", a.tr("play.pace."+match.PaceNames[m.Pace])), "T", playPace, 0, true)
}

// exhibitionButtons is how many buttons the exhibition's bar has.
func exhibitionButtons(m *match.Match) int {
	if m.Online {
		return 2
	}
	return 3
}

// drawExhibition writes who plays whom beside the exhibition's bar.
func (p *playRoom) drawExhibition(dst *ebiten.Image, bar ui.Rect) {
	m := p.m
	if !m.Exhibition {
		return
	}
	a := p.a
	pt := a.pt
	s := float32(pt.Scale)
	bw := min((bar.W-8*s*3)/4, 170*s)
	x := bar.X + float32(exhibitionButtons(m))*(bw+8*s) + 6*s
	state, paused := a.tr("play.exhibition"), a.tr("play.exhibition.paused")
	if m.Online { // a game watched online
		state, paused = a.tr("online.watching"), a.tr("online.watching.paused")
	}
	if m.Paused {
		state = paused
	}
	room := bar.X + bar.W - x // a phone: the last quarter of the bar
	pt.Text(dst, ui.ElideEnd(pt, state, pt.Bold, room), pt.Bold, x, bar.Y+2*s, ui.ColWarn)
	first := ui.ElideEnd(pt, a.ladder.commanderName(m, 0), pt.Small, room)
	pt.Text(dst, first, pt.Small, x, bar.Y+22*s, a.pal.Unit[0])
	w := pt.Width(first+"  ", pt.Small)
	if w < room {
		pt.Text(dst, ui.ElideEnd(pt, a.trf("play.exhibition.versus", "Name", a.ladder.commanderName(m, 1)), pt.Small, room-w), pt.Small, x+w, bar.Y+22*s, a.pal.Unit[1])
	}
}

// thinkingShown reports whether the thinking panel is up.
func (p *playRoom) thinkingShown() bool {
	m := p.m
	return m != nil && (m.Think != nil && !m.Think.Draw || m.Suggesting() != nil)
}

// drawThinking paints the thinking panel (a computer's search, or the
// suggestion being looked for) at the foot of the info panel, which shows
// only a few lines while nobody selects a unit; it reports whether it
// painted one.
func (p *playRoom) drawThinking(dst *ebiten.Image, info ui.Rect) bool {
	m := p.m
	a := p.a
	var who string
	var start time.Time
	var budget time.Duration
	var prog player.Progress
	n := 0
	side := engine.Cerulean
	switch {
	case m.Think != nil && !m.Think.Draw && !a.net.shows(m): // an online opponent's turn is in the online panel
		t := m.Think
		who, start, budget, side = a.trf("play.thinking", "Name", a.ladder.commanderName(m, t.Side)), t.Start, t.Budget, t.Side
		prog, n = t.Progress()
	case m.Suggesting() != nil:
		sg := m.Suggesting()
		who, start, budget, side = a.trf("play.think.looking", "Side", a.lang.Side(sg.Side)), sg.Start, sg.Budget, sg.Side
	default:
		return false
	}
	pt := a.pt
	s := float32(pt.Scale)
	tp := &p.think
	el := time.Since(start)
	tenths := int(el / (100 * time.Millisecond))
	key := [4]int{n, tenths, int(budget / time.Millisecond), int(side)}
	if key != tp.key || tp.lines[0] != who {
		tp.key = key
		tp.lines[0] = who
		tp.lines[1] = a.trf("play.think.seconds", "Elapsed", a.lang.Decimal(el.Seconds(), 1), "Budget", a.lang.Decimal(budget.Seconds(), 1))
		switch {
		case n == 0 && m.Think != nil:
			tp.lines[2] = a.tr("play.think.searching")
			tp.lines[3] = ""
		case n == 0:
			tp.lines[2] = a.tr("play.think.data")
			tp.lines[3] = ""
		default:
			tp.lines[2] = ui.ElideEnd(pt, a.trf("play.think.progress", "Depth", prog.Depth, "Nodes", count(a.lang, prog.Nodes), "Score", fmt.Sprintf("%+d", prog.Score)), pt.Small, info.W-40*s)
			words := make([]string, 0, 8)
			for _, act := range prog.Line {
				words = append(words, act.String())
			}
			line := a.trf("play.think.best", "Line", strings.Join(words, " · "))
			for len(words) > 1 && pt.Width(line, pt.Small) > info.W-40*s {
				words = words[:len(words)-1]
				line = a.trf("play.think.best_cut", "Line", strings.Join(words, " · "))
			}
			tp.lines[3] = line
		}
	}
	r := ui.Rect{X: info.X + 8*s, Y: info.Y + info.H - 112*s, W: info.W - 16*s, H: 104 * s}
	pt.Rect(r, ui.ColPanelHi.Alpha(0.97), 8*s, 1.2*s)
	in := r.Inset(12 * s)
	pt.Text(dst, tp.lines[0], pt.Bold, in.X, in.Y, a.pal.Unit[side].Lerp(ui.ColText, 0.4))
	tw := pt.Width(tp.lines[1], pt.Small)
	pt.Text(dst, tp.lines[1], pt.Small, in.X+in.W-tw, in.Y+2*s, ui.ColDim)
	bar := ui.Rect{X: in.X, Y: in.Y + 26*s, W: in.W, H: 8 * s}
	pt.Rect(bar, ui.ColDisabled.Alpha(1), 4*s, 0)
	frac := float32(1)
	if budget > 0 {
		frac = min(float32(el.Seconds()/budget.Seconds()), 1)
	}
	pt.Rect(ui.Rect{X: bar.X, Y: bar.Y, W: bar.W * frac, H: bar.H}, a.pal.Unit[side], 4*s, 0)
	pt.Text(dst, tp.lines[2], pt.Small, in.X, in.Y+42*s, ui.ColText)
	if l := tp.lines[3]; l != "" {
		pt.Text(dst, l, pt.Small, in.X, in.Y+62*s, ui.ColDim)
	}
	return true
}

// count writes n briefly in p's numbers: 950, 12.4k, 3.1M (3,1M in
// Russian).
func count(p *lang.Printer, n uint64) string {
	switch {
	case n >= 1_000_000:
		return p.Decimal(float64(n)/1e6, 1) + "M"
	case n >= 10_000:
		return p.Decimal(float64(n)/1e3, 0) + "k"
	case n >= 1_000:
		return p.Decimal(float64(n)/1e3, 1) + "k"
	}
	return fmt.Sprintf("%d", n)
}

// clearOfViewButtons moves r (the thinking panel's or the Legend's place
// at the stage's top left) down below every view button it would lie
// under (Camera, Map view, Legend and the levels along the board's top,
// one row or two, a finger's size on a touch screen).
func (p *playRoom) clearOfViewButtons(r ui.Rect, L playLayout) ui.Rect {
	s := float32(p.a.pt.Scale)
	for moved := true; moved; {
		moved = false
		for _, b := range p.a.buttons {
			if b.R.Y < L.stage.Y+L.stage.H/2 && b.R.Y >= L.stage.Y && rectsOverlap(b.R, r) {
				r.Y, moved = b.R.Y+b.R.H+8*s, true
			}
		}
	}
	return r
}

// drawTurnUnder writes the turn line (the turn, and the level played and
// its rating in a game against one) at the board's top left under the
// view buttons, where the top bar leaves it no room beside the badge (a
// phone held upright), unless the thinking panel or the Legend is there.
func (p *playRoom) drawTurnUnder(dst *ebiten.Image, L playLayout) {
	if p.thinkingShown() || p.legend || p.hud.turn == "" {
		return
	}
	pt := p.a.pt
	s := float32(pt.Scale)
	r := p.clearOfViewButtons(ui.Rect{X: L.stage.X + 8*s, Y: L.think.Y, W: L.stage.W - 16*s, H: pt.LineH(pt.Small)}, L)
	pt.Text(dst, ui.ElideEnd(pt, p.hud.turn, pt.Small, r.W), pt.Small, r.X+4*s, r.Y, ui.ColText)
}
