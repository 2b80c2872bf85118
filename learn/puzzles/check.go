// check.go: re-verifying a puzzle from its record alone.

package puzzles

import (
	"fmt"
)

// Check re-verifies pz with cfg: its record replays to its position (the
// side to move holding both actions), the judgement of that position finds
// the same solution (the same position after it), the same key action,
// theme and rating, and the solution is the only good answer. It returns
// nil when all hold, else an error naming the first that does not.
func Check(pz *Puzzle, cfg Config) error {
	start, err := pz.Start()
	if err != nil {
		return err
	}
	if got := start.String(); got != pz.Position {
		return fmt.Errorf("puzzles: %s: the record leads to %q, not to the position %q", pz.ID, got, pz.Position)
	}
	sol, err := pz.SolutionTurn()
	if err != nil {
		return err
	}
	want, err := Play(&start, sol)
	if err != nil {
		return fmt.Errorf("puzzles: %s: the solution: %w", pz.ID, err)
	}
	if th := themeOf(outcomeOf(&start, &want, start.ToMove())); th != pz.Theme {
		return fmt.Errorf("puzzles: %s: the solution's theme is %q, not %q", pz.ID, th, pz.Theme)
	}
	j, err := Judge(&start, cfg)
	if err != nil {
		return fmt.Errorf("puzzles: %s: %w", pz.ID, err)
	}
	got, err := Play(&start, j.Solution)
	if err != nil {
		return fmt.Errorf("puzzles: %s: the judged solution: %w", pz.ID, err)
	}
	switch {
	case got.Hash() != want.Hash():
		return fmt.Errorf("puzzles: %s: the best turn is %q, not %q", pz.ID, j.Solution, pz.Solution)
	case !j.Unique:
		return fmt.Errorf("puzzles: %s: not the only good answer: %q scores %.2f, %q %.2f (least chances %.2f, least gap %.2f)",
			pz.ID, j.Solution, j.Chances, j.RivalTurn, j.RivalBest, cfg.MinChances, cfg.Gap)
	case j.Key.String() != pz.Key:
		return fmt.Errorf("puzzles: %s: the key action is %s, not %s", pz.ID, j.Key, pz.Key)
	case j.Rating() != pz.Rating:
		return fmt.Errorf("puzzles: %s: the rating is %d, not %d", pz.ID, j.Rating(), pz.Rating)
	}
	return nil
}
