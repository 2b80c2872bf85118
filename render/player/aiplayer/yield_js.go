//go:build js

package aiplayer

import (
	"syscall/js"
	"time"

	"strategema/ai"
)

// DefaultYieldEvery is how often a search in the browser gives the page
// back. The WebAssembly build has one thread: a search that never yields
// holds the page for its whole budget (no frame is drawn, no input is
// read). Yielding every 10 ms (a 1 ms sleep: the browser's event loop runs
// the page's animation frame, and the game draws) keeps the page drawing
// (docs/PERFORMANCE.md, "The computer thinking in a browser"). A page may
// instead ask for slices that each wait for a frame (waitFrame), which
// is still being measured against this.
const DefaultYieldEvery = 10 * time.Millisecond

// maxFrameWait bounds a slice's wait for a frame: a page in a hidden tab
// draws none, and its search still moves on (slowly) to its deadline.
const maxFrameWait = 250 * time.Millisecond

// The window's frames, for the searches waiting on them: frameDrawn has
// one slot (a frame drawn while no search waits is remembered until the
// next wait); pageSlices times the slices from the frames.
var (
	frameDrawn = make(chan struct{}, 1)
	pageSlices frameSlicer
)

// FrameDrawn tells a search waiting between its slices that the window has
// drawn a frame. The window calls it after each Draw; it never blocks.
func FrameDrawn() {
	pageSlices.frame(time.Now())
	select {
	case frameDrawn <- struct{}{}:
	default:
	}
}

// waitFrame ends the search's slice once it has run its time: it gives the
// page back until the window draws its next frame (at most maxFrameWait),
// then once more to the browser's event loop (a 1 ms sleep), so the
// frame's drawing commands reach the GPU before the next slice runs.
func waitFrame() {
	if !pageSlices.due(time.Now()) {
		return
	}
	select {
	case <-frameDrawn: // a frame drawn before the slice ran
	default:
	}
	t := time.NewTimer(maxFrameWait)
	select {
	case <-frameDrawn:
	case <-t.C:
	}
	t.Stop()
	time.Sleep(time.Millisecond)
	pageSlices.begin(time.Now())
}

// searchOptions are the options every search in the browser runs with:
// the yield, every DefaultYieldEvery, unless the page sets
// globalThis.strategemaYieldMs (a number of milliseconds; 0 switches
// yielding off), which the browser test uses to measure the search with
// and without it; globalThis.strategemaYieldFrames true runs the search in
// slices that each wait for one of the page's frames (slicer.go), for
// measuring against the sleep. It is read when a commander is made (a new
// game) and at each suggestion.
func searchOptions() []ai.Option {
	every := DefaultYieldEvery
	if v := js.Global().Get("strategemaYieldMs"); v.Type() == js.TypeNumber {
		ms := v.Float()
		if ms <= 0 {
			return nil
		}
		every = time.Duration(ms * float64(time.Millisecond))
	}
	if v := js.Global().Get("strategemaYieldFrames"); v.Type() == js.TypeBoolean && v.Bool() {
		return []ai.Option{ai.WithYield(every, waitFrame)}
	}
	return []ai.Option{ai.WithYield(every, nil)}
}
