package render

import (
	"strategema/engine"
	"strategema/render/scene"
	"strategema/render/store"
)

// Palette is the set of colours the board and HUD draw with.
type Palette struct {
	Unit     [2]scene.Color // unit bodies per side
	Tile     [2]scene.Color // territory per side
	Neutral  scene.Color    // neutral territory
	Isolated scene.Color    // the isolation pulse
	Grey     scene.Color    // neutralized units
	Hatch    bool           // stripe Amber territory (colour-blind palette)
}

// palettes: the standard blue/amber and a colour-blind-safe pair from the
// Okabe–Ito set (blue #0072B2 against orange #E69F00, with hatching on
// Amber territory so no cell depends on hue alone).
var palettes = map[string]Palette{
	store.PaletteStandard: {
		Unit:     [2]scene.Color{rgba(0.30, 0.62, 1.00, 1), rgba(1.00, 0.66, 0.18, 1)},
		Tile:     [2]scene.Color{rgba(0.10, 0.33, 0.85, 0.55), rgba(0.85, 0.48, 0.06, 0.55)},
		Neutral:  scene.Color{R: 0.16, G: 0.18, B: 0.24, A: 0.42},
		Isolated: scene.Color{R: 1, G: 0.95, B: 0.2, A: 1},
		Grey:     scene.Color{R: 0.45, G: 0.46, B: 0.48, A: 1},
	},
	store.PaletteColourSafe: {
		Unit:     [2]scene.Color{rgba(0.00, 0.45, 0.70, 1), rgba(0.90, 0.62, 0.00, 1)},
		Tile:     [2]scene.Color{rgba(0.00, 0.30, 0.55, 0.6), rgba(0.80, 0.50, 0.00, 0.6)},
		Neutral:  scene.Color{R: 0.20, G: 0.20, B: 0.20, A: 0.42},
		Isolated: scene.Color{R: 0.94, G: 0.89, B: 0.26, A: 1},
		Grey:     scene.Color{R: 0.55, G: 0.55, B: 0.55, A: 1},
		Hatch:    true,
	},
}

// paletteFor returns the named palette, the standard one when unknown.
func paletteFor(name string) Palette {
	if p, ok := palettes[name]; ok {
		return p
	}
	return palettes[store.PaletteStandard]
}

// tileColour is the target colour of cell c in p.
func (pal *Palette) tileColour(p *engine.Position, c engine.Cell) scene.Color {
	if s, ok := p.Owner(c); ok {
		return pal.Tile[s]
	}
	return pal.Neutral
}

// UI colours.
var (
	colPanel    = scene.Color{R: 0.04, G: 0.07, B: 0.13, A: 0.86}
	colPanelHi  = scene.Color{R: 0.09, G: 0.15, B: 0.27, A: 0.95}
	colButton   = scene.Color{R: 0.10, G: 0.17, B: 0.30, A: 0.95}
	colButtonHi = scene.Color{R: 0.17, G: 0.30, B: 0.52, A: 1}
	colDisabled = scene.Color{R: 0.08, G: 0.10, B: 0.14, A: 0.8}
	colText     = scene.Color{R: 0.86, G: 0.91, B: 1.00, A: 1}
	colDim      = scene.Color{R: 0.55, G: 0.63, B: 0.78, A: 1}
	colWarn     = scene.Color{R: 1.00, G: 0.86, B: 0.30, A: 1}
	colBad      = scene.Color{R: 1.00, G: 0.45, B: 0.40, A: 1}
	colGood     = scene.Color{R: 0.45, G: 1.00, B: 0.70, A: 1}
	colBg       = scene.Color{R: 0.015, G: 0.025, B: 0.05, A: 1}
)

// rgba builds a colour.
func rgba(r, g, b, a float32) scene.Color { return scene.Color{R: r, G: g, B: b, A: a} }

// key tells palettes apart for the HUD's cached layers.
func (pal *Palette) key() int {
	if pal.Hatch {
		return 1
	}
	return 0
}
