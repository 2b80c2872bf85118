//go:build !js

// The window icon is native only: a web page shows none, and leaving this
// file out of the browser build leaves out image/png's decoder and the
// PNGs with it (0.15 MB of game.wasm; TestBrowserBuildHasNoPNGDecoder).

package assets

import (
	"bytes"
	"embed"
	"fmt"
	"image"
	"image/png"
)

//go:generate go run ../scripts/gen-icon -out icon

// The window icon's PNGs, drawn by scripts/gen-icon (the 512 px one, for
// the macOS bundle, stays out of the binary).
//
//go:embed icon/icon-16.png icon/icon-32.png icon/icon-48.png icon/icon-64.png icon/icon-128.png icon/icon-256.png
var iconFiles embed.FS

// IconSizes are the sizes, in pixels, of the square icons the game
// carries, smallest first.
var IconSizes = []int{16, 32, 48, 64, 128, 256}

// IconPNG returns the PNG file of the icon size×size pixels, or false when
// the game carries no icon of that size.
func IconPNG(size int) ([]byte, bool) {
	data, err := iconFiles.ReadFile(fmt.Sprintf("icon/icon-%d.png", size))
	return data, err == nil
}

// Icons decodes the icon at every size in IconSizes, in that order (for
// the window: the system picks the size it shows).
func Icons() ([]image.Image, error) {
	imgs := make([]image.Image, 0, len(IconSizes))
	for _, s := range IconSizes {
		data, ok := IconPNG(s)
		if !ok {
			return nil, fmt.Errorf("no %d px icon", s)
		}
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			return nil, fmt.Errorf("decoding the %d px icon: %w", s, err)
		}
		imgs = append(imgs, img)
	}
	return imgs, nil
}
