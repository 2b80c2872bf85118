//go:build js

// Package profile writes the CPU and allocation profiles a developer asks
// for; in the browser, where there are no profile files to write, it does
// nothing, which keeps runtime/pprof out of the WebAssembly build.
package profile

// Start does nothing in the browser.
func Start() (base string, stop func()) { return "", func() {} }

// WriteAllocs does nothing in the browser.
func WriteAllocs(string) {}
