// bitboard.go: the 256-cell bitboard (one uint64 per level), its dilations
// and the precomputed neighbour tables.

package engine

import "math/bits"

// Bitboard is a set of cells: bit (rank*8+file) of the word of its level.
//
// It is a struct of four words, not an array: the compiler keeps a struct
// of up to four words in registers, while an array of more than one
// element always lives in memory, so that every set operation on an array
// went through the stack (counting a cell's ring breakers ran 2.8 times
// slower: bitboard_bench_test.go, docs/PERFORMANCE.md).
type Bitboard struct{ L0, L1, L2, L3 uint64 }

// Level is the word of level l (0–3), chosen without a branch.
func (b Bitboard) Level(l int) uint64 {
	lo, hi := b.L0, b.L2
	if l&1 != 0 {
		lo, hi = b.L1, b.L3
	}
	if l&2 != 0 {
		lo = hi
	}
	return lo
}

// SetLevel replaces the word of level l (0–3).
func (b *Bitboard) SetLevel(l int, w uint64) {
	switch l & 3 {
	case 0:
		b.L0 = w
	case 1:
		b.L1 = w
	case 2:
		b.L2 = w
	default:
		b.L3 = w
	}
}

const (
	notFileA uint64 = 0xfefefefefefefefe
	notFileH uint64 = 0x7f7f7f7f7f7f7f7f
)

// Has reports whether c is in the set.
// (The word index is masked to 0–3 so that no bounds check is needed; c
// must be a valid cell.)
func (b Bitboard) Has(c Cell) bool { return b.Level(int(uint(c)>>6))&(1<<(uint(c)&63)) != 0 }

// Set adds c. (A switch of its own: through Level and SetLevel the
// search ran 3% slower.)
func (b *Bitboard) Set(c Cell) {
	m := uint64(1) << (uint(c) & 63)
	switch uint(c) >> 6 & 3 {
	case 0:
		b.L0 |= m
	case 1:
		b.L1 |= m
	case 2:
		b.L2 |= m
	default:
		b.L3 |= m
	}
}

// Clear removes c.
func (b *Bitboard) Clear(c Cell) {
	m := uint64(1) << (uint(c) & 63)
	switch uint(c) >> 6 & 3 {
	case 0:
		b.L0 &^= m
	case 1:
		b.L1 &^= m
	case 2:
		b.L2 &^= m
	default:
		b.L3 &^= m
	}
}

// Count is the number of cells in the set.
func (b Bitboard) Count() int {
	return bits.OnesCount64(b.L0) + bits.OnesCount64(b.L1) + bits.OnesCount64(b.L2) + bits.OnesCount64(b.L3)
}

// Empty reports whether the set has no cell.
func (b Bitboard) Empty() bool { return b.L0|b.L1|b.L2|b.L3 == 0 }

// And is the intersection.
func (b Bitboard) And(o Bitboard) Bitboard {
	return Bitboard{b.L0 & o.L0, b.L1 & o.L1, b.L2 & o.L2, b.L3 & o.L3}
}

// Or is the union.
func (b Bitboard) Or(o Bitboard) Bitboard {
	return Bitboard{b.L0 | o.L0, b.L1 | o.L1, b.L2 | o.L2, b.L3 | o.L3}
}

// AndNot is b without o.
func (b Bitboard) AndNot(o Bitboard) Bitboard {
	return Bitboard{b.L0 &^ o.L0, b.L1 &^ o.L1, b.L2 &^ o.L2, b.L3 &^ o.L3}
}

// Not is the complement: every cell not in b.
func (b Bitboard) Not() Bitboard { return Bitboard{^b.L0, ^b.L1, ^b.L2, ^b.L3} }

// Cells lists the cells of the set in index order.
func (b Bitboard) Cells() []Cell {
	out := make([]Cell, 0, b.Count())
	for l := 0; l < 4; l++ {
		for w := b.Level(l); w != 0; w &= w - 1 {
			out = append(out, Cell(l*64+bits.TrailingZeros64(w)))
		}
	}
	return out
}

// planeKing dilates one level's word by a king step within the level.
func planeKing(w uint64) uint64 {
	h := w | (w<<1)&notFileA | (w>>1)&notFileH
	return h | h<<8 | h>>8
}

// planeRook dilates one level's word by an orthogonal step within the level.
func planeRook(w uint64) uint64 {
	return w | (w<<1)&notFileA | (w>>1)&notFileH | w<<8 | w>>8
}

// Dilate adds every cell at Chebyshev distance 1 (the 26 neighbours).
func (b Bitboard) Dilate() Bitboard {
	p0, p1, p2, p3 := planeKing(b.L0), planeKing(b.L1), planeKing(b.L2), planeKing(b.L3)
	return Bitboard{p0 | p1, p1 | p0 | p2, p2 | p1 | p3, p3 | p2}
}

