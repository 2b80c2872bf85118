package render

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/engine"
	"strategema/learn/puzzles"
	"strategema/render/colour"
	"strategema/render/lattice"
	"strategema/render/scene"
	"strategema/render/store"
	"strategema/render/ui"
)

// puzzlesRoom is the Puzzles room: one shipped puzzle at a time, shown
// from the default camera, in the ladder's order (puzzles.Ladder: easiest
// first for a newcomer, near the player's rating after); the side to move
// plays one turn (two actions) and the puzzle's CheckTurn judges it. The
// first verdict on a puzzle moves the kept rating (an Elo update) and the
// streak; Retry plays it again, Hint rings the unit the solution starts
// with, Solution plays the winning turn, Previous and Next go back and on
// (puzzles.Browser). The task line is puzzles.About; after the solution
// puzzles.Why says why it wins, after a wrong try puzzles.Missed says
// what the try missed.
type puzzlesRoom struct {
	a      *App
	set    []puzzles.Puzzle
	ladder *puzzles.Ladder
	br     *puzzles.Browser
	kept   store.Learn
	lb     learnBoard
	notes  []puzzles.Note // after a verdict: Why (solved) or Missed (not)

	turn    puzzles.Turn
	verdict puzzles.Verdict
	judged  bool    // the turn is played and judged
	rated   bool    // this puzzle has moved the rating
	delta   float64 // the rating's change at this puzzle's verdict
	shown   bool    // the solution was played
	hinted  bool
	side    engine.Side // the side to move at the puzzle's position
	err     error       // the set or the puzzle could not be read
	wrap    textWrap
	scroll  ui.Scroller // the words', where they do not fit the panel
}

// The Puzzles room's buttons.
const (
	puzzleRetry = iota
	puzzleHint
	puzzleSolution
	puzzleNext
	puzzleBack
	puzzlePrev
)

func newPuzzlesRoom(a *App) *puzzlesRoom {
	r := &puzzlesRoom{a: a, kept: a.loadLearn()}
	r.lb = learnBoard{a: a, act: r.play}
	r.set, r.err = puzzles.Shipped()
	if r.err == nil && len(r.set) == 0 {
		r.err = fmt.Errorf("the set is empty")
	}
	if r.err == nil {
		r.ladder = puzzles.NewLadder(r.set)
		r.br = r.ladder.Browse(r.resumePlace())
		r.load()
	}
	return r
}

// resumePlace is the ladder's place to open at: the puzzle the player was
// on (an older file's PuzzleNext, an index into the set's order, names
// it too), else the ladder's First for the player's rating.
func (r *puzzlesRoom) resumePlace() int {
	id := r.kept.PuzzleID
	if id == "" && r.kept.PuzzleNext > 0 {
		id = r.set[r.kept.PuzzleNext%len(r.set)].ID
	}
	if i, ok := r.ladder.Place(id); ok && id != "" {
		return i
	}
	return max(r.ladder.First(r.rating(), r.kept.Solved), 0)
}

// rating is the kept puzzle rating.
func (r *puzzlesRoom) rating() puzzles.PlayerRating {
	return puzzles.PlayerRating{Rating: r.kept.PuzzleRating, Attempts: r.kept.PuzzleAttempts}
}

// pz is the puzzle showing.
func (r *puzzlesRoom) pz() *puzzles.Puzzle { return r.br.Puzzle() }

// load shows the browser's current puzzle afresh, from the default
// camera, and keeps its ID for the next visit.
func (r *puzzlesRoom) load() {
	r.rated, r.delta = false, 0
	r.scroll.Off = 0
	r.retry()
	r.a.view.Cam = scene.DefaultOrbit()
	r.a.view.Solo = 0
	if id := r.pz().ID; r.kept.PuzzleID != id {
		r.kept = r.a.loadLearn()
		r.kept.PuzzleID, r.kept.PuzzleNext = id, 0
		r.a.saveLearn(r.kept)
	}
}

