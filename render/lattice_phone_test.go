package render

import (
	"fmt"
	"image"
	"os"
	"strategema/render/lattice"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// Phone goals of the 3D board (issue "the lattice worth the name"): on a
// phone held upright, 390×844 CSS pixels, the default view of a game in
// progress is drawn at the phone's device pixel ratio. The desktop goals
// (a cell at least 20 px in its shorter side, a unit at least 32 px tall)
// hold in device pixels at DPR 3 with room to spare. In CSS pixels the
// board, which gets the width and what the bars leave of the height,
// keeps a cell of at least 15 and a unit of at least 19 with the mouse's
// HUD (at DPR 3: 45 and 57 device pixels; measured 15.1 and 19.7 since the
// phone's view buttons are finger-sized), and 12 and 16 with the finger's
// larger HUD (36 and 48 device pixels).
const (
	phoneW, phoneH     = 390, 844
	phoneMinBoardShare = 0.5
	desktopMinCell     = 20
	desktopMinUnit     = 32
)

// TestLatticeOnAPhone lays the play room out at 390×844 CSS pixels at
// DPR 1, 2 and 3 (and at 3 with a finger, the HUD at its touch scale) and
// checks the board's measurement against the goals.
func TestLatticeOnAPhone(t *testing.T) {
	for _, c := range []struct {
		dev              float64
		touch            bool
		minCell, minUnit float32 // CSS pixels
	}{{1, false, 15, 19}, {2, false, 15, 19}, {3, false, 15, 19}, {3, true, 12, 16}} {
		dev := c.dev
		name := fmt.Sprintf("dpr%g", dev)
		if c.touch {
			name += "-touch"
		}
		t.Run(name, func(t *testing.T) {
			a := newTestApp(t, Options{Record: loadGame(t, "midgame.sgr"), Quiet: true})
			a.devScale = dev
			a.board.Measuring = true
			run(t, a, 90) // the painter exists, the camera has settled
			w, h := int(phoneW*dev), int(phoneH*dev)
			var m lattice.Measure
			runUntil(t, a, 10, func() bool {
				a.fr.TouchScreen = c.touch // a finger: the HUD at its touch scale
				img := ebiten.NewImage(w, h)
				defer img.Deallocate()
				a.Draw(img) // sizes the window and the faces
				a.layout()
				a.view.Update() // as the next tick does
				a.Draw(img)
				m = a.board.Meas
				if os.Getenv("STRATEGEMA_TEST_SHOTS") != "" {
					shot := image.NewRGBA(image.Rect(0, 0, w, h))
					img.ReadPixels(shot.Pix)
					savePNG(t, shot, "lattice-phone-"+name+".png")
				}
				return true
			})
			if m.Cells != 256 || m.Units == 0 {
				t.Fatalf("measured %d cells and %d units, want 256 cells and the game's units", m.Cells, m.Units)
			}
			f := float32(dev)
			share := m.Board.W * m.Board.H / float32(w*h)
			t.Logf("board %.0f×%.0f at (%.0f,%.0f) device px: %.0f%% of the window; smallest cell %.1f CSS px (%.1f device px), smallest unit %.1f CSS px (%.1f device px)",
				m.Board.W, m.Board.H, m.Board.X, m.Board.Y, 100*share, m.CellMinPx/f, m.CellMinPx, m.UnitMinPx/f, m.UnitMinPx)
			if share < phoneMinBoardShare {
				t.Errorf("the lattice covers %.0f%% of the phone's screen, want at least %.0f%%", 100*share, 100*phoneMinBoardShare)
			}
			if m.CellMinPx/f < c.minCell {
				t.Errorf("smallest cell %.1f CSS px, want at least %g", m.CellMinPx/f, c.minCell)
			}
			if m.UnitMinPx/f < c.minUnit {
				t.Errorf("smallest unit %.1f CSS px tall, want at least %g", m.UnitMinPx/f, c.minUnit)
			}
			if dev >= 3 && (m.CellMinPx < desktopMinCell || m.UnitMinPx < desktopMinUnit) {
				t.Errorf("at DPR %g: smallest cell %.1f and unit %.1f device px, want at least %d and %d",
					dev, m.CellMinPx, m.UnitMinPx, desktopMinCell, desktopMinUnit)
			}
			if m.Board.X < 0 || m.Board.Y < 0 || m.Board.X+m.Board.W > float32(w) || m.Board.Y+m.Board.H > float32(h) {
				t.Errorf("the board %+v leaves the %dx%d window", m.Board, w, h)
			}
			// no button lies over the board
			for _, b := range a.buttons {
				r := b.R
				if r.X < m.Board.X+m.Board.W && r.X+r.W > m.Board.X && r.Y < m.Board.Y+m.Board.H && r.Y+r.H > m.Board.Y {
					t.Errorf("button %q at %+v lies over the board %+v", b.Label, r, m.Board)
				}
			}
			for _, b := range a.buttons {
				if b.R.X < -0.5 || b.R.X+b.R.W > float32(w)+0.5 {
					t.Errorf("button %q at %+v leaves the %d-pixel-wide window", b.Label, b.R, w)
				}
			}
		})
	}
}
