package ui

import (
	"fmt"
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// FontFace is one typeface at one layout size, rasterised for the current
// device scale, with its glyph images and advances cached.
//
// Text is drawn straight from golang.org/x/image's OpenType rasteriser
// instead of through Ebitengine's text/v2: the Go fonts need no complex
// shaping (kerning is applied), and leaving text/v2 with its HarfBuzz
// shaping stack out makes the browser build about 4 MB smaller and its
// first frame sooner (the fonts are parsed lazily, not shaped up front).
type FontFace struct {
	Font *opentype.Font
	Base float64 // size in layout pixels
	// Size is the size in device pixels for the current scale.
	Size    float64
	face    font.Face
	ascent  float64
	glyphs  map[rune]*glyph
	advance map[rune]fixed.Int26_6
}

// glyph is one rasterised rune: its image (nil for blank glyphs such as
// the space) and the image's offset from the pen on the baseline.
type glyph struct {
	img    *ebiten.Image
	dx, dy float64
}

// Resize rasterises the face at base*scale device pixels, dropping the
// glyphs cached at the old size.
func (f *FontFace) Resize(scale float64) error {
	size := f.Base * scale
	if f.face != nil && size == f.Size {
		return nil
	}
	face, err := opentype.NewFace(f.Font, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		return fmt.Errorf("font face at %.1f px: %w", size, err)
	}
	if f.face != nil {
		_ = f.face.Close()
	}
	f.Release()
	f.Size, f.face = size, face
	f.ascent = float64(face.Metrics().Ascent) / 64
	f.advance = map[rune]fixed.Int26_6{}
	return nil
}

// Release gives back the glyphs' images (the face rasterises them again
// when next drawn).
func (f *FontFace) Release() {
	for _, g := range f.glyphs {
		if g.img != nil {
			g.img.Deallocate()
		}
	}
	f.glyphs = map[rune]*glyph{}
}

// advanceOf is r's advance, cached.
func (f *FontFace) advanceOf(r rune) fixed.Int26_6 {
	if a, ok := f.advance[r]; ok {
		return a
	}
	a, _ := f.face.GlyphAdvance(r)
	f.advance[r] = a
	return a
}

// Width is the advance of s, kerning included.
func (f *FontFace) Width(s string) float64 {
	var w fixed.Int26_6
	prev := rune(-1)
	for _, r := range s {
		if prev >= 0 {
			w += f.face.Kern(prev, r)
		}
		w += f.advanceOf(r)
		prev = r
	}
	return float64(w) / 64
}

// glyphOf is r rasterised, cached.
func (f *FontFace) glyphOf(r rune) *glyph {
	if g, ok := f.glyphs[r]; ok {
		return g
	}
	g := &glyph{}
	dr, mask, maskp, _, ok := f.face.Glyph(fixed.Point26_6{}, r)
	if ok && !dr.Empty() {
		g.img = ebiten.NewImageFromImage(whiteGlyph(mask, maskp, dr.Dx(), dr.Dy()))
		g.dx, g.dy = float64(dr.Min.X), float64(dr.Min.Y)
	}
	f.glyphs[r] = g
	return g
}

// draw draws s with its top-left at (x, y) through op, whose colour scale
// the caller has set; every glyph lands on whole device pixels so it stays
// crisp. It returns the advance.
func (f *FontFace) draw(dst *ebiten.Image, s string, x, y float64, op *ebiten.DrawImageOptions) float64 {
	pen := fixed.Int26_6(0)
	baseline := math.Round(y + f.ascent)
	x0 := math.Round(x)
	prev := rune(-1)
	for _, r := range s {
		if prev >= 0 {
			pen += f.face.Kern(prev, r)
		}
		if g := f.glyphOf(r); g.img != nil {
			op.GeoM.Reset()
			op.GeoM.Translate(x0+math.Round(float64(pen)/64)+g.dx, baseline+g.dy)
			dst.DrawImage(g.img, op)
		}
		pen += f.advanceOf(r)
		prev = r
	}
	return float64(pen) / 64
}

// whiteGlyph is the w×h coverage mask at maskp as premultiplied white: the
// layout Ebitengine uploads as it is (an *image.RGBA of exactly 4·w·h
// bytes), with no per-pixel colour conversion.
func whiteGlyph(mask image.Image, maskp image.Point, w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	pix := img.Pix
	if a, ok := mask.(*image.Alpha); ok {
		for y := 0; y < h; y++ {
			i := a.PixOffset(maskp.X, maskp.Y+y)
			row := a.Pix[i : i+w]
			o := pix[y*img.Stride : y*img.Stride+4*w]
			for x, v := range row {
				o[4*x], o[4*x+1], o[4*x+2], o[4*x+3] = v, v, v, v
			}
		}
		return img
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			_, _, _, av := mask.At(maskp.X+x, maskp.Y+y).RGBA()
			v := uint8(av >> 8)
			o := pix[y*img.Stride+4*x:]
			o[0], o[1], o[2], o[3] = v, v, v, v
		}
	}
	return img
}