// next goes on to the ladder's next puzzle; prev back to the one before.
func (r *puzzlesRoom) next() {
	r.br.Next(r.rating(), r.kept.Solved)
	r.load()
}

func (r *puzzlesRoom) prev() {
	if r.br.Prev() {
		r.load()
	}
}

// retry starts the puzzle's turn again.
func (r *puzzlesRoom) retry() {
	g, err := r.pz().Game()
	if err != nil {
		r.err = err
		return
	}
	r.turn, r.judged, r.shown, r.hinted, r.notes = nil, false, false, false, nil
	r.side = g.Position().ToMove()
	r.lb.show(g)
}

// play plays one of the player's actions; the turn's end is judged.
func (r *puzzlesRoom) play(act engine.Action) {
	if r.judged || r.err != nil {
		return
	}
	mover := r.lb.m.Game.Position().ToMove()
	if err := r.lb.m.Act(act); err != nil {
		r.a.say(r.a.lang.Error(err))
		return
	}
	if act.SpendsAction() {
		r.turn = append(r.turn, act)
	}
	p := r.lb.m.Game.Position()
	if p.Over() || p.ToMove() != mover {
		r.judge()
	}
}

// judge gives the turn's verdict; the first on a puzzle moves the rating.
func (r *puzzlesRoom) judge() {
	pz := r.pz()
	v, err := pz.CheckTurn(r.turn)
	if err != nil {
		r.err = err
		return
	}
	r.judged, r.verdict = true, v
	r.explain()
	if r.rated || r.shown {
		return
	}
	r.rate(v == puzzles.Solved)
}

// explain writes the verdict's notes: why the solution wins, or what the
// try missed (a note that cannot be worked out is left out: the verdict
// stands alone).
func (r *puzzlesRoom) explain() {
	var err error
	if r.verdict == puzzles.Solved {
		r.notes, err = puzzles.Why(r.pz())
	} else {
		r.notes, err = puzzles.Missed(r.pz(), r.turn)
	}
	if err != nil {
		r.notes = nil
	}
}

// rate moves the kept rating and streak by one verdict and keeps a
// solved puzzle among the solved.
func (r *puzzlesRoom) rate(solved bool) {
	pz := r.pz()
	old := puzzles.PlayerRating{Rating: r.kept.PuzzleRating, Attempts: r.kept.PuzzleAttempts}
	nu := old.Update(pz.Rating, solved)
	r.kept = r.a.loadLearn()
	r.kept.PuzzleRating, r.kept.PuzzleAttempts = nu.Rating, nu.Attempts
	if solved {
		r.kept.PuzzleStreak++
		r.kept.MarkSolved(pz.ID)
	} else {
		r.kept.PuzzleStreak = 0
	}
	r.kept.PuzzleID, r.kept.PuzzleNext = pz.ID, 0
	r.a.saveLearn(r.kept)
	r.rated, r.delta = true, nu.Rating-old.Rating
}

// solution plays the winning turn from the puzzle's position; unrated,
// it counts as not solved.
func (r *puzzlesRoom) solution() {
	pz := r.pz()
	sol, err := pz.SolutionTurn()
	if err != nil {
		r.err = err
		return
	}
	if !r.rated {
		r.rate(false)
	}
	r.retry()
	r.shown = true
	for _, act := range sol {
		if err := r.lb.m.Act(act); err != nil {
			r.err = err
			return
		}
	}
	r.judged, r.verdict = true, puzzles.Solved
	r.explain()
}

func (r *puzzlesRoom) name() string { return "puzzles" }

func (r *puzzlesRoom) board() lattice.State {
	if r.lb.m == nil {
		return lattice.Behind(r.a.behindBoard())
	}
	return r.lb.state()
}

