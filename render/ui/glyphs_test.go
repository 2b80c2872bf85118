package ui

import (
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"

	"strategema/assets"
)

// TestFontFaceWidth checks the cached advances (kerning included) against
// x/image's own measure, at two scales and after a rescale.
func TestFontFaceWidth(t *testing.T) {
	reg, err := opentype.Parse(assets.Regular)
	if err != nil {
		t.Fatal(err)
	}
	f := &FontFace{Font: reg, Base: 15}
	texts := []string{"", "Cerulean to move", "AVATAR Wave, Tomato", "[7] vs [5] (2+2+1+1+1 | 3+1+0+0+1)", "L3-B4 → L2-A3 — attacker wins ▼"}
	for _, scale := range []float64{1, 2, 1.25} {
		if err := f.Resize(scale); err != nil {
			t.Fatal(err)
		}
		if f.Size != 15*scale {
			t.Fatalf("size %v at scale %v, want %v", f.Size, scale, 15*scale)
		}
		for _, s := range texts {
			for range 2 { // the second pass reads the cache
				want := float64(font.MeasureString(f.face, s)) / 64
				if got := f.Width(s); got != want {
					t.Errorf("scale %v: width(%q) = %v, want %v", scale, s, got, want)
				}
			}
		}
	}
	if w1, w2 := f.Width("Cerulean"), f.Width("Cerulean Cerulean"); !(w2 > 2*w1) {
		t.Errorf("width of two words %v, want more than twice one word's %v", w2, w1)
	}
}
