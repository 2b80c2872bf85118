package main

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"strategema/ai"
	"strategema/engine"
)

func TestArenaJSONAndRecords(t *testing.T) {
	dir := t.TempDir()
	var out, errb bytes.Buffer
	code := runArena(testEN, []string{"--a", "greedy", "--b", "random", "--games", "2", "--time", "5ms",
		"--max-turns", "30", "--out", dir, "--json", "--seed", "7"}, &out, &errb)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var r map[string]any
	if err := json.Unmarshal(out.Bytes(), &r); err != nil {
		t.Fatalf("%v in %s", err, out.String())
	}
	for _, k := range []string{"games", "wins", "draws", "losses", "score", "elo", "elo_low", "elo_high", "avg_turns", "actions_per_second"} {
		if _, ok := r[k]; !ok {
			t.Errorf("JSON lacks %q", k)
		}
	}
	if r["games"].(float64) != 2 || r["wins"].(float64)+r["draws"].(float64)+r["losses"].(float64) != 2 {
		t.Errorf("bad counts: %s", out.String())
	}
	// where the worst overrun happened: a game of the match and a turn
	// within the cap, so a slow turn can be found in its record.
	at := regexp.MustCompile(`^game ([12]) turn ([0-9]+)$`)
	players, _ := r["players"].([]any)
	for _, pl := range players {
		if _, ok := pl.(map[string]any)["turns_over_50ms"].(float64); !ok {
			t.Errorf("a player's JSON lacks turns_over_50ms: %v", pl)
		}
		s, _ := pl.(map[string]any)["max_overrun_at"].(string)
		m := at.FindStringSubmatch(s)
		if m == nil {
			t.Errorf("max_overrun_at %q does not name a game and a turn", s)
			continue
		}
		if turn, _ := strconv.Atoi(m[2]); turn < 1 || turn > 30 {
			t.Errorf("max_overrun_at %q: turn outside the game", s)
		}
	}
	if len(players) != 2 {
		t.Errorf("%d players in the report", len(players))
	}
	files, _ := filepath.Glob(filepath.Join(dir, "game-*.txt"))
	if len(files) != 2 {
		t.Fatalf("%d records written", len(files))
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := engine.LoadRecord(data); err != nil {
			t.Errorf("%s does not replay: %v\n%s", f, err, data)
		}
	}
}

func TestArenaTable(t *testing.T) {
	var out, errb bytes.Buffer
	code := runArena(testEN, []string{"--a", "random", "--b", "random", "--games", "2", "--time", "1ms", "--max-turns", "20"}, &out, &errb)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	for _, want := range []string{"wins", "Elo", "average game length", "games ended", "Striker depth", "draws offered"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("table lacks %q:\n%s", want, out.String())
		}
	}
}

