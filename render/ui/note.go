package ui

import (
	"github.com/hajimehoshi/ebiten/v2"
)

// Note is the short message at the bottom of the window (the App's say): its
// text and how long it stays, fading in its last second.
type Note struct {
	Text string
	t    float32 // seconds left
}

// Show shows msg for four seconds.
func (n *Note) Show(msg string) { n.Text, n.t = msg, 4 }

// Tick counts dt seconds off the note's time.
func (n *Note) Tick(dt float32) {
	if n.t > 0 {
		n.t -= dt
	}
}

// Showing reports whether the note is on the window.
func (n *Note) Showing() bool { return n.t > 0 }

// Draw paints the note over a ww×wh window, clear of the buttons bs.
func (n *Note) Draw(pt *Painter, dst *ebiten.Image, ww, wh float32, bs []Button) {
	if n.t <= 0 || n.Text == "" {
		return
	}
	s := float32(pt.Scale)
	msg := ElideEnd(pt, n.Text, pt.Body, ww-72*s)
	r := n.rect(pt, ww, wh, bs, pt.Width(msg, pt.Body)+32*s)
	al := min(1, n.t)
	pt.Rect(r, ColPanelHi.Alpha(0.95*al), 8*s, 1.2*s)
	pt.TextCentered(dst, msg, pt.Body, r, ColText.Alpha(al))
}

// rect places a note of width w where it covers none of the buttons bs:
// above the bottom of the ww×wh window if that is free, else at the very
// bottom, else at the top.
func (*Note) rect(pt *Painter, ww, wh float32, bs []Button, w float32) Rect {
	s := float32(pt.Scale)
	h := 38 * s
	var r Rect
	for _, y := range [...]float32{wh - 120*s, wh - h - 8*s, 8 * s, (wh - h) / 2} {
		r = Rect{(ww - w) / 2, y, w, h}
		free := true
		for i := range bs {
			b := bs[i].R
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
