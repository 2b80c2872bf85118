//go:build !js

package main

import (
	"os"
	"runtime"
	"runtime/pprof"
)

// startProfiles starts the profiles STRATEGEMA_MEMPROFILE and
// STRATEGEMA_CPUPROFILE ask for; the returned function finishes them.
// It sets opts' frame-benchmark baseline profile as a side effect through
// base (FILE.base, the allocations before the measured frames).
func startProfiles(base *string) (stop func()) {
	var stops []func()
	if prof := os.Getenv("STRATEGEMA_MEMPROFILE"); prof != "" {
		runtime.MemProfileRate = 1
		*base = prof + ".base"
		stops = append(stops, func() {
			if f, err := os.Create(prof); err == nil {
				runtime.GC()
				_ = pprof.Lookup("allocs").WriteTo(f, 0)
				f.Close()
			}
		})
	}
	if prof := os.Getenv("STRATEGEMA_CPUPROFILE"); prof != "" {
		if f, err := os.Create(prof); err == nil {
			if pprof.StartCPUProfile(f) == nil {
				stops = append(stops, func() {
					pprof.StopCPUProfile()
					f.Close()
				})
			} else {
				f.Close()
			}
		}
	}
	return func() {
		for i := len(stops) - 1; i >= 0; i-- {
			stops[i]()
		}
	}
}
