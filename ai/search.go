// search.go: iterative deepening alpha-beta over actions (principal
// variation search), the side changing every two actions; transposition
// table, late-move pruning and reductions, killers and history; Lazy SMP
// over several threads sharing the table.

package ai

import (
	"math/bits"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"strategema/engine"
)

const maxPly = 64

// maxTactical bounds the tactical actions searched at a node below the
// root, maxRootTactical at the root.
const (
	maxTactical     = 24
	maxRootTactical = 40
)

// Config is a character: evaluation weights and search policy.
type Config struct {
	W Weights
	// Contempt: a draw is worth -Contempt to the side that searches.
	Contempt int
	// RootQuiet and Quiet[d] bound how many non-tactical actions are
	// searched at the root and at a node with d actions of depth left
	// (late-move pruning); tactical actions are always searched.
	RootQuiet int
	Quiet     [6]int
	// EvalOrderDepth: at nodes with at least this depth left, the actions
	// are ordered by the static evaluation after playing them.
	EvalOrderDepth int
	// RaidBias adds to the ordering of Striker moves toward the enemy Core.
	RaidBias int
	// PairOrder: the root side's second action is chosen among likely
	// partners of the first (the root's best actions, tactics, and actions
	// near the first action's cells), all ordered by the evaluation after
	// them, which at the turn end is exact: the own turn is looked at as
	// pairs, the way Greedy does, at a fraction of its cost.
	PairOrder bool
	// TrapOrder: the ordering estimates tell a capture from a push. An
	// estimated win against an enemy unit with a retreat cell left scores
	// 1/pushShare of the unit's value, against one without (or a
	// neutralized one) all of it, so the real captures come first among
	// the tactical actions where the estimates order them (the nodes not
	// ordered by the evaluation, and quiescence, whose width is 6); a
	// push that may fill another unit's last retreat cell, or a move into
	// one, scores blockExit more.
	TrapOrder bool
	// Combos: two-action combinations are kept from pruning (combo.go):
	// the searcher's own, found at the root before the search, and the
	// opponent's threats against the turn each iteration chose.
	Combos bool
	// QDepth: actions of quiescence (tactics only) after the horizon.
	QDepth int
	// MaxDepth stops iterative deepening (0: no limit but maxPly).
	MaxDepth int
	// Draw policy thresholds, in evaluation units from the judge's side.
	AcceptBelow int // accept a draw offer when the evaluation is below this
	OfferLevel  int // offer when |evaluation| is at most this and the position is locked
	OfferBelow  int // offer when the evaluation is below this (hopeless)
	LockedQuiet int // quiet turns that make a position locked
}

// Stats describes one search.
type Stats struct {
	Depth   int           // last completed depth, in actions
	Nodes   uint64        // actions played by the search, all threads
	Elapsed time.Duration // wall time
	NPS     float64       // actions per second, all threads
	Threads int           // search threads
	Score   int           // evaluation for the side to move at the root
	PV      []engine.Action
}

// Progress is reported after each completed iteration.
type Progress = Stats

