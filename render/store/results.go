package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
)

// ResultsName is the blob that keeps the player's record against each
// computer level, kept with the settings.
const ResultsName = "results.json"

// Outcome is how one finished game went for the person.
type Outcome uint8

// The outcomes of a game, for the person.
const (
	Win Outcome = iota
	Draw
	Loss
)

// Score is the person's record against one level: wins, draws, losses.
type Score struct {
	Wins   int `json:"wins"`
	Draws  int `json:"draws"`
	Losses int `json:"losses"`
}

// Games is the number of games the score counts.
func (s Score) Games() int { return s.Wins + s.Draws + s.Losses }

// Results are the person's scores by level name ("cadet", "data"...).
type Results map[string]Score

// Beaten reports whether the person has won a game against level.
func (r Results) Beaten(level string) bool { return r[level].Wins > 0 }

// LoadResults returns the kept results: none on a first run; none and an
// error when the file is unreadable (it is then set aside, so the next
// result starts a clean file).
func (s *Store) LoadResults() (Results, error) {
	res := Results{}
	data, err := s.B.Read(ResultsName)
	if errors.Is(err, fs.ErrNotExist) {
		return res, nil
	}
	if err != nil {
		return res, &Error{Op: OpReadResults, Err: err}
	}
	if err := json.Unmarshal(data, &res); err != nil {
		aside, _ := s.SetAside(ResultsName)
		return Results{}, &Error{Op: OpResultsDamaged, Aside: aside, Err: err}
	}
	for k, v := range res { // a hand-edited file never shows a negative count
		v.Wins, v.Draws, v.Losses = max(v.Wins, 0), max(v.Draws, 0), max(v.Losses, 0)
		res[k] = v
	}
	return res, nil
}

// AddResult counts one finished game against level and keeps the
// results; it returns them as kept. A damaged file is set aside and the
// count starts again from this game (the error says so).
func (s *Store) AddResult(level string, o Outcome) (Results, error) {
	res, loadErr := s.LoadResults()
	if res == nil {
		res = Results{}
	}
	sc := res[level]
	switch o {
	case Win:
		sc.Wins++
	case Draw:
		sc.Draws++
	case Loss:
		sc.Losses++
	default:
		return res, &Error{Op: OpSaveResults, Err: fmt.Errorf("unknown outcome %d", o)}
	}
	res[level] = sc
	data, err := json.MarshalIndent(res, "", "  ")
	if err != nil {
		return res, &Error{Op: OpSaveResults, Err: err}
	}
	if err := s.B.Write(ResultsName, data); err != nil {
		return res, &Error{Op: OpSaveResults, Err: err}
	}
	return res, loadErr
}
