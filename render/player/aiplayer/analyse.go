package aiplayer

import (
	"context"
	"errors"
	"fmt"
	"time"

	"strategema/ai"
	"strategema/engine"
	"strategema/render/player"
)

// Analyse is the analysis after the game: ai.Analyse on the window's search
// options (Threads; in the browser, the yield that keeps the page
// drawing). opts come after them, so a test can narrow the search; in the
// browser a review without opts runs in the search worker when there is
// one (worker_js.go).
func Analyse(ctx context.Context, g *engine.Game, budget time.Duration, progress func(done, total int), opts ...ai.Option) ([]ai.TurnReview, error) {
	if len(opts) == 0 && budget > 0 {
		if rs, err, ok := analyseInWorker(ctx, g, budget, progress); ok {
			if err != nil {
				return rs, fmt.Errorf("coach: %w", err)
			}
			return rs, nil
		}
	}
	all := append([]ai.Option{ai.WithThreads(Threads())}, searchOptions()...)
	all = append(all, opts...)
	rs, err := ai.Analyse(ctx, g, budget, progress, all...)
	if err != nil {
		return rs, fmt.Errorf("coach: %w", err)
	}
	return rs, nil
}

// Analyst is a player.Analyst: Analyse with opts, its reviews and its
// failures in the seam's terms.
func Analyst(opts ...ai.Option) player.Analyst {
	return func(ctx context.Context, g *engine.Game, budget time.Duration, progress func(done, total int)) ([]player.Review, error) {
		rs, err := Analyse(ctx, g, budget, progress, opts...)
		out := make([]player.Review, len(rs))
		for i, r := range rs {
			out[i] = review(r)
		}
		var ae *ai.AnalysisError
		if errors.As(err, &ae) {
			err = &player.AnalysisError{ID: ae.ID, Args: ae.Args, Err: err}
		}
		return out, err
	}
}

// review is r in the seam's terms (the verdicts are numbered alike:
// TestAnalystSpeaksTheSeam checks their names and marks).
func review(r ai.TurnReview) player.Review {
	return player.Review{Turn: r.Turn, Round: r.Round, Side: r.Side, Played: r.Played,
		Reviewed: r.Reviewed, Chances: r.Chances, Best: r.Best, BestChances: r.BestChances,
		Drop: r.Drop, Verdict: player.Verdict(r.Verdict), Depth: r.Depth}
}
