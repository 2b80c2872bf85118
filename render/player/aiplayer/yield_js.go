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
// the page's animation frame, and the game draws) keeps the page at its
// frame rate for about a tenth of the search's speed (docs/PERFORMANCE.md,
// "The computer thinking in a browser").
const DefaultYieldEvery = 10 * time.Millisecond

// searchOptions are the options every search in the browser runs with:
// the yield, every DefaultYieldEvery, unless the page sets
// globalThis.strategemaYieldMs (a number of milliseconds; 0 switches
// yielding off), which the browser test uses to measure the search with
// and without it. It is read when a commander is made (a new game) and at
// each suggestion.
func searchOptions() []ai.Option {
	every := DefaultYieldEvery
	if v := js.Global().Get("strategemaYieldMs"); v.Type() == js.TypeNumber {
		ms := v.Float()
		if ms <= 0 {
			return nil
		}
		every = time.Duration(ms * float64(time.Millisecond))
	}
	return []ai.Option{ai.WithYield(every, nil)}
}
