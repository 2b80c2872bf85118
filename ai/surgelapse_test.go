package ai

import (
	"testing"

	"strategema/engine"
)

// TestSurgeLapse: with SurgeLapse each surge up costs its side exactly
// the weight, at any lead (here the level opening), and a position
// without surges scores as without the term. Data and Kolrami have it;
// the lower levels (whose ratings were measured without it) do not.
func TestSurgeLapse(t *testing.T) {
	for _, tc := range []struct {
		name string
		cfg  Config
		want bool
	}{
		{"data", DataConfig(), true},
		{"kolrami", KolramiConfig(), true},
		{"cadet", CadetConfig(), false},
		{"ensign", EnsignConfig(), false},
		{"lieutenant", LieutenantConfig(), false},
		{"commander", CommanderConfig(), false},
	} {
		w := tc.cfg.W
		if (w.SurgeLapse > 0) != tc.want {
			t.Errorf("%s: SurgeLapse %d, want it set: %v", tc.name, w.SurgeLapse, tc.want)
			continue
		}
		if !tc.want {
			continue
		}
		without := w
		without.SurgeLapse = 0
		eval := func(q engine.Position, w *Weights) int { return Evaluate(&q, engine.Cerulean, w) }
		open := engine.NewPosition()
		if a, b := eval(open, &w), eval(open, &without); a != b {
			t.Errorf("%s: the opening scores %d with the term and %d without, want the same (no surge up)", tc.name, a, b)
		}
		one := open.Clone()
		two := open.Clone()
		for i, q := range []*engine.Position{&one, &two, &two} {
			c := mustCell(t, []string{"L2-A2", "L2-A2", "L2-H2"}[i])
			if err := q.Apply(engine.Surge(c), nil); err != nil {
				t.Fatalf("%s: surge %s: %v", tc.name, c, err)
			}
		}
		for _, s := range []struct {
			what string
			p    engine.Position
			n    int
		}{{"one surge", one, 1}, {"two surges", two, 2}} {
			if got := s.p.Surging(engine.Cerulean); got != s.n {
				t.Fatalf("%s, %s: Surging %d", tc.name, s.what, got)
			}
			if got, want := eval(s.p, &w)-eval(s.p, &without), -s.n*w.SurgeLapse; got != want {
				t.Errorf("%s, %s: the term adds %d to the mover, want %d", tc.name, s.what, got, want)
			}
		}
	}
}
