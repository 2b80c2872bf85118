//go:build js

package render

import (
	"errors"

	"github.com/hajimehoshi/ebiten/v2"
)

// writeScreenshot is not available in the browser: a page has no file to
// write, and image/png stays out of the WebAssembly build.
func writeScreenshot(*ebiten.Image, string) error {
	return errors.New("screenshot: not available in the browser")
}
