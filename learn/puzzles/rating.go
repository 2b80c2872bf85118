// rating.go: the player's puzzle rating, an Elo update with a K factor
// that shrinks as the player attempts more puzzles (a small stand-in for
// Glicko's rating deviation).

package puzzles

import "math"

// PlayerRating is a player's puzzle rating and how many puzzles it rests on.
type PlayerRating struct {
	Rating   float64
	Attempts int
}

// NewPlayerRating is a new player's rating: 1500, no attempts.
func NewPlayerRating() PlayerRating { return PlayerRating{Rating: 1500} }

// Expected is the chance, on the Elo curve, that a player rated r solves a
// puzzle rated puzzle: 1/(1+10^((puzzle-r)/400)).
func Expected(r, puzzle float64) float64 { return 1 / (1 + math.Pow(10, (puzzle-r)/400)) }

// kFactor is 40 for a new player, falling by 1 an attempt to 16.
func kFactor(attempts int) float64 { return math.Max(16, 40-float64(attempts)) }

// Update returns the rating after an attempt at a puzzle rated puzzle:
// r + K·(result − Expected), result 1 when solved, 0 when not.
func (r PlayerRating) Update(puzzle int, solved bool) PlayerRating {
	result := 0.0
	if solved {
		result = 1
	}
	k := kFactor(r.Attempts)
	return PlayerRating{Rating: r.Rating + k*(result-Expected(r.Rating, float64(puzzle))), Attempts: r.Attempts + 1}
}
