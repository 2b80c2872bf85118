package render

import (
	"github.com/hajimehoshi/ebiten/v2"

	"strategema/engine"
	"strategema/render/input"
	"strategema/render/match"
	"strategema/render/scene"
	"strategema/render/ui"
)

// camera.go: the camera's input, one code for every board a person plays
// on: the play room's (controls.go) and the lesson and puzzle boards'
// (learnboard.go).

// cameraInput is how a person moves the window's camera (a.view): the
// keys that turn, zoom and reset it, show the map or one level, and the
// pointer's drags and wheel over the board. The App reaches it as a.cam.
type cameraInput struct{ a *App }

// boardPointer is a room's pointer over its board: the hovered cell and
// what it was picked for.
type boardPointer struct {
	hover    engine.Cell // the cell under the pointer, or NoCell
	lastPick pickKey
}

// pickKey is what the hovered cell depends on: picking runs only when it
// changes.
type pickKey struct {
	x, y   float32
	cam    scene.Orbit
	mode   scene.Mode
	solo   int
	spread float32
	ver    int
	w, h   float32
}

// toggleMap switches between the 3D board and the flat map.
func (c cameraInput) toggleMap() {
	a := c.a
	if a.view.Mode == scene.Flat {
		a.view.Mode = scene.Stacked
	} else {
		a.view.Mode = scene.Flat
	}
	a.view.Cam.PanX, a.view.Cam.PanY, a.view.Cam.Zoom = 0, 0, 1
	a.idle = 0
}

// key handles a camera key: M the map, C the camera's reset, 0 every
// level and 1–4 one alone, [ and ] the levels' spread, + and − the zoom.
// It reports whether k was one.
func (c cameraInput) key(k ebiten.Key) bool {
	a := c.a
	switch k {
	case ebiten.KeyM:
		c.toggleMap()
	case ebiten.KeyC:
		a.view.Cam = scene.DefaultOrbit()
	case ebiten.KeyDigit0, ebiten.KeyNumpad0:
		a.view.Solo = 0
	case ebiten.KeyDigit1, ebiten.KeyDigit2, ebiten.KeyDigit3, ebiten.KeyDigit4:
		a.view.Solo = int(k-ebiten.KeyDigit1) + 1
	case ebiten.KeyBracketLeft:
		a.set.Spread = max(a.set.Spread-0.4, scene.MinSpread)
		a.saveSettings()
	case ebiten.KeyBracketRight:
		a.set.Spread = min(a.set.Spread+0.4, scene.MaxSpread)
		a.saveSettings()
	case ebiten.KeyEqual, ebiten.KeyNumpadAdd:
		a.view.Cam.Zoom *= 1.15
	case ebiten.KeyMinus, ebiten.KeyNumpadSubtract:
		a.view.Cam.Zoom /= 1.15
	default:
		return false
	}
	return true
}

// orbitKeys turns the camera while Shift and an arrow are held.
func (c cameraInput) orbitKeys() {
	a := c.a
	f := &a.fr
	if !f.Shift() {
		return
	}
	sp := 1.6 * a.dt
	if f.KeyHeld(ebiten.KeyArrowLeft) {
		a.view.Cam.Yaw -= sp
		a.idle = 0
	}
	if f.KeyHeld(ebiten.KeyArrowRight) {
		a.view.Cam.Yaw += sp
		a.idle = 0
	}
	if f.KeyHeld(ebiten.KeyArrowUp) {
		a.view.Cam.Pitch += sp
		a.idle = 0
	}
	if f.KeyHeld(ebiten.KeyArrowDown) {
		a.view.Cam.Pitch -= sp
		a.idle = 0
	}
}

