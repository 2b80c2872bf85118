package render

import (
	"io/fs"
	"path"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/lang"
	"strategema/learn/lessons"
	"strategema/render/lattice"
	"strategema/render/markdown"
	"strategema/render/ui"
)

// docRoom reads one of the embedded documents (the rules, the controls),
// in the window's language where the document is translated (ru/RULES.md)
// and in English otherwise:
// its markdown drawn as a page (headings, paragraphs, lists, tables, code;
// render/markdown), laid out again for the panel's width at every
// window size, and scrollable.
type docRoom struct {
	a      *App
	title  string
	src    string // the file in Options.Docs
	blocks []markdown.Block
	links  map[int][]markdown.Button // the lesson buttons under headings, by block
	all    []lessons.Lesson          // the lessons the links open
	read   ui.TextCache              // the App's langGen the document was read for
	faces  markdown.Faces
	page   *markdown.Page
	scroll float32 // pixels from the top
	wrapW  float32 // the width page was laid out for
	wrapS  float64 // and the scale
	// contents: the contents entries' blocks and the headings they
	// scroll to (readercontents.go); where a press began and whether it
	// has dragged since.
	contents   map[int]int
	tapX, tapY float32
	tapDragged bool
}

// The document's buttons.
const (
	docBack   = iota
	docLesson // arg: the lesson's index in lessons.All
)

func (r *docRoom) name() string { return "doc" }

// board: none is drawn; the tiles fade toward the game's, as in the menu's
// other rooms.
func (r *docRoom) board() lattice.State {
	bs := lattice.StateOf(nil)
	bs.Fade = r.a.behindBoard()
	return bs
}

// docPath is the file of the document src in language tag: its
// translation (ru/RULES.md) where fsys has one, else src itself.
func docPath(fsys fs.FS, tag, src string) string {
	if tag != lang.Default && fsys != nil {
		if p := path.Join(tag, src); fileExists(fsys, p) {
			return p
		}
	}
	return src
}

func fileExists(fsys fs.FS, name string) bool {
	_, err := fs.Stat(fsys, name)
	return err == nil
}

// load reads the document once, and again when the language changes or
// a finger takes over from the mouse (or back).
func (r *docRoom) load() {
	a := r.a
	touch := 0
	if a.touchUI() {
		touch = 1
	}
	if !r.read.Stale(ui.TextKey{N: [4]int{a.langGen, touch}}) {
		return
	}
	r.page = nil
	var src []byte
	err := fs.ErrNotExist
	file := docPath(a.opts.Docs, a.lang.Lang(), r.src)
	if a.opts.Docs != nil {
		src, err = fs.ReadFile(a.opts.Docs, file)
	}
	if err != nil {
		src = []byte(a.trf("ui.doc.missing", "Name", "docs/"+r.src))
	}
	r.blocks = markdown.Parse(src)
	// the document's own title heads the panel instead of the page
	if len(r.blocks) > 0 && r.blocks[0].Kind == markdown.Heading && r.blocks[0].Level == 1 {
		var t strings.Builder
		for _, sp := range r.blocks[0].Spans {
			t.WriteString(sp.Text)
		}
		r.title = t.String()
		r.blocks = r.blocks[1:]
	}
	if touch == 1 { // a finger reads its own section first
		r.blocks = touchFirst(r.blocks)
	}
	if r.all == nil {
		r.all = lessons.All()
	}
	r.links = a.docLessonLinks(file, r.blocks, r.all)
	r.contents = contentsLinks(r.blocks)
}

// layoutPage lays the document out for width w at the painter's scale.
func (r *docRoom) layoutPage(w float32) {
	pt := r.a.pt
	r.load()
	if r.page != nil && r.wrapW == w && r.wrapS == pt.Scale {
		return
	}
	if err := r.faces.Ready(pt); err != nil {
		r.a.fatal = err
		return
	}
	old := float32(0)
	if r.page != nil && r.page.H > 0 {
		old = r.scroll / r.page.H // keep the place when the width changes
	}
	r.page = markdown.LayOut(r.blocks, r.faces, float32(pt.Scale), w, r.links)
	r.wrapW, r.wrapS = w, pt.Scale
	r.scroll = old * r.page.H
}

// rect is the document's panel; text is its area for the page.
func (r *docRoom) rect() (panel, text ui.Rect) {
	a := r.a
	s := float32(a.pt.Scale)
	w := min(960*s, a.w-32*s)
	panel = ui.Rect{X: (a.w - w) / 2, Y: 16 * s, W: w, H: a.h - 32*s}
	text = ui.Rect{X: panel.X + 28*s, Y: panel.Y + 66*s, W: panel.W - 56*s, H: panel.H - 66*s - 14*s}
	return panel, text
}

