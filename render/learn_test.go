package render

import (
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/engine"
	"strategema/learn/lessons"
	"strategema/learn/puzzles"
	"strategema/render/input"
	"strategema/render/match"
	"strategema/render/scene"
	"strategema/render/store"
	"strategema/render/ui"
)

// learnCell returns script steps that click cell c on the learning board
// of the room on top, as clickCell does on the play room's.
func learnCell(c engine.Cell, unit bool) []func(*App, *input.Frame) bool {
	lbOf := func(a *App) *match.Match {
		switch r := a.top().(type) {
		case *lessonRoom:
			return r.lb.m
		case *puzzlesRoom:
			return r.lb.m
		}
		return nil
	}
	aim := func(a *App, f *input.Frame) bool {
		m := lbOf(a)
		v := a.view
		pts := []scene.Vec{v.CellPos(c)}
		if unit {
			pts = []scene.Vec{v.UnitPos(c), v.UnitPos(c).Add(scene.Vec{0, 0.15, 0}), v.CellPos(c)}
		}
		q := v.Corners(c, 0.15)
		pts = append(pts, q[:]...)
		for _, p := range pts {
			x, y, _, ok := v.Project(p)
			if !ok || !(ui.Rect{X: v.X0, Y: v.Y0, W: v.W, H: v.H}).Contains(x, y) {
				continue
			}
			if got, ok := v.Pick(x, y, m.Occupied(), m.Dests); ok && got == c {
				f.MX, f.MY = x, y
				return true
			}
		}
		return false
	}
	solo := false
	return []func(*App, *input.Frame) bool{
		func(a *App, f *input.Frame) bool {
			if lbOf(a) == nil || lbOf(a).Busy() {
				return false
			}
			if !aim(a, f) {
				solo = true
				f.Keys = append(f.Keys, ebiten.KeyDigit1+ebiten.Key(c.Level()))
			}
			return true
		},
		func(a *App, f *input.Frame) bool { aim(a, f); return true },
		func(a *App, f *input.Frame) bool {
			aim(a, f)
			f.Down[input.MouseLeft], f.Pressed[input.MouseLeft] = true, true
			return true
		},
		func(a *App, f *input.Frame) bool { aim(a, f); f.Released[input.MouseLeft] = true; return true },
		func(a *App, f *input.Frame) bool {
			if solo {
				f.Keys = append(f.Keys, ebiten.KeyDigit0)
				solo = false
			}
			return true
		},
	}
}

// playWords adds the steps that play record words at the window: a move
// is two clicks, a surge hovers its cell and presses S, hold and end
// press H and E.
func playWords(t *testing.T, script *scriptInput, words []string) {
	t.Helper()
	for _, w := range words {
		act, err := engine.ParseAction(w)
		if err != nil {
			t.Fatal(err)
		}
		switch act.Type {
		case engine.ActMove:
			script.Steps = append(script.Steps, learnCell(act.From, true)...)
			script.Steps = append(script.Steps, learnCell(act.To, false)...)
		case engine.ActHold:
			script.Steps = append(script.Steps, func(a *App, f *input.Frame) bool { f.Keys = append(f.Keys, ebiten.KeyH); return true })
		case engine.ActEnd:
			script.Steps = append(script.Steps, func(a *App, f *input.Frame) bool { f.Keys = append(f.Keys, ebiten.KeyE); return true })
		default:
			t.Fatalf("the test does not play %q", w)
		}
	}
}

func shotDir(t *testing.T) {
	if os.Getenv("STRATEGEMA_TEST_SHOTS") == "" {
		t.Setenv("STRATEGEMA_TEST_SHOTS", t.TempDir())
	}
}

