//go:build js

package render

import (
	"errors"

	"github.com/hajimehoshi/ebiten/v2"
)

// writeAllocProfile does nothing in the browser: runtime/pprof stays out of
// the WebAssembly build, which is smaller for it (as image/png does, with
// writeScreenshot: a page has no file to write).
func writeAllocProfile(string) {}

// writeScreenshot is not available in the browser.
func writeScreenshot(*ebiten.Image, string) error {
	return errors.New("screenshot: not available in the browser")
}
