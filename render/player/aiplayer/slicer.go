package aiplayer

import (
	"sync"
	"time"
)

// slicer.go: a way for a search to share the browser's one thread with
// the page, chosen by globalThis.strategemaYieldFrames (yield_js.go) while
// it is measured against the default 1 ms sleep every 10 ms: the search
// runs in slices; after each it waits until the window has
// drawn a frame. A slice is half the time between the last two frames
// (frames drawn while the search runs: the slice is part of that time,
// so the slice settles at the page's own frame time), never under
// minSlice nor over maxSlice. The longest gap between two frames is then
// the page's own frame time plus at most maxSlice, and the search gets
// about half the thread (the rasterising of a software renderer runs
// beside it).

// The bounds of a slice.
const (
	minSlice = 20 * time.Millisecond
	maxSlice = 200 * time.Millisecond
)

// frameSlicer times the slices from the window's frames.
type frameSlicer struct {
	mu         sync.Mutex
	lastFrame  time.Time
	interval   time.Duration // between the last two frames
	sliceStart time.Time
}

// frame notes a frame drawn at t.
func (s *frameSlicer) frame(t time.Time) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.lastFrame.IsZero() {
		s.interval = t.Sub(s.lastFrame)
	}
	s.lastFrame = t
}

// slice is how long the search runs before it waits for a frame.
func (s *frameSlicer) slice() time.Duration {
	s.mu.Lock()
	defer s.mu.Unlock()
	return max(minSlice, min(maxSlice, s.interval/2))
}

// due reports whether the slice begun last has run its time at t.
func (s *frameSlicer) due(t time.Time) bool {
	sl := s.slice()
	s.mu.Lock()
	defer s.mu.Unlock()
	return t.Sub(s.sliceStart) >= sl
}

// begin starts a slice at t.
func (s *frameSlicer) begin(t time.Time) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.sliceStart = t
}