// pointer reads the pointer over the board showing m: it picks bp's
// hovered cell again when what it depends on changed (while keyboard,
// the keyboard cursor showing, only on a press, and a miss leaves the
// hover; on a touch screen only while a finger is down, and the lift
// clears it); a left drag orbits (pans on the flat map and with two
// fingers), a right or middle drag pans, the wheel zooms unless
// wheelTaken (a panel under the pointer scrolls instead). It reports a
// click, a left press released without a drag, with the cell under it
// (hit false: no cell).
func (c cameraInput) pointer(bp *boardPointer, m *match.Match, keyboard, wheelTaken bool) (cell engine.Cell, hit, clicked bool) {
	a := c.a
	f := &a.fr
	v := a.view
	inView := ui.Rect{X: v.X0, Y: v.Y0, W: v.W, H: v.H}.Contains(f.MX, f.MY)
	key := pickKey{f.MX, f.MY, v.Cam, v.Mode, v.Solo, v.Spread, m.Version, v.W, v.H}
	lifted := f.TouchScreen && !f.Down[input.MouseLeft] // a finger hovers only while down
	if lifted && f.Released[input.MouseLeft] {
		bp.hover = engine.NoCell // a lifted finger leaves no hover (a tap may point again: tap.go)
	}
	if (!keyboard || f.Pressed[input.MouseLeft]) && key != bp.lastPick && !lifted {
		bp.lastPick = key
		if c, ok := v.Pick(f.MX, f.MY, m.Occupied(), m.Dests); ok && inView {
			bp.hover = c
		} else if !keyboard {
			bp.hover = engine.NoCell
		}
	}
	if c.gesture(inView, wheelTaken) {
		clicked = true
		cell, hit = v.Pick(f.MX, f.MY, m.Occupied(), m.Dests)
	}
	return cell, hit, clicked
}

// gesture moves the camera by the pointer: a drag that starts in the
// board's view (inView) orbits with the left button (pans on the flat
// map and with two fingers), pans with the right or middle one; the
// wheel zooms unless wheelTaken (a panel under the pointer scrolls
// instead). It reports a left press released without a drag: a click.
func (c cameraInput) gesture(inView, wheelTaken bool) (clicked bool) {
	a := c.a
	f := &a.fr
	v := a.view
	d := &a.drag
	for b := 0; b < input.NumButtons; b++ {
		if f.Pressed[b] && inView && !a.pressOnUI && d.button < 0 {
			*d = pointerDrag{b, f.MX, f.MY, false}
		}
	}
	if d.button >= 0 {
		dx, dy := d.follow(f, float32(a.pt.Scale))
		if f.Touches >= 2 { // two fingers are a gesture, never a tap
			d.moved = true
		}
		if d.moved {
			a.idle = 0
			switch {
			case d.button == input.MouseLeft && v.Mode == scene.Stacked && f.Touches < 2:
				orbitCamera(v, f, dx, dy)
			default:
				ppu := v.PixelsPerUnit(scene.Vec{})
				if ppu > 0 {
					v.Cam.PanX += dx / ppu
					v.Cam.PanY -= dy / ppu
				}
			}
			d.x, d.y = f.MX, f.MY
		}
		if f.Released[d.button] || !f.Down[d.button] {
			clicked = d.button == input.MouseLeft && !d.moved
			d.button = -1
		}
	}
	if f.WheelY != 0 && inView && !wheelTaken {
		v.Cam.Zoom *= input.ZoomFactor(f.WheelY)
		a.idle = 0
	}
	return clicked
}

// follow is the pointer's move since the drag's last point; the drag
// counts as moved once it goes past the slop (6 layout pixels at scale
// s), a click that trembles being no drag.
func (d *pointerDrag) follow(f *input.Frame, s float32) (dx, dy float32) {
	dx, dy = f.MX-d.x, f.MY-d.y
	if !d.moved && dx*dx+dy*dy > 36*s*s {
		d.moved = true
	}
	return dx, dy
}

// orbitCamera turns v's camera for a drag of (dx, dy) device pixels: one
// law for the play room's board and How to play's, a swipe turning the
// board the same on every screen.
func orbitCamera(v *scene.View, f *input.Frame, dx, dy float32) {
	v.Cam.Yaw += input.OrbitAngle(dx, f.DPR)
	v.Cam.Pitch += input.OrbitAngle(dy, f.DPR)
}
