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
	lines := n.lines(pt, ww)
	r := n.Rect(pt, ww, wh, bs)
	al := min(1, n.t)
	pt.Rect(r, ColPanelHi.Alpha(0.95*al), 8*float32(pt.Scale), 1.2*float32(pt.Scale))
	lh := pt.LineH(pt.Body)
	y := r.Y + (r.H-float32(len(lines))*lh)/2
	for _, l := range lines {
		pt.Text(dst, l, pt.Body, r.X+(r.W-pt.Width(l, pt.Body))/2, y, ColText.Alpha(al))
		y += lh
	}
}

// noteLines is the most lines a note takes on a narrow window, its end
// elided past them.
const noteLines = 3

// lines is the note's text on one line, or wrapped to the width of a
// narrow ww-wide window (a phone), on at most noteLines.
func (n *Note) lines(pt *Painter, ww float32) []string {
	room := ww - 72*float32(pt.Scale)
	if pt.Width(n.Text, pt.Body) <= room {
		return []string{n.Text}
	}
	lines := pt.Wrap(nil, n.Text, pt.Body, room)
	if len(lines) > noteLines {
		last := lines[noteLines-1]
		for _, l := range lines[noteLines:] {
			last += " " + l
		}
		lines = append(lines[:noteLines-1], ElideEnd(pt, last, pt.Body, room))
	}
	return lines
}

// Rect is where the note goes on a ww×wh window with the buttons bs: it
// covers none of them, above the bottom if that is free, else at the
// very bottom, else at the top.
func (n *Note) Rect(pt *Painter, ww, wh float32, bs []Button) Rect {
	s := float32(pt.Scale)
	lines := n.lines(pt, ww)
	w := float32(0)
	for _, l := range lines {
		w = max(w, pt.Width(l, pt.Body))
	}
	w += 32 * s
	h := 38*s + float32(len(lines)-1)*pt.LineH(pt.Body)
	var r Rect
	for _, y := range [...]float32{wh - 82*s - h, wh - h - 8*s, 8 * s, (wh - h) / 2} {
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
