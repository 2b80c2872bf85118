// resign.go: the lower levels resign a lost game instead of playing it
// out or offering draws (Config.ResignBelow).

package ai

import "strategema/engine"

// resignBelow is the judge's evaluation (JudgeWeights) of his own
// position below which a lower level counts a turn as lost: about ten
// Control Nodes, or a hundred cells, behind.
const resignBelow = -1000

// resignAfter is how many of his turns in a row must start lost before
// he resigns: one bad turn (a capture that is about to be won back, a
// surge of the enemy's that lapses) is not a lost game.
const resignAfter = 3

// resignation follows a player's turns in one game and decides when he
// resigns.
type resignation struct {
	below int // Config.ResignBelow; 0: never resigns
	lost  int // his turns in a row that started lost
}

// judgeEval is the judge's evaluation of p for side s (JudgeWeights),
// without touching p.
func judgeEval(p *engine.Position, s engine.Side) int {
	q := *p // the evaluation fills supply caches
	w := JudgeWeights()
	return Evaluate(&q, s, &w)
}

// turnStarts notes the start of one of his turns (p, his side to move,
// both actions left) and reports whether he resigns now: his position has
// been judged below the bound at resignAfter turn starts in a row.
func (r *resignation) turnStarts(p *engine.Position) bool {
	if r.below >= 0 || p.ActionsLeft() != engine.ActionsPerTurn {
		return false
	}
	if judgeEval(p, p.ToMove()) < r.below {
		r.lost++
	} else {
		r.lost = 0
	}
	return r.lost >= resignAfter
}
