//go:build !js

package render

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/docs"
	"strategema/engine"
	"strategema/learn/lessons"
	"strategema/learn/puzzles"
	"strategema/render/input"
	"strategema/render/match"
	"strategema/render/player"
	"strategema/render/store"
	"strategema/render/ui"
)

// learnscreens_test.go: the lessons and puzzles show what they ask for
// (issue 40, points 2-4): the list of lessons fits every window, the
// lesson shows the buttons its text names, the goal's counter and what a
// turn's end changed; the puzzles go up the ladder with Previous and
// Next, resume where the player left off (an older file too), show the
// task, a hint ring that agrees with the solution, why the solution wins
// and what a wrong try missed.

// shownTexts draws a's screen at w×h and returns every text drawn into
// the window, in order, with the layout's problems (checkLayoutAt). It
// runs on the game loop.
func shownTexts(t *testing.T, a *App, w, h int) (texts []string, problems []string) {
	t.Helper()
	runUntil(t, a, 10, func() bool {
		for _, p := range checkLayoutAt(a, w, h, 1) {
			if boardLabel(p) {
				continue // a file or rank label at the board's edge, under the panels
			}
			problems = append(problems, p)
		}
		img := ebiten.NewImage(w, h)
		defer img.Deallocate()
		var traced []ui.TracedText
		a.pt.Trace = &traced
		a.Draw(img)
		a.pt.Trace = nil
		for _, tx := range traced {
			if tx.Dst == img {
				texts = append(texts, tx.Text)
			}
		}
		return true
	})
	return texts, problems
}

// boardLabel reports whether a layout problem is about a board label (a
// file A-H or a rank 1-8, which the board draws at its edge and which
// may go past the window as the board turns).
func boardLabel(problem string) bool {
	return len(problem) > 9 && strings.HasPrefix(problem, "text \"") && problem[7] == '"' && strings.ContainsRune("ABCDEFGH12345678", rune(problem[6]))
}

// shows reports whether the drawn texts, wrapped lines joined by spaces,
// contain s.
func shows(texts []string, s string) bool {
	return strings.Contains(strings.Join(texts, " "), s)
}

// learnSizes are the window sizes the learning rooms are checked at.
var learnSizes = [][2]int{{1024, 640}, {1280, 800}, {1920, 1080}}

// TestLessonsListFits: the 19 lessons fit at 1024×640, 1280×800 and
// 1920×1080 in English and Russian: no two buttons overlap, every one is
// inside the window and at least 20 px high, no text runs under a button;
// the Practice heading is drawn above the practice lessons, clear of
// every button.
func TestLessonsListFits(t *testing.T) {
	all := lessons.All()
	if len(all) < 19 {
		t.Fatalf("%d lessons", len(all))
	}
	for _, sz := range learnSizes {
		for _, tag := range layoutLanguages {
			name := fmt.Sprintf("%dx%d in %s", sz[0], sz[1], tag)
			a := newTestApp(t, Options{Quiet: true, Docs: docs.FS, Store: store.New(store.NewMem())})
			a.setLanguage(tag)
			run(t, a, 2)
			list := newLessonsRoom(a)
			a.push(list)
			run(t, a, 2)
			texts, problems := shownTexts(t, a, sz[0], sz[1])
			for _, p := range problems {
				t.Errorf("%s: %s", name, p)
			}
			rows := 0
			firstPractice := ui.Rect{}
			for _, b := range a.buttons {
				if b.ID != lessonsOpen {
					continue
				}
				rows++
				if b.R.H < 20 {
					t.Errorf("%s: lesson %q is %.0f px high", name, b.Label, b.R.H)
				}
				if all[b.Arg].Practice && firstPractice.W == 0 {
					firstPractice = b.R
				}
			}
			if rows != len(all) {
				t.Errorf("%s: %d lesson buttons, want %d", name, rows, len(all))
			}
			head := list.layoutList().head
			if !shows(texts, a.tr("lessons.section.practice")) {
				t.Errorf("%s: no Practice heading among %q", name, texts)
			}
			if head.Y >= firstPractice.Y || head.X != firstPractice.X {
				t.Errorf("%s: the heading %v is not above the first practice lesson %v", name, head, firstPractice)
			}
			for _, b := range a.buttons {
				if head.Y < b.R.Y+b.R.H && b.R.Y < head.Y+head.H && head.X < b.R.X+b.R.W && b.R.X < head.X+head.W {
					t.Errorf("%s: the heading %v overlaps %q %v", name, head, b.Label, b.R)
				}
			}
			if sz[0] <= 1280 {
				savePNG(t, run(t, a, 2), fmt.Sprintf("lessons-list-%dx%d-%s.png", sz[0], sz[1], tag))
			}
		}
	}
}

