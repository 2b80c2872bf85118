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

// TestParIsShortest: a one-turn stage whose par is two actions cannot be
// met with one, so it asks for what it teaches (cut the retreat, then
// strike; surge, then strike): every legal first action is tried alone.
func TestParIsShortest(t *testing.T) {
	for _, l := range All() {
		for i := range l.Stages {
			s := &l.Stages[i]
			if !s.OneTurn || s.Par < 2 {
				continue
			}
			p, err := s.Position()
			if err != nil {
				t.Fatal(err)
			}
			for _, a := range p.LegalActions(nil) {
				if res := s.Try(s.Start(), a); res.Done {
					t.Errorf("%s: %s alone meets the goal, par %d", Key(l.ID, i), a, s.Par)
				}
			}
		}
	}
}
