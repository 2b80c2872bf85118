// bench_test.go: the engine's speed. BenchmarkApply and
// BenchmarkApplyReference replay the same pre-generated random playouts
// through the fast engine and through the reference of reference_test.go,
// so the two figures compare directly (see docs/PERFORMANCE.md).

package engine

import (
	"math/rand"
	"testing"
	"time"
)

// cpuClock reports the CPU time per operation as the metric cpu-ns/op
// next to the wall-clock ns/op: on a machine busy with other work the
// wall clock counts time the benchmark waited for a core, the CPU time
// does not.
type cpuClock struct{ start time.Duration }

func startCPUClock(b *testing.B) *cpuClock {
	b.ResetTimer()
	return &cpuClock{start: cpuTime()}
}

func (c *cpuClock) stop(b *testing.B) {
	b.StopTimer()
	b.ReportMetric(float64(cpuTime()-c.start)/float64(b.N), "cpu-ns/op")
}

// benchPlayout is one pre-generated game: its start and its actions.
type benchPlayout struct {
	start   Position
	actions []Action
}

// benchPlayouts plays n random games from the opening with the contact-
// seeking policy of the differential test (so they include combat,
// retreats and captures), at most maxActions actions each.
func benchPlayouts(n, maxActions int) []benchPlayout {
	out := make([]benchPlayout, n)
	var buf []Action
	for g := range out {
		rng := rand.New(rand.NewSource(int64(g + 1)))
		pl := newPolicy(rng)
		pl.offer, pl.resign = 0, 0
		p := NewPosition()
		out[g].start = p.Clone()
		for i := 0; i < maxActions && !p.Over(); i++ {
			buf = p.LegalActions(buf[:0])
			a := pl.pick(&p, buf, nil)
			if err := p.Apply(a, nil); err != nil {
				panic(err)
			}
			out[g].actions = append(out[g].actions, a)
		}
	}
	return out
}

// BenchmarkApply: one legal action with all its consequences (validation,
// move, combat, encirclement, supply, end of turn), no event recording.
func BenchmarkApply(b *testing.B) {
	games := benchPlayouts(32, 300)
	hist := make([]uint64, 0, 4096)
	var p Position
	gi, ai := 0, 0
	reset := func() {
		p = games[gi].start
		p.history = append(hist[:0], games[gi].start.history...)
	}
	reset()
	b.ReportAllocs()
	clock := startCPUClock(b)
	for i := 0; i < b.N; i++ {
		if ai == len(games[gi].actions) {
			gi, ai = (gi+1)%len(games), 0
			reset()
		}
		if err := p.Apply(games[gi].actions[ai], nil); err != nil {
			b.Fatal(err)
		}
		ai++
	}
	clock.stop(b)
}

// BenchmarkApplyReference: the same actions through the reference.
func BenchmarkApplyReference(b *testing.B) {
	games := benchPlayouts(32, 300)
	start := newRefGame(refOpening(), Cerulean, 1, 2)
	var r *refGame
	gi, ai := 0, 0
	reset := func() {
		c := *start
		c.units = append([]refUnit(nil), start.units...)
		c.history = append([]string(nil), start.history...)
		r = &c
	}
	reset()
	b.ReportAllocs()
	clock := startCPUClock(b)
	for i := 0; i < b.N; i++ {
		if ai == len(games[gi].actions) {
			gi, ai = (gi+1)%len(games), 0
			reset()
		}
		if _, ok := r.play(games[gi].actions[ai]); !ok {
			b.Fatalf("reference rejected %s", games[gi].actions[ai])
		}
		ai++
	}
	clock.stop(b)
}

// BenchmarkLegalActions: generating every legal action of positions met in
// random playouts.
func BenchmarkLegalActions(b *testing.B) {
	games := benchPlayouts(8, 300)
	var positions []Position
	for _, g := range games {
		p := g.start.Clone()
		for i, a := range g.actions {
			if i%10 == 0 {
				positions = append(positions, p.Clone())
			}
			_ = p.Apply(a, nil)
		}
	}
	buf := make([]Action, 0, 1024)
	b.ReportAllocs()
	clock := startCPUClock(b)
	for i := 0; i < b.N; i++ {
		buf = positions[i%len(positions)].LegalActions(buf[:0])
	}
	clock.stop(b)
}

// BenchmarkPerft: perft(2) from the opening.
func BenchmarkPerft(b *testing.B) {
	p := NewPosition()
	b.ReportAllocs()
	clock := startCPUClock(b)
	for i := 0; i < b.N; i++ {
		Perft(&p, 2)
	}
	clock.stop(b)
}

// TestApplyDoesNotAllocate: with rec == nil and room in the repetition
// history, applying actions allocates nothing.
func TestApplyDoesNotAllocate(t *testing.T) {
	games := benchPlayouts(4, 300)
	hist := make([]uint64, 0, 1<<16)
	for _, g := range games {
		p := g.start
		p.history = append(hist[:0], g.start.history...)
		i := 0
		allocs := testing.AllocsPerRun(len(g.actions)-1, func() {
			if err := p.Apply(g.actions[i], nil); err != nil {
				t.Fatal(err)
			}
			i++
		})
		if allocs != 0 {
			t.Fatalf("%v allocations per action", allocs)
		}
	}
}

// TestPerftOpening pins the perft counts of the opening (docs/PERFORMANCE.md):
// depth 1 and 2 always, depth 3 with -long.
func TestPerftOpening(t *testing.T) {
	want := []uint64{1, 1054, 1103521, 1156164139}
	depth := 2
	if *longTests {
		depth = 3
	}
	p := NewPosition()
	h := p.Hash()
	for d := 0; d <= depth; d++ {
		if got := Perft(&p, d); got != want[d] {
			t.Errorf("perft(%d) = %d, want %d", d, got, want[d])
		}
	}
	if p.Hash() != h {
		t.Fatal("perft changed the position")
	}
}
