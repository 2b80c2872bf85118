// nodeinfo.go: what the action ordering knows about a position, computed
// once per node: the cells next to the enemy, the holes of nearly
// encircled units, the enemy units' defence and value, retreat cells.

package ai

import (
	"math/bits"

	"strategema/engine"
)

// nodeInfo is what the ordering needs to know about a position, computed
// once per node.
type nodeInfo struct {
	me, opp   engine.Side
	occ       [2]engine.Bitboard
	ctl       [2]engine.Bitboard
	enemyAdj  engine.Bitboard // cells next to an enemy unit
	holes     engine.Bitboard // ring breakers of enemy units nearly encircled
	holeZone  engine.Bitboard // cells within 2 of a hole
	myDanger  engine.Bitboard // cells of own units nearly encircled
	enemyCore engine.Cell
	myCore    engine.Cell
	coreZone  engine.Bitboard     // cells within 2 of the enemy Core
	defence   [engine.Cells]int8  // enemy units: strength without elevation
	victim    [engine.Cells]int32 // enemy units: the value of beating them
	// trapAware: a win against an enemy unit outside trapped is a push,
	// not a capture, and scores as one (Config.TrapOrder).
	trapAware  bool
	trapped    engine.Bitboard // enemy units a lost engagement captures: no retreat cell, or neutralized
	lastExit   engine.Bitboard // the retreat cells of enemy units with exactly one
	retreat    engine.Bitboard // the cells an enemy unit may retreat to: empty, not the side to move's
	forwardDir int             // +1 when the enemy is at higher ranks
	// auraTrap: an attacker's own aura takes the neutral retreat cells
	// next to it (tieExit) before the loser retreats (Config.Combos).
	auraTrap bool
	tieExit  engine.Bitboard
	// combo: the combinations' first actions kept here as tactical
	// (Config.Combos), or nil; set by generate.
	combo *comboSet
}

// info computes the node information of p in the scratch slot.
func (t *thread) info(p *engine.Position) *nodeInfo { return t.infoAt(p, &t.ni[maxPly]) }

// infoAt computes the node information of p into n.
func (t *thread) infoAt(p *engine.Position, n *nodeInfo) *nodeInfo {
	n.me = p.ToMove()
	n.opp = n.me.Opponent()
	n.combo = nil
	n.occ = [2]engine.Bitboard{p.Occupied(engine.Cerulean), p.Occupied(engine.Amber)}
	n.ctl = [2]engine.Bitboard{p.Control(engine.Cerulean), p.Control(engine.Amber)}
	n.enemyAdj = n.occ[n.opp].Dilate()
	all := n.occ[0].Or(n.occ[1])
	empty := all.Not()
	n.holes = engine.Bitboard{}
	n.myDanger = engine.Bitboard{}
	for _, x := range [2]engine.Side{n.opp, n.me} {
		o := x.Opponent()
		brk := n.occ[x].Or(empty.AndNot(n.ctl[o]))
		// every neighbour of a unit of x is a breaker or a ring maker (an
		// enemy unit or an empty enemy cell), and every cell has at least
		// seven neighbours: only a unit next to a ring maker can have two
		// breakers or fewer.
		makers := n.occ[o].Or(empty.And(n.ctl[o]))
		cand := n.occ[x].And(makers.Dilate())
		for l := 0; l < 4; l++ {
			for w := cand.Level(l); w != 0; w &= w - 1 {
				c := engine.Cell(l*64 + bits.TrailingZeros64(w))
				nb := engine.Neighbours(c)
				h := nb.And(brk)
				if h.Count() <= 2 {
					if x == n.opp {
						n.holes = n.holes.Or(h)
					} else {
						n.myDanger.Set(c)
					}
				}
			}
		}
	}
	n.holeZone = n.holes.Dilate().Dilate()
	n.trapAware = t.cfg.TrapOrder
	n.trapped, n.lastExit = engine.Bitboard{}, engine.Bitboard{}
	// an enemy unit that loses retreats to one of these next to it (the
	// engine's rule); without one it is captured.
	n.retreat = p.RetreatCells(n.opp)
	n.auraTrap = t.cfg.Combos
	if n.auraTrap {
		// retreat cells neither side controls: one more aura of the side
		// to move takes them.
		n.tieExit = n.retreat.AndNot(n.ctl[n.opp])
	}
	var thinOpp engine.Bitboard
	if n.auraTrap {
		// the enemy's cells held by one aura: an attacker next to one
		// makes it neutral and takes the defender's ground bonus.
		thinOpp = p.ThinControl(n.opp)
	}
	reach := p.SupplyReach(n.opp)
	for l := 0; l < 4; l++ {
		for w := n.occ[n.opp].Level(l); w != 0; w &= w - 1 {
			id := p.UnitAt(engine.Cell(l*64 + bits.TrailingZeros64(w)))
			u := p.Unit(id)
			if n.trapAware {
				exits := engine.Neighbours(u.Cell).And(n.retreat)
				switch {
				case u.Neutralized || exits.Empty():
					n.trapped.Set(u.Cell)
				case exits.Count() == 1:
					n.lastExit = n.lastExit.Or(exits)
				}
			}
			// Position.Supplied without a call per unit.
			supplied := !u.Neutralized && (u.Kind.IsSource() || reach.Has(u.Cell))
			n.defence[u.Cell] = int8(estStrength(n, n.opp, u.Kind, u.Cell, engine.NoCell, supplied))
			if thinOpp.Has(u.Cell) {
				n.defence[u.Cell]--
			}
			val := int32(t.cfg.W.Material[u.Kind])
			if u.Kind == engine.Core {
				val = 5000
			}
			if u.Neutralized {
				val = 40
			}
			n.victim[u.Cell] = val
		}
	}
	n.enemyCore = coreCell(p, n.opp)
	n.myCore = coreCell(p, n.me)
	n.coreZone = engine.Bitboard{}
	if n.enemyCore != engine.NoCell {
		n.coreZone = cubes[2][n.enemyCore]
	}
	n.forwardDir = 1
	if n.me == engine.Amber {
		n.forwardDir = -1
	}
	return n
}

