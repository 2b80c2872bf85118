package render

import (
	"strconv"

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

func (r *replayRoom) layout() {
	a := r.a
	s := float32(a.pt.Scale)
	// the board between the top bar and the event label above the controls
	a.view.Y0, a.view.H = 62*s, a.h-62*s-124*s
	w := 5*64*s + 4*8*s
	x := (a.w - w) / 2
	y := a.h - 64*s
	play := a.tr("replay.play")
	if r.playing {
		play = a.tr("replay.pause")
	}
	labels := [...]struct {
		l  string
		id int
	}{{"|◄", repStart}, {"◄", repPrev}, {play, repPlay}, {"►", repNext}, {"►|", repEnd}}
	for i, l := range labels {
		a.addButton(ui.Rect{X: x + float32(i)*72*s, Y: y, W: 64 * s, H: 44 * s}, l.l, "", l.id, 0, true)
	}
	a.addButton(ui.Rect{X: a.w - 130*s, Y: 14 * s, W: 116 * s, H: 40 * s}, a.tr("ui.back"), "Esc", repBack, 0, true)
	a.addButton(ui.Rect{X: a.w - 250*s, Y: 14 * s, W: 110 * s, H: 40 * s}, a.tr("replay.map"), "M", repMap, 0, true)
	r.analysis.layout(r)
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
	top := ui.Rect{X: 0, Y: 0, W: a.w, H: 62 * s}
	pt.Rect(top, ui.ColPanel, 0, 0)
	pt.Text(dst, a.tr("replay.title"), pt.Title, 16*s, 16*s, ui.ColText)
	if r.top.Stale(ui.TextKey{N: [4]int{r.k, a.langGen}}) {
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
	pt.Text(dst, r.count, pt.Body, 130*s, 22*s, ui.ColDim)
	pt.Text(dst, r.terrText, pt.Body, 260*s, 22*s, ui.ColDim)
	w := pt.Width(r.label, pt.Bold) + 30*s
	lr := ui.Rect{X: (a.w - w) / 2, Y: a.h - 118*s, W: w, H: 40 * s}
	pt.Rect(lr, ui.ColPanelHi.Alpha(0.95), 8*s, 1.2*s)
	pt.TextCentered(dst, r.label, pt.Bold, lr, ui.ColText)
	r.analysis.draw(r, dst)
}
