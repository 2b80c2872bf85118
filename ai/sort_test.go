package ai

import (
	"slices"
	"testing"

	"pgregory.net/rapid"

	"strategema/engine"
)

// TestPdqTopIsSortFunc: topScored returns exactly the first k actions
// slices.SortFunc leaves at the front, ties included, and sortScored (k
// the whole list) SortFunc's whole order: on lists up to 300 long (past
// the ninther pivot at 50 and the shifting partial insertion sort), of
// random, ascending, descending, organ-pipe and sawtooth shapes (which
// drive pdqsort into its pattern breaking and reversal paths), with few
// or many distinct scores.
func TestPdqTopIsSortFunc(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		n := rapid.IntRange(0, 300).Draw(rt, "n")
		k := rapid.IntRange(0, n+1).Draw(rt, "k")
		spread := rapid.Int32Range(0, 1000).Draw(rt, "spread")
		shape := rapid.IntRange(0, 4).Draw(rt, "shape")
		ms := make([]scored, n)
		for i := range ms {
			var s int32
			switch shape {
			case 0:
				s = rapid.Int32Range(-spread, spread).Draw(rt, "score")
			case 1:
				s = int32(i) / (1 + spread%7)
			case 2:
				s = -int32(i) / (1 + spread%7)
			case 3:
				s = int32(min(i, n-i))
			case 4:
				s = int32(i) % (1 + spread%13)
			}
			ms[i] = scored{a: engine.Move(engine.Cell(i%250), engine.Cell(i%250+1)), score: s}
			ms[i].tactical = i >= 250 // tells equal scores apart past 250 actions
		}
		want := slices.Clone(ms)
		slices.SortFunc(want, byScore)
		if got := topScored(slices.Clone(ms), k); !slices.Equal(got, want[:min(k, n)]) {
			rt.Fatalf("topScored %v, SortFunc's first %d %v", got, k, want[:min(k, n)])
		}
		sortScored(ms)
		if !slices.Equal(ms, want) {
			rt.Fatalf("sortScored %v, SortFunc %v", ms, want)
		}
	})
}

// TestPdqHeapSortSorts: pdqsort's heapsort fallback (taken after
// log2(n) unbalanced partitions, which random and patterned lists do not
// reach, so the tests above do not compare it with SortFunc's) sorts
// best first and keeps every action.
func TestPdqHeapSortSorts(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		n := rapid.IntRange(0, 100).Draw(rt, "n")
		ms := make([]scored, n)
		for i := range ms {
			ms[i] = scored{a: engine.Move(engine.Cell(i), engine.Cell(i+1)), score: rapid.Int32Range(-5, 5).Draw(rt, "score")}
		}
		got := slices.Clone(ms)
		pdqScored(got, 0, n, 0, n) // limit 0: straight to the heapsort
		if !slices.IsSortedFunc(got, byScore) {
			rt.Fatalf("heapsort left %v unsorted", got)
		}
		key := func(x, y scored) int { return int(x.a.From) - int(y.a.From) }
		slices.SortFunc(got, key)
		slices.SortFunc(ms, key)
		if !slices.Equal(got, ms) {
			rt.Fatalf("heapsort lost or duplicated actions")
		}
	})
}