// estStrength estimates a unit's combat strength on c against an opponent
// on opp, the mover's own cell from excluded from its formation.
func estStrength(n *nodeInfo, side engine.Side, kind engine.Kind, c, from engine.Cell, supplied bool) int {
	nb := engine.Neighbours(c)
	f := popAnd(nb, n.occ[side])
	if from != engine.NoCell && nb.Has(from) {
		f--
	}
	s := min(f, 3) + kind.BaseStrength()
	if n.ctl[side].Has(c) {
		s++
	}
	if supplied {
		s++
	}
	return s
}

// sureTactical is the set of cells a move to which is tactical whatever
// the mover: the holes of nearly encircled enemy units and the cells next
// to the enemy Core.
func (n *nodeInfo) sureTactical() engine.Bitboard {
	if n.enemyCore == engine.NoCell {
		return n.holes
	}
	return n.holes.Or(engine.Neighbours(n.enemyCore))
}

// captures reports whether a win of an attacker on to against the enemy
// unit on vc captures it: the unit is trapped, or its last retreat cell
// is to itself. (The mover's own influence may close more cells: left
// out.)
func (n *nodeInfo) captures(vc, to engine.Cell) bool {
	if n.trapped.Has(vc) {
		return true
	}
	exits := engine.Neighbours(vc).And(n.retreat)
	if n.auraTrap {
		// every unit's aura reaches the cells next to it: the neutral
		// exits there are taken when the attacker arrives (unless its
		// aura reached them already from its start: left out).
		exits = exits.AndNot(n.tieExit.And(engine.Neighbours(to)))
		exits.Clear(to)
		return exits.Empty()
	}
	return n.lastExit.Has(to) && exits == engine.Singleton(to)
}

// mayBlock reports whether the enemy unit on vc, pushed back, may retreat
// into the last retreat cell of another enemy unit (then one more won
// engagement captures that one).
func (n *nodeInfo) mayBlock(vc engine.Cell) bool {
	near := engine.Neighbours(vc).And(n.lastExit)
	if near.Empty() {
		return false
	}
	// near holding only vc's own last exit blocks nobody else, unless
	// another unit shares it (not told apart here: rare).
	own := engine.Neighbours(vc).And(n.retreat)
	return !(own.Count() == 1 && near == own)
}
