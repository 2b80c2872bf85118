// puzzle.go: a puzzle, the shipped set, and what a screen needs: the
// position, the check of a player's turn, the hint.

package puzzles

import (
	"bytes"
	"compress/flate"
	_ "embed"
	"encoding/json"
	"fmt"
	"io"

	"strategema/engine"
)

// Puzzle is one position cut from a game, where one turn of the side to
// move wins decisively and no turn with another outcome comes close.
type Puzzle struct {
	ID    string `json:"id"`
	Theme Theme  `json:"theme"`
	// Record is a game record (rules.md section 12) from the opening whose
	// turns lead to the puzzle's position, the side to move holding both
	// actions.
	Record string `json:"record"`
	// Solution is the winning turn as a record writes it after its round
	// label: "L3-C5>L3-D6, L2-D4>L3-E5" (one action when it ends the game).
	Solution string `json:"solution"`
	// Key is the solution's action that does the deed (the hint's unit).
	Key string `json:"key"`
	// Position is the puzzle's position in the engine's notation.
	Position string `json:"position"`
	// Rating is the difficulty on an Elo-like scale (Judgement.Rating).
	Rating int `json:"rating"`
	// Chances and RivalChances are the winning chances (-1..1) after the
	// solution and after the best turn with another outcome.
	Chances      float64 `json:"chances"`
	RivalChances float64 `json:"rival_chances"`
	// Source names the game and turn it was cut from.
	Source string `json:"source,omitempty"`
}

//go:generate go run ../../scripts/deflate data/puzzles.json
//go:generate go run ../../scripts/puzzleplay data/puzzles.json data/puzzles-play.json.deflate

// Shipped is the set that comes with the game, in its file's order.
func Shipped() ([]Puzzle, error) {
	data, err := shippedJSON()
	if err != nil {
		return nil, err
	}
	return Parse(data)
}

// shippedJSON is the shipped set's file: data/puzzles.json, or in the
// browser build the same set without the records (shipped_js.go).
func shippedJSON() ([]byte, error) {
	data, err := io.ReadAll(flate.NewReader(bytes.NewReader(shippedPacked)))
	if err != nil {
		return nil, fmt.Errorf("puzzles: inflating the shipped set: %w", err)
	}
	return data, nil
}

// Parse reads a set written by Marshal (a JSON array of puzzles).
func Parse(data []byte) ([]Puzzle, error) {
	var set []Puzzle
	if err := json.Unmarshal(data, &set); err != nil {
		return nil, fmt.Errorf("puzzles: reading the set: %w", err)
	}
	return set, nil
}

// Marshal writes a set, one puzzle to a few indented lines.
func Marshal(set []Puzzle) ([]byte, error) {
	data, err := json.MarshalIndent(set, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("puzzles: writing the set: %w", err)
	}
	return append(data, '\n'), nil
}

// Game replays the puzzle's record: the game up to the puzzle's position.
// A puzzle without its record (the browser build's set) starts a game at
// its position.
func (pz *Puzzle) Game() (*engine.Game, error) {
	if pz.Record == "" {
		p, err := engine.ParsePosition(pz.Position)
		if err != nil {
			return nil, fmt.Errorf("puzzles: %s: the position: %w", pz.ID, err)
		}
		return engine.NewGameFrom(p), nil
	}
	g, _, err := engine.LoadRecord([]byte(pz.Record))
	if err != nil {
		return nil, fmt.Errorf("puzzles: %s: the record: %w", pz.ID, err)
	}
	return g, nil
}

// Start is the puzzle's position, read from the record's replay.
func (pz *Puzzle) Start() (engine.Position, error) {
	g, err := pz.Game()
	if err != nil {
		return engine.Position{}, err
	}
	return g.Position().Clone(), nil
}

// SolutionTurn is the solution's actions.
func (pz *Puzzle) SolutionTurn() (Turn, error) { return ParseTurn(pz.Solution) }

// KeyAction is the solution's action that does the deed.
func (pz *Puzzle) KeyAction() (engine.Action, error) {
	a, err := engine.ParseAction(pz.Key)
	if err != nil {
		return a, fmt.Errorf("puzzles: %s: the key: %w", pz.ID, err)
	}
	return a, nil
}

// Hint is the cell of the unit that plays the solution's first action:
// the unit the player should look at, the one the winning turn starts
// with (a screen says so). The key action may be the second, played by
// another unit or by the same unit from where it moved.
func (pz *Puzzle) Hint() (engine.Cell, error) {
	t, err := pz.SolutionTurn()
	if err != nil {
		return engine.NoCell, err
	}
	for _, a := range t {
		if a.Type == engine.ActMove || a.Type == engine.ActSurge {
			return a.From, nil
		}
	}
	return engine.NoCell, fmt.Errorf("puzzles: %s: the solution moves or surges no unit", pz.ID)
}

// Verdict is the answer to a player's turn.
type Verdict uint8

// The verdicts of CheckTurn.
const (
	Wrong   Verdict = iota // legal, but not a solution
	Solved                 // the solution, or as good a turn
	Illegal                // an action that is illegal, or an unfinished turn
)

// CheckTurn judges a player's turn from the puzzle's position: Solved when
// it reaches the solution's outcome (sameAnswer: the same victory; or at
// least the enemy units the solution removes, losing no more of the
// mover's own units), whichever units play it. It is exact and cheap: the
// turns are applied with the engine, no search.
func (pz *Puzzle) CheckTurn(t Turn) (Verdict, error) {
	start, err := pz.Start()
	if err != nil {
		return Wrong, err
	}
	sol, err := pz.SolutionTurn()
	if err != nil {
		return Wrong, err
	}
	want, err := Play(&start, sol)
	if err != nil {
		return Wrong, fmt.Errorf("puzzles: %s: the solution: %w", pz.ID, err)
	}
	return checkTurnFrom(&start, &want, t), nil
}

// checkTurnFrom is CheckTurn's verdict on t from start, want being the
// position after the solution.
func checkTurnFrom(start, want *engine.Position, t Turn) Verdict {
	got, err := Play(start, t)
	if err != nil {
		return Illegal
	}
	me := start.ToMove()
	if sameAnswer(outcomeOf(start, &got, me), outcomeOf(start, want, me)) {
		return Solved
	}
	return Wrong
}

// WithoutRecords is set without the records leading to each position and
// without their sources: the browser build's set (scripts/puzzleplay).
func WithoutRecords(set []Puzzle) []Puzzle {
	out := make([]Puzzle, len(set))
	for i, pz := range set {
		pz.Record, pz.Source = "", ""
		out[i] = pz
	}
	return out
}
