// influence.go: the bit-sliced influence counts, control computed from
// them, and the reads of the counts (Influence, ThinControl, WeakControl,
// InfluenceSum).

package engine

import "math/bits"

// Influence is the number of s's auras covering c.
func (p *Position) Influence(s Side, c Cell) int {
	pl := &p.infl[s][c.Level()]
	n := 0
	for i := range pl {
		n |= int(pl[i]>>(uint(c)&63)&1) << uint(i)
	}
	return n
}

// The influence counts are bit-sliced: infl[s][l][i] holds bit i of s's
// count on every cell of level l (bit rank*8+file, as in a Bitboard). One
// side has 39 units, so a count stays below 64: six planes hold it. Adding
// or removing an aura is a ripple-carry addition of the aura's square on
// each level it spans, and control of a whole level is one bit-sliced
// comparison of the two sides' counts.
const inflPlanes = 6 // levelControl is unrolled for six planes

// addInfluence adds delta (+1 or -1) to s's count on every cell within r
// of c and updates control on the levels it spans.
func (p *Position) addInfluence(s Side, c Cell, r int, delta int) {
	if delta > 0 {
		p.shiftInfluence(s, NoCell, 0, c, r)
	} else {
		p.shiftInfluence(s, c, r, NoCell, 0)
	}
}

// moveInfluence moves one aura of s with range r from the cube around from
// to the cube around to.
func (p *Position) moveInfluence(s Side, from, to Cell, r int) {
	p.shiftInfluence(s, from, r, to, r)
}

// shiftInfluence removes one aura of s (range rf around from, none when
// from is NoCell) and adds one (range rt around to, none when to is
// NoCell), then recomputes control on the levels whose counts changed.
// Cells in both cubes keep their count and are not touched.
func (p *Position) shiftInfluence(s Side, from Cell, rf int, to Cell, rt int) {
	lo, hi := 4, -1
	var subM, addM uint64
	sl0, sl1, al0, al1 := 4, -1, 4, -1
	if from != NoCell {
		subM = tables.square[rf][from&63]
		sl0, sl1 = max(from.Level()-rf, 0), min(from.Level()+rf, 3)
		lo, hi = sl0, sl1
	}
	if to != NoCell {
		addM = tables.square[rt][to&63]
		al0, al1 = max(to.Level()-rt, 0), min(to.Level()+rt, 3)
		lo, hi = min(lo, al0), max(hi, al1)
	}
	for l := lo; l <= hi; l++ {
		var sub, add uint64
		if l >= sl0 && l <= sl1 {
			sub = subM
		}
		if l >= al0 && l <= al1 {
			add = addM
		}
		both := sub & add
		sub, add = sub&^both, add&^both
		if sub|add == 0 {
			continue
		}
		pl := &p.infl[s][l]
		// subtract sub: a borrow runs up from plane 0 (the counts under
		// sub are at least 1, so it never runs off the top).
		for i, b := 0, sub; b != 0 && i < inflPlanes; i++ {
			nb := b &^ pl[i]
			pl[i] ^= b
			b = nb
		}
		// add add: a carry runs up from plane 0.
		for i, c := 0, add; c != 0 && i < inflPlanes; i++ {
			nc := c & pl[i]
			pl[i] ^= c
			c = nc
		}
		p.levelControl(l)
	}
}

// levelControl recomputes control on level l from the two sides' counts:
// a bit-sliced comparison from the highest plane down (unrolled: eq holds
// the cells still tied on the planes above).
func (p *Position) levelControl(l int) {
	a, b := &p.infl[Cerulean][l&3], &p.infl[Amber][l&3]
	x, y := a[5], b[5]
	gt, lt, eq := x&^y, y&^x, ^(x ^ y)
	x, y = a[4], b[4]
	gt, lt, eq = gt|eq&x&^y, lt|eq&y&^x, eq&^(x^y)
	x, y = a[3], b[3]
	gt, lt, eq = gt|eq&x&^y, lt|eq&y&^x, eq&^(x^y)
	x, y = a[2], b[2]
	gt, lt, eq = gt|eq&x&^y, lt|eq&y&^x, eq&^(x^y)
	x, y = a[1], b[1]
	gt, lt, eq = gt|eq&x&^y, lt|eq&y&^x, eq&^(x^y)
	x, y = a[0], b[0]
	gt, lt = gt|eq&x&^y, lt|eq&y&^x
	p.control[Cerulean].SetLevel(l, gt)
	p.control[Amber].SetLevel(l, lt)
}

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

// WeakControl is the set of cells s controls by a margin of at most k
// (k >= 1): s's count exceeds the opponent's by 1 to k, so k enemy auras
// more, or k of s's fewer, make each of them neutral. ThinControl is
// the contested part of WeakControl(s, 1), kept apart: it is read by
// every evaluation, and its increment and equality test cost a third
// less there than this general sum and comparison (BenchmarkEvaluate).
// Bit-sliced: the opponent's counts plus k, compared with s's.
func (p *Position) WeakControl(s Side, k int) Bitboard {
	var weak Bitboard
	for l := 0; l < 4; l++ {
		own, opp := &p.infl[s][l], &p.infl[s.Opponent()][l]
		// inc = opp + k, plane by plane, with the carry out of the top
		// plane kept (opp + k may reach 64 when k is large).
		var inc [inflPlanes]uint64
		var carry uint64
		for i := 0; i < inflPlanes; i++ {
			kb := uint64(0)
			if k>>uint(i)&1 == 1 {
				kb = ^uint64(0)
			}
			inc[i] = opp[i] ^ kb ^ carry
			carry = opp[i]&kb | opp[i]&carry | kb&carry
		}
		if k>>inflPlanes != 0 {
			carry = ^uint64(0)
		}
		// own > inc, from the highest plane down (an overflowed inc is
		// above every count).
		var gt uint64
		eq := ^carry
		for i := inflPlanes - 1; i >= 0; i-- {
			gt |= eq & own[i] &^ inc[i]
			eq &^= own[i] ^ inc[i]
		}
		weak.SetLevel(l, p.control[s].Level(l)&^gt)
	}
	return weak
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
