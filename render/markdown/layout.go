package markdown

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/render/colour"
	"strategema/render/ui"
)

// layout.go: a document's blocks (parse.go) laid out for one width:
// every line of text placed as runs of one face and colour, and the boxes
// behind them (a table's header and rules, a code block's panel), ready to
// be drawn at any scroll.

// Faces are the faces a document is set in.
type Faces struct {
	Body, Bold, Mono *ui.FontFace
	Head             [3]*ui.FontFace // heading levels 1, 2, 3 and below
}

// Ready makes the faces a document is set in from pt's, the headings'
// sized for the painter's scale.
func (f *Faces) Ready(pt *ui.Painter) error {
	if f.Body == nil {
		*f = Faces{Body: pt.Body, Bold: pt.Bold, Mono: pt.Mono, Head: [3]*ui.FontFace{
			{Font: pt.Bold.Font, Base: 24}, {Font: pt.Bold.Font, Base: 19}, {Font: pt.Bold.Font, Base: 16.5}}}
	}
	for _, h := range f.Head {
		if err := h.Resize(pt.Scale); err != nil {
			return err
		}
	}
	return nil
}

// mdRun is a piece of one line in one face and colour, at x, y in the
// document (y at the line's top).
type mdRun struct {
	X, y float32
	Text string
	Face *ui.FontFace
	col  colour.Color
}

// mdBox is a rectangle behind the text.
type mdBox struct {
	r   ui.Rect
	col colour.Color
	rad float32
}

// Button is a button a document shows under a heading (a lesson that
// teaches the section): its label and the room's argument for it.
type Button struct {
	Label string
	Arg   int
}

// mdLinkBox is a link placed in the document: r in document coordinates.
type mdLinkBox struct {
	Button
	R ui.Rect
}

// Page is a document laid out for one width.
type Page struct {
	Runs  []mdRun
	boxes []mdBox
	Links []mdLinkBox // the buttons under headings, top to bottom
	H     float32     // the height of the whole document
	// BlockY is each block's top in the document, by the blocks' index,
	// and the document's end after the last (a contents entry's place,
	// the heading it scrolls to).
	BlockY []float32
}

// mdLinkH is the height of a link's button at scale 1.
const mdLinkH = 34

// The document's colours.
var (
	HeadCol     = colour.Color{R: 0.55, G: 0.8, B: 1, A: 1}
	mdItalicCol = colour.Color{R: 0.85, G: 0.88, B: 0.75, A: 1}
	mdCodeCol   = colour.Color{R: 0.75, G: 0.9, B: 0.8, A: 1}
	mdLinkCol   = colour.Color{R: 0.5, G: 0.75, B: 1, A: 1}
)

// mdLayouter places runs; s is the device scale.
type mdLayouter struct {
	f   Faces
	s   float32
	out *Page
}

// LayOut lays blocks out for width w; links (nil: none) are the
// buttons to show under a heading, by the heading's block index, placed
// in rows under it.
func LayOut(blocks []Block, f Faces, s, w float32, links map[int][]Button) *Page {
	L := &Page{}
	l := mdLayouter{f: f, s: s, out: L}
	y := float32(0)
	lineH := func(ff *ui.FontFace) float32 { return float32(ff.Size) * 1.35 }
	for i, b := range blocks {
		L.BlockY = append(L.BlockY, y)
		switch b.Kind {
		case Heading:
			ff := f.Head[min(max(b.Level, 1), 3)-1]
			if i > 0 {
				y += lineH(f.Body) * 0.7
			}
			y = l.flow(b.Spans, 0, w, y, ff, ff, HeadCol)
			y += lineH(f.Body) * 0.25
			if ls := links[i]; len(ls) > 0 {
				y = l.linkRows(ls, w, y)
			}
		case Para:
			y = l.flow(b.Spans, 0, w, y, f.Body, f.Bold, ui.ColText)
			y += lineH(f.Body) * 0.5
		case Item:
			ind := 30 * s * float32(b.Level)
			if b.Marker != "" { // right-aligned before the text ("9.", "10.")
				mw := float32(f.Body.Width(b.Marker))
				L.Runs = append(L.Runs, mdRun{max(0, ind-6*s-mw), y, b.Marker, f.Body, ui.ColDim})
			}
			y = l.flow(b.Spans, ind, w-ind, y, f.Body, f.Bold, ui.ColText)
			y += lineH(f.Body) * 0.2
		case CodeBlock:
			pad := 10 * s
			top := y
			y += pad
			for _, line := range b.Code {
				for _, part := range wrapRunes(line, f.Mono, w-2*pad) {
					L.Runs = append(L.Runs, mdRun{pad, y, part, f.Mono, mdCodeCol})
					y += lineH(f.Mono)
				}
			}
			y += pad
			L.boxes = append(L.boxes, mdBox{ui.Rect{X: 0, Y: top, W: w, H: y - top}, ui.ColBg.Alpha(0.7), 6 * s})
			y += lineH(f.Body) * 0.5
		case Table:
			y = l.table(b.Rows, w, y)
			y += lineH(f.Body) * 0.6
		case Rule:
			y += 8 * s
			L.boxes = append(L.boxes, mdBox{ui.Rect{X: 0, Y: y, W: w, H: 1 * s}, ui.ColDim.Alpha(0.5), 0})
			y += 10 * s
		}
	}
	L.H = y
	L.BlockY = append(L.BlockY, y)
	return L
}

