// apply.go: turning an action into events (moves, surges, holds, draw and
// resign words) and the end-of-turn sequence of section 10.

package engine

import "math/bits"

var noVia = [2]Cell{NoCell, NoCell}

// emit folds e into the position and records it when rec is not nil.
func (p *Position) emit(e Event, rec *[]Event) {
	if e.Turn == 0 {
		e.Turn = p.turn
	}
	_ = p.ApplyEvent(&e)
	if rec != nil {
		*rec = append(*rec, e)
	}
}

// resupply re-evaluates supply after a state change: every active unit with
// a counter that is supplied again has it reset to 0 (fine point 4).
func (p *Position) resupply(rec *[]Event) {
	for s := Cerulean; s <= Amber; s++ {
		if p.pending[s] == 0 {
			continue
		}
		reach := p.supplyReach(s)
		lo := int(s) * UnitsPerSide
		for i := lo; i < lo+UnitsPerSide; i++ {
			u := &p.units[i]
			if u.Active() && u.Isolation > 0 && reach.Has(u.Cell) {
				p.emit(Event{Type: EvSupplyRestored, Side: s, Unit: UnitID(i), Kind: u.Kind, From: u.Cell, To: NoCell, Via: noVia, Counter: uint16(u.Isolation)}, rec)
			}
		}
	}
}

func (p *Position) gameOver(r Result, why Reason, rec *[]Event) {
	p.emit(Event{Type: EvGameOver, Side: p.toMove, Unit: NoUnit, From: NoCell, To: NoCell, Via: noVia, Result: r, Reason: why}, rec)
}

// Apply validates a and carries it out with all its consequences, appending
// the events to rec when rec is not nil. An illegal action changes nothing
// and returns a *RuleError.
func (p *Position) Apply(a Action, rec *[]Event) error {
	if err := p.Check(a); err != nil {
		return err
	}
	p.apply(a, rec)
	return nil
}

// ApplyLegal carries out a, which must be legal now (one of LegalActions,
// or a move to one of Destinations by the side to move): the same as Apply
// without the validation, for a search that only plays what the engine
// generated. An illegal action leaves the position corrupt.
func (p *Position) ApplyLegal(a Action) { p.apply(a, nil) }

// apply carries out a legal action.
func (p *Position) apply(a Action, rec *[]Event) {
	side := p.toMove
	base := Event{Side: side, Unit: NoUnit, From: NoCell, To: NoCell, Via: noVia}
	switch a.Type {
	case ActMove:
		id := p.board[a.From]
		e := base
		e.Type, e.Unit, e.Kind, e.From, e.To = EvMoved, id, p.units[id].Kind, a.From, a.To
		if rec != nil {
			e.Via = p.path(a.From, a.To)
		}
		p.emit(e, rec)
		p.resupply(rec)
		p.engage(id, rec)
		if p.result != Ongoing {
			return
		}
		p.cascade(side, rec)
	case ActSurge:
		id := p.board[a.From]
		e := base
		e.Type, e.Unit, e.Kind, e.From = EvSurged, id, p.units[id].Kind, a.From
		p.emit(e, rec)
		p.resupply(rec)
		p.cascade(side, rec)
	case ActHold:
		e := base
		e.Type = EvHeld
		p.emit(e, rec)
	case ActEnd:
		p.endTurn(true, rec)
		return
	case ActOfferDraw:
		e := base
		e.Type = EvDrawOffered
		p.emit(e, rec)
		return
	case ActDeclineDraw, ActAcceptDraw:
		e := base
		e.Side = side ^ 1
		if a.Type == ActDeclineDraw {
			e.Type = EvDrawDeclined
			p.emit(e, rec)
			return
		}
		e.Type = EvDrawAccepted
		p.emit(e, rec)
		p.gameOver(Draw, ReasonAgreement, rec)
		return
	case ActResign:
		e := base
		e.Type = EvResigned
		p.emit(e, rec)
		p.gameOver(WinFor(side^1), ReasonResignation, rec)
		return
	}
	if p.result == Ongoing && p.actionsLeft == 0 {
		p.endTurn(false, rec)
	}
}

