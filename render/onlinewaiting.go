package render

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/render/ui"
)

// onlinewaiting.go: the Online room's waiting screen, the invite link and
// its short code drawn large, one under the other (beside its heading on
// a phone turned), then the game's time control and side (in the lines
// left above the buttons on a phone turned).

// drawWaiting shows the invite to send, large, and its short code.
func (r *onlineRoom) drawWaiting(dst *ebiten.Image, p ui.Rect) {
	a := r.a
	pt := a.pt
	s := float32(pt.Scale)
	x, w := p.X+24*s, p.W-48*s
	c := r.created
	if c == nil {
		return
	}
	y := r.top() - 6*s
	pt.Text(dst, a.tr("online.waiting.send"), pt.Bold, x, y, ui.ColText)
	y += 30 * s
	// the link, broken where it must be (it has no spaces), in a box
	if r.linkFor != c.Friends() || r.linkW != w {
		r.linkFor, r.linkW = c.Friends(), w
		r.linkLines = breakChars(pt, c.Friends(), pt.Body, w-24*s)
	}
	lines := r.linkLines
	box := ui.Rect{X: x, Y: y, W: w, H: float32(len(lines))*pt.LineH(pt.Body) + 20*s}
	pt.Rect(box, ui.ColBg.Alpha(0.9), 6*s, 1.5*s)
	ly := y + 10*s
	for _, l := range lines {
		pt.Text(dst, l, pt.Body, x+12*s, ly, ui.ColText)
		ly += pt.LineH(pt.Body)
	}
	y = box.Y + box.H + 22*s
	short := r.short()
	if short {
		y = box.Y + box.H + 10*s
	}
	if c.Code != "" {
		head := a.tr("online.waiting.code")
		pt.Text(dst, head, pt.Bold, x, y, ui.ColText)
		code := r.friendCode()
		face := pt.Big
		if short {
			// on the heading's line, after it (a phone turned)
			face = pt.Title
			hx := x + pt.Width(head, pt.Bold) + 16*s
			pt.Text(dst, code, face, hx, y-(pt.LineH(face)-pt.LineH(pt.Bold))/2, ui.ColGood)
			y += pt.LineH(face)
		} else {
			y += 26 * s
			for _, f := range []*ui.FontFace{pt.Title, pt.Bold} { // a long address: smaller
				if pt.Width(code, face) > w {
					face = f
				}
			}
			cw := pt.Width(code, face)
			pt.Text(dst, code, face, x+(w-cw)/2, y, ui.ColGood)
			y += pt.LineH(face) + 8*s
		}
	}
	status := a.trf("online.waiting.status", "Control", a.controlLabel(c.Control), "Side", a.tr("online.colour."+c.Seat))
	ls := pt.Wrap(nil, status, pt.Body, w)
	if short { // as many lines as stand above the buttons (a phone turned), the last elided
		room := max(1, int((p.Y+p.H-64*s-y)/pt.LineH(pt.Body)))
		if len(ls) > room {
			ls = append(ls[:room-1], ui.ElideEnd(pt, strings.Join(ls[room-1:], " "), pt.Body, w))
		}
	}
	for _, l := range ls {
		pt.Text(dst, l, pt.Body, x, y, ui.ColDim)
		y += pt.LineH(pt.Body)
	}
}

// friendCode is the created game's code as the waiting screen shows it
// and Copy code copies it: after the address of its server.
func (r *onlineRoom) friendCode() string {
	a := r.a
	hosted := ""
	if h := a.net.host; h != nil && strings.TrimSpace(a.net.profile().Server) == "" {
		hosted = h.Public
	}
	return friendCode(*r.created, hosted)
}

// breakChars cuts s into lines no wider than w, between any characters
// (a link has no spaces to wrap at).
func breakChars(pt *ui.Painter, s string, f *ui.FontFace, w float32) []string {
	var lines []string
	for s != "" {
		n := 1
		for n < len(s) && pt.Width(s[:n+1], f) <= w {
			n++
		}
		lines = append(lines, s[:n])
		s = s[n:]
	}
	return lines
}
