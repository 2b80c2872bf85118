package input

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
//   - one finger is the left mouse button: a tap selects, previews and
//     moves (a press and a release without a drag: see touchFlow), a drag
//     orbits the camera or scrolls a reader;
//   - a finger that slides less than touchSlop CSS pixels is still a tap:
//     the pointer stays where it landed until then (fingers tremble by 5
//     to 10 pixels), and then catches up with the finger;
//   - after the finger lifts the pointer stays where it was, so the cell
//     it pointed at stays hovered (a touch screen has no hover of its own)
//     until a finger lands elsewhere or the mouse moves;
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
	// slop is touchSlop in device pixels; held reports that the finger
	// down has not gone past it yet (the pointer stays at x0, y0).
	slop   float32
	held   bool
	x0, y0 float32
	// active reports that the pointer is a finger: set when one lands,
	// cleared when the mouse moves.
	active bool
	mouse  bool // the mouse has moved since the window opened
}

// touchSlop is how far (CSS pixels) one finger may slide and still tap.
const touchSlop = 10

// pinchNotch is the zoom factor of one wheel notch on the board.
const pinchNotch = 1.12

// poll reads Ebitengine's touches and folds them into f; mouseMoved
// reports that the mouse moved or clicked this tick (the pointer is the
// mouse again).
func (t *touchState) poll(f *Frame, mouseMoved bool) {
	t.ids = ebiten.AppendTouchIDs(t.ids[:0])
	t.pts = t.pts[:0]
	for _, id := range t.ids {
		x, y := ebiten.TouchPosition(id)
		t.pts = append(t.pts, touchPoint{id: id, x: float32(x), y: float32(y)})
	}
	if mouseMoved && len(t.pts) == 0 && !t.wasDown {
		t.active = false
	}
	t.slop = touchSlop * max(f.DPR, 1)
	t.apply(t.pts, f)
	f.TouchScreen = t.active
	if coarse, ok := webCoarsePointer(); ok && !t.active && !t.mouseSeen(mouseMoved) {
		f.TouchScreen = coarse // a phone before its first touch
	}
}

// mouseSeen reports whether the mouse has moved since the window opened.
func (t *touchState) mouseSeen(moved bool) bool {
	t.mouse = t.mouse || moved
	return t.mouse
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
			t.held, t.x0, t.y0 = n == 1, x, y
			t.active = true
		case n != t.n:
			// A finger joined or left: keep the pointer where it was.
			t.offX, t.offY = t.ax-x, t.ay-y
			t.held = false
		}
		if t.held && math.Hypot(float64(x-t.x0), float64(y-t.y0)) > float64(t.slop) {
			t.held = false // a drag: the pointer catches up with the finger
		}
		if t.held {
			t.ax, t.ay = t.x0, t.y0
		} else {
			t.ax, t.ay = x+t.offX, y+t.offY
		}
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
	if down || t.wasDown || t.active {
		f.MX, f.MY = t.ax, t.ay // after the lift too: what it pointed at stays hovered
		f.Down[MouseLeft] = f.Down[MouseLeft] || down
		f.Pressed[MouseLeft] = f.Pressed[MouseLeft] || (down && !t.wasDown)
		f.Released[MouseLeft] = f.Released[MouseLeft] || (!down && t.wasDown)
	}
	t.wasDown, t.n = down, n
}

// orbitPerCSSPixel is the camera's turn (radians) for a drag of one CSS
// pixel: a 70-pixel swipe turns the board 24 degrees on a phone and on a
// desktop alike.
const orbitPerCSSPixel = 0.006

// OrbitAngle is the camera's turn (radians) for a drag of d device pixels
// at dpr device pixels a CSS pixel.
func OrbitAngle(d, dpr float32) float32 { return d * orbitPerCSSPixel / max(dpr, 1) }

// ZoomFactor is the camera's zoom for a turn of the wheel of notches: a
// notch zooms as a pinch's notch does (pinchNotch).
func ZoomFactor(notches float32) float32 {
	return float32(math.Pow(pinchNotch, float64(notches)))
}