func TestArenaBadArguments(t *testing.T) {
	for _, args := range [][]string{{"--a", "picard"}, {"--games", "0"}, {"--bogus"}, {"extra"}} {
		var out, errb bytes.Buffer
		if code := runArena(testEN, args, &out, &errb); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
}

func TestEloOf(t *testing.T) {
	if e := eloOf(0.5); e != 0 {
		t.Errorf("elo(0.5) = %v", e)
	}
	if e := eloOf(0.75); e < 190 || e > 192 {
		t.Errorf("elo(0.75) = %v, want about 191", e)
	}
	if eloOf(1) != 1200 || eloOf(0) != -1200 {
		t.Error("clamping")
	}
}

func TestArenaTimeB(t *testing.T) {
	var out, errb bytes.Buffer
	code := runArena(testEN, []string{"--a", "random", "--b", "greedy", "--games", "2", "--time", "2ms", "--time-b", "4ms",
		"--max-turns", "6", "--json"}, &out, &errb)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var r map[string]any
	if err := json.Unmarshal(out.Bytes(), &r); err != nil {
		t.Fatalf("%v in %s", err, out.String())
	}
	if got := r["time_per_turn"]; got != "2ms/4ms" {
		t.Errorf("time_per_turn = %v, want 2ms/4ms", got)
	}
}

// TestAdjudicateAveragesLastTwoHandOvers: at the cap the referee scores
// the mean of the last two hand-overs, so the surges of the side that
// moved last (always Amber at an even cap) do not decide the game alone.
func TestAdjudicateAveragesLastTwoHandOvers(t *testing.T) {
	g := engine.NewGame()
	for _, w := range []string{"L2-D2>L2-D4", "surge L2-D4", "L2-E7>L2-E5", "surge L2-E5"} {
		a, err := engine.ParseAction(w)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	prev, err := g.ReplayTo(2)
	if err != nil {
		t.Fatal(err)
	}
	p, pp := g.Position(), prev.Position()
	wt := ai.JudgeWeights()
	q, r := *p, *pp
	a, b := ai.Evaluate(&q, engine.Cerulean, &wt), ai.Evaluate(&r, engine.Cerulean, &wt)
	if a == b {
		t.Fatalf("test positions evaluate alike (%d): no surge effect to average", a)
	}
	for _, tc := range []struct {
		prev *engine.Position
		want int
	}{{nil, a}, {pp, (a + b) / 2}} {
		// a margin just above the value: a draw; a margin at the value: a
		// decision. Both print the value.
		v := tc.want
		m := max(v, -v)
		if m == 0 {
			continue
		}
		if res, why := adjudicate(p, tc.prev, m+1); res != engine.Draw || !strings.Contains(why, fmt.Sprintf("(%+d)", v)) {
			t.Fatalf("margin %d above |%d|: %v %q, want a draw at %+d", m+1, v, res, why, v)
		}
		res, why := adjudicate(p, tc.prev, m)
		if res == engine.Draw || !strings.Contains(why, fmt.Sprintf("(%+d)", v)) {
			t.Fatalf("margin %d: %v %q, want a decision at %+d", m, res, why, v)
		}
	}
}

// TestSummarizeGroupsEndings: the report counts endings by kind, the
// adjudicated margins left out.
func TestSummarizeGroupsEndings(t *testing.T) {
	outs := []gameOutcome{
		{score: 1, ending: "adjudicated win (+767)", turns: 201},
		{score: 1, ending: "adjudicated win (-1574)", turns: 201},
		{score: 0.5, ending: "adjudicated draw (-236)", turns: 201},
		{score: 0.5, ending: "repetition", turns: 90},
	}
	r := summarize(&arenaConfig{a: "data", b: "greedy"}, outs)
	want := map[string]int{"adjudicated win": 2, "adjudicated draw": 1, "repetition": 1}
	if !maps.Equal(r.Endings, want) {
		t.Errorf("endings %v, want %v", r.Endings, want)
	}
	if r.Wins != 2 || r.Draws != 2 || r.Losses != 0 || r.Score != 0.75 {
		t.Errorf("W-D-L %d-%d-%d score %v, want 2-2-0 0.75", r.Wins, r.Draws, r.Losses, r.Score)
	}
}

// TestNoteTime: the worst overrun keeps its game and turn, and only the
// turns more than 50 ms past their budget count against the goal, also
// when two games' figures are added up.
func TestNoteTime(t *testing.T) {
	ms := time.Millisecond
	type turn struct {
		el, budget time.Duration
		game, turn int
	}
	tests := []struct {
		name       string
		turns      []turn
		worstMS    float64
		game, at   int
		overLimits int
	}{
		{"under budget", []turn{{900 * ms, time.Second, 1, 3}, {980 * ms, time.Second, 1, 5}}, -20, 1, 5, 0},
		{"exactly 50 ms over", []turn{{1050 * ms, time.Second, 2, 7}}, 50, 2, 7, 0},
		{"just over the limit", []turn{{1051 * ms, time.Second, 2, 9}, {10 * ms, time.Second, 2, 11}}, 51, 2, 9, 1},
		{"two over, the worst later", []turn{{600 * ms, 500 * ms, 1, 1}, {1400 * ms, time.Second, 4, 21}, {time.Second, time.Second, 4, 23}}, 400, 4, 21, 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			// each turn in a game of its own, then added up as the match does
			var total sideStats
			for _, tu := range tc.turns {
				var s sideStats
				s.noteTime(tu.el, tu.budget, tu.game, tu.turn)
				total.add(s)
			}
			if total.MaxOverrunMS != tc.worstMS || total.OverrunGame != tc.game || total.OverrunTurn != tc.at {
				t.Errorf("worst %.1f ms at game %d turn %d, want %.1f at game %d turn %d",
					total.MaxOverrunMS, total.OverrunGame, total.OverrunTurn, tc.worstMS, tc.game, tc.at)
			}
			if total.OverLimit != tc.overLimits {
				t.Errorf("%d turns over the limit, want %d", total.OverLimit, tc.overLimits)
			}
		})
	}
}

// TestArenaCPUProfile: --cpuprofile writes the match's CPU profile (a
// gzip-compressed pprof protobuf, what go tool pprof reads), and a path
// that cannot be created is an error naming it, before any game.
func TestArenaCPUProfile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "arena.pgo")
	var out, errb bytes.Buffer
	code := runArena(testEN, []string{"--a", "greedy", "--b", "random", "--games", "1", "--time", "5ms",
		"--max-turns", "10", "--cpuprofile", path}, &out, &errb)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatalf("profile is not gzip-compressed: %v", err)
	}
	if data, err := io.ReadAll(zr); err != nil || len(data) == 0 {
		t.Fatalf("profile unreadable (%d bytes): %v", len(data), err)
	}

	bad := filepath.Join(t.TempDir(), "missing", "arena.pgo")
	out.Reset()
	errb.Reset()
	if code := runArena(testEN, []string{"--a", "random", "--b", "random", "--games", "1", "--cpuprofile", bad}, &out, &errb); code != 1 {
		t.Errorf("unwritable profile: exit %d, want 1", code)
	}
	if !strings.Contains(errb.String(), bad) {
		t.Errorf("error does not name the file: %q", errb.String())
	}
	if strings.Contains(errb.String(), "game 1/1") {
		t.Errorf("a game was played before the error: %q", errb.String())
	}
}

