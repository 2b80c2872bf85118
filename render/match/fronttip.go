package match

import (
	"math/bits"

	"strategema/engine"
)

// fronttip.go: the coach's word when a game against the computer has
// stood still, so that a newcomer learns where a locked front gives.

// FrontTipTurns are the quiet turns (both sides' turns without a capture
// or a neutralization) after which a person playing the computer is told
// how to break a locked front: once at each.
var FrontTipTurns = [...]int{16, 48, 120}

// FrontTip is the coach's advice to side me at a locked front: the level
// where the enemy has the fewest active units, among the levels where me
// has units other than its Core (the most of them among equals), and how
// many enemy units stand there.
type FrontTip struct {
	Turns int  // quiet turns so far
	Level int  // 0-3 (L1-L4)
	Enemy int  // the enemy's active units on that level
	Even  bool // the enemy is as strong on every level the person can push on
}

// LockedFrontTip reports the advice for me in p when p's quiet turns have
// just reached one of FrontTipTurns (given the last count it was asked at,
// so each is given once), and ok false otherwise.
func LockedFrontTip(p *engine.Position, me engine.Side, lastAsked int) (FrontTip, bool) {
	q := p.QuietTurns()
	due := false
	for _, n := range FrontTipTurns {
		if lastAsked < n && q >= n {
			due = true
		}
	}
	if !due || p.Over() {
		return FrontTip{}, false
	}
	enemy := p.Occupied(me.Opponent()).AndNot(p.NeutralizedCells(me.Opponent()))
	mine := p.Occupied(me).AndNot(p.NeutralizedCells(me)).AndNot(p.KindCells(engine.Core)) // the Core does not lead a push
	best, bestEnemy, bestMine, most := 0, 1<<30, -1, -1
	for l := range 4 {
		e, m := bits.OnesCount64(enemy.Level(l)), bits.OnesCount64(mine.Level(l))
		if m == 0 {
			continue // none of the person's units can push there at once
		}
		most = max(most, e)
		if e < bestEnemy || e == bestEnemy && m > bestMine {
			best, bestEnemy, bestMine = l, e, m
		}
	}
	if bestMine < 0 {
		return FrontTip{}, false
	}
	return FrontTip{Turns: q, Level: best, Enemy: bestEnemy, Even: bestEnemy == most}, true
}
