package render

import (
	"strategema/render/store"
	"strategema/render/ui"
)

// palettes are ui's palettes by their settings' names.
var palettes = map[string]ui.Palette{
	store.PaletteStandard:   ui.StandardPalette,
	store.PaletteColourSafe: ui.ColourSafePalette,
}

// paletteFor returns the named palette, the standard one when unknown.
func paletteFor(name string) ui.Palette {
	if p, ok := palettes[name]; ok {
		return p
	}
	return ui.StandardPalette
}
