//go:build !js

package input

// webWheel is the browser's wheel turn since the last tick in notches
// (browser only: desktops take Ebitengine's notches).
func webWheel() (float64, bool) { return 0, false }

// webCoarsePointer reports whether the page's main pointer is a finger
// (browser only).
func webCoarsePointer() (coarse, known bool) { return false, false }

// webPixelRatio is the page's device pixel ratio now (browser only).
func webPixelRatio() (float64, bool) { return 0, false }
