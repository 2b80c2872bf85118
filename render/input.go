package render

import (
	"io/fs"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Mouse buttons in Frame.
const (
	mouseLeft = iota
	mouseRight
	mouseMiddle
	numButtons
)

// Frame is one tick of input, in device pixels. The window reads input only
// through a Frame, so a test can script the same clicks and keys a player
// makes (see InputSource).
type Frame struct {
	MX, MY   float32
	Down     [numButtons]bool // held
	Pressed  [numButtons]bool // went down this tick
	Released [numButtons]bool // went up this tick
	WheelY   float32
	Keys     []ebiten.Key // keys that went down this tick
	Held     []ebiten.Key // keys held now
	Dropped  fs.FS        // files dropped onto the window this tick, or nil
	// Touches is the number of touches down (a touch acts as the left button).
	Touches int
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

// InputSource fills a Frame each tick. The window's own source reads
// Ebitengine; tests pass a scripted one.
type InputSource interface {
	Poll(f *Frame)
}

// liveInput reads the real keyboard, mouse and touch screen.
type liveInput struct {
	touch touchState // fingers: see touch.go
}

// Poll implements InputSource.
func (l *liveInput) Poll(f *Frame) {
	x, y := ebiten.CursorPosition()
	f.MX, f.MY = float32(x), float32(y)
	bs := [numButtons]ebiten.MouseButton{ebiten.MouseButtonLeft, ebiten.MouseButtonRight, ebiten.MouseButtonMiddle}
	for i, b := range bs {
		f.Down[i] = ebiten.IsMouseButtonPressed(b)
		f.Pressed[i] = inpututil.IsMouseButtonJustPressed(b)
		f.Released[i] = inpututil.IsMouseButtonJustReleased(b)
	}
	_, wy := ebiten.Wheel()
	f.WheelY = float32(wy)
	// One finger acts as the left button; two pan and pinch (touch.go).
	l.touch.poll(f)
	f.Keys = inpututil.AppendJustPressedKeys(f.Keys[:0])
	f.Held = inpututil.AppendPressedKeys(f.Held[:0])
	f.Dropped = ebiten.DroppedFiles()
	pollWeb(f) // a record opened with the browser's file picker
}

// Script is an InputSource that replays prepared ticks: each step fills
// the frame given the app (so it can aim at where a cell is drawn now) and
// returns true when done; a step returning false runs again next tick
// (waiting for the animations, say). After the last step it reports no
// input.
type Script struct {
	Steps []func(a *App, f *Frame) bool
	app   *App
	i     int
}

// Poll implements InputSource.
func (s *Script) Poll(f *Frame) {
	*f = Frame{Keys: f.Keys[:0], Held: f.Held[:0], MX: f.MX, MY: f.MY}
	if s.i < len(s.Steps) && s.Steps[s.i](s.app, f) {
		s.i++
	}
}

// Done reports whether every step has run.
func (s *Script) Done() bool { return s.i >= len(s.Steps) }
