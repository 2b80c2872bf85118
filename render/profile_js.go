//go:build js

package render

// writeAllocProfile does nothing in the browser: runtime/pprof stays out of
// the WebAssembly build, which is smaller for it.
func writeAllocProfile(string) {}
