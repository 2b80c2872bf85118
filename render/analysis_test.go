package render

import (
	"os"
	"strings"
	"testing"
	"time"

	"strategema/ai"
	"strategema/engine"
	"strategema/render/match"
	"strategema/render/player"
	"strategema/render/player/aiplayer"
	"strategema/render/store"
	"strategema/render/ui"
)

// testAnalyst is the analyst of the tests' windows (newTestApp): the
// window's own, narrowed by fastAnalysis.
var testAnalyst = aiplayer.Analyst()

// fastAnalysis narrows the analysis's search for a test.
func fastAnalysis(t *testing.T, budget time.Duration) {
	t.Helper()
	oldB, oldA := analysisBudget, testAnalyst
	analysisBudget = budget
	testAnalyst = aiplayer.Analyst(ai.WithDepth(1), ai.WithThreads(1), ai.WithTableSize(12))
	t.Cleanup(func() { analysisBudget, testAnalyst = oldB, oldA })
}

// ladderComputers are three rated levels playing at random.
func ladderComputers() []player.Entry {
	mk := func(name, title string, elo int, seed int64) player.Entry {
		return player.Entry{Name: name, Title: title, Elo: elo, New: func() (player.Computer, error) {
			return namedRandom{player.NewRandom(seed), title}, nil
		}}
	}
	// the strongest first, as the menu's exhibition wants them
	return []player.Entry{mk("data", "Lt. Cmdr. Data", 900, 1), mk("cadet", "Cadet", 600, 2), mk("ensign", "Ensign", 700, 3)}
}

// namedRandom is a random player under a level's title.
type namedRandom struct {
	*player.Random
	title string
}

func (n namedRandom) Name() string { return n.title }

func TestSuggestedLevel(t *testing.T) {
	es := ladderComputers()
	ladder := []int{1, 2, 0}
	for _, c := range []struct {
		name string
		res  store.Results
		want int
	}{
		{"first run: the weakest", store.Results{}, 1},
		{"lost to the cadet: still the cadet", store.Results{"cadet": {Losses: 3, Draws: 1}}, 1},
		{"beat the cadet: the ensign", store.Results{"cadet": {Wins: 1}}, 2},
		{"beat the ensign only: the cadet", store.Results{"ensign": {Wins: 1}}, 1},
		{"beat them all: the strongest", store.Results{"cadet": {Wins: 1}, "ensign": {Wins: 2}, "data": {Wins: 1}}, 0},
	} {
		if got := suggestedLevel(es, ladder, c.res); got != c.want {
			t.Errorf("%s: suggested %d, want %d", c.name, got, c.want)
		}
	}
	if got := suggestedLevel(nil, nil, nil); got != -1 {
		t.Errorf("no computers: %d", got)
	}
}

// TestLadderRoomAndResults: the menu suggests the weakest level; the
// ladder lists every level weakest first with its rating; a game against
// a level that the person resigns counts one loss, once.
func TestLadderRoomAndResults(t *testing.T) {
	script := &scriptInput{}
	st := store.New(store.NewMem())
	a := newTestApp(t, Options{Input: script, Store: st, Quiet: true, Computers: ladderComputers()})
	run(t, a, 2)
	found := false
	for _, b := range a.buttons {
		if b.Label == "New game vs Cadet" {
			found = b.Accent && b.ID == menuComputer && b.Arg == 1
		}
	}
	if !found {
		t.Fatalf("the menu does not suggest the Cadet as its accent: %+v", a.buttons)
	}
	script.Steps = append(script.Steps, clickButton("Choose an opponent")...)
	runUntil(t, a, 200, script.Done)
	run(t, a, 2)
	if a.top().name() != "ladder" {
		t.Fatalf("screen %q, want the ladder", a.top().name())
	}
	savePNG(t, run(t, a, 2), "ladder.png")
	var titles []string
	for _, b := range a.buttons {
		if b.ID == ladderLevel {
			titles = append(titles, b.Label+" | "+b.Hint)
		}
	}
	want := []string{"Cadet | Elo 600 · not played", "Ensign | Elo 700 · not played", "Lt. Cmdr. Data | Elo 900 · not played"}
	if strings.Join(titles, "\n") != strings.Join(want, "\n") {
		t.Fatalf("ladder rows\n%s\nwant\n%s", strings.Join(titles, "\n"), strings.Join(want, "\n"))
	}
	script.Steps = append(script.Steps, clickButton("Ensign")...)
	runUntil(t, a, 200, script.Done)
	run(t, a, 2)
	if a.top() != room(a.play) || a.play.m.Players[1].Name() != "Ensign" {
		t.Fatalf("choosing the Ensign opened %q", a.top().name())
	}
	a.play.act(engine.Simple(engine.ActResign))
	runUntil(t, a, 300, func() bool { return a.play.over.open })
	run(t, a, 5)
	res, err := st.LoadResults()
	if err != nil || res["ensign"] != (store.Score{Losses: 1}) || len(res) != 1 {
		t.Fatalf("results after resigning to the Ensign: %+v, %v", res, err)
	}
	a.play.over.open = false
	a.play.over.shown = false
	run(t, a, 5) // the panel opens again: the result is not counted twice
	if res, _ := st.LoadResults(); res["ensign"] != (store.Score{Losses: 1}) {
		t.Fatalf("counted twice: %+v", res)
	}
	a.push(newLadderRoom(a))
	run(t, a, 2)
	for _, b := range a.buttons {
		if b.Label == "Ensign" && b.Hint != "Elo 700 · 0–0–1" {
			t.Errorf("the ladder shows the Ensign's record as %q", b.Hint)
		}
	}
}

