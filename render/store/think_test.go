package store

import "testing"

// TestThinkTimeStepsBothWays: + and − walk the same steps, so any number
// of presses up and as many down come back to where they started, the ends
// hold, and an older file's time between steps goes to its neighbours.
func TestThinkTimeStepsBothWays(t *testing.T) {
	for i, s := range ThinkSteps {
		if i > 0 && s <= ThinkSteps[i-1] {
			t.Fatalf("steps not rising at %d: %v", i, ThinkSteps)
		}
		for n := 1; n <= len(ThinkSteps); n++ {
			v := s
			for range n {
				v = StepThinkTime(v, true)
			}
			for range n {
				v = StepThinkTime(v, false)
			}
			if top := len(ThinkSteps) - 1; i+n <= top && v != s {
				t.Errorf("%v s: %d up and %d down gives %v", s, n, n, v)
			}
		}
	}
	for _, c := range []struct {
		from float64
		up   bool
		want float64
	}{
		{2, true, 3},
		{3, true, 5},
		{10, false, 5},
		{2, false, 1},
		{1.875, true, 2}, // a time halved and doubled by the older buttons
		{1.875, false, 1},
		{MinThinkTime, false, MinThinkTime},
		{MaxThinkTime, true, MaxThinkTime},
		{0.3, false, MinThinkTime},
	} {
		if got := StepThinkTime(c.from, c.up); got != c.want {
			t.Errorf("StepThinkTime(%v, up %v) = %v, want %v", c.from, c.up, got, c.want)
		}
	}
	// four presses from the default: 2, 3, 5, 10, 15 (never 30 at once)
	v := DefaultSettings().ThinkTime
	for range 4 {
		v = StepThinkTime(v, true)
	}
	if v != 15 {
		t.Errorf("four presses of + from %v give %v, want 15", DefaultSettings().ThinkTime, v)
	}
}

// TestSanitizeWindowAndView: a kept window too small or absurdly large is
// dropped (the window opens sized to the monitor), a level out of 1–4 is
// all levels.
func TestSanitizeWindowAndView(t *testing.T) {
	for _, c := range []struct {
		in, want Window
	}{
		{Window{X: 10, Y: 20, W: 1600, H: 900, Maximized: true}, Window{X: 10, Y: 20, W: 1600, H: 900, Maximized: true}},
		{Window{X: 10, Y: 20, W: 100, H: 900}, Window{}},
		{Window{W: 1 << 20, H: 900}, Window{}},
		{Window{W: 1280, H: -5}, Window{}},
	} {
		s := DefaultSettings()
		s.Window = c.in
		s.View = View{Solo: 7, Log: true}
		s.Sanitize()
		if s.Window != c.want || s.View != (View{Log: true}) {
			t.Errorf("Sanitize(%+v): window %+v, view %+v", c.in, s.Window, s.View)
		}
	}
}
