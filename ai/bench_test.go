package ai

import (
	"context"
	"os"
	"sync/atomic"
	"testing"
	"time"

	"strategema/engine"
)

// midgame plays a few deterministic turns (fixed depth, one thread) to get
// a position with the armies in contact.
func midgame(tb testing.TB, turns int) engine.Position {
	tb.Helper()
	// narrow searches: the position only needs the armies in contact, and
	// the tests that use it must stay quick on a loaded machine.
	narrow := WithConfig(func(c *Config) {
		c.RootQuiet, c.Quiet, c.QDepth = 16, [6]int{0, 8, 6, 4, 4, 4}, 1
	})
	a, _ := New("data", WithThreads(1), WithDepth(2), WithTableSize(16), narrow)
	b, _ := New("kolrami", WithThreads(1), WithDepth(2), WithTableSize(16), narrow)
	g := engine.NewGame()
	pl := [2]Player{a, b}
	for i := 0; i < turns && !g.Position().Over(); i++ {
		plan, err := pl[g.Position().ToMove()].PlayTurn(context.Background(), g.Position(), 0)
		if err != nil {
			tb.Fatal(err)
		}
		for _, x := range plan.Actions {
			if _, err := g.Apply(x); err != nil {
				tb.Fatal(err)
			}
		}
	}
	return g.Position().Clone()
}

func BenchmarkSearch(b *testing.B) {
	p := midgame(b, 24)
	pl, _ := New("data", WithThreads(1))
	b.ResetTimer()
	var nodes uint64
	start := time.Now()
	cpu0, okCPU := processCPU()
	for i := 0; i < b.N; i++ {
		plan, err := pl.PlayTurn(context.Background(), &p, 500*time.Millisecond)
		if err != nil {
			b.Fatal(err)
		}
		nodes += plan.Stats.Nodes
		b.Logf("depth %d nodes %d", plan.Stats.Depth, plan.Stats.Nodes)
	}
	b.ReportMetric(float64(nodes)/time.Since(start).Seconds(), "actions/s")
	// per CPU second of the process: what a core gives when the machine is
	// shared (the wall-clock figure then mostly measures the other load).
	if cpu1, _ := processCPU(); okCPU && cpu1 > cpu0 {
		b.ReportMetric(float64(nodes)/(cpu1-cpu0).Seconds(), "actions/cpu-s")
	}
}

func BenchmarkEvaluate(b *testing.B) {
	p := midgame(b, 24)
	w := DataConfig().W
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		q := p
		Evaluate(&q, engine.Cerulean, &w)
	}
}

func BenchmarkApply(b *testing.B) {
	p := midgame(b, 24)
	acts := p.LegalActions(nil)
	b.Logf("%d actions", len(acts))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		q := p
		_ = q.Apply(acts[i%len(acts)], nil)
	}
}

func BenchmarkOrder(b *testing.B) {
	p := midgame(b, 24)
	cfg := DataConfig()
	t := newThread(&cfg, newTT(10), 0)
	acts := p.LegalActions(nil)
	b.Logf("%d actions", len(acts))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		n := t.info(&p)
		for _, a := range acts {
			t.scoreAction(&p, n, a, 1)
		}
	}
}

func BenchmarkLegal(b *testing.B) {
	p := midgame(b, 24)
	var buf []engine.Action
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		buf = p.LegalActions(buf[:0])
	}
}

// BenchmarkSearchFixed searches the signature's positions to a fixed depth
// with the thin-and-trap characters (sigConfigsThinTrap), one thread: the same actions in every
// version that keeps the signature, so two versions compare by time alone.
func BenchmarkSearchFixed(b *testing.B) {
	positions := sigPositions()
	cfgs := sigConfigsThinTrap()
	var nodes uint64
	start := time.Now()
	cpu0, okCPU := processCPU()
	for i := 0; i < b.N; i++ {
		for j := range positions {
			p := positions[j].Clone()
			pl := newSearchPlayer("bench", cfgs[j%2], options{threads: 1, ttLog2: 16, depth: 3, seed: 1})
			plan, err := pl.PlayTurn(context.Background(), &p, 0)
			if err != nil {
				b.Fatal(err)
			}
			nodes += plan.Stats.Nodes
		}
	}
	b.ReportMetric(float64(nodes)/time.Since(start).Seconds(), "actions/s")
	if cpu1, _ := processCPU(); okCPU && cpu1 > cpu0 {
		b.ReportMetric(float64(nodes)/(cpu1-cpu0).Seconds(), "actions/cpu-s")
	}
}

// BenchmarkFindCombos measures one look for combinations (combo.go) on
// the threat position: every first action, the best tactical second
// ones after it. It runs at the root of every search of a character with
// Combos and after each of its iterations.
func BenchmarkFindCombos(b *testing.B) {
	data, err := os.ReadFile("testdata/combo-threat.txt")
	if err != nil {
		b.Fatal(err)
	}
	g, _, err := engine.LoadRecord(data)
	if err != nil {
		b.Fatal(err)
	}
	p := g.Position().Clone()
	th := newEngineSearch(KolramiConfig(), 10, 1).threads[0]
	th.stop, th.deadline, th.root = new(atomic.Bool), time.Now().Add(time.Hour), p.ToMove()
	set := newComboSet()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		set.reset()
		th.findCombos(&p, &set)
	}
	b.ReportMetric(float64(th.nodes)/float64(b.N), "actions/op")
}
