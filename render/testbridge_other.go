//go:build !js

package render

// The test bridge exists only in the WebAssembly build
// (testbridge_js.go); on desktops these do nothing.

// webFrame publishes the frame's state to the page (browser only).
func (a *App) webFrame() {}

// webMark records a start-up milestone for the browser test (browser only).
func webMark(string) {}