// geom is the room's geometry, as the lesson's (learnRects): three rows of
// buttons under the words; the top bar's title, territory bar and status
// side by side where they fit.
func (r *puzzlesRoom) geom() learnGeom {
	a := r.a
	s := float32(a.pt.Scale)
	head := a.pt.Width(a.tr("learn.puzzles.title"), a.pt.Title) + 200*s + a.pt.Width(r.status(), a.pt.Body)
	return learnRects(a, r.words(nil, 0, 0, learnWordsW(a)), 3, head)
}

// status is the top bar's rating and streak.
func (r *puzzlesRoom) status() string {
	return r.a.trf("learn.puzzles.status", "Rating", int(math.Round(r.kept.PuzzleRating)), "Streak", r.kept.PuzzleStreak)
}

func (r *puzzlesRoom) layout() {
	a := r.a
	s := float32(a.pt.Scale)
	g := r.geom()
	g.view(a)
	panel := g.panel
	ok := r.err == nil && r.lb.m != nil
	bh, gap := learnButtonH*s, learnButtonGap*s
	x := panel.X + 12*s
	bw := (panel.W - 24*s - gap) / 2
	y := panel.Y + panel.H - 2*bh - gap - 12*s
	a.addButton(ui.Rect{X: x, Y: y, W: bw, H: bh}, a.tr("learn.puzzles.retry"), "", puzzleRetry, 0, ok && (len(r.turn) > 0 || r.judged))
	a.addButton(ui.Rect{X: x + bw + gap, Y: y, W: bw, H: bh}, a.tr("learn.hint"), "", puzzleHint, 0, ok && !r.hinted && !r.judged)
	y += bh + gap
	a.addButton(ui.Rect{X: x, Y: y, W: bw, H: bh}, a.tr("learn.puzzles.solution"), "", puzzleSolution, 0, ok && !r.shown)
	a.addButton(ui.Rect{X: x + bw + gap, Y: y, W: bw, H: bh}, a.tr("learn.back"), "Esc", puzzleBack, 0, true)
	ny := y - 2*(bh+gap)
	a.addButton(ui.Rect{X: x, Y: ny, W: bw, H: bh}, a.tr("puzzles.prev"), "P", puzzlePrev, 0, ok && r.br.CanPrev())
	nb := a.addButton(ui.Rect{X: x + bw + gap, Y: ny, W: bw, H: bh}, a.tr("learn.puzzles.next"), "N", puzzleNext, 0, ok)
	nb.Accent = r.judged
}

func (r *puzzlesRoom) press(b *ui.Button) {
	switch b.ID {
	case puzzleRetry:
		r.retry()
	case puzzleHint:
		if c, err := r.pz().Hint(); err == nil {
			r.lb.mark, r.hinted = c, true
		}
	case puzzleSolution:
		r.solution()
	case puzzleNext:
		r.next()
	case puzzlePrev:
		r.prev()
	case puzzleBack:
		r.a.pop()
	}
}

func (r *puzzlesRoom) update() {
	a := r.a
	if r.lb.m == nil {
		if a.dialog == nil && a.fr.KeyPressed(ebiten.KeyEscape) {
			a.pop()
		}
		return
	}
	if a.dialog == nil && r.err == nil {
		switch {
		case a.fr.KeyPressed(ebiten.KeyN):
			r.next()
		case a.fr.KeyPressed(ebiten.KeyP):
			r.prev()
		}
	}
	if a.pt != nil && a.w > 0 {
		r.geom().scrollWords(a, &r.scroll, r.words(nil, 0, 0, learnWordsW(a)))
	}
	if r.lb.update() {
		a.pop()
	}
}

