// geometry.go: precomputed, immutable board geometry: the cells within a
// Chebyshev distance of a cell, the distance itself, and counting.

package ai

import (
	"math/bits"

	"strategema/engine"
)

// cubes[r][c]: cells within Chebyshev r of c, for r = 0..5.
var cubes = buildCubes()

// chebTab[a][b] is the Chebyshev distance (a table: the ordering asks for
// it for every Striker move).
var chebTab = buildCheb()

// buildCheb fills chebTab.
func buildCheb() *[engine.Cells][engine.Cells]uint8 {
	var t [engine.Cells][engine.Cells]uint8
	for a := engine.Cell(0); a < engine.Cells; a++ {
		for b := engine.Cell(0); b < engine.Cells; b++ {
			t[a][b] = uint8(engine.Chebyshev(a, b))
		}
	}
	return &t
}

// cheb is the Chebyshev distance between a and b.
func cheb(a, b engine.Cell) int { return int(chebTab[a][b]) }

// buildCubes fills cubes, each radius one dilation of the one before.
func buildCubes() *[6][engine.Cells]engine.Bitboard {
	var t [6][engine.Cells]engine.Bitboard
	for c := engine.Cell(0); c < engine.Cells; c++ {
		b := engine.Singleton(c)
		t[0][c] = b
		for r := 1; r < 6; r++ {
			b = b.Dilate()
			t[r][c] = b
		}
	}
	return &t
}

// popAnd counts the cells in a∩b.
func popAnd(a, b engine.Bitboard) int {
	return bits.OnesCount64(a.L0&b.L0) + bits.OnesCount64(a.L1&b.L1) +
		bits.OnesCount64(a.L2&b.L2) + bits.OnesCount64(a.L3&b.L3)
}
