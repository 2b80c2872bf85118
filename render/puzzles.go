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
// from the default camera; the side to move plays one turn (two actions)
// and the puzzle's CheckTurn judges it. The first verdict on a puzzle
// moves the kept rating (an Elo update) and the streak; Retry plays it
// again, Hint rings the key unit, Solution plays the winning turn, Next
// goes on (the set cycles when it runs out).
type puzzlesRoom struct {
	a    *App
	set  []puzzles.Puzzle
	i    int // the puzzle showing
	kept store.Learn
	lb   learnBoard

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
}

// The Puzzles room's buttons.
const (
	puzzleRetry = iota
	puzzleHint
	puzzleSolution
	puzzleNext
	puzzleBack
)

func newPuzzlesRoom(a *App) *puzzlesRoom {
	r := &puzzlesRoom{a: a, kept: a.loadLearn()}
	r.lb = learnBoard{a: a, act: r.play}
	r.set, r.err = puzzles.Shipped()
	if r.err == nil && len(r.set) == 0 {
		r.err = fmt.Errorf("the set is empty")
	}
	if r.err == nil {
		r.load(r.kept.PuzzleNext % len(r.set))
	}
	return r
}

// load shows puzzle i afresh, from the default camera.
func (r *puzzlesRoom) load(i int) {
	r.i = i
	r.rated, r.delta = false, 0
	r.retry()
	r.a.view.Cam = scene.DefaultOrbit()
	r.a.view.Solo = 0
}

// retry starts the puzzle's turn again.
func (r *puzzlesRoom) retry() {
	g, err := r.set[r.i].Game()
	if err != nil {
		r.err = err
		return
	}
	r.turn, r.judged, r.shown, r.hinted = nil, false, false, false
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
	pz := &r.set[r.i]
	v, err := pz.CheckTurn(r.turn)
	if err != nil {
		r.err = err
		return
	}
	r.judged, r.verdict = true, v
	if r.rated || r.shown {
		return
	}
	r.rate(v == puzzles.Solved)
}

// rate moves the kept rating and streak by one verdict and goes on to
// the next puzzle next time the room opens.
func (r *puzzlesRoom) rate(solved bool) {
	pz := &r.set[r.i]
	old := puzzles.PlayerRating{Rating: r.kept.PuzzleRating, Attempts: r.kept.PuzzleAttempts}
	nu := old.Update(pz.Rating, solved)
	r.kept = r.a.loadLearn()
	r.kept.PuzzleRating, r.kept.PuzzleAttempts = nu.Rating, nu.Attempts
	if solved {
		r.kept.PuzzleStreak++
	} else {
		r.kept.PuzzleStreak = 0
	}
	r.kept.PuzzleNext = (r.i + 1) % len(r.set)
	r.a.saveLearn(r.kept)
	r.rated, r.delta = true, nu.Rating-old.Rating
}

// solution plays the winning turn from the puzzle's position; unrated,
// it counts as not solved.
func (r *puzzlesRoom) solution() {
	pz := &r.set[r.i]
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
}

func (r *puzzlesRoom) name() string { return "puzzles" }

func (r *puzzlesRoom) board() lattice.State {
	if r.lb.m == nil {
		return lattice.Behind(r.a.behindBoard())
	}
	return r.lb.state()
}

// rects is the room's geometry, as the lesson's.
func (r *puzzlesRoom) rects() (top, panel ui.Rect) { return learnRects(r.a) }

func (r *puzzlesRoom) layout() {
	a := r.a
	s := float32(a.pt.Scale)
	top, panel := r.rects()
	learnView(a, top, panel)
	ok := r.err == nil && r.lb.m != nil
	bh, gap := 40*s, 8*s
	x := panel.X + 12*s
	bw := (panel.W - 24*s - gap) / 2
	y := panel.Y + panel.H - 2*bh - gap - 12*s
	a.addButton(ui.Rect{X: x, Y: y, W: bw, H: bh}, a.tr("learn.puzzles.retry"), "", puzzleRetry, 0, ok && (len(r.turn) > 0 || r.judged))
	a.addButton(ui.Rect{X: x + bw + gap, Y: y, W: bw, H: bh}, a.tr("learn.hint"), "", puzzleHint, 0, ok && !r.hinted && !r.judged)
	y += bh + gap
	a.addButton(ui.Rect{X: x, Y: y, W: bw, H: bh}, a.tr("learn.puzzles.solution"), "", puzzleSolution, 0, ok && !r.shown)
	a.addButton(ui.Rect{X: x + bw + gap, Y: y, W: bw, H: bh}, a.tr("learn.back"), "Esc", puzzleBack, 0, true)
	nb := a.addButton(ui.Rect{X: x, Y: y - 2*(bh+gap), W: panel.W - 24*s, H: bh}, a.tr("learn.puzzles.next"), "N", puzzleNext, 0, ok)
	nb.Accent = r.judged
}

func (r *puzzlesRoom) press(b *ui.Button) {
	switch b.ID {
	case puzzleRetry:
		r.retry()
	case puzzleHint:
		if c, err := r.set[r.i].Hint(); err == nil {
			r.lb.mark, r.hinted = c, true
		}
	case puzzleSolution:
		r.solution()
	case puzzleNext:
		r.load((r.i + 1) % len(r.set))
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
	if a.dialog == nil && a.fr.KeyPressed(ebiten.KeyN) && r.err == nil {
		r.load((r.i + 1) % len(r.set))
	}
	if r.lb.update() {
		a.pop()
	}
}

func (r *puzzlesRoom) draw(dst *ebiten.Image) {
	a := r.a
	pt := a.pt
	s := float32(pt.Scale)
	top, panel := r.rects()
	pt.Rect(top, ui.ColPanel, 0, 0)
	pt.Text(dst, a.tr("learn.puzzles.title"), pt.Title, 16*s, 16*s, ui.ColText)
	status := a.trf("learn.puzzles.status", "Rating", int(math.Round(r.kept.PuzzleRating)), "Streak", r.kept.PuzzleStreak)
	pt.Text(dst, status, pt.Body, a.w-pt.Width(status, pt.Body)-16*s, 22*s, ui.ColDim)
	pt.Rect(panel, ui.ColPanel.Alpha(0.92), 12*s, 1.2*s)
	w := panel.W - 28*s
	x, y := panel.X+14*s, panel.Y+14*s
	lh := pt.LineH(pt.Body)
	para := func(key, text string, c colour.Color) {
		for _, l := range r.wrap.lines(a, pt, key, text, w) {
			pt.Text(dst, l, pt.Body, x, y, c)
			y += lh
		}
		y += 8 * s
	}
	if r.err != nil {
		para("err", a.trf("learn.puzzles.none", "Error", errText(a.lang, r.err)), ui.ColWarn)
		return
	}
	pz := &r.set[r.i]
	theme := a.tr("puzzles.theme." + string(pz.Theme))
	para("which", a.trf("learn.puzzles.which", "N", r.i+1, "Of", len(r.set), "Rating", pz.Rating, "Theme", theme), ui.ColDim)
	side := r.side
	para("task", a.trf("learn.puzzles.task", "Side", a.lang.Side(side), "About", a.tr("puzzles.theme."+string(pz.Theme)+".about")), ui.ColText)
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
}
