package render

import (
	"github.com/hajimehoshi/ebiten/v2"
	"strategema/render/lattice"
	"strategema/render/ui"
)

// ladderRoom is the ladder of computer opponents: each level, weakest
// first, with its rating, its character and the person's record against
// it; the level suggested next (the weakest not yet beaten) is the accent.
type ladderRoom struct {
	a *App
	// blurbs wrapped for the width they were wrapped at
	wrapped [][]string
	wrapW   float32
}

// The ladder's buttons.
const (
	ladderBack  = iota
	ladderLevel // arg: index into Options.Computers
)

func newLadderRoom(a *App) *ladderRoom { return &ladderRoom{a: a} }

func (r *ladderRoom) name() string { return "ladder" }

func (r *ladderRoom) board() lattice.State { return lattice.Behind(r.a.behindBoard()) }

// column is the list's geometry: its left, first row's top, width, the
// button's height and a row's height (button, character line, gap).
func (r *ladderRoom) column() (x, y, w, bh, row float32) {
	a := r.a
	s := float32(a.pt.Scale)
	w = min(720*s, a.w-40*s)
	bh = 38 * s
	lines := float32(2)
	row = bh + lines*a.pt.LineH(a.pt.Small) + 10*s
	n := float32(len(a.opts.Computers))
	top := 96 * s
	need := top + n*row + 70*s
	y = top + max(0, (a.h-need)/2)
	return (a.w - w) / 2, y, w, bh, row
}

func (r *ladderRoom) layout() {
	a := r.a
	s := float32(a.pt.Scale)
	x, y, w, bh, row := r.column()
	next := suggestedLevel(a.opts.Computers, a.ladder.order(), a.ladder.results())
	res := a.ladder.results()
	for k, i := range a.ladder.order() {
		e := a.opts.Computers[i]
		hint := a.ladder.eloHint(e)
		if e.Name != "" {
			if hint != "" {
				hint += " · "
			}
			hint += a.ladder.recordText(res[e.Name])
		}
		b := a.addButton(ui.Rect{X: x, Y: y + float32(k)*row, W: w, H: bh}, a.ladder.title(e), hint, ladderLevel, i, true)
		b.Left = true
		b.Accent = i == next
	}
	bw := 160 * s
	a.addButton(ui.Rect{X: (a.w - bw) / 2, Y: y + float32(len(a.opts.Computers))*row + 8*s, W: bw, H: 40 * s}, a.tr("ladder.back"), "Esc", ladderBack, 0, true)
}

func (r *ladderRoom) press(b *ui.Button) {
	a := r.a
	switch b.ID {
	case ladderBack:
		a.pop()
	case ladderLevel:
		a.games.abandonThen(func() { a.ladder.play(b.Arg) })
	}
}

func (r *ladderRoom) update() {
	a := r.a
	if a.dialog == nil && a.fr.KeyPressed(ebiten.KeyEscape) {
		a.pop()
	}
}

func (r *ladderRoom) draw(dst *ebiten.Image) {
	a := r.a
	pt := a.pt
	s := float32(pt.Scale)
	x, y, w, bh, row := r.column()
	n := len(a.opts.Computers)
	panel := ui.Rect{X: x - 24*s, Y: y - 84*s, W: w + 48*s, H: float32(n)*row + 150*s}
	pt.Rect(panel, ui.ColPanel.Alpha(0.92), 16*s, 1.5*s)
	pt.Text(dst, a.tr("ladder.title"), pt.Title, x, y-74*s, ui.ColText)
	pt.Text(dst, ui.ElideEnd(pt, a.tr("ladder.subtitle"), pt.Small, w), pt.Small, x, y-36*s, ui.ColDim)
	if r.wrapW != w || len(r.wrapped) != n {
		r.wrapW, r.wrapped = w, make([][]string, n)
	}
	lh := pt.LineH(pt.Small)
	for k, i := range a.ladder.order() {
		if r.wrapped[k] == nil {
			lines := pt.Wrap(nil, a.ladder.blurb(a.opts.Computers[i]), pt.Small, w-24*s)
			if len(lines) > 2 {
				lines = []string{lines[0], ui.ElideEnd(pt, lines[1]+" "+lines[2], pt.Small, w-24*s)}
			}
			r.wrapped[k] = lines
		}
		ly := y + float32(k)*row + bh + 3*s
		for _, l := range r.wrapped[k] {
			pt.Text(dst, l, pt.Small, x+12*s, ly, ui.ColDim)
			ly += lh
		}
	}
}
