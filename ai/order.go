// order.go: cheap action ordering without playing the action: engagement
// estimates, encirclement threats, Core attacks, escapes, advances, killers
// and history.

package ai

import (
	"cmp"
	"math/bits"

	"strategema/engine"
)

// Ordering score bands. An action at or above tacticalBand is tactical: it
// is never pruned by late-move pruning.
const (
	ttMoveScore  = 1 << 29
	tacticalBand = 1 << 24
	// pushShare: a push is scored as this fraction (1/pushShare) of the
	// pushed unit's value (Config.TrapOrder).
	pushShare = 4
	// pushWin: a won engagement that pushes the enemy back (TrapOrder),
	// against 200 for one that captures.
	pushWin = 60
	// blockExit: taking (or pushing an enemy unit into) the last retreat
	// cell of an enemy unit, which a lost engagement then captures.
	blockExit   = 200
	killerScore = 1 << 22
)

// scored is an action with its ordering score.
type scored struct {
	a        engine.Action
	score    int32
	tactical bool
}

// byScore orders scored actions best first: the order pdqSortScored
// sorts by (the tests compare it with slices.SortFunc by this function).
func byScore(x, y scored) int { return cmp.Compare(y.score, x.score) }

// sortScored sorts ms best first, in exactly slices.SortFunc's order (how
// ties fall decides which actions a node keeps, so the searches' results
// depend on it): by pdqSortScored, SortFunc's algorithm without a call
// per comparison.
func sortScored(ms []scored) { pdqSortScored(ms, len(ms)) }

// topScored returns the first k actions of ms as slices.SortFunc would
// order them (ms[:k] after SortFunc), sorting only as far as they need:
// the quiescence search keeps 6 of up to ~40.
func topScored(ms []scored, k int) []scored {
	k = max(0, min(k, len(ms)))
	pdqSortScored(ms, k)
	return ms[:k]
}

// engageMemo caches, for the destinations of one node's moves, what
// decides whether a move there is estimated to win an engagement
// (mayWin), and the engagements' scores by attack estimate (engageCached).
// Reset done before using it for another node.
type engageMemo struct {
	done    engine.Bitboard
	friends [engine.Cells]int8      // own units next to the cell
	thr     [engine.Cells]int8      // an attacker there wins against some adjacent enemy when its estimate (elevation left out) exceeds this
	have    [engine.Cells]uint16    // bit a: score[c][a] is known
	score   [engine.Cells][16]int32 // engageScore of an attacker on the cell with estimate a
	// margin[adj][v]: the cells of done where an attacker wins when its
	// estimate exceeds v (v 0 also for a margin below it; a cell whose
	// margin no estimate exceeds is in none), with the mover next to the
	// cell already (adj 1) or not: mayWin for all of a unit's
	// destinations at once (winCells).
	margin [2][winBases]engine.Bitboard
}

// winBases bounds the attack estimates of the margin sets: every kind's
// base strength is below it (TestWinBasesCoverKinds); with a source's
// supply point an estimate may reach it.
const winBases = 4

// reset empties the memo for another node.
func (e *engageMemo) reset() {
	e.done = engine.Bitboard{}
	e.margin = [2][winBases]engine.Bitboard{}
}

// winCells is the set of the cells of d where mayWin(n, m, to) holds:
// it fills the memo of the cells of d not in it (every cell of d must be
// next to an enemy unit), then reads the margin sets.
func (t *thread) winCells(n *nodeInfo, m *mover, d engine.Bitboard) engine.Bitboard {
	e := &t.memo
	need := d.AndNot(e.done)
	for l := 0; l < 4; l++ {
		for w := need.Level(l); w != 0; w &= w - 1 {
			t.memoCell(n, engine.Cell(l*64+bits.TrailingZeros64(w)))
		}
	}
	// the estimate is the base b (plus the supply point of a source off
	// its side's ground, where the ground's two count already): it wins
	// where the margin is below b, and for a source off the ground also
	// where it is b.
	b := m.kind.BaseStrength()
	win := func(adj int) engine.Bitboard {
		w := e.margin[adj][0]
		for v := 1; v < b; v++ {
			w = w.Or(e.margin[adj][v])
		}
		if m.source {
			w = w.Or(e.margin[adj][b].AndNot(n.ctl[n.me]))
		}
		return w
	}
	return win(0).AndNot(m.adj).Or(win(1).And(m.adj)).And(d)
}

