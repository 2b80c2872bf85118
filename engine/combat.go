// combat.go: engagements, strength, retreats and captures (section 8).

package engine

import "math/bits"

// strengthUnsupplied is the combat strength of unit id against an
// opponent on opp without its supply term, the one part that may need the
// supply flood (fight adds it).
func (p *Position) strengthUnsupplied(id UnitID, opp Cell) Strength {
	u := &p.units[id]
	var s Strength
	own := u.Side
	friends := tables.neighbours[u.Cell].And(p.occ[own].AndNot(p.neut[own])).Count()
	s.Formation = int8(min(friends, 3))
	s.Base = int8(u.Kind.BaseStrength())
	if u.Cell.Level() > opp.Level() {
		s.Elevation = 1
	}
	if p.control[own].Has(u.Cell) {
		s.Ground = 1
	}
	return s
}

// fight decides the engagement of mover against defender d. When the
// events are recorded (full) both strengths are complete; otherwise the
// supply terms, each 0 or 1, are looked up only when they can change the
// outcome (totals within 1 of each other without them), so that the
// search, which records nothing, skips most supply floods between moves.
// The outcome is the same either way.
func (p *Position) fight(mover, d UnitID, full bool) Combat {
	m, du := &p.units[mover], &p.units[d]
	c := Combat{
		Attacker: mover, Defender: d,
		AttackerKind: m.Kind, DefenderKind: du.Kind,
		AttackerCell: m.Cell, DefenderCell: du.Cell,
		A: p.strengthUnsupplied(mover, du.Cell), D: p.strengthUnsupplied(d, m.Cell),
	}
	if diff := c.A.Total() - c.D.Total(); full || (diff >= -1 && diff <= 1) {
		if p.Supplied(mover) {
			c.A.Supply = 1
		}
		if p.Supplied(d) {
			c.D.Supply = 1
		}
	}
	at, dt := c.A.Total(), c.D.Total()
	switch {
	case at > dt:
		c.Outcome = MoverWins
	case at < dt:
		c.Outcome = DefenderWins
	default:
		c.Outcome = Standoff
	}
	return c
}

// retreatCell chooses the loser's retreat from the winner on w, or NoCell.
func (p *Position) retreatCell(loser UnitID, w Cell) Cell {
	u := &p.units[loser]
	// the empty neighbours the enemy does not control. The loser is next
	// to the winner, so they lie within 2 of it: the farthest are those
	// not next to it (nor on it).
	cand := tables.neighbours[u.Cell].And(p.RetreatCells(u.Side))
	if cand.Empty() {
		return NoCell
	}
	if far := cand.AndNot(tables.neighbours[w]); !far.Empty() {
		cand = far
	}
	// then a cell its own side controls over a neutral one.
	if own := cand.And(p.control[u.Side]); !own.Empty() {
		cand = own
	}
	// then the farthest by squared Euclidean distance, the lowest index
	// first among equals (visited in index order).
	best, be := NoCell, -1
	for l := 0; l < 4; l++ {
		for b := cand.Level(l); b != 0; b &= b - 1 {
			c := Cell(l*64 + bits.TrailingZeros64(b))
			if e := SquaredEuclid(c, w); e > be {
				best, be = c, e
			}
		}
	}
	return best
}

// engage runs the mover's engagements after its move (section 8).
func (p *Position) engage(mover UnitID, rec *[]Event) {
	m := &p.units[mover]
	side := m.Side
	var list [26]UnitID
	n := 0
	// the adjacent enemies in index order.
	adj := tables.neighbours[m.Cell].And(p.occ[side^1])
	for l := 0; l < 4; l++ {
		for b := adj.Level(l); b != 0; b &= b - 1 {
			list[n] = p.board[l*64+bits.TrailingZeros64(b)]
			n++
		}
	}
	if n == 0 {
		return
	}
	// highest base strength first, ties by lower cell index (insertion sort
	// keeps index order among equals).
	for i := 1; i < n; i++ {
		for j := i; j > 0 && p.units[list[j]].Kind.BaseStrength() > p.units[list[j-1]].Kind.BaseStrength(); j-- {
			list[j], list[j-1] = list[j-1], list[j]
		}
	}
	for i := 0; i < n; i++ {
		d := list[i]
		du := &p.units[d]
		if !du.Alive || !tables.neighbours[m.Cell].Has(du.Cell) {
			continue
		}
		c := p.fight(mover, d, rec != nil)
		p.emit(Event{Type: EvEngaged, Side: side, Unit: mover, Kind: m.Kind, From: m.Cell, To: du.Cell, Combat: c}, rec)
		switch c.Outcome {
		case MoverWins:
			p.lose(d, m.Cell, rec)
		case DefenderWins:
			p.lose(mover, du.Cell, rec)
			return
		}
		if p.result != Ongoing {
			return
		}
	}
}

// lose makes unit id retreat from the winner on w, or captures it.
func (p *Position) lose(id UnitID, w Cell, rec *[]Event) {
	u := &p.units[id]
	to := NoCell
	if !u.Neutralized {
		to = p.retreatCell(id, w)
	}
	if to == NoCell {
		p.emit(Event{Type: EvCaptured, Side: u.Side, Unit: id, Kind: u.Kind, From: u.Cell, To: NoCell, Via: noVia}, rec)
		if u.Kind == Core {
			p.gameOver(WinFor(u.Side^1), ReasonActive, rec)
			return
		}
	} else {
		p.emit(Event{Type: EvRetreated, Side: u.Side, Unit: id, Kind: u.Kind, From: u.Cell, To: to, Via: noVia}, rec)
	}
	p.resupply(rec)
}