// lessonIndexOf is the index of lesson id in lessons.All().
func lessonIndexOf(t *testing.T, id string) int {
	t.Helper()
	if i := lessonIndex(lessons.All(), id); i >= 0 {
		return i
	}
	t.Fatalf("no lesson %q", id)
	return -1
}

// TestLessonShowsItsButtonsAndCounter: lesson 7 shows the Surge, Hold and
// End turn buttons its text names, with their keys, and End turn ends the
// turn; lesson 8 shows the goal's counter beside the goal, refreshed
// after the move; the supply lesson's turn end shows what it changed by
// itself. The lesson room lays out at 1024×640 and 1280×800 in both
// languages.
func TestLessonShowsItsButtonsAndCounter(t *testing.T) {
	shotDir(t)
	script := &scriptInput{}
	a := newTestApp(t, Options{Input: script, Quiet: true, Store: store.New(store.NewMem())})
	run(t, a, 2)
	list := newLessonsRoom(a)
	a.push(list)
	list.open(lessonIndexOf(t, "actions"))
	lr := a.top().(*lessonRoom)
	lr.begin(1) // "end your turn"
	run(t, a, 3)
	for _, want := range []struct {
		label, key string
	}{{a.tr("play.surge"), "S"}, {a.tr("play.hold"), "H"}, {a.tr("play.end_turn"), "E"}} {
		found := false
		for _, b := range a.buttons {
			found = found || b.Label == want.label && b.Hint == want.key && b.Enabled
		}
		if !found {
			t.Errorf("lesson 7 shows no enabled %q button with the key %s", want.label, want.key)
		}
	}
	for _, sz := range learnSizes[:2] {
		for _, tag := range layoutLanguages {
			a.setLanguage(tag)
			_, problems := shownTexts(t, a, sz[0], sz[1])
			for _, p := range problems {
				t.Errorf("lesson 7 at %dx%d in %s: %s", sz[0], sz[1], tag, p)
			}
		}
	}
	a.setLanguage("en")
	run(t, a, 2)
	savePNG(t, run(t, a, 2), "lesson7-buttons-en.png")
	script.Steps = append(script.Steps, clickButton(a.tr("play.end_turn"))...)
	runUntil(t, a, 200, script.Done)
	run(t, a, 3)
	if !lr.done {
		t.Fatalf("End turn did not end the turn (why: %v)", lr.why)
	}

	// lesson 8: the counter
	a.pop()
	list.open(lessonIndexOf(t, "influence"))
	lr = a.top().(*lessonRoom)
	run(t, a, 3)
	before := lessons.GoalProgressText(a.lang, lr.cur(), lr.lb.m.Game)
	texts, _ := shownTexts(t, a, 1280, 800)
	if before == "" || !shows(texts, before) {
		t.Fatalf("lesson 8 shows no counter %q among %q", before, texts)
	}
	playWords(t, script, lr.cur().Solution)
	runUntil(t, a, 400, script.Done)
	run(t, a, 3)
	after := lessons.GoalProgressText(a.lang, lr.cur(), lr.lb.m.Game)
	texts, _ = shownTexts(t, a, 1280, 800)
	if after == before || !shows(texts, after) {
		t.Errorf("after the move the counter reads %q (before %q), drawn: %v", after, before, shows(texts, after))
	}
	savePNG(t, run(t, a, 2), "lesson8-counter-en.png")

	// the supply lesson's second stage: what the turn's end changed
	a.pop()
	list.open(lessonIndexOf(t, "supply"))
	lr = a.top().(*lessonRoom)
	lr.begin(1)
	run(t, a, 3)
	script.Steps = append(script.Steps, clickButton(a.tr("play.end_turn"))...)
	runUntil(t, a, 200, script.Done)
	run(t, a, 3)
	if len(lr.notes) == 0 {
		t.Fatal("no notes after the supply lesson's turn end")
	}
	for _, tag := range layoutLanguages {
		a.setLanguage(tag)
		texts, _ = shownTexts(t, a, 1280, 800)
		for _, n := range lr.notes {
			if text := n.Text(a.lang); !shows(texts, text) {
				t.Errorf("%s: the note %q is not shown", tag, text)
			}
		}
		savePNG(t, run(t, a, 2), "lesson-notes-"+tag+".png")
	}
}

