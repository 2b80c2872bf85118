// setup.go: building an arbitrary position, for rule tests, puzzles and
// analysis.

package engine

import "fmt"

// Setup describes a position. Units lists the units on the board (Alive is
// implied); at most 39 per side, each side's in the order of its unit ids.
// Turn defaults to 1 for Cerulean and 2 for Amber; ActionsLeft defaults to
// 2 (a finished game has none). The remaining fields are the turn state a
// position met in the middle of a game carries; their zero values are a
// fresh turn with nothing removed and no offer. The repetition history is
// not part of a Setup: the position built counts as seen once.
type Setup struct {
	Units       []Unit
	ToMove      Side
	Turn        int
	ActionsLeft int

	Quiet       int    // consecutive quiet turn ends before this turn (section 10.4)
	Removed     bool   // a unit was captured or neutralized earlier in this turn
	DrawOffered bool   // the side to move offered a draw this turn
	DrawPending bool   // that offer still waits for its answer
	Result      Result // how the game ended; Ongoing while it goes on
	Reason      Reason // why it ended
}

// Position builds the position, or says why it cannot.
func (s Setup) Position() (Position, error) {
	var p Position
	for c := range p.board {
		p.board[c] = NoUnit
	}
	next := [2]int{0, UnitsPerSide}
	for i, u := range s.Units {
		if !u.Cell.Valid() {
			return p, fmt.Errorf("setup: unit %d: no such cell", i)
		}
		if u.Side > Amber || u.Kind >= NumKinds || u.Isolation > 3 {
			return p, fmt.Errorf("setup: unit %d on %s: bad side, kind or counter", i, u.Cell)
		}
		if p.board[u.Cell] != NoUnit {
			return p, fmt.Errorf("setup: two units on %s", u.Cell)
		}
		if next[u.Side] == (int(u.Side)+1)*UnitsPerSide {
			return p, fmt.Errorf("setup: more than %d %s units", UnitsPerSide, u.Side)
		}
		id := UnitID(next[u.Side])
		next[u.Side]++
		u.Alive = true
		if u.Neutralized {
			u.Surging = false
			p.units[id] = u
			p.board[u.Cell] = id
			p.occ[u.Side].Set(u.Cell)
			p.kinds[u.Kind].Set(u.Cell)
			p.neut[u.Side].Set(u.Cell)
			p.hash ^= unitKey(&p.units[id])
		} else {
			p.place(id, u)
			if u.Isolation > 0 {
				p.pending[u.Side]++
			}
		}
	}
	for side := 0; side < 2; side++ {
		for i := next[side]; i < (side+1)*UnitsPerSide; i++ {
			p.units[i] = Unit{Side: Side(side), Cell: NoCell}
		}
	}
	p.toMove = s.ToMove
	if s.ToMove == Amber {
		p.hash ^= zobrist.amber
	}
	p.turn = s.Turn
	if p.turn == 0 {
		p.turn = 1 + int(s.ToMove)
	}
	p.actionsLeft = s.ActionsLeft
	if p.actionsLeft == 0 && s.Result == Ongoing {
		p.actionsLeft = ActionsPerTurn
	}
	if p.actionsLeft < 0 || p.actionsLeft > 2 {
		return p, fmt.Errorf("setup: %d actions left", p.actionsLeft)
	}
	if s.Result > Draw || (s.Result == Ongoing) != (s.Reason == NoReason) || s.Reason > ReasonAgreement {
		return p, fmt.Errorf("setup: result %s with reason %q", s.Result, s.Reason)
	}
	if s.Result != Ongoing && p.actionsLeft != 0 {
		return p, fmt.Errorf("setup: the game is over with %d actions left", p.actionsLeft)
	}
	if s.Quiet < 0 {
		return p, fmt.Errorf("setup: %d quiet turns", s.Quiet)
	}
	if s.DrawPending && !s.DrawOffered {
		return p, fmt.Errorf("setup: a draw offer pending but none offered")
	}
	p.quiet, p.removed, p.offered, p.drawPending = s.Quiet, s.Removed, s.DrawOffered, s.DrawPending
	p.result, p.reason = s.Result, s.Reason
	p.supplyDirty = [2]bool{true, true}
	p.resupply(nil)
	p.history, p.reps = []uint64{p.repetitionKey(p.toMove)}, 1
	return p, nil
}

// NewGameFrom starts a game at a constructed position.
func NewGameFrom(p Position) *Game { return &Game{pos: p.Clone(), initial: p.Clone()} }
