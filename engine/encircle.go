// encircle.go: encirclement and its cascade, the Litana stratagem (section 9).

package engine

// encircled lists the units of s that are encircled now.
func (p *Position) encircled(s Side, out []UnitID) []UnitID {
	empty := p.empty()
	// a ring breaker: a friendly unit, or an empty cell the enemy does not control.
	brk := p.occ[s].Or(empty.AndNot(p.control[s^1]))
	// the units of s with no breaker among their neighbours.
	ringed := p.occ[s].AndNot(brk.Neighbouring())
	if ringed.Empty() {
		return out
	}
	lo := int(s) * UnitsPerSide
	for i := lo; i < lo+UnitsPerSide; i++ {
		if u := &p.units[i]; u.Alive && ringed.Has(u.Cell) {
			out = append(out, UnitID(i))
		}
	}
	return out
}

// removeEncircled removes every encircled unit of s at once; it reports
// whether any was removed.
func (p *Position) removeEncircled(s Side, rec *[]Event) bool {
	var buf [UnitsPerSide]UnitID
	ids := p.encircled(s, buf[:0])
	if len(ids) == 0 {
		return false
	}
	core := false
	for _, id := range ids {
		u := &p.units[id]
		p.emit(Event{Type: EvEncircled, Side: s, Unit: id, Kind: u.Kind, From: u.Cell, To: NoCell, Via: noVia}, rec)
		core = core || u.Kind == Core
	}
	if core {
		p.gameOver(WinFor(s^1), ReasonActive, rec)
		return true
	}
	p.resupply(rec)
	return true
}

// cascade runs the encirclement check after an action by side mover.
func (p *Position) cascade(mover Side, rec *[]Event) {
	for p.result == Ongoing {
		if p.removeEncircled(mover^1, rec) {
			continue
		}
		if p.result != Ongoing || !p.removeEncircled(mover, rec) {
			return
		}
	}
}
