package render

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/render/ui"
)

// onlineroomdraw.go: the Online room's drawing: its panel, the screen's
// title and subtitle (as many lines as it takes: the rows start under
// it), the latest failure or news (on the screens with a field, under
// their buttons, whole), and each screen's headings and field.

func (r *onlineRoom) draw(dst *ebiten.Image) {
	a := r.a
	pt := a.pt
	s := float32(pt.Scale)
	p := r.panel()
	pt.Rect(p, ui.ColPanel.Alpha(0.95), 14*s, 1.5*s)
	x, w := p.X+24*s, p.W-48*s
	titles := map[onlineScreen]string{scrHome: "online.title", scrFriend: "online.friend", scrWaiting: "online.waiting.title",
		scrJoin: "online.join", scrQuick: "online.quick", scrWatch: "online.watch", scrServer: "online.server"}
	pt.Text(dst, ui.ElideEnd(pt, a.tr(titles[r.scr]), pt.Title, w), pt.Title, x, p.Y+22*s, ui.ColText)
	y := p.Y + 58*s
	for _, l := range r.subtitle() {
		pt.Text(dst, l, pt.Small, x, y, ui.ColDim)
		y += pt.LineH(pt.Small)
	}
	line := r.msg
	col := ui.ColBad
	if r.busy != "" {
		line, col = r.busy, ui.ColWarn
	}
	if line != "" {
		for _, l := range r.message(line) {
			pt.Text(dst, l.text, pt.Bold, x, l.y, col)
		}
	}
	switch r.scr {
	case scrHome:
		gs := a.net.profile().Running()
		hy := r.top() + 4*(54*s) + 6*s
		sc := a.ladder.results()[onlineResults]
		if len(gs) > 0 || sc.Games() > 0 {
			pt.Text(dst, a.tr("online.running"), pt.Bold, x, hy, ui.ColText)
		}
		if sc.Games() > 0 { // the person's online results: won, drawn, lost
			t := a.trf("online.results", "Record", a.ladder.recordText(sc))
			pt.Text(dst, t, pt.Small, p.X+p.W-24*s-pt.Width(t, pt.Small), hy+2*s, ui.ColDim)
		}
	case scrFriend:
		pt.Text(dst, a.tr("online.control"), pt.Bold, x, r.top(), ui.ColText)
		pt.Text(dst, a.tr("online.colour"), pt.Bold, x, r.colourLabelY(), ui.ColText)
	case scrJoin, scrWatch, scrServer:
		hint := a.tr("online.field.link")
		if r.scr == scrServer {
			hint = a.tr("online.field.server")
		}
		r.field.draw(a, dst, r.fieldRect(), hint)
	case scrQuick:
		pt.Text(dst, a.tr("online.control"), pt.Bold, x, r.top(), ui.ColText)
	case scrWaiting:
		r.drawWaiting(dst, p)
	}
}

// colourLabelY is where the colour's heading goes: above the colour row.
func (r *onlineRoom) colourLabelY() float32 {
	for _, b := range r.a.buttons {
		if b.ID == onColour {
			return b.R.Y - 24*float32(r.a.pt.Scale)
		}
	}
	return 0
}

// subtitle is the line under the screen's title (where games are played,
// or what the screen is for), wrapped to the panel: whole, however many
// lines it takes (three on a phone held upright), up to four.
func (r *onlineRoom) subtitle() []string {
	a := r.a
	sub := a.net.serverLabel()
	switch r.scr {
	case scrJoin:
		sub = a.tr("online.join.hint")
	case scrWatch:
		sub = a.tr("online.watch.hint")
	case scrServer:
		sub = a.tr("online.server.hint")
	case scrFriend:
		sub = a.tr("online.friend.hint")
	case scrQuick:
		sub = a.tr("online.quick.hint")
	}
	w := r.panel().W - 48*float32(a.pt.Scale)
	if r.subFor != sub || r.subW != w || r.subGen != a.langGen {
		r.subFor, r.subW, r.subGen = sub, w, a.langGen
		r.subLines = a.pt.Wrap(r.subLines[:0], sub, a.pt.Small, w)
		if len(r.subLines) > 4 {
			r.subLines = append(r.subLines[:3], ui.ElideEnd(a.pt, strings.Join(r.subLines[3:], " "), a.pt.Small, w))
		}
	}
	return r.subLines
}

// top is where the screen's rows start: under the subtitle, whatever
// its lines.
func (r *onlineRoom) top() float32 {
	pt := r.a.pt
	s := float32(pt.Scale)
	p := r.panel()
	return max(p.Y+110*s, p.Y+58*s+float32(len(r.subtitle()))*pt.LineH(pt.Small)+14*s)
}

// placedLine is a line of text and where it goes.
type placedLine struct {
	text string
	y    float32
}

// message places the latest failure or news: on a screen with a field,
// under its buttons, whole, as far as the panel goes (the friend reads
// it where they typed); elsewhere above the row of Back (and of the
// waiting screen's buttons), in up to two lines.
func (r *onlineRoom) message(line string) []placedLine {
	a := r.a
	pt := a.pt
	s := float32(pt.Scale)
	p := r.panel()
	w := p.W - 48*s
	lh := pt.LineH(pt.Bold)
	ls := pt.Wrap(nil, line, pt.Bold, w)
	above := p.Y + p.H - 60*s // Back's row
	under := float32(0)       // the field's buttons' foot
	for _, b := range a.buttons {
		switch b.ID {
		case onCopyLink, onCopyCode, onToBoard: // the waiting screen's row above Back
			above = min(above, b.R.Y)
		case onPaste, onGo, onUseHost:
			under = max(under, b.R.Y+b.R.H)
		}
	}
	n := 2
	if under > 0 {
		n = max(2, int((above-4*s-(under+10*s))/lh))
	}
	if len(ls) > n {
		ls = append(ls[:n-1], ui.ElideEnd(pt, strings.Join(ls[n-1:], " "), pt.Bold, w))
	}
	out := make([]placedLine, len(ls))
	for i, l := range ls {
		y := above - float32(len(ls)-i)*lh - 4*s
		if under > 0 {
			y = under + 10*s + float32(i)*lh
		}
		out[i] = placedLine{l, y}
	}
	return out
}
