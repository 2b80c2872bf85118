//go:build !js

package render

import (
	"os"
	"runtime"
	"runtime/pprof"
)

// writeAllocProfile writes the allocation profile so far to path (the
// frame benchmark's baseline); errors are ignored, it is a developer aid.
func writeAllocProfile(path string) {
	f, err := os.Create(path)
	if err != nil {
		return
	}
	defer f.Close()
	runtime.GC()
	_ = pprof.Lookup("allocs").WriteTo(f, 0)
}
