package puzzles

import (
	"math"
	"testing"
)

func TestRatingUpdate(t *testing.T) {
	cases := []struct {
		name   string
		start  PlayerRating
		puzzle int
		solved bool
		want   float64
	}{
		{"even, solved: +K/2", PlayerRating{1500, 0}, 1500, true, 1520},
		{"even, failed: -K/2", PlayerRating{1500, 0}, 1500, false, 1480},
		{"K floors at 16", PlayerRating{1500, 100}, 1500, true, 1508},
		{"an easy puzzle gains little", PlayerRating{1500, 0}, 1100, true, 1500 + 40*(1-1/(1+math.Pow(10, -1)))},
		{"a hard one failed costs little", PlayerRating{1500, 0}, 1900, false, 1500 - 40/(1+math.Pow(10, 1))},
	}
	for _, c := range cases {
		got := c.start.Update(c.puzzle, c.solved)
		if math.Abs(got.Rating-c.want) > 1e-9 || got.Attempts != c.start.Attempts+1 {
			t.Errorf("%s: %+v, want rating %.4f", c.name, got, c.want)
		}
	}
}

func TestRatingConvergesTowardSkill(t *testing.T) {
	// a player who solves every puzzle rated under 1800 and none above
	// ends near 1800 after many attempts at 1700 and 1900.
	r := NewPlayerRating()
	for i := 0; i < 400; i++ {
		r = r.Update(1700, true)
		r = r.Update(1900, false)
	}
	if r.Rating < 1750 || r.Rating > 1850 {
		t.Fatalf("rating %.0f, want near 1800", r.Rating)
	}
}
