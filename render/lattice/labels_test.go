package lattice

import (
	"testing"

	"github.com/go-gl/mathgl/mgl32"

	"strategema/engine"
	"strategema/render/scene"
)

// TestLabelStepThinsOnSmallBoards: the ranks' numbers beside a level are
// all written where the board is large, and thinned (every second, or
// fewer) where eight of them would overlap, as on a phone's How to play.
func TestLabelStepThinsOnSmallBoards(t *testing.T) {
	for _, tc := range []struct {
		name     string
		w, h     float32
		textH    float32 // the small face's size in device pixels
		wantStep func(int) bool
	}{
		{"desktop 1280x800", 1280, 800, 13, func(s int) bool { return s == 1 }},
		// 390x844 CSS px at DPR 3: the picture above the words
		{"phone's How to play picture", 1080, 680, 42, func(s int) bool { return s >= 2 }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v := scene.NewView(tc.w, tc.h)
			v.Update()
			bd := &Board{view: v}
			rankAt := func(r int) scene.Vec { return v.CellPos(engine.NewCell(0, 0, r)) }
			textH := tc.textH
			step := bd.labelStep(rankAt(0), rankAt(7), textH)
			if !tc.wantStep(step) {
				t.Fatalf("step %d", step)
			}
			// whatever the step, neighbours written stand textH apart
			for r := 0; r+step < 8; r += step {
				x0, y0, _, _ := v.Project(rankAt(r))
				x1, y1, _, _ := v.Project(rankAt(r + step))
				d := (mgl32.Vec2{x1 - x0, y1 - y0}).Len()
				if d < textH*0.999 {
					t.Errorf("ranks %d and %d %.1f px apart, under %.0f", r+1, r+step+1, d, textH)
				}
			}
		})
	}
}
