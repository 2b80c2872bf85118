package render

import (
	"github.com/hajimehoshi/ebiten/v2"

	"strategema/engine"
	"strategema/learn/howto"
	"strategema/learn/lessons"
	"strategema/render/input"
	"strategema/render/lattice"
	"strategema/render/markdown"
	"strategema/render/scene"
	"strategema/render/ui"
)

// howtoRoom is How to play, the Rules screen's first room: a few pages
// (learn/howto), each with its words on a panel at the left (markdown,
// tables included, drawn as the reader draws documents), its picture on
// the game's own board at the right (a position in the engine's notation;
// a drag turns it, M shows the flat map), a button that opens the lesson
// teaching it, and the way on to the complete rules (docs/RULES.md in the
// reader). Pages turn with Previous and Next, the arrow keys and Page
// Up/Down, or a sideways swipe on the words.
type howtoRoom struct {
	a     *App
	pages []howto.Page
	pos   []engine.Position // each page's picture
	all   []lessons.Lesson
	i     int // the page showing

	faces  markdown.Faces
	blocks []markdown.Block // the page's body, read for read's page and language
	read   ui.TextCache     // the page and the App's langGen blocks were read for
	laid   mdPageCache
	scroll float32 // pixels from the top of the words

	swipe struct { // a drag on the words: sideways turns the page
		on     bool
		x0, y0 float32
	}
	saved scene.View // the view as the room found it, given back on leaving
}

// mdPageCache is a body laid out for one width and scale.
type mdPageCache struct {
	page *markdown.Page
	w    float32
	s    float64
}

// The How to play buttons.
const (
	howtoBack = iota
	howtoRules
	howtoPrev
	howtoNext
	howtoTry
)

// newHowtoRoom opens How to play at its first page.
func newHowtoRoom(a *App) *howtoRoom {
	r := &howtoRoom{a: a, pages: howto.Pages(), all: lessons.All(), saved: *a.view}
	for _, p := range r.pages {
		pos, err := p.Position()
		if err != nil { // the pages are tested to parse: a programming error
			panic(err)
		}
		r.pos = append(r.pos, pos)
	}
	r.show(0)
	return r
}

func (r *howtoRoom) name() string { return "howto" }

// show turns to page i: the words from the top, the picture from the
// default camera with its tiles in place.
func (r *howtoRoom) show(i int) {
	a := r.a
	r.i = max(0, min(i, len(r.pages)-1))
	r.read.Drop()
	r.laid.page, r.scroll = nil, 0
	a.view.Cam = scene.DefaultOrbit()
	a.view.Solo = 0
	a.snapTiles(&r.pos[r.i])
}

// leave gives the view back as it was and closes the room.
func (r *howtoRoom) leave() {
	v := r.a.view
	v.Mode, v.Cam, v.Solo = r.saved.Mode, r.saved.Cam, r.saved.Solo
	r.a.pop()
}

func (r *howtoRoom) board() lattice.State { return lattice.StateOf(&r.pos[r.i]) }

// howtoGeom is the room's geometry: the top bar with Back and the
// complete rules (rules.W 0: no room for it beside the title), the panel
// of words, the words' area inside it, the row of the page's buttons, and
// the board's picture. A landscape window has the panel at the left and
// the picture at the right; a portrait one the picture above the panel.
type howtoGeom struct {
	top, back, rules   ui.Rect
	panel, text, board ui.Rect
	buttonsY           float32
	titleEnd           float32 // the right end of the top bar's title
}

func (r *howtoRoom) geom() howtoGeom {
	a := r.a
	pt := a.pt
	s := float32(pt.Scale)
	var g howtoGeom
	g.top = ui.Rect{X: 0, Y: 0, W: a.w, H: 62 * s}
	bw := 130 * s
	g.back = ui.Rect{X: a.w - bw - 12*s, Y: 12 * s, W: bw, H: 38 * s}
	g.titleEnd = 16*s + pt.Width(a.tr("howto.title"), pt.Title)
	rw := min(pt.Width(a.tr("howto.rules"), pt.Body)+40*s, g.back.X-10*s-g.titleEnd-16*s)
	if rw >= 90*s {
		g.rules = ui.Rect{X: g.back.X - rw - 10*s, Y: 12 * s, W: rw, H: 38 * s}
	}
	below := g.top.H + 8*s
	if a.w >= a.h*1.1 { // landscape: words at the left, the picture at the right
		pw := min(560*s, max(a.w*0.44, 300*s))
		g.panel = ui.Rect{X: 8 * s, Y: below, W: pw, H: a.h - below - 8*s}
		x0 := g.panel.X + g.panel.W + 8*s
		g.board = ui.Rect{X: x0, Y: g.top.H, W: a.w - x0, H: a.h - g.top.H - 24*s} // the files' letters under the board
	} else { // portrait: the picture above the words
		ph := a.h * 0.36
		m := pt.Width("8", pt.Small) + 14*s // the ranks' numbers beside the outer levels
		g.board = ui.Rect{X: m, Y: g.top.H, W: a.w - 2*m, H: ph - 16*s}
		g.panel = ui.Rect{X: 8 * s, Y: g.top.H + ph, W: a.w - 16*s, H: a.h - g.top.H - ph - 8*s}
	}
	bh, gap := 40*s, 8*s
	g.buttonsY = g.panel.Y + g.panel.H - 12*s - 2*bh - gap
	ty := g.panel.Y + 14*s + pt.LineH(pt.Title) + 10*s
	g.text = ui.Rect{X: g.panel.X + 16*s, Y: ty, W: g.panel.W - 32*s, H: max(0, g.buttonsY-12*s-ty)}
	return g
}