// TestPuzzlesLadderPrevNextResume: a newcomer's first puzzle is the
// ladder's First (the easiest unsolved); Next goes up the ladder and
// Previous back; the puzzle the player is on is kept and a new visit
// opens at it; an older file's PuzzleNext opens at the puzzle it named,
// keeping the rating; a solved puzzle is kept among the solved.
func TestPuzzlesLadderPrevNextResume(t *testing.T) {
	script := &scriptInput{}
	st := store.New(store.NewMem())
	a := newTestApp(t, Options{Input: script, Store: st, Quiet: true})
	run(t, a, 2)
	r := newPuzzlesRoom(a)
	a.push(r)
	run(t, a, 3)
	if r.err != nil {
		t.Fatal(r.err)
	}
	first := r.ladder.First(puzzles.PlayerRating{Rating: 1500}, nil)
	if r.br.Current() != first {
		t.Fatalf("a newcomer starts at place %d, want the ladder's first %d", r.br.Current(), first)
	}
	for _, b := range a.buttons {
		if b.ID == puzzlePrev && b.Enabled != r.br.CanPrev() {
			t.Errorf("Previous enabled %v, CanPrev %v", b.Enabled, r.br.CanPrev())
		}
	}
	firstID := r.pz().ID
	script.Steps = append(script.Steps, clickButton(a.tr("learn.puzzles.next"))...)
	runUntil(t, a, 200, script.Done)
	run(t, a, 2)
	secondID := r.pz().ID
	if secondID == firstID {
		t.Fatal("Next showed the same puzzle")
	}
	if kept, _ := st.LoadLearn(); kept.PuzzleID != secondID {
		t.Errorf("kept puzzle %q, want %q", kept.PuzzleID, secondID)
	}
	script.Steps = append(script.Steps, clickButton(a.tr("puzzles.prev"))...)
	runUntil(t, a, 200, script.Done)
	run(t, a, 2)
	if r.pz().ID != firstID {
		t.Errorf("Previous showed %s, want %s", r.pz().ID, firstID)
	}
	// solve it: kept among the solved; a new visit opens where the player is
	r.solution()
	script.Steps = append(script.Steps, clickButton(a.tr("learn.puzzles.next"))...)
	runUntil(t, a, 200, script.Done)
	run(t, a, 2)
	on := r.pz().ID
	a.pop()
	r2 := newPuzzlesRoom(a)
	if r2.err != nil || r2.pz().ID != on {
		t.Errorf("a new visit opens at %s, want %s (%v)", r2.pz().ID, on, r2.err)
	}
	// an older file: puzzle_next names a puzzle by its index in the set
	for _, next := range []int{3, 1000} {
		old := store.New(store.NewMem())
		if err := old.B.Write(store.LearnName, []byte(fmt.Sprintf(`{"lessons":{},"puzzle_rating":1620,"puzzle_attempts":9,"puzzle_streak":2,"puzzle_next":%d}`, next))); err != nil {
			t.Fatal(err)
		}
		b := newTestApp(t, Options{Input: &scriptInput{}, Store: old, Quiet: true})
		run(t, b, 2)
		ro := newPuzzlesRoom(b)
		b.push(ro)
		run(t, b, 2)
		if ro.err != nil {
			t.Fatalf("puzzle_next %d: %v", next, ro.err)
		}
		if want := ro.set[next%len(ro.set)].ID; ro.pz().ID != want {
			if _, onLadder := ro.ladder.Place(want); onLadder {
				t.Errorf("puzzle_next %d opens %s, want %s", next, ro.pz().ID, want)
			}
		}
		kept, err := old.LoadLearn()
		if err != nil || kept.PuzzleRating != 1620 || kept.PuzzleAttempts != 9 || kept.PuzzleID != ro.pz().ID {
			t.Errorf("puzzle_next %d: kept %+v, %v", next, kept, err)
		}
	}
}

