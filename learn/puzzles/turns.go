// turns.go: every turn of a position, enumerated exhaustively, and what a
// turn does (the win it ends in, the enemy units it removes).

package puzzles

import (
	"fmt"
	"sort"

	"strategema/ai"
	"strategema/engine"
)

// Turn is one turn of the side to move: one or two spending actions
// (one when the first action ends the game).
type Turn []engine.Action

// String writes the turn as a record writes it after its round label.
func (t Turn) String() string {
	s := ""
	for i, a := range t {
		if i > 0 {
			s += ", "
		}
		s += a.String()
	}
	return s
}

// Contains reports whether a is one of the turn's actions.
func (t Turn) Contains(a engine.Action) bool {
	for _, x := range t {
		if x == a {
			return true
		}
	}
	return false
}

// ParseTurn reads a turn as a record writes it: "L3-C5>L3-D6, surge L2-D4".
func ParseTurn(s string) (Turn, error) {
	var t Turn
	start := 0
	for i := 0; i <= len(s); i++ {
		if i < len(s) && s[i] != ',' {
			continue
		}
		a, err := engine.ParseAction(s[start:i])
		if err != nil {
			return nil, fmt.Errorf("puzzles: turn %q: %w", s, err)
		}
		t = append(t, a)
		start = i + 1
	}
	return t, nil
}

// Outcome is what a turn does, read exactly from the position after it.
type Outcome struct {
	Won      bool            // the game ended in the mover's win
	Reason   engine.Reason   // how, when Won
	Lost     bool            // the game ended otherwise (the mover's loss or a draw)
	Captured int             // enemy units removed by the turn
	Removed  engine.Bitboard // the cells, at the turn start, of the enemy units removed
	Given    int             // the mover's own units removed during the turn
}

// outcomeOf compares before (the turn's start) with after (its end). An
// enemy unit removed is named by its cell at the turn start (the enemy's
// units move in the mover's turn only by retreats).
func outcomeOf(before, after *engine.Position, mover engine.Side) Outcome {
	var o Outcome
	enemy := mover.Opponent()
	o.Captured = before.Occupied(enemy).Count() - after.Occupied(enemy).Count()
	// by unit, not by cell: an enemy unit may retreat in the mover's turn,
	// leaving its cell empty without being removed.
	for id := engine.UnitID(int(enemy) * engine.UnitsPerSide); id < engine.UnitID(int(enemy+1)*engine.UnitsPerSide); id++ {
		if u := before.Unit(id); u.Alive && !after.Unit(id).Alive {
			o.Removed.Set(u.Cell)
		}
	}
	o.Given = max(0, before.Occupied(mover).Count()-after.Occupied(mover).Count())
	if after.Over() {
		if after.Result() == engine.WinFor(mover) {
			o.Won, o.Reason = true, after.Reason()
		} else {
			o.Lost = true
		}
	}
	return o
}

// sameAnswer reports whether a turn whose outcome is o reaches the
// outcome want of a puzzle's solution, the way any mate answers a chess
// mate-in-one: for a solution that wins the game, a win the same way; for
// a capture or a cascade, a win of the game, or removing at least the
// enemy units the solution removes while losing no more of the mover's own
// units than it does.
func sameAnswer(o, want Outcome) bool {
	if want.Won {
		return o.Won && o.Reason == want.Reason
	}
	if o.Won {
		return true
	}
	return !o.Lost && o.Removed.And(want.Removed) == want.Removed && o.Captured >= want.Captured && o.Given <= want.Given
}

// Play applies t to a copy of p, checking each action, and returns the
// position after it. The turn must be complete: the game over or the
// other side to move.
func Play(p *engine.Position, t Turn) (engine.Position, error) {
	q := p.Clone()
	for _, a := range t {
		if !a.SpendsAction() {
			return q, fmt.Errorf("puzzles: %s is not a spending action", a)
		}
		if err := q.Apply(a, nil); err != nil {
			return q, fmt.Errorf("puzzles: %w", err)
		}
	}
	if !q.Over() && q.ToMove() == p.ToMove() {
		return q, fmt.Errorf("puzzles: the turn %q leaves an action unplayed", t)
	}
	return q, nil
}

