package render

import (
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/engine"
	"strategema/render/lattice"
	"strategema/render/match"
	"strategema/render/ui"
)

// replayRoom steps through a finished (or any) game event by event,
// folding the engine's events into a position: the same fold the engine
// uses.
type replayRoom struct {
	a        *App
	start    engine.Position
	events   []engine.Event
	pos      engine.Position
	k        int // events applied
	playing  bool
	t        float32
	game     *engine.Game  // the game replayed (the analysis reviews it)
	analysis analysisPanel // the analysis after the game (analysispanel.go)

	// the top bar's strings, written again when k or the language changes
	top                    ui.TextCache
	label, count, terrText string
	geom                   replayGeom // where the parts go (layout)
}

// The replay's buttons.
const (
	repBack = iota
	repMap
	repStart
	repPrev
	repPlay
	repNext
	repEnd
)

// newReplayRoom replays g from its start.
func newReplayRoom(a *App, g *engine.Game) *replayRoom {
	r := &replayRoom{a: a, start: g.Initial(), events: g.Events(), game: g}
	r.pos = r.start.Clone()
	a.snapTiles(&r.pos)
	r.analysis.sel = -1
	if j := a.play.over.analysis; j != nil && j.Source == g {
		r.analysis.attach(j) // the analysis the game-over panel started
	}
	return r
}

// analyse starts the analysis of the game replayed (again, after a Cancel
// or a failure); the game-over panel shares it when it is the game in
// play.
func (r *replayRoom) analyse() {
	if r.analysis.job != nil {
		if st := r.analysis.job.State(); !st.Finished || st.Ready() {
			return // running, or done
		}
	}
	j, err := match.StartAnalysis(r.a.opts.Analyst, r.game, analysisBudget)
	if err != nil {
		r.a.showMessage(r.a.tr("analysis.title"), analysisErrText(r.a.lang, err))
		return
	}
	r.analysis.attach(j)
	if m := r.a.play.m; m != nil && m.Game == r.game {
		r.a.play.over.analysis = j
	}
}

func (r *replayRoom) name() string { return "replay" }

func (r *replayRoom) board() lattice.State {
	bs := lattice.StateOf(&r.pos)
	bs.Mark = r.markCell()
	bs.M = r.analysis.hint(r.k) // a chosen mark's better turn, at its start
	return bs
}

