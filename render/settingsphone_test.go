//go:build !js

package render

import (
	"fmt"
	"image"
	"os"
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

// TestSettingsScrollFilled: on a phone held upright, in English and
// Russian, the settings' rows scrolled to any point fill their view: a
// row cut by the view's top or bottom edge is drawn in part, so no band
// of more than half a row is left blank at either edge (rows were drawn
// only whole: scrolled half way, a blank band showed). Three scroll points,
// two frames each (each blank on the old drawing).
func TestSettingsScrollFilled(t *testing.T) {
	w, h, dev := 1170, 2532, 3.0
	for _, tag := range layoutLanguages {
		a := newTestApp(t, Options{Quiet: true})
		a.set.Language = tag
		a.setLanguage(tag)
		a.fr.TouchScreen = true
		run(t, a, 2)
		r := &settingsRoom{a: a}
		a.push(r)
		for _, at := range []float32{0.2, 0.5, 0.8} {
			var faults []string
			runUntilOn(t, a, w, h, 10, func() bool {
				faults = faults[:0]
				a.devScale, a.fr.TouchScreen = dev, true
				img := ebiten.NewImage(w, h)
				defer img.Deallocate()
				checkLayoutOn(a, img, dev) // lays the room out at this size
				top, bottom, most := r.rowsView()
				if most == 0 {
					t.Fatalf("in %s the rows fit the phone: nothing to scroll", tag)
				}
				r.scroll = at * most
				problems, texts := checkLayoutOn(a, img, dev)
				if os.Getenv("STRATEGEMA_TEST_SHOTS") != "" {
					px := image.NewRGBA(image.Rect(0, 0, w, h))
					img.ReadPixels(px.Pix)
					savePNG(t, px, fmt.Sprintf("settings-scrolled-%s-%.0f.png", tag, 100*at))
				}
				for _, p := range problems {
					faults = append(faults, fmt.Sprintf("scrolled to %.0f of %.0f: %s", r.scroll, most, p))
				}
				// the rows' texts in the view: the first and last
				rc := r.rect()
				first, last := bottom, top
				for _, tx := range texts {
					if tx.R.X < rc.X || tx.R.X >= rc.X+rc.W || tx.R.Y+tx.R.H <= top || tx.R.Y >= bottom {
						continue
					}
					first, last = min(first, max(tx.R.Y, top)), max(last, min(tx.R.Y+tx.R.H, bottom))
				}
				if half := r.rowH() / 2; first-top > half || bottom-last > half {
					faults = append(faults, fmt.Sprintf("scrolled to %.0f of %.0f: the rows' view %.0f–%.0f is written from %.0f to %.0f, blank bands of %.0f and %.0f px (a row is %.0f)",
						r.scroll, most, top, bottom, first, last, first-top, bottom-last, r.rowH()))
				}
				return true
			})
			for _, f := range faults {
				t.Errorf("in %s %s", tag, f)
			}
		}
	}
}
