package render

import (
	"errors"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/engine"
	"strategema/lang"
	"strategema/render/lattice"
	"strategema/render/match"
	"strategema/render/player"
	"strategema/render/ui"
)

// analysispanel.go: the analysis panel in the replay (titled Coach): the progress bar
// and Cancel, then the marked turns (inaccuracies ?!, mistakes ?,
// blunders ??); choosing one steps the replay to the turn's start and
// shows the better turn on the board as a suggestion is shown.

// analysisBudget is the time the analysis searches each position: a game
// of 60 turns takes at most about 121 searches, half a minute on a
// desktop. Tests shorten it.
var analysisBudget = 250 * time.Millisecond

// analysisPanel is the replay's view of an analysis.
type analysisPanel struct {
	job    *match.Analysis
	marks  []analysisMark
	listed bool         // marks is built from the finished job
	sel    int          // the chosen mark, -1 for none
	scroll int          // the first mark listed
	shown  *match.Match // the chosen mark's position with its better turn
	byTurn map[int]int  // turn number → index into marks
	at     ui.Rect      // the panel's place (place)
	tall   bool         // across a window held upright, under the board
	// the most small lines a mark's words take at the panel's width on a
	// window held upright, for the width, language and marks of key
	explainN   int
	explainKey [4]int
}

// tallRows is how many marks the list shows on a window held upright
// (▲ and ▼ scroll the rest): the board keeps the height.
const tallRows = 2

// The analysis panel's buttons (the replay's ids go on from repEnd).
const (
	repAnalyse = repEnd + 1 + iota
	repCancel
	repMark // arg: index into marks
	repMarksUp
	repMarksDown
)

// attach shows job in the panel.
func (c *analysisPanel) attach(job *match.Analysis) {
	*c = analysisPanel{job: job, sel: -1}
}

// rect is the panel's place, as the replay's layout last put it (place).
func (c *analysisPanel) rect(a *App) ui.Rect {
	if c.at.W > 0 {
		return c.at
	}
	s := float32(a.pt.Scale)
	return ui.Rect{X: 10 * s, Y: 72 * s, W: min(360*s, a.w*0.34), H: a.h - 72*s - 130*s}
}

// place puts the panel left of the board, from the top bar down to the
// bottom where the step buttons and their label fit beside it (they move
// under the board), else down to them; on a window held upright (a phone)
// across the width, under the board and above the step's label.
func (c *analysisPanel) place(r *replayRoom) {
	a := r.a
	s := float32(a.pt.Scale)
	g := &r.geom
	c.tall = learnTall(a)
	if c.tall {
		// as tall as what it shows asks, never more than half of what the
		// top bar and the step's label leave: the board keeps the rest
		bottom := g.labelY - a.pt.LineH(a.pt.Bold) - 8*s // room for the label's second line
		h := min(c.tallHeight(r), (bottom-g.topH)*0.5)
		c.at = ui.Rect{X: 8 * s, Y: bottom - h, W: a.w - 16*s, H: h}
		return
	}
	y := g.topH + 10*s
	w := min(360*s, a.w*0.34)
	c.at = ui.Rect{X: 10 * s, Y: y, W: w, H: a.h - 130*s - y}
	if right := a.w - (10*s + w + 8*s); right >= g.controls.W+20*s {
		c.at.H = a.h - 10*s - y
		g.labelX, g.labelW = a.w-right+10*s, right-20*s
		g.controls.X = g.labelX + (g.labelW-g.controls.W)/2
		if g.labelY > g.controls.Y-40*s { // beside the buttons (a short window): above them again
			g.labelY = a.h - 118*s
			a.view.H = a.h - g.topH - 124*s
		}
	}
}

