// search.go: alpha-beta over actions (principal variation search), the
// side changing every two actions; the transposition table's cutoffs,
// late-move pruning and reductions, and the quiescence search at the
// leaves.

package ai

import (
	"math/bits"

	"strategema/engine"
)

const maxPly = 64

// drawScore is a draw's score for side me: -Contempt for the side that
// searches, +Contempt for its opponent.
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

// toTT turns a score at ply into the table's form: mate scores counted
// from the node instead of the root.
func toTT(v, ply int) int {
	if v > mateBound {
		return v + ply
	}
	if v < -mateBound {
		return v - ply
	}
	return v
}

// fromTT turns a table score back into a score at ply (see toTT).
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
				// a child that ended the game (or was never searched
				// at this ply yet) left no line of its own
				childLen := max(t.pvLen[ply+1], ply+1)
				copy(t.pv[ply][ply+1:], t.pv[ply+1][ply+1:childLen])
				t.pvLen[ply] = childLen
				if ply == 0 {
					t.rootDone = true
				}
				if v >= beta {
					if !m.tactical && ply < maxPly {
						t.rememberCutoff(me, m.a, depth, ply)
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
