package player

import (
	"context"
	"time"

	"strategema/engine"
)

// Analyst reviews every turn of a finished game g, searching each
// position for budget, the way an Advisor suggests one turn: the
// analysis after the game. progress, when not nil, is called from the
// Analyst's goroutine as each turn is reviewed; a cancelled ctx stops it
// within one search, with the reviews done so far and an error. It may
// fail with an *AnalysisError, whose message the window says in the
// player's language.
type Analyst func(ctx context.Context, g *engine.Game, budget time.Duration, progress func(done, total int)) ([]Review, error)

// Review is one turn of an analysed game.
type Review struct {
	Turn     int         // the engine's turn number (1: Cerulean's first)
	Round    int         // the record's round
	Side     engine.Side // who played it
	Played   []engine.Action
	Reviewed bool    // false for a turn left unfinished (a game saved mid-turn): nothing below is set
	Chances  float64 // the winning chances of Side after the played turn, -1 to 1
	// Best is the best turn the search found from the turn's start, and
	// BestChances the side's winning chances after it.
	Best        []engine.Action
	BestChances float64
	// Drop is how much the played turn lost against Best: BestChances -
	// Chances, never below 0; the verdict grades it (InaccuracyDrop...).
	Drop    float64
	Verdict Verdict
	// Depth is how deep the search from the turn's start went, in actions.
	Depth int
}

// The drops in winning chances (-1 to 1) that make a turn an inaccuracy,
// a mistake or a blunder: the analysis's own (aiplayer's tests hold them
// equal to package ai's).
const (
	InaccuracyDrop = 0.1
	MistakeDrop    = 0.2
	BlunderDrop    = 0.3
)

// Percent is winning chances c (-1 to 1) as a percentage, 0–100.
func Percent(c float64) int { return int((c+1)*50 + 0.5) }

// Verdict grades a turn by how much it lost against the best one.
type Verdict uint8

// The verdicts, from none to the worst.
const (
	NoVerdict Verdict = iota
	Inaccuracy
	Mistake
	Blunder
)

// String is the verdict's name ("" for none), the last part of its
// catalog message ID (analysis.blunder).
func (v Verdict) String() string {
	switch v {
	case Inaccuracy:
		return "inaccuracy"
	case Mistake:
		return "mistake"
	case Blunder:
		return "blunder"
	}
	return ""
}

// Symbol is the annotation mark: "?!", "?" or "??" ("" for none).
func (v Verdict) Symbol() string {
	switch v {
	case Inaccuracy:
		return "?!"
	case Mistake:
		return "?"
	case Blunder:
		return "??"
	}
	return ""
}

// AnalysisError is an analysis's failure with a message of its own in
// the window's catalog: ID, and the arguments Args writes with each cause
// said by cause. Err is the failure itself (Error and Unwrap read it).
type AnalysisError struct {
	ID   string
	Args func(cause func(error) string) []any
	Err  error
}

func (e *AnalysisError) Error() string { return e.Err.Error() }

// Unwrap is the failure.
func (e *AnalysisError) Unwrap() error { return e.Err }