// planeKingStrict is planeKing without the cells of w themselves (unless a
// neighbour of another cell of w).
func planeKingStrict(w uint64) uint64 {
	h := (w<<1)&notFileA | (w>>1)&notFileH
	v := h | w
	return h | v<<8 | v>>8
}

// Neighbouring is the set of cells that have a neighbour (26 directions) in
// b; a cell of b is included only when another cell of b is next to it.
func (b Bitboard) Neighbouring() Bitboard {
	p0, p1, p2, p3 := planeKing(b.L0), planeKing(b.L1), planeKing(b.L2), planeKing(b.L3)
	return Bitboard{planeKingStrict(b.L0) | p1, planeKingStrict(b.L1) | p0 | p2,
		planeKingStrict(b.L2) | p1 | p3, planeKingStrict(b.L3) | p2}
}

// DilateOrthogonal adds the six orthogonal neighbours of every cell.
func (b Bitboard) DilateOrthogonal() Bitboard {
	return Bitboard{
		planeRook(b.L0) | b.L1,
		planeRook(b.L1) | b.L0 | b.L2,
		planeRook(b.L2) | b.L1 | b.L3,
		planeRook(b.L3) | b.L2,
	}
}

// Flood returns the cells of allowed reachable from seeds by steps to
// neighbours (26 directions) through allowed cells. Seeds outside allowed
// still start the flood.
func Flood(seeds, allowed Bitboard) Bitboard {
	r0, r1, r2, r3 := seeds.L0, seeds.L1, seeds.L2, seeds.L3
	a0, a1, a2, a3 := allowed.L0, allowed.L1, allowed.L2, allowed.L3
	for {
		k0, k1, k2, k3 := planeKing(r0), planeKing(r1), planeKing(r2), planeKing(r3)
		n0 := (k0|k1)&a0 | r0
		n1 := (k0|k1|k2)&a1 | r1
		n2 := (k1|k2|k3)&a2 | r2
		n3 := (k2|k3)&a3 | r3
		if n0 == r0 && n1 == r1 && n2 == r2 && n3 == r3 {
			return Bitboard{r0, r1, r2, r3}
		}
		r0, r1, r2, r3 = n0, n1, n2, n3
	}
}

// boardTables holds precomputed, immutable geometry.
type boardTables struct {
	neighbours   [Cells]Bitboard // the up-to-26 neighbours
	neighbourLst [Cells][]Cell   // the same, in index order
	nodeSteps    [Cells][]Cell   // a Node's 8 in-plane + up + down
	orthoSteps   [Cells][]Cell   // the 6 orthogonal neighbours
	nodeMask     [Cells]Bitboard // nodeSteps as a set
	orthoMask    [Cells]Bitboard // orthoSteps as a set
	square       [6][64]uint64   // square[r][rank*8+file]: the cells of one level within r (in the plane)
}

var tables = buildTables()

func buildTables() *boardTables {
	t := &boardTables{}
	for r := range t.square {
		for c := Cell(0); c < 64; c++ {
			for d := Cell(0); d < 64; d++ {
				if max(absInt(c.File()-d.File()), absInt(c.Rank()-d.Rank())) <= r {
					t.square[r][c] |= 1 << uint(d)
				}
			}
		}
	}
	for c := Cell(0); c < Cells; c++ {
		// The 3x3x3 box around c, in index order (level, rank, file).
		for dl := -1; dl <= 1; dl++ {
			for dr := -1; dr <= 1; dr++ {
				for df := -1; df <= 1; df++ {
					l, r, f := c.Level()+dl, c.Rank()+dr, c.File()+df
					if (dl|dr|df) == 0 || l < 0 || l > 3 || r < 0 || r > 7 || f < 0 || f > 7 {
						continue
					}
					d := NewCell(l, f, r)
					t.neighbours[c].Set(d)
					t.neighbourLst[c] = append(t.neighbourLst[c], d)
					// A Node steps in its plane, or straight up or down.
					if dl == 0 || dr == 0 && df == 0 {
						t.nodeSteps[c] = append(t.nodeSteps[c], d)
						t.nodeMask[c].Set(d)
					}
					if dl*dl+dr*dr+df*df == 1 {
						t.orthoSteps[c] = append(t.orthoSteps[c], d)
						t.orthoMask[c].Set(d)
					}
				}
			}
		}
	}
	return t
}

// Neighbours is the set of cells at Chebyshev distance 1 from c.
func Neighbours(c Cell) Bitboard { return tables.neighbours[c] }

// NeighbourList lists the neighbours of c in index order. Do not modify it.
func NeighbourList(c Cell) []Cell { return tables.neighbourLst[c] }

// Singleton is the set holding only c.
func Singleton(c Cell) Bitboard {
	var b Bitboard
	b.Set(c)
	return b
}
