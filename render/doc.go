package render

import (
	"io/fs"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/render/scene"
)

// docRoom reads one of the embedded documents (the rules, the controls),
// wrapped to the window and scrollable.
type docRoom struct {
	a      *App
	title  string
	src    string // the file in Options.Docs
	lines  []docLine
	scroll float32
	wrapW  float32
}

// The document's buttons.
const docBack = 0

type docLine struct {
	text string
	kind byte // 'h' heading, 'm' mono, 'b' bullet, 't' text, ' ' blank
}

func (r *docRoom) name() string { return "doc" }

// board: none is drawn; the tiles fade toward the game's, as in the menu's
// other rooms.
func (r *docRoom) board() boardState {
	bs := boardOf(nil)
	bs.fade = r.a.behindBoard()
	return bs
}

// wrap reads and wraps the document for width w.
func (r *docRoom) wrap(w float32) {
	if r.wrapW == w && r.lines != nil {
		return
	}
	a := r.a
	r.wrapW = w
	r.lines = r.lines[:0]
	var src []byte
	var err error
	if a.opts.Docs != nil {
		src, err = fs.ReadFile(a.opts.Docs, r.src)
	} else {
		err = fs.ErrNotExist
	}
	if err != nil {
		r.lines = append(r.lines, docLine{"docs/" + r.src + " is not part of this build.", 't'})
		return
	}
	pt := a.pt
	mono := false
	for _, raw := range strings.Split(strings.ReplaceAll(string(src), "\r\n", "\n"), "\n") {
		line := strings.TrimRight(raw, " ")
		switch {
		case strings.HasPrefix(line, "```"):
			mono = !mono
			continue
		case mono || strings.HasPrefix(line, "|"):
			r.lines = append(r.lines, docLine{line, 'm'})
		case strings.HasPrefix(line, "#"):
			r.lines = append(r.lines, docLine{"", ' '}, docLine{strings.TrimSpace(strings.TrimLeft(line, "#")), 'h'})
		case line == "":
			r.lines = append(r.lines, docLine{"", ' '})
		default:
			kind := byte('t')
			if strings.HasPrefix(strings.TrimSpace(line), "- ") || strings.HasPrefix(strings.TrimSpace(line), "* ") {
				kind = 'b'
				line = "•  " + strings.TrimSpace(line)[2:]
			}
			line = strings.NewReplacer("**", "", "`", "").Replace(line)
			for i, l := range pt.Wrap(nil, line, pt.Body, w-20) {
				if i > 0 && kind == 'b' {
					l = "    " + l
				}
				r.lines = append(r.lines, docLine{l, kind})
			}
		}
	}
}

func (r *docRoom) rect() Rect {
	a := r.a
	s := float32(a.pt.scale)
	w := min(900*s, a.w-40*s)
	return Rect{(a.w - w) / 2, 24 * s, w, a.h - 48*s}
}

func (r *docRoom) layout() {
	s := float32(r.a.pt.scale)
	rc := r.rect()
	r.a.addButton(Rect{rc.X + rc.W - 140*s, rc.Y + 14*s, 120 * s, 38 * s}, "Back", "Esc", docBack, 0, true)
}

func (r *docRoom) press(b *button) { r.a.pop() }

func (r *docRoom) update() {
	a := r.a
	f := &a.fr
	if a.dialog != nil {
		return
	}
	if f.KeyPressed(ebiten.KeyEscape) {
		a.pop()
	}
	step := float32(0)
	for _, k := range f.Keys {
		switch k {
		case ebiten.KeyArrowDown:
			step += 3
		case ebiten.KeyArrowUp:
			step -= 3
		case ebiten.KeyPageDown, ebiten.KeySpace:
			step += 20
		case ebiten.KeyPageUp:
			step -= 20
		case ebiten.KeyHome:
			r.scroll = 0
		}
	}
	step -= f.WheelY * 3
	if f.Down[mouseLeft] && a.drag.button == mouseLeft {
		step -= (f.MY - a.drag.y) / 20
	}
	r.scroll = max(0, min(r.scroll+step, float32(len(r.lines))-5))
}

func (r *docRoom) draw(dst *ebiten.Image) {
	pt := r.a.pt
	s := float32(pt.scale)
	rc := r.rect()
	pt.Rect(rc, colPanel.Alpha(0.97), 14*s, 1.5*s)
	pt.Text(dst, r.title, pt.Title, rc.X+28*s, rc.Y+20*s, colText)
	r.wrap(rc.W - 56*s)
	y := rc.Y + 70*s
	for i := int(r.scroll); i < len(r.lines); i++ {
		l := r.lines[i]
		f, c := pt.Body, colText
		switch l.kind {
		case 'h':
			f, c = pt.Bold, scene.Color{R: 0.55, G: 0.8, B: 1, A: 1}
		case 'm':
			f, c = pt.Mono, colDim
		}
		if y+pt.LineH(f) > rc.Y+rc.H-12*s {
			break
		}
		pt.Text(dst, l.text, f, rc.X+28*s, y, c)
		y += pt.LineH(f)
	}
}
