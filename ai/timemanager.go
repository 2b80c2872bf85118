// timemanager.go: the time budget: the deadlines of a search and the
// threads' look at the clock.

package ai

import "time"

// checkTime publishes the thread's node count and looks at the stop flag
// and the clock: past the deadline it stops every thread. With a yield
// function (WithYield) it calls it when yieldEvery has passed since the
// last call, so a single-threaded host (the browser) gets its turn.
func (t *thread) checkTime() {
	t.shared.Store(t.nodes)
	if t.stop.Load() {
		t.stopped = true
		return
	}
	now := time.Now()
	if now.After(t.deadline) {
		t.stop.Store(true)
		t.stopped = true
		return
	}
	if t.yield != nil && now.Sub(t.lastYield) >= t.yieldEvery {
		t.yield()
		t.lastYield = time.Now()
	}
}

// deadlines are the times a search started at start must stop by (hard:
// every thread stops) and after which the main thread starts no new
// iteration (soft; zero: none). A timed search (depth 0) keeps a margin
// of an eighth of its budget, at most 25 ms, for the answer, and starts
// no iteration after two fifths of it (iterate may start one more once
// when threats call for it); a fixed-depth search has no soft deadline
// and stops at the budget when one is given.
func deadlines(start time.Time, budget time.Duration, depth int) (hard, soft time.Time) {
	if depth > 0 {
		if budget > 0 {
			return start.Add(budget), time.Time{}
		}
		return start.Add(24 * time.Hour), time.Time{}
	}
	margin := min(budget/8, 25*time.Millisecond)
	return start.Add(budget - margin), start.Add(budget * 2 / 5)
}
