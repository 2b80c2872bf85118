package render

import (
	"strategema/render/input"
	"strategema/render/ui"

	"github.com/hajimehoshi/ebiten/v2"
)

// addButton appends a button of the room on top. On a touch screen a
// button smaller than a finger's target grows about its centre to
// minTouchTarget.
func (a *App) addButton(r ui.Rect, label, hint string, id, arg int, enabled bool) *ui.Button {
	if a.touchUI() {
		r = ui.GrowToTouch(r, float32(ui.MinTouchTarget*a.deviceScale()))
	}
	a.buttons = append(a.buttons, ui.Button{R: r, Label: label, Hint: hint, ID: id, Arg: arg, Enabled: enabled})
	return &a.buttons[len(a.buttons)-1]
}

// heldButton is the button (or the dialog's answer) the pointer went
// down on. A button acts when the pointer lifts inside it, as a desktop's
// buttons do: a finger that lands on a button of a list and swipes to
// scroll it, or slides off, chooses nothing. The list is laid out again
// every tick, so the button is known by its room's id and arg.
type heldButton struct {
	on      bool
	id, arg int
	label   string
	answer  int // the dialog's answer, -1 for none
}

// sameButton reports whether b is the button h went down on.
func (h *heldButton) sameButton(b *ui.Button) bool {
	return h.on && h.answer < 0 && b.ID == h.id && b.Arg == h.arg && b.Label == h.label
}

// buttonAt is the button of the room on top under (x, y), or nil.
func (a *App) buttonAt(x, y float32) *ui.Button {
	for i := range a.buttons {
		if a.buttons[i].R.Contains(x, y) {
			return &a.buttons[i]
		}
	}
	return nil
}

// pressButtons reads the left button (or a finger) over the room's
// buttons: a press on one holds it (and keeps the press from the board
// under it), a drag past the slop or a move off it lets it go, and a
// release inside it presses it.
func (a *App) pressButtons() {
	f := &a.fr
	h := &a.held
	if f.Pressed[input.MouseLeft] {
		a.pressOnUI = false
		*h = heldButton{answer: -1}
		if b := a.buttonAt(f.MX, f.MY); b != nil {
			a.pressOnUI = true
			*h = heldButton{on: b.Enabled, id: b.ID, arg: b.Arg, label: b.Label, answer: -1}
		}
	}
	if !h.on {
		return
	}
	b := a.buttonAt(f.MX, f.MY)
	if f.DragY != 0 || f.Touches >= 2 || b == nil || !h.sameButton(b) {
		h.on = false // a drag (a list's scroll), a pinch or a slide off it
		return
	}
	if f.Released[input.MouseLeft] || !f.Down[input.MouseLeft] {
		h.on = false
		a.sound.play(soundClick)
		r := a.top()
		r.press(b)
		if a.top() != r {
			a.layout() // the room it opened: its buttons, not the old room's, this frame
		}
	}
}

// drawButtons paints the buttons of the room on top: none lights up under
// the pointer while a dialog is open, or under a lifted finger; a touch
// screen shows no keys.
func (a *App) drawButtons(dst *ebiten.Image) {
	hover := a.dialog == nil && (!a.touchUI() || a.fr.Down[input.MouseLeft])
	if a.held.on && a.fr.Down[input.MouseLeft] {
		hover = hover && a.held.answer < 0 // only the button held lights up
		if b := a.buttonAt(a.fr.MX, a.fr.MY); b == nil || !a.held.sameButton(b) {
			hover = false
		}
	}
	ui.DrawButtons(a.pt, dst, a.buttons, a.fr.MX, a.fr.MY, hover, !a.touchUI())
}

// showMessage opens a message with an OK button.
func (a *App) showMessage(title, text string) {
	a.dialog = ui.NewMessage(title, text, a.tr("ui.ok"))
}

// ask opens a question with two answers.
func (a *App) ask(title, text, yes string, onYes func(), no string, onNo func()) {
	a.dialog = ui.NewQuestion(title, text, yes, onYes, no, onNo)
}

// updateDialog takes the open dialog's answer from the keys or a click,
// closes it and runs the answer's action.
func (a *App) updateDialog() {
	d := a.dialog
	if a.pt == nil || d == nil {
		return
	}
	f := &a.fr
	h := &a.held
	noKeys := func(ebiten.Key) bool { return false }
	at := d.Pick(a.pt, a.w, a.h, noKeys, true, f.MX, f.MY) // the answer under the pointer
	if f.Pressed[input.MouseLeft] {
		*h = heldButton{on: at >= 0, answer: at}
		a.pressOnUI = true // a press in a dialog never reaches the room under it
	}
	if h.on && h.answer >= 0 && (f.DragY != 0 || f.Touches >= 2 || at != h.answer) {
		h.on = false
	}
	i := d.Pick(a.pt, a.w, a.h, f.KeyPressed, false, f.MX, f.MY)
	if h.on && h.answer >= 0 && (f.Released[input.MouseLeft] || !f.Down[input.MouseLeft]) {
		h.on, i = false, h.answer // an answer acts when the pointer lifts inside it
	}
	if i >= 0 {
		a.dialog = nil
		d.Do(i)
		a.pressOnUI = true
	}
}

// dragScroll is how far a drag over area scrolls it this tick, in device
// pixels, positive as the pointer moves down: one finger or the mouse
// scrolls a list or a page as the wheel does (Frame.DragY, past its
// slop), unless the drag is turning the board.
func (a *App) dragScroll(area ui.Rect) float32 {
	f := &a.fr
	if f.DragY == 0 || a.drag.button >= 0 || !area.Contains(f.MX, f.MY) {
		return 0
	}
	return f.DragY
}

// scrollList scrolls sc under the wheel (step pixels a notch) and a drag
// over area, as the readers scroll a page.
func (a *App) scrollList(sc *ui.Scroller, area ui.Rect, step float32) {
	if a.dialog != nil {
		return
	}
	if a.fr.WheelY != 0 && area.Contains(a.fr.MX, a.fr.MY) {
		sc.Off -= a.fr.WheelY * step
	}
	sc.Off -= a.dragScroll(area)
}

// listRowPitch is the pitch of a list's rows that are want pixels apart:
// on a touch screen at least a finger's target and a gap, so that a
// button grown to the finger's size never covers its neighbour.
func (a *App) listRowPitch(want float32) float32 {
	if a.touchUI() {
		return max(want, float32(ui.MinTouchTarget*a.deviceScale())+6*float32(a.pt.Scale))
	}
	return want
}
