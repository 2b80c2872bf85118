// Package aiplayer adapts the computer commanders of package ai to the
// window's seam, render/player: a Player is a player.Computer, a
// player.Thinker (a time budget and progress reports) and a
// player.Diplomat (draw answers and offers with their reasons), and
// Suggest is a player.Advisor, Analyst a player.Analyst. Like the seam it
// has no Ebitengine import, so it is tested without a display.
//
// It may import ai, the engine and render/player: the one package of the
// front end that reaches the AI.
package aiplayer

import (
	"context"
	"fmt"
	"runtime"
	"sync"
	"time"

	"strategema/ai"
	"strategema/engine"
	"strategema/render/player"
)

// DefaultThinkTime is how long a Player thinks about a turn when asked
// through Turn (the window passes its think-time setting to Think).
const DefaultThinkTime = 2 * time.Second

// Player is an ai.Player on the window's seam. Like the ai player it
// serves one game at a time and is not called concurrently.
type Player struct {
	p ai.Player
	// In the browser, the level a search worker plays this commander at,
	// and the commander's number there; "" plays every turn in the page
	// (worker_js.go).
	workerLevel string
	workerID    int64

	mu    sync.Mutex
	sink  func(player.Progress) // the running Think's progress callback
	start time.Time             // when the running Think began
}

// Threads is the number of search threads a Player uses unless told
// otherwise: every core but one, which the window keeps for drawing.
func Threads() int { return max(1, runtime.NumCPU()-1) }

// New makes the named commander of package ai ("data", "kolrami",
// "greedy", "random"). opts are passed to ai.New after the adapter's own
// (search threads: Threads(); the progress report; in the browser, the
// yield that keeps the page drawing: yield_js.go), so a test can fix the
// depth or the threads. In the browser a commander made without opts
// thinks in the search worker when there is one (worker_js.go).
func New(name string, opts ...ai.Option) (*Player, error) {
	a := &Player{}
	all := append([]ai.Option{ai.WithThreads(Threads()), ai.WithProgress(a.report)}, searchOptions()...)
	all = append(all, opts...)
	p, err := ai.New(name, all...)
	if err != nil {
		return nil, fmt.Errorf("computer commander %s: %w", name, err)
	}
	a.p = p
	if len(opts) == 0 {
		a.workerLevel, a.workerID = workerCommander(name)
	}
	return a, nil
}

// Name implements player.Player.
func (a *Player) Name() string { return a.p.Name() }

// Turn implements player.Computer with DefaultThinkTime.
func (a *Player) Turn(ctx context.Context, p *engine.Position) ([]engine.Action, error) {
	return a.Think(ctx, p, DefaultThinkTime, nil)
}

// Think implements player.Thinker.
func (a *Player) Think(ctx context.Context, p *engine.Position, budget time.Duration, progress func(player.Progress)) ([]engine.Action, error) {
	a.mu.Lock()
	a.sink, a.start = progress, time.Now()
	a.mu.Unlock()
	defer func() {
		a.mu.Lock()
		a.sink = nil
		a.mu.Unlock()
	}()
	plan, err := a.playTurn(ctx, p, budget)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", a.p.Name(), err)
	}
	// the turn's own figures close the reports: a turn found before the
	// search's first iteration ended (a slow phone, a win seen by the
	// probe) otherwise leaves the watcher with none.
	if progress != nil {
		st := plan.Stats
		progress(player.Progress{Depth: st.Depth, Nodes: st.Nodes, Elapsed: time.Since(a.start), Score: st.Score, Line: plan.Actions})
	}
	return plan.Actions, nil
}

// playTurn is the commander's turn: in the search worker when it has one
// there and the worker serves, else in this program.
func (a *Player) playTurn(ctx context.Context, p *engine.Position, budget time.Duration) (ai.TurnPlan, error) {
	if a.workerLevel != "" {
		r := searchRequest{Op: opTurn, Commander: a.workerID, Level: a.workerLevel, BudgetMs: float64(budget) / float64(time.Millisecond)}
		if plan, err, ok := searchInWorker(ctx, r, p, a.report); ok {
			return plan, err
		}
	}
	return a.p.PlayTurn(ctx, p, budget)
}

// report forwards the search's progress to the running Think's callback.
func (a *Player) report(s ai.Stats) {
	a.mu.Lock()
	sink, start := a.sink, a.start
	a.mu.Unlock()
	if sink != nil {
		sink(player.Progress{Depth: s.Depth, Nodes: s.Nodes, Elapsed: time.Since(start), Score: s.Score, Line: s.PV})
	}
}

// AnswerDraw implements player.Computer.
func (a *Player) AnswerDraw(ctx context.Context, p *engine.Position) bool {
	ok, _ := a.p.AnswerDraw(p)
	return ok
}

// ExplainDraw implements player.Diplomat.
func (a *Player) ExplainDraw(ctx context.Context, p *engine.Position) (bool, string) {
	return a.p.AnswerDraw(p)
}

// WantsDraw implements player.Diplomat.
func (a *Player) WantsDraw(ctx context.Context, p *engine.Position) (bool, string) {
	return a.p.WantsDraw(p)
}

// Suggest is a player.Advisor: ai.Suggest's turn for the side to move
// (in the browser, in the search worker when there is one, else yielding
// as a Player does).
func Suggest(ctx context.Context, p *engine.Position, budget time.Duration) ([]engine.Action, error) {
	r := searchRequest{Op: opSuggest, BudgetMs: float64(budget) / float64(time.Millisecond)}
	plan, err, ok := searchInWorker(ctx, r, p, nil)
	if !ok {
		plan, err = ai.Suggest(ctx, p, budget, searchOptions()...)
	}
	if err != nil {
		return nil, fmt.Errorf("suggestion: %w", err)
	}
	return plan.Actions, nil
}

var (
	_ player.Thinker  = (*Player)(nil)
	_ player.Diplomat = (*Player)(nil)
	_ player.Advisor  = Suggest
)
