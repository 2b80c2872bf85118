//go:build linux

package e2e

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"strategema/engine"
	"strategema/learn/lessons"
	"strategema/learn/puzzles"
	"strategema/render/scene"
)

// learn_test.go: a newcomer learns in the real window: the first lesson
// played from the menu to its last stage, a puzzle solved, How to play
// paged through to the complete rules.

// learnState mirrors the window's learn.json (render/store.Learn).
type learnState struct {
	Lessons      lessons.Progress `json:"lessons"`
	PuzzleRating float64          `json:"puzzle_rating"`
	PuzzleStreak int              `json:"puzzle_streak"`
}

// learned reads what the window kept of the learner's progress.
func (w *window) learned() learnState {
	w.t.Helper()
	var l learnState
	data, err := os.ReadFile(filepath.Join(w.dir, "learn.json"))
	if err != nil {
		w.t.Fatalf("the window kept no progress: %v", err)
	}
	if err := json.Unmarshal(data, &l); err != nil {
		w.t.Fatalf("learn.json: %v", err)
	}
	return l
}

// learnBoardView is the board of the lesson and puzzle rooms as the window
// lays it out (render/lessons.go, learnRects and learnView): the scale s
// from the Back button's height (40 s), the board from the panel's right
// edge (Back's right edge + 12 s) plus 8 s to the window's right, under
// the 62 s top bar and down to a small label's line (12.5 s × 1.35) above
// the window's foot (the lowest level's files), with a strip of 1.6 bold
// lines (15 s each) at its top for the top level's name (levelNameRoom),
// seen from the default camera of the stacked view.
func (w *window) learnBoardView(back string) *scene.View {
	w.t.Helper()
	b := w.button(back)
	win := w.windowSize()
	s := float32(b.H) / 40
	v := scene.NewView(float32(win[0]), float32(win[1]))
	v.X0 = float32(b.X+b.W) + 20*s
	v.Y0 = 62 * s
	v.W, v.H = float32(win[0])-v.X0, float32(win[1])-v.Y0-12.5*1.35*s
	v.Inset = 15 * 1.6 * s
	v.Update()
	return v
}

// learnPlay plays a turn at the learn board as a player does, keeping
// its own copy of the game to know where the units stand (the board's
// picking prefers units and the selected unit's destinations).
type learnPlay struct {
	w *window
	v *scene.View
	g *engine.Game
}

// aim finds a point the board picks as cell c (the unit's body first when
// unit is set), with the board showing every level, or that level alone
// (digit key) when another covers it; it reports the level soloed (0:
// none).
func (lp *learnPlay) aim(c engine.Cell, unit bool, dests engine.Bitboard) (x, y float32, solo int) {
	w, v := lp.w, lp.v
	w.t.Helper()
	p := lp.g.Position()
	occupied := p.Occupied(engine.Cerulean).Or(p.Occupied(engine.Amber))
	for _, s := range []int{0, c.Level() + 1} {
		v.Solo = s
		v.Update()
		pts := []scene.Vec{v.CellPos(c)}
		if unit {
			pts = []scene.Vec{v.UnitPos(c), v.UnitPos(c).Add(scene.Vec{0, 0.15, 0}), v.CellPos(c)}
		}
		q := v.Corners(c, 0.15)
		pts = append(pts, q[:]...)
		for _, pt := range pts {
			x, y, _, ok := v.Project(pt)
			if !ok || x < v.X0 || y < v.Y0 || x >= v.X0+v.W || y >= v.Y0+v.H {
				continue
			}
			if got, ok := v.Pick(x, y, occupied, dests); ok && got == c {
				return x, y, s
			}
		}
	}
	w.t.Fatalf("no point of the board picks %s", c)
	return 0, 0, 0
}

// pointAt moves the pointer over cell c, soloing its level when needed;
// it reports the level soloed.
func (lp *learnPlay) pointAt(c engine.Cell, unit bool, dests engine.Bitboard) int {
	w := lp.w
	w.t.Helper()
	x, y, solo := lp.aim(c, unit, dests)
	if solo != 0 {
		w.tap(strconv.Itoa(solo))
	}
	w.xdo("mousemove", strconv.Itoa(int(x)), strconv.Itoa(int(y)))
	time.Sleep(250 * time.Millisecond)
	return solo
}

// clickCell clicks cell c, and shows every level again after.
func (lp *learnPlay) clickCell(c engine.Cell, unit bool, dests engine.Bitboard) {
	w := lp.w
	w.t.Helper()
	solo := lp.pointAt(c, unit, dests)
	w.xdo("mousedown", "1") // held over a few frames: a slow frame still sees it
	time.Sleep(700 * time.Millisecond)
	w.xdo("mouseup", "1")
	time.Sleep(300 * time.Millisecond)
	if solo != 0 {
		w.tap("0")
		lp.v.Solo = 0
		lp.v.Update()
	}
}

