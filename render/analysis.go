package render

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"strategema/ai"
	"strategema/engine"
	"strategema/render/match"
	"strategema/render/player/aiplayer"
)

// analysis.go: the coach after the game. An analysis of a game runs
// ai.Analyse on a goroutine (coachJob) while the window keeps drawing; the
// replay shows its progress and Cancel, then lists the inaccuracies,
// mistakes and blunders (coach.go draws them), and the game-over panel
// draws its evaluation graph beside the territory chart.

// analysisBudget is the time the coach searches each position: a game of
// 60 turns takes at most about 121 searches, half a minute on a desktop.
// Tests shorten it.
var analysisBudget = 250 * time.Millisecond

// analysisOptions are extra search options for the coach (tests narrow
// the search with them).
var analysisOptions []ai.Option

// coachJob is one analysis in the background.
type coachJob struct {
	game   *engine.Game // the analysed game, a copy: the game on screen may be taken back
	source *engine.Game // the game it was made from
	cancel context.CancelFunc

	mu          sync.Mutex
	done, total int
	reviews     []ai.TurnReview
	err         error
	finished    bool
}

// startAnalysis starts the coach on g.
func startAnalysis(g *engine.Game) (*coachJob, error) {
	cp, err := copyGame(g)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithCancel(context.Background())
	j := &coachJob{game: cp, source: g, cancel: cancel}
	go func() {
		var rs []ai.TurnReview
		var err error
		defer func() {
			if v := recover(); v != nil {
				err = fmt.Errorf("coach failed: %v", v)
			}
			j.mu.Lock()
			j.reviews, j.err, j.finished = rs, err, true
			j.mu.Unlock()
			cancel()
		}()
		rs, err = aiplayer.Analyse(ctx, cp, analysisBudget, func(done, total int) {
			j.mu.Lock()
			j.done, j.total = done, total
			j.mu.Unlock()
		}, analysisOptions...)
	}()
	return j, nil
}

// copyGame replays g's actions from its start into a game of its own.
func copyGame(g *engine.Game) (*engine.Game, error) {
	cp := engine.NewGameFrom(g.Initial())
	for i, a := range g.Actions() {
		if _, err := cp.Apply(a); err != nil {
			return nil, fmt.Errorf("coach: action %d (%s) does not replay: %w", i+1, a, err)
		}
	}
	return cp, nil
}

// coachState is what the window shows of a job at one moment.
type coachState struct {
	done, total int
	finished    bool
	cancelled   bool
	err         error
	reviews     []ai.TurnReview // set once finished
}

// state is the job's progress and, once finished, its result.
func (j *coachJob) state() coachState {
	j.mu.Lock()
	defer j.mu.Unlock()
	s := coachState{done: j.done, total: j.total, finished: j.finished}
	if j.finished {
		s.reviews, s.err = j.reviews, j.err
		s.cancelled = errors.Is(j.err, context.Canceled)
	}
	return s
}

// stop cancels the analysis (its goroutine ends within one search).
func (j *coachJob) stop() { j.cancel() }

// ready reports whether the job finished with every turn reviewed.
func (s coachState) ready() bool { return s.finished && s.err == nil }

// fraction is the share of turns done, 0–1.
func (s coachState) fraction() float32 {
	if s.total == 0 {
		return 0
	}
	return float32(s.done) / float32(s.total)
}

// coachMark is one marked turn of a finished analysis, with where the
// replay finds it.
type coachMark struct {
	review ai.TurnReview
	event  int             // the events before the turn: the replay's step at its start
	before engine.Position // the position the turn was played from
	line   string          // the list's line: turn, verdict mark, the turn played
	better string          // the better turn, in the player's words
}

// coachMarks lists the turns of g with a verdict, in order, locating each
// turn's start among g's events.
func coachMarks(a *App, g *engine.Game, reviews []ai.TurnReview) []coachMark {
	type start struct {
		event int
		pos   engine.Position
	}
	starts := map[int]start{}
	r := engine.NewGameFrom(g.Initial())
	for _, act := range g.Actions() {
		p := r.Position()
		if _, ok := starts[p.Turn()]; !ok {
			starts[p.Turn()] = start{len(r.Events()), p.Clone()}
		}
		if _, err := r.Apply(act); err != nil {
			break
		}
	}
	var out []coachMark
	for _, rv := range reviews {
		st, ok := starts[rv.Turn]
		if !ok || !rv.Reviewed || rv.Verdict == ai.NoVerdict {
			continue
		}
		label := fmt.Sprintf("%d%c", rv.Round, rv.Side.Letter())
		out = append(out, coachMark{
			review: rv, event: st.event, before: st.pos,
			line: a.trf("coach.line", "Turn", label, "Mark", rv.Verdict.Symbol(),
				"Verdict", a.tr("coach."+rv.Verdict.String()), "Played", turnWords(rv.Played)),
			better: a.trf("coach.better", "Best", match.TurnWordsIn(a.lang, rv.Best, &st.pos)),
		})
	}
	return out
}

// turnWords writes a turn's actions as the record does.
func turnWords(acts []engine.Action) string {
	ws := make([]string, len(acts))
	for i, a := range acts {
		ws[i] = a.String()
	}
	return strings.Join(ws, ", ")
}

// ceruleanChances is the analysis's winning chances for Cerulean after
// each reviewed turn, -1 to 1.
func ceruleanChances(reviews []ai.TurnReview) []float64 {
	out := make([]float64, 0, len(reviews))
	for _, r := range reviews {
		if !r.Reviewed {
			continue
		}
		c := r.Chances
		if r.Side == engine.Amber {
			c = -c
		}
		out = append(out, c)
	}
	return out
}
