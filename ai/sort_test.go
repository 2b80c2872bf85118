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
