//go:build js

package main

// startProfiles does nothing in the browser, where there are no profile
// files to write; it keeps runtime/pprof out of the WebAssembly build.
func startProfiles(*string) (stop func()) { return func() {} }
