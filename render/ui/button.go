package ui

import (
	"github.com/hajimehoshi/ebiten/v2"

	"strategema/render/colour"
)

// Button is a clickable rectangle of the room on top; the room's layout
// rebuilds the list every tick, its press handles a click and Draw paints
// it. Its id is the room's own (each room numbers its buttons), arg a
// detail (which record, which level).
type Button struct {
	R       Rect
	Label   string
	Hint    string // the key, shown small on the right
	ID, Arg int
	Enabled bool
	On      bool   // a toggled state
	Accent  bool   // the screen's main action
	Left    bool   // the label starts at the left (a list's line)
	About   string // what a button of a row acts on (the row's label: "Fullscreen"), for tests
}

// MinTouchTarget is the least width and height of a button on a touch
// screen, in CSS (device-independent) pixels: a finger's target (WCAG
// 2.5.5).
const MinTouchTarget = 44

// GrowToTouch grows r about its centre to at least least pixels wide and
// high (a finger's target on a touch screen).
func GrowToTouch(r Rect, least float32) Rect {
	if r.W < least {
		r.X, r.W = r.X-(least-r.W)/2, least
	}
	if r.H < least {
		r.Y, r.H = r.Y-(least-r.H)/2, least
	}
	return r
}

// DrawButtons paints bs. A button lights up under the pointer at (mx,
// my) when hover says the pointer hovers at all (no dialog is open; on a
// touch screen, a finger is down); keys shows their keys on the right.
func DrawButtons(pt *Painter, dst *ebiten.Image, bs []Button, mx, my float32, hover, keys bool) {
	s := float32(pt.Scale)
	for i := range bs {
		bt := &bs[i]
		hot := hover && bt.Enabled && bt.R.Contains(mx, my)
		c := colButton
		switch {
		case !bt.Enabled:
			c = ColDisabled
		case hot:
			c = colButtonHi
		case bt.On:
			c = ColPanelHi.Lerp(colButtonHi, 0.6)
		case bt.Accent:
			c = colour.Color{R: 0.12, G: 0.27, B: 0.5, A: 0.97}
		}
		pt.Rect(bt.R, c, 7*s, 1.2*s)
	}
	for i := range bs {
		bt := &bs[i]
		tc := ColText
		if !bt.Enabled {
			tc = ColDim.Alpha(0.6)
		}
		f := pt.Body
		if bt.Accent {
			f = pt.Bold
		}
		lw := pt.Width(bt.Label, f)
		hw := float32(0)
		hint := bt.Hint != "" && keys
		if hint {
			hw = pt.Width(bt.Hint, pt.Small) + 8*s
		}
		if room := bt.R.W - 16*s; lw+hw > room { // too long for the button
			hint, hw = false, 0
			if lw > room {
				drawFitted(pt, dst, bt, bt.R.W-8*s, tc)
				continue
			}
		}
		x := bt.R.X + (bt.R.W-lw-hw)/2
		if bt.Left {
			x = bt.R.X + 12*s
		}
		y := bt.R.Y + (bt.R.H-float32(f.Size)*1.25)/2
		pt.Text(dst, bt.Label, f, x, y, tc)
		if hint {
			pt.Text(dst, bt.Hint, pt.Small, x+lw+8*s, bt.R.Y+(bt.R.H-float32(pt.Small.Size)*1.25)/2, ColDim)
		}
	}
}

// drawFitted draws a label too wide for its button in the small face, on
// two lines (at a space) where one is still too wide: a long word of
// another language ("Предложить ничью") fits a phone's narrow button.
func drawFitted(pt *Painter, dst *ebiten.Image, bt *Button, room float32, c colour.Color) {
	f := pt.Small
	lines := []string{bt.Label}
	if pt.Width(bt.Label, f) > room {
		lines = pt.Wrap(nil, bt.Label, f, room)
	}
	lh := pt.LineH(f)
	y := bt.R.Y + (bt.R.H-float32(len(lines))*lh)/2
	for _, l := range lines {
		w := pt.Width(l, f)
		x := bt.R.X + (bt.R.W-w)/2
		if bt.Left {
			x = bt.R.X + 8*float32(pt.Scale)
		}
		pt.Text(dst, l, f, x, y, c)
		y += lh
	}
}
