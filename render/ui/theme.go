package ui

import (
	"image/color"

	"strategema/render/colour"
)

// Palette is the set of colours the board and HUD draw with.
type Palette struct {
	Unit     [2]colour.Color // unit bodies per side
	Tile     [2]colour.Color // territory per side
	Neutral  colour.Color    // neutral territory
	Isolated colour.Color    // the isolation pulse
	Grey     colour.Color    // neutralized units
	Hatch    bool            // stripe Amber territory (colour-blind palette)
}

// The board's palettes: the standard blue/amber, and a colour-blind-safe
// pair from the Okabe–Ito set (blue #0072B2 against orange #E69F00, with
// hatching on Amber territory so no cell depends on hue alone).
var (
	StandardPalette = Palette{
		Unit:     [2]colour.Color{RGBA(0.30, 0.62, 1.00, 1), RGBA(1.00, 0.66, 0.18, 1)},
		Tile:     [2]colour.Color{RGBA(0.10, 0.33, 0.85, 0.55), RGBA(0.85, 0.48, 0.06, 0.55)},
		Neutral:  colour.Color{R: 0.16, G: 0.18, B: 0.24, A: 0.42},
		Isolated: colour.Color{R: 1, G: 0.95, B: 0.2, A: 1},
		Grey:     colour.Color{R: 0.45, G: 0.46, B: 0.48, A: 1},
	}
	ColourSafePalette = Palette{
		Unit:     [2]colour.Color{RGBA(0.00, 0.45, 0.70, 1), RGBA(0.90, 0.62, 0.00, 1)},
		Tile:     [2]colour.Color{RGBA(0.00, 0.30, 0.55, 0.6), RGBA(0.80, 0.50, 0.00, 0.6)},
		Neutral:  colour.Color{R: 0.20, G: 0.20, B: 0.20, A: 0.42},
		Isolated: colour.Color{R: 0.94, G: 0.89, B: 0.26, A: 1},
		Grey:     colour.Color{R: 0.55, G: 0.55, B: 0.55, A: 1},
		Hatch:    true,
	}
)

// UI colours.
var (
	ColPanel    = colour.Color{R: 0.04, G: 0.07, B: 0.13, A: 0.86}
	ColPanelHi  = colour.Color{R: 0.09, G: 0.15, B: 0.27, A: 0.95}
	colButton   = colour.Color{R: 0.10, G: 0.17, B: 0.30, A: 0.95}
	colButtonHi = colour.Color{R: 0.17, G: 0.30, B: 0.52, A: 1}
	ColDisabled = colour.Color{R: 0.08, G: 0.10, B: 0.14, A: 0.8}
	ColText     = colour.Color{R: 0.86, G: 0.91, B: 1.00, A: 1}
	ColDim      = colour.Color{R: 0.55, G: 0.63, B: 0.78, A: 1}
	ColWarn     = colour.Color{R: 1.00, G: 0.86, B: 0.30, A: 1}
	ColBad      = colour.Color{R: 1.00, G: 0.45, B: 0.40, A: 1}
	ColGood     = colour.Color{R: 0.45, G: 1.00, B: 0.70, A: 1}
	ColBg       = colour.Color{R: 0.015, G: 0.025, B: 0.05, A: 1}
)

// RGBA builds a colour.
func RGBA(r, g, b, a float32) colour.Color { return colour.Color{R: r, G: g, B: b, A: a} }

// Key tells palettes apart for the HUD's cached layers.
func (pal *Palette) Key() int {
	if pal.Hatch {
		return 1
	}
	return 0
}

// Background is the window's background, boxed once (no per-frame
// allocation).
var Background color.Color = color.RGBA{R: 4, G: 6, B: 13, A: 255}
