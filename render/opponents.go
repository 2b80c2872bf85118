package render

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"strategema/render/lattice"
	"strategema/render/store"
	"strategema/render/ui"
)

// ladderRoom is the ladder of computer opponents: each level, weakest
// first, with its rating, its character and the person's record against
// it; the level suggested next (the weakest not yet beaten) is the accent.
// Each level's character is written whole under its button; where the
// levels do not all fit the screen they scroll between the title and
// Back.
type ladderRoom struct {
	a *App
	// blurbs wrapped for the width they were wrapped at
	wrapped [][]string
	wrapW   float32
	scroll  ui.Scroller
}

// The ladder's buttons.
const (
	ladderBack  = iota
	ladderLevel // arg: index into Options.Computers
)

func newLadderRoom(a *App) *ladderRoom { return &ladderRoom{a: a} }

func (r *ladderRoom) name() string { return "ladder" }

func (r *ladderRoom) board() lattice.State { return lattice.Behind(r.a.behindBoard()) }

// ladderGeom is the list's geometry: the panel, the area the levels
// scroll in, each level's button (in the ladder's order) with its
// character's first line's top, the title's corner and Back.
type ladderGeom struct {
	panel, area, back ui.Rect
	buttons           []ui.Rect
	blurbY            []float32
	x, titleY, w      float32
}

// geom lays the ladder out, its characters wrapped to the column's width.
func (r *ladderRoom) geom() ladderGeom {
	a := r.a
	pt := a.pt
	s := float32(pt.Scale)
	var g ladderGeom
	g.w = min(720*s, a.w-40*s)
	g.x = (a.w - g.w) / 2
	bh := max(38*s, a.listRowPitch(0)-6*s)
	order := a.ladder.order()
	if r.wrapW != g.w || len(r.wrapped) != len(order) || (len(order) > 0 && r.wrapped[0] == nil) {
		r.wrapW, r.wrapped = g.w, make([][]string, len(order))
		res := a.ladder.results()
		for k, i := range order {
			text := a.ladder.blurb(a.opts.Computers[i])
			if a.touchUI() {
				// a touch screen's buttons show no hints: the rating and the
				// record open the level's words instead
				if h := r.hint(i, res); h != "" {
					text = h + ". " + text
				}
			}
			r.wrapped[k] = pt.Wrap(nil, text, pt.Small, g.w-24*s)
		}
	}
	lh := pt.LineH(pt.Small)
	content := float32(0)
	for k := range order {
		content += bh + float32(len(r.wrapped[k]))*lh + 10*s
	}
	head, foot := 84*s, 66*s
	ph := min(head+content+foot, a.h-16*s)
	py := (a.h - ph) / 2
	g.panel = ui.Rect{X: g.x - 24*s, Y: py, W: g.w + 48*s, H: ph}
	g.area = ui.Rect{X: g.x, Y: py + head, W: g.w, H: ph - head - foot}
	r.scroll.Clamp(content, g.area.H)
	y := g.area.Y - r.scroll.Off
	for k := range order {
		g.buttons = append(g.buttons, ui.Rect{X: g.x, Y: y, W: g.w, H: bh})
		g.blurbY = append(g.blurbY, y+bh+3*s)
		y += bh + float32(len(r.wrapped[k]))*lh + 10*s
	}
	bw := 160 * s
	g.back = ui.Rect{X: (a.w - bw) / 2, Y: g.area.Y + g.area.H + 14*s, W: bw, H: 40 * s}
	g.titleY = py + 10*s
	return g
}

func (r *ladderRoom) layout() {
	a := r.a
	g := r.geom()
	next := suggestedLevel(a.opts.Computers, a.ladder.order(), a.ladder.results())
	res := a.ladder.results()
	for k, i := range a.ladder.order() {
		if !ui.Shows(g.buttons[k], g.area) {
			continue // scrolled out of the list's area
		}
		e := a.opts.Computers[i]
		b := a.addButton(g.buttons[k], a.ladder.title(e), r.hint(i, res), ladderLevel, i, true)
		b.Left = true
		b.Accent = i == next
	}
	a.addButton(g.back, a.tr("ladder.back"), "Esc", ladderBack, 0, true)
}

// hint is level i's rating and the person's record against it, which
// its button shows beside its name.
func (r *ladderRoom) hint(i int, res store.Results) string {
	a := r.a
	e := a.opts.Computers[i]
	hint := a.ladder.eloHint(e)
	if e.Name != "" {
		if hint != "" {
			hint += " · "
		}
		hint += a.ladder.recordText(res[e.Name])
	}
	return hint
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
		return
	}
	g := r.geom()
	a.scrollList(&r.scroll, g.area, 48*float32(a.pt.Scale))
}

func (r *ladderRoom) draw(dst *ebiten.Image) {
	a := r.a
	pt := a.pt
	s := float32(pt.Scale)
	g := r.geom()
	pt.Rect(g.panel, ui.ColPanel.Alpha(0.92), 16*s, 1.5*s)
	pt.Text(dst, a.tr("ladder.title"), pt.Title, g.x, g.titleY, ui.ColText)
	// the subtitle on two lines where one is too short (a phone)
	sub := pt.Wrap(nil, a.tr("ladder.subtitle"), pt.Small, g.w)
	if len(sub) > 2 {
		sub = []string{sub[0], ui.ElideEnd(pt, strings.Join(sub[1:], " "), pt.Small, g.w)}
	}
	for i, l := range sub {
		pt.Text(dst, l, pt.Small, g.x, g.titleY+38*s+float32(i)*pt.LineH(pt.Small), ui.ColDim)
	}
	lh := pt.LineH(pt.Small)
	for k := range a.ladder.order() {
		if !ui.Shows(g.buttons[k], g.area) {
			continue
		}
		ly := g.blurbY[k]
		for _, l := range r.wrapped[k] {
			if ly+lh > g.area.Y+g.area.H {
				break // the rest is scrolled under Back
			}
			pt.Text(dst, l, pt.Small, g.x+12*s, ly, ui.ColDim)
			ly += lh
		}
	}
}
