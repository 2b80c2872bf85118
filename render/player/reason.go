package player

import "strategema/engine"

// Reason is why a suggested turn is good, as facts the window phrases in
// its language: the seam's copy of the computer's explanation (the
// window never imports the AI). Kind is the main thing the turn does, the
// first of, in order: "wins-game", "wins-units", "meets-threat",
// "gains-cells", "positional".
type Reason struct {
	Kind string
	// Win is how the game is won (Kind "wins-game"), else engine.NoReason.
	Win engine.Reason
	// Won are the enemy units the turn removes or neutralizes, the most
	// valuable first.
	Won []UnitFact
	// Saved are the player's units the opponent could remove with one
	// action before the turn and cannot after it, the most valuable first.
	Saved []UnitFact
	// Cells is the player's territory at the hand-over after the turn
	// minus at its start; EnemyCells the opponent's.
	Cells, EnemyCells int
}

// The reasons' kinds.
const (
	ReasonWinsGame    = "wins-game"
	ReasonWinsUnits   = "wins-units"
	ReasonMeetsThreat = "meets-threat"
	ReasonGainsCells  = "gains-cells"
	ReasonPositional  = "positional"
)

// UnitFact is one unit a reason names: its kind, its cell and how it is
// (or would have been) lost: "captured", "encircled" or "neutralized".
type UnitFact struct {
	Kind engine.Kind
	Cell engine.Cell
	Fate string
}

// Explainer says why the turn acts (the rest of a turn: one or two
// actions and End), played by the side to move of p, is good; p is not
// modified. An illegal or incomplete turn is an error.
type Explainer func(p *engine.Position, acts []engine.Action) (Reason, error)
