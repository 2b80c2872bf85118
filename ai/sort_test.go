package ai

import (
	"slices"
	"testing"

	"pgregory.net/rapid"

	"strategema/engine"
)

// TestSortScoredIsSortFunc: sortScored leaves every list, ties included,
// in exactly the order slices.SortFunc gives it (the search's results
// depend on how ties fall), on lists short and long with few distinct
// scores.
func TestSortScoredIsSortFunc(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		n := rapid.IntRange(0, 40).Draw(rt, "n")
		spread := rapid.Int32Range(1, 6).Draw(rt, "spread")
		ms := make([]scored, n)
		for i := range ms {
			ms[i] = scored{
				a:     engine.Move(engine.Cell(i), engine.Cell(i+1)), // tells equal scores apart
				score: rapid.Int32Range(-spread, spread).Draw(rt, "score"),
			}
		}
		want := slices.Clone(ms)
		slices.SortFunc(want, byScore)
		sortScored(ms)
		if !slices.Equal(ms, want) {
			rt.Fatalf("sortScored %v, SortFunc %v", ms, want)
		}
	})
}

// TestKeepBestIsStableTop: offering a list to keepBest one action at a
// time leaves the first k of the list sorted stably best first (equal
// scores in the order offered), for every k the quiescence search could
// use and lists shorter and longer than k.
func TestKeepBestIsStableTop(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		n := rapid.IntRange(0, 40).Draw(rt, "n")
		k := rapid.IntRange(0, 8).Draw(rt, "k")
		spread := rapid.Int32Range(1, 6).Draw(rt, "spread")
		all := make([]scored, n)
		for i := range all {
			all[i] = scored{
				a:     engine.Move(engine.Cell(i), engine.Cell(i+1)),
				score: rapid.Int32Range(-spread, spread).Draw(rt, "score"),
			}
		}
		want := slices.Clone(all)
		slices.SortStableFunc(want, byScore)
		want = want[:min(k, n)]
		var got []scored
		for _, sc := range all {
			got = keepBest(got, sc, k)
		}
		if !slices.Equal(got, want) {
			rt.Fatalf("keepBest %v, stable top %d %v", got, k, want)
		}
	})
}