// hurry ends the animation running, if any, as a player's click does: a
// click on an empty cell that no unit may move to (one while nothing runs
// only drops the selection, of which there is none).
func (lp *learnPlay) hurry() {
	lp.w.t.Helper()
	p := lp.g.Position()
	occupied := p.Occupied(engine.Cerulean).Or(p.Occupied(engine.Amber))
	for c := engine.Cell(0); c < engine.Cells; c++ {
		if c.Level() == 1 && !occupied.Has(c) {
			lp.clickCell(c, false, engine.Bitboard{})
			lp.clickCell(c, false, engine.Bitboard{})
			return
		}
	}
}

// play plays the actions: a move is a click on the unit and one on its
// destination, a surge the pointer on the unit and S, a hold H, the end
// of the turn E. played[i] (nil: none) is what the window shows once
// action i is taken: until it does the action is tried again (a click a
// slow frame missed), four times at most.
func (lp *learnPlay) play(acts []engine.Action, played []func(UIMap) bool) {
	w := lp.w
	w.t.Helper()
	for i, a := range acts {
		var seen func(UIMap) bool
		if i < len(played) {
			seen = played[i]
		}
		for try := 1; ; try++ {
			lp.try(a)
			if seen == nil || lp.wait(seen, 10*time.Second) {
				break
			}
			if try == 4 {
				w.t.Fatalf("%v was not taken after %d tries: the window shows %+v", a, try, w.ui())
			}
		}
		if _, err := lp.g.Apply(a); err != nil {
			w.t.Fatalf("%v: %v", a, err)
		}
		// the animations (combat, retreats) end before the next click: a
		// click during one only hurries it on
		time.Sleep(2 * time.Second)
	}
}

// try plays action a once, from the default camera and no selection.
func (lp *learnPlay) try(a engine.Action) {
	w := lp.w
	w.t.Helper()
	w.tap("c") // the default camera, as the view assumes
	lp.hurry()
	switch a.Type {
	case engine.ActMove:
		lp.clickCell(a.From, true, engine.Bitboard{})
		lp.clickCell(a.To, false, lp.g.Position().Destinations(a.From))
	case engine.ActSurge:
		solo := lp.pointAt(a.From, true, engine.Bitboard{})
		w.tap("s")
		if solo != 0 {
			w.tap("0")
		}
	case engine.ActHold:
		w.tap("h")
	case engine.ActEnd:
		w.tap("e")
	default:
		w.t.Fatalf("the learn board has no key for %v", a)
	}
}

// wait reports whether cond comes to hold within d.
func (lp *learnPlay) wait(cond func(UIMap) bool, d time.Duration) bool {
	deadline := time.Now().Add(d)
	for time.Now().Before(deadline) {
		lp.w.alive("playing")
		if cond(lp.w.ui()) {
			return true
		}
		time.Sleep(100 * time.Millisecond)
	}
	return false
}

// enabled reports whether u shows the button labelled label, enabled.
func enabled(u UIMap, label string) bool {
	for _, b := range u.Buttons {
		if b.Label == label {
			return b.Enabled
		}
	}
	return false
}

// tap presses a key by its X name, held over a few frames so that a slow
// frame still sees it.
func (w *window) tap(name string) {
	w.t.Helper()
	w.xdo("keydown", name)
	time.Sleep(300 * time.Millisecond)
	w.xdo("keyup", name)
	time.Sleep(250 * time.Millisecond)
}

// TestFirstLessonPlayedInTheWindow: on a first start the menu offers
// lesson 1; the newcomer plays both its stages with clicks, gets three
// stars for each, kept on disk, and the window offers the next lesson.
func TestFirstLessonPlayedInTheWindow(t *testing.T) {
	w := startWindow(t, 1280, 800, "", "STRATEGEMA_MUTE=1")
	w.resize(1280, 800)
	w.press("Start lesson 1")
	w.waitUI("the lesson", 10*time.Second, func(u UIMap) bool { return u.Screen == "lesson" })
	first := lessons.All()[0]
	v := w.learnBoardView("Back")
	for i, st := range first.Stages {
		lp := &learnPlay{w: w, v: v, g: st.Start()}
		var acts []engine.Action
		for _, word := range st.Solution {
			a, err := engine.ParseAction(word)
			if err != nil {
				t.Fatal(err)
			}
			acts = append(acts, a)
		}
		next := "Next"
		if i == len(first.Stages)-1 {
			next = "Next lesson"
		}
		done := func(u UIMap) bool { return enabled(u, next) }
		played := make([]func(UIMap) bool, len(acts))
		played[len(acts)-1] = done
		lp.play(acts, played)
		w.waitUI("stage "+strconv.Itoa(i+1)+" done", 15*time.Second, done)
		w.shot("lesson-1-stage-" + strconv.Itoa(i+1) + "-done.png")
		if got := w.learned().Lessons.Stars(first.ID, i); got != 3 {
			t.Fatalf("stage %d kept %d stars, want 3", i+1, got)
		}
		w.press(next)
	}
	w.waitUI("lesson 2", 10*time.Second, func(u UIMap) bool { return u.Screen == "lesson" })
	if got := w.learned().Lessons.LessonStars(first); got != 3 {
		t.Fatalf("lesson 1 kept %d stars, want 3", got)
	}
	w.alive("after lesson 1")
}