func (r *docRoom) layout() {
	a := r.a
	s := float32(a.pt.Scale)
	rc, text := r.rect()
	a.addButton(r.backRect(rc), a.tr("ui.back"), "Esc", docBack, 0, true)
	r.layoutPage(text.W)
	if r.page == nil {
		return
	}
	for _, k := range r.page.Links { // the lesson buttons in view
		b := ui.Rect{X: text.X + k.R.X, Y: text.Y - r.scroll + k.R.Y, W: k.R.W, H: k.R.H}
		if b.Y >= text.Y && b.Y+b.H <= text.Y+text.H {
			a.addButton(b, ui.ElideEnd(a.pt, k.Label, a.pt.Body, b.W-16*s), "", docLesson, k.Arg, true)
		}
	}
}

func (r *docRoom) press(b *ui.Button) {
	switch b.ID {
	case docBack:
		r.a.pop()
	case docLesson:
		openLesson(r.a, b.Arg)
	}
}

// openLesson plays lesson i (of lessons.All) from its first unfinished
// stage over the room on top; its Back returns there.
func openLesson(a *App, i int) {
	list := newLessonsRoom(a)
	if i >= 0 && i < len(list.all) {
		list.open(i)
	}
}

func (r *docRoom) update() {
	a := r.a
	f := &a.fr
	if a.dialog != nil || a.pt == nil {
		return
	}
	_, text := r.rect()
	line := float32(a.pt.Body.Size) * 1.35
	step := float32(0)
	for _, k := range f.Keys {
		switch k {
		case ebiten.KeyEscape:
			a.pop()
			return
		case ebiten.KeyArrowDown:
			step += 3 * line
		case ebiten.KeyArrowUp:
			step -= 3 * line
		case ebiten.KeyPageDown, ebiten.KeySpace:
			step += text.H - 2*line
		case ebiten.KeyPageUp:
			step -= text.H - 2*line
		case ebiten.KeyHome:
			r.scroll = 0
		case ebiten.KeyEnd:
			step += 1e9
		}
	}
	step -= f.WheelY * 3 * line
	step -= a.dragScroll(text) // a drag on the page scrolls it (a finger, a mouse)
	if r.contentsTap(text) {
		step = 0
	}
	bottom := float32(0)
	if r.page != nil {
		bottom = max(0, r.page.H-text.H)
	}
	r.scroll = max(0, min(r.scroll+step, bottom))
}

// backRect is Back's place at the top right of the panel rc.
func (r *docRoom) backRect(rc ui.Rect) ui.Rect {
	s := float32(r.a.pt.Scale)
	return ui.Rect{X: rc.X + rc.W - 150*s, Y: rc.Y + 14*s, W: 130 * s, H: 38 * s}
}

// drawTitle writes the title at the panel's top left, beside Back: in
// the title face where it fits, else in the bold one; on a phone held
// upright without the game's name before it ("STRATEGEMA: Rules of Play"
// becomes "Rules of Play"), and shortened with an ellipsis only if even
// that is too wide.
func (r *docRoom) drawTitle(dst *ebiten.Image, rc ui.Rect) {
	pt := r.a.pt
	s := float32(pt.Scale)
	x := rc.X + 28*s
	room := r.backRect(rc).X - 12*s - x
	titles := []string{r.title}
	if _, short, ok := strings.Cut(r.title, ": "); ok && short != "" {
		first, n := utf8.DecodeRuneInString(short)
		titles = append(titles, string(unicode.ToUpper(first))+short[n:])
	}
	text, f := titles[len(titles)-1], pt.Bold
fit:
	for _, t := range titles {
		for _, face := range []*ui.FontFace{pt.Title, pt.Bold} {
			if pt.Width(t, face) <= room {
				text, f = t, face
				break fit
			}
		}
	}
	y := rc.Y + 20*s + (float32(pt.Title.Size)-float32(f.Size))/2
	pt.Text(dst, ui.ElideEnd(pt, text, f, room), f, x, y, ui.ColText)
}

func (r *docRoom) draw(dst *ebiten.Image) {
	pt := r.a.pt
	s := float32(pt.Scale)
	rc, text := r.rect()
	pt.Rect(rc, ui.ColPanel.Alpha(0.97), 14*s, 1.5*s)
	r.layoutPage(text.W) // finds the document's own title
	r.drawTitle(dst, rc)
	if r.page == nil {
		return
	}
	r.page.Draw(pt, dst, text.X, text.Y-r.scroll, text)
	if r.page.H > text.H { // where the view is in the document
		h := max(24*s, text.H*text.H/r.page.H)
		y := text.Y + (text.H-h)*r.scroll/(r.page.H-text.H)
		pt.Rect(ui.Rect{X: rc.X + rc.W - 12*s, Y: y, W: 4 * s, H: h}, ui.ColDim.Alpha(0.5), 2*s, 0)
	}
}