// endTurn runs the end-of-turn sequence of section 10.
func (p *Position) endTurn(early bool, rec *[]Event) {
	side := p.toMove
	p.emit(Event{Type: EvTurnEnded, Side: side, Unit: NoUnit, From: NoCell, To: NoCell, Via: noVia, Early: early}, rec)

	// 1. Isolation: counters rise at once, units at 3 are neutralized.
	var rose [NumUnits]UnitID
	n := 0
	for s := Cerulean; s <= Amber; s++ {
		reach := p.supplyReach(s)
		if p.occ[s].AndNot(p.neut[s]).AndNot(*reach).Empty() {
			continue // every active unit of s is supplied
		}
		lo := int(s) * UnitsPerSide
		for i := lo; i < lo+UnitsPerSide; i++ {
			u := &p.units[i]
			if u.Active() && !u.Kind.IsSource() && !reach.Has(u.Cell) {
				rose[n] = UnitID(i)
				n++
			}
		}
	}
	neutralized := false
	for _, id := range rose[:n] {
		u := &p.units[id]
		p.emit(Event{Type: EvIsolationRose, Side: u.Side, Unit: id, Kind: u.Kind, From: u.Cell, To: NoCell, Via: noVia, Counter: uint16(u.Isolation) + 1}, rec)
	}
	for _, id := range rose[:n] {
		if u := &p.units[id]; u.Isolation >= 3 {
			p.emit(Event{Type: EvNeutralized, Side: u.Side, Unit: id, Kind: u.Kind, From: u.Cell, To: NoCell, Via: noVia, Counter: 3}, rec)
			neutralized = true
		}
	}
	if neutralized {
		p.resupply(rec)
	}

	// 2. Systemic Victory.
	for s := Cerulean; s <= Amber; s++ {
		if p.Territory(s) >= SystemicCells {
			p.gameOver(WinFor(s), ReasonSystemic, rec)
			return
		}
	}
	// 3. Isolation Victory: the side that just moved first.
	for _, s := range [2]Side{side, side ^ 1} {
		if p.sealed(s ^ 1) {
			p.gameOver(WinFor(s), ReasonIsolation, rec)
			return
		}
	}
	// 4. Draws.
	quiet := p.quiet + 1
	if p.removed {
		quiet = 0
	}
	p.emit(Event{Type: EvTurnClosed, Side: side, Unit: NoUnit, From: NoCell, To: NoCell, Via: noVia, Counter: uint16(min(quiet, 65535))}, rec)
	if p.reps >= 5 {
		p.gameOver(Draw, ReasonRepetition, rec)
		return
	}
	if p.quiet >= 500 {
		p.gameOver(Draw, ReasonTurnLimit, rec)
		return
	}
	// 5. Hand-over: the other side's surges expire.
	next := side ^ 1
	p.emit(Event{Type: EvHandOver, Side: next, Unit: NoUnit, From: NoCell, To: NoCell, Via: noVia, Turn: p.turn + 1}, rec)
	expired := false
	lo, hi := int(next)*UnitsPerSide, int(next+1)*UnitsPerSide
	if p.surging[next] == 0 {
		hi = lo // nothing to expire
	}
	for i := lo; i < hi; i++ {
		if u := &p.units[i]; u.Alive && u.Surging {
			p.emit(Event{Type: EvSurgeExpired, Side: next, Unit: UnitID(i), Kind: u.Kind, From: u.Cell, To: NoCell, Via: noVia}, rec)
			expired = true
		}
	}
	if expired {
		p.resupply(rec)
	}
}

// sealed reports whether s has no active Nexus and its Core stands on a
// cell the enemy controls with no legal move (section 10.3).
func (p *Position) sealed(s Side) bool {
	// the active Nexuses are the Nexuses among the active sources.
	for l := 0; l < 4; l++ {
		for b := p.src[s].Level(l); b != 0; b &= b - 1 {
			if p.units[p.board[l*64+bits.TrailingZeros64(b)]].Kind == Nexus {
				return false
			}
		}
	}
	lo := int(s) * UnitsPerSide
	core := NoUnit
	for i := lo; i < lo+UnitsPerSide; i++ {
		u := &p.units[i]
		if !u.Alive {
			continue
		}
		if u.Kind == Nexus && !u.Neutralized {
			return false
		}
		if u.Kind == Core {
			core = UnitID(i)
		}
	}
	if core == NoUnit {
		return false
	}
	c := p.units[core].Cell
	if !p.control[s^1].Has(c) {
		return false
	}
	return p.Destinations(c).Empty()
}
