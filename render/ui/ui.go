package ui

import (
	"fmt"
	"image"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font/opentype"

	"strategema/assets"
	"strategema/render/colour"
	"strategema/shaders"
)

// Rect is a screen rectangle in device pixels.
type Rect struct{ X, Y, W, H float32 }

// Contains reports whether the point is inside r.
func (r Rect) Contains(x, y float32) bool {
	return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H
}

// Overlaps reports whether r and q share some area.
func (r Rect) Overlaps(q Rect) bool {
	return r.X < q.X+q.W && q.X < r.X+r.W && r.Y < q.Y+q.H && q.Y < r.Y+r.H
}

// Inset shrinks r by d on every side.
func (r Rect) Inset(d float32) Rect { return Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }

// Painter draws the 2D layer: rounded panels (one batched shader call)
// and text (Go fonts, rasterised at the device scale so it stays crisp on
// HiDPI screens). It keeps its buffers between frames.
type Painter struct {
	shader *ebiten.Shader
	verts  []ebiten.Vertex
	idx    []uint16
	opts   ebiten.DrawTrianglesShaderOptions
	gop    ebiten.DrawImageOptions

	// Faces, sized for the current scale.
	Small, Body, Bold, Title, Big, Mono *FontFace
	Scale                               float64
	// minText is the smallest text size in device pixels (12 layout
	// pixels at the monitor's scale): a face shrunk for a small window
	// never goes below it.
	minText float64

	// Trace, when not nil, collects every text drawn (layout tests).
	Trace *[]TracedText
}

// TracedText is one text drawn, for the layout tests: where, and on which
// image.
type TracedText struct {
	Text string
	R    Rect
	Dst  *ebiten.Image
}

func NewPainter() (*Painter, error) {
	sh, err := ebiten.NewShader(shaders.Panel)
	if err != nil {
		return nil, fmt.Errorf("panel shader: %w", err)
	}
	p := &Painter{shader: sh}
	var fonts [3]*opentype.Font
	for i, ttf := range [][]byte{assets.Regular, assets.Bold, assets.Mono} {
		f, err := opentype.Parse(ttf)
		if err != nil {
			return nil, fmt.Errorf("font %d: %w", i, err)
		}
		fonts[i] = f
	}
	reg, bold, mono := fonts[0], fonts[1], fonts[2]
	p.Small = &FontFace{Font: reg, Base: 12.5}
	p.Body = &FontFace{Font: reg, Base: 15}
	p.Bold = &FontFace{Font: bold, Base: 15}
	p.Title = &FontFace{Font: bold, Base: 22}
	p.Big = &FontFace{Font: bold, Base: 44}
	p.Mono = &FontFace{Font: mono, Base: 13}
	if err := p.SetScale(1, 12); err != nil {
		return nil, err
	}
	return p, nil
}

// SetScale sizes the faces for s device pixels per layout pixel, none
// smaller than minText device pixels.
func (p *Painter) SetScale(s, minText float64) error {
	if s == p.Scale && minText == p.minText {
		return nil
	}
	p.Scale, p.minText = s, minText
	for _, f := range p.Faces() {
		if err := f.Resize(max(s, minText/f.Base)); err != nil {
			return err
		}
	}
	return nil
}

// Release gives back the images the painter's faces hold.
func (p *Painter) Release() {
	for _, f := range p.Faces() {
		f.Release()
	}
}

// Faces lists the painter's faces.
func (p *Painter) Faces() [6]*FontFace {
	return [6]*FontFace{p.Small, p.Body, p.Bold, p.Title, p.Big, p.Mono}
}

// Rect adds a rounded rectangle with an optional lighter border.
func (p *Painter) Rect(r Rect, c colour.Color, radius, border float32) {
	if r.W <= 0 || r.H <= 0 {
		return
	}
	if len(p.verts) > 60000 {
		return
	}
	i := uint16(len(p.verts))
	v := ebiten.Vertex{ColorR: c.R, ColorG: c.G, ColorB: c.B, ColorA: c.A, Custom0: r.W, Custom1: r.H, Custom2: radius, Custom3: border}
	for k := 0; k < 4; k++ {
		v.DstX, v.DstY = r.X, r.Y
		v.SrcX, v.SrcY = 0, 0
		if k == 1 || k == 2 {
			v.DstX, v.SrcX = r.X+r.W, r.W
		}
		if k >= 2 {
			v.DstY, v.SrcY = r.Y+r.H, r.H
		}
		p.verts = append(p.verts, v)
	}
	p.idx = append(p.idx, i, i+1, i+2, i, i+2, i+3)
}

// Flush draws the queued rectangles.
func (p *Painter) Flush(dst *ebiten.Image) {
	if len(p.idx) == 0 {
		return
	}
	dst.DrawTrianglesShader(p.verts, p.idx, p.shader, &p.opts)
	p.verts, p.idx = p.verts[:0], p.idx[:0]
}

// Text draws s with its top-left at (x, y), after flushing the queued
// rectangles so text lands on top of them. It returns the advance.
func (p *Painter) Text(dst *ebiten.Image, s string, f *FontFace, x, y float32, c colour.Color) float32 {
	p.Flush(dst)
	p.gop.ColorScale.Reset()
	p.gop.ColorScale.Scale(c.R*c.A, c.G*c.A, c.B*c.A, c.A)
	p.gop.Filter = ebiten.FilterNearest
	adv := float32(f.draw(dst, s, float64(x), float64(y), &p.gop))
	if p.Trace != nil {
		*p.Trace = append(*p.Trace, TracedText{s, Rect{x, y, adv, float32(f.Size) * 1.2}, dst})
	}
	return adv
}