// TestPuzzleHintWhyMissed: the task line is puzzles.About; Hint rings the
// unit of the solution's first action with a gold ring drawn over the
// board (its pixels are seen in the frame); a wrong try shows
// puzzles.Missed, the solution puzzles.Why; the room lays out at
// 1024×640 and 1280×800 in both languages.
func TestPuzzleHintWhyMissed(t *testing.T) {
	shotDir(t)
	script := &scriptInput{}
	a := newTestApp(t, Options{Input: script, Store: store.New(store.NewMem()), Quiet: true})
	run(t, a, 2)
	r := newPuzzlesRoom(a)
	a.push(r)
	run(t, a, 3)
	pz := r.pz()
	about, err := puzzles.About(pz)
	if err != nil {
		t.Fatal(err)
	}
	texts, _ := shownTexts(t, a, 1280, 800)
	if !shows(texts, about.Text(a.lang)) {
		t.Errorf("the task %q is not shown: %q", about.Text(a.lang), texts)
	}
	script.Steps = append(script.Steps, clickButton(a.tr("learn.hint"))...)
	runUntil(t, a, 200, script.Done)
	sol, err := pz.SolutionTurn()
	if err != nil {
		t.Fatal(err)
	}
	var from engine.Cell = engine.NoCell
	for _, act := range sol {
		if act.Type == engine.ActMove || act.Type == engine.ActSurge {
			from = act.From
			break
		}
	}
	if !r.hinted || r.lb.mark != from {
		t.Fatalf("the hint rings %v, the solution %v starts with %v", r.lb.mark, sol, from)
	}
	img := run(t, a, 2)
	cx, cy, rad, ok := r.lb.hintRing(r.lb.mark)
	if !ok || rad < hintRingRadius {
		t.Fatalf("the hint ring: %v %v %v %v", cx, cy, rad, ok)
	}
	gold := 0
	for dy := -4; dy <= 4; dy++ {
		for dx := -6; dx <= 6; dx++ {
			c := img.RGBAAt(int(cx+rad)+dx, int(cy)+dy)
			if c.R > 200 && c.G > 150 && c.B < 120 {
				gold++
			}
		}
	}
	if gold == 0 {
		t.Errorf("no gold pixel of the hint ring at (%.0f, %.0f)", cx+rad, cy)
	}
	savePNG(t, img, "puzzle-hint-en.png")
	for _, sz := range learnSizes[:2] {
		for _, tag := range layoutLanguages {
			a.setLanguage(tag)
			_, problems := shownTexts(t, a, sz[0], sz[1])
			for _, p := range problems {
				t.Errorf("puzzle at %dx%d in %s: %s", sz[0], sz[1], tag, p)
			}
		}
	}
	a.setLanguage("en")
	// a wrong try: hold twice
	playWords(t, script, []string{"hold", "hold"})
	runUntil(t, a, 400, func() bool { return script.Done() && r.judged })
	if !r.judged || r.verdict == puzzles.Solved {
		t.Fatalf("hold, hold: judged %v, verdict %v", r.judged, r.verdict)
	}
	missed, err := puzzles.Missed(pz, r.turn)
	if err != nil || len(missed) == 0 {
		t.Fatalf("Missed: %v %v", missed, err)
	}
	texts, problems := shownTexts(t, a, 1024, 640)
	for _, p := range problems {
		t.Errorf("the miss at 1024x640: %s", p)
	}
	for _, n := range missed {
		if !shows(texts, n.Text(a.lang)) {
			t.Errorf("the miss %q is not shown", n.Text(a.lang))
		}
	}
	savePNG(t, run(t, a, 2), "puzzle-missed-en.png")
	script.Steps = append(script.Steps, clickButton(a.tr("learn.puzzles.solution"))...)
	runUntil(t, a, 200, script.Done)
	why, err := puzzles.Why(pz)
	if err != nil || len(why) == 0 {
		t.Fatalf("Why: %v %v", why, err)
	}
	for _, tag := range layoutLanguages {
		a.setLanguage(tag)
		texts, problems := shownTexts(t, a, 1024, 640)
		for _, p := range problems {
			t.Errorf("the solution's notes at 1024x640 in %s: %s", tag, p)
		}
		for _, n := range why {
			if !shows(texts, n.Text(a.lang)) {
				t.Errorf("%s: the why %q is not shown", tag, n.Text(a.lang))
			}
		}
		savePNG(t, run(t, a, 2), "puzzle-why-"+tag+".png")
	}
}

