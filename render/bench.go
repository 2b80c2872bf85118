package render

import (
	"runtime"
	"time"

	"strategema/internal/profile"
)

// benchState is a Bench run's measurement in progress.
type benchState struct {
	result    BenchResult
	on        bool
	upd, draw time.Duration
	mem       runtime.MemStats
	n         int
	m0, b0    uint64
}

// frame accumulates a's Bench run's figures, skipping warm-up.
func (b *benchState) frame(a *App) {
	if a.opts.Bench <= 0 {
		return
	}
	const warm = 120
	switch {
	case !b.on && !a.quitNext && a.tick >= warm:
		b.on = true
		if a.opts.Profile != "" {
			profile.WriteAllocs(a.opts.Profile)
		}
		b.upd, b.draw, b.n = 0, 0, 0
		runtime.ReadMemStats(&b.mem)
		b.m0, b.b0 = b.mem.Mallocs, b.mem.TotalAlloc
	case b.on:
		b.n++
		if b.n >= a.opts.Bench {
			runtime.ReadMemStats(&b.mem)
			n := time.Duration(b.n)
			b.result = BenchResult{
				Frames:         b.n,
				UpdatePerFrame: b.upd / n,
				DrawPerFrame:   b.draw / n,
				CPUPerFrame:    (b.upd + b.draw) / n,
				AllocsPerFrame: float64(b.mem.Mallocs-b.m0) / float64(b.n),
				BytesPerFrame:  float64(b.mem.TotalAlloc-b.b0) / float64(b.n),
				Faces:          a.board.B.Faces,
			}
			b.on = false
			a.quitNext = true
		}
	}
}
