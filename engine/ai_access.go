// ai_access.go: read-only accessors for the computer commanders (package
// ai), so that the evaluation reuses what the engine keeps instead of
// recomputing it.

package engine

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
	if len(p.history) == 0 {
		return 0
	}
	key := p.history[len(p.history)-1]
	n := 0
	for _, k := range p.history {
		if k == key {
			n++
		}
	}
	return n
}
