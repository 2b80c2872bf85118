package aiplayer

import (
	"context"
	"fmt"
	"time"

	"strategema/ai"
	"strategema/engine"
)

// Analyse is the coach after the game: ai.Analyse on the window's search
// options (Threads; in the browser, the yield that keeps the page
// drawing). opts come after them, so a test can narrow the search.
func Analyse(ctx context.Context, g *engine.Game, budget time.Duration, progress func(done, total int), opts ...ai.Option) ([]ai.TurnReview, error) {
	all := append([]ai.Option{ai.WithThreads(Threads())}, searchOptions()...)
	all = append(all, opts...)
	rs, err := ai.Analyse(ctx, g, budget, progress, all...)
	if err != nil {
		return rs, fmt.Errorf("coach: %w", err)
	}
	return rs, nil
}