// tallHeight is the panel's height across a window held upright: its
// title, then the progress bar and Cancel, or Analyse and why the last
// analysis stopped, or the words of a clean game, or tallRows marks and
// the longest words a mark has (explain).
func (c *analysisPanel) tallHeight(r *replayRoom) float32 {
	a := r.a
	pt := a.pt
	s := float32(pt.Scale)
	w := a.w - 16*s - 28*s
	st := c.job.State()
	switch {
	case !st.Finished:
		return 148 * s
	case st.Cancelled:
		return 148 * s
	case st.Err != nil:
		n := len(pt.Wrap(nil, a.trf("analysis.failed", "Err", analysisErrText(a.lang, st.Err)), pt.Small, w))
		return 150*s + float32(n)*pt.LineH(pt.Small) + 10*s
	case !st.Ready():
		return 148 * s
	}
	c.list(r)
	if len(c.marks) == 0 {
		n := len(pt.Wrap(nil, a.tr("analysis.clean"), pt.Body, w))
		return 58*s + float32(n)*pt.LineH(pt.Body) + 14*s
	}
	return 50*s + float32(min(len(c.marks), tallRows))*markPitch(a) + 10*s +
		float32(c.explainLines(a, w))*pt.LineH(pt.Small) + 2*4*s + 8*s
}

// explainLines is the most small lines the words under the list take at
// width w (at most explain): the longest of the marks' words, and the
// words shown before one is chosen until one is (the board then grows
// once, not with each mark chosen).
func (c *analysisPanel) explainLines(a *App, w float32) int {
	key := [4]int{int(w), a.langGen, len(c.marks), min(c.sel, 0)}
	if c.explainKey == key {
		return c.explainN
	}
	pt := a.pt
	count := func(paras []string) int {
		n := 0
		for _, p := range paras {
			n += len(pt.Wrap(nil, p, pt.Small, w))
		}
		return n
	}
	n := 0
	if c.sel < 0 {
		n = count(c.intro(a)) // until a mark is chosen
	}
	for _, m := range c.marks {
		n = max(n, count(m.better))
	}
	c.explainKey, c.explainN = key, min(n, c.explain())
	return c.explainN
}

// intro is the words under the list before a mark is chosen: what to do,
// and what the marks mean; on a window held upright only what to do (a
// chosen mark says what its own mark means), the board keeps the height.
func (c *analysisPanel) intro(a *App) []string {
	if c.tall {
		return []string{a.tr("analysis.choose")}
	}
	pts := func(d float64) int { return int(d*50 + 0.5) }
	return []string{a.tr("analysis.choose"), a.trf("analysis.marks", "Inaccuracy", pts(player.InaccuracyDrop), "Mistake", pts(player.MistakeDrop), "Blunder", pts(player.BlunderDrop))}
}

// rows is how many marks fit the list, above the room kept for the
// chosen mark's words (explain small lines); tallRows on a window held
// upright, whose panel is as tall as they ask.
func (c *analysisPanel) rows(a *App) int {
	s := float32(a.pt.Scale)
	r := c.rect(a)
	if c.tall {
		n := int((r.H - 76*s - float32(c.explainLines(a, r.W-28*s))*a.pt.LineH(a.pt.Small)) / markPitch(a))
		return max(1, min(tallRows, n))
	}
	return max(1, int((r.H-90*s-float32(c.explain())*a.pt.LineH(a.pt.Small))/markPitch(a)))
}

// markPitch is the pitch of the list's rows: a finger's target and a gap
// on a touch screen.
func markPitch(a *App) float32 { return a.listRowPitch(34 * float32(a.pt.Scale)) }

// explain is the room under the list, in small lines, for what the chosen
// mark means and why the better turn is better: fewer on a window held
// upright, where the panel has the width.
func (c *analysisPanel) explain() int {
	if c.tall {
		return 6
	}
	return 11
}