// TestLessonStagePlayedAtTheWindow opens the Lessons room, lesson 1,
// plays its first stage's solution with clicks: the stage is done with
// three stars, the stars are kept, and the list shows them. Then a wrong
// move in the next stage shows an explanation and restarts the stage.
func TestLessonStagePlayedAtTheWindow(t *testing.T) {
	shotDir(t)
	script := &scriptInput{}
	st := store.New(store.NewMem())
	a := newTestApp(t, Options{Input: script, Store: st, Quiet: true})
	run(t, a, 2)
	a.push(newLessonsRoom(a))
	run(t, a, 2)
	savePNG(t, run(t, a, 2), "lessons-list-en.png")
	script.Steps = append(script.Steps, clickButton("1. "+a.tr(lessons.All()[0].Title))...)
	runUntil(t, a, 200, script.Done)
	lr, ok := a.top().(*lessonRoom)
	if !ok || lr.index != 0 || lr.stage != 0 {
		t.Fatalf("screen %q, want lesson 1 stage 1", a.top().name())
	}
	stage := lr.cur()
	playWords(t, script, stage.Solution)
	runUntil(t, a, 400, script.Done)
	run(t, a, 3)
	if !lr.done || lr.stars != 3 {
		t.Fatalf("after the solution: done %v, %d stars; why %s", lr.done, lr.stars, lr.why.English())
	}
	savePNG(t, run(t, a, 2), "lesson-done-en.png")
	kept, err := st.LoadLearn()
	if err != nil || kept.Lessons.Stars("lattice", 0) != 3 {
		t.Fatalf("kept progress %+v, %v", kept.Lessons, err)
	}
	script.Steps = append(script.Steps, clickButton(a.tr("learn.next"))...)
	runUntil(t, a, 200, script.Done)
	if lr.stage != 1 || lr.done {
		t.Fatalf("Next opened stage %d (done %v)", lr.stage+1, lr.done)
	}
	// a wrong move: the Nexus somewhere other than the goal, then End
	start := lr.lb.m.Game.Position().String()
	playWords(t, script, []string{"L2-D4>L2-D5", "end"})
	runUntil(t, a, 400, script.Done)
	run(t, a, 3)
	if lr.why == nil {
		t.Fatal("a move away from the goal in a one-turn stage shows no explanation")
	}
	if got := lr.lb.m.Game.Position().String(); got != start || len(lr.lb.m.Game.Actions()) != 0 {
		t.Fatalf("the stage was not restarted: %s", got)
	}
	if text := lr.why.Text(a.lang); text == "" || text[0] == '[' {
		t.Fatalf("the explanation reads %q", text)
	}
	savePNG(t, run(t, a, 2), "lesson-wrong-en.png")
	a.pop()
	run(t, a, 2)
	if a.top().name() != "lessons" {
		t.Fatalf("Back went to %q", a.top().name())
	}
}

// TestPuzzleSolvedRaisesRating loads the Puzzles room, plays the first
// puzzle's solution with clicks: CheckTurn accepts it, the rating goes up,
// the streak is one, and both are kept.
func TestPuzzleSolvedRaisesRating(t *testing.T) {
	shotDir(t)
	script := &scriptInput{}
	st := store.New(store.NewMem())
	a := newTestApp(t, Options{Input: script, Store: st, Quiet: true})
	run(t, a, 2)
	r := newPuzzlesRoom(a)
	a.push(r)
	run(t, a, 3)
	if r.err != nil || r.lb.m == nil {
		t.Fatalf("no puzzle: %v", r.err)
	}
	savePNG(t, run(t, a, 2), "puzzle-en.png")
	sol, err := r.pz().SolutionTurn()
	if err != nil {
		t.Fatal(err)
	}
	var words []string
	for _, act := range sol {
		words = append(words, act.String())
	}
	playWords(t, script, words)
	runUntil(t, a, 600, script.Done)
	run(t, a, 3)
	if !r.judged || r.verdict != puzzles.Solved {
		t.Fatalf("the solution played at the window: judged %v, verdict %d, turn %v", r.judged, r.verdict, r.turn)
	}
	kept, err := st.LoadLearn()
	if err != nil || kept.PuzzleRating <= 1500 || kept.PuzzleStreak != 1 || kept.PuzzleAttempts != 1 {
		t.Fatalf("kept rating %+v, %v", kept, err)
	}
	savePNG(t, run(t, a, 2), "puzzle-solved-en.png")
	// a retry solved again does not count twice
	r.retry()
	r.solution()
	if again, _ := st.LoadLearn(); again.PuzzleRating != kept.PuzzleRating || again.PuzzleAttempts != 1 {
		t.Fatalf("the same puzzle rated twice: %+v", again)
	}
}

// TestLearnRoomsInRussian shows both rooms in Russian: every word comes
// from the catalog (no message ID shows), and the screenshots are kept
// with STRATEGEMA_TEST_SHOTS.
func TestLearnRoomsInRussian(t *testing.T) {
	shotDir(t)
	a := newTestApp(t, Options{Input: &scriptInput{}, Quiet: true})
	run(t, a, 2)
	a.setLanguage("ru")
	list := newLessonsRoom(a)
	a.push(list)
	run(t, a, 2)
	savePNG(t, run(t, a, 2), "lessons-list-ru.png")
	list.open(0)
	run(t, a, 2)
	lr := a.top().(*lessonRoom)
	lr.hint = true
	savePNG(t, run(t, a, 2), "lesson-ru.png")
	a.pop()
	a.pop()
	a.push(newPuzzlesRoom(a))
	run(t, a, 2)
	savePNG(t, run(t, a, 2), "puzzle-ru.png")
	for _, b := range a.buttons {
		if b.Label == "" || b.Label[0] == '[' || b.Label == "Back" {
			t.Errorf("a button reads %q in Russian", b.Label)
		}
	}
}
