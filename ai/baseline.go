// baseline.go: the measuring sticks: Random (uniform legal actions) and
// Greedy (the best turn by the evaluation after its own two actions).

package ai

import (
	"context"
	"fmt"
	"math/rand"
	"sort"
	"sync"
	"sync/atomic"
	"time"

	"strategema/engine"
)

// randomPlayer plays uniformly random legal actions (End included) until
// its turn is over. It declines every draw and never offers one.
type randomPlayer struct {
	rng *rand.Rand
	buf []engine.Action
}

func newRandomPlayer(seed int64) *randomPlayer {
	return &randomPlayer{rng: rand.New(rand.NewSource(seed))}
}

// Name implements Player.
func (r *randomPlayer) Name() string { return "Random" }

// PlayTurn implements Player.
func (r *randomPlayer) PlayTurn(ctx context.Context, p *engine.Position, _ time.Duration) (TurnPlan, error) {
	if err := checkPlayable(p); err != nil {
		return TurnPlan{}, err
	}
	start := time.Now()
	me := p.ToMove()
	pos := p.Clone()
	var plan TurnPlan
	for !pos.Over() && pos.ToMove() == me && pos.ActionsLeft() > 0 {
		if err := ctx.Err(); err != nil {
			return TurnPlan{}, fmt.Errorf("ai: random: %w", err)
		}
		r.buf = pos.LegalActions(r.buf[:0])
		a := r.buf[r.rng.Intn(len(r.buf))]
		if err := pos.Apply(a, nil); err != nil {
			return TurnPlan{}, fmt.Errorf("ai: random: %w", err)
		}
		plan.Actions = append(plan.Actions, a)
	}
	plan.Stats.Elapsed = time.Since(start)
	return plan, nil
}

// AnswerDraw implements Player.
func (r *randomPlayer) AnswerDraw(*engine.Position) (bool, string) {
	return false, "Random declines"
}

// WantsDraw implements Player.
func (r *randomPlayer) WantsDraw(*engine.Position) (bool, string) { return false, "" }

// greedyPlayer plays the turn whose position, after its own two actions
// (and the end-of-turn checks), evaluates best; no look-ahead. First
// actions are tried best first, so a budget too short for all pairs still
// gives the best of those it reached.
type greedyPlayer struct {
	w       Weights
	threads int
	nodes   int // at most this many evaluations a turn when above 0 (WithNodes)
	// careful: the Cautious player (cautious.go): no move whose combat
	// preview reads repelled or standoff (refusedAttack).
	careful bool
}

// Name implements Player.
func (g *greedyPlayer) Name() string {
	if g.careful {
		return "Cautious"
	}
	return "Greedy"
}

type greedyCand struct {
	a     engine.Action
	score int
}