// layout adds the panel's buttons; it narrows the board's viewport while
// the panel is up.
func (c *analysisPanel) layout(r *replayRoom) {
	a := r.a
	s := float32(a.pt.Scale)
	if c.job == nil {
		a.addButton(r.geom.analyse, a.tr("analysis.analyse"), "A", repAnalyse, 0, true)
		return
	}
	c.place(r)
	pr := c.at
	if c.tall {
		a.view.H = pr.Y - 8*s - a.view.Y0
	} else {
		a.view.X0, a.view.W = pr.X+pr.W+8*s, a.w-(pr.X+pr.W+8*s)
	}
	st := c.job.State()
	bx, bw := pr.X+14*s, pr.W-28*s
	switch {
	case !st.Finished:
		a.addButton(ui.Rect{X: bx, Y: pr.Y + 96*s, W: bw, H: 38 * s}, a.tr("analysis.cancel"), "Esc", repCancel, 0, true)
	case !st.Ready():
		b := a.addButton(ui.Rect{X: bx, Y: pr.Y + 96*s, W: bw, H: 38 * s}, a.tr("analysis.analyse"), "A", repAnalyse, 0, true)
		b.Accent = true
	default:
		c.list(r)
		n, pitch := c.rows(a), markPitch(a)
		for k := c.scroll; k < len(c.marks) && k < c.scroll+n; k++ {
			b := a.addButton(ui.Rect{X: bx, Y: pr.Y + 50*s + float32(k-c.scroll)*pitch, W: bw, H: pitch - 4*s}, c.marks[k].line, "", repMark, k, true)
			b.Left, b.On = true, k == c.sel
		}
		if len(c.marks) > n {
			// ▲ and ▼ side by side at the top right, a finger's size apart
			sz := float32(26 * s)
			if a.touchUI() {
				sz = max(sz, float32(ui.MinTouchTarget*a.deviceScale()))
			}
			x := pr.X + pr.W - 8*s - sz
			a.addButton(ui.Rect{X: x - 6*s - sz, Y: pr.Y + 8*s, W: sz, H: sz}, "▲", "", repMarksUp, 0, c.scroll > 0)
			a.addButton(ui.Rect{X: x, Y: pr.Y + 8*s, W: sz, H: sz}, "▼", "", repMarksDown, 0, c.scroll+n < len(c.marks))
		}
	}
}

// list builds the marks once the job has finished.
func (c *analysisPanel) list(r *replayRoom) {
	if c.listed {
		return
	}
	c.listed = true
	var given func(int, []engine.Action) (match.Given, bool)
	if m := r.a.play.m; m != nil && m.Game == c.job.Source { // the game played here: the suggestions it took
		given = m.SuggestionFor
	}
	c.marks = analysisMarks(r.a, c.job.Game(), c.job.State().Reviews, given)
	c.byTurn = make(map[int]int, len(c.marks))
	for i, m := range c.marks {
		c.byTurn[m.review.Turn] = i
	}
	r.top.Drop() // the step's line gains its mark
}

// press handles the panel's buttons; false for a button not its own.
func (c *analysisPanel) press(r *replayRoom, b *ui.Button) bool {
	a := r.a
	switch b.ID {
	case repAnalyse:
		r.analyse()
	case repCancel:
		if c.job != nil {
			c.job.Stop()
		}
	case repMark:
		c.choose(r, b.Arg)
	case repMarksUp:
		c.scroll = max(0, c.scroll-c.rows(a))
	case repMarksDown:
		c.scroll = min(max(0, len(c.marks)-1), c.scroll+c.rows(a))
	default:
		return false
	}
	return true
}

// choose steps the replay to mark k's turn and shows its better turn.
func (c *analysisPanel) choose(r *replayRoom, k int) {
	if k < 0 || k >= len(c.marks) {
		return
	}
	m := c.marks[k]
	c.sel = k
	r.playing = false
	r.seek(m.event)
	g := engine.NewGameFrom(m.before)
	c.shown = match.New(g, [2]player.Player{player.Human{Label: "Cerulean"}, player.Human{Label: "Amber"}})
	c.shown.ShowTurn(m.review.Best)
}

