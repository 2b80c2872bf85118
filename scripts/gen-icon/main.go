// Command gen-icon draws STRATEGEMA's icon: the four levels of the board,
// stacked and seen from above at an angle, each a translucent lattice
// with its Amber half at the back and its Cerulean half in front, on a
// dark rounded tile. It writes one PNG per size, drawn at that size (not
// scaled down), so the small sizes keep crisp edges and show fewer lattice
// lines: 16 px has none, 32 px halves, 48–64 px quarters, 128 px and up
// the board's 8×8 cells.
//
// Usage (from the repository root; `go generate ./assets` runs it):
//
//	go run ./scripts/gen-icon [-out assets/icon]
package main

import (
	"bytes"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"math"
	"os"
	"path/filepath"

	"golang.org/x/image/vector"
)

// Sizes are the square icon sizes written, in pixels.
var Sizes = []int{16, 32, 48, 64, 128, 256, 512}

// FileName is the name of the PNG of the given size.
func FileName(size int) string { return fmt.Sprintf("icon-%d.png", size) }

func main() {
	out := flag.String("out", filepath.Join("assets", "icon"), "folder to write the PNGs into")
	flag.Parse()
	if err := write(*out); err != nil {
		fmt.Fprintln(os.Stderr, "gen-icon:", err)
		os.Exit(1)
	}
}

// write renders every size into dir.
func write(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("making %s: %w", dir, err)
	}
	for _, s := range Sizes {
		data, err := Encode(s)
		if err != nil {
			return err
		}
		name := filepath.Join(dir, FileName(s))
		if err := os.WriteFile(name, data, 0o644); err != nil {
			return fmt.Errorf("writing %s: %w", name, err)
		}
	}
	return nil
}

// Encode renders the icon at size×size pixels as PNG bytes (the same bytes
// on every run: the drawing and Go's PNG encoder are deterministic).
func Encode(size int) ([]byte, error) {
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(&buf, Render(size)); err != nil {
		return nil, fmt.Errorf("encoding the %d px icon: %w", size, err)
	}
	return buf.Bytes(), nil
}

// The palette: the game's standard unit colours (render/ui/theme.go, ui.StandardPalette) for the
// lattice lines, its territory colours for the plates' fills.
var (
	ceruleanLine = rgb(0.36, 0.67, 1.00)
	ceruleanFill = rgb(0.10, 0.36, 0.90)
	amberLine    = rgb(1.00, 0.70, 0.22)
	amberFill    = rgb(0.90, 0.50, 0.06)
	tileTop      = rgb(0.09, 0.15, 0.28)
	tileBottom   = rgb(0.015, 0.03, 0.07)
	tileRim      = rgb(0.22, 0.36, 0.62)
)

// plate geometry, in units of the icon's side: the rhombus's width and
// height (a 2:1 isometric view, a little flattened) and the distance between
// two levels' centres.
const (
	plateW   = 0.78
	plateH   = 0.27
	levelGap = 0.175
)

// Render draws the icon at size×size pixels.
func Render(size int) *image.RGBA {
	s := float64(size)
	dst := image.NewRGBA(image.Rect(0, 0, size, size))
	c := canvas{dst: dst, z: vector.NewRasterizer(size, size), s: s}

	// The tile: a rounded square filling the icon, a vertical gradient with
	// a thin lighter rim, so the icon reads on light and dark desktops.
	margin := 0.02 * s
	if size <= 16 {
		margin = 0
	}
	radius := 0.19 * s
	c.tile(margin, radius)

	divisions := 8
	switch {
	case size < 32:
		divisions = 1
	case size < 48:
		divisions = 2
	case size < 128:
		divisions = 4
	}
	// The small sizes fill their plates more, so the colours carry the
	// picture where lines would blur.
	fillAlpha := 0.42
	switch {
	case size < 32:
		fillAlpha = 0.8
	case size < 48:
		fillAlpha = 0.55
	}
	line := math.Max(0.9, s/190) // lattice lines, in pixels
	edge := math.Max(1.1, s/110) // each plate's outline
	top := (1 - plateH - 3*levelGap) / 2
	// Bottom level first: the upper plates are nearer the eye and lie over it.
	for level := 0; level < 4; level++ {
		cy := (top + plateH/2 + float64(3-level)*levelGap) * s
		// The lower levels are dimmer, as if farther away.
		light := 0.62 + 0.38*float64(level)/3
		c.plate(0.5*s, cy, plateW*s, plateH*s, divisions, line, edge, light, fillAlpha)
	}
	return dst
}