// scoredTurn is one enumerated turn: its actions, what it does and its
// static evaluation at the turn end for the mover (winScore for a win).
type scoredTurn struct {
	turn    Turn
	outcome Outcome
	static  int
}

// winScore is the static score of a turn that wins the game; a lost or
// drawn game scores its negation or 0.
const winScore = 1_000_000

// forEachTurn calls f with every turn of p's side to move: every spending
// first action (End is left out: Hold does the same), then, unless it ended
// the game, every spending second action. after is the position at the
// turn's end; f must not keep it. filter, when not nil, limits the second
// actions to those it accepts (the generator's cheap scan).
func forEachTurn(p *engine.Position, filter func(q *engine.Position, a engine.Action) bool, f func(t Turn, after *engine.Position)) {
	var second []engine.Action
	for _, a1 := range p.LegalActions(nil) {
		if !a1.SpendsAction() {
			continue
		}
		q := *p
		q.ApplyLegal(a1)
		if q.Over() || q.ToMove() != p.ToMove() {
			f(Turn{a1}, &q)
			continue
		}
		second = q.LegalActions(second[:0])
		for _, a2 := range second {
			if !a2.SpendsAction() || filter != nil && !filter(&q, a2) {
				continue
			}
			r := q
			r.ApplyLegal(a2)
			f(Turn{a1, a2}, &r)
		}
	}
}

// tactical reports whether a, a second action from q, can remove an
// enemy unit: a move ending next to an enemy unit (an engagement, or a
// hole of a ring filled) or a surge (a ring closed by territory).
func tactical(q *engine.Position, a engine.Action) bool {
	return tacticalNear(q.Occupied(q.ToMove().Opponent()).Dilate(), a)
}

// tacticalNear is tactical with the cells next to an enemy unit (near)
// worked out once for a position's many actions.
func tacticalNear(near engine.Bitboard, a engine.Action) bool {
	switch a.Type {
	case engine.ActSurge:
		return true
	case engine.ActMove:
		return near.Has(a.To)
	}
	return false
}

// enumerate lists the turns of p that win or remove an enemy unit (every
// first action, with every tactical second action), scored statically
// with w, and the quiet rivals: Hold twice, and each first action's turn
// with Hold, the best of them by the static evaluation.
func enumerate(p *engine.Position, w *ai.Weights) []scoredTurn {
	me := p.ToMove()
	var out []scoredTurn
	score := func(t Turn, after *engine.Position, o Outcome) scoredTurn {
		s := scoredTurn{turn: append(Turn(nil), t...), outcome: o}
		switch {
		case o.Won:
			s.static = winScore
		case after.Over() && after.Result() == engine.Draw:
			s.static = 0
		case after.Over():
			s.static = -winScore
		default:
			s.static = ai.Evaluate(after, me, w)
		}
		return s
	}
	forEachTurn(p, tactical, func(t Turn, after *engine.Position) {
		if o := outcomeOf(p, after, me); o.Won || o.Captured > 0 {
			out = append(out, score(t, after, o))
		}
	})
	hold := engine.Simple(engine.ActHold)
	var quiet []scoredTurn
	forEachTurn(p, func(_ *engine.Position, a engine.Action) bool { return a == hold }, func(t Turn, after *engine.Position) {
		if o := outcomeOf(p, after, me); !o.Won && o.Captured == 0 {
			quiet = append(quiet, score(t, after, o))
		}
	})
	sort.SliceStable(quiet, func(a, b int) bool { return quiet[a].static > quiet[b].static })
	for i, q := range quiet {
		if i < quietRivals || len(q.turn) == 2 && q.turn[0] == hold {
			out = append(out, q)
		}
	}
	return out
}

// quietRivals is how many of the best quiet turns (a first action and
// Hold) stay among the turns judged.
const quietRivals = 3
