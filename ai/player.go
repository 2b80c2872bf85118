// player.go: the Player interface, turn plans, options and the factory.

package ai

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"time"

	"strategema/engine"
)

// Player decides whole turns for the side to move, and answers draws.
// A Player is used by one game at a time; its methods must not be called
// concurrently.
type Player interface {
	// Name is the commander's name for players ("Lt. Cmdr. Data").
	Name() string
	// PlayTurn decides the rest of the current turn of p.ToMove(): one or
	// two spending actions (move, surge, hold), ending with End when the
	// turn is not over by itself. It returns within budget (plus a few
	// milliseconds) and stops early, with an error, when ctx is cancelled.
	// p is not modified.
	PlayTurn(ctx context.Context, p *engine.Position, budget time.Duration) (TurnPlan, error)
	// AnswerDraw answers the draw offered by the side to move of p.
	AnswerDraw(p *engine.Position) (accept bool, why string)
	// WantsDraw reports whether the side to move of p offers a draw now.
	WantsDraw(p *engine.Position) (offer bool, why string)
}

// TurnPlan is a decided turn and what the search did to find it.
type TurnPlan struct {
	Actions []engine.Action
	Stats   Stats
}

// Names lists the players New knows: the levels strongest first (Levels
// lists them weakest first), then the measuring sticks: Greedy, Cautious
// (Greedy without the attacks the combat preview calls repelled or a
// standoff: a careful newcomer, cautious.go) and Random.
func Names() []string {
	lv := Levels()
	names := make([]string, 0, len(lv)+3)
	for i := len(lv) - 1; i >= 0; i-- {
		names = append(names, lv[i].Name)
	}
	return append(names, "greedy", "cautious", "random")
}

// Option tunes a Player made by New.
type Option func(*options)

type options struct {
	threads  int
	ttLog2   int
	depth    int
	nodes    int
	seed     int64
	progress func(Stats)
	config   func(*Config)
	// yield, when set, is called by the search about every yieldEvery
	// (WithYield).
	yield      func()
	yieldEvery time.Duration
}

// WithThreads sets the number of search threads (default runtime.NumCPU()).
func WithThreads(n int) Option { return func(o *options) { o.threads = n } }

// WithDepth makes the search stop at a fixed depth in actions (tests,
// reproducible analysis); the budget still bounds it when positive.
func WithDepth(d int) Option { return func(o *options) { o.depth = d } }

// WithNodes makes Greedy evaluate at most n positions a turn, with no
// clock when its budget is 0: a load-independent Greedy for measuring
// (the search players ignore it; WithDepth is theirs).
func WithNodes(n int) Option { return func(o *options) { o.nodes = n } }

// WithSeed seeds the players that use chance (Random).
func WithSeed(s int64) Option { return func(o *options) { o.seed = s } }

// WithProgress is called after each completed search iteration, from the
// goroutine running PlayTurn, so a window can show the thinking.
func WithProgress(f func(Stats)) Option { return func(o *options) { o.progress = f } }

// WithTableSize sets the transposition table to 2^log2 entries of 16 bytes
// (default 2^20: 16 MiB).
func WithTableSize(log2 int) Option { return func(o *options) { o.ttLog2 = log2 } }

// WithYield makes the search give the processor back about every `every`
// of searching: at its clock checks (every few dozen actions), when at
// least `every` has passed since the last call, it calls yield. With
// yield nil it sleeps for a millisecond, which on the single-threaded
// WebAssembly build returns to the browser's event loop so the page can
// draw while the computer thinks. Yielding never changes a decision at a
// fixed depth; the time spent in yield counts against the budget. yield
// may be called from every search thread at once. Without this option
// the search never yields (and pays nothing for it).
func WithYield(every time.Duration, yield func()) Option {
	return func(o *options) {
		if yield == nil {
			yield = func() { time.Sleep(time.Millisecond) }
		}
		o.yield, o.yieldEvery = yield, max(every, 0)
	}
}

