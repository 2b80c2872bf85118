package render

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/engine"
	"strategema/render/match"
)

// overPanel is the play room's game-over panel: the result, its reason, a
// chart of both sides' territory over the turns, and the way to the
// replay.
type overPanel struct {
	shown bool   // it has been opened for this game (it opens once)
	open  bool   // it is up
	why   string // the reason line
}

// show opens the panel for m's result.
func (o *overPanel) show(m *match.Match) {
	o.open = true
	// the title says who won; the line below says how
	_, why, _ := strings.Cut(match.ResultText(m.Game.Position()), " — ")
	if why != "" {
		why = strings.ToUpper(why[:1]) + why[1:]
	}
	o.why = why
}

// visible reports whether the panel is on the screen.
func (o *overPanel) visible(m *match.Match) bool {
	return o.open && m != nil && m.Game.Position().Over()
}

func (o *overPanel) rect(a *App) Rect {
	s := float32(a.pt.scale)
	w := min(620*s, a.view.W-40*s)
	h := 380 * s
	return Rect{a.view.X0 + (a.view.W-w)/2, a.view.Y0 + (a.view.H-h)/2, w, h}
}

// layout adds the panel's buttons (the play room's layout calls it).
func (o *overPanel) layout(p *playRoom) {
	if !o.visible(p.m) {
		return
	}
	a := p.a
	s := float32(a.pt.scale)
	r := o.rect(a)
	bw := (r.W - 48*s - 24*s) / 4
	y := r.Y + r.H - 58*s
	labels := [...]struct {
		l  string
		id int
	}{{"Replay", overReplay}, {"Save record", overSave}, {"Close", overClose}, {"Menu", overMenu}}
	for i, l := range labels {
		b := a.addButton(Rect{r.X + 24*s + float32(i)*(bw+8*s), y, bw, 40 * s}, l.l, "", l.id, 0, true)
		b.accent = l.id == overReplay
	}
}

func (o *overPanel) draw(p *playRoom, dst *ebiten.Image) {
	if !o.visible(p.m) {
		return
	}
	a := p.a
	pt := a.pt
	s := float32(pt.scale)
	r := o.rect(a)
	pt.Rect(r, colPanel.Alpha(0.96), 14*s, 1.6*s)
	g := p.m.Game.Position()
	title := "Drawn"
	tc := colText
	switch g.Result() {
	case engine.CeruleanWins:
		title, tc = "Cerulean wins", a.pal.Unit[0]
	case engine.AmberWins:
		title, tc = "Amber wins", a.pal.Unit[1]
	}
	pt.Text(dst, title, pt.Title, r.X+24*s, r.Y+18*s, tc)
	pt.Text(dst, o.why, pt.Body, r.X+24*s, r.Y+54*s, colDim)
	chart := Rect{r.X + 24*s, r.Y + 90*s, r.W - 48*s, r.H - 170*s}
	p.drawChart(dst, chart, p.m.Terr)
}

// halfLabel marks the opening's even split on the territory chart.
var halfLabel = fmt.Sprint(engine.Cells / 2)

// drawChart plots both sides' territory per closed turn, with the 128 and
// 180 lines.
func (p *playRoom) drawChart(dst *ebiten.Image, r Rect, terr [][2]int) {
	a := p.a
	pt := a.pt
	s := float32(pt.scale)
	pt.Rect(r, colBg.Alpha(0.8), 6*s, 1)
	// The scale spans the data and the 128 and 180 lines with a little
	// room, so the two sides' lines stand apart even in a close game.
	half, win := engine.Cells/2, engine.SystemicCells
	lo, hi := half, win
	for _, t := range terr {
		lo, hi = min(lo, t[0], t[1]), max(hi, t[0], t[1])
	}
	lo, hi = max(0, lo-12), min(engine.Cells, hi+16)
	yOf := func(v int) float32 {
		return r.Y + r.H - 8*s - (r.H-16*s)*float32(v-lo)/float32(hi-lo)
	}
	for _, ref := range [...]int{half, win} {
		pt.Rect(Rect{r.X + 4*s, yOf(ref), r.W - 8*s, 1 * s}, colDim.Alpha(0.5), 0, 0)
	}
	// the legend, with each side's territory now
	x := r.X + 48*s
	for side, name := range [...]string{"Cerulean ", "Amber "} {
		n := p.hud.terrC
		if side == 1 {
			n = p.hud.terrA
		}
		pt.Text(dst, name, pt.Small, x, r.Y+6*s, a.pal.Unit[side])
		x += pt.Width(name, pt.Small)
		pt.Text(dst, n, pt.Small, x, r.Y+6*s, a.pal.Unit[side])
		x += pt.Width(n, pt.Small) + 18*s
	}
	n := len(terr)
	if n == 0 {
		return
	}
	step := (r.W - 12*s) / float32(max(n-1, 1))
	dot := max(2.5*s, min(step*0.8, 5*s))
	for i, t := range terr {
		x := r.X + 6*s + float32(i)*step
		for side := 0; side < 2; side++ {
			y := yOf(t[side])
			pt.Rect(Rect{x - dot/2, y - dot/2, dot, dot}, a.pal.Unit[side], dot/2, 0)
		}
	}
	pt.Text(dst, systemicLabel, pt.Small, r.X+8*s, yOf(win)-16*s, colDim)
	pt.Text(dst, halfLabel, pt.Small, r.X+8*s, yOf(half)-16*s, colDim)
	pt.Text(dst, "territory per turn", pt.Small, r.X+r.W-130*s, r.Y+6*s, colDim)
}