// TestArenaOpenings: --openings plays each game's first turns at random,
// the same opening for the two games of a pair (one with each colour)
// and another for the next pair; the records replay and say so.
func TestArenaOpenings(t *testing.T) {
	dir := t.TempDir()
	var out, errb bytes.Buffer
	code := runArena(testEN, []string{"--a", "greedy", "--b", "greedy", "--games", "4", "--time", "5ms",
		"--max-turns", "6", "--openings", "2", "--out", dir, "--json", "--seed", "7"}, &out, &errb)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var r struct{ Openings int }
	if err := json.Unmarshal(out.Bytes(), &r); err != nil || r.Openings != 2 {
		t.Errorf("JSON openings %d (%v), want 2", r.Openings, err)
	}
	opening := make([]string, 4) // the first two turns of each game
	for i := range opening {
		data, err := os.ReadFile(filepath.Join(dir, fmt.Sprintf("game-%03d.txt", i+1)))
		if err != nil {
			t.Fatal(err)
		}
		g, rec, err := engine.LoadRecord(data)
		if err != nil {
			t.Fatalf("game %d does not replay: %v", i+1, err)
		}
		if g.Position().Turn() < 3 {
			t.Fatalf("game %d ended at turn %d", i+1, g.Position().Turn())
		}
		if !strings.Contains(string(data), `[Opening "2 random turns`) {
			t.Errorf("game %d's record does not name its opening:\n%s", i+1, data)
		}
		opening[i] = fmt.Sprint(rec.Turns[0].Actions, rec.Turns[1].Actions)
	}
	if opening[0] != opening[1] || opening[2] != opening[3] {
		t.Errorf("a pair's games open differently: %q", opening)
	}
	if opening[0] == opening[2] {
		t.Errorf("two pairs share the opening %q", opening[0])
	}
	code = runArena(testEN, []string{"--a", "greedy", "--b", "greedy", "--games", "1", "--openings", "-1"}, &out, &errb)
	if code != 2 {
		t.Errorf("--openings -1: exit %d, want 2", code)
	}
}

