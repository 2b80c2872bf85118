//go:build !js

package main

import (
	"fmt"
	"image"
	"os"

	"strategema/assets"
)

// windowIcons returns the game's icon at every size it carries (16 to
// 256 px), for ebiten.SetWindowIcon; nil, after a message, if they cannot
// be read (the window then keeps the system's default icon).
func windowIcons() []image.Image {
	imgs, err := assets.Icons()
	if err != nil {
		fmt.Fprintln(os.Stderr, "strategema: no window icon:", err)
		return nil
	}
	return imgs
}
