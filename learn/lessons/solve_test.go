package lessons

import "testing"

// TestSolutionsEarnThreeStars plays every stage's stored solution: it must
// meet the goal, at the last word, with three stars.
func TestSolutionsEarnThreeStars(t *testing.T) {
	for _, l := range All() {
		for i := range l.Stages {
			s := &l.Stages[i]
			res, err := s.Solve()
			if err != nil {
				t.Errorf("%s: %v", Key(l.ID, i), err)
				continue
			}
			if res.Stars != 3 || res.Used != s.Par || len(s.Solution) != s.Par {
				t.Errorf("%s: %d stars with %d actions, par %d, solution of %d", Key(l.ID, i), res.Stars, res.Used, s.Par, len(s.Solution))
			}
		}
	}
}
