package render

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/engine"
	"strategema/render/scene"
)

// openOver shows the game-over panel: the result, its reason, a chart of
// both sides' territory over the turns, and the way to the replay.
func (a *App) openOver() {
	a.overOpen = true
	a.overWhy = ""
	if a.m != nil {
		// the title says who won; the line below says how
		_, why, _ := strings.Cut(resultText(a.m.g.Position()), " — ")
		if why != "" {
			why = strings.ToUpper(why[:1]) + why[1:]
		}
		a.overWhy = why
	}
}

// overVisible reports whether the game-over panel is on the screen.
func (a *App) overVisible() bool {
	return a.overOpen && a.m != nil && a.m.g.Position().Over()
}

func (a *App) overRect() Rect {
	s := float32(a.pt.scale)
	w := min(620*s, a.view.W-40*s)
	h := 380 * s
	return Rect{a.view.X0 + (a.view.W-w)/2, a.view.Y0 + (a.view.H-h)/2, w, h}
}

// layoutOver adds the game-over panel's buttons (called by layoutPlay).
func (a *App) layoutOver() {
	if !a.overOpen || a.m == nil || !a.m.g.Position().Over() {
		return
	}
	s := float32(a.pt.scale)
	r := a.overRect()
	bw := (r.W - 48*s - 24*s) / 4
	y := r.Y + r.H - 58*s
	labels := [...]struct {
		l  string
		id int
	}{{"Replay", btReplay}, {"Save record", btSave}, {"Close", btCloseOver}, {"Menu", btNewAfter}}
	for i, l := range labels {
		b := a.addButton(Rect{r.X + 24*s + float32(i)*(bw+8*s), y, bw, 40 * s}, l.l, "", l.id, 0, true)
		b.accent = l.id == btReplay
	}
}

func (a *App) drawOver(dst *ebiten.Image) {
	if !a.overVisible() {
		return
	}
	pt := a.pt
	s := float32(pt.scale)
	r := a.overRect()
	pt.Rect(r, colPanel.Alpha(0.96), 14*s, 1.6*s)
	g := a.m.g.Position()
	title := "Drawn"
	tc := colText
	switch g.Result() {
	case engine.CeruleanWins:
		title, tc = "Cerulean wins", a.pal.Unit[0]
	case engine.AmberWins:
		title, tc = "Amber wins", a.pal.Unit[1]
	}
	pt.Text(dst, title, pt.Title, r.X+24*s, r.Y+18*s, tc)
	pt.Text(dst, a.overWhy, pt.Body, r.X+24*s, r.Y+54*s, colDim)
	chart := Rect{r.X + 24*s, r.Y + 90*s, r.W - 48*s, r.H - 170*s}
	a.drawChart(dst, chart, a.m.terr)
}

// halfLabel marks the opening's even split on the territory chart.
var halfLabel = fmt.Sprint(engine.Cells / 2)

