package ui

import (
	"github.com/hajimehoshi/ebiten/v2"

	"strategema/render/colour"
)

// Dialog is a modal question or message over the current screen.
type Dialog struct {
	Title, Text string
	Lines       []string // text wrapped for wrapW at wrapScale
	TitleLines  []string // the title, wrapped likewise
	wrapScale   float64
	wrapW       float32
	Choices     []dialogChoice
}

type dialogChoice struct {
	Label string
	key   ebiten.Key
	Do    func()
}

// NewMessage is a message with one button, label ok.
func NewMessage(title, text, ok string) *Dialog {
	return &Dialog{Title: title, Text: text, Choices: []dialogChoice{{Label: ok, key: ebiten.KeyEnter}}}
}

// NewQuestion is a question with two answers.
func NewQuestion(title, text, yes string, onYes func(), no string, onNo func()) *Dialog {
	return &Dialog{Title: title, Text: text, Choices: []dialogChoice{
		{Label: yes, key: ebiten.KeyY, Do: onYes}, {Label: no, key: ebiten.KeyN, Do: onNo}}}
}

// Rects lays the dialog out for a w×h window at pt's scale, wrapping its
// title and text again when the scale or the width changed since the last
// time. The answers stand side by side, right-aligned, where their labels
// fit; on a narrow screen (a phone held upright) one above the other
// across the dialog's width, so that none leaves the screen.
func (d *Dialog) Rects(pt *Painter, ww, wh float32) (Rect, []Rect) {
	s := float32(pt.ScaleOr1())
	w := min(560*s, ww-24*s)
	if d.Lines == nil || pt.Scale != d.wrapScale || w != d.wrapW {
		d.Lines = pt.Wrap(d.Lines[:0], d.Text, pt.Body, w-48*s)
		d.TitleLines = pt.Wrap(d.TitleLines[:0], d.Title, pt.Title, w-48*s)
		d.wrapScale, d.wrapW = pt.Scale, w
	}
	n := len(d.Choices)
	gap := 12 * s
	bw := min(150*s, (w-48*s-float32(n-1)*gap)/float32(max(n, 1)))
	stacked := false
	for _, c := range d.Choices {
		if pt.Width(c.Label, pt.Bold)+24*s > bw {
			stacked = true
		}
	}
	rows := 1
	if stacked {
		rows, bw = n, w-48*s
	}
	bh := float32(40 * s)
	h := 130*s + float32(len(d.Lines))*pt.LineH(pt.Body) + float32(max(len(d.TitleLines)-1, 0))*pt.LineH(pt.Title) +
		float32(rows-1)*(bh+gap)
	r := Rect{(ww - w) / 2, (wh - h) / 2, w, h}
	bs := make([]Rect, n)
	x := r.X + r.W - 24*s - float32(n)*(bw+gap) + gap
	for i := range bs {
		if stacked {
			bs[i] = Rect{r.X + 24*s, r.Y + r.H - 58*s - float32(n-1-i)*(bh+gap), bw, bh}
		} else {
			bs[i] = Rect{x + float32(i)*(bw+gap), r.Y + r.H - 58*s, bw, bh}
		}
	}
	return r, bs
}

// Pick is the answer chosen this frame, -1 when none: its key pressed
// (pressed tells), or a click (click) at (mx, my) on its button; a
// message also closes on Enter, Escape or Space, and a question's second
// answer is Escape.
func (d *Dialog) Pick(pt *Painter, ww, wh float32, pressed func(ebiten.Key) bool, click bool, mx, my float32) int {
	_, bs := d.Rects(pt, ww, wh)
	pick := -1
	for i, c := range d.Choices {
		if pressed(c.key) {
			pick = i
		}
		if click && bs[i].Contains(mx, my) {
			pick = i
		}
	}
	if len(d.Choices) == 1 && (pressed(ebiten.KeyEnter) || pressed(ebiten.KeyEscape) || pressed(ebiten.KeySpace)) {
		pick = 0
	}
	if len(d.Choices) == 2 && pressed(ebiten.KeyEscape) {
		pick = 1
	}
	return pick
}

// Do runs answer i's action, if it has one.
func (d *Dialog) Do(i int) {
	if do := d.Choices[i].Do; do != nil {
		do()
	}
}

// Draw paints the dialog over a dimmed ww×wh window, its button under
// the pointer at (mx, my) lit.
func (d *Dialog) Draw(pt *Painter, dst *ebiten.Image, ww, wh, mx, my float32) {
	s := float32(pt.Scale)
	pt.Rect(Rect{0, 0, ww, wh}, colour.Color{A: 0.45}, 0, 0)
	r, bs := d.Rects(pt, ww, wh)
	pt.Rect(r, ColPanel.Alpha(0.97), 12*s, 1.5*s)
	for _, b := range bs {
		c := colButton
		if b.Contains(mx, my) {
			c = colButtonHi
		}
		pt.Rect(b, c, 7*s, 1.2*s)
	}
	y := r.Y + 20*s
	for _, l := range d.TitleLines {
		pt.Text(dst, l, pt.Title, r.X+24*s, y, ColText)
		y += pt.LineH(pt.Title)
	}
	y += 44*s - pt.LineH(pt.Title)
	for _, l := range d.Lines {
		pt.Text(dst, l, pt.Body, r.X+24*s, y, ColText)
		y += pt.LineH(pt.Body)
	}
	for i, b := range bs {
		pt.TextCentered(dst, d.Choices[i].Label, pt.Bold, b, ColText)
	}
}

func (p *Painter) ScaleOr1() float64 {
	if p == nil || p.Scale == 0 {
		return 1
	}
	return p.Scale
}
