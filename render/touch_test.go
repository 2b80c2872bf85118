package render

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
	if !f.Pressed[mouseLeft] || !f.Down[mouseLeft] || f.MX != 100 || f.MY != 200 || f.Touches != 1 {
		t.Fatalf("finger down: %+v", f)
	}
	f = fingers(&ts, [2]float32{101, 200})
	if f.Pressed[mouseLeft] || !f.Down[mouseLeft] || f.MX != 101 {
		t.Fatalf("finger held: %+v", f)
	}
	f = fingers(&ts)
	if !f.Released[mouseLeft] || f.Down[mouseLeft] || f.MX != 101 || f.MY != 200 || f.Touches != 0 {
		t.Fatalf("finger up: %+v", f)
	}
	f = fingers(&ts)
	if f.Released[mouseLeft] || f.Pressed[mouseLeft] {
		t.Fatalf("nothing after the release: %+v", f)
	}
	// The next tap lands where that finger is, wherever the last one ended.
	f = fingers(&ts, [2]float32{500, 40})
	if !f.Pressed[mouseLeft] || f.MX != 500 || f.MY != 40 {
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
	if f.MX != 100 || f.MY != 130 || f.Released[mouseLeft] || !f.Down[mouseLeft] {
		t.Fatalf("finger lifted: %+v", f)
	}
	f = fingers(&ts, [2]float32{260, 130})
	if f.MX != 110 || f.MY != 130 {
		t.Fatalf("one finger moves on: %+v", f)
	}
	if f = fingers(&ts); !f.Released[mouseLeft] {
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
