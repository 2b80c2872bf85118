// bitboard_bench_test.go: why Bitboard is a struct of four words. The same
// chain of set operations (counting a unit's ring breakers, as the
// encirclement rule and the AI do) on the struct and on the array of four
// words it replaced, in one run:
//
//	go test -run '^$' -bench 'RingBreakers' -count 5 ./engine
//
// The compiler keeps a struct of up to four words in registers; an array
// of more than one element lives in memory, so every operation on it went
// through the stack.

package engine

import (
	"math/bits"
	"testing"
)

// arrayBitboard is the former representation, kept here to measure.
type arrayBitboard [4]uint64

func toArray(b Bitboard) arrayBitboard { return arrayBitboard{b.L0, b.L1, b.L2, b.L3} }

func (b arrayBitboard) or(o arrayBitboard) arrayBitboard {
	return arrayBitboard{b[0] | o[0], b[1] | o[1], b[2] | o[2], b[3] | o[3]}
}

func (b arrayBitboard) andNot(o arrayBitboard) arrayBitboard {
	return arrayBitboard{b[0] &^ o[0], b[1] &^ o[1], b[2] &^ o[2], b[3] &^ o[3]}
}

func (b arrayBitboard) andCount(o arrayBitboard) int {
	return bits.OnesCount64(b[0]&o[0]) + bits.OnesCount64(b[1]&o[1]) +
		bits.OnesCount64(b[2]&o[2]) + bits.OnesCount64(b[3]&o[3])
}

func (b arrayBitboard) not() arrayBitboard { return arrayBitboard{^b[0], ^b[1], ^b[2], ^b[3]} }

// ringSets are the occupancy and control sets of 16 positions of a
// random playout.
type ringSets struct{ own, enemy, enemyCtl Bitboard }

func ringPositions() []ringSets {
	pl := benchPlayouts(1, 160)[0]
	p := pl.start
	var out []ringSets
	for i, a := range pl.actions {
		p.ApplyLegal(a)
		if i%10 == 9 && len(out) < 16 {
			out = append(out, ringSets{p.occ[p.toMove], p.occ[p.toMove^1], p.control[p.toMove^1]})
		}
	}
	for len(out) < 16 {
		out = append(out, out[len(out)%max(len(out), 1)])
	}
	return out
}

// ringBreakers counts the ring breakers around c: own units, and empty
// cells the enemy does not control.
func ringBreakers(s ringSets, c Cell) int {
	brk := s.own.Or(s.own.Or(s.enemy).Not().AndNot(s.enemyCtl))
	return Neighbours(c).And(brk).Count()
}

type arrayRingSets struct{ own, enemy, enemyCtl arrayBitboard }

func ringBreakersArray(s *arrayRingSets, nb *arrayBitboard) int {
	brk := s.own.or(s.own.or(s.enemy).not().andNot(s.enemyCtl))
	return nb.andCount(brk)
}

func arrayRing(sets []ringSets) ([]arrayRingSets, *[Cells]arrayBitboard) {
	out := make([]arrayRingSets, len(sets))
	for i, s := range sets {
		out[i] = arrayRingSets{toArray(s.own), toArray(s.enemy), toArray(s.enemyCtl)}
	}
	var nb [Cells]arrayBitboard
	for c := range nb {
		nb[c] = toArray(Neighbours(Cell(c)))
	}
	return out, &nb
}

// TestRingBreakersArrayAgrees: the two benchmarks do the same work.
func TestRingBreakersArrayAgrees(t *testing.T) {
	sets := ringPositions()
	arr, nb := arrayRing(sets)
	for i := range sets {
		for c := Cell(0); c < Cells; c++ {
			if a, b := ringBreakers(sets[i], c), ringBreakersArray(&arr[i], &nb[c]); a != b {
				t.Fatalf("position %d cell %s: struct %d, array %d", i, c, a, b)
			}
		}
	}
}

func BenchmarkRingBreakersStruct(b *testing.B) {
	sets := ringPositions()
	sum := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		sum += ringBreakers(sets[i&15], Cell(i&(Cells-1)))
	}
	b.ReportMetric(float64(sum)/float64(b.N), "breakers/op")
}

func BenchmarkRingBreakersArray(b *testing.B) {
	arr, nb := arrayRing(ringPositions())
	sum := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		sum += ringBreakersArray(&arr[i&15], &nb[i&(Cells-1)])
	}
	b.ReportMetric(float64(sum)/float64(b.N), "breakers/op")
}
