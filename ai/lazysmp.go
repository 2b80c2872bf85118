// lazysmp.go: iterative deepening and Lazy SMP: several threads search
// the same root, sharing the transposition table.

package ai

import (
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"strategema/engine"
)

// iterate deepens t's search of root from startDepth to maxDepth, until
// the soft deadline has passed (zero: none), reporting each completed
// iteration (main thread only).
func (t *thread) iterate(root *engine.Position, startDepth, maxDepth int, soft time.Time, report func(d int, score int, pv []engine.Action)) {
	extended := false
	for d := startDepth; d <= maxDepth; d++ {
		if t.id > 0 && t.feed != nil {
			if list := t.feed.Load(); list != nil {
				for _, a := range *list {
					t.threats.add(a) // the main thread's threats so far
				}
			}
		}
		t.rootDone = false
		t.pvLen[0] = 0
		v := t.search(root, d, -infScore, infScore, 0)
		if t.stopped {
			if report != nil && t.rootDone && t.pvLen[0] > 0 {
				report(-d, v, t.pv[0][:t.pvLen[0]])
			}
			return
		}
		if report != nil {
			report(d, v, t.pv[0][:t.pvLen[0]])
		}
		if v > mateBound || v < -mateBound {
			return
		}
		// threats against the chosen turn that the next iteration must
		// look at: worth starting it late, once.
		threatened := false
		if t.cfg.Combos && t.id == 0 && d >= 2 {
			if t.findThreats(root, t.pv[0][:t.pvLen[0]]) > 0 {
				threatened = !extended
				list := slices.Clone(t.threats.list)
				t.feed.Store(&list)
			}
		}
		if !soft.IsZero() && time.Now().After(soft) {
			if !threatened {
				return
			}
			extended = true
		}
	}
}

// engineSearch is a searcher: a character's configuration, a shared table
// and threads that persist from one search to the next.
type engineSearch struct {
	mu      sync.Mutex
	cfg     Config
	tt      *ttable
	threads []*thread
	active  []*thread // the threads of the current search
	// threatFeed: the main thread's threats of the current search, a
	// snapshot replaced (never changed) when it finds more (Config.Combos).
	threatFeed atomic.Pointer[[]engine.Action]
	// yield, when set, is called by each thread about every yieldEvery
	// of its search (WithYield).
	yield      func()
	yieldEvery time.Duration
}

// newEngineSearch makes a searcher with a table of 2^ttLog2 entries and
// nThreads threads (at least one).
func newEngineSearch(cfg Config, ttLog2, nThreads int) *engineSearch {
	e := &engineSearch{cfg: cfg, tt: newTT(ttLog2)}
	for i := 0; i < max(1, nThreads); i++ {
		e.threads = append(e.threads, newThread(&e.cfg, e.tt, i))
	}
	return e
}

// result of one search.
type searchResult struct {
	pv    []engine.Action
	score int
	stats Stats
}

// run searches p within budget (or to fixed depth when depth > 0).
func (e *engineSearch) run(stop *atomic.Bool, p, turnStart *engine.Position, budget time.Duration, depth int, seen map[uint64]int, progress func(Stats)) searchResult {
	e.mu.Lock()
	defer e.mu.Unlock()
	start := time.Now()
	hard, soft := deadlines(start, budget, depth)
	maxDepth := maxPly - 2
	if e.cfg.MaxDepth > 0 {
		maxDepth = e.cfg.MaxDepth
	}
	if depth > 0 {
		maxDepth = depth
	}
	// helpers of the previous search may still be winding down (they stop
	// within a few dozen actions of its end, but a starved machine may not
	// run them for a while): the busy ones sit this search out rather than
	// make it wait.
	if depth <= 0 || budget > 0 {
		// a timer stops the threads even when they are starved of CPU
		// and slow to look at the clock themselves.
		tm := time.AfterFunc(time.Until(hard), func() { stop.Store(true) })
		defer tm.Stop()
	}
	e.tt.newSearch()
	var res searchResult
	rest := strikersRest(&e.cfg, turnStart)
	main := e.threads[0]
	active := e.active[:0]
	for i, t := range e.threads {
		if i > 0 && t.busy.Load() {
			continue
		}
		active = append(active, t)
		t.stop, t.deadline, t.root, t.nodes, t.stopped = stop, hard, p.ToMove(), 0, false
		t.strikersRest = rest
		t.yield, t.yieldEvery, t.lastYield = e.yield, e.yieldEvery, start
		t.rootCombos.reset()
		t.threats.reset()
		t.threatsDone = false
		t.shared.Store(0)
		t.seen = seen
		t.startOcc = [2]engine.Bitboard{turnStart.Occupied(engine.Cerulean), turnStart.Occupied(engine.Amber)}
		t.startRep = turnStart.RepetitionCount()
		t.ageHistory()
		t.feed = &e.threatFeed
		if i == 0 {
			e.threatFeed.Store(nil)
			if e.cfg.Combos {
				root := p.Clone()
				main.findCombos(&root, &main.rootCombos)
			}
			continue
		}
		for _, a := range main.rootCombos.list {
			t.rootCombos.add(a) // the helpers keep the same root actions
		}
		t.busy.Store(true)
		root := p.Clone()
		go func(t *thread, i int) {
			defer t.busy.Store(false)
			t.iterate(&root, 1+i%2, maxDepth, time.Time{}, nil)
			t.shared.Store(t.nodes)
		}(t, i)
	}
	e.active = active
	root := p.Clone()
	main.iterate(&root, 1, maxDepth, soft, func(d, score int, pv []engine.Action) {
		res.pv = append(res.pv[:0], pv...)
		if d > 0 {
			res.score = score
			res.stats.Depth = d
		}
		if progress != nil && d > 0 {
			var n uint64
			for _, t := range active {
				n += t.shared.Load()
			}
			el := time.Since(start)
			progress(Stats{Depth: d, Nodes: n, Elapsed: el, NPS: float64(n) / max(el.Seconds(), 1e-9),
				Threads: len(active), Score: score, PV: append([]engine.Action(nil), pv...)})
		}
	})
	stop.Store(true)
	// the helpers are not waited for: the answer must not wait on their
	// scheduling; their published counts are close enough.
	n := main.nodes
	for _, t := range active[1:] {
		n += t.shared.Load()
	}
	el := time.Since(start)
	res.stats.Nodes, res.stats.Elapsed, res.stats.Threads = n, el, len(active)
	res.stats.NPS = float64(n) / max(el.Seconds(), 1e-9)
	res.stats.Score = res.score
	res.stats.PV = res.pv
	return res
}