// hint is the match whose suggestion the board shows at step k: the
// chosen mark's better turn while the replay stands at its start.
func (c *analysisPanel) hint(k int) *match.Match {
	if c.sel < 0 || c.sel >= len(c.marks) || c.shown == nil || c.marks[c.sel].event != k {
		return nil
	}
	return c.shown
}

// markAt is the verdict's mark and name for the turn of event e ("" for
// none), once the analysis has finished.
func (c *analysisPanel) markAt(a *App, e *engine.Event) string {
	if !c.listed {
		return ""
	}
	i, ok := c.byTurn[e.Turn]
	if !ok {
		return ""
	}
	v := c.marks[i].review.Verdict
	return v.Symbol() + " " + a.tr("analysis."+v.String())
}

// draw paints the panel under its buttons.
func (c *analysisPanel) draw(r *replayRoom, dst *ebiten.Image) {
	a := r.a
	if c.job == nil {
		return
	}
	pt := a.pt
	s := float32(pt.Scale)
	pr := c.rect(a)
	pt.Rect(pr, ui.ColPanel.Alpha(0.94), 12*s, 1.4*s)
	pt.Text(dst, a.tr("analysis.title"), pt.Title, pr.X+14*s, pr.Y+10*s, ui.ColText)
	st := c.job.State()
	x, w := pr.X+14*s, pr.W-28*s
	switch {
	case !st.Finished:
		bar := ui.Rect{X: x, Y: pr.Y + 56*s, W: w, H: 12 * s}
		pt.Rect(bar, ui.ColBg, 6*s, 1)
		pt.Rect(ui.Rect{X: bar.X, Y: bar.Y, W: bar.W * st.Fraction(), H: bar.H}, lattice.ColHint.Alpha(0.85), 6*s, 0)
		pt.Text(dst, a.trf("analysis.progress", "Done", st.Done, "Total", st.Total), pt.Small, x, pr.Y+74*s, ui.ColDim)
	case st.Cancelled:
		pt.Text(dst, a.tr("analysis.cancelled"), pt.Body, x, pr.Y+58*s, ui.ColDim)
	case st.Err != nil:
		for i, l := range pt.Wrap(nil, a.trf("analysis.failed", "Err", analysisErrText(a.lang, st.Err)), pt.Small, w) {
			pt.Text(dst, l, pt.Small, x, pr.Y+150*s+float32(i)*pt.LineH(pt.Small), ui.ColDim)
		}
	case len(c.marks) == 0:
		for i, l := range pt.Wrap(nil, a.tr("analysis.clean"), pt.Body, w) {
			pt.Text(dst, l, pt.Body, x, pr.Y+58*s+float32(i)*pt.LineH(pt.Body), ui.ColDim)
		}
	default:
		y := pr.Y + 50*s + float32(min(len(c.marks), c.rows(a)))*markPitch(a) + 10*s
		paras := c.intro(a)
		if c.sel >= 0 && c.sel < len(c.marks) {
			paras = c.marks[c.sel].better
		}
		for i, para := range paras {
			col := ui.ColDim
			if i == 1 && c.sel >= 0 {
				col = lattice.ColHint // the better turn, as the board rings it
			}
			for _, l := range pt.Wrap(nil, para, pt.Small, w) {
				if y+pt.LineH(pt.Small) > pr.Y+pr.H-6*s {
					return // the rest is cut, never drawn past the panel
				}
				pt.Text(dst, l, pt.Small, x, y, col)
				y += pt.LineH(pt.Small)
			}
			y += 4 * s
		}
	}
}

// analysisErrText is why the analysis failed, in the window's language:
// the analysis's own message (player.AnalysisError) with its cause as the
// window says errors, anything else as errText says it.
func analysisErrText(l *lang.Printer, err error) string {
	var ae *player.AnalysisError
	if errors.As(err, &ae) {
		return l.F(ae.ID, ae.Args(func(e error) string { return errText(l, e) })...)
	}
	return errText(l, err)
}
