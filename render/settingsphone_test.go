//go:build !js

package render

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/render/store"
)

// TestSettingsValuesWhole: every setting's value is written whole, in
// English and in Russian, on a phone held upright (390×844 CSS pixels at
// DPR 3: under its label, in up to two lines) and in the smallest window
// (beside its label), the rows scrolled to the top and to the bottom: the
// colour-blind palette's long name was cut to an ellipsis on the phone,
// and the online server's in Russian at 1024×640.
func TestSettingsValuesWhole(t *testing.T) {
	for _, sz := range []struct {
		w, h   int
		dev    float64
		narrow bool
	}{{1170, 2532, 3, true}, {1024, 640, 1, false}} { // narrow: the values under their labels
		for _, tag := range layoutLanguages {
			a := newTestApp(t, Options{Quiet: true})
			a.set.Language = tag
			a.setLanguage(tag)
			a.set.Palette = store.PaletteColourSafe
			run(t, a, 2)
			r := &settingsRoom{a: a}
			a.push(r)
			shown := map[int]bool{}
			for _, bottom := range []bool{false, true} {
				runUntilOn(t, a, sz.w, sz.h, 10, func() bool {
					a.devScale = sz.dev // each tick reads the monitor's
					img := ebiten.NewImage(sz.w, sz.h)
					defer img.Deallocate()
					checkLayoutOn(a, img, sz.dev) // lays the room out at this size
					if _, _, most := r.rowsView(); bottom {
						r.scroll = most
					}
					problems, texts := checkLayoutOn(a, img, sz.dev)
					for _, p := range problems {
						t.Errorf("%dx%d in %s: %s", sz.w, sz.h, tag, p)
					}
					if r.narrow() != sz.narrow {
						t.Errorf("%dx%d in %s: narrow %v, want %v", sz.w, sz.h, tag, r.narrow(), sz.narrow)
					}
					var drawn []string
					for _, tx := range texts {
						drawn = append(drawn, tx.Text)
					}
					all := strings.Join(drawn, " ")
					for i, row := range r.rows() {
						if _, ok := r.rowY(i); !ok {
							continue
						}
						shown[i] = true
						if !strings.Contains(all, row.value) {
							t.Errorf("%dx%d in %s: the value %q of %q is not written whole (drawn: %q)", sz.w, sz.h, tag, row.value, row.label, drawn)
						}
					}
					return true
				})
			}
			if len(shown) != len(r.rows()) {
				t.Errorf("%dx%d in %s: %d of the %d rows seen at the top and the bottom", sz.w, sz.h, tag, len(shown), len(r.rows()))
			}
		}
	}
}
