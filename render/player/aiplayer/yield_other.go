//go:build !js

package aiplayer

import (
	"context"
	"time"

	"strategema/ai"
	"strategema/engine"
)

// searchOptions are the options every search runs with. Desktops search on
// their own threads and keep one core for the window (Threads), so the
// search never has to give the processor back; the browser build yields
// (yield_js.go).
func searchOptions() []ai.Option { return nil }

// FrameDrawn is called by the window after each frame; only the browser's
// search waits for it (yield_js.go).
func FrameDrawn() {}

// workerCommander: only the browser has a search worker.
func workerCommander(string) (string, int64) { return "", 0 }

// searchInWorker: only the browser has a search worker; ok is false.
func searchInWorker(context.Context, searchRequest, *engine.Position, func(ai.Stats)) (plan ai.TurnPlan, err error, ok bool) {
	return plan, nil, false
}

// analyseInWorker: only the browser has a search worker; ok is false.
func analyseInWorker(context.Context, *engine.Game, time.Duration, func(done, total int)) (rs []ai.TurnReview, err error, ok bool) {
	return nil, nil, false
}