// linkRows places links as buttons in rows from y across width w and
// returns the y below them.
func (l *mdLayouter) linkRows(links []Button, w, y float32) float32 {
	s := l.s
	h, gap := mdLinkH*s, 8*s
	x := float32(0)
	for _, k := range links {
		bw := min(w, float32(l.f.Body.Width(k.Label))+32*s)
		if x > 0 && x+bw > w {
			x, y = 0, y+h+gap
		}
		l.out.Links = append(l.out.Links, mdLinkBox{k, ui.Rect{X: x, Y: y, W: bw, H: h}})
		x += bw + gap
	}
	return y + h + gap
}

// faceOf is the face and colour of a span in text whose plain face is
// base (bold for bold spans; no italic face is embedded, so italic is a
// colour).
func (l *mdLayouter) faceOf(st Style, base, bold *ui.FontFace, col colour.Color) (*ui.FontFace, colour.Color) {
	switch {
	case st&Code != 0:
		return l.f.Mono, mdCodeCol
	case st&Link != 0:
		return base, mdLinkCol
	case st&Bold != 0:
		return bold, col
	case st&Italic != 0:
		return base, mdItalicCol
	}
	return base, col
}

// flow places spans as words wrapped to [x0, x0+w) from y and returns the
// y below the last line.
func (l *mdLayouter) flow(spans []Span, x0, w, y float32, base, bold *ui.FontFace, col colour.Color) float32 {
	lh := float32(base.Size) * 1.35
	x := x0
	lineUsed := false
	trailing := false // the last span ended with a space
	for _, sp := range spans {
		face, c := l.faceOf(sp.Style, base, bold, col)
		words := strings.Fields(sp.Text)
		lead := strings.HasPrefix(sp.Text, " ") || trailing // a space before this span's first word
		// the space is measured in the face it is drawn in: a code span's
		// is wider than the body's, and a joined run draws its spaces in
		// its own face
		space := float32(face.Width(" "))
		for wi, word := range words {
			ww := float32(face.Width(word))
			gap := float32(0)
			if lineUsed && (wi > 0 || lead) {
				gap = space
			}
			if lineUsed && x+gap+ww > x0+w {
				y += lh
				x, gap, lineUsed = x0, 0, false
			}
			if ww > w { // one word wider than the column: cut it
				parts := hyphenate(word, face, w)
				for pi, part := range parts {
					if pi > 0 {
						y += lh
						x = x0
					}
					l.out.Runs = append(l.out.Runs, mdRun{x, y, part, face, c})
					x += float32(face.Width(part))
				}
				lineUsed = true
				continue
			}
			x += gap
			// join to the previous run when it is the same look on this line
			if k := len(l.out.Runs) - 1; lineUsed && k >= 0 && l.out.Runs[k].Face == face && l.out.Runs[k].col == c && l.out.Runs[k].y == y {
				if gap > 0 {
					l.out.Runs[k].Text += " "
				}
				l.out.Runs[k].Text += word
			} else {
				l.out.Runs = append(l.out.Runs, mdRun{x, y, word, face, c})
			}
			x += ww
			lineUsed = true
		}
		trailing = strings.HasSuffix(sp.Text, " ") || (len(words) == 0 && len(sp.Text) > 0)
	}
	if lineUsed || len(spans) == 0 {
		y += lh
	}
	return y
}