// WithConfig lets f adjust the character's configuration (experiments).
func WithConfig(f func(*Config)) Option { return func(o *options) { o.config = f } }

// New makes the named player: a level of Levels ("recruit", "cadet", "ensign",
// "lieutenant", "commander", "data", "kolrami"), "greedy", "cautious" or
// "random".
func New(name string, opts ...Option) (Player, error) {
	o := options{threads: runtime.NumCPU(), ttLog2: 20, seed: 1}
	for _, f := range opts {
		f(&o)
	}
	o.threads = max(1, o.threads)
	o.ttLog2 = clampInt(o.ttLog2, 10, 28)
	key := strings.ToLower(strings.TrimSpace(name))
	if cfg, title, ok := levelConfig(key); ok {
		return newSearchPlayer(title, cfg, o), nil
	}
	switch key {
	case "greedy":
		return &greedyPlayer{w: JudgeWeights(), threads: o.threads, nodes: o.nodes}, nil
	case "cautious":
		return &greedyPlayer{w: JudgeWeights(), threads: o.threads, nodes: o.nodes, careful: true}, nil
	case "random":
		return newRandomPlayer(o.seed), nil
	}
	return nil, fmt.Errorf("ai: unknown player %q (want one of %s)", name, strings.Join(Names(), ", "))
}

// Suggest finds a good turn for the side to move of p (the human's hint),
// with Data's balanced judgement. The options that apply to a search
// (WithThreads, WithYield, WithProgress, WithDepth) apply.
func Suggest(ctx context.Context, p *engine.Position, budget time.Duration, opts ...Option) (TurnPlan, error) {
	o := options{threads: runtime.NumCPU(), ttLog2: 18}
	for _, f := range opts {
		f(&o)
	}
	o.threads = max(1, o.threads)
	sp := newSearchPlayer("Suggest", DataConfig(), o)
	return sp.PlayTurn(ctx, p, budget)
}

// ErrNoTurn is returned when p has no turn to play (the game is over or a
// draw offer waits for its answer).
var ErrNoTurn = errors.New("ai: no turn to play")

func checkPlayable(p *engine.Position) error {
	switch {
	case p.Over():
		return fmt.Errorf("%w: the game is over", ErrNoTurn)
	case p.DrawPending():
		return fmt.Errorf("%w: a draw offer waits for its answer", ErrNoTurn)
	case p.ActionsLeft() == 0:
		return fmt.Errorf("%w: no action left", ErrNoTurn)
	}
	return nil
}

// finishTurn appends End when the turn of me is still open.
func finishTurn(pos *engine.Position, me engine.Side, plan *TurnPlan) {
	if !pos.Over() && pos.ToMove() == me && pos.ActionsLeft() > 0 {
		end := engine.Simple(engine.ActEnd)
		if pos.Apply(end, nil) == nil {
			plan.Actions = append(plan.Actions, end)
		}
	}
}

// bestByHeuristic picks the action whose position evaluates best one
// action ahead (a win first); the last resort when a search had no time
// to finish even its first iteration (a starved machine). A turn end that
// repeats an earlier position scores as the draw, as in the search. It
// costs a few milliseconds; past the deadline it looks at no more than a
// few dozen actions.
func bestByHeuristic(t *thread, p *engine.Position, deadline time.Time) engine.Action {
	me := p.ToMove()
	best, bestV := engine.Simple(engine.ActEnd), -infScore
	for i, a := range p.LegalActions(nil) {
		if i >= 32 && i&15 == 0 && bestV > -infScore && time.Now().After(deadline) {
			break
		}
		if a.Type == engine.ActEnd {
			continue
		}
		q := *p
		if q.Apply(a, nil) != nil {
			continue
		}
		v := Evaluate(&q, me, &t.cfg.W)
		if !q.Over() && q.ToMove() != me && q.RepetitionCount() >= 2 {
			// a turn end that repeats an earlier position: the draw it
			// steps toward, as the search scores it.
			v = -t.cfg.Contempt
		}
		if v > bestV {
			best, bestV = a, v
		}
	}
	return best
}
