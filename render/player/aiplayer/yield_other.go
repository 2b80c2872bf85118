//go:build !js

package aiplayer

import "strategema/ai"

// searchOptions are the options every search runs with. Desktops search on
// their own threads and keep one core for the window (Threads), so the
// search never has to give the processor back; the browser build yields
// (yield_js.go).
func searchOptions() []ai.Option { return nil }

// FrameDrawn is called by the window after each frame; only the browser's
// search waits for it (yield_js.go).
func FrameDrawn() {}
