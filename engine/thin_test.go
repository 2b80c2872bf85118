package engine

import (
	"math/rand"
	"testing"
)

// forRandomPositions plays games random games of up to plies actions
// (RandomPlayout, drawing from rng) and calls check on every position.
func forRandomPositions(t *testing.T, rng *rand.Rand, games, plies int, check func(game, ply int, p *Position)) {
	t.Helper()
	for game := 0; game < games; game++ {
		if err := RandomPlayout(NewGame(), rng, plies, func(ply int, p *Position) { check(game, ply, p) }); err != nil {
			t.Fatal(err)
		}
	}
}

// TestThinControlMatchesCounts: on positions of seeded random games,
// ThinControl holds exactly the cells where a side's count is the
// opponent's plus one and the opponent's is not 0, read cell by cell through Influence.
func TestThinControlMatchesCounts(t *testing.T) {
	thinSeen := 0
	forRandomPositions(t, rand.New(rand.NewSource(3)), 20, 200, func(game, ply int, p *Position) {
		for s := Cerulean; s <= Amber; s++ {
			thin := p.ThinControl(s)
			for c := Cell(0); c < Cells; c++ {
				o := p.Influence(s.Opponent(), c)
				want := o > 0 && p.Influence(s, c) == o+1
				if thin.Has(c) != want {
					t.Fatalf("game %d ply %d: %v on %v: ThinControl %v, counts %d and %d",
						game, ply, s, c, thin.Has(c), p.Influence(s, c), p.Influence(s.Opponent(), c))
				}
				if want {
					thinSeen++
				}
			}
		}
	})
	if thinSeen == 0 {
		t.Fatal("no thin cell in any position: the test checked nothing")
	}
}

// TestInfluenceSumMatchesCounts: on positions of seeded random games, the
// bit-sliced InfluenceSum over random masks (some with a whole level left
// out) equals the sum of Influence read cell by cell.
func TestInfluenceSumMatchesCounts(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	nonZero := 0
	forRandomPositions(t, rng, 10, 150, func(game, ply int, p *Position) {
		mask := Bitboard{rng.Uint64(), rng.Uint64(), rng.Uint64(), rng.Uint64()}
		if ply%7 == 0 {
			mask.SetLevel(rng.Intn(4), 0)
		}
		for s := Cerulean; s <= Amber; s++ {
			want := 0
			for c := Cell(0); c < Cells; c++ {
				if mask.Has(c) {
					want += p.Influence(s, c)
				}
			}
			if got := p.InfluenceSum(s, mask); got != want {
				t.Fatalf("game %d ply %d: %v: InfluenceSum %d, cell by cell %d", game, ply, s, got, want)
			}
			if want > 0 {
				nonZero++
			}
		}
	})
	if nonZero == 0 {
		t.Fatal("every sum was 0: the test checked nothing")
	}
}

// TestWeakControlMatchesCounts: on positions of seeded random games,
// WeakControl(s, k) holds exactly the cells where s's count exceeds the
// opponent's by 1 to k, read cell by cell through Influence, for margins
// from 1 to past the largest count.
func TestWeakControlMatchesCounts(t *testing.T) {
	margins := []int{1, 2, 3, 5, 8, 63, 64, 100}
	seen := map[int]int{}
	forRandomPositions(t, rand.New(rand.NewSource(9)), 12, 200, func(game, ply int, p *Position) {
		for s := Cerulean; s <= Amber; s++ {
			for _, k := range margins {
				weak := p.WeakControl(s, k)
				for c := Cell(0); c < Cells; c++ {
					d := p.Influence(s, c) - p.Influence(s.Opponent(), c)
					want := d >= 1 && d <= k
					if weak.Has(c) != want {
						t.Fatalf("game %d ply %d: %v margin %d on %v: WeakControl %v, counts %d and %d",
							game, ply, s, k, c, weak.Has(c), p.Influence(s, c), p.Influence(s.Opponent(), c))
					}
					if want && d == k {
						seen[k]++
					}
				}
			}
		}
	})
	for _, k := range []int{1, 2, 3, 5} {
		if seen[k] == 0 {
			t.Errorf("no cell held by a margin of exactly %d: the test did not reach it", k)
		}
	}
}