// seek folds the first k events.
func (r *replayRoom) seek(k int) {
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
func (r *replayRoom) markCell() engine.Cell {
	if r.k == 0 {
		return engine.NoCell
	}
	e := &r.events[r.k-1]
	if e.To.Valid() {
		return e.To
	}
	return e.From
}

// replayGeom is where the replay's parts go, worked out by layout for the
// window's size and language: on a wide window one top bar with the
// title, the step's count, the territory and the buttons; on a narrow one
// (a phone) the words on a line or two and the buttons on a row of their
// own under them, sharing the width.
type replayGeom struct {
	topH           float32 // the top bar's height
	countX, terrX  float32 // where the count and the territory are written
	textY, terrY   float32 // the lines they are written on (the title's is textY)
	analyse        ui.Rect // the place of Analyse, while the analysis is not up
	controls       ui.Rect // the row of step buttons, at the bottom
	labelY         float32 // the top of the step's label, above them
	labelX, labelW float32 // the band the label is centred in
}

// texts writes the top bar's and the label's strings again when the step
// or the language has changed.
func (r *replayRoom) texts() {
	a := r.a
	if !r.top.Stale(ui.TextKey{N: [4]int{r.k, a.langGen}}) {
		return
	}
	r.label = a.tr("replay.start")
	if r.k > 0 {
		r.label = a.lang.Event(r.events[r.k-1])
		if mk := r.analysis.markAt(a, &r.events[r.k-1]); mk != "" {
			r.label += "   " + mk
		}
	}
	r.count = strconv.Itoa(r.k) + " / " + strconv.Itoa(len(r.events))
	r.terrText = a.trf("replay.territory", "Cerulean", r.pos.Territory(engine.Cerulean), "Amber", r.pos.Territory(engine.Amber))
}

func (r *replayRoom) layout() {
	a := r.a
	pt := a.pt
	s := float32(pt.Scale)
	r.texts()
	g := &r.geom
	// the top bar's buttons, right to left: Back, Map view, Analyse
	type topButton struct {
		label, key string
		id         int
		w          float32
	}
	bs := []topButton{{a.tr("ui.back"), "Esc", repBack, 116 * s}, {a.tr("replay.map"), "M", repMap, 110 * s}}
	if r.analysis.job == nil {
		bs = append(bs, topButton{a.tr("analysis.analyse"), "A", repAnalyse, 120 * s})
	}
	row := float32(0)
	for _, b := range bs {
		row += b.w + 10*s
	}
	titleW := pt.Width(a.tr("replay.title"), pt.Title)
	countW, terrW := pt.Width(r.count, pt.Body), pt.Width(r.terrText, pt.Body)
	g.textY = 16 * s
	g.countX = max(130*s, 16*s+titleW+20*s)
	g.terrX = max(260*s, g.countX+countW+20*s)
	g.terrY = g.textY + 6*s
	if g.terrX+terrW+16*s > a.w-4*s-row { // the words closer together, if that fits
		g.countX = 16*s + titleW + 16*s
		g.terrX = g.countX + countW + 16*s
	}
	if g.terrX+terrW+16*s <= a.w-4*s-row {
		// one bar: the words on the left, the buttons on the right
		g.topH = 62 * s
		x := a.w - 14*s
		for _, b := range bs {
			x -= b.w
			r.topButton(b.label, b.key, b.id, ui.Rect{X: x, Y: 14 * s, W: b.w, H: 40 * s})
			x -= 10 * s
		}
	} else {
		// a narrow window: the words on one line or two, the buttons under them
		g.textY = 10 * s
		g.countX, g.terrX = 16*s+titleW+16*s, 16*s+titleW+16*s+countW+16*s
		g.terrY = g.textY + 6*s
		y := g.textY + pt.LineH(pt.Title) + 4*s
		if g.terrX+terrW > a.w-16*s {
			g.terrX, g.terrY = 16*s, y
			y += pt.LineH(pt.Body) + 4*s
		}
		gap := 8 * s
		bw := min(180*s, (a.w-20*s-float32(len(bs)-1)*gap)/float32(len(bs)))
		for i, b := range bs {
			x := a.w - 10*s - float32(i+1)*bw - float32(i)*gap
			r.topButton(b.label, "", b.id, ui.Rect{X: x, Y: y, W: bw, H: 44 * s})
		}
		g.topH = y + 44*s + 10*s
	}
	// the step buttons at the bottom, as wide as the window lets them be
	bw, gap := float32(64*s), float32(8*s)
	if w := (a.w - 20*s - 4*gap) / 5; w < bw {
		bw = w
	}
	w := 5*bw + 4*gap
	g.controls = ui.Rect{X: (a.w - w) / 2, Y: a.h - 64*s, W: w, H: 44 * s}
	g.labelY, g.labelX, g.labelW = a.h-118*s, 10*s, a.w-20*s
	// the board between the top bar and the step's label
	a.view.Y0, a.view.H = g.topH, a.h-g.topH-124*s
	if a.h < 520*s && a.w-20*s >= w+300*s {
		// a short, wide window (a phone turned): the label beside the
		// step buttons, on their row, and the board down to them (room
		// for the label's second line)
		g.controls.X = a.w - 10*s - w
		g.labelY, g.labelX, g.labelW = g.controls.Y-2*s, 10*s, g.controls.X-20*s
		a.view.H = g.controls.Y - 8*s - pt.LineH(pt.Bold) - g.topH
	}
	a.view.Inset = levelNameRoom(a)
	r.analysis.layout(r) // narrows the board, and may move the controls beside its panel
	play := a.tr("replay.play")
	if r.playing {
		play = a.tr("replay.pause")
	}
	labels := [...]struct {
		l  string
		id int
	}{{"|◄", repStart}, {"◄", repPrev}, {play, repPlay}, {"►", repNext}, {"►|", repEnd}}
	for i, l := range labels {
		a.addButton(ui.Rect{X: g.controls.X + float32(i)*(bw+gap), Y: g.controls.Y, W: bw, H: g.controls.H}, l.l, "", l.id, 0, true)
	}
}

// topButton adds one of the top bar's buttons; Analyse is kept for the
// analysis panel, which adds it while no analysis is up.
func (r *replayRoom) topButton(label, key string, id int, at ui.Rect) {
	if id == repAnalyse {
		r.geom.analyse = at
		return
	}
	r.a.addButton(at, label, key, id, 0, true)
}

func (r *replayRoom) press(b *ui.Button) {
	if r.analysis.press(r, b) {
		return
	}
	switch b.ID {
	case repBack:
		r.a.pop()
	case repMap:
		r.a.cam.toggleMap()
	case repStart:
		r.seek(0)
	case repPrev:
		r.seek(r.k - 1)
	case repPlay:
		r.playing = !r.playing
	case repNext:
		r.seek(r.k + 1)
	case repEnd:
		r.seek(len(r.events))
	}
}

func (r *replayRoom) update() {
	a := r.a
	f := &a.fr
	if a.dialog == nil {
		for _, k := range f.Keys {
			switch k {
			case ebiten.KeyEscape:
				if j := r.analysis.job; j != nil && !j.State().Finished {
					j.Stop() // Esc cancels the analysis first
				} else {
					a.pop()
				}
			case ebiten.KeyA:
				r.analyse()
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
				a.cam.toggleMap()
			}
		}
		r.camera()
	}
	if r.playing {
		r.t += a.dt * float32(a.set.AnimSpeed)
		if r.t > 0.35 {
			r.t = 0
			r.seek(r.k + 1)
			if r.k >= len(r.events) {
				r.playing = false
			}
		}
	}
}

// camera moves the camera as the play room's does: keys, drags and the
// wheel over the board (no picking in a replay; the analysis panel narrows
// the board's view while it is up).
func (r *replayRoom) camera() {
	a := r.a
	f := &a.fr
	for _, k := range f.Keys {
		if k != ebiten.KeyM { // M is the replay's own button too
			a.cam.key(k)
		}
	}
	a.cam.orbitKeys()
	v := a.view
	inView := ui.Rect{X: v.X0, Y: v.Y0, W: v.W, H: v.H}.Contains(f.MX, f.MY)
	a.cam.gesture(inView, false)
}

func (r *replayRoom) draw(dst *ebiten.Image) {
	a := r.a
	pt := a.pt
	s := float32(pt.Scale)
	g := &r.geom
	top := ui.Rect{X: 0, Y: 0, W: a.w, H: g.topH}
	pt.Rect(top, ui.ColPanel, 0, 0)
	pt.Text(dst, a.tr("replay.title"), pt.Title, 16*s, g.textY, ui.ColText)
	r.texts()
	pt.Text(dst, r.count, pt.Body, g.countX, g.textY+6*s, ui.ColDim)
	pt.Text(dst, r.terrText, pt.Body, g.terrX, g.terrY, ui.ColDim)
	// the step's label: on one line, or two where the window is narrow
	lines := []string{r.label}
	if pt.Width(r.label, pt.Bold)+30*s > g.labelW {
		lines = pt.Wrap(nil, r.label, pt.Bold, g.labelW-30*s)
		if len(lines) > 2 {
			lines = []string{lines[0], ui.ElideEnd(pt, strings.Join(lines[1:], " "), pt.Bold, g.labelW-30*s)}
		}
	}
	w := float32(0)
	for _, l := range lines {
		w = max(w, pt.Width(l, pt.Bold))
	}
	w += 30 * s
	lh := pt.LineH(pt.Bold)
	h := 40*s + float32(len(lines)-1)*lh
	lr := ui.Rect{X: g.labelX + (g.labelW-w)/2, Y: g.labelY + 40*s - h, W: w, H: h}
	pt.Rect(lr, ui.ColPanelHi.Alpha(0.95), 8*s, 1.2*s)
	y := lr.Y + (h-float32(len(lines))*lh)/2
	for _, l := range lines {
		pt.Text(dst, l, pt.Bold, lr.X+(w-pt.Width(l, pt.Bold))/2, y, ui.ColText)
		y += lh
	}
	r.analysis.draw(r, dst)
}
