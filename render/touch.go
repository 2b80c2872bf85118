package render

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// touchPoint is one finger on the screen, in device pixels.
type touchPoint struct {
	id   ebiten.TouchID
	x, y float32
}

// touchState turns the touch screen into the Frame's pointer:
//
//   - one finger is the left mouse button: a tap selects and moves (a press
//     and a release without a drag), a drag orbits the camera;
//   - two fingers pan with their midpoint, and pinching zooms: the change
//     of their distance is reported as wheel notches (Frame.WheelY), so the
//     board, the replay and the documents zoom or scroll exactly as they do
//     for the mouse wheel (play.go zooms by 1.12 per notch).
//
// The pointer never jumps when a finger joins or leaves: the offset
// between the fingers' anchor and the reported pointer is carried over, so
// a drag that goes from one finger to two and back stays continuous. Frame
// .Touches stays ≥ 2 for the whole of a two-finger gesture's ticks, which
// the board reads as a drag, never as a tap.
type touchState struct {
	pts     []touchPoint
	ids     []ebiten.TouchID
	n       int     // fingers down last tick
	ax, ay  float32 // reported pointer (device pixels)
	offX    float32 // reported pointer minus the fingers' anchor
	offY    float32
	pinchD  float32 // distance between the first two fingers last tick, 0 if fewer
	wasDown bool
}

// pinchNotch is the zoom factor of one wheel notch on the board.
const pinchNotch = 1.12

// poll reads Ebitengine's touches and folds them into f.
func (t *touchState) poll(f *Frame) {
	t.ids = ebiten.AppendTouchIDs(t.ids[:0])
	t.pts = t.pts[:0]
	for _, id := range t.ids {
		x, y := ebiten.TouchPosition(id)
		t.pts = append(t.pts, touchPoint{id: id, x: float32(x), y: float32(y)})
	}
	t.apply(t.pts, f)
}

// apply folds the fingers down this tick (pts, ordered as Ebitengine
// lists them) into f. It is separate from poll so tests can feed fingers.
func (t *touchState) apply(pts []touchPoint, f *Frame) {
	n := len(pts)
	f.Touches = n
	down := n > 0
	if down {
		var x, y float32
		if n == 1 {
			x, y = pts[0].x, pts[0].y
		} else {
			x, y = (pts[0].x+pts[1].x)/2, (pts[0].y+pts[1].y)/2
		}
		switch {
		case !t.wasDown:
			t.offX, t.offY = 0, 0 // a fresh press lands where the finger is
		case n != t.n:
			// A finger joined or left: keep the pointer where it was.
			t.offX, t.offY = t.ax-x, t.ay-y
		}
		t.ax, t.ay = x+t.offX, y+t.offY
		if n >= 2 {
			d := float32(math.Hypot(float64(pts[0].x-pts[1].x), float64(pts[0].y-pts[1].y)))
			if t.pinchD > 0 && d > 0 && t.n >= 2 {
				f.WheelY += float32(math.Log(float64(d/t.pinchD)) / math.Log(pinchNotch))
			}
			t.pinchD = d
		} else {
			t.pinchD = 0
		}
	} else {
		t.pinchD = 0
	}
	if down || t.wasDown {
		f.MX, f.MY = t.ax, t.ay
		f.Down[mouseLeft] = f.Down[mouseLeft] || down
		f.Pressed[mouseLeft] = f.Pressed[mouseLeft] || (down && !t.wasDown)
		f.Released[mouseLeft] = f.Released[mouseLeft] || (!down && t.wasDown)
	}
	t.wasDown, t.n = down, n
}