// drawChart plots both sides' territory per closed turn, with the 128 and
// 180 lines.
func (a *App) drawChart(dst *ebiten.Image, r Rect, terr [][2]int) {
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
		n := a.hud.terrC
		if side == 1 {
			n = a.hud.terrA
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

// ---- replay ----

// replay steps through a finished (or any) game event by event, folding
// the engine's events into a position: the same fold the engine uses.
type replay struct {
	start   engine.Position
	events  []engine.Event
	pos     engine.Position
	k       int // events applied
	playing bool
	t       float32
}

func (a *App) openReplay() {
	if a.m == nil {
		return
	}
	g := a.m.g
	a.rep = &replay{start: g.Initial(), events: g.Events()}
	a.rep.pos = a.rep.start.Clone()
	a.snapTiles(&a.rep.pos)
	a.overOpen = false
	a.screen = scrReplay
}

// seek folds the first k events.
func (r *replay) seek(k int) {
	k = max(0, min(k, len(r.events)))
	if k < r.k {
		r.pos, r.k = r.start.Clone(), 0
	}
	for r.k < k {
		if err := r.pos.ApplyEvent(&r.events[r.k]); err != nil {
			break
		}
		r.k++
	}
}

// markCell is the cell of the last event shown.
func (r *replay) markCell() engine.Cell {
	if r.k == 0 {
		return engine.NoCell
	}
	e := &r.events[r.k-1]
	if e.To.Valid() {
		return e.To
	}
	return e.From
}

func (a *App) layoutReplay() {
	s := float32(a.pt.scale)
	// the board between the top bar and the event label above the controls
	a.view.Y0, a.view.H = 62*s, a.h-62*s-124*s
	w := 5*64*s + 4*8*s
	x := (a.w - w) / 2
	y := a.h - 64*s
	play := "Play"
	if a.rep != nil && a.rep.playing {
		play = "Pause"
	}
	labels := [...]struct {
		l, h string
		id   int
	}{{"|◄", "Home", btRepStart}, {"◄", "←", btRepBack}, {play, "", btRepPlay}, {"►", "→", btRepFwd}, {"►|", "End", btRepEnd}}
	for i, l := range labels {
		a.addButton(Rect{x + float32(i)*72*s, y, 64 * s, 44 * s}, l.l, "", l.id, 0, true)
	}
	a.addButton(Rect{a.w - 130*s, 14 * s, 116 * s, 40 * s}, "Back", "Esc", btBack, 0, true)
	a.addButton(Rect{a.w - 250*s, 14 * s, 110 * s, 40 * s}, "Map view", "M", btMap, 0, true)
}

func (a *App) onReplayButton(id int) {
	r := a.rep
	if r == nil {
		return
	}
	switch id {
	case btRepStart:
		r.seek(0)
	case btRepBack:
		r.seek(r.k - 1)
	case btRepPlay:
		r.playing = !r.playing
	case btRepFwd:
		r.seek(r.k + 1)
	case btRepEnd:
		r.seek(len(r.events))
	}
}

func (a *App) updateReplay() {
	r := a.rep
	f := &a.fr
	if r == nil {
		a.back()
		return
	}
	if a.dialog == nil {
		for _, k := range f.Keys {
			switch k {
			case ebiten.KeyEscape:
				a.back()
			case ebiten.KeyArrowRight:
				r.seek(r.k + 1)
			case ebiten.KeyArrowLeft:
				r.seek(r.k - 1)
			case ebiten.KeyHome:
				r.seek(0)
			case ebiten.KeyEnd:
				r.seek(len(r.events))
			case ebiten.KeySpace:
				r.playing = !r.playing
			case ebiten.KeyM:
				a.toggleMap()
			}
		}
		a.cameraOnly()
	}
	if r.playing {
		r.t += dt * float32(a.set.AnimSpeed)
		if r.t > 0.35 {
			r.t = 0
			r.seek(r.k + 1)
			if r.k >= len(r.events) {
				r.playing = false
			}
		}
	}
}

// cameraOnly handles camera drags and zoom (replay, no picking).
func (a *App) cameraOnly() {
	f := &a.fr
	v := a.view
	if f.Pressed[mouseLeft] && !a.pressOnUI {
		a.drag, a.dragX, a.dragY = mouseLeft, f.MX, f.MY
	}
	if a.drag == mouseLeft {
		if v.Mode == scene.Stacked {
			v.Cam.Yaw += (f.MX - a.dragX) * 0.006
			v.Cam.Pitch += (f.MY - a.dragY) * 0.006
		}
		a.dragX, a.dragY = f.MX, f.MY
		if !f.Down[mouseLeft] {
			a.drag = -1
		}
	}
	if f.WheelY != 0 {
		v.Cam.Zoom *= 1 + 0.12*f.WheelY
	}
	a.idle = 0
}

func (a *App) drawReplay(dst *ebiten.Image) {
	r := a.rep
	if r == nil {
		return
	}
	pt := a.pt
	s := float32(pt.scale)
	top := Rect{0, 0, a.w, 62 * s}
	pt.Rect(top, colPanel, 0, 0)
	pt.Text(dst, "Replay", pt.Title, 16*s, 16*s, colText)
	if r.k != a.repShownK || a.repLabel == "" {
		a.repShownK = r.k
		a.repLabel = "start of the game"
		if r.k > 0 {
			a.repLabel = r.events[r.k-1].Describe()
		}
		a.repCount = itoa(r.k) + " / " + itoa(len(r.events))
		a.repTerr = "Cerulean " + itoa(r.pos.Territory(engine.Cerulean)) + " · Amber " + itoa(r.pos.Territory(engine.Amber))
	}
	pt.Text(dst, a.repCount, pt.Body, 130*s, 22*s, colDim)
	pt.Text(dst, a.repTerr, pt.Body, 260*s, 22*s, colDim)
	w := pt.Width(a.repLabel, pt.Bold) + 30*s
	lr := Rect{(a.w - w) / 2, a.h - 118*s, w, 40 * s}
	pt.Rect(lr, colPanelHi.Alpha(0.95), 8*s, 1.2*s)
	pt.TextCentered(dst, a.repLabel, pt.Bold, lr, colText)
}

// itoa formats a small non-negative int.
func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	neg := n < 0
	if neg {
		n = -n
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}

var _ = scene.Color{}