// TestPuzzleBoardPreviewAndTerritory: on the puzzle board, with the unit
// of a solution's first move selected by a click and the pointer on its
// destination, the play room's tip shows the engine's prediction of the
// move and the board marks its engagements (Game.Preview's); the top bar
// shows each side's territory.
func TestPuzzleBoardPreviewAndTerritory(t *testing.T) {
	shotDir(t)
	script := &scriptInput{}
	a := newTestApp(t, Options{Input: script, Store: store.New(store.NewMem()), Quiet: true})
	run(t, a, 2)
	r := newPuzzlesRoom(a)
	a.push(r)
	run(t, a, 2)
	// the easiest puzzle whose solution opens with a move into a fight
	var move engine.Action
	fights := 0
	for i := 0; i < r.ladder.Len() && fights == 0; i++ {
		pz := r.ladder.At(i)
		sol, err := pz.SolutionTurn()
		g, gerr := pz.Game()
		if err != nil || gerr != nil || sol[0].Type != engine.ActMove {
			continue
		}
		evs, err := g.Preview(sol[0])
		if err != nil {
			continue
		}
		for _, e := range evs {
			if e.Type == engine.EvEngaged {
				fights++
			}
		}
		if fights > 0 {
			r.br = r.ladder.Browse(i)
			r.load()
			move = sol[0]
		}
	}
	if fights == 0 {
		t.Fatal("no puzzle opens with a move into a fight")
	}
	run(t, a, 2)
	script.Steps = append(script.Steps, learnCell(move.From, true)...)
	script.Steps = append(script.Steps, learnCell(move.To, false)[:2]...)
	runUntil(t, a, 400, script.Done)
	run(t, a, 3)
	if r.lb.m.Sel != move.From || r.lb.hover != move.To {
		t.Fatalf("selected %v, hovering %v; want %v", r.lb.m.Sel, r.lb.hover, move)
	}
	want := a.trf("play.preview.move", "Action", move.String())
	texts, _ := shownTexts(t, a, 1280, 800)
	if !shows(r.lb.tip.hud.info, want) { // the tip's lines, drawn into its layer
		t.Errorf("the tip does not show %q: %q", want, r.lb.tip.hud.info)
	}
	if got := r.lb.state().Fights; len(got) != fights {
		t.Errorf("the board marks %d engagements, the engine predicts %d", len(got), fights)
	}
	pos := &r.lb.m.Shown
	for _, side := range []engine.Side{engine.Cerulean, engine.Amber} {
		if n := fmt.Sprint(pos.Territory(side)); !shows(texts, n) {
			t.Errorf("the territory %s of side %d is not shown", n, side)
		}
	}
	savePNG(t, run(t, a, 2), "puzzle-preview-en.png")
}

// TestEveryLessonStageFits: every stage of every lesson, its hint shown,
// lays out at 1024×640 in English and Russian: the text, the hint and the
// goal's counter stay clear of the buttons and inside the window.
func TestEveryLessonStageFits(t *testing.T) {
	a := newTestApp(t, Options{Input: &scriptInput{}, Quiet: true, Store: store.New(store.NewMem())})
	run(t, a, 2)
	list := newLessonsRoom(a)
	a.push(list)
	for _, tag := range layoutLanguages {
		a.setLanguage(tag)
		for i, l := range list.all {
			list.open(i)
			lr := a.top().(*lessonRoom)
			for st := range l.Stages {
				lr.begin(st)
				lr.hint = true
				_, problems := shownTexts(t, a, 1024, 640)
				for _, p := range problems {
					t.Errorf("lesson %d (%s) stage %d in %s: %s", i+1, l.ID, st+1, tag, p)
				}
			}
			a.pop()
		}
	}
}

