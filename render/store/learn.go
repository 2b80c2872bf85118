package store

import (
	"encoding/json"
	"errors"
	"io/fs"

	"strategema/learn/lessons"
)

// LearnName is the blob that keeps the learner's lessons progress and
// puzzle rating, kept with the settings.
const LearnName = "learn.json"

// Learn is what the Lessons and Puzzles rooms keep between runs: the best
// stars of every lesson stage, the puzzle rating with the attempts it
// rests on, the streak of puzzles solved in a row, the puzzle the player
// is on and those solved (by ID), and whether the first lesson has been
// offered.
type Learn struct {
	Lessons        lessons.Progress `json:"lessons"`
	PuzzleRating   float64          `json:"puzzle_rating"`
	PuzzleAttempts int              `json:"puzzle_attempts"`
	PuzzleStreak   int              `json:"puzzle_streak"`
	// PuzzleNext is an older file's next puzzle, an index into the
	// shipped set's order; read (PuzzleID is empty then), never written.
	PuzzleNext int `json:"puzzle_next,omitempty"`
	// PuzzleID is the puzzle the player is on.
	PuzzleID string `json:"puzzle_id,omitempty"`
	// PuzzlesSolved are the IDs of the puzzles solved, in the order solved.
	PuzzlesSolved []string `json:"puzzles_solved,omitempty"`
	Offered       bool     `json:"offered"`
}

// DefaultLearn is a new learner's: no stars, rated 1500, nothing offered.
func DefaultLearn() Learn { return Learn{Lessons: lessons.Progress{}, PuzzleRating: 1500} }

// sanitize keeps a hand-edited file from showing impossible values.
func (l *Learn) sanitize() {
	if l.Lessons == nil {
		l.Lessons = lessons.Progress{}
	}
	if l.PuzzleRating < 100 || l.PuzzleRating > 4000 {
		l.PuzzleRating = 1500
	}
	l.PuzzleAttempts = max(l.PuzzleAttempts, 0)
	l.PuzzleStreak = max(l.PuzzleStreak, 0)
	l.PuzzleNext = max(l.PuzzleNext, 0)
}

// Solved reports whether the puzzle with that ID has been solved.
func (l *Learn) Solved(id string) bool {
	for _, s := range l.PuzzlesSolved {
		if s == id {
			return true
		}
	}
	return false
}

// MarkSolved adds id to the solved puzzles (once).
func (l *Learn) MarkSolved(id string) {
	if !l.Solved(id) {
		l.PuzzlesSolved = append(l.PuzzlesSolved, id)
	}
}

// LoadLearn returns the kept learning state: the defaults on a first run;
// the defaults and an error when the file is unreadable (it is then set
// aside, so the next save starts a clean file).
func (s *Store) LoadLearn() (Learn, error) {
	l := DefaultLearn()
	data, err := s.B.Read(LearnName)
	if errors.Is(err, fs.ErrNotExist) {
		return l, nil
	}
	if err != nil {
		return l, &Error{Op: OpReadLearn, Err: err}
	}
	if err := json.Unmarshal(data, &l); err != nil {
		aside, _ := s.SetAside(LearnName)
		return DefaultLearn(), &Error{Op: OpLearnDamaged, Aside: aside, Err: err}
	}
	l.sanitize()
	return l, nil
}

// SaveLearn keeps l.
func (s *Store) SaveLearn(l Learn) error {
	data, err := json.MarshalIndent(l, "", "  ")
	if err != nil {
		return &Error{Op: OpSaveLearn, Err: err}
	}
	if err := s.B.Write(LearnName, data); err != nil {
		return &Error{Op: OpSaveLearn, Err: err}
	}
	return nil
}
