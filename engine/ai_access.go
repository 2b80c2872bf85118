// ai_access.go: accessors for the computer commanders (package ai), so
// that the evaluation reuses what the engine keeps instead of recomputing
// it, and ApplyLegal, the unvalidated Apply of a search.

package engine

import "math/bits"

// SupplyReach is the set of cells from which a unit of s is supplied
// (section 7): the flood from s's sources through the cells s controls or
// occupies. It is the engine's own cache, computed once per state change.
func (p *Position) SupplyReach(s Side) Bitboard { return *p.supplyReach(s) }

// NeutralizedCells is the set of cells holding neutralized units of s.
func (p *Position) NeutralizedCells(s Side) Bitboard { return p.neut[s] }

// RepetitionCount is how many times the repetition key of the latest turn
// end (section 10.4; the opening counts as one) occurs in the history since
// the last capture: the fifth occurrence is a draw.
func (p *Position) RepetitionCount() int {
	return p.reps
}

// KindCells is the set of cells holding units of kind k, both sides,
// neutralized units included.
func (p *Position) KindCells(k Kind) Bitboard { return p.kinds[k] }

// SourceCells is the set of cells of s's active supply sources (its Core
// and active Nexuses).
func (p *Position) SourceCells(s Side) Bitboard { return p.src[s] }

// CoreCell is the cell of s's Command Core, or NoCell when it is gone.
func (p *Position) CoreCell(s Side) Cell {
	b := p.kinds[Core].And(p.occ[s])
	switch b.Count() {
	case 0:
		return NoCell
	case 1:
		for l := 0; l < 4; l++ {
			if b.Level(l) != 0 {
				return Cell(l*64 + bits.TrailingZeros64(b.Level(l)))
			}
		}
	}
	// several (a constructed position): the first by unit.
	lo := int(s) * UnitsPerSide
	for i := lo; i < lo+UnitsPerSide; i++ {
		if u := &p.units[i]; u.Alive && u.Kind == Core {
			return u.Cell
		}
	}
	return NoCell
}

// ApplyLegal carries out a, which must be legal now (one of LegalActions,
// or a move to one of Destinations by the side to move): the same as Apply
// without the validation, for a search that only plays what the engine
// generated. An illegal action leaves the position corrupt.
func (p *Position) ApplyLegal(a Action) { p.apply(a, nil) }

// RetreatCells is the set of cells a unit of s may retreat to when it
// loses an engagement (section 8): the empty cells its enemy does not
// control. A unit of s with none of them next to it is captured by a lost
// engagement.
func (p *Position) RetreatCells(s Side) Bitboard { return p.empty().AndNot(p.control[s^1]) }

// ThinControl is the set of contested cells s controls by a margin of
// exactly one: the opponent's count is at least 1 and s's is one more, so
// one more enemy aura, or one fewer of s's, makes each of them neutral.
// (A cell no enemy aura reaches is not contested.) Bit-sliced, like
// levelControl: the opponent's counts plus one, compared with s's.
func (p *Position) ThinControl(s Side) Bitboard {
	var thin Bitboard
	for l := 0; l < 4; l++ {
		own, opp := &p.infl[s][l], &p.infl[s.Opponent()][l]
		// inc = opp + 1, plane by plane (a count stays below 40, so the
		// carry never leaves the six planes).
		var inc [inflPlanes]uint64
		carry := ^uint64(0)
		for i := 0; i < inflPlanes; i++ {
			inc[i] = opp[i] ^ carry
			carry &= opp[i]
		}
		eq, contested := ^uint64(0), uint64(0)
		for i := 0; i < inflPlanes; i++ {
			eq &^= own[i] ^ inc[i]
			contested |= opp[i]
		}
		thin.SetLevel(l, eq&contested)
	}
	return thin
}

// InfluenceSum is the sum of s's influence counts over the cells of mask:
// plane by plane, the count of mask's cells with that bit set, weighted.
func (p *Position) InfluenceSum(s Side, mask Bitboard) int {
	sum := 0
	for l := 0; l < 4; l++ {
		if mask.Level(l) == 0 {
			continue
		}
		pl := &p.infl[s][l]
		for i := 0; i < inflPlanes; i++ {
			sum += bits.OnesCount64(pl[i]&mask.Level(l)) << i
		}
	}
	return sum
}
