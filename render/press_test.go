package render

import (
	"testing"

	"strategema/engine"
	"strategema/render/input"
	"strategema/render/ui"
)

// buttonNamed is the room's button labelled label, or nil.
func buttonNamed(a *App, label string) *ui.Button {
	for i := range a.buttons {
		if a.buttons[i].Label == label {
			return &a.buttons[i]
		}
	}
	return nil
}

// pointerStep is one tick of the pointer in a press test: where it is
// (relative to the button's centre, in device pixels) and what the left
// button (or the finger) does.
type pointerStep struct {
	dx, dy        float32
	down, pressed bool
	released      bool
	dragY         float32 // the scroll past the slop (input.DragTrack)
}

// TestButtonActsOnRelease: a button acts when the pointer (mouse or
// finger) lifts inside it, never on the press; a drag past the slop (a
// list's scroll), a second finger or a slide off it lets it go.
func TestButtonActsOnRelease(t *testing.T) {
	cases := []struct {
		name  string
		steps []pointerStep
		acts  bool
	}{
		{"click", []pointerStep{{down: true, pressed: true}, {released: true}}, true},
		{"held still", []pointerStep{{down: true, pressed: true}, {down: true}, {down: true, dx: 3}, {dx: 3, released: true}}, true},
		{"swipe to scroll", []pointerStep{{down: true, pressed: true}, {down: true, dy: 30, dragY: 30}, {dy: 30, released: true}}, false},
		{"swipe back inside", []pointerStep{{down: true, pressed: true}, {down: true, dy: 30, dragY: 30}, {down: true, dragY: -30}, {released: true}}, false},
		{"slide off", []pointerStep{{down: true, pressed: true}, {down: true, dx: 2000}, {dx: 2000, released: true}}, false},
	}
	for _, touch := range []bool{false, true} {
		for _, c := range cases {
			script := &scriptInput{}
			a := newTestApp(t, Options{Input: script, Quiet: true})
			run(t, a, 3)
			label := a.tr("menu.settings")
			if buttonNamed(a, label) == nil {
				t.Fatalf("the menu has no %q button", label)
			}
			pressedAt := -1 // the step whose tick opened the settings
			// The first ticks only set the touch screen (its layout is
			// larger); each step then first notes the screen the tick
			// before made.
			script.Steps = append(script.Steps, func(a *App, f *input.Frame) bool { f.TouchScreen = touch; return true })
			script.Steps = append(script.Steps, wait(2)...)
			for i := 0; i <= len(c.steps); i++ {
				script.Steps = append(script.Steps, func(a *App, f *input.Frame) bool {
					if pressedAt < 0 && a.top().name() == "settings" {
						pressedAt = i - 1
					}
					b := buttonNamed(a, label)
					if i == len(c.steps) || b == nil {
						return true
					}
					st := c.steps[i]
					f.MX, f.MY = b.R.X+b.R.W/2+st.dx, b.R.Y+b.R.H/2+st.dy
					f.Down[input.MouseLeft], f.Pressed[input.MouseLeft], f.Released[input.MouseLeft] = st.down, st.pressed, st.released
					f.DragY = st.dragY
					if touch && st.down {
						f.Touches = 1
					}
					return true
				})
			}
			runUntil(t, a, 40, script.Done)
			last := len(c.steps) - 1
			switch {
			case c.acts && pressedAt != last:
				t.Errorf("touch %v, %s: Settings opened after step %d, want on the release (step %d)", touch, c.name, pressedAt, last)
			case !c.acts && pressedAt >= 0:
				t.Errorf("touch %v, %s: Settings opened after step %d; a %s must press nothing", touch, c.name, pressedAt, c.name)
			}
		}
	}
}

// TestFingerLeavesNoHover: a game begun by a finger's tap opens with no
// cell hovered (no tip box over the lattice), and a finger lifted from the
// board leaves none behind; the mouse keeps its hover.
func TestFingerLeavesNoHover(t *testing.T) {
	for _, touch := range []bool{true, false} {
		script := &scriptInput{}
		a := newTestApp(t, Options{Input: script, Quiet: true})
		a.set.IdleRotation = false
		script.Steps = append(script.Steps, func(a *App, f *input.Frame) bool { f.TouchScreen = touch; return true })
		script.Steps = append(script.Steps, wait(2)...)
		runUntil(t, a, 10, script.Done)
		label := a.tr("menu.hotseat")
		var at [2]float32
		tapAt := func(xy func(a *App) [2]float32) []func(*App, *input.Frame) bool {
			return []func(*App, *input.Frame) bool{
				func(a *App, f *input.Frame) bool {
					at = xy(a)
					f.TouchScreen, f.MX, f.MY = touch, at[0], at[1]
					f.Down[input.MouseLeft], f.Pressed[input.MouseLeft] = true, true
					f.Touches = map[bool]int{true: 1}[touch]
					return true
				},
				func(a *App, f *input.Frame) bool {
					f.TouchScreen, f.MX, f.MY = touch, at[0], at[1]
					f.Released[input.MouseLeft] = true
					return true
				},
			}
		}
		script.Steps = append(script.Steps, tapAt(func(a *App) [2]float32 {
			b := buttonNamed(a, label)
			if b == nil {
				t.Fatalf("the menu has no %q button", label)
			}
			// the board lies under the menu's buttons: the tap lands on a cell
			return [2]float32{b.R.X + b.R.W/2, b.R.Y + b.R.H/2}
		})...)
		script.Steps = append(script.Steps, wait(10)...)
		runUntil(t, a, 40, script.Done)
		if a.top().name() != "play" {
			t.Fatalf("touch %v: the tap on %q did not start a game (screen %s)", touch, label, a.top().name())
		}
		if touch && a.play.hover != engine.NoCell {
			t.Errorf("the game begun by a tap opens with %s hovered under the lifted finger", a.play.hover)
		}
		savePNG(t, run(t, a, 1), map[bool]string{true: "touch", false: "mouse"}[touch]+"-game-start.png")
		// A tap on a unit selects it; the lifted finger hovers nothing.
		from := engine.NewCell(1, 3, 1) // L2-D2
		script.Steps = append(script.Steps, clickCell(from, true)...)
		for i := range script.Steps[len(script.Steps)-5:] {
			step := script.Steps[len(script.Steps)-5+i]
			script.Steps[len(script.Steps)-5+i] = func(a *App, f *input.Frame) bool {
				f.TouchScreen = touch
				return step(a, f)
			}
		}
		script.Steps = append(script.Steps, wait(5)...)
		runUntil(t, a, 60, script.Done)
		if a.play.m.Sel != from {
			t.Fatalf("touch %v: the tap on %s selected %s", touch, from, a.play.m.Sel)
		}
		switch {
		case touch && a.play.hover != engine.NoCell:
			t.Errorf("a lifted finger left %s hovered (and its tip box)", a.play.hover)
		case !touch && a.play.hover != from:
			t.Errorf("the mouse resting on %s hovers %s", from, a.play.hover)
		}
	}
}
