// zobrist.go: Zobrist keys for the repetition rule and the search's
// transposition table. The tables are computed once from a fixed seed and
// never change.

package engine

type zobristTables struct {
	piece   [2][NumKinds][Cells]uint64
	counter [4][Cells]uint64
	neut    [Cells]uint64
	surge   [Cells]uint64
	amber   uint64 // Amber to move
	actions [3]uint64
}

var zobrist = buildZobrist()

func buildZobrist() *zobristTables {
	z := &zobristTables{}
	s := uint64(0x9E3779B97F4A7C15)
	next := func() uint64 { // splitmix64
		s += 0x9E3779B97F4A7C15
		x := s
		x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9
		x = (x ^ (x >> 27)) * 0x94D049BB133111EB
		return x ^ (x >> 31)
	}
	for side := range z.piece {
		for k := range z.piece[side] {
			for c := range z.piece[side][k] {
				z.piece[side][k][c] = next()
			}
		}
	}
	for i := range z.counter {
		for c := range z.counter[i] {
			if i > 0 {
				z.counter[i][c] = next()
			}
		}
	}
	for c := 0; c < Cells; c++ {
		z.neut[c] = next()
		z.surge[c] = next()
	}
	z.amber = next()
	for i := range z.actions {
		z.actions[i] = next()
	}
	return z
}

// unitKey is the Zobrist contribution of one unit on the board.
func unitKey(u *Unit) uint64 {
	k := zobrist.piece[u.Side][u.Kind][u.Cell] ^ zobrist.counter[u.Isolation&3][u.Cell]
	if u.Neutralized {
		k ^= zobrist.neut[u.Cell]
	}
	if u.Surging {
		k ^= zobrist.surge[u.Cell]
	}
	return k
}
