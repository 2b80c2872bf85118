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