func (r *puzzlesRoom) draw(dst *ebiten.Image) {
	a := r.a
	pt := a.pt
	s := float32(pt.Scale)
	g := r.geom()
	if r.hinted && r.lb.m != nil {
		r.lb.drawHint(r.lb.mark)
	}
	pt.Rect(g.top, ui.ColPanel, 0, 0)
	title := a.tr("learn.puzzles.title")
	pt.Text(dst, title, pt.Title, 16*s, 16*s, ui.ColText)
	status := r.status()
	pt.Text(dst, status, pt.Body, a.w-pt.Width(status, pt.Body)-16*s, 22*s, ui.ColDim)
	// the game's territory counter, between the title and the status (on
	// a second line where they leave it no room)
	if r.lb.m != nil {
		bar := ui.Rect{X: 16 * s, Y: 62 * s, W: a.w - 32*s, H: 12 * s}
		if !g.twoLines {
			bar.X, bar.Y = 16*s+pt.Width(title, pt.Title)+40*s, 16*s
			bar.W = min(360*s, a.w-pt.Width(status, pt.Body)-48*s-bar.X)
		}
		a.drawTerritoryBar(dst, bar, &r.lb.m.Shown)
	}
	pt.Rect(g.panel, ui.ColPanel.Alpha(0.92), 12*s, 1.2*s)
	w := learnWordsW(a)
	r.words(g.wordsDst(pt, dst, r.words(nil, 0, 0, w), 14*s), g.panel.X+14*s, g.panel.Y+14*s-r.scroll.Off, w)
	r.lb.drawTip(dst)
}

// words draws the puzzle's words from (x, y), wrapped to w, and returns
// the height they take; with dst nil it only measures them.
func (r *puzzlesRoom) words(dst *ebiten.Image, x, y, w float32) float32 {
	a := r.a
	pt := a.pt
	s := float32(pt.Scale)
	y0 := y
	lh := pt.LineH(pt.Body)
	para := func(key, text string, c colour.Color) {
		for _, l := range r.wrap.lines(a, pt, key, text, w) {
			if dst != nil {
				pt.Text(dst, l, pt.Body, x, y, c)
			}
			y += lh
		}
		y += 8 * s
	}
	if r.err != nil {
		para("err", a.trf("learn.puzzles.none", "Error", errText(a.lang, r.err)), ui.ColWarn)
		return y - y0
	}
	pz := r.pz()
	theme := a.tr("puzzles.theme." + string(pz.Theme))
	para("which", a.trf("learn.puzzles.which", "N", r.br.Current()+1, "Of", r.ladder.Len(), "Rating", pz.Rating, "Theme", theme), ui.ColDim)
	about := a.tr("puzzles.theme." + string(pz.Theme) + ".about")
	if n, err := puzzles.About(pz); err == nil {
		about = n.Text(a.lang)
	}
	para("task", a.trf("learn.puzzles.task", "Side", a.lang.Side(r.side), "About", about), ui.ColText)
	if !r.judged {
		para("played", a.trf("learn.puzzles.played", "Count", len(r.turn)), ui.ColDim)
	}
	if r.hinted {
		para("hint", a.tr("learn.puzzles.hint_shown"), ui.ColDim)
	}
	switch {
	case r.shown:
		para("shown", a.trf("learn.puzzles.shown", "Turn", pz.Solution), colStar)
	case r.judged:
		rating := int(math.Round(r.kept.PuzzleRating))
		delta := fmt.Sprintf("%+d", int(math.Round(r.delta)))
		if r.verdict == puzzles.Solved {
			text := a.tr("learn.puzzles.solved_again")
			if r.rated && r.delta > 0 {
				text = a.trf("learn.puzzles.solved", "Rating", rating, "Delta", delta)
			}
			para("verdict", text, colStar)
		} else {
			text := a.tr("learn.puzzles.wrong_again")
			if r.rated && r.delta < 0 {
				text = a.trf("learn.puzzles.wrong", "Rating", rating, "Delta", delta)
			}
			para("verdict", text, ui.ColWarn)
		}
	}
	for i, n := range r.notes {
		para(fmt.Sprint("note", i), n.Text(a.lang), ui.ColText)
	}
	return y - y0
}
