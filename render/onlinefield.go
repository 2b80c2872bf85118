package render

import (
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/render/ui"
)

// onlinefield.go: the Online room's one-line text field (a link, a code,
// a server's address): typed characters, Backspace, Ctrl+V or the Paste
// button from the clipboard, Enter to go.

// maxFieldLen bounds what a field keeps (an invite is about 80 bytes).
const maxFieldLen = 300

// textField is a one-line field that has the keys while its screen shows.
type textField struct {
	text  string
	chars []rune
	blink float32
	held  float32 // how long Backspace has been held (s)
}

// update takes this tick's typing; it reports whether Enter was pressed.
func (t *textField) update(a *App) (enter bool) {
	a.net.typing = true
	f := &a.fr
	t.chars = ebiten.AppendInputChars(t.chars[:0])
	for _, c := range t.chars {
		if c >= ' ' && len(t.text) < maxFieldLen {
			t.text += string(c)
		}
	}
	for range t.backspaces(a) {
		_, n := utf8.DecodeLastRuneInString(t.text)
		t.text = t.text[:len(t.text)-n]
	}
	if f.Ctrl() && f.KeyPressed(ebiten.KeyV) {
		t.paste(a)
	}
	if f.Ctrl() && f.KeyPressed(ebiten.KeyU) { // clear, as a shell does
		t.text = ""
	}
	t.blink += a.dt
	return f.KeyPressed(ebiten.KeyEnter) || f.KeyPressed(ebiten.KeyKPEnter)
}

// Backspace held repeats, as a keyboard's does: after backRepeatDelay,
// every backRepeatEvery (seconds).
const (
	backRepeatDelay = 0.5
	backRepeatEvery = 0.05
)

// backspaces is how many characters Backspace takes away this tick: one
// as it goes down, then its repeats while it is held (a wrong code of
// seven characters took seven presses).
func (t *textField) backspaces(a *App) int {
	f := &a.fr
	n := 0
	switch {
	case f.KeyPressed(ebiten.KeyBackspace):
		t.held, n = 0, 1
	case f.KeyHeld(ebiten.KeyBackspace):
		before := t.held
		t.held += a.dt
		if t.held > backRepeatDelay {
			n = int((t.held-backRepeatDelay)/backRepeatEvery) - int(max(0, before-backRepeatDelay)/backRepeatEvery)
		}
	default:
		t.held = 0
	}
	return min(n, utf8.RuneCountInString(t.text))
}

// paste appends the clipboard's text (arriving later in a browser).
func (t *textField) paste(a *App) {
	readClipboard(func(s string, err error) {
		a.net.inbox <- func() {
			if err != nil || strings.TrimSpace(s) == "" {
				a.say(a.tr("online.note.no_clipboard"))
				return
			}
			s = strings.Join(strings.Fields(s), " ")
			t.text = (t.text + s)[:min(len(t.text)+len(s), maxFieldLen)]
		}
	})
}

// draw paints the field in r, its end showing when it is longer, with a
// caret; hint shows while it is empty.
func (t *textField) draw(a *App, dst *ebiten.Image, r ui.Rect, hint string) {
	pt := a.pt
	s := float32(pt.Scale)
	pt.Rect(r, ui.ColBg.Alpha(0.9), 6*s, 1.5*s)
	x, y := r.X+12*s, r.Y+(r.H-pt.LineH(pt.Body))/2+2*s
	if t.text == "" {
		pt.Text(dst, ui.ElideEnd(pt, hint, pt.Body, r.W-24*s), pt.Body, x, y, ui.ColDim.Alpha(0.7))
	} else {
		shown := ui.ElideStart(pt, t.text, pt.Body, r.W-30*s)
		x += pt.Width(shown, pt.Body)
		pt.Text(dst, shown, pt.Body, r.X+12*s, y, ui.ColText)
	}
	if int(t.blink*2)%2 == 0 {
		pt.Rect(ui.Rect{X: x + 2*s, Y: r.Y + 8*s, W: 2 * s, H: r.H - 16*s}, ui.ColText, 0, 0)
	}
}
