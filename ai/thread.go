// thread.go: one search thread's private state.

package ai

import (
	"sync/atomic"
	"time"

	"strategema/engine"
)

// thread is one search thread's private state.
type thread struct {
	cfg      *Config
	tt       *ttable
	stop     *atomic.Bool
	deadline time.Time
	// strikersRest: the root side's quiet Striker moves are left out of
	// its own turn (Config.StrikersRestAbove), decided per search.
	strikersRest bool
	// yield is called at the clock checks when yieldEvery has passed since
	// lastYield (WithYield); nil: never.
	yield      func()
	yieldEvery time.Duration
	lastYield  time.Time
	root       engine.Side
	id         int
	nodes      uint64
	shared     atomic.Uint64 // nodes, published now and then for progress reports
	stopped    bool
	ni         [maxPly + 1]nodeInfo // by ply (a node whose quiet actions wait keeps its own); maxPly: scratch
	spill      [maxPly][]scored     // the tactical actions beyond maxTactical, by ply, while the quiet ones wait
	histLog    []histChange         // changes of hist while some node's quiet actions wait
	histSnap   [][2][]int32         // the whole table before and after each halving logged in histLog
	waiting    int                  // nodes on the current line whose quiet actions wait
	killers    [maxPly][2]engine.Action
	hist       [2][]int32
	acts       [maxPly][]engine.Action
	moves      [maxPly][]scored
	quiet      [maxPly][]scored
	stack      [maxPly + 1]engine.Position // child positions by ply: no allocation per node
	pv         [maxPly + 1][maxPly]engine.Action
	pvLen      [maxPly + 1]int
	line       [maxPly]engine.Action // the actions leading to the current node
	startOcc   [2]engine.Bitboard    // the units' cells at the start of the root side's turn
	startRep   int                   // how often the position at that start has occurred
	rootSet    actionSet             // the root's best actions (PairOrder)
	busy       atomic.Bool           // a helper still searching (it may outlive its search a little)
	rootDone   bool                  // a root action finished in the current iteration
	memo       engageMemo            // mayWin's cache for the node being ordered
	evc        evalCache             // static evaluations by position
	seen       map[uint64]int        // positions at the searching side's earlier turn starts (read-only)
	// combinations (Config.Combos): the root side's own, and the
	// opponent's threats against the chosen turns; found by the main
	// thread only.
	rootCombos, threats comboSet
	comboActs           []engine.Action
	comboFound          []combo
	comboCands          []comboCand
	threatsAt           uint64 // the position after the turn last looked at for threats
	threatsDone         bool   // threatsAt is set (this search)
	// feed: the main thread publishes its threats here, the helpers take
	// them up at their next iteration.
	feed *atomic.Pointer[[]engine.Action]
}

// newThread makes search thread id (0: the main thread) of a search with
// configuration cfg and the shared table tt.
func newThread(cfg *Config, tt *ttable, id int) *thread {
	t := &thread{cfg: cfg, tt: tt, id: id, rootSet: make(actionSet, (257*257+63)/64), evc: newEvalCache(),
		rootCombos: newComboSet(), threats: newComboSet()}
	t.hist[0] = make([]int32, 257*257)
	t.hist[1] = make([]int32, 257*257)
	return t
}