// canvas is the image being drawn and its rasterizer.
type canvas struct {
	dst *image.RGBA
	z   *vector.Rasterizer
	s   float64
}

// pt is a point in pixels.
type pt struct{ x, y float64 }

// fill draws the closed polygon ps in colour col at opacity alpha.
func (c *canvas) fill(col color.NRGBA, alpha float64, ps ...pt) {
	c.z.Reset(c.dst.Bounds().Dx(), c.dst.Bounds().Dy())
	c.z.MoveTo(float32(ps[0].x), float32(ps[0].y))
	for _, p := range ps[1:] {
		c.z.LineTo(float32(p.x), float32(p.y))
	}
	c.z.ClosePath()
	col.A = uint8(math.Round(255 * math.Max(0, math.Min(1, alpha))))
	c.z.Draw(c.dst, c.dst.Bounds(), image.NewUniform(col), image.Point{})
}

// stroke draws the segment a–b, w pixels wide, with flat ends.
func (c *canvas) stroke(col color.NRGBA, alpha, w float64, a, b pt) {
	dx, dy := b.x-a.x, b.y-a.y
	n := math.Hypot(dx, dy)
	if n == 0 {
		return
	}
	nx, ny := -dy/n*w/2, dx/n*w/2
	c.fill(col, alpha, pt{a.x + nx, a.y + ny}, pt{b.x + nx, b.y + ny}, pt{b.x - nx, b.y - ny}, pt{a.x - nx, a.y - ny})
}

// tile draws the rounded background square.
func (c *canvas) tile(margin, radius float64) {
	size := c.dst.Bounds().Dx()
	mask := image.NewAlpha(c.dst.Bounds())
	c.z.Reset(size, size)
	roundedRect(c.z, margin, margin, c.s-margin, c.s-margin, radius)
	c.z.Draw(mask, mask.Bounds(), image.Opaque, image.Point{})
	rim := image.NewRGBA(c.dst.Bounds())
	draw.Draw(rim, rim.Bounds(), image.NewUniform(tileRim), image.Point{}, draw.Src)
	draw.DrawMask(c.dst, c.dst.Bounds(), rim, image.Point{}, mask, image.Point{}, draw.Over)

	// The gradient inside the rim.
	inset := math.Max(1, c.s/128)
	inner := image.NewAlpha(c.dst.Bounds())
	c.z.Reset(size, size)
	roundedRect(c.z, margin+inset, margin+inset, c.s-margin-inset, c.s-margin-inset, radius-inset)
	c.z.Draw(inner, inner.Bounds(), image.Opaque, image.Point{})
	grad := image.NewRGBA(c.dst.Bounds())
	for y := 0; y < size; y++ {
		t := (float64(y) + 0.5) / c.s
		col := mix(tileTop, tileBottom, t)
		for x := 0; x < size; x++ {
			grad.Set(x, y, col)
		}
	}
	draw.DrawMask(c.dst, c.dst.Bounds(), grad, image.Point{}, inner, image.Point{}, draw.Over)
}

// roundedRect adds a rounded rectangle to z's path.
func roundedRect(z *vector.Rasterizer, x0, y0, x1, y1, r float64) {
	// k places the cubic's control points for a quarter circle.
	const k = 0.5523
	f := func(v float64) float32 { return float32(v) }
	z.MoveTo(f(x0+r), f(y0))
	z.LineTo(f(x1-r), f(y0))
	z.CubeTo(f(x1-r+k*r), f(y0), f(x1), f(y0+r-k*r), f(x1), f(y0+r))
	z.LineTo(f(x1), f(y1-r))
	z.CubeTo(f(x1), f(y1-r+k*r), f(x1-r+k*r), f(y1), f(x1-r), f(y1))
	z.LineTo(f(x0+r), f(y1))
	z.CubeTo(f(x0+r-k*r), f(y1), f(x0), f(y1-r+k*r), f(x0), f(y1-r))
	z.LineTo(f(x0), f(y0+r))
	z.CubeTo(f(x0), f(y0+r-k*r), f(x0+r-k*r), f(y0), f(x0+r), f(y0))
	z.ClosePath()
}

