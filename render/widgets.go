package render

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/render/scene"
)

// bgColor is the window's background, boxed once (no per-frame allocation).
var bgColor color.Color = color.RGBA{R: 4, G: 6, B: 13, A: 255}

// button is a clickable rectangle of the room on top; the room's layout
// rebuilds the list every tick, its press handles a click and Draw paints
// it. Its id is the room's own (each room numbers its buttons), arg a
// detail (which record, which level).
type button struct {
	r       Rect
	label   string
	hint    string // the key, shown small on the right
	id, arg int
	enabled bool
	on      bool   // a toggled state
	accent  bool   // the screen's main action
	left    bool   // the label starts at the left (a list's line)
	about   string // what a button of a row acts on (the row's label: "Fullscreen"), for tests
}

// minTouchTarget is the least width and height of a button on a touch
// screen, in CSS (device-independent) pixels: a finger's target (WCAG
// 2.5.5).
const minTouchTarget = 44

// addButton appends a button of the room on top. On a touch screen a
// button smaller than a finger's target grows about its centre to
// minTouchTarget.
func (a *App) addButton(r Rect, label, hint string, id, arg int, enabled bool) *button {
	if a.touchUI() {
		least := float32(minTouchTarget * a.deviceScale())
		if r.W < least {
			r.X, r.W = r.X-(least-r.W)/2, least
		}
		if r.H < least {
			r.Y, r.H = r.Y-(least-r.H)/2, least
		}
	}
	a.buttons = append(a.buttons, button{r: r, label: label, hint: hint, id: id, arg: arg, enabled: enabled})
	return &a.buttons[len(a.buttons)-1]
}

// drawButtons paints the buttons of the room on top.
func (a *App) drawButtons(dst *ebiten.Image) {
	pt := a.pt
	s := float32(pt.scale)
	for i := range a.buttons {
		bt := &a.buttons[i]
		hot := a.dialog == nil && bt.enabled && bt.r.Contains(a.fr.MX, a.fr.MY) &&
			(!a.touchUI() || a.fr.Down[mouseLeft]) // a lifted finger hovers nothing
		c := colButton
		switch {
		case !bt.enabled:
			c = colDisabled
		case hot:
			c = colButtonHi
		case bt.on:
			c = colPanelHi.Lerp(colButtonHi, 0.6)
		case bt.accent:
			c = scene.Color{R: 0.12, G: 0.27, B: 0.5, A: 0.97}
		}
		pt.Rect(bt.r, c, 7*s, 1.2*s)
	}
	for i := range a.buttons {
		bt := &a.buttons[i]
		tc := colText
		if !bt.enabled {
			tc = colDim.Alpha(0.6)
		}
		f := pt.Body
		if bt.accent {
			f = pt.Bold
		}
		lw := pt.Width(bt.label, f)
		hw := float32(0)
		hint := bt.hint != "" && !a.touchUI() // no keys on a touch screen
		if hint {
			hw = pt.Width(bt.hint, pt.Small) + 8*s
		}
		x := bt.r.X + (bt.r.W-lw-hw)/2
		if bt.left {
			x = bt.r.X + 12*s
		}
		y := bt.r.Y + (bt.r.H-float32(f.Size)*1.25)/2
		pt.Text(dst, bt.label, f, x, y, tc)
		if hint {
			pt.Text(dst, bt.hint, pt.Small, x+lw+8*s, bt.r.Y+(bt.r.H-float32(pt.Small.Size)*1.25)/2, colDim)
		}
	}
}

// dialog is a modal question or message over the current screen.
type dialog struct {
	title, text string
	lines       []string // text wrapped for wrapW at wrapScale
	wrapScale   float64
	wrapW       float32
	choices     []dialogChoice
}

type dialogChoice struct {
	label string
	key   ebiten.Key
	do    func()
}

// showMessage opens a message with an OK button.
func (a *App) showMessage(title, text string) {
	a.dialog = &dialog{title: title, text: text, choices: []dialogChoice{{label: a.tr("ui.ok"), key: ebiten.KeyEnter}}}
}

// ask opens a question with two answers.
func (a *App) ask(title, text, yes string, onYes func(), no string, onNo func()) {
	a.dialog = &dialog{title: title, text: text, choices: []dialogChoice{
		{label: yes, key: ebiten.KeyY, do: onYes}, {label: no, key: ebiten.KeyN, do: onNo}}}
}