func loadGame(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestAnalysisAfterTheGame: Analyse on the game-over panel opens the replay
// with the analysis at work; its progress reaches every turn, its marks are
// listed, choosing one steps to its turn and shows the better turn on the
// board, and the panel draws the winning chances.
func TestAnalysisAfterTheGame(t *testing.T) {
	fastAnalysis(t, 20*time.Millisecond)
	script := &scriptInput{}
	a := newTestApp(t, Options{Input: script, Record: loadGame(t, "finished.sgr"), Quiet: true})
	runUntil(t, a, 200, func() bool { return a.play.over.open })
	run(t, a, 2)
	var analyse *ui.Button
	for i := range a.buttons {
		if a.buttons[i].Label == "Analyse" {
			analyse = &a.buttons[i]
		}
	}
	if analyse == nil {
		t.Fatal("no Analyse on the game-over panel")
	}
	a.top().press(analyse) // the play room hands the panel's buttons on, as for a click
	r, ok := a.top().(*replayRoom)
	if !ok || r.analysis.job == nil {
		t.Fatalf("Analyse opened %q without the analysis", a.top().name())
	}
	runUntil(t, a, 3000, func() bool { return r.analysis.job.State().Finished })
	st := r.analysis.job.State()
	if st.Err != nil || st.Total == 0 || st.Done != st.Total {
		t.Fatalf("analysis: %d/%d, %v", st.Done, st.Total, st.Err)
	}
	run(t, a, 3)
	verdicts := 0
	for _, rv := range st.Reviews {
		if rv.Verdict != player.NoVerdict {
			verdicts++
		}
	}
	listed := 0
	for _, b := range a.buttons {
		if b.ID == repMark {
			listed++
			if !strings.ContainsAny(b.Label, "?") {
				t.Errorf("mark line %q has no verdict mark", b.Label)
			}
		}
	}
	if listed != min(verdicts, r.analysis.rows(a)) || len(r.analysis.marks) != verdicts {
		t.Fatalf("%d turns with a verdict, %d marks, %d listed", verdicts, len(r.analysis.marks), listed)
	}
	if verdicts == 0 {
		// a search this short may find nothing to mark: inject a finished
		// analysis with a blunder to check the rest
		r.analysis.attach(fakeJob(t, a.play.m.Game, st.Reviews))
		run(t, a, 3)
	}
	m := r.analysis.marks[0]
	script.Steps = append(script.Steps, clickButton(m.line)...)
	runUntil(t, a, 200, script.Done)
	run(t, a, 2)
	if r.k != m.event || r.pos.Hash() != m.before.Hash() {
		t.Fatalf("choosing %q stepped to %d, want %d (the turn's start)", m.line, r.k, m.event)
	}
	bs := r.board()
	if bs.M == nil || len(bs.M.Hint()) != len(m.review.Best) || bs.M.Hint()[0] != m.review.Best[0] {
		t.Fatalf("the board does not show the better turn %v", m.review.Best)
	}
	img := run(t, a, 3)
	savePNG(t, img, "analysis-replay.png")
	r.seek(r.k + 1)
	if r.board().M != nil {
		t.Error("the better turn stays on the board after stepping on")
	}
	a.pop()
	a.play.over.open = true
	if ch := a.play.over.analysisChances(a.play.m); len(ch) == 0 || len(ch) > st.Total {
		t.Fatalf("the panel has %d chances for %d turns", len(ch), st.Total)
	}
	img = run(t, a, 3)
	savePNG(t, img, "analysis-over.png")
}

// TestAnalysisCancel: the replay's Analyse starts the analysis on a record, and
// Cancel stops it before the end.
func TestAnalysisCancel(t *testing.T) {
	fastAnalysis(t, 300*time.Millisecond)
	script := &scriptInput{}
	a := newTestApp(t, Options{Input: script, Record: loadGame(t, "midgame.sgr"), Quiet: true})
	run(t, a, 3)
	r := newReplayRoom(a, a.play.m.Game)
	a.push(r)
	script.Steps = append(script.Steps, clickButton("Analyse")...)
	runUntil(t, a, 200, script.Done)
	if r.analysis.job == nil {
		t.Fatal("Analyse did not start the analysis")
	}
	runUntil(t, a, 600, func() bool { return r.analysis.job.State().Done >= 1 })
	script.Steps = append(script.Steps, clickButton("Cancel")...)
	runUntil(t, a, 200, script.Done)
	runUntil(t, a, 600, func() bool { return r.analysis.job.State().Finished })
	st := r.analysis.job.State()
	if !st.Cancelled || st.Done >= st.Total {
		t.Fatalf("after Cancel: %d/%d, %v", st.Done, st.Total, st.Err)
	}
	run(t, a, 2)
	if a.top() != room(r) {
		t.Fatal("Cancel closed the replay")
	}
	again := false
	for _, b := range a.buttons {
		again = again || (b.Label == "Analyse" && b.Enabled)
	}
	if !again {
		t.Error("no Analyse to start again after Cancel")
	}
}

// fakeJob is a finished analysis of g whose first reviewed turn is
// marked a blunder, with the second turn's actions as its better turn...
// any turn that differs serves: the board shows its rings.
func fakeJob(t *testing.T, g *engine.Game, reviews []player.Review) *match.Analysis {
	t.Helper()
	rs := append([]player.Review(nil), reviews...)
	if len(rs) < 2 {
		t.Fatal("too few turns")
	}
	rs[0].Verdict, rs[0].Best = player.Blunder, []engine.Action{engine.Simple(engine.ActHold), engine.Simple(engine.ActHold)}
	return match.FinishedAnalysis(g, rs)
}
