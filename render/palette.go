package render

import (
	"strategema/render/colour"
	"strategema/render/store"
	"strategema/render/ui"
)

// palettes: the standard blue/amber and a colour-blind-safe pair from the
// Okabe–Ito set (blue #0072B2 against orange #E69F00, with hatching on
// Amber territory so no cell depends on hue alone).
var palettes = map[string]ui.Palette{
	store.PaletteStandard: {
		Unit:     [2]colour.Color{ui.RGBA(0.30, 0.62, 1.00, 1), ui.RGBA(1.00, 0.66, 0.18, 1)},
		Tile:     [2]colour.Color{ui.RGBA(0.10, 0.33, 0.85, 0.55), ui.RGBA(0.85, 0.48, 0.06, 0.55)},
		Neutral:  colour.Color{R: 0.16, G: 0.18, B: 0.24, A: 0.42},
		Isolated: colour.Color{R: 1, G: 0.95, B: 0.2, A: 1},
		Grey:     colour.Color{R: 0.45, G: 0.46, B: 0.48, A: 1},
	},
	store.PaletteColourSafe: {
		Unit:     [2]colour.Color{ui.RGBA(0.00, 0.45, 0.70, 1), ui.RGBA(0.90, 0.62, 0.00, 1)},
		Tile:     [2]colour.Color{ui.RGBA(0.00, 0.30, 0.55, 0.6), ui.RGBA(0.80, 0.50, 0.00, 0.6)},
		Neutral:  colour.Color{R: 0.20, G: 0.20, B: 0.20, A: 0.42},
		Isolated: colour.Color{R: 0.94, G: 0.89, B: 0.26, A: 1},
		Grey:     colour.Color{R: 0.55, G: 0.55, B: 0.55, A: 1},
		Hatch:    true,
	},
}

// paletteFor returns the named palette, the standard one when unknown.
func paletteFor(name string) ui.Palette {
	if p, ok := palettes[name]; ok {
		return p
	}
	return palettes[store.PaletteStandard]
}