// table lays out rows (rows[0] the header) across width w from y: the
// columns share the width by their content, cells wrap within their
// column, the header is bold on a band, rows are ruled.
func (l *mdLayouter) table(rows [][][]Span, w, y float32) float32 {
	if len(rows) == 0 {
		return y
	}
	f, s := l.f, l.s
	n := 0
	for _, r := range rows {
		n = max(n, len(r))
	}
	pad := 8 * s
	natural := make([]float32, n) // the widest cell on one line
	least := make([]float32, n)   // the widest word
	for ri, r := range rows {
		face := f.Body
		if ri == 0 {
			face = f.Bold
		}
		for ci, cell := range r {
			line := float32(0)
			for _, sp := range cell {
				ff, _ := l.faceOf(sp.Style, face, f.Bold, ui.ColText)
				for _, word := range strings.Fields(sp.Text) {
					ww := float32(ff.Width(word))
					least[ci] = max(least[ci], ww)
					line += ww + float32(ff.Width(" "))
				}
			}
			natural[ci] = max(natural[ci], line)
		}
	}
	avail := w - float32(n)*2*pad
	widths := make([]float32, n)
	sumNat, sumLeast := float32(0), float32(0)
	for i := range widths {
		least[i] = min(least[i], avail/float32(n))
		sumNat += natural[i]
		sumLeast += least[i]
	}
	for i := range widths {
		switch {
		case sumNat <= avail:
			widths[i] = natural[i]
		case sumNat > sumLeast:
			widths[i] = least[i] + (avail-sumLeast)*(natural[i]-least[i])/(sumNat-sumLeast)
		default:
			widths[i] = avail / float32(n)
		}
	}
	total := float32(0)
	for _, cw := range widths {
		total += cw + 2*pad
	}
	for ri, r := range rows {
		top := y
		bottom := y
		x := float32(0)
		face, col := f.Body, ui.ColText
		if ri == 0 {
			face, col = f.Bold, HeadCol
		}
		for ci := 0; ci < n; ci++ {
			if ci < len(r) {
				bottom = max(bottom, l.flow(r[ci], x+pad, widths[ci], top+pad/2, face, f.Bold, col))
			}
			x += widths[ci] + 2*pad
		}
		y = bottom + pad/2
		if ri == 0 {
			l.out.boxes = append(l.out.boxes, mdBox{ui.Rect{X: 0, Y: top, W: total, H: y - top}, ui.ColPanelHi.Alpha(0.8), 4 * s})
		} else {
			l.out.boxes = append(l.out.boxes, mdBox{ui.Rect{X: 0, Y: y, W: total, H: 1 * s}, ui.ColDim.Alpha(0.25), 0})
		}
	}
	return y
}

// hyphenate cuts a word wider than w in f into pieces no wider than w,
// each but the last ending in a hyphen (none added where the word already
// has one, or a slash, at the cut), with at least two letters on either
// side of a cut where the width allows: a long word in a phone's narrow
// column ("Выжидание", "neutralization") breaks as print breaks it.
func hyphenate(word string, f *ui.FontFace, w float32) []string {
	const hyphen = "-"
	var out []string
	hw := float32(f.Width(hyphen))
	for len(word) > 0 && float32(f.Width(word)) > w {
		var cuts []int // rune boundaries, in bytes
		for i := range word {
			if i > 0 {
				cuts = append(cuts, i)
			}
		}
		best := -1
		for k, i := range cuts {
			head := word[:i]
			mark := float32(0)
			if !strings.HasSuffix(head, hyphen) && !strings.HasSuffix(head, "/") {
				mark = hw
			}
			if float32(f.Width(head))+mark > w {
				break
			}
			if k >= 1 && len(cuts)-k >= 2 || best < 0 { // two letters each side, where there is room
				best = i
			}
		}
		if best < 0 { // not even one letter and a hyphen: cut after one letter
			_, best = firstRune(word)
		}
		head := word[:best]
		if !strings.HasSuffix(head, hyphen) && !strings.HasSuffix(head, "/") && float32(f.Width(head))+hw <= w {
			head += hyphen
		}
		out = append(out, head)
		word = word[best:]
	}
	return append(out, word)
}

// wrapRunes cuts s into pieces no wider than w in f (at any rune).
func wrapRunes(s string, f *ui.FontFace, w float32) []string {
	var out []string
	for len(s) > 0 && float32(f.Width(s)) > w {
		cut := 0
		for i := range s {
			if i > 0 && float32(f.Width(s[:i])) > w {
				break
			}
			cut = i
		}
		if cut <= 0 {
			_, n := firstRune(s)
			cut = n
		}
		out = append(out, s[:cut])
		s = s[cut:]
	}
	return append(out, s)
}

// firstRune is s's first rune's length in bytes.
func firstRune(s string) (rune, int) {
	for i, r := range s {
		if i > 0 {
			return r, i
		}
	}
	return 0, len(s)
}

// Draw paints the layout with its top-left at (x, y), showing only what
// falls inside clip.
func (L *Page) Draw(pt *ui.Painter, dst *ebiten.Image, x, y float32, clip ui.Rect) {
	for _, b := range L.boxes {
		r := ui.Rect{X: b.r.X + x, Y: b.r.Y + y, W: b.r.W, H: b.r.H}
		top, bot := max(r.Y, clip.Y), min(r.Y+r.H, clip.Y+clip.H)
		if bot <= top {
			continue
		}
		pt.Rect(ui.Rect{X: r.X, Y: top, W: r.W, H: bot - top}, b.col, b.rad, 0)
	}
	for _, r := range L.Runs {
		ry := r.y + y
		if ry < clip.Y || ry+float32(r.Face.Size)*1.3 > clip.Y+clip.H {
			continue
		}
		pt.Text(dst, r.Text, r.Face, r.X+x, ry, r.col)
	}
}