// thread is one search thread's private state.
type thread struct {
	cfg      *Config
	tt       *ttable
	stop     *atomic.Bool
	deadline time.Time
	root     engine.Side
	id       int
	nodes    uint64
	shared   atomic.Uint64 // nodes, published now and then for progress reports
	stopped  bool
	ni       [maxPly + 1]nodeInfo // by ply (a node whose quiet actions wait keeps its own); maxPly: scratch
	spill    [maxPly][]scored     // the tactical actions beyond maxTactical, by ply, while the quiet ones wait
	histLog  []histChange         // changes of hist while some node's quiet actions wait
	histSnap [][2][]int32         // the whole table before and after each halving logged in histLog
	waiting  int                  // nodes on the current line whose quiet actions wait
	killers  [maxPly][2]engine.Action
	hist     [2][]int32
	acts     [maxPly][]engine.Action
	moves    [maxPly][]scored
	quiet    [maxPly][]scored
	stack    [maxPly + 1]engine.Position // child positions by ply: no allocation per node
	pv       [maxPly + 1][maxPly]engine.Action
	pvLen    [maxPly + 1]int
	line     [maxPly]engine.Action // the actions leading to the current node
	startOcc [2]engine.Bitboard    // the units' cells at the start of the root side's turn
	startRep int                   // how often the position at that start has occurred
	rootSet  actionSet             // the root's best actions (PairOrder)
	busy     atomic.Bool           // a helper still searching (it may outlive its search a little)
	rootDone bool                  // a root action finished in the current iteration
	memo     engageMemo            // mayWin's cache for the node being ordered
	evc      evalCache             // static evaluations by position
	seen     map[uint64]int        // positions at the searching side's earlier turn starts (read-only)
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

// pairRootSet is how many of the root's best actions are candidates for
// the second action of the turn (PairOrder).
const pairRootSet = 48

// nearAction reports whether move a touches the cells of action first:
// the same unit again, or a start or end within 2 of its cells.
func nearAction(a, first engine.Action) bool {
	for _, c := range [2]engine.Cell{first.From, first.To} {
		if c == engine.NoCell || c < 0 {
			continue
		}
		if a.From == c || cheb(a.To, c) <= 2 || cheb(a.From, c) <= 2 {
			return true
		}
	}
	return false
}

// actionSet is a set of actions by from and to cells (bits by historyIndex).
type actionSet []uint64

func (s actionSet) has(a engine.Action) bool {
	i := historyIndex(a)
	return s[i>>6]&(1<<(uint(i)&63)) != 0
}

func (s actionSet) set(a engine.Action) {
	i := historyIndex(a)
	s[i>>6] |= 1 << (uint(i) & 63)
}

func newThread(cfg *Config, tt *ttable, id int) *thread {
	t := &thread{cfg: cfg, tt: tt, id: id, rootSet: make(actionSet, (257*257+63)/64), evc: newEvalCache(),
		rootCombos: newComboSet(), threats: newComboSet()}
	t.hist[0] = make([]int32, 257*257)
	t.hist[1] = make([]int32, 257*257)
	return t
}

func (t *thread) checkTime() {
	t.shared.Store(t.nodes)
	if t.stop.Load() {
		t.stopped = true
		return
	}
	if time.Now().After(t.deadline) {
		t.stop.Store(true)
		t.stopped = true
	}
}

func (t *thread) drawScore(me engine.Side) int {
	if me == t.root {
		return -t.cfg.Contempt
	}
	return t.cfg.Contempt
}

// terminal scores a finished game for me.
func (t *thread) terminal(q *engine.Position, me engine.Side, ply int) int {
	switch q.Result() {
	case engine.Draw:
		return t.drawScore(me)
	case engine.WinFor(me):
		return mateScore - ply
	}
	return -(mateScore - ply)
}

func toTT(v, ply int) int {
	if v > mateBound {
		return v + ply
	}
	if v < -mateBound {
		return v - ply
	}
	return v
}

func fromTT(v, ply int) int {
	if v > mateBound {
		return v - ply
	}
	if v < -mateBound {
		return v + ply
	}
	return v
}

// child searches q, which follows an action by the side to move at the
// parent; same reports that the side is still to move.
func (t *thread) child(q *engine.Position, same bool, depth, alpha, beta, ply int) int {
	if same {
		return t.search(q, depth, alpha, beta, ply+1)
	}
	return -t.search(q, depth, -beta, -alpha, ply+1)
}

// generate lists the actions worth searching (End is left out: Hold does
// the same) with their ordering scores, best first: the table's action,
// every tactical action, then at most quietLimit quiet actions (all of
// them at nodes ordered by the evaluation, where the limit applies later).
//
// At the other nodes (not ordered by the evaluation) the quiet actions may
// wait: with lazy set, generate returns the table's action and the
// tactical ones only, and reports whether the quiet ones still wait; the
// search asks for them (quietActions) only when it has tried those without
// a cutoff, which it rarely does. They come out exactly as they would have
// here: the history table is read as it is now (changes made meanwhile are
// undone for the while), and nothing else they depend on changes.
func (t *thread) generate(p *engine.Position, depth, ply int, ttMove engine.Action, hasTT bool, quietLimit int, lazy bool) (ms []scored, waiting bool) {
	// the root and (PairOrder) the root side's second action are ordered
	// by the evaluation after the action.
	pairs := t.cfg.PairOrder && ply == 1 && p.ToMove() == t.root
	evalOrder := ply == 0 || depth >= t.cfg.EvalOrderDepth || pairs
	n := t.infoAt(p, &t.ni[ply])
	n.combo = t.comboFor(p, ply)
	if !evalOrder && lazy && quietLimit > 0 {
		return t.tacticalActions(p, n, ply, ttMove, hasTT), true
	}
	acts := p.LegalActions(t.acts[ply][:0])
	t.acts[ply] = acts
	ms = t.moves[ply][:0]
	me := p.ToMove()
	if evalOrder {
		var zone engine.Bitboard
		first := t.line[0]
		if pairs {
			zone = n.enemyAdj.Or(n.holes)
			if n.enemyCore != engine.NoCell {
				zone = zone.Or(engine.Neighbours(n.enemyCore))
			}
		}
		if ply == 0 {
			clear(t.rootSet)
		}
		for _, a := range acts {
			if a.Type == engine.ActEnd {
				continue
			}
			if pairs && a.Type == engine.ActMove && !(hasTT && a == ttMove) && !t.rootSet.has(a) && !zone.Has(a.To) &&
				!nearAction(a, first) {
				continue // unrelated to the first action and not among the root's best
			}
			sc := t.scoreAction(p, n, a, ply)
			q := &t.stack[ply+1]
			*q = *p
			q.ApplyLegal(a) // generated by the engine: legal
			t.nodes++
			var v int
			if q.Over() {
				v = t.terminal(q, me, ply+1)
			} else {
				v = t.evaluate(q, me)
			}
			base := int32(0)
			if sc.tactical {
				base = tacticalBand
			}
			sc.score = base + int32(clampInt(v, -tacticalBand/2+1, tacticalBand/2-1))
			if v > mateBound {
				sc.score = ttMoveScore - 1
				sc.tactical = true
			}
			if hasTT && a == ttMove {
				sc.score = ttMoveScore
			}
			ms = append(ms, sc)
			if t.nodes&31 == 0 {
				t.checkTime()
				if t.stopped {
					break
				}
			}
		}
		sortScored(ms)
		t.moves[ply] = ms
		if ply == 0 && t.cfg.PairOrder {
			for i := 0; i < len(ms) && i < pairRootSet; i++ {
				t.rootSet.set(ms[i].a)
			}
		}
		return ms, false
	}
	// Tactical actions all; quiet ones: the best quietLimit, kept sorted
	// in a small buffer at the end.
	ms, quiet := t.orderActions(p, n, acts, ply, ttMove, hasTT, quietLimit, ms, t.quiet[ply][:0], true)
	sortScored(ms)
	if len(ms) > maxTactical {
		// the weakest tactical actions join the quiet ones and their limit.
		for _, m := range ms[maxTactical:] {
			m.tactical = false
			if len(quiet) < quietLimit {
				quiet = append(quiet, m)
			}
		}
		ms = ms[:maxTactical]
	}
	ms = append(ms, quiet...)
	t.quiet[ply] = quiet
	t.moves[ply] = ms
	return ms, false
}

// orderActions scores acts, the list of LegalActions of p, at a node not
// ordered by the evaluation: the table's action and the tactical actions
// are appended to ms in the list's order (when withTactical; otherwise
// they are known already and left out), the best quietLimit quiet ones
// are kept in quiet, best first (the first of equals first).
func (t *thread) orderActions(p *engine.Position, n *nodeInfo, acts []engine.Action, ply int, ttMove engine.Action, hasTT bool,
	quietLimit int, ms, quiet []scored, withTactical bool) ([]scored, []scored) {
	var mv mover // the unit of the moves being scored (they come unit by unit)
	mvFrom := engine.NoCell
	for i, a := range acts {
		var sc scored
		switch a.Type {
		case engine.ActEnd:
			continue
		case engine.ActMove:
			if a.From != mvFrom {
				u := p.Unit(p.UnitAt(a.From))
				mv, mvFrom = t.mover(n, &u), a.From
			}
			s, tactical := t.moveScore(n, &mv, a.To)
			tactical = tactical || n.combo.has(a)
			sc = scored{a: a, score: t.orderBonus(n, a, s, tactical, ply), tactical: tactical}
		default:
			sc = t.scoreAction(p, n, a, ply)
		}
		if hasTT && a == ttMove {
			sc.score = ttMoveScore
		}
		if t.id > 0 {
			sc.score += t.jitter(i)
		}
		if sc.tactical || sc.score >= ttMoveScore {
			if withTactical {
				ms = append(ms, sc)
			}
			continue
		}
		quiet = keepQuiet(quiet, quietLimit, sc)
	}
	return ms, quiet
}

// keepQuiet puts sc into quiet, the best quiet actions so far (at most
// limit, best first, the first of equals first), when it is among them.
func keepQuiet(quiet []scored, limit int, sc scored) []scored {
	if len(quiet) < limit {
		quiet = append(quiet, sc)
	} else if limit > 0 && sc.score > quiet[len(quiet)-1].score {
		quiet[len(quiet)-1] = sc
	} else {
		return quiet
	}
	for j := len(quiet) - 1; j > 0 && quiet[j].score > quiet[j-1].score; j-- {
		quiet[j], quiet[j-1] = quiet[j-1], quiet[j]
	}
	return quiet
}

// jitter varies a helper thread's order of near equals by the action's
// index in the list of LegalActions.
func (t *thread) jitter(i int) int32 { return int32((i*7919 + t.id*104729) % 7) }

// tacticalActions is the first stage of generate at a node whose quiet
// actions wait: the table's action and the tactical actions, sorted and cut
// to maxTactical as generate gives them (the cut ones are kept aside in
// spill for the quiet stage). Only the moves to a cell next to an enemy
// unit, into a hole of a nearly encircled enemy unit or next to the enemy
// Core can be tactical: the others are not looked at.
func (t *thread) tacticalActions(p *engine.Position, n *nodeInfo, ply int, ttMove engine.Action, hasTT bool) []scored {
	ms := t.moves[ply][:0]
	t.spill[ply] = t.spill[ply][:0]
	if p.Over() || p.ActionsLeft() == 0 || p.DrawPending() {
		return ms // no legal action
	}
	// (the cells next to the enemy Core are next to an enemy unit.)
	cand := n.enemyAdj.Or(n.holes)
	sure := n.sureTactical()
	t.memo.reset()
	ttMoveMove := hasTT && ttMove.Type == engine.ActMove
	lo := engine.UnitID(int(n.me) * engine.UnitsPerSide)
	idx := 0 // the list index of the unit's first move
	for id := lo; id < lo+engine.UnitsPerSide; id++ {
		u := p.Unit(id)
		if !u.Active() {
			continue
		}
		d := p.Destinations(u.Cell)
		c := d.And(cand)
		if ttMoveMove && ttMove.From == u.Cell && d.Has(ttMove.To) {
			c.Set(ttMove.To)
		}
		if !c.Empty() {
			mv := t.mover(n, &u)
			// the table's move, the sure cells and those mayWin finds.
			keep := t.winCells(n, &mv, c.AndNot(sure).And(n.enemyAdj)).Or(c.And(sure))
			if ttMoveMove && ttMove.From == u.Cell {
				keep.Set(ttMove.To)
			}
			c = c.And(keep)
			below := idx // moves of the unit on the levels below
			for l := 0; l < 4; l++ {
				for w := c.Level(l); w != 0; w &= w - 1 {
					to := engine.Cell(l*64 + bits.TrailingZeros64(w))
					a := engine.Move(u.Cell, to)
					s, tactical := t.moveScoreMemo(n, &mv, to)
					sc := scored{a: a, score: s + tacticalBand, tactical: tactical}
					switch {
					case hasTT && a == ttMove:
						sc.score = ttMoveScore
					case !tactical:
						continue
					}
					if t.id > 0 {
						sc.score += t.jitter(below + bits.OnesCount64(d.Level(l)&(w&-w-1)))
					}
					ms = append(ms, sc)
				}
				below += bits.OnesCount64(d.Level(l))
			}
		}
		idx += d.Count()
	}
	// the combinations' first moves (the surges come below).
	if n.combo != nil {
		ms = t.comboMoves(p, n, ms, ttMove, hasTT)
	}
	// the surges, then Hold.
	for id := lo; id < lo+engine.UnitsPerSide; id++ {
		if u := p.Unit(id); u.Active() && !u.Surging {
			a := engine.Surge(u.Cell)
			sc := t.scoreAction(p, n, a, ply)
			if hasTT && a == ttMove {
				sc.score = ttMoveScore
			}
			if t.id > 0 {
				sc.score += t.jitter(idx)
			}
			if sc.tactical || sc.score >= ttMoveScore {
				ms = append(ms, sc)
			}
			idx++
		}
	}
	if hold := engine.Simple(engine.ActHold); hasTT && ttMove == hold {
		sc := t.scoreAction(p, n, hold, ply)
		sc.score = ttMoveScore
		if t.id > 0 {
			sc.score += t.jitter(idx)
		}
		ms = append(ms, sc)
	}
	sortScored(ms)
	if len(ms) > maxTactical {
		t.spill[ply] = append(t.spill[ply], ms[maxTactical:]...)
		ms = ms[:maxTactical]
	}
	t.moves[ply] = ms
	return ms
}

// quietActions is the second stage of generate at a node whose quiet
// actions waited: it appends them to ms, the node's actions so far, as
// generate would have (the history table must be as it was then).
//
// It goes through the list of LegalActions as orderActions does, leaving
// out what is in ms already (the table's action and the tactical actions),
// and saves work on the many moves that cannot make the best quietLimit:
// once the buffer is full, a move whose score without the engagements
// (which only lower a quiet move's score) is not above the last one kept
// is passed over, tactical or not.
func (t *thread) quietActions(p *engine.Position, ply int, ttMove engine.Action, hasTT bool, quietLimit int, ms []scored) []scored {
	n := &t.ni[ply]
	acts := p.LegalActions(t.acts[ply][:0])
	t.acts[ply] = acts
	quiet := t.quiet[ply][:0]
	sure := n.sureTactical()
	t.memo.reset()
	var mv mover
	mvFrom := engine.NoCell
	for i, a := range acts {
		var sc scored
		switch a.Type {
		case engine.ActEnd:
			continue
		case engine.ActMove:
			if (hasTT && a == ttMove) || sure.Has(a.To) || n.combo.has(a) {
				continue // in ms
			}
			if a.From != mvFrom {
				u := p.Unit(p.UnitAt(a.From))
				mv, mvFrom = t.mover(n, &u), a.From
			}
			s, _ := t.placeScore(n, &mv, a.To)
			bonus := t.orderBonus(n, a, 0, false, ply)
			if t.id > 0 {
				bonus += t.jitter(i)
			}
			if len(quiet) == quietLimit && quietLimit > 0 && s+bonus <= quiet[len(quiet)-1].score {
				continue // cannot be kept (or tactical: in ms)
			}
			if n.enemyAdj.Has(a.To) {
				e, win := t.engageCached(n, &mv, a.To)
				if win {
					continue // tactical: in ms
				}
				s += e
			}
			sc = scored{a: a, score: s + bonus}
		default:
			sc = t.scoreAction(p, n, a, ply)
			if hasTT && a == ttMove {
				sc.score = ttMoveScore
			}
			if t.id > 0 {
				sc.score += t.jitter(i)
			}
			if sc.tactical || sc.score >= ttMoveScore {
				continue // in ms
			}
		}
		quiet = keepQuiet(quiet, quietLimit, sc)
	}
	for _, m := range t.spill[ply] {
		m.tactical = false
		if len(quiet) < quietLimit {
			quiet = append(quiet, m)
		}
	}
	ms = append(ms, quiet...)
	t.quiet[ply] = quiet
	t.moves[ply] = ms
	return ms
}

// histChange is one logged change of the history table: a single entry
// (old: its value before; new: filled in when the change is undone), or,
// with snap > 0, the halving of the whole table, its copies before and
// after in histSnap[snap-1].
type histChange struct {
	side     uint8
	idx      int32
	old, new int32
	snap     int32
}

// histRewind undoes the changes of hist logged since mark (back) or redoes
// them (!back).
func (t *thread) histRewind(mark int, back bool) {
	if back {
		for i := len(t.histLog) - 1; i >= mark; i-- {
			c := &t.histLog[i]
			h := t.hist[c.side]
			if c.snap > 0 {
				s := &t.histSnap[c.snap-1]
				s[1] = append(s[1][:0], h...)
				copy(h, s[0])
				continue
			}
			c.new, h[c.idx] = h[c.idx], c.old
		}
		return
	}
	for i := mark; i < len(t.histLog); i++ {
		c := &t.histLog[i]
		if c.snap > 0 {
			copy(t.hist[c.side], t.histSnap[c.snap-1][1])
			continue
		}
		t.hist[c.side][c.idx] = c.new
	}
}

// endWait is called when a node whose quiet actions waited no longer needs
// the log: at the quiet stage or when it returns without it.
func (t *thread) endWait() {
	t.waiting--
	if t.waiting == 0 {
		t.histLog = t.histLog[:0]
		t.histSnap = t.histSnap[:0]
	}
}

// quiesce scores a leaf: the side to move may stand pat (Hold is always
// legal) or cash in a tactic first: the best qWidth estimated winning
// engagements, moves into the holes of nearly encircled enemy units and
// attacks next to the enemy Core, up to qdepth actions (turn ends
// included), so the horizon after a turn is not blind to the reply's
// captures and encirclements.
func (t *thread) quiesce(p *engine.Position, alpha, beta, ply, qdepth int) int {
	me := p.ToMove()
	stand := t.evaluate(p, me)
	if qdepth <= 0 || ply >= maxPly-1 || stand >= beta || p.ActionsLeft() == 0 {
		return stand
	}
	best := stand
	alpha = max(alpha, stand)
	n := t.info(p)
	zone := n.enemyAdj.Or(n.holes)
	sure := n.sureTactical()
	t.memo.reset()
	ms := t.moves[ply][:0]
	// only the moves into the zone, of the units that can reach it.
	lo := engine.UnitID(int(me) * engine.UnitsPerSide)
	for id := lo; id < lo+engine.UnitsPerSide; id++ {
		u := p.Unit(id)
		if !u.Active() {
			continue
		}
		if r := cubes[moveReach[u.Kind]][u.Cell]; popAnd(r, zone) == 0 {
			continue
		}
		d := p.Destinations(u.Cell).And(zone)
		if d.Empty() {
			continue
		}
		mv := t.mover(n, &u)
		d = d.And(sure).Or(t.winCells(n, &mv, d.AndNot(sure))) // the rest is not tactical
		for l := 0; l < 4; l++ {
			for w := d.Level(l); w != 0; w &= w - 1 {
				to := engine.Cell(l*64 + bits.TrailingZeros64(w))
				if s, tactical := t.moveScoreMemo(n, &mv, to); tactical {
					ms = append(ms, scored{a: engine.Move(u.Cell, to), score: s + tacticalBand, tactical: true})
				}
			}
		}
	}
	ms = topScored(ms, qWidth)
	t.moves[ply] = ms
	for i := range ms {
		q := &t.stack[ply+1]
		*q = *p
		q.ApplyLegal(ms[i].a) // generated from the engine's destinations: legal
		t.nodes++
		if t.nodes&31 == 0 {
			t.checkTime()
		}
		var v int
		switch {
		case q.Over():
			v = t.terminal(q, me, ply+1)
		case q.ToMove() == me:
			v = t.quiesce(q, alpha, beta, ply+1, qdepth-1)
		default:
			v = -t.quiesce(q, -beta, -alpha, ply+1, qdepth-1)
		}
		if t.stopped {
			return 0
		}
		if v > best {
			best = v
			if v > alpha {
				alpha = v
				if v >= beta {
					break
				}
			}
		}
	}
	return best
}

// moveReach is how far a unit of each kind can move in one action.
var moveReach = [engine.NumKinds]int{engine.Core: 1, engine.Nexus: 1, engine.Guardian: 2, engine.Striker: 3, engine.Node: 1}

// qWidth bounds the tactical actions tried at a quiescence node.
const qWidth = 6

// search is the alpha-beta search; it returns the score for the side to move.
func (t *thread) search(p *engine.Position, depth, alpha, beta, ply int) int {
	t.pvLen[ply] = ply
	if ply > 0 && p.ActionsLeft() == 2 {
		if p.RepetitionCount() >= 2 {
			// the turn that just ended repeats an earlier position of the
			// game or of this line: a step toward the fivefold draw, scored
			// as the draw (so a shallow search sees real repetitions too).
			return t.drawScore(p.ToMove())
		}
		if ply <= 2 && p.ToMove() != t.root && t.startRep >= 2 &&
			p.Occupied(engine.Cerulean) == t.startOcc[engine.Cerulean] &&
			p.Occupied(engine.Amber) == t.startOcc[engine.Amber] {
			// the root side's turn moved no unit (surges and holds only):
			// the key of the opponent's turn end leaves the root side's
			// surges out, so the opponent can repeat its last turn, and
			// the position before this turn has occurred already.
			return t.drawScore(p.ToMove())
		}
	}
	if depth <= 0 || ply >= maxPly-1 {
		return t.quiesce(p, alpha, beta, ply, t.cfg.QDepth)
	}
	me := p.ToMove()
	key := p.Hash()
	if ply > 0 && me == t.root && p.ActionsLeft() == 2 && t.seen[key] > 0 {
		// back at a turn start already played in this game: a cycle, scored
		// as the draw it leads to.
		return t.drawScore(me)
	}
	hit, ok := t.tt.probe(key)
	if ok && ply > 0 && hit.depth >= depth && hit.bound != boundNone {
		v := fromTT(hit.score, ply)
		switch {
		case hit.bound == boundExact,
			hit.bound == boundLower && v >= beta,
			hit.bound == boundUpper && v <= alpha:
			return v
		}
	}
	quietLimit := t.cfg.Quiet[min(depth, len(t.cfg.Quiet)-1)]
	if ply == 0 {
		quietLimit = t.cfg.RootQuiet
	}
	hasTT := ok && hit.has
	ms, waiting := t.generate(p, depth, ply, hit.move, hasTT, quietLimit, true)
	if t.stopped {
		return 0
	}
	mark := 0 // the history log at the generation, when the quiet actions wait
	if waiting {
		mark = len(t.histLog)
		t.waiting++
	}
	alphaOrig := alpha
	best := -infScore
	var bestA engine.Action
	hasBest := false
	quiet, tactical, searched := 0, 0, 0
	tacticalLimit := maxTactical
	if ply == 0 {
		tacticalLimit = maxRootTactical
	}
	for i := 0; ; i++ {
		if i == len(ms) {
			if !waiting {
				break
			}
			// the table's action and the tactical ones gave no cutoff:
			// the quiet actions, with the history as it was.
			t.histRewind(mark, true)
			ms = t.quietActions(p, ply, hit.move, hasTT, quietLimit, ms)
			t.histRewind(mark, false)
			waiting = false
			t.endWait()
			if i == len(ms) {
				break
			}
		}
		m := &ms[i]
		switch {
		case m.score >= ttMoveScore-1:
		case !m.tactical:
			quiet++
			if quiet > quietLimit && searched > 0 {
				continue
			}
		default:
			// nodes ordered by the evaluation keep every tactical action
			// in ms, best first: the weakest are left out here.
			tactical++
			if tactical > tacticalLimit && searched > 0 {
				continue
			}
		}
		q := &t.stack[ply+1]
		*q = *p
		q.ApplyLegal(m.a) // generated from the engine's legal actions
		t.line[ply] = m.a
		t.nodes++
		if t.nodes&31 == 0 {
			t.checkTime()
		}
		var v int
		if q.Over() {
			v = t.terminal(q, me, ply+1)
		} else {
			same := q.ToMove() == me
			d := depth - 1
			if searched == 0 {
				v = t.child(q, same, d, alpha, beta, ply)
			} else {
				red := 0
				if depth >= 3 && searched >= 3 && !m.tactical {
					red = 1
				}
				v = t.child(q, same, d-red, alpha, alpha+1, ply)
				if v > alpha && !t.stopped && (red > 0 || v < beta) {
					v = t.child(q, same, d, alpha, beta, ply)
				}
			}
		}
		if t.stopped {
			if waiting {
				t.endWait()
			}
			return 0
		}
		searched++
		if v > best {
			best, bestA, hasBest = v, m.a, true
			if v > alpha {
				alpha = v
				t.pv[ply][ply] = m.a
				copy(t.pv[ply][ply+1:], t.pv[ply+1][ply+1:t.pvLen[ply+1]])
				t.pvLen[ply] = max(t.pvLen[ply+1], ply+1)
				if ply == 0 {
					t.rootDone = true
				}
				if v >= beta {
					if !m.tactical && ply < maxPly {
						if t.killers[ply][0] != m.a {
							t.killers[ply][1] = t.killers[ply][0]
							t.killers[ply][0] = m.a
						}
						hi := historyIndex(m.a)
						h := &t.hist[me][hi]
						if t.waiting > 0 {
							t.histLog = append(t.histLog, histChange{side: uint8(me), idx: int32(hi), old: *h})
						}
						*h += int32(depth * depth * 16)
						if *h > 1<<20 {
							if t.waiting > 0 {
								t.histSnap = append(t.histSnap, [2][]int32{append([]int32(nil), t.hist[me]...), nil})
								t.histLog = append(t.histLog, histChange{side: uint8(me), snap: int32(len(t.histSnap))})
							}
							for j := range t.hist[me] {
								t.hist[me][j] /= 2
							}
						}
					}
					break
				}
			}
		}
	}
	if waiting {
		t.endWait()
	}
	if !hasBest {
		return t.evaluate(p, me)
	}
	bound := boundExact
	switch {
	case best >= beta:
		bound = boundLower
	case best <= alphaOrig:
		bound = boundUpper
	}
	t.tt.store(key, bestA, true, bound, depth, toTT(best, ply))
	return best
}

// iterate runs iterative deepening from root until stopped or maxDepth,
// reporting each completed iteration (main thread only).
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
}

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
	margin := min(budget/8, 25*time.Millisecond)
	hard := start.Add(budget - margin)
	soft := start.Add(budget * 2 / 5)
	maxDepth := maxPly - 2
	if e.cfg.MaxDepth > 0 {
		maxDepth = e.cfg.MaxDepth
	}
	if depth > 0 {
		maxDepth = depth
		hard = start.Add(24 * time.Hour)
		soft = time.Time{}
		if budget > 0 {
			hard = start.Add(budget)
		}
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
	main := e.threads[0]
	active := e.active[:0]
	for i, t := range e.threads {
		if i > 0 && t.busy.Load() {
			continue
		}
		active = append(active, t)
		t.stop, t.deadline, t.root, t.nodes, t.stopped = stop, hard, p.ToMove(), 0, false
		t.rootCombos.reset()
		t.threats.reset()
		t.threatsDone = false
		t.shared.Store(0)
		t.seen = seen
		t.startOcc = [2]engine.Bitboard{turnStart.Occupied(engine.Cerulean), turnStart.Occupied(engine.Amber)}
		t.startRep = turnStart.RepetitionCount()
		t.killers = [maxPly][2]engine.Action{}
		t.waiting, t.histLog, t.histSnap = 0, t.histLog[:0], t.histSnap[:0]
		for s := range t.hist {
			for j := range t.hist[s] {
				t.hist[s][j] /= 8
			}
		}
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
