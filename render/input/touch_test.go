package input

import (
	"io/fs"
	"math"
	"testing"
	"testing/fstest"
)

// fingers feeds one tick of touches to t and returns the frame.
func fingers(t *touchState, pts ...[2]float32) Frame {
	var f Frame
	ps := make([]touchPoint, len(pts))
	for i, p := range pts {
		ps[i] = touchPoint{id: 0, x: p[0], y: p[1]}
	}
	t.apply(ps, &f)
	return f
}

func TestTouchTap(t *testing.T) {
	var ts touchState
	f := fingers(&ts, [2]float32{100, 200})
	if !f.Pressed[MouseLeft] || !f.Down[MouseLeft] || f.MX != 100 || f.MY != 200 || f.Touches != 1 {
		t.Fatalf("finger down: %+v", f)
	}
	f = fingers(&ts, [2]float32{101, 200})
	if f.Pressed[MouseLeft] || !f.Down[MouseLeft] || f.MX != 101 {
		t.Fatalf("finger held: %+v", f)
	}
	f = fingers(&ts)
	if !f.Released[MouseLeft] || f.Down[MouseLeft] || f.MX != 101 || f.MY != 200 || f.Touches != 0 {
		t.Fatalf("finger up: %+v", f)
	}
	f = fingers(&ts)
	if f.Released[MouseLeft] || f.Pressed[MouseLeft] {
		t.Fatalf("nothing after the release: %+v", f)
	}
	// The next tap lands where that finger is, wherever the last one ended.
	f = fingers(&ts, [2]float32{500, 40})
	if !f.Pressed[MouseLeft] || f.MX != 500 || f.MY != 40 {
		t.Fatalf("second tap: %+v", f)
	}
}

func TestTouchPinchAndPan(t *testing.T) {
	var ts touchState
	fingers(&ts, [2]float32{100, 100})
	// A second finger joins: the pointer stays put, no zoom yet.
	f := fingers(&ts, [2]float32{100, 100}, [2]float32{200, 100})
	if f.MX != 100 || f.MY != 100 || f.WheelY != 0 || f.Touches != 2 {
		t.Fatalf("second finger: %+v", f)
	}
	// Spread them to twice the distance: zoom in by 2, as wheel notches.
	f = fingers(&ts, [2]float32{50, 100}, [2]float32{250, 100})
	want := float32(math.Log(2) / math.Log(pinchNotch))
	if math.Abs(float64(f.WheelY-want)) > 1e-3 {
		t.Fatalf("pinch out: WheelY %v, want %v", f.WheelY, want)
	}
	if f.MX != 100 || f.MY != 100 {
		t.Fatalf("a pinch about the midpoint moved the pointer: %v,%v", f.MX, f.MY)
	}
	// Both fingers slide down 30 px: the pointer pans with them, no zoom.
	f = fingers(&ts, [2]float32{50, 130}, [2]float32{250, 130})
	if f.MX != 100 || f.MY != 130 || f.WheelY != 0 {
		t.Fatalf("two-finger pan: %+v", f)
	}
	// One finger lifts: no jump.
	f = fingers(&ts, [2]float32{250, 130})
	if f.MX != 100 || f.MY != 130 || f.Released[MouseLeft] || !f.Down[MouseLeft] {
		t.Fatalf("finger lifted: %+v", f)
	}
	f = fingers(&ts, [2]float32{260, 130})
	if f.MX != 110 || f.MY != 130 {
		t.Fatalf("one finger moves on: %+v", f)
	}
	if f = fingers(&ts); !f.Released[MouseLeft] {
		t.Fatalf("all up: %+v", f)
	}
}

