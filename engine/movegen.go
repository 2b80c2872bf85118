// movegen.go: each unit's movement rules and legal-action generation.

package engine

import "math/bits"

// empty is the set of cells holding no unit.
func (p *Position) empty() Bitboard {
	return Bitboard{^(p.occ[0].L0 | p.occ[1].L0), ^(p.occ[0].L1 | p.occ[1].L1),
		^(p.occ[0].L2 | p.occ[1].L2), ^(p.occ[0].L3 | p.occ[1].L3)}
}

// Destinations is the set of cells the unit on from may move to now,
// ignoring whose turn it is. Empty for an empty cell or a neutralized unit.
func (p *Position) Destinations(from Cell) Bitboard {
	id := p.board[from]
	if id == NoUnit {
		return Bitboard{}
	}
	u := &p.units[id]
	if u.Neutralized {
		return Bitboard{}
	}
	return p.destinations(u, p.empty())
}

// destinations is Destinations for the active unit u, given the empty cells.
func (p *Position) destinations(u *Unit, empty Bitboard) Bitboard {
	from := u.Cell
	switch u.Kind {
	case Node:
		return tables.nodeMask[from].And(empty)
	case Nexus:
		return tables.neighbours[from].And(empty)
	case Core:
		return tables.neighbours[from].And(empty).AndNot(p.control[u.Side^1])
	case Guardian:
		one := tables.orthoMask[from].And(empty)
		two := one.DilateOrthogonal().And(empty)
		d := one.Or(two)
		d.Clear(from)
		return d
	case Striker:
		pass := empty.Or(p.occ[u.Side])
		r := Singleton(from)
		var all Bitboard
		for step := 0; step < 3; step++ {
			r = r.Dilate().And(pass)
			all = all.Or(r)
		}
		d := all.And(empty)
		d.Clear(from)
		return d
	}
	return Bitboard{}
}

// path finds the cells a move from→to passes through (at most two), for
// animation. It follows the unit's movement rule.
func (p *Position) path(from, to Cell) [2]Cell {
	via := [2]Cell{NoCell, NoCell}
	u := &p.units[p.board[from]]
	switch u.Kind {
	case Guardian:
		if SquaredEuclid(from, to) == 1 {
			return via
		}
		empty := p.empty()
		for _, m := range tables.orthoSteps[from] {
			if empty.Has(m) && SquaredEuclid(m, to) == 1 {
				via[0] = m
				return via
			}
		}
	case Striker:
		if Chebyshev(from, to) <= 1 {
			return via
		}
		pass := p.empty().Or(p.occ[u.Side])
		// layers[i]: the cells reachable within i+1 steps.
		var layers [3]Bitboard
		r := Singleton(from)
		for i := range layers {
			r = r.Dilate().And(pass)
			layers[i] = r
		}
		n := 0
		for n < 2 && !layers[n].Has(to) {
			n++
		}
		cur := to
		for k := n - 1; k >= 0; k-- {
			for _, m := range tables.neighbourLst[cur] {
				if m != from && layers[k].Has(m) {
					via[k], cur = m, m
					break
				}
			}
		}
	}
	return via
}

// LegalActions appends to buf every legal move, surge, hold and end of the
// side to move (draw and resign words are not included) and returns it.
func (p *Position) LegalActions(buf []Action) []Action {
	if p.result != Ongoing || p.actionsLeft == 0 || p.drawPending {
		return buf
	}
	lo := int(p.toMove) * UnitsPerSide
	empty := p.empty()
	for i := lo; i < lo+UnitsPerSide; i++ {
		u := &p.units[i]
		if !u.Active() {
			continue
		}
		d := p.destinations(u, empty)
		for l := 0; l < 4; l++ {
			for w := d.Level(l); w != 0; w &= w - 1 {
				buf = append(buf, Action{Type: ActMove, From: u.Cell, To: Cell(l*64 + bits.TrailingZeros64(w))})
			}
		}
	}
	buf = p.appendSurges(buf)
	return append(buf, Simple(ActHold), Simple(ActEnd))
}

// LegalSurges appends the legal surges of the side to move to buf (a
// part of LegalActions, in the same order) and returns it.
func (p *Position) LegalSurges(buf []Action) []Action {
	if p.result != Ongoing || p.actionsLeft == 0 || p.drawPending {
		return buf
	}
	return p.appendSurges(buf)
}

// appendSurges appends a surge for every active unit of the side to move
// that is not surging already.
func (p *Position) appendSurges(buf []Action) []Action {
	lo := int(p.toMove) * UnitsPerSide
	for i := lo; i < lo+UnitsPerSide; i++ {
		if u := &p.units[i]; u.Active() && !u.Surging {
			buf = append(buf, Surge(u.Cell))
		}
	}
	return buf
}