// TextCentered draws s centred in r.
func (p *Painter) TextCentered(dst *ebiten.Image, s string, f *FontFace, r Rect, c colour.Color) {
	w := p.Width(s, f)
	h := float32(f.Size) * 1.2
	p.Text(dst, s, f, r.X+(r.W-w)/2, r.Y+(r.H-h)/2, c)
}

// Width is the advance of s in f.
func (p *Painter) Width(s string, f *FontFace) float32 {
	return float32(f.Width(s))
}

// LineH is the line height of f.
func (p *Painter) LineH(f *FontFace) float32 { return float32(f.Size) * 1.35 }

// Wrap splits s into lines no wider than w (at spaces), appending to out.
func (p *Painter) Wrap(out []string, s string, f *FontFace, w float32) []string {
	for len(s) > 0 {
		if p.Width(s, f) <= w {
			return append(out, s)
		}
		cut := -1
		for i := 1; i < len(s); i++ {
			if s[i] == ' ' {
				if p.Width(s[:i], f) > w {
					break
				}
				cut = i
			}
		}
		if cut <= 0 { // one long word: cut it by runes, a hyphen at the cut
			cut = len(s)
			hyphen := ""
			for i := range s {
				if i > 0 && p.Width(s[:i]+"-", f) > w {
					cut = i - 1
					for cut > 0 && (s[cut]&0xC0) == 0x80 {
						cut--
					}
					hyphen = "-"
					break
				}
			}
			if cut <= 0 {
				cut, hyphen = len(s), ""
			}
			if cut >= len(s) || strings.HasSuffix(s[:cut], "-") || strings.HasSuffix(s[:cut], "/") {
				hyphen = ""
			}
			out = append(out, s[:cut]+hyphen)
			s = s[cut:]
			continue
		}
		out = append(out, s[:cut])
		s = s[cut+1:]
	}
	return out
}

// Layer is a piece of the HUD rendered once into its own image and drawn
// from there every frame until its key changes (the log and the info
// panel: hundreds of glyphs that rarely change). Its image is a corner of
// a backing image kept while it is large enough, so that a panel whose
// size changes with its text (the tip, at each cell the pointer crosses)
// allocates no texture each time.
type Layer struct {
	back *ebiten.Image // the backing image, its sides multiples of layerGrain
	img  *ebiten.Image // back's top-left corner the size asked for
	key  LayerKey
	op   ebiten.DrawImageOptions
}

// layerGrain is the step the backing image's sides grow by.
const layerGrain = 128

// LayerKey says what a layer shows; any change repaints it.
type LayerKey [6]int

// Prepare returns the layer's image for r and whether it must be
// repainted (then it is cleared).
func (l *Layer) Prepare(r Rect, k LayerKey) (*ebiten.Image, bool) {
	w, h := max(int(r.W+0.999), 1), max(int(r.H+0.999), 1)
	stale := false
	if l.img == nil || l.img.Bounds().Dx() != w || l.img.Bounds().Dy() != h {
		if l.back == nil || l.back.Bounds().Dx() < w || l.back.Bounds().Dy() < h {
			if l.back != nil {
				l.back.Deallocate()
			}
			grow := func(n int) int { return (n + layerGrain - 1) / layerGrain * layerGrain }
			l.back = ebiten.NewImage(grow(w), grow(h))
		}
		l.img = l.back.SubImage(image.Rect(0, 0, w, h)).(*ebiten.Image)
		stale = true
	}
	if k != l.key {
		l.key, stale = k, true
	}
	if stale {
		l.img.Clear()
	}
	return l.img, stale
}

// Draw puts the layer on dst at r's corner, on whole pixels.
func (l *Layer) Draw(dst *ebiten.Image, r Rect) {
	if l.img == nil {
		return
	}
	l.op.GeoM.Reset()
	l.op.GeoM.Translate(float64(int(r.X)), float64(int(r.Y)))
	dst.DrawImage(l.img, &l.op)
}

// Line adds a straight stroke of width w from (x0, y0) to (x1, y1) with
// round ends: a rounded rectangle turned along the segment.
func (p *Painter) Line(x0, y0, x1, y1, w float32, c colour.Color) {
	dx, dy := x1-x0, y1-y0
	l := float32(math.Hypot(float64(dx), float64(dy)))
	if l < 0.01 || len(p.verts) > 60000 {
		return
	}
	ux, uy := dx/l, dy/l // along
	nx, ny := -uy, ux    // across
	h := w / 2
	L := l + w // the round caps reach past both ends
	ax, ay := x0-ux*h, y0-uy*h
	i := uint16(len(p.verts))
	v := ebiten.Vertex{ColorR: c.R, ColorG: c.G, ColorB: c.B, ColorA: c.A, Custom0: L, Custom1: w, Custom2: h}
	for _, sxy := range [4][2]float32{{0, 0}, {L, 0}, {L, w}, {0, w}} {
		v.SrcX, v.SrcY = sxy[0], sxy[1]
		v.DstX = ax + ux*sxy[0] + nx*(sxy[1]-h)
		v.DstY = ay + uy*sxy[0] + ny*(sxy[1]-h)
		p.verts = append(p.verts, v)
	}
	p.idx = append(p.idx, i, i+1, i+2, i, i+2, i+3)
}
