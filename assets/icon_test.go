//go:build !js

package assets

import (
	"image/color"
	"testing"
)

// TestIconsCarryBothSidesColours: every size decodes to a square of its
// size, with transparent corners (the rounded tile) from 32 px up, and
// shows both sides: some clearly blue pixels and some clearly amber ones.
func TestIconsCarryBothSidesColours(t *testing.T) {
	imgs, err := Icons()
	if err != nil {
		t.Fatal(err)
	}
	if len(imgs) != len(IconSizes) {
		t.Fatalf("%d icons, want %d", len(imgs), len(IconSizes))
	}
	for i, img := range imgs {
		size := IconSizes[i]
		b := img.Bounds()
		if b.Dx() != size || b.Dy() != size {
			t.Errorf("icon %d: %v, want %d×%d", size, b, size, size)
			continue
		}
		if size >= 32 {
			if _, _, _, a := img.At(b.Min.X, b.Min.Y).RGBA(); a != 0 {
				t.Errorf("icon %d: corner alpha %d, want transparent", size, a)
			}
		}
		blue, amber := 0, 0
		for y := b.Min.Y; y < b.Max.Y; y++ {
			for x := b.Min.X; x < b.Max.X; x++ {
				c := color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA)
				r, g, bl := int(c.R), int(c.G), int(c.B)
				switch {
				case c.A > 200 && bl > 150 && bl > r+60:
					blue++
				case c.A > 200 && r > 150 && r > bl+80 && g > 60:
					amber++
				}
			}
		}
		// At least 2% of the pixels each.
		if min := size * size / 50; blue < min || amber < min {
			t.Errorf("icon %d: %d blue and %d amber pixels, want at least %d each", size, blue, amber, min)
		}
	}
}

func TestIconPNGUnknownSize(t *testing.T) {
	if _, ok := IconPNG(17); ok {
		t.Error("IconPNG(17) found a file")
	}
	if data, ok := IconPNG(256); !ok || len(data) < 8 || string(data[1:4]) != "PNG" {
		t.Error("IconPNG(256) is not a PNG file")
	}
}
