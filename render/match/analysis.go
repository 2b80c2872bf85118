package match

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"strategema/engine"
	"strategema/render/player"
)

// analysis.go: the analysis after the game. An Analysis runs the window's
// player.Analyst on a goroutine while the window keeps drawing; the
// replay shows its progress and Cancel, then lists the inaccuracies,
// mistakes and blunders, and the game-over panel draws its graph of
// winning chances beside the territory chart.

// Analysis is one analysis of a game in the background.
type Analysis struct {
	game   *engine.Game // the analysed game, a copy: the game on screen may be taken back
	Source *engine.Game // the game it was made from
	cancel context.CancelFunc

	mu          sync.Mutex
	done, total int
	reviews     []player.Review
	err         error
	finished    bool
}

// StartAnalysis starts an analysis of g by an, each position searched for
// budget.
func StartAnalysis(an player.Analyst, g *engine.Game, budget time.Duration) (*Analysis, error) {
	if an == nil {
		return nil, errors.New("analysis: no analyst")
	}
	cp, err := g.ReplayTo(len(g.Actions()))
	if err != nil {
		return nil, fmt.Errorf("analysis: %w", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	j := &Analysis{game: cp, Source: g, cancel: cancel}
	go func() {
		var rs []player.Review
		var err error
		defer func() {
			if v := recover(); v != nil {
				err = fmt.Errorf("analysis failed: %v", v)
			}
			j.mu.Lock()
			j.reviews, j.err, j.finished = rs, err, true
			j.mu.Unlock()
			cancel()
		}()
		rs, err = an(ctx, cp, budget, func(done, total int) {
			j.mu.Lock()
			j.done, j.total = done, total
			j.mu.Unlock()
		})
	}()
	return j, nil
}

// FinishedAnalysis is an analysis of g already done, with these reviews
// (the analysis panel drawn on a given analysis: tests, screenshots).
func FinishedAnalysis(g *engine.Game, reviews []player.Review) *Analysis {
	return &Analysis{game: g, Source: g, cancel: func() {}, done: len(reviews), total: len(reviews), reviews: reviews, finished: true}
}

// AnalysisState is what the window shows of an analysis at one moment.
type AnalysisState struct {
	Done, Total int
	Finished    bool
	Cancelled   bool
	Err         error
	Reviews     []player.Review // set once finished
}

// State is the analysis's progress and, once finished, its result.
func (j *Analysis) State() AnalysisState {
	j.mu.Lock()
	defer j.mu.Unlock()
	s := AnalysisState{Done: j.done, Total: j.total, Finished: j.finished}
	if j.finished {
		s.Reviews, s.Err = j.reviews, j.err
		s.Cancelled = errors.Is(j.err, context.Canceled)
	}
	return s
}

// Stop cancels the analysis (its goroutine ends within one search).
func (j *Analysis) Stop() { j.cancel() }

// Ready reports whether the analysis finished with every turn reviewed.
func (s AnalysisState) Ready() bool { return s.Finished && s.Err == nil }

// Fraction is the share of turns done, 0–1.
func (s AnalysisState) Fraction() float32 {
	if s.Total == 0 {
		return 0
	}
	return float32(s.Done) / float32(s.Total)
}

// CeruleanChances is the analysis's winning chances for Cerulean after
// each reviewed turn, -1 to 1.
func CeruleanChances(reviews []player.Review) []float64 {
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

// Game is the analysed game: a copy of Source made when the analysis
// began.
func (j *Analysis) Game() *engine.Game { return j.game }
