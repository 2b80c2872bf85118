package render

import (
	"strategema/render/lattice"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestStageLooksTheSame draws a game in progress with the board's static
// layers copied from the stage and again drawn straight to the screen,
// and wants the same pixels; it also checks that the stage is used while
// the camera keeps still and set aside in the frame the camera moves.
func TestStageLooksTheSame(t *testing.T) {
	a := newTestApp(t, Options{Record: loadGame(t, "midgame.sgr"), Quiet: true})
	run(t, a, 60)
	const w, h = 1280, 800
	var staged, direct []byte
	var readyStill, readyMoved bool
	runUntil(t, a, 10, func() bool {
		img := ebiten.NewImage(w, h)
		defer img.Deallocate()
		for range lattice.StageStill + 1 {
			a.Draw(img)
		}
		readyStill = a.board.Stage.Ready
		staged = make([]byte, 4*w*h)
		img.ReadPixels(staged)
		a.board.Stage.Key = lattice.StageKey{} // as if the view had just moved
		a.Draw(img)
		readyMoved = a.board.Stage.Ready
		direct = make([]byte, 4*w*h)
		img.ReadPixels(direct)
		return true
	})
	if !readyStill {
		t.Errorf("after %d still frames the stage is not in use", lattice.StageStill+1)
	}
	if readyMoved {
		t.Errorf("in the frame the view moved, the stage was used")
	}
	diff, worst := 0, 0
	for i := range staged {
		d := int(staged[i]) - int(direct[i])
		if d < 0 {
			d = -d
		}
		if d > 1 {
			diff++
		}
		worst = max(worst, d)
	}
	if diff > 0 {
		t.Errorf("%d channels differ by more than 1 (worst %d) between the staged and the direct frame", diff, worst)
	}
}
