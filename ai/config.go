// config.go: a character's configuration (Config) and what a search
// reports (Stats).

package ai

import (
	"time"

	"strategema/engine"
)

// Config is a character: evaluation weights and search policy.
type Config struct {
	W Weights
	// Contempt: a draw is worth -Contempt to the side that searches.
	Contempt int
	// RootQuiet and Quiet[d] bound how many non-tactical actions are
	// searched at the root and at a node with d actions of depth left
	// (late-move pruning); tactical actions are always searched.
	RootQuiet int
	Quiet     [6]int
	// EvalOrderDepth: at nodes with at least this depth left, the actions
	// are ordered by the static evaluation after playing them.
	EvalOrderDepth int
	// RaidBias adds to the ordering of Striker moves toward the enemy Core.
	RaidBias int
	// PairOrder: the root side's second action is chosen among likely
	// partners of the first (the root's best actions, tactics, and actions
	// near the first action's cells), all ordered by the evaluation after
	// them, which at the turn end is exact: the own turn is looked at as
	// pairs, the way Greedy does, at a fraction of its cost.
	PairOrder bool
	// TrapOrder: the ordering estimates tell a capture from a push. An
	// estimated win against an enemy unit with a retreat cell left scores
	// 1/pushShare of the unit's value, against one without (or a
	// neutralized one) all of it, so the real captures come first among
	// the tactical actions where the estimates order them (the nodes not
	// ordered by the evaluation, and quiescence, whose width is 6); a
	// push that may fill another unit's last retreat cell, or a move into
	// one, scores blockExit more.
	TrapOrder bool
	// Combos: two-action combinations are kept from pruning (combo.go):
	// the searcher's own, found at the root before the search, and the
	// opponent's threats against the turn each iteration chose.
	Combos bool
	// StrikersRestAbove: when above 0, a side whose own evaluation at the
	// start of its turn exceeds it (a won position being converted) moves
	// its Strikers in that turn only by a tactical action (an estimated
	// engagement win, a hole, the enemy Core's side, a kept combination)
	// or one that wins the game: the quiet Striker moves are left out of
	// the root and of the second action (rest.go). A Striker's jump onto
	// the enemy's ground flips a cell or two until the enemy's reply
	// throws it out, and a search that sees the first action of that
	// reply and not the second counts them as held (as it did surges:
	// Weights.SurgeLapse): a leader spent half his actions on such jumps
	// while his Nodes stood on his back ranks. Zero on the lower levels
	// (their ratings were measured without it).
	StrikersRestAbove int
	// QDepth: actions of quiescence (tactics only) after the horizon.
	QDepth int
	// MaxDepth stops iterative deepening (0: no limit but maxPly).
	MaxDepth int
	// Draw policy thresholds, in evaluation units from the judge's side.
	AcceptBelow int // accept a draw offer when the evaluation is below this
	OfferLevel  int // offer when |evaluation| is at most this and the position is locked
	OfferBelow  int // offer when the evaluation is below this (hopeless)
	LockedQuiet int // quiet turns that make a position locked
	// ResignBelow: when below 0, the player resigns at the start of his
	// turn once the judge's evaluation of his position (JudgeWeights) has
	// been below it at resignAfter of his turn starts in a row (resign.go).
	// 0: he never resigns (Data, Kolrami, Suggest).
	ResignBelow int
	// RestlessAfter: when above 0, a turn that starts after this many
	// turns without a unit captured or neutralized (a locked front) is
	// searched with the weights Restless in place of W (restless.go): the
	// Recruit breaks the lock the way a beginner does, by overreaching.
	// 0 on every other level.
	RestlessAfter int
	Restless      Weights
}

// Stats describes one search.
type Stats struct {
	Depth   int           // last completed depth, in actions
	Nodes   uint64        // actions played by the search, all threads
	Elapsed time.Duration // wall time
	NPS     float64       // actions per second, all threads
	Threads int           // search threads
	Score   int           // evaluation for the side to move at the root
	PV      []engine.Action
}

// Progress is reported after each completed iteration.
type Progress = Stats
