package assets

import (
	"io/fs"
	"maps"
	"slices"
	"testing"

	xfont "golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"

	"strategema/docs"
)

// TestFontsDrawAsGoFonts: each embedded font draws exactly as the
// module's Go font it was made from (scripts/gen-fonts removed only the
// hinting instructions, which sfnt does not run): the same glyph for
// every character of the Basic Multilingual Plane, the same outline and
// advance for every glyph at two sizes, the same kerning between the
// letters a player reads, the same line metrics. After an update of
// golang.org/x/image, run `go generate ./assets`.
func TestFontsDrawAsGoFonts(t *testing.T) {
	for _, tc := range []struct {
		name      string
		got, want []byte
		subset    bool // keeps only some characters (scripts/gen-fonts' monoChars)
	}{
		{"regular", Regular, goregular.TTF, true},
		{"bold", Bold, gobold.TTF, true},
		{"mono", Mono, gomono.TTF, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if len(tc.got) >= len(tc.want) {
				t.Errorf("%d bytes, not smaller than the Go font's %d: are the hinting instructions still in?", len(tc.got), len(tc.want))
			}
			got, err := sfnt.Parse(tc.got)
			if err != nil {
				t.Fatalf("parsing the embedded font: %v", err)
			}
			want, err := sfnt.Parse(tc.want)
			if err != nil {
				t.Fatal(err)
			}
			compareFonts(t, got, want, tc.subset)
		})
	}
	if _, err := font("italic"); err == nil {
		t.Error("a font that is not embedded read without an error")
	}
}

// compareFonts reports every way got would draw differently from want;
// with subset, got may lack characters, and only those it has are
// compared.
func compareFonts(t *testing.T, got, want *sfnt.Font, subset bool) {
	t.Helper()
	var bg, bw sfnt.Buffer
	if got.NumGlyphs() != want.NumGlyphs() && !(subset && got.NumGlyphs() < want.NumGlyphs()) {
		t.Fatalf("%d glyphs, want %d", got.NumGlyphs(), want.NumGlyphs())
	}
	var letters []sfnt.GlyphIndex
	kept := map[sfnt.GlyphIndex]bool{0: true}
	for r := rune(0); r <= 0xffff; r++ {
		g, err1 := got.GlyphIndex(&bg, r)
		w, err2 := want.GlyphIndex(&bw, r)
		if subset && g == 0 && err1 == nil {
			continue
		}
		if g != w || (err1 == nil) != (err2 == nil) {
			t.Fatalf("character %U: glyph %d, want %d", r, g, w)
		}
		kept[w] = true
		if w != 0 && (r >= 0x20 && r < 0x7f || r >= 0x410 && r < 0x450) {
			letters = append(letters, w)
		}
	}
	for _, ppem := range []fixed.Int26_6{fixed.I(13), fixed.I(37)} {
		mg, err1 := got.Metrics(&bg, ppem, xfont.HintingNone)
		mw, err2 := want.Metrics(&bw, ppem, xfont.HintingNone)
		if err1 != nil || err2 != nil || mg != mw {
			t.Errorf("metrics at %v: %+v (%v), want %+v (%v)", ppem, mg, err1, mw, err2)
		}
		for x := range want.NumGlyphs() {
			i := sfnt.GlyphIndex(x)
			if subset && !kept[i] {
				continue // a dropped character's, or a part of one kept
			}
			sg, err1 := got.LoadGlyph(&bg, i, ppem, nil)
			sw, err2 := want.LoadGlyph(&bw, i, ppem, nil)
			if (err1 == nil) != (err2 == nil) || !slices.Equal(sg, sw) {
				t.Fatalf("glyph %d at %v: outline differs (%v, %v)", i, ppem, err1, err2)
			}
			ag, _ := got.GlyphAdvance(&bg, i, ppem, xfont.HintingNone)
			aw, _ := want.GlyphAdvance(&bw, i, ppem, xfont.HintingNone)
			if ag != aw {
				t.Fatalf("glyph %d at %v: advance %v, want %v", i, ppem, ag, aw)
			}
		}
		for _, a := range letters {
			for _, b := range letters {
				kg, err1 := got.Kern(&bg, a, b, ppem, xfont.HintingNone)
				kw, err2 := want.Kern(&bw, a, b, ppem, xfont.HintingNone)
				if kg != kw || (err1 == nil) != (err2 == nil) {
					t.Fatalf("kerning %d-%d at %v: %v, want %v", a, b, ppem, kg, kw)
				}
			}
		}
	}
}

// TestMonoCoversTheReaders: the monospaced font, reduced to some
// characters, has every character of the readers' documents (it draws
// their code), in both languages.
func TestMonoCoversTheReaders(t *testing.T) {
	f, err := sfnt.Parse(Mono)
	if err != nil {
		t.Fatal(err)
	}
	var b sfnt.Buffer
	err = fs.WalkDir(docs.FS, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		text, err := fs.ReadFile(docs.FS, path)
		if err != nil {
			return err
		}
		missing := map[rune]bool{}
		for _, r := range string(text) {
			if r < 0x20 {
				continue
			}
			if g, err := f.GlyphIndex(&b, r); err != nil || g == 0 {
				missing[r] = true
			}
		}
		if len(missing) > 0 {
			t.Errorf("%s: the mono font lacks %q (scripts/gen-fonts' monoChars)", path, slices.Sorted(maps.Keys(missing)))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestTextFontsKeepTheAlphabets: the regular and bold fonts keep every
// Latin, Greek and Cyrillic character the Go fonts have, so a save named
// in any of them shows.
func TestTextFontsKeepTheAlphabets(t *testing.T) {
	full, err := sfnt.Parse(goregular.TTF)
	if err != nil {
		t.Fatal(err)
	}
	var bf, b sfnt.Buffer
	for name, ttf := range map[string][]byte{"regular": Regular, "bold": Bold} {
		f, err := sfnt.Parse(ttf)
		if err != nil {
			t.Fatal(err)
		}
		for r := rune(0x20); r < 0x500; r++ {
			if g, err := full.GlyphIndex(&bf, r); err != nil || g == 0 {
				continue
			}
			if g, err := f.GlyphIndex(&b, r); err != nil || g == 0 {
				t.Errorf("%s lacks %q (%U), which the Go font has", name, r, r)
			}
		}
	}
}