// lessonOf is the index in r.all of the page's lesson.
func (r *howtoRoom) lessonOf() int { return lessonIndex(r.all, r.pages[r.i].Lesson) }

func (r *howtoRoom) layout() {
	a := r.a
	pt := a.pt
	s := float32(pt.Scale)
	g := r.geom()
	panel, by := g.panel, g.buttonsY
	a.view.X0, a.view.Y0, a.view.W, a.view.H = g.board.X, g.board.Y, g.board.W, g.board.H
	a.view.Inset = levelNameRoom(a) // the top level's name clear of the top bar

	a.addButton(g.back, a.tr("ui.back"), "Esc", howtoBack, 0, true)
	if g.rules.W > 0 {
		a.addButton(g.rules, ui.ElideEnd(pt, a.tr("howto.rules"), pt.Body, g.rules.W-16*s), "", howtoRules, 0, true)
	}

	bh, gap := 40*s, 8*s
	x, w := panel.X+12*s, panel.W-24*s
	if k := r.lessonOf(); k >= 0 {
		b := a.addButton(ui.Rect{X: x, Y: by, W: w, H: bh}, ui.ElideEnd(pt, a.trf("howto.try", "N", k+1, "Title", a.tr(r.all[k].Title)), pt.Bold, w-16*s), "Enter", howtoTry, k, true)
		b.Accent = true
	}
	half := (w - gap) / 2
	a.addButton(ui.Rect{X: x, Y: by + bh + gap, W: half, H: bh}, a.tr("howto.prev"), "", howtoPrev, 0, r.i > 0)
	next := a.tr("howto.next")
	if r.i == len(r.pages)-1 {
		next = a.tr("howto.next_rules")
	}
	a.addButton(ui.Rect{X: x + half + gap, Y: by + bh + gap, W: half, H: bh}, ui.ElideEnd(pt, next, pt.Body, half-16*s), "", howtoNext, 0, true)
}

func (r *howtoRoom) press(b *ui.Button) {
	switch b.ID {
	case howtoBack:
		r.leave()
	case howtoRules:
		r.openRules()
	case howtoPrev:
		r.show(r.i - 1)
	case howtoNext:
		r.next()
	case howtoTry:
		openLesson(r.a, b.Arg)
	}
}

// next turns to the next page; after the last, the complete rules.
func (r *howtoRoom) next() {
	if r.i == len(r.pages)-1 {
		r.openRules()
		return
	}
	r.show(r.i + 1)
}

// openRules opens the complete rules in the reader.
func (r *howtoRoom) openRules() {
	r.a.push(&docRoom{a: r.a, title: r.a.tr("menu.rules"), src: "RULES.md"})
}

// body is the page's words laid out for width w.
func (r *howtoRoom) body(w float32) *markdown.Page {
	a := r.a
	if r.read.Stale(ui.TextKey{N: [4]int{r.i, a.langGen}}) {
		r.blocks = markdown.Parse([]byte(a.tr(r.pages[r.i].Body())))
		r.laid.page = nil
	}
	if r.laid.page != nil && r.laid.w == w && r.laid.s == a.pt.Scale {
		return r.laid.page
	}
	if err := r.faces.Ready(a.pt); err != nil {
		a.fatal = err
		return nil
	}
	r.laid = mdPageCache{markdown.LayOut(r.blocks, r.faces, float32(a.pt.Scale), w, nil), w, a.pt.Scale}
	return r.laid.page
}

