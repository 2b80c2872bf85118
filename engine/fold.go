// fold.go: ApplyEvent, the only code that changes a Position. Every rule
// decides which events happen; this file carries them out. Replaying the
// events of a game from the opening reproduces its position exactly.

package engine

import "fmt"

// toggleKey XORs unit id's Zobrist key into the hash: call it before and
// after changing the unit's attributes to keep the hash in step.
func (p *Position) toggleKey(id UnitID) {
	if u := &p.units[id]; u.Alive {
		p.hash ^= unitKey(u)
	}
}

// removeUnit takes unit id off the board.
func (p *Position) removeUnit(id UnitID) {
	u := &p.units[id]
	p.hash ^= unitKey(u)
	if !u.Neutralized {
		p.addInfluence(u.Side, u.Cell, u.Range(), -1)
		if u.Isolation > 0 {
			p.pending[u.Side]--
		}
	} else {
		p.neut[u.Side].Clear(u.Cell)
	}
	if p.src[u.Side].Has(u.Cell) {
		p.supplyLost[u.Side] = true
	}
	p.src[u.Side].Clear(u.Cell)
	if u.Surging {
		p.surging[u.Side]--
	}
	p.board[u.Cell] = NoUnit
	p.occ[u.Side].Clear(u.Cell)
	p.kinds[u.Kind].Clear(u.Cell)
	u.Alive = false
	p.removed = true
	p.supplyDirty = [2]bool{true, true}
}

// relocate moves unit id from its cell to to.
func (p *Position) relocate(id UnitID, to Cell) {
	u := &p.units[id]
	p.hash ^= unitKey(u)
	if !u.Neutralized {
		p.moveInfluence(u.Side, u.Cell, to, u.Range())
	}
	p.board[u.Cell] = NoUnit
	p.occ[u.Side].Clear(u.Cell)
	p.kinds[u.Kind].Clear(u.Cell)
	if p.src[u.Side].Has(u.Cell) {
		p.src[u.Side].Clear(u.Cell)
		p.src[u.Side].Set(to)
		p.supplyLost[u.Side] = true
	}
	u.Cell = to
	p.board[to] = id
	p.occ[u.Side].Set(to)
	p.kinds[u.Kind].Set(to)
	p.hash ^= unitKey(u)
	p.supplyDirty = [2]bool{true, true}
}

// setSurge turns unit id's surge on or off.
func (p *Position) setSurge(id UnitID, on bool) {
	u := &p.units[id]
	if u.Surging == on {
		return
	}
	if !u.Neutralized {
		p.addInfluence(u.Side, u.Cell, u.Range(), -1)
	}
	p.hash ^= unitKey(u)
	u.Surging = on
	p.hash ^= unitKey(u)
	if on {
		p.surging[u.Side]++
	} else {
		p.surging[u.Side]--
	}
	if !u.Neutralized {
		p.addInfluence(u.Side, u.Cell, u.Range(), 1)
	}
	p.supplyDirty = [2]bool{true, true}
}

// ApplyEvent folds one event into the position. It trusts the event: the
// rules in apply.go decide which events happen.
func (p *Position) ApplyEvent(e *Event) error {
	if e.Unit != NoUnit && (e.Unit < 0 || int(e.Unit) >= NumUnits) {
		return fmt.Errorf("event %s: unit %d out of range", e.Type, e.Unit)
	}
	switch e.Type {
	case EvMoved:
		p.relocate(e.Unit, e.To)
		p.actionsLeft--
	case EvRetreated:
		p.relocate(e.Unit, e.To)
	case EvCaptured, EvEncircled:
		p.removeUnit(e.Unit)
	case EvSurged:
		p.setSurge(e.Unit, true)
		p.actionsLeft--
	case EvSurgeExpired:
		p.setSurge(e.Unit, false)
	case EvHeld:
		p.actionsLeft--
	case EvTurnEnded:
		p.actionsLeft = 0
	case EvIsolationRose:
		u := &p.units[e.Unit]
		if u.Isolation == 0 {
			p.pending[u.Side]++
		}
		p.toggleKey(e.Unit)
		u.Isolation = uint8(e.Counter)
		p.toggleKey(e.Unit)
	case EvSupplyRestored:
		p.pending[p.units[e.Unit].Side]--
		p.toggleKey(e.Unit)
		p.units[e.Unit].Isolation = 0
		p.toggleKey(e.Unit)
	case EvNeutralized:
		u := &p.units[e.Unit]
		p.addInfluence(u.Side, u.Cell, u.Range(), -1)
		if u.Isolation > 0 {
			p.pending[u.Side]--
		}
		p.neut[u.Side].Set(u.Cell)
		if p.src[u.Side].Has(u.Cell) {
			p.supplyLost[u.Side] = true
		}
		p.src[u.Side].Clear(u.Cell)
		if u.Surging {
			p.surging[u.Side]--
		}
		p.toggleKey(e.Unit)
		u.Neutralized, u.Surging = true, false
		p.toggleKey(e.Unit)
		p.removed = true
		p.supplyDirty = [2]bool{true, true}
	case EvTurnClosed:
		next := p.toMove.Opponent()
		if p.removed {
			p.quiet = 0
			// start after the old keys rather than over them: the old
			// array may be shared with copies, and appending past its
			// length is what any append does (no allocation while the
			// capacity lasts).
			p.history = p.history[len(p.history):]
		} else {
			p.quiet++
		}
		key := p.repetitionKey(next)
		p.history = append(p.history, key)
		p.reps = 0
		for _, k := range p.history {
			if k == key {
				p.reps++
			}
		}
	case EvHandOver:
		p.hash ^= zobrist.amber
		p.toMove = p.toMove.Opponent()
		p.turn = e.Turn
		p.actionsLeft = ActionsPerTurn
		p.offered, p.drawPending, p.removed = false, false, false
	case EvDrawOffered:
		p.offered, p.drawPending = true, true
	case EvDrawDeclined:
		p.drawPending = false
	case EvDrawAccepted, EvResigned, EvEngaged:
		p.drawPending = false
	case EvGameOver:
		p.result, p.reason = e.Result, e.Reason
		p.actionsLeft = 0
		p.drawPending = false
	default:
		return fmt.Errorf("unknown event type %d", e.Type)
	}
	return nil
}

// Fold replays events onto a copy of the start position.
func Fold(start Position, events []Event) (Position, error) {
	p := start.Clone()
	for i := range events {
		if err := p.ApplyEvent(&events[i]); err != nil {
			return p, fmt.Errorf("event %d: %w", i, err)
		}
	}
	return p, nil
}
