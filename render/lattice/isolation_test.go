package lattice

import (
	"testing"

	"strategema/render/colour"
	"strategema/render/ui"
)

// TestIsolatedKeepsItsSide: at every moment of the pulse, in both
// palettes, an isolated unit's colour is nearer its own side's than the
// other side's, and differs from a supplied unit's enough to be seen.
func TestIsolatedKeepsItsSide(t *testing.T) {
	dist := func(a, b colour.Color) float32 {
		dr, dg, db := a.R-b.R, a.G-b.G, a.B-b.B
		return dr*dr + dg*dg + db*db
	}
	for name, pal := range map[string]ui.Palette{"standard": ui.StandardPalette, "colour-safe": ui.ColourSafePalette} {
		for side := 0; side < 2; side++ {
			own, other := pal.Unit[side], pal.Unit[1-side]
			seen := float32(0)
			for k := 0; k <= 20; k++ {
				pulse := float32(k) / 20
				c := IsolatedColour(own, pal.Isolated, pulse)
				if dist(c, own) >= dist(c, other) {
					t.Errorf("%s palette, side %d, pulse %.2f: %v is nearer the other side's %v than its own %v", name, side, pulse, c, other, own)
				}
				seen = max(seen, dist(c, own))
			}
			if seen < 0.04 {
				t.Errorf("%s palette, side %d: the isolated colour is hardly different from a supplied unit's (%.3f)", name, side, seen)
			}
		}
	}
}