// TestPreviewHeadlineSaysCapture: the preview's headline agrees with the
// engagement's end: "it retreats" where the loser has a way out (the
// combat lesson), "captured" where it has none (the capture lesson).
func TestPreviewHeadlineSaysCapture(t *testing.T) {
	for _, tc := range []struct{ lesson, want, not string }{
		{"combat", "play.preview.win", "play.preview.win_capture"},
		{"capture", "play.preview.win_capture", "play.preview.win"},
	} {
		t.Run(tc.lesson, func(t *testing.T) {
			script := &scriptInput{}
			a := newTestApp(t, Options{Input: script, Quiet: true, Store: store.New(store.NewMem())})
			run(t, a, 2)
			list := newLessonsRoom(a)
			a.push(list)
			list.open(lessonIndexOf(t, tc.lesson))
			lr := a.top().(*lessonRoom)
			run(t, a, 3)
			move, err := engine.ParseAction(lr.cur().Solution[0])
			if err != nil {
				t.Fatal(err)
			}
			script.Steps = append(script.Steps, learnCell(move.From, true)...)
			script.Steps = append(script.Steps, learnCell(move.To, false)[:2]...)
			runUntil(t, a, 400, script.Done)
			run(t, a, 3)
			var cb *engine.Combat
			if got := lr.lb.tip.hud.preview; len(got) > 0 {
				cb = &got[0]
			}
			if cb == nil {
				t.Fatalf("no engagement previewed for %v", move)
			}
			line := func(id string) string {
				return a.trf(id, "Unit", a.tr("unit.accusative."+cb.DefenderKind.String()), "Cell", cb.DefenderCell.String(), "Attack", cb.A.Total(), "Defence", cb.D.Total())
			}
			if info := lr.lb.tip.hud.info; !shows(info, line(tc.want)) || shows(info, line(tc.not)) {
				t.Errorf("the tip shows %q; want %q and not %q", info, line(tc.want), line(tc.not))
			}
		})
	}
}

// TestCombatLessonShowsThePreview: in the combat lesson, the Striker
// selected by a click and the pointer on its destination, the play
// room's tip predicts the engagement and the board marks it, as in a
// game (Game.Preview's engagements).
func TestCombatLessonShowsThePreview(t *testing.T) {
	shotDir(t)
	script := &scriptInput{}
	a := newTestApp(t, Options{Input: script, Quiet: true, Store: store.New(store.NewMem())})
	run(t, a, 2)
	list := newLessonsRoom(a)
	a.push(list)
	list.open(lessonIndexOf(t, "combat"))
	lr := a.top().(*lessonRoom)
	run(t, a, 3)
	move, err := engine.ParseAction(lr.cur().Solution[0])
	if err != nil {
		t.Fatal(err)
	}
	evs, err := lr.lb.m.Game.Preview(move)
	if err != nil {
		t.Fatal(err)
	}
	fights := 0
	for _, e := range evs {
		if e.Type == engine.EvEngaged {
			fights++
		}
	}
	script.Steps = append(script.Steps, learnCell(move.From, true)...)
	script.Steps = append(script.Steps, learnCell(move.To, false)[:2]...)
	runUntil(t, a, 400, script.Done)
	run(t, a, 3)
	if lr.lb.m.Sel != move.From || lr.lb.hover != move.To {
		t.Fatalf("selected %v, hovering %v; want %v", lr.lb.m.Sel, lr.lb.hover, move)
	}
	if want := a.trf("play.preview.move", "Action", move.String()); !shows(lr.lb.tip.hud.info, want) {
		t.Errorf("the tip does not show %q: %q", want, lr.lb.tip.hud.info)
	}
	if got := lr.lb.state().Fights; fights == 0 || len(got) != fights {
		t.Errorf("the board marks %d engagements, the engine predicts %d", len(got), fights)
	}
	savePNG(t, run(t, a, 2), "lesson-combat-preview-en.png")
}

