// yield_test.go: the cooperative yield (WithYield): how often a timed
// search calls it, and that it never changes a fixed-depth decision.

package ai

import (
	"context"
	"math/rand"
	"slices"
	"sync/atomic"
	"testing"
	"time"

	"strategema/engine"
)

// yieldTestPosition is the position after plies uniformly random actions
// from the opening, seeded (a midgame with plenty of legal actions).
func yieldTestPosition(t *testing.T, seed int64, plies int) *engine.Position {
	t.Helper()
	rng := rand.New(rand.NewSource(seed))
	g := engine.NewGame()
	for i := 0; i < plies && !g.Position().Over(); i++ {
		acts := g.Position().LegalActions(nil)
		var spend []engine.Action
		for _, a := range acts {
			if a.Type != engine.ActEnd {
				spend = append(spend, a)
			}
		}
		if len(spend) == 0 {
			spend = acts
		}
		if _, err := g.Apply(spend[rng.Intn(len(spend))]); err != nil {
			t.Fatalf("ply %d: %v", i, err)
		}
	}
	if g.Position().Over() {
		t.Fatalf("the random game ended within %d plies", plies)
	}
	return g.Position()
}

// TestYieldCalledEveryInterval: a one-second search with a yield every
// 10 ms calls it about every 10 ms: never more often than the interval
// allows, and at least half as often as the process's share of a core
// allows (a starved machine delays the clock checks: the share is the
// CPU time the call got over its wall time, when it can be read).
func TestYieldCalledEveryInterval(t *testing.T) {
	p := yieldTestPosition(t, 3, 30)
	const every = 10 * time.Millisecond
	var calls atomic.Int64
	var last, worst time.Duration
	var start time.Time
	yield := func() {
		calls.Add(1)
		now := time.Since(start)
		worst = max(worst, now-last) // one thread: no race
		last = now
	}
	for _, name := range []string{"data", "kolrami"} {
		pl, err := New(name, WithThreads(1), WithYield(every, yield))
		if err != nil {
			t.Fatal(err)
		}
		calls.Store(0)
		last, worst = 0, 0
		cpu0, cpuOK := processCPU()
		start = time.Now()
		if _, err := pl.PlayTurn(context.Background(), p, time.Second); err != nil {
			t.Fatal(err)
		}
		el := time.Since(start)
		share := 1.0
		if cpu1, ok := processCPU(); ok && cpuOK {
			share = min(1, float64(cpu1-cpu0)/float64(el))
		}
		n := calls.Load()
		want := int64(el / every)
		t.Logf("%s: %d calls in %v (%v expected at most, give or take the searches' starts), longest gap %v, CPU share %.2f",
			name, n, el, want+1, worst, share)
		if n > want+3 { // the probe and each search keep their own last call
			t.Errorf("%s: %d yields in %v: more than one every %v", name, n, el, every)
		}
		if float64(n) < float64(want)*share/2 {
			t.Errorf("%s: %d yields in %v with %.2f of a core: fewer than half of one every %v", name, n, el, share, every)
		}
	}
}

// TestYieldKeepsFixedDepthDecisions: at a fixed depth the plan, the score
// and the node count are the same with and without a yield (here one that
// sleeps, so the clock moves).
func TestYieldKeepsFixedDepthDecisions(t *testing.T) {
	for _, seed := range []int64{5, 6} {
		p := yieldTestPosition(t, seed, 24)
		var plans [2]TurnPlan
		var calls atomic.Int64
		for i, opts := range [][]Option{
			{WithThreads(1), WithDepth(3)},
			{WithThreads(1), WithDepth(3), WithYield(0, func() { calls.Add(1); time.Sleep(50 * time.Microsecond) })},
		} {
			pl, err := New("data", opts...)
			if err != nil {
				t.Fatal(err)
			}
			plans[i], err = pl.PlayTurn(context.Background(), p, 0)
			if err != nil {
				t.Fatal(err)
			}
		}
		if calls.Load() == 0 {
			t.Errorf("seed %d: the yield was never called", seed)
		}
		a, b := plans[0], plans[1]
		if !slices.Equal(a.Actions, b.Actions) || a.Stats.Score != b.Stats.Score || a.Stats.Nodes != b.Stats.Nodes {
			t.Errorf("seed %d: without yield %v (score %d, %d nodes), with %v (score %d, %d nodes)",
				seed, a.Actions, a.Stats.Score, a.Stats.Nodes, b.Actions, b.Stats.Score, b.Stats.Nodes)
		}
	}
}

// TestWithYieldNilSleeps: WithYield with no function installs the
// default short sleep, and Suggest takes the option too.
func TestWithYieldNilSleeps(t *testing.T) {
	var o options
	WithYield(5*time.Millisecond, nil)(&o)
	if o.yield == nil || o.yieldEvery != 5*time.Millisecond {
		t.Fatalf("WithYield(5ms, nil): yield %v every %v", o.yield != nil, o.yieldEvery)
	}
	start := time.Now()
	o.yield()
	if el := time.Since(start); el < 500*time.Microsecond {
		t.Errorf("the default yield returned after %v, want a sleep of about 1 ms", el)
	}
	p := yieldTestPosition(t, 7, 20)
	var calls atomic.Int64
	if _, err := Suggest(context.Background(), p, 200*time.Millisecond, WithThreads(1), WithYield(5*time.Millisecond, func() { calls.Add(1) })); err != nil {
		t.Fatal(err)
	}
	if calls.Load() == 0 {
		t.Error("Suggest with WithYield never yielded")
	}
}