// TestPuzzleSolvedInTheWindow: the Puzzles room's first puzzle (the
// ladder's first for a newcomer), its winning turn played with clicks
// and keys: solved, the rating up, a streak of one, kept on disk.
func TestPuzzleSolvedInTheWindow(t *testing.T) {
	set, err := puzzles.Shipped()
	if err != nil || len(set) == 0 {
		t.Fatalf("no shipped puzzles: %v", err)
	}
	ladder := puzzles.NewLadder(set)
	first := ladder.At(ladder.First(puzzles.PlayerRating{Rating: 1500}, nil))
	sol, err := first.SolutionTurn()
	if err != nil {
		t.Fatal(err)
	}
	w := startWindow(t, 1280, 800, "", "STRATEGEMA_MUTE=1")
	w.resize(1280, 800)
	w.press("Puzzles")
	w.waitUI("the puzzles", 10*time.Second, func(u UIMap) bool { return u.Screen == "puzzles" })
	g, err := first.Game()
	if err != nil {
		t.Fatal(err)
	}
	lp := &learnPlay{w: w, v: w.learnBoardView("Back"), g: g}
	// the first action offers Retry; the last is judged: no more hint
	played := []func(UIMap) bool{func(u UIMap) bool { return enabled(u, "Retry") }}
	for len(played) < len(sol) {
		played = append(played, func(u UIMap) bool { return !enabled(u, "Hint") })
	}
	lp.play(sol, played)
	w.shot("puzzle-played.png")
	w.waitUI("the verdict", 20*time.Second, func(u UIMap) bool {
		// a judged turn: Retry offered, the hint no longer, the rating kept
		_, err := os.Stat(filepath.Join(w.dir, "learn.json"))
		return enabled(u, "Retry") && !enabled(u, "Hint") && err == nil
	})
	w.shot("puzzle-solved.png")
	l := w.learned()
	if l.PuzzleStreak != 1 || l.PuzzleRating <= 1500 {
		t.Fatalf("after the solution: rating %.0f, streak %d; want above 1500 and 1", l.PuzzleRating, l.PuzzleStreak)
	}
}

// TestHowToPlayPagedThrough: Rules opens How to play; Next and the arrow
// keys page through it; the last page leads to the complete rules, and
// Back returns to the page.
func TestHowToPlayPagedThrough(t *testing.T) {
	w := startWindow(t, 1280, 800, "", "STRATEGEMA_MUTE=1")
	w.resize(1280, 800)
	w.press("Rules")
	w.waitUI("How to play", 10*time.Second, func(u UIMap) bool { return u.Screen == "howto" })
	w.shot("howto-page-1.png")
	w.button("Try it: lesson 1")
	w.press("Next")
	w.button("Try it: lesson 2")
	for range 6 {
		w.tap("Right")
	}
	w.button("Try it: lesson 13") // the last page: winning
	w.shot("howto-last-page.png")
	w.tap("Left")
	w.button("Try it: lesson 9")
	w.tap("Right")
	// the last page's Next is the complete rules
	u := w.ui()
	var next Button
	for _, b := range u.Buttons {
		if b.Label == "Complete rules" {
			next = b // the last one: the page's own button
		}
	}
	w.click(next.X+next.W/2, next.Y+next.H/2)
	w.waitUI("the rules", 10*time.Second, func(u UIMap) bool { return u.Screen == "doc" })
	w.tap("Next")
	w.button("Lesson 1: The lattice")
	w.shot("howto-rules.png")
	w.tap("Escape")
	w.waitUI("back to How to play", 10*time.Second, func(u UIMap) bool { return u.Screen == "howto" })
	w.tap("Escape")
	w.waitUI("back to the menu", 10*time.Second, func(u UIMap) bool { return u.Screen == "menu" })
}
