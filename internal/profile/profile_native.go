//go:build !js

// Package profile writes the CPU and allocation profiles a developer asks
// for (STRATEGEMA_CPUPROFILE, STRATEGEMA_MEMPROFILE): the one place the
// window's profiles are written. In the browser it does nothing, which
// keeps runtime/pprof out of the WebAssembly build.
package profile

import (
	"os"
	"runtime"
	"runtime/pprof"
)

// Start starts the profiles STRATEGEMA_MEMPROFILE and
// STRATEGEMA_CPUPROFILE ask for; stop finishes them. base, when not "", is
// where the frame benchmark writes its baseline allocation profile when
// the measured frames begin (FILE.base, for pprof -base).
func Start() (base string, stop func()) {
	var stops []func()
	if prof := os.Getenv("STRATEGEMA_MEMPROFILE"); prof != "" {
		runtime.MemProfileRate = 1
		base = prof + ".base"
		stops = append(stops, func() { WriteAllocs(prof) })
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
	return base, func() {
		for i := len(stops) - 1; i >= 0; i-- {
			stops[i]()
		}
	}
}

// WriteAllocs writes the allocation profile so far to path; errors are
// ignored, it is a developer aid.
func WriteAllocs(path string) {
	f, err := os.Create(path)
	if err != nil {
		return
	}
	defer f.Close()
	runtime.GC()
	_ = pprof.Lookup("allocs").WriteTo(f, 0)
}