// greedyBeatsRandomOnce plays one arena game to the end, Greedy (depth 1)
// against Random on seed 7, and returns the report and the game's record.
func greedyBeatsRandomOnce(t *testing.T) (arenaReport, *engine.Record) {
	t.Helper()
	dir := t.TempDir()
	var out, errb bytes.Buffer
	code := runArena(testEN, []string{"--a", "greedy", "--b", "random", "--games", "1", "--depth", "1", "--nodes", "3000",
		"--max-turns", "0", "--out", dir, "--json", "--seed", "7"}, &out, &errb)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var r arenaReport
	if err := json.Unmarshal(out.Bytes(), &r); err != nil {
		t.Fatalf("%v in %s", err, out.String())
	}
	if r.Wins != 1 {
		t.Fatalf("greedy did not beat random: %s", out.String())
	}
	data, err := os.ReadFile(filepath.Join(dir, "game-001.txt"))
	if err != nil {
		t.Fatal(err)
	}
	_, rec, err := engine.LoadRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	return r, rec
}

// TestArenaConversionFigures plays a game to the end and checks the
// conversion figures against its record: the turn at whose end the winner
// first held 160 cells (after either side's turn), found again by replaying
// the record, and the turns from there to the win.
func TestArenaConversionFigures(t *testing.T) {
	r, rec := greedyBeatsRandomOnce(t)
	pos := engine.NewPosition()
	reached := 0
	for _, tr := range rec.Turns {
		for _, a := range tr.Actions {
			pos.ApplyLegal(a)
		}
		if reached == 0 && pos.Territory(engine.Cerulean) >= 160 {
			reached = pos.Turn()
			if !pos.Over() {
				reached-- // after the hand-over the position counts the next turn
			}
		}
	}
	g := r.Players[0]
	if g.OutrightWins != 1 || r.Players[1].OutrightWins != 0 {
		t.Errorf("outright wins %d and %d, want 1 and 0", g.OutrightWins, r.Players[1].OutrightWins)
	}
	if reached == 0 || g.TurnAt160Cells != float64(reached) {
		t.Errorf("turn at 160 cells %v, the record says %d", g.TurnAt160Cells, reached)
	}
	if g.TurnsFrom160Cells != r.AvgTurns-float64(reached) || r.MedianTurns != r.AvgTurns {
		t.Errorf("turns from 160 cells %v in a game of %v (median %v), reached at %d", g.TurnsFrom160Cells, r.AvgTurns, r.MedianTurns, reached)
	}
}

