package render

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/render/ui"
)

// learnGeom is the geometry the lesson and puzzle rooms share. On a wide
// screen: the top bar, the panel of words and buttons on the left and the
// board on the rest. On a screen held upright (a phone) the board gets the
// width, as on the play screen: the top bar (two lines where the title and
// the status do not fit on one), the board across the whole screen, and
// under it the panel, as tall as its words and buttons ask but never more
// than half of what the top bar leaves.
type learnGeom struct {
	top, panel ui.Rect
	// words is the part of the panel the words may fill, above the
	// buttons.
	words ui.Rect
	// tall: the screen is held upright; twoLines: the top bar's status
	// goes on a second line.
	tall, twoLines bool
}

// learnTall reports whether the window is held upright: taller than
// wide, as the play room decides (playLayout.tall).
func learnTall(a *App) bool { return a.h > a.w*1.1 }

// The learning rooms' buttons: their height and the gap between them, at
// scale 1.
const (
	learnButtonH   = 40
	learnButtonGap = 8
)

// learnRects lays the lesson and puzzle rooms out: wordsH is the height
// the words take at the panel's width (learnWordsW), rows how many rows of
// buttons the room puts under them, head the width the top bar's title and
// status need side by side.
func learnRects(a *App, wordsH float32, rows int, head float32) learnGeom {
	s := float32(a.pt.Scale)
	var g learnGeom
	g.tall = learnTall(a)
	topH := 62 * s
	if head > a.w-32*s {
		g.twoLines, topH = true, 92*s
	}
	g.top = ui.Rect{X: 0, Y: 0, W: a.w, H: topH}
	buttons := float32(rows)*(learnButtonH+learnButtonGap)*s + 4*s
	if g.tall {
		room := a.h - topH - 16*s
		h := min(28*s+wordsH+buttons, room*0.5)
		g.panel = ui.Rect{X: 8 * s, Y: a.h - 8*s - h, W: a.w - 16*s, H: h}
	} else {
		pw := min(420*s, max(a.w*0.36, 260*s))
		g.panel = ui.Rect{X: 8 * s, Y: topH + 8*s, W: pw, H: a.h - topH - 16*s}
	}
	g.words = ui.Rect{X: g.panel.X, Y: g.panel.Y, W: g.panel.W, H: g.panel.H - buttons - 8*s}
	return g
}

// learnWordsW is the width the words are wrapped to in the panel: the
// panel's width less its margins, as learnRects will place it.
func learnWordsW(a *App) float32 {
	s := float32(a.pt.Scale)
	if learnTall(a) {
		return a.w - 16*s - 28*s
	}
	return min(420*s, max(a.w*0.36, 260*s)) - 28*s
}

// view gives the board the window beside the panel (wide) or between
// the top bar and the panel (upright), under the top bar. Beside the
// panel it ends a label's line above the screen's foot: the lowest
// level's files are written under its near edge, and on a phone turned
// they were cut at the foot.
func (g learnGeom) view(a *App) {
	s := float32(a.pt.Scale)
	if g.tall {
		a.view.X0, a.view.Y0 = 0, g.top.H
		a.view.W, a.view.H = a.w, g.panel.Y-4*s-g.top.H
	} else {
		a.view.X0, a.view.Y0 = g.panel.X+g.panel.W+8*s, g.top.H
		a.view.W, a.view.H = a.w-a.view.X0, a.h-g.top.H-a.pt.LineH(a.pt.Small)
	}
	a.view.Inset = levelNameRoom(a)
}

// levelNameRoom is the strip the board's view keeps at its top for the
// top level's name, which the lattice writes above the level's far edge
// (lattice.Board.DrawLabels): without it the name ran under the top bar
// (a puzzle's rating bar, the replay's title on a phone).
func levelNameRoom(a *App) float32 { return float32(a.pt.Bold.Size) * 1.6 }

// wordsDst is where the words are drawn: dst, clipped to the panel's words
// when the wordsH they take would run into the buttons (a long text on a
// small screen).
func (g learnGeom) wordsDst(pt *ui.Painter, dst *ebiten.Image, wordsH, margin float32) *ebiten.Image {
	if wordsH+2*margin <= g.words.H {
		return dst
	}
	pt.Flush(dst) // the panel and the top bar's stars, queued, go on the whole screen
	r := g.words
	clip := image.Rect(int(r.X), int(r.Y), int(r.X+r.W), int(r.Y+r.H))
	return dst.SubImage(clip).(*ebiten.Image)
}

// scrollWords scrolls words wordsH tall that do not fit their part of the
// panel (a phone turned on its side) under a drag or the wheel over them.
func (g learnGeom) scrollWords(a *App, sc *ui.Scroller, wordsH float32) {
	s := float32(a.pt.Scale)
	a.scrollList(sc, g.words, 3*a.pt.LineH(a.pt.Body))
	sc.Clamp(wordsH+28*s, g.words.H)
}