// rects lays the dialog out for a w×h window at pt's scale, wrapping its
// text again when the scale or the width changed since the last time.
func (d *dialog) rects(pt *painter, ww, wh float32) (Rect, []Rect) {
	s := float32(pt.scaleOr1())
	w := min(560*s, ww-40*s)
	if d.lines == nil || pt.scale != d.wrapScale || w != d.wrapW {
		d.lines = pt.Wrap(d.lines[:0], d.text, pt.Body, w-48*s)
		d.wrapScale, d.wrapW = pt.scale, w
	}
	h := 130*s + float32(len(d.lines))*pt.LineH(pt.Body)
	r := Rect{(ww - w) / 2, (wh - h) / 2, w, h}
	bs := make([]Rect, len(d.choices))
	bw := 150 * s
	x := r.X + r.W - 24*s - float32(len(bs))*(bw+12*s) + 12*s
	for i := range bs {
		bs[i] = Rect{x + float32(i)*(bw+12*s), r.Y + r.H - 58*s, bw, 40 * s}
	}
	return r, bs
}

// update takes the dialog's answer from the keys or a click, closes it
// and runs the answer's action.
func (d *dialog) update(a *App) {
	if a.pt == nil {
		return
	}
	_, bs := d.rects(a.pt, a.w, a.h)
	f := &a.fr
	pick := -1
	for i, c := range d.choices {
		if f.KeyPressed(c.key) {
			pick = i
		}
		if f.Pressed[mouseLeft] && bs[i].Contains(f.MX, f.MY) {
			pick = i
		}
	}
	if len(d.choices) == 1 && (f.KeyPressed(ebiten.KeyEnter) || f.KeyPressed(ebiten.KeyEscape) || f.KeyPressed(ebiten.KeySpace)) {
		pick = 0
	}
	if len(d.choices) == 2 && f.KeyPressed(ebiten.KeyEscape) {
		pick = 1
	}
	if pick >= 0 {
		a.dialog = nil
		if do := d.choices[pick].do; do != nil {
			do()
		}
		a.pressOnUI = true
	}
}

// draw paints the dialog over a dimmed window.
func (d *dialog) draw(a *App, dst *ebiten.Image) {
	pt := a.pt
	s := float32(pt.scale)
	pt.Rect(Rect{0, 0, a.w, a.h}, scene.Color{A: 0.45}, 0, 0)
	r, bs := d.rects(pt, a.w, a.h)
	pt.Rect(r, colPanel.Alpha(0.97), 12*s, 1.5*s)
	for _, b := range bs {
		c := colButton
		if b.Contains(a.fr.MX, a.fr.MY) {
			c = colButtonHi
		}
		pt.Rect(b, c, 7*s, 1.2*s)
	}
	pt.Text(dst, d.title, pt.Title, r.X+24*s, r.Y+20*s, colText)
	y := r.Y + 64*s
	for _, l := range d.lines {
		pt.Text(dst, l, pt.Body, r.X+24*s, y, colText)
		y += pt.LineH(pt.Body)
	}
	for i, b := range bs {
		pt.TextCentered(dst, d.choices[i].label, pt.Bold, b, colText)
	}
}

// note is the short message at the bottom of the window (a.say): its
// text and how long it stays, fading in its last second. The App reaches
// it as a.note.
type note struct {
	text string
	t    float32 // seconds left
}

// show shows msg for four seconds.
func (n *note) show(msg string) { n.text, n.t = msg, 4 }

// tick counts a frame off the note's time.
func (n *note) tick() {
	if n.t > 0 {
		n.t -= dt
	}
}

// showing reports whether the note is on the window.
func (n *note) showing() bool { return n.t > 0 }

// draw paints the note over a's window.
func (n *note) draw(a *App, dst *ebiten.Image) {
	if n.t <= 0 || n.text == "" {
		return
	}
	pt := a.pt
	s := float32(pt.scale)
	msg := elideEnd(pt, n.text, pt.Body, a.w-72*s)
	r := n.rect(a, pt.Width(msg, pt.Body)+32*s)
	al := min(1, n.t)
	pt.Rect(r, colPanelHi.Alpha(0.95*al), 8*s, 1.2*s)
	pt.TextCentered(dst, msg, pt.Body, r, colText.Alpha(al))
}

// rect places a note of width w where it covers none of a's buttons:
// above the bottom of the window if that is free, else at the very
// bottom, else at the top.
func (*note) rect(a *App, w float32) Rect {
	s := float32(a.pt.scale)
	h := 38 * s
	var r Rect
	for _, y := range [...]float32{a.h - 120*s, a.h - h - 8*s, 8 * s, (a.h - h) / 2} {
		r = Rect{(a.w - w) / 2, y, w, h}
		free := true
		for i := range a.buttons {
			b := a.buttons[i].r
			if r.X < b.X+b.W && b.X < r.X+r.W && r.Y < b.Y+b.H && b.Y < r.Y+r.H {
				free = false
				break
			}
		}
		if free {
			return r
		}
	}
	return r
}

func (p *painter) scaleOr1() float64 {
	if p == nil || p.scale == 0 {
		return 1
	}
	return p.scale
}