// TestConversionFiguresCountOutrightWinsOnly: only a game won by Core
// capture, 180 cells or isolation counts, for its winner; a win that never
// passed 160 cells counts as won outright but not as a conversion.
func TestConversionFiguresCountOutrightWinsOnly(t *testing.T) {
	cases := []struct {
		name     string
		reason   engine.Reason
		score    float64
		reached  [2]int
		turns    int
		outright [2]int
		from     [2]int // ConvertTurnSum
	}{
		{"a wins by 180 cells", engine.ReasonSystemic, 1, [2]int{100, 0}, 180, [2]int{1, 0}, [2]int{80, 0}},
		{"b captures the Core", engine.ReasonActive, 0, [2]int{90, 120}, 150, [2]int{0, 1}, [2]int{0, 30}},
		{"a isolates, never at 160", engine.ReasonIsolation, 1, [2]int{0, 0}, 70, [2]int{1, 0}, [2]int{0, 0}},
		{"a wins by resignation", engine.ReasonResignation, 1, [2]int{100, 0}, 150, [2]int{0, 0}, [2]int{0, 0}},
		{"a repetition", engine.ReasonRepetition, 0.5, [2]int{100, 0}, 300, [2]int{0, 0}, [2]int{0, 0}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			o := gameOutcome{score: c.score, reached: c.reached, turns: c.turns}
			o.noteConversion(c.reason)
			for k := 0; k < 2; k++ {
				if got := o.stats[k].OutrightWins; got != c.outright[k] {
					t.Errorf("player %d: %d outright wins, want %d", k, got, c.outright[k])
				}
				if got := o.stats[k].ConvertTurnSum; got != c.from[k] {
					t.Errorf("player %d: %d turns from 160 cells, want %d", k, got, c.from[k])
				}
			}
		})
	}
	// the report's means, over the conversions only, and the median length
	outs := []gameOutcome{
		{score: 1, reached: [2]int{100, 0}, turns: 180},
		{score: 1, reached: [2]int{120, 0}, turns: 260},
		{score: 1, reached: [2]int{0, 0}, turns: 90},
		{score: 0.5, reached: [2]int{0, 0}, turns: 500},
	}
	for i := range outs[:3] {
		outs[i].noteConversion(engine.ReasonSystemic)
	}
	r := summarize(&arenaConfig{a: "data", b: "greedy"}, outs)
	if a := r.Players[0]; a.OutrightWins != 3 || a.TurnAt160Cells != 110 || a.TurnsFrom160Cells != 110 {
		t.Errorf("outright %d, turn at 160 cells %v, turns from there %v; want 3, 110, 110", a.OutrightWins, a.TurnAt160Cells, a.TurnsFrom160Cells)
	}
	if r.MedianTurns != 220 {
		t.Errorf("median %v turns, want 220", r.MedianTurns)
	}
}

// TestArenaQuietFigures: the turn of the first capture and the longest
// run without one are those of the game's record (the engine's quiet
// count after each turn), and the report's means leave out the games
// without a capture for the first and keep them for the longest run.
func TestArenaQuietFigures(t *testing.T) {
	r, rec := greedyBeatsRandomOnce(t)
	pos := engine.NewPosition()
	first, longest := 0, 0
	for _, tr := range rec.Turns {
		turn := pos.Turn()
		for _, a := range tr.Actions {
			pos.ApplyLegal(a)
		}
		longest = max(longest, pos.QuietTurns())
		if first == 0 && pos.QuietTurns() == 0 && !pos.Over() {
			first = turn
		}
	}
	if first == 0 {
		t.Fatalf("the game has no capture: the test needs one (seed 7)")
	}
	if r.FirstCaptureTurn != float64(first) || r.GamesWithoutCapture != 0 || r.LongestQuietRun != float64(longest) || r.LongestQuietRunMax != longest {
		t.Errorf("first capture %v (without %d), longest quiet run %v (max %d); the record says %d and %d",
			r.FirstCaptureTurn, r.GamesWithoutCapture, r.LongestQuietRun, r.LongestQuietRunMax, first, longest)
	}
	outs := []gameOutcome{
		{score: 1, turns: 80, firstCapture: 30, longestQuiet: 40},
		{score: 1, turns: 60, firstCapture: 10, longestQuiet: 20},
		{score: 0.5, turns: 200, longestQuiet: 200},
	}
	s := summarize(&arenaConfig{a: "cautious", b: "recruit"}, outs)
	if s.FirstCaptureTurn != 20 || s.GamesWithoutCapture != 1 || s.LongestQuietRun != 260.0/3 || s.LongestQuietRunMax != 200 {
		t.Errorf("first capture %v (without %d), longest run %v (max %d); want 20 (1), 86.7 (200)",
			s.FirstCaptureTurn, s.GamesWithoutCapture, s.LongestQuietRun, s.LongestQuietRunMax)
	}
}
