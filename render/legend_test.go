package render

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/engine"
	"strategema/render/ui"
)

// TestLegendDrawsEachShape: the legend shows each kind's shape beside its
// name: every row's picture covers a good part of its square in the side's
// colour, and no two kinds look alike.
func TestLegendDrawsEachShape(t *testing.T) {
	a := newTestApp(t, Options{Quiet: true})
	a.games.newGame(hotseat())
	a.play.press(&ui.Button{ID: playLegend})
	run(t, a, 2)
	const size = 48
	var masks [engine.NumKinds][]bool
	var shot *image.RGBA
	runUntil(t, a, 3, func() bool {
		img := ebiten.NewImage(size*int(engine.NumKinds), size)
		defer img.Deallocate()
		for k := range int(engine.NumKinds) {
			a.play.shapes.draw(img, engine.Kind(k), ui.Rect{X: float32(k * size), Y: 0, W: size, H: size}, a.pal.Unit[0])
		}
		shot = image.NewRGBA(img.Bounds())
		img.ReadPixels(shot.Pix)
		return true
	})
	for k := range int(engine.NumKinds) {
		n := 0
		for y := range size {
			for x := range size {
				c := shot.RGBAAt(k*size+x, y)
				on := c.A > 128 && c.B > c.R // the Cerulean body, shaded
				masks[k] = append(masks[k], on)
				if on {
					n++
				}
			}
		}
		if n < size*size/6 {
			t.Errorf("%s: its picture covers %d of %d pixels", engine.Kind(k), n, size*size)
		}
	}
	for i := range masks {
		for j := i + 1; j < len(masks); j++ {
			diff := 0
			for p := range masks[i] {
				if masks[i][p] != masks[j][p] {
					diff++
				}
			}
			if diff < size*size/20 {
				t.Errorf("%s and %s look alike (%d pixels differ)", engine.Kind(i), engine.Kind(j), diff)
			}
		}
	}
}