// TestLessonSurgeButton: lesson 7's first stage played as its text says:
// the Striker moved with clicks, selected, and surged with the Surge
// button: the stage is done.
func TestLessonSurgeButton(t *testing.T) {
	script := &scriptInput{}
	a := newTestApp(t, Options{Input: script, Quiet: true, Store: store.New(store.NewMem())})
	run(t, a, 2)
	list := newLessonsRoom(a)
	a.push(list)
	list.open(lessonIndexOf(t, "actions"))
	lr := a.top().(*lessonRoom)
	run(t, a, 3)
	sol := lr.cur().Solution // a move, then a surge where it went
	if len(sol) != 2 || !strings.HasPrefix(sol[1], "surge ") {
		t.Fatalf("lesson 7's first stage: %v", sol)
	}
	playWords(t, script, sol[:1])
	surge, err := engine.ParseAction(sol[1])
	if err != nil {
		t.Fatal(err)
	}
	// select the Striker where it went, unless the move left it selected
	selected := false
	script.Steps = append(script.Steps, func(a *App, f *input.Frame) bool {
		if lr.lb.m.Busy() {
			return false
		}
		selected = lr.lb.m.Sel == surge.From
		return true
	})
	for _, step := range learnCell(surge.From, true) {
		script.Steps = append(script.Steps, func(a *App, f *input.Frame) bool { return selected || step(a, f) })
	}
	script.Steps = append(script.Steps, clickButton(a.tr("play.surge"))...)
	runUntil(t, a, 600, script.Done)
	run(t, a, 3)
	if !lr.done || lr.stars != 3 {
		t.Fatalf("after the move and the Surge button: done %v, %d stars, why %v", lr.done, lr.stars, lr.why)
	}
}

// TestPreviewDetailForFewFights: the combat preview gives each side's
// strength part by part for one or two engagements; a move into more (a
// Striker landing in a line) gives the outcomes alone, so the tip stays a
// few lines high.
func TestPreviewDetailForFewFights(t *testing.T) {
	a := newTestApp(t, Options{Input: &scriptInput{}, Quiet: true, Store: store.New(store.NewMem())})
	run(t, a, 2)
	for _, tc := range []struct {
		setup  string
		detail bool
	}{
		{"Cerulean to move, 2 actions | C: C L2-D1, S L1-D2 | A: C L2-E8, N L1-D5", true},
		{"Cerulean to move, 2 actions | C: C L2-D1, S L1-D2, G L1-C3, G L1-E3, G L2-D4 | A: C L2-E8, N L1-C4, N L1-E4, N L1-D5", false},
	} {
		pos, err := engine.ParsePosition(tc.setup)
		if err != nil {
			t.Fatal(err)
		}
		g := engine.NewGameFrom(pos)
		from, to := engine.NewCell(0, 3, 1), engine.NewCell(0, 3, 3) // L1-D2, L1-D4
		evs, err := g.Preview(engine.Move(from, to))
		if err != nil {
			t.Fatal(err)
		}
		if n := engagements(evs); n == 0 || tc.detail != (n <= maxDetailedFights) {
			t.Fatalf("%s: %d engagements: the position does not test what it should", tc.setup, n)
		}
		p := &playRoom{a: a, m: match.New(g, [2]player.Player{player.Human{Label: "Cerulean"}, player.Human{Label: "Amber"}})}
		p.m.Select(from)
		p.hover = to
		p.buildInfo()
		you := a.trf("play.preview.you", "Total", 0, "Parts", "")[:3]
		detailed := false
		for _, l := range p.hud.info {
			detailed = detailed || strings.HasPrefix(l, you)
		}
		if detailed != tc.detail || len(p.hud.preview) != engagements(evs) {
			t.Errorf("%s: strengths part by part %v, want %v; %d engagements marked of %d: %q", tc.setup, detailed, tc.detail, len(p.hud.preview), engagements(evs), p.hud.info)
		}
	}
}