// plate draws one level centred on (cx, cy), w×h pixels: the board's
// ranks run from the back edge (top right, Amber's home) to the front
// edge (bottom left, Cerulean's); n×n lattice cells, lines line pixels
// wide, the outline edge pixels wide, the fills at opacity fillAlpha; light
// dims the colours (1 = full).
func (c *canvas) plate(cx, cy, w, h float64, n int, line, edge, light, fillAlpha float64) {
	// at maps board coordinates (u along the files, v along the ranks,
	// both 0–1) to pixels: (0,0) is the top corner, (1,1) the bottom one.
	at := func(u, v float64) pt {
		return pt{cx + (u-v)*w/2, cy + (u+v-1)*h/2}
	}
	amberL, amberF := scale(amberLine, light), scale(amberFill, light)
	ceruL, ceruF := scale(ceruleanLine, light), scale(ceruleanFill, light)

	// The two halves' translucent fills.
	c.fill(amberF, fillAlpha, at(0, 0), at(1, 0), at(1, 0.5), at(0, 0.5))
	c.fill(ceruF, fillAlpha, at(0, 0.5), at(1, 0.5), at(1, 1), at(0, 1))

	// The lattice: lines along the ranks, split at the middle into the two
	// sides' colours, and lines along the files in their half's colour.
	for k := 1; k < n; k++ {
		t := float64(k) / float64(n)
		c.stroke(amberL, 0.75, line, at(t, 0), at(t, 0.5))
		c.stroke(ceruL, 0.75, line, at(t, 0.5), at(t, 1))
		col := ceruL
		if t < 0.5 {
			col = amberL
		}
		if t != 0.5 {
			c.stroke(col, 0.75, line, at(0, t), at(1, t))
		}
	}

	// The outline, a half in each colour, drawn as one band per half
	// between the rhombus grown and shrunk by half the edge width, so
	// corners join without overlapping.
	a, b := w/2, h/2
	grow := edge / 2 * math.Hypot(a, b) / (a * b)
	outer := func(u, v float64) pt { p := at(u, v); return pt{cx + (p.x-cx)*(1+grow), cy + (p.y-cy)*(1+grow)} }
	inner := func(u, v float64) pt { p := at(u, v); return pt{cx + (p.x-cx)*(1-grow), cy + (p.y-cy)*(1-grow)} }
	band := func(col color.NRGBA, corners ...[2]float64) {
		var ps []pt
		for _, q := range corners {
			ps = append(ps, outer(q[0], q[1]))
		}
		for i := len(corners) - 1; i >= 0; i-- {
			ps = append(ps, inner(corners[i][0], corners[i][1]))
		}
		c.fill(col, 1, ps...)
	}
	band(amberL, [2]float64{0, 0.5}, [2]float64{0, 0}, [2]float64{1, 0}, [2]float64{1, 0.5})
	band(ceruL, [2]float64{1, 0.5}, [2]float64{1, 1}, [2]float64{0, 1}, [2]float64{0, 0.5})
	// The middle line between the two sides, lighter.
	if n > 1 {
		c.stroke(mix(amberL, ceruL, 0.5), 0.9, line, at(0, 0.5), at(1, 0.5))
	}
}

// rgb builds an opaque colour from 0–1 components.
func rgb(r, g, b float64) color.NRGBA {
	f := func(v float64) uint8 { return uint8(math.Round(255 * math.Max(0, math.Min(1, v)))) }
	return color.NRGBA{f(r), f(g), f(b), 255}
}

// mix blends a into b: t=0 is a, t=1 is b.
func mix(a, b color.NRGBA, t float64) color.NRGBA {
	f := func(x, y uint8) uint8 { return uint8(math.Round(float64(x)*(1-t) + float64(y)*t)) }
	return color.NRGBA{f(a.R, b.R), f(a.G, b.G), f(a.B, b.B), f(a.A, b.A)}
}

// scale multiplies a colour's components by k (its alpha unchanged).
func scale(c color.NRGBA, k float64) color.NRGBA {
	f := func(x uint8) uint8 { return uint8(math.Round(math.Min(255, float64(x)*k))) }
	return color.NRGBA{f(c.R), f(c.G), f(c.B), c.A}
}
