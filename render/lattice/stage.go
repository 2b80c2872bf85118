package lattice

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/engine"
	"strategema/render/colour"
	"strategema/render/scene"
	"strategema/render/ui"
)

// stage.go: the board's static layers, the backdrop and the level
// planes, drawn once into an offscreen image (the stage) and copied to
// the screen each frame while nothing that moves them changes. On a
// software renderer (SwiftShader in the browser, llvmpipe under Xvfb)
// every pixel shaded counts: the backdrop covers the whole board area and
// the planes a third of it again, both blended over what lies below; the
// copy writes each pixel once without reading the screen. While the
// camera, the window or the layout moves, the layers are drawn straight
// to the screen as before, so a moving frame costs no more than it did.

// stage is the cached static layers and what they were drawn for.
type stage struct {
	// back is the backing image, kept while the board's clip fits in it
	// (a window resized, a phone turned: no texture each size); img is its
	// corner the clip's size.
	back, img *ebiten.Image
	// Key is the view and clip the image was drawn for; stable counts
	// the frames the view has kept still (the image is drawn on the
	// second and used from then on).
	Key    StageKey
	stable int
	Ready  bool
	planes scene.Builder // the level planes' triangles
	copy   ebiten.DrawImageOptions
}

// StageKey is everything the static layers depend on.
type StageKey struct {
	view scene.View
	clip image.Rectangle
}

// StageStill is how many frames the view must keep still before the
// stage is drawn: a camera in motion redraws every frame anyway.
const StageStill = 2

// drawStatic draws the backdrop and the level planes onto dst (the
// board's clip), from the stage when the view has kept still.
func (bd *Board) drawStatic(dst *ebiten.Image) {
	st := &bd.Stage
	key := StageKey{view: *bd.view, clip: bd.clipRect}
	if key != st.Key {
		st.Key, st.stable, st.Ready = key, 0, false
	}
	st.stable++
	if st.stable < StageStill {
		bd.backdrop(dst, 0, 0)
		bd.drawPlanes(dst, 0, 0)
		return
	}
	r := bd.clipRect
	if !st.Ready {
		if st.img == nil || st.img.Bounds().Dx() != r.Dx() || st.img.Bounds().Dy() != r.Dy() {
			if st.back == nil || st.back.Bounds().Dx() < r.Dx() || st.back.Bounds().Dy() < r.Dy() {
				w, h := max(r.Dx(), 1), max(r.Dy(), 1)
				if st.back != nil { // a turned screen: room for both ways
					w, h = max(w, st.back.Bounds().Dx()), max(h, st.back.Bounds().Dy())
					st.back.Deallocate()
				}
				st.back = ebiten.NewImage(w, h)
			}
			st.img = st.back.SubImage(image.Rect(0, 0, r.Dx(), r.Dy())).(*ebiten.Image)
		}
		st.img.Fill(ui.Background)
		ox, oy := -float32(r.Min.X), -float32(r.Min.Y)
		bd.backdrop(st.img, ox, oy)
		bd.drawPlanes(st.img, ox, oy)
		st.Ready = true
	}
	st.copy.GeoM.Reset()
	st.copy.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
	st.copy.Blend = ebiten.BlendCopy
	dst.DrawImage(st.img, &st.copy)
}

// Release gives back the stage's image (drawn again when next needed).
func (bd *Board) Release() {
	st := &bd.Stage
	if st.back != nil {
		st.back.Deallocate()
	}
	st.back, st.img, st.Ready = nil, nil, false
}

// colPlane is the colour of the translucent plane under each level.
var colPlane = colour.Color{R: 0.45, G: 0.58, B: 0.7, A: 0.08}

// drawPlanes draws a translucent plane with a glowing frame under each
// visible level, a little larger than its tiles, shifted by (ox, oy)
// pixels.
func (bd *Board) drawPlanes(dst *ebiten.Image, ox, oy float32) {
	v := bd.view
	if v.Mode != scene.Stacked {
		return
	}
	b := &bd.Stage.planes
	b.Begin(v)
	for l := 0; l < 4; l++ {
		if !v.LevelVisible(l) {
			continue
		}
		lo, hi := v.CellPos(engine.NewCell(l, 0, 0)), v.CellPos(engine.NewCell(l, 7, 7))
		const m = 0.75
		y := lo[1] - 0.03
		x0, x1 := min(lo[0], hi[0])-m, max(lo[0], hi[0])+m
		z0, z1 := min(lo[2], hi[2])-m, max(lo[2], hi[2])+m
		q := [4]scene.Vec{{x0, y, z0}, {x1, y, z0}, {x1, y, z1}, {x0, y, z1}}
		b.Quad(&q, colPlane, scene.MatTile, 0, 0, 0, 0)
	}
	b.Finish()
	if len(b.Index) == 0 {
		return
	}
	for i := range b.Out {
		b.Out[i].DstX += ox
		b.Out[i].DstY += oy
	}
	dst.DrawTrianglesShader(asEbiten(b.Out), b.Index, bd.Shader, &bd.sopts)
}

// backdrop paints what the lattice stands in: a soft glow behind the
// stage, so the board floats in a lit room rather than a void; shifted
// by (ox, oy) pixels.
func (bd *Board) backdrop(dst *ebiten.Image, ox, oy float32) {
	v := bd.view
	cx, cy := v.X0+v.W/2+ox, v.Y0+v.H/2+oy
	rx, ry := v.W*0.75, v.H*0.9
	c := colBackdrop
	for i, p := range [4][2]float32{{-1, -1}, {1, -1}, {1, 1}, {-1, 1}} {
		bd.bg[i] = ebiten.Vertex{DstX: cx + p[0]*rx, DstY: cy + p[1]*ry, SrcX: p[0], SrcY: p[1],
			ColorR: c.R, ColorG: c.G, ColorB: c.B, ColorA: c.A, Custom3: scene.MatGlow}
	}
	dst.DrawTrianglesShader(bd.bg[:], bgIndex[:], bd.Shader, &bd.sopts)
}

// colBackdrop is the glow behind the stage.
var colBackdrop = colour.Color{R: 0.03, G: 0.065, B: 0.125, A: 1}

var bgIndex = [6]uint16{0, 1, 2, 0, 2, 3}
