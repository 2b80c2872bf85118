package render

import (
	"testing"

	"strategema/render/store"
	"strategema/render/ui"
)

// TestElideEndKeepsTheLongestPrefixThatFits: the shortened text fits the
// width, and one more character would not.
func TestElideEndKeepsTheLongestPrefixThatFits(t *testing.T) {
	a := newTestApp(t, Options{Quiet: true, Store: store.New(store.NewMem())})
	run(t, a, 2)
	pt := a.pt
	f := pt.Small
	for _, s := range []string{
		"After turn 30: 4 turns in a row without a capture or neutralization (at 500 the game is drawn)",
		"После хода 30: 4 хода подряд без взятий и нейтрализаций (на 500-м партия — ничья)",
		"short",
	} {
		rs := []rune(s)
		for _, w := range []float32{0, 10, 60, 200, pt.Width(s, f) - 1, pt.Width(s, f)} {
			got := ui.ElideEnd(pt, s, f, w)
			if got == s {
				if pt.Width(s, f) > w {
					t.Errorf("%q at %.0f: kept whole, %.0f wide", s, w, pt.Width(s, f))
				}
				continue
			}
			n := len([]rune(got)) - 1 // the prefix, without the ellipsis
			if got != "…" && pt.Width(got, f) > w {
				t.Errorf("%q at %.0f: %q is %.0f wide", s, w, got, pt.Width(got, f))
			}
			if n+1 < len(rs) && pt.Width(string(rs[:n+1])+"…", f) <= w {
				t.Errorf("%q at %.0f: %q, but one more character fits", s, w, got)
			}
		}
	}
}