func TestOneFileFS(t *testing.T) {
	rec := []byte("1C: hold, hold\n")
	fsys := oneFile{name: `C:\fakepath\game.sgr`, data: rec}
	if err := fstest.TestFS(fsys, "game.sgr"); err != nil {
		t.Fatal(err)
	}
	got, err := fs.ReadFile(fsys, "game.sgr")
	if err != nil || string(got) != string(rec) {
		t.Fatalf("read %q, %v", got, err)
	}
	for _, name := range []string{"", "..", "a/b", "/"} {
		if n := (oneFile{name: name}).base(); !fs.ValidPath(n) || n == "." || n == ".." {
			t.Errorf("name %q gives path %q", name, n)
		}
	}
	bad := oneFile{name: "big.sgr", err: fs.ErrInvalid}
	if _, err := fs.ReadFile(bad, "big.sgr"); err == nil {
		t.Error("a failed pick opened")
	}
}

// TestTouchSlop: a finger that slides less than touchSlop stays where it
// landed (a tap), and past it the pointer catches up with the finger.
func TestTouchSlop(t *testing.T) {
	ts := touchState{slop: touchSlop * 3} // a phone: 3 device pixels a CSS pixel
	fingers(&ts, [2]float32{300, 300})
	for _, dx := range []float32{6, 12, 18, 29} { // device pixels: up to 9.7 CSS px
		if f := fingers(&ts, [2]float32{300 + dx, 300}); f.MX != 300 || f.MY != 300 {
			t.Fatalf("a slide of %v device px moved the pointer to %v,%v", dx, f.MX, f.MY)
		}
	}
	if f := fingers(&ts, [2]float32{331, 300}); f.MX != 331 {
		t.Fatalf("past the slop the pointer is at %v, want the finger's 331", f.MX)
	}
	if f := fingers(&ts, [2]float32{320, 300}); f.MX != 320 {
		t.Fatalf("once dragging the pointer follows the finger: %v, want 320", f.MX)
	}
	// After the lift the pointer stays where the finger was.
	fingers(&ts)
	if f := fingers(&ts); f.MX != 320 || f.MY != 300 || f.Down[MouseLeft] {
		t.Fatalf("after the lift: %+v", f)
	}
}

func TestWheelNotches(t *testing.T) {
	for _, c := range []struct {
		delta float64
		mode  int
		want  float64
	}{
		{100, 0, -1},  // Chrome: 100 pixels a notch, down
		{-100, 0, 1},  // up
		{-4, 0, 0.04}, // a trackpad's pixels
		{3, 1, -1},    // Firefox: 3 lines a notch
		{1, 2, -3},    // a page
	} {
		if got := wheelNotches(c.delta, c.mode); math.Abs(got-c.want) > 1e-9 {
			t.Errorf("wheelNotches(%v, %d) = %v, want %v", c.delta, c.mode, got, c.want)
		}
	}
	if got := clampWheel(40); got != maxWheelNotches {
		t.Errorf("clampWheel(40) = %v, want %v", got, maxWheelNotches)
	}
}

// TestDragScroll: DragY follows the pointer once a drag passes the slop,
// and two fingers never scroll.
func TestDragScroll(t *testing.T) {
	var d DragTrack
	step := func(down, pressed bool, y float32, touches int) float32 {
		f := Frame{MX: 100, MY: y, DPR: 2, Touches: touches}
		f.Down[MouseLeft], f.Pressed[MouseLeft] = down, pressed
		d.Track(&f)
		return f.DragY
	}
	if got := step(true, true, 200, 1); got != 0 {
		t.Fatalf("the press scrolled %v", got)
	}
	if got := step(true, false, 206, 1); got != 0 { // 3 CSS px: within the slop
		t.Fatalf("a tremble scrolled %v", got)
	}
	if got := step(true, false, 230, 1); got != 30 {
		t.Fatalf("past the slop DragY = %v, want 30 (from where the press landed)", got)
	}
	if got := step(true, false, 220, 1); got != -10 {
		t.Fatalf("DragY = %v, want -10", got)
	}
	if got := step(true, false, 260, 2); got != 0 {
		t.Fatalf("two fingers scrolled %v", got)
	}
}
