package player

import (
	"context"
	"time"

	"strategema/engine"
)

// Progress is a snapshot of a computer commander's search, reported while
// it thinks so the window can show the thinking.
type Progress struct {
	Depth   int             // last completed search depth, in actions
	Nodes   uint64          // actions searched so far
	Elapsed time.Duration   // since the request began
	Score   int             // the search's score for the side to move
	Line    []engine.Action // the best line found so far
}

// Thinker is a Computer that thinks within a time budget and reports its
// progress. The window prefers Think to Turn when a player has it.
type Thinker interface {
	Computer
	// Think is Turn within budget (plus a few milliseconds). progress,
	// when not nil, is called from Think's goroutine after each completed
	// search iteration; it must return quickly.
	Think(ctx context.Context, p *engine.Position, budget time.Duration, progress func(Progress)) ([]engine.Action, error)
}

// Diplomat is a Computer whose draw policy explains itself and which may
// offer draws of its own.
type Diplomat interface {
	Computer
	// ExplainDraw answers a draw offered to it in p (the offering side is
	// p.ToMove()), like AnswerDraw, and says why in one line.
	ExplainDraw(ctx context.Context, p *engine.Position) (accept bool, why string)
	// WantsDraw reports whether it, the side to move of p, offers a draw
	// now, and why in one line.
	WantsDraw(ctx context.Context, p *engine.Position) (offer bool, why string)
}

// Advisor finds a good turn for the side to move of p within budget: the
// hint a person asks for. It returns the actions in the order to play
// them and stops early, with an error, when ctx is cancelled.
type Advisor func(ctx context.Context, p *engine.Position, budget time.Duration) ([]engine.Action, error)