// memoCell fills the memo of the cell to, next to an enemy unit.
func (t *thread) memoCell(n *nodeInfo, to engine.Cell) {
	e := &t.memo
	nb := engine.Neighbours(to)
	e.friends[to] = int8(popAnd(nb, n.occ[n.me]))
	thr := 127
	enemies := nb.And(n.occ[n.opp])
	for l := 0; l < 4; l++ {
		for wd := enemies.Level(l); wd != 0; wd &= wd - 1 {
			vc := engine.Cell(l*64 + bits.TrailingZeros64(wd))
			d := int(n.defence[vc])
			if to.Level() > vc.Level() {
				d--
			} else if vc.Level() > to.Level() {
				d++
			}
			thr = min(thr, d)
		}
	}
	e.thr[to] = int8(thr)
	e.have[to] = 0
	e.done.Set(to)
	// the margin sets (see winCells).
	ground := 0
	if n.ctl[n.me].Has(to) {
		ground = 2
	}
	for adj := 0; adj < 2; adj++ {
		if margin := thr - min(int(e.friends[to])-adj, 3) - ground; margin < winBases {
			e.margin[adj][max(margin, 0)].Set(to)
		}
	}
}

// attack is estStrength of m on to (the estimate before elevation) from
// the memo of the cell.
func (t *thread) attack(n *nodeInfo, m *mover, to engine.Cell) int {
	if !t.memo.done.Has(to) {
		t.memoCell(n, to)
	}
	f := int(t.memo.friends[to])
	if m.adj.Has(to) {
		f-- // the mover itself
	}
	atk := min(f, 3) + m.kind.BaseStrength()
	if n.ctl[n.me].Has(to) {
		atk += 2 // ground and supply
	} else if m.source {
		atk++ // supply
	}
	return atk
}

// mayWin reports whether m's move to the cell to, next to an enemy unit,
// is estimated to win one of its engagements: exactly when engageScore
// finds such a win (there, the attack plus its elevation beats a defence
// plus its elevation), without going through the defenders. The search
// asks winCells for all of a unit's cells at once; this is the definition
// cell by cell that TestWinCellsIsMayWin holds it to.
func (t *thread) mayWin(n *nodeInfo, m *mover, to engine.Cell) bool {
	return t.attack(n, m, to) > int(t.memo.thr[to])
}

// engageCached is engageScore through the memo: the score depends on the
// cell and the attack estimate only.
func (t *thread) engageCached(n *nodeInfo, m *mover, to engine.Cell) (int32, bool) {
	a := t.attack(n, m, to)
	e := &t.memo
	win := a > int(e.thr[to])
	if e.have[to]&(1<<uint(a&15)) != 0 {
		return e.score[to][a&15], win
	}
	s, _ := engageFrom(n, to, a)
	e.score[to][a&15] = s
	e.have[to] |= 1 << uint(a&15)
	return s, win
}

// moveScoreMemo is moveScore through the memo (see engageCached).
func (t *thread) moveScoreMemo(n *nodeInfo, m *mover, to engine.Cell) (int32, bool) {
	s, tactical := t.placeScore(n, m, to)
	if n.enemyAdj.Has(to) {
		e, win := t.engageCached(n, m, to)
		s += e
		tactical = tactical || win
	}
	return s, tactical
}

// mover is the part of a move's ordering that depends only on the moving
// unit, computed once for all of its moves.
type mover struct {
	from     engine.Cell
	adj      engine.Bitboard // the start's neighbours
	kind     engine.Kind
	source   bool  // a supply source: supplied wherever it goes
	base     int32 // the terms of the unit alone (escape from danger, kind)
	fromRank int   // the start's rank, toward the enemy
	coreDist int   // Chebyshev distance from the start to the enemy Core (Strikers)
	raid     int32 // per step closer to the enemy Core (Strikers; 0 for the others)
}

// mover prepares the ordering of the moves of the unit u of the side to move.
func (t *thread) mover(n *nodeInfo, u *engine.Unit) mover {
	m := mover{from: u.Cell, adj: engine.Neighbours(u.Cell), kind: u.Kind, source: u.Kind.IsSource(), fromRank: u.Cell.Rank() * n.forwardDir}
	danger := n.myDanger.Has(u.Cell)
	if danger {
		m.base += 250
	}
	switch u.Kind {
	case engine.Striker:
		if n.enemyCore != engine.NoCell {
			m.coreDist = cheb(u.Cell, n.enemyCore)
			m.raid = int32(10 + t.cfg.RaidBias)
		}
	case engine.Core:
		if !danger {
			m.base -= 80
		}
	case engine.Nexus:
		m.base -= 20
	}
	return m
}