// PlayTurn implements Player.
func (g *greedyPlayer) PlayTurn(ctx context.Context, p *engine.Position, budget time.Duration) (TurnPlan, error) {
	if err := checkPlayable(p); err != nil {
		return TurnPlan{}, err
	}
	start := time.Now()
	deadline := start.Add(budget - min(budget/8, 25*time.Millisecond))
	if budget <= 0 && g.nodes > 0 {
		deadline = start.Add(24 * time.Hour) // the node cap alone bounds the turn
	}
	var stop atomic.Bool
	tm := time.AfterFunc(time.Until(deadline), func() { stop.Store(true) })
	defer tm.Stop()
	cancel := context.AfterFunc(ctx, func() { stop.Store(true) })
	defer cancel()
	// expired looks at the flag and at the clock itself: the timer's
	// goroutine may be late when the machine is overloaded.
	expired := func() bool {
		if stop.Load() {
			return true
		}
		if time.Now().After(deadline) {
			stop.Store(true)
			return true
		}
		return false
	}
	me := p.ToMove()
	root := p.Clone()
	var nodes uint64
	score := func(q *engine.Position) int { return Evaluate(q, me, &g.w) }
	// First actions, scored alone.
	var firsts []greedyCand
	for i, a := range root.LegalActions(nil) {
		if a.Type == engine.ActEnd || len(firsts) > 0 && i&15 == 0 && expired() {
			continue
		}
		if len(firsts) > 0 && stop.Load() {
			break
		}
		if g.careful && refusedAttack(&root, a) {
			continue
		}
		q := root
		if q.Apply(a, nil) != nil {
			continue
		}
		nodes++
		firsts = append(firsts, greedyCand{a, score(&q)})
	}
	sort.SliceStable(firsts, func(i, j int) bool { return firsts[i].score > firsts[j].score })
	if len(firsts) == 0 {
		return TurnPlan{Actions: []engine.Action{engine.Simple(engine.ActEnd)}}, nil
	}
	best := TurnPlan{Actions: []engine.Action{firsts[0].a}}
	bestScore := firsts[0].score
	if root.ActionsLeft() == 2 {
		type result struct {
			plan  []engine.Action
			score int
			nodes uint64
		}
		nt := max(1, g.threads)
		results := make([]result, nt)
		var wg sync.WaitGroup
		for w := 0; w < nt; w++ {
			wg.Add(1)
			go func(w int) {
				defer wg.Done()
				r := result{score: -infScore}
				var buf []engine.Action
				base := root.Clone() // each goroutine its own repetition history
				// with a node cap each goroutine gets its share of what the
				// first actions left.
				share := uint64(1<<63 - 1)
				if g.nodes > 0 {
					share = uint64(max(0, g.nodes-len(firsts)) / nt)
				}
				for i := w; i < len(firsts) && r.nodes < share; i += nt {
					if expired() {
						break
					}
					q := base
					_ = q.Apply(firsts[i].a, nil)
					if q.Over() || q.ToMove() != me {
						if firsts[i].score > r.score {
							r.plan, r.score = []engine.Action{firsts[i].a}, firsts[i].score
						}
						continue
					}
					buf = q.LegalActions(buf[:0])
					for k, b := range buf {
						if k&15 == 15 && expired() || r.nodes >= share {
							break
						}
						if b.Type == engine.ActEnd || g.careful && refusedAttack(&q, b) {
							continue
						}
						q2 := q
						if q2.Apply(b, nil) != nil {
							continue
						}
						r.nodes++
						if v := score(&q2); v > r.score {
							r.plan, r.score = []engine.Action{firsts[i].a, b}, v
						}
					}
				}
				results[w] = r
			}(w)
		}
		wg.Wait()
		bestScore = -infScore
		for _, r := range results {
			nodes += r.nodes
			if r.plan != nil && r.score > bestScore {
				best.Actions, bestScore = r.plan, r.score
			}
		}
		if bestScore == -infScore {
			best.Actions, bestScore = []engine.Action{firsts[0].a}, firsts[0].score
		}
	}
	if err := ctx.Err(); err != nil {
		return TurnPlan{}, fmt.Errorf("ai: greedy: %w", err)
	}
	pos := p.Clone()
	for _, a := range best.Actions {
		_ = pos.Apply(a, nil)
	}
	finishTurn(&pos, me, &best)
	el := time.Since(start)
	best.Stats = Stats{Depth: 2, Nodes: nodes, Elapsed: el, NPS: float64(nodes) / max(el.Seconds(), 1e-9),
		Threads: max(1, g.threads), Score: bestScore}
	return best, nil
}

// AnswerDraw implements Player: Greedy accepts when its evaluation says it
// is losing.
func (g *greedyPlayer) AnswerDraw(p *engine.Position) (bool, string) {
	q := *p
	v := Evaluate(&q, p.ToMove().Opponent(), &g.w)
	return v < -200, fmt.Sprintf("Greedy evaluates %+d", v)
}

// WantsDraw implements Player: Greedy never offers.
func (g *greedyPlayer) WantsDraw(*engine.Position) (bool, string) { return false, "" }
