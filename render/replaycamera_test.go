package render

import (
	"math"
	"os"
	"strategema/render/input"
	"strategema/render/ui"
	"testing"
)

// TestReplayCameraAsInPlay: the replay's board answers the pointer as the
// play room's does (camera.go): a drag past the slop orbits, a press
// that does not move leaves the camera, and one wheel notch zooms by the
// same step.
func TestReplayCameraAsInPlay(t *testing.T) {
	data, err := os.ReadFile("testdata/finished.sgr")
	if err != nil {
		t.Fatal(err)
	}
	script := &scriptInput{}
	a := newTestApp(t, Options{Record: data, Input: script, Quiet: true})
	run(t, a, 5)
	a.play.press(&ui.Button{ID: overReplay})
	if _, ok := a.top().(*replayRoom); !ok {
		t.Fatalf("the Replay button opened %q", a.top().name())
	}
	run(t, a, 3)
	v := a.view
	cx, cy := v.X0+v.W/2, v.Y0+v.H/2
	at := func(x, y float32, set func(f *input.Frame)) func(*App, *input.Frame) bool {
		return func(_ *App, f *input.Frame) bool {
			f.MX, f.MY = x, y
			if set != nil {
				set(f)
			}
			return true
		}
	}
	press := func(f *input.Frame) { f.Down[input.MouseLeft], f.Pressed[input.MouseLeft] = true, true }
	hold := func(f *input.Frame) { f.Down[input.MouseLeft] = true }
	release := func(f *input.Frame) { f.Released[input.MouseLeft] = true }

	cam := v.Cam
	script.Steps = append(script.Steps, at(cx, cy, press), at(cx+2, cy, hold), at(cx+2, cy, release))
	runUntil(t, a, 30, script.Done)
	run(t, a, 2)
	if a.view.Cam != cam {
		t.Errorf("a press that did not move turned the camera: %+v, then %+v", cam, a.view.Cam)
	}

	script.Steps = append(script.Steps, at(cx, cy, press), at(cx+40, cy, hold), at(cx+120, cy, hold), at(cx+120, cy, release))
	runUntil(t, a, 30, script.Done)
	run(t, a, 2)
	if a.view.Cam.Yaw == cam.Yaw {
		t.Error("a drag over the replay's board did not orbit")
	}

	zoom := a.view.Cam.Zoom
	script.Steps = append(script.Steps, at(cx, cy, func(f *input.Frame) { f.WheelY = 1 }))
	runUntil(t, a, 30, script.Done)
	run(t, a, 2)
	if got := a.view.Cam.Zoom / zoom; math.Abs(float64(got)-1.12) > 0.001 {
		t.Errorf("one wheel notch zoomed by %.3f, want 1.12 as in play", got)
	}
}