func (r *howtoRoom) update() {
	a := r.a
	f := &a.fr
	if a.dialog != nil || a.pt == nil {
		return
	}
	g := r.geom()
	panel, text := g.panel, g.text
	line := a.pt.LineH(a.pt.Body)
	step := float32(0)
	for _, k := range f.Keys {
		switch k {
		case ebiten.KeyEscape:
			r.leave()
			return
		case ebiten.KeyArrowRight, ebiten.KeyPageDown:
			if r.i < len(r.pages)-1 {
				r.show(r.i + 1)
			}
		case ebiten.KeyArrowLeft, ebiten.KeyPageUp:
			r.show(r.i - 1)
		case ebiten.KeyHome:
			r.show(0)
		case ebiten.KeyEnd:
			r.show(len(r.pages) - 1)
		case ebiten.KeyArrowDown:
			step += 3 * line
		case ebiten.KeyArrowUp:
			step -= 3 * line
		case ebiten.KeyEnter, ebiten.KeyNumpadEnter:
			if k := r.lessonOf(); k >= 0 {
				openLesson(a, k)
				return
			}
		case ebiten.KeyM:
			a.cam.toggleMap()
		case ebiten.KeyC:
			a.view.Cam = scene.DefaultOrbit()
		}
	}
	if panel.Contains(f.MX, f.MY) {
		step -= f.WheelY * 3 * line
	}
	r.pointer(text, &step)
	if page := r.body(text.W); page != nil {
		r.scroll = max(0, min(r.scroll+step, max(0, page.H-text.H)))
	}
}

// pointer reads a drag: on the words it scrolls them, or turns the page
// when it goes sideways; on the picture it turns the camera. The wheel on
// the picture zooms.
func (r *howtoRoom) pointer(text ui.Rect, step *float32) {
	a := r.a
	f := &a.fr
	v := a.view
	d := &a.drag
	s := float32(a.pt.Scale)
	onBoard := ui.Rect{X: v.X0, Y: v.Y0, W: v.W, H: v.H}.Contains(f.MX, f.MY)
	if f.Pressed[input.MouseLeft] && !a.pressOnUI && d.button < 0 && (onBoard || text.Contains(f.MX, f.MY)) {
		*d = pointerDrag{input.MouseLeft, f.MX, f.MY, false}
		r.swipe.on, r.swipe.x0, r.swipe.y0 = !onBoard, f.MX, f.MY
	}
	if d.button == input.MouseLeft {
		dx, dy := d.follow(f, s)
		switch {
		case r.swipe.on && d.moved:
			*step -= dy
			d.x, d.y = f.MX, f.MY
		case !r.swipe.on && d.moved && v.Mode == scene.Stacked:
			orbitCamera(v, f, dx, dy)
			d.x, d.y = f.MX, f.MY
		}
		if f.Released[input.MouseLeft] || !f.Down[input.MouseLeft] {
			if r.swipe.on {
				sx, sy := f.MX-r.swipe.x0, f.MY-r.swipe.y0
				if abs32(sx) > 80*s && abs32(sx) > 2*abs32(sy) {
					if sx < 0 && r.i < len(r.pages)-1 {
						r.show(r.i + 1)
					} else if sx > 0 {
						r.show(r.i - 1)
					}
				}
			}
			d.button, r.swipe.on = -1, false
		}
	}
	if f.WheelY != 0 && onBoard {
		v.Cam.Zoom *= input.ZoomFactor(f.WheelY)
	}
}

func (r *howtoRoom) draw(dst *ebiten.Image) {
	a := r.a
	pt := a.pt
	s := float32(pt.Scale)
	g := r.geom()
	top, panel, text := g.top, g.panel, g.text
	pt.Rect(top, ui.ColPanel, 0, 0)
	pt.Text(dst, a.tr("howto.title"), pt.Title, 16*s, 16*s, ui.ColText)
	// where the reader is: a dot a page, the current one lit
	x := g.titleEnd + 24*s
	pageOf := a.trf("howto.page", "N", r.i+1, "Of", len(r.pages))
	right := g.back.X
	if g.rules.W > 0 {
		right = g.rules.X
	}
	if x+pt.Width(pageOf, pt.Body)+float32(len(r.pages))*16*s+24*s < right {
		for k := range r.pages {
			c := ui.ColDim.Alpha(0.5)
			if k == r.i {
				c = markdown.HeadCol
			}
			pt.Rect(ui.Rect{X: x + float32(k)*16*s, Y: top.H/2 - 5*s, W: 10 * s, H: 10 * s}, c, 5*s, 0)
		}
		pt.Text(dst, pageOf, pt.Body, x+float32(len(r.pages))*16*s+12*s, 22*s, ui.ColDim)
	}

	pt.Rect(panel, ui.ColPanel.Alpha(0.95), 12*s, 1.2*s)
	pt.Text(dst, ui.ElideEnd(pt, a.tr(r.pages[r.i].Title()), pt.Title, panel.W-32*s), pt.Title, panel.X+16*s, panel.Y+14*s, markdown.HeadCol)
	page := r.body(text.W)
	if page == nil {
		return
	}
	page.Draw(pt, dst, text.X, text.Y-r.scroll, text)
	if page.H > text.H { // more words below or above: a scroll bar
		h := max(24*s, text.H*text.H/page.H)
		y := text.Y + (text.H-h)*r.scroll/(page.H-text.H)
		pt.Rect(ui.Rect{X: panel.X + panel.W - 8*s, Y: y, W: 4 * s, H: h}, ui.ColDim.Alpha(0.5), 2*s, 0)
	}
}