// CountLegalActions is len(p.LegalActions(nil)), counted without building
// the list.
func (p *Position) CountLegalActions() int {
	if p.result != Ongoing || p.actionsLeft == 0 || p.drawPending {
		return 0
	}
	n := 2 // hold and end
	lo := int(p.toMove) * UnitsPerSide
	empty := p.empty()
	for i := lo; i < lo+UnitsPerSide; i++ {
		if u := &p.units[i]; u.Active() {
			n += p.destinations(u, empty).Count()
			if !u.Surging {
				n++
			}
		}
	}
	return n
}

// Check reports why a is illegal now, or nil when it is legal.
func (p *Position) Check(a Action) error {
	if p.result != Ongoing {
		return illegal(a, "rule.game_over")
	}
	if p.drawPending {
		if a.Type == ActAcceptDraw || a.Type == ActDeclineDraw {
			return nil
		}
		return illegal(a, "rule.draw_pending")
	}
	switch a.Type {
	case ActAcceptDraw, ActDeclineDraw:
		return illegal(a, "rule.no_draw_offer")
	case ActResign:
		return nil
	case ActOfferDraw:
		if p.offered {
			return illegal(a, "rule.draw_once")
		}
		if p.actionsLeft == 0 {
			return illegal(a, "rule.turn_ended")
		}
		return nil
	case ActHold, ActEnd:
		if p.actionsLeft == 0 {
			return illegal(a, "rule.turn_ended")
		}
		return nil
	case ActSurge:
		return p.checkSurge(a)
	case ActMove:
		return p.checkMove(a)
	}
	return illegal(a, "rule.unknown_action")
}

// ownActiveUnit is the unit on c when the side to move may act with it;
// otherwise the error names the rule. verb is "move" or "surge".
func (p *Position) ownActiveUnit(a Action, c Cell, verb string) (*Unit, error) {
	id := p.board[c]
	if id == NoUnit {
		return nil, illegalAtCell(a, "rule.no_unit", RuleArgs{Cell: c})
	}
	u := &p.units[id]
	if u.Side != p.toMove {
		return nil, illegalAtCell(a, "rule.enemy_unit."+u.Side.String(), RuleArgs{Cell: c, Kind: u.Kind, Side: u.Side})
	}
	if u.Neutralized {
		return nil, illegalAtCell(a, "rule.neutralized_"+verb, RuleArgs{Cell: c, Kind: u.Kind, Side: u.Side})
	}
	return u, nil
}

func (p *Position) checkSurge(a Action) error {
	if !a.From.Valid() {
		return illegal(a, "rule.no_cell")
	}
	u, err := p.ownActiveUnit(a, a.From, "surge")
	if err != nil {
		return err
	}
	if u.Surging {
		return illegalAtCell(a, "rule.surging", RuleArgs{Cell: a.From, Kind: u.Kind, Side: u.Side})
	}
	return nil
}

func (p *Position) checkMove(a Action) error {
	if !a.From.Valid() || !a.To.Valid() {
		return illegal(a, "rule.no_cell")
	}
	u, err := p.ownActiveUnit(a, a.From, "move")
	if err != nil {
		return err
	}
	switch {
	case a.From == a.To:
		return illegal(a, "rule.same_cell")
	case p.board[a.To] != NoUnit:
		return illegalAtCell(a, "rule.occupied", RuleArgs{Cell: a.To, Kind: u.Kind, Side: u.Side})
	}
	if p.Destinations(a.From).Has(a.To) {
		return nil
	}
	switch u.Kind {
	case Node:
		return illegal(a, "rule.node_move")
	case Nexus:
		return illegal(a, "rule.nexus_move")
	case Core:
		if Chebyshev(a.From, a.To) != 1 {
			return illegal(a, "rule.core_move")
		}
		return illegal(a, "rule.core_enemy_territory")
	case Guardian:
		m := absInt(a.From.Level()-a.To.Level()) + absInt(a.From.File()-a.To.File()) + absInt(a.From.Rank()-a.To.Rank())
		if m == 2 {
			return illegal(a, "rule.guardian_blocked")
		}
		return illegal(a, "rule.guardian_move")
	case Striker:
		if Chebyshev(a.From, a.To) > 3 {
			return illegal(a, "rule.striker_range")
		}
		return illegal(a, "rule.striker_blocked")
	}
	return illegal(a, "rule.illegal_move")
}
