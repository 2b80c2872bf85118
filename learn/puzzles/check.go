// check.go: re-verifying a puzzle from its record alone.

package puzzles

import (
	"fmt"
)

// Check re-verifies pz with cfg: its record replays to its position (the
// side to move holding both actions), the solution does what the theme
// says, the judgement of that position finds a best turn with the
// solution's outcome (the solution itself, or a turn that is the same
// answer both ways: sameAnswer, applied with the engine), no turn with
// another outcome comes within the gap, and the key action and rating
// re-derived from the solution are the puzzle's. It returns nil when all
// hold, else an error naming the first that does not.
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
	me := start.ToMove()
	wantO := outcomeOf(&start, &want, me)
	if th := themeOf(wantO); th != pz.Theme {
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
	gotO := outcomeOf(&start, &got, me)
	key, _ := keyAction(&start, sol)
	rating := (&Judgement{Distractor: distractors(&start, sol[0])}).Rating()
	switch {
	case got.Hash() != want.Hash() && !(sameAnswer(gotO, wantO) && sameAnswer(wantO, gotO)):
		return fmt.Errorf("puzzles: %s: the best turn is %q, another outcome than %q", pz.ID, j.Solution, pz.Solution)
	case !j.Unique:
		return fmt.Errorf("puzzles: %s: not the only good answer: %q scores %.2f, %q (another outcome) %.2f (least chances %.2f, least gap %.2f)",
			pz.ID, j.Solution, j.Chances, j.RivalTurn, j.RivalBest, cfg.MinChances, cfg.Gap)
	case key.String() != pz.Key:
		return fmt.Errorf("puzzles: %s: the key action is %s, not %s", pz.ID, key, pz.Key)
	case rating != pz.Rating:
		return fmt.Errorf("puzzles: %s: the rating is %d, not %d", pz.ID, rating, pz.Rating)
	}
	return nil
}
