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

// drawButtons paints the buttons of the room on top: none lights up under
// the pointer while a dialog is open, or under a lifted finger; a touch
// screen shows no keys.
func (a *App) drawButtons(dst *ebiten.Image) {
	hover := a.dialog == nil && (!a.touchUI() || a.fr.Down[input.MouseLeft])
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
	if i := d.Pick(a.pt, a.w, a.h, f.KeyPressed, f.Pressed[input.MouseLeft], f.MX, f.MY); i >= 0 {
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