// moveScore is the ordering score of the cheap heuristics of m's move to
// to (killers and history left out), and whether the move is tactical.
func (t *thread) moveScore(n *nodeInfo, m *mover, to engine.Cell) (int32, bool) {
	s, tactical := t.placeScore(n, m, to)
	if n.enemyAdj.Has(to) {
		e, win := t.engageScore(n, m, to)
		s += e
		tactical = tactical || win
	}
	return s, tactical
}

// engageScore is the engagements' part of moveScore (to is next to an
// enemy unit): the estimated wins, strongest defender first (roughly),
// and losses; win reports an estimated win (which makes the move
// tactical). Without a win it is never positive.
func (t *thread) engageScore(n *nodeInfo, m *mover, to engine.Cell) (s int32, win bool) {
	atkSupplied := n.ctl[n.me].Has(to) || m.source
	return engageFrom(n, to, estStrength(n, n.me, m.kind, to, m.from, atkSupplied))
}

// engageFrom is engageScore for an attacker on to with the estimate atk0.
func engageFrom(n *nodeInfo, to engine.Cell, atk0 int) (s int32, win bool) {
	nb := engine.Neighbours(to)
	enemies := nb.And(n.occ[n.opp])
	for l := 0; l < 4; l++ {
		for wd := enemies.Level(l); wd != 0; wd &= wd - 1 {
			vc := engine.Cell(l*64 + bits.TrailingZeros64(wd))
			atk, def := atk0, int(n.defence[vc])
			if to.Level() > vc.Level() {
				atk++
			} else if vc.Level() > to.Level() {
				def++
			}
			switch {
			case atk > def:
				if n.trapAware && !n.captures(vc, to) {
					s += pushWin + n.victim[vc]/pushShare // it retreats
					if n.mayBlock(vc) {
						s += blockExit
					}
				} else {
					s += 200 + n.victim[vc]
				}
				win = true
			case atk < def:
				s -= 150
			}
		}
	}
	return s, win
}

// placeScore is moveScore without the engagements: the unit's own terms,
// holes and the enemy Core's surroundings, the advance, new ground and
// the Strikers' raids; tactical for a hole or a cell next to the enemy
// Core (sureTactical).
func (t *thread) placeScore(n *nodeInfo, m *mover, to engine.Cell) (int32, bool) {
	s := m.base
	tactical := false
	if n.holes.Has(to) {
		s += 400
		tactical = true
	} else if n.holeZone.Has(to) {
		s += 60
	}
	if n.coreZone.Has(to) {
		s += 300
		if n.enemyCore != engine.NoCell && cheb(to, n.enemyCore) == 1 {
			tactical = true
		}
	}
	if n.lastExit.Has(to) {
		s += blockExit
	}
	s += int32((to.Rank()*n.forwardDir - m.fromRank) * 12)
	if !n.ctl[n.me].Has(to) {
		s += 15
	}
	if m.raid != 0 {
		s += int32(m.coreDist-cheb(to, n.enemyCore)) * m.raid
	}
	return s, tactical
}

// scoreAction gives a the ordering score of the cheap heuristics.
func (t *thread) scoreAction(p *engine.Position, n *nodeInfo, a engine.Action, ply int) scored {
	sc := scored{a: a}
	var s int32
	switch a.Type {
	case engine.ActMove:
		u := p.Unit(p.UnitAt(a.From))
		m := t.mover(n, &u)
		s, sc.tactical = t.moveScore(n, &m, a.To)
	case engine.ActSurge:
		u := p.Unit(p.UnitAt(a.From))
		s = 30
		if u.Kind == engine.Nexus {
			s += 60
		}
		reach := cubes[u.Range()+1][a.From]
		if popAnd(reach, n.holes) > 0 {
			s += 350
			sc.tactical = true
		}
		if popAnd(reach, n.occ[n.opp]) > 0 {
			s += 40
		}
	case engine.ActHold:
		s = -200
	default:
		s = -1000
	}
	sc.tactical = sc.tactical || n.combo.has(a)
	sc.score = t.orderBonus(n, a, s, sc.tactical, ply)
	return sc
}

// orderBonus adds to the heuristic score s of a the band of a tactical
// action, or the killer bonus, or the history score.
func (t *thread) orderBonus(n *nodeInfo, a engine.Action, s int32, tactical bool, ply int) int32 {
	if tactical {
		return s + tacticalBand
	}
	if ply < maxPly && (t.killers[ply][0] == a || t.killers[ply][1] == a) {
		return s + killerScore
	}
	return s + t.hist[n.me][historyIndex(a)]>>4
}
