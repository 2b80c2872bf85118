package aiplayer

import (
	"testing"
	"time"
)

// TestSliceFollowsTheFrames: a search's slice is half the time between
// the page's last two frames, within its bounds, so a frame gap while the
// computer thinks is the page's own frame time plus at most maxSlice.
func TestSliceFollowsTheFrames(t *testing.T) {
	cases := []struct {
		frameGap time.Duration
		want     time.Duration
	}{
		{0, minSlice}, // no frame yet
		{16 * time.Millisecond, minSlice},
		{100 * time.Millisecond, 50 * time.Millisecond},
		{300 * time.Millisecond, 150 * time.Millisecond},
		{2 * time.Second, maxSlice}, // a very slow page: the bound holds
	}
	for _, c := range cases {
		var s frameSlicer
		t0 := time.Unix(1000, 0)
		if c.frameGap > 0 {
			s.frame(t0)
			s.frame(t0.Add(c.frameGap))
		}
		if got := s.slice(); got != c.want {
			t.Errorf("frames %v apart: slice %v, want %v", c.frameGap, got, c.want)
		}
		s.begin(t0)
		if s.due(t0.Add(c.want - time.Millisecond)) {
			t.Errorf("frames %v apart: the slice was due before its %v", c.frameGap, c.want)
		}
		if !s.due(t0.Add(c.want)) {
			t.Errorf("frames %v apart: the slice was not due after its %v", c.frameGap, c.want)
		}
	}
}

// TestSliceSettlesAtTheFrameTime: with the search's slice counted in the
// time between frames, the slice settles at the page's own frame time
// (up to maxSlice), and the gap stays under the frame time plus maxSlice.
func TestSliceSettlesAtTheFrameTime(t *testing.T) {
	for _, own := range []time.Duration{10 * time.Millisecond, 120 * time.Millisecond, 350 * time.Millisecond, 900 * time.Millisecond} {
		var s frameSlicer
		now := time.Unix(1000, 0)
		s.frame(now)
		var gap time.Duration
		for i := 0; i < 30; i++ {
			sl := s.slice()
			gap = sl + own // the slice, then the page's frame
			now = now.Add(gap)
			s.frame(now)
		}
		if gap > own+maxSlice {
			t.Errorf("page frame %v: the gap settled at %v, over %v", own, gap, own+maxSlice)
		}
		if want := max(minSlice, min(maxSlice, own)); s.slice() < want-2*time.Millisecond || s.slice() > want+2*time.Millisecond {
			t.Errorf("page frame %v: the slice settled at %v, want about %v", own, s.slice(), want)
		}
	}
}
