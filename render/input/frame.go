package input

import (
	"io/fs"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Mouse buttons in Frame.
const (
	MouseLeft = iota
	mouseRight
	mouseMiddle
	NumButtons
)

// Frame is one tick of input, in device pixels. The window reads input only
// through a Frame, so a test can script the same clicks and keys a player
// makes (see Source).
type Frame struct {
	MX, MY   float32
	Down     [NumButtons]bool // held
	Pressed  [NumButtons]bool // went down this tick
	Released [NumButtons]bool // went up this tick
	// WheelY is the wheel's turn this tick in notches, positive away from
	// the player (zoom in, scroll up), the same on every platform: a
	// browser's pixel or line deltas are converted (wheelNotches), and a
	// fling is capped at maxWheelNotches a tick. Pinching two fingers turns
	// it too (touch.go).
	WheelY float32
	// DragY is how far the pointer moved down this tick (device pixels)
	// while the left button or one finger drags, once the drag has gone
	// past the slop: the readers and the log scroll by it, so one finger
	// scrolls them as the wheel does.
	DragY   float32
	Keys    []ebiten.Key // keys that went down this tick
	Chars   []rune       // characters typed this tick (a name being written)
	Held    []ebiten.Key // keys held now
	Dropped fs.FS        // files dropped onto the window this tick, or nil
	// Touches is the number of touches down (a touch acts as the left button).
	Touches int
	// TouchScreen reports that the player points with a finger: a finger
	// touched the screen and the mouse has not moved since (or, in a
	// browser, the page's main pointer is coarse and no mouse moved yet).
	// The window then hides key hints, keeps the pointer where the last
	// finger lifted (so what it points at stays shown) and asks for a
	// second tap to confirm a move (touch.go).
	TouchScreen bool
	// DPR is the device pixels per CSS pixel (the monitor's scale, 1 when
	// unknown): distances a person's hand travels (drag slops, orbit
	// speed) are measured in CSS pixels, so a swipe turns the board the
	// same on a phone and a desktop.
	DPR float32
}

// maxWheelNotches caps the wheel's turn in one tick.
const maxWheelNotches = 5

// wheelNotches converts a browser wheel event's delta to notches: Chrome
// reports 100 pixels a notch (DOM_DELTA_PIXEL, mode 0), Firefox 3 lines a
// notch (DOM_DELTA_LINE, mode 1), a page (mode 2) counts as 3 notches.
// The sign is the DOM's: positive deltaY scrolls down, which is a negative
// WheelY.
func wheelNotches(deltaY float64, mode int) float64 {
	switch mode {
	case 1:
		return -deltaY / 3
	case 2:
		return -deltaY * 3
	}
	return -deltaY / 100
}

// clampWheel caps a tick's notches at ±maxWheelNotches.
func clampWheel(n float64) float32 {
	return float32(max(-maxWheelNotches, min(maxWheelNotches, n)))
}

// KeyPressed reports whether k went down this tick.
func (f *Frame) KeyPressed(k ebiten.Key) bool {
	for _, x := range f.Keys {
		if x == k {
			return true
		}
	}
	return false
}

// KeyHeld reports whether k is held.
func (f *Frame) KeyHeld(k ebiten.Key) bool {
	for _, x := range f.Held {
		if x == k {
			return true
		}
	}
	return false
}

// Shift reports whether a shift key is held.
func (f *Frame) Shift() bool {
	return f.KeyHeld(ebiten.KeyShiftLeft) || f.KeyHeld(ebiten.KeyShiftRight)
}

// Ctrl reports whether a control (or command) key is held.
func (f *Frame) Ctrl() bool {
	return f.KeyHeld(ebiten.KeyControlLeft) || f.KeyHeld(ebiten.KeyControlRight) ||
		f.KeyHeld(ebiten.KeyMetaLeft) || f.KeyHeld(ebiten.KeyMetaRight)
}

// Source fills a Frame each tick. The window's own source reads
// Ebitengine; tests pass a scripted one.
type Source interface {
	Poll(f *Frame)
}

// Live reads the real keyboard, mouse and touch screen.
type Live struct {
	touch  touchState // fingers: see touch.go
	drag   DragTrack
	mx, my int  // the mouse cursor last tick
	moused bool // the mouse cursor has been seen
}

// Poll implements Source.
func (l *Live) Poll(f *Frame) {
	f.DPR = float32(MonitorScale())
	x, y := ebiten.CursorPosition()
	f.MX, f.MY = float32(x), float32(y)
	mouseMoved := l.moused && (x != l.mx || y != l.my)
	l.mx, l.my, l.moused = x, y, true
	bs := [NumButtons]ebiten.MouseButton{ebiten.MouseButtonLeft, ebiten.MouseButtonRight, ebiten.MouseButtonMiddle}
	for i, b := range bs {
		f.Down[i] = ebiten.IsMouseButtonPressed(b)
		f.Pressed[i] = inpututil.IsMouseButtonJustPressed(b)
		f.Released[i] = inpututil.IsMouseButtonJustReleased(b)
		mouseMoved = mouseMoved || f.Pressed[i]
	}
	if n, ok := webWheel(); ok {
		f.WheelY = clampWheel(n) // the browser's deltas, by their mode
	} else {
		_, wy := ebiten.Wheel() // notches already
		f.WheelY = clampWheel(wy)
	}
	// One finger acts as the left button; two pan and pinch (touch.go).
	l.touch.poll(f, mouseMoved)
	l.drag.Track(f)
	f.Keys = inpututil.AppendJustPressedKeys(f.Keys[:0])
	f.Held = inpututil.AppendPressedKeys(f.Held[:0])
	f.Chars = ebiten.AppendInputChars(f.Chars[:0])
	f.Dropped = ebiten.DroppedFiles()
	pollPicked(f) // a record opened with the browser's file picker
}

// MonitorScale is the device pixels per CSS (or logical) pixel. In a
// browser it is the page's devicePixelRatio as it is now: Ebitengine reads
// it once, at start, and a page zoom or a move to a screen of another
// density would be ignored until a reload.
func MonitorScale() float64 {
	if s, ok := webPixelRatio(); ok {
		return s
	}
	if m := ebiten.Monitor(); m != nil {
		if s := m.DeviceScaleFactor(); s > 0 {
			return s
		}
	}
	return 1
}

// dragSlop is how far (CSS pixels) the left button must move before its
// drag scrolls (Frame.DragY): a click that trembles is no drag.
const dragSlop = 4

// DragTrack follows the left button (or one finger) for Frame.DragY.
type DragTrack struct {
	on, past bool
	x0, y0   float32 // where the press landed
	y        float32 // the pointer's height last tick, once past the slop
}

// Track sets f.DragY from the pointer's movement with the left button
// held. Two fingers (a pinch or a pan) never scroll.
func (d *DragTrack) Track(f *Frame) {
	f.DragY = 0
	if f.Pressed[MouseLeft] {
		*d = DragTrack{on: true, x0: f.MX, y0: f.MY, y: f.MY}
	}
	if !d.on {
		return
	}
	if !f.Down[MouseLeft] || f.Touches >= 2 {
		d.on = false
		return
	}
	dpr := max(f.DPR, 1)
	if !d.past && math.Hypot(float64(f.MX-d.x0), float64(f.MY-d.y0)) > float64(dragSlop*dpr) {
		d.past = true // the scroll catches up with the finger from where it landed
	}
	if d.past {
		f.DragY = f.MY - d.y
		d.y = f.MY
	}
}
