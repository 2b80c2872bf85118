package render

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/engine"
	"strategema/learn/lessons"
	"strategema/render/colour"
	"strategema/render/input"
	"strategema/render/lattice"
	"strategema/render/scene"
	"strategema/render/store"
	"strategema/render/ui"
)

// lessons.go: the Lessons room (the lessons in teaching order with the
// learner's stars; a click opens one) and the lesson room (one stage
// being played: its instruction, the board at its position, Hint,
// Restart, Back, and Next once done). Every action goes through the
// stage's Try; a finished stage keeps its stars (store.Learn), a spoiled
// try shows why and starts the stage again.

// lessonsRoom lists the lessons.
type lessonsRoom struct {
	a      *App
	all    []lessons.Lesson
	kept   store.Learn
	scroll ui.Scroller // the list's, when it does not fit the screen
}

// The Lessons room's buttons.
const (
	lessonsBack = iota
	lessonsOpen // arg: the lesson's index
)

func newLessonsRoom(a *App) *lessonsRoom {
	r := &lessonsRoom{a: a, all: lessons.All()}
	r.kept = a.loadLearn()
	return r
}

// loadLearn is the kept learning state; an unreadable file is said and
// replaced by a fresh one.
func (a *App) loadLearn() store.Learn {
	l, err := a.st.LoadLearn()
	if err != nil {
		a.say(errText(a.lang, err))
	}
	return l
}

// saveLearn keeps l, saying why when it cannot.
func (a *App) saveLearn(l store.Learn) {
	a.newcomer = a.newcomer && len(l.Lessons) == 0
	if err := a.st.SaveLearn(l); err != nil {
		a.say(errText(a.lang, err))
	}
}

func (r *lessonsRoom) name() string { return "lessons" }

func (r *lessonsRoom) board() lattice.State { return lattice.Behind(r.a.behindBoard()) }

// listLayout is the list's geometry: each lesson's row (by index; the
// button takes all but the right 110 px, where its stars are drawn), the
// Practice heading's row, the panel behind them, the list's area (its
// rows scroll in it) and Back.
type listLayout struct {
	rows   []ui.Rect
	head   ui.Rect
	panel  ui.Rect
	area   ui.Rect
	back   ui.Rect
	title  float32 // the title's left
	titleY float32 // the title's top
	titleW float32
	pitch  float32
	end    float32 // the scroll that shows the list's last row whole at the bottom
	short  bool    // no room for the subtitle
}

// layoutList places the rules lessons in the first column and the
// Practice heading with the practice lessons in the second: two columns
// where the window is wide enough for two rows of 300 px, one column
// (the heading between the two groups) where it is not. Rows are 44 px
// apart (a finger's target and a gap on a touch screen); where they do
// not all fit the screen's height, the list scrolls between the title and
// Back (lessonsRoom.scroll).
func (r *lessonsRoom) layoutList() listLayout {
	a := r.a
	s := float32(a.pt.Scale)
	var rules, practice []int
	for i, l := range r.all {
		if l.Practice {
			practice = append(practice, i)
		} else {
			rules = append(rules, i)
		}
	}
	L := listLayout{rows: make([]ui.Rect, len(r.all))}
	gap := 24 * s
	cols := 2
	colW := min(520*s, (a.w-64*s-gap)/2)
	if colW < 300*s || len(practice) == 0 {
		cols, colW = 1, min(640*s, a.w-40*s)
	}
	// each column's slots: a lesson's index, or -1 for the heading
	var slots [2][]int
	slots[0] = append(slots[0], rules...)
	k := 0
	if cols == 2 {
		k = 1
	}
	if len(practice) > 0 {
		slots[k] = append(slots[k], -1)
		slots[k] = append(slots[k], practice...)
	}
	n := max(len(slots[0]), len(slots[1]))
	row := a.listRowPitch(44 * s)
	head, foot := 96*s, 64*s
	L.short = head+float32(n)*row+foot > a.h-16*s && a.h < 520*s
	if L.short { // a phone turned on its side: the title alone heads the list
		head = 56 * s
	}
	ph := min(head+float32(n)*row+foot, a.h-16*s)
	py := (a.h - ph) / 2
	width := float32(cols)*colW + float32(cols-1)*gap
	x0 := (a.w - width) / 2
	L.pitch = row
	L.area = ui.Rect{X: x0, Y: py + head, W: width, H: ph - head - foot}
	L.end = max(0, float32(n)*row-L.area.H)
	r.scroll.Clamp(float32(n)*row, L.area.H)
	for c := 0; c < cols; c++ {
		x := x0 + float32(c)*(colW+gap)
		for j, i := range slots[c] {
			rr := ui.Rect{X: x, Y: L.area.Y + float32(j)*row - r.scroll.Off, W: colW, H: row - 6*s}
			if i < 0 {
				L.head = rr
			} else {
				L.rows[i] = rr
			}
		}
	}
	L.panel = ui.Rect{X: x0 - 24*s, Y: py, W: width + 48*s, H: ph}
	bw := 160 * s
	L.back = ui.Rect{X: (a.w - bw) / 2, Y: L.area.Y + L.area.H + 12*s, W: bw, H: 40 * s}
	L.title, L.titleY, L.titleW = x0, py+10*s, width
	return L
}

func (r *lessonsRoom) layout() {
	a := r.a
	s := float32(a.pt.Scale)
	L := r.layoutList()
	next := r.nextLesson()
	for i, l := range r.all {
		rr := L.rows[i]
		if !ui.Shows(rr, L.area) {
			continue // scrolled out of the list's area
		}
		rr.W -= 110 * s
		b := a.addButton(rr, a.trf("learn.lessons.row", "N", i+1, "Title", a.tr(l.Title)), "", lessonsOpen, i, true)
		b.Left = true
		b.Accent = i == next
	}
	a.addButton(L.back, a.tr("learn.back"), "Esc", lessonsBack, 0, true)
}

// nextLesson is the first lesson not yet finished (-1: all are).
func (r *lessonsRoom) nextLesson() int {
	for i, l := range r.all {
		if !r.kept.Lessons.Finished(l) {
			return i
		}
	}
	return -1
}

func (r *lessonsRoom) press(b *ui.Button) {
	switch b.ID {
	case lessonsBack:
		r.a.pop()
	case lessonsOpen:
		r.open(b.Arg)
	}
}

// open plays lesson i from its first unfinished stage.
func (r *lessonsRoom) open(i int) {
	l := r.all[i]
	stage := 0
	for stage < len(l.Stages)-1 && r.kept.Lessons.Stars(l.ID, stage) > 0 {
		stage++
	}
	r.a.push(newLessonRoom(r, i, stage))
}

func (r *lessonsRoom) update() {
	a := r.a
	if a.dialog == nil && a.fr.KeyPressed(ebiten.KeyEscape) {
		a.pop()
		return
	}
	L := r.layoutList()
	a.scrollList(&r.scroll, L.area, L.pitch)
	if !a.fr.Down[input.MouseLeft] {
		// at rest the rows stand whole from the list's top, or at its end
		// the last row whole at the bottom (the area is seldom a whole
		// number of rows tall: a phone turned on its side)
		off := float32(math.Round(float64(r.scroll.Off/L.pitch))) * L.pitch
		if r.scroll.Off > L.end-L.pitch/2 {
			off = L.end
		}
		r.scroll.Off = max(0, min(off, L.end))
	}
}

func (r *lessonsRoom) draw(dst *ebiten.Image) {
	a := r.a
	pt := a.pt
	s := float32(pt.Scale)
	L := r.layoutList()
	x, y, w := L.title, L.titleY, L.titleW
	pt.Rect(L.panel, ui.ColPanel.Alpha(0.92), 16*s, 1.5*s)
	pt.Text(dst, a.tr("learn.lessons.title"), pt.Title, x, y, ui.ColText)
	if !L.short {
		pt.Text(dst, ui.ElideEnd(pt, a.tr("learn.lessons.subtitle"), pt.Small, w), pt.Small, x, y+42*s, ui.ColDim)
	}
	if L.head.W > 0 && ui.Shows(L.head, L.area) {
		head := ui.ElideEnd(pt, a.tr("lessons.section.practice"), pt.Bold, L.head.W)
		pt.Text(dst, head, pt.Bold, L.head.X, L.head.Y+(L.head.H-pt.LineH(pt.Bold))/2, colStar)
	}
	for i, l := range r.all {
		rr := L.rows[i]
		if !ui.Shows(rr, L.area) {
			continue
		}
		drawStars(pt, rr.X+rr.W-96*s, rr.Y+rr.H/2, min(13*s, rr.H/2-1*s), r.kept.Lessons.LessonStars(l))
	}
}

// drawStars draws three stars from (x, cy), the first n filled, each r
// in radius.
func drawStars(pt *ui.Painter, x, cy, r float32, n int) {
	for i := 0; i < 3; i++ {
		c := ui.ColDim.Alpha(0.5)
		if i < n {
			c = colStar
		}
		drawStar(pt, x+r+float32(i)*(2*r+6*r/13), cy, r, c)
	}
}

// colStar is a won star's gold.
var colStar = colour.Color{R: 1, G: 0.8, B: 0.25, A: 1}

// drawStar strokes a five-pointed star (a pentagram) centred at (cx, cy).
func drawStar(pt *ui.Painter, cx, cy, r float32, c colour.Color) {
	var px, py [5]float32
	for k := range px {
		ang := -math.Pi/2 + float64(k)*2*math.Pi/5
		px[k], py[k] = cx+r*float32(math.Cos(ang)), cy+r*float32(math.Sin(ang))
	}
	for k := range px {
		j := (k + 2) % 5
		pt.Line(px[k], py[k], px[j], py[j], max(1.5, r/5), c)
	}
}

// lessonRoom is one lesson being played, stage by stage.
type lessonRoom struct {
	a      *App
	list   *lessonsRoom
	lesson lessons.Lesson
	index  int // the lesson's index in the list
	stage  int
	lb     learnBoard

	hint   bool                   // the hint is showing
	why    *lessons.Explanation   // the last try's failure, shown until the next action
	notes  []*lessons.Explanation // what the last turn's end changed by itself
	done   bool
	stars  int
	wrap   textWrap
	camSet bool
	scroll ui.Scroller // the words', where they do not fit the panel
}

// The lesson room's buttons.
const (
	lessonHint = iota
	lessonRestart
	lessonNext
	lessonBack
	lessonSurge
	lessonHold
	lessonEnd
)

func newLessonRoom(list *lessonsRoom, index, stage int) *lessonRoom {
	a := list.a
	r := &lessonRoom{a: a, list: list, lesson: list.all[index], index: index}
	r.lb = learnBoard{a: a, act: r.try}
	r.begin(stage)
	a.view.Cam = scene.DefaultOrbit()
	a.view.Solo = 0
	return r
}

// cur is the stage being played.
func (r *lessonRoom) cur() *lessons.Stage { return &r.lesson.Stages[r.stage] }

// begin starts stage i afresh.
func (r *lessonRoom) begin(i int) {
	r.stage = i
	r.hint, r.why, r.done, r.stars, r.notes = false, nil, false, 0, nil
	r.scroll.Off = 0
	r.lb.show(r.cur().Start())
}

// try plays the learner's action through the stage.
func (r *lessonRoom) try(act engine.Action) {
	if r.done {
		return
	}
	res := r.cur().Try(r.lb.m.Game, act)
	r.why = nil
	if len(res.Notes) > 0 || act.Type == engine.ActEnd {
		r.notes = res.Notes
	}
	switch {
	case res.Done:
		r.lb.m.Resync()
		r.done, r.stars = true, res.Stars
		kept := r.a.loadLearn()
		if kept.Lessons.Record(r.lesson.ID, r.stage, res.Stars) {
			r.a.saveLearn(kept)
		}
		r.list.kept = kept
	case res.Failed:
		r.why = res.Why
		if res.Restart != nil {
			hint := r.hint
			r.lb.show(res.Restart)
			r.hint = hint
		} else {
			r.lb.m.Resync() // an illegal action changed nothing
		}
	default:
		r.lb.m.Resync()
	}
}

func (r *lessonRoom) name() string { return "lesson" }

func (r *lessonRoom) board() lattice.State { return r.lb.state() }

// geom is the lesson's geometry (learnRects), its words measured at the
// panel's width: two rows of buttons under them, three with Next.
func (r *lessonRoom) geom() learnGeom {
	a := r.a
	rows := 2
	if r.done {
		rows = 3
	}
	s := float32(a.pt.Scale)
	stage := r.stageText()
	head := a.pt.Width(a.tr(r.lesson.Title), a.pt.Title) + 24*s + a.pt.Width(stage, a.pt.Body) + 140*s
	return learnRects(a, r.words(nil, 0, 0, learnWordsW(a)), rows, head)
}

// stageText is the top bar's "Stage 1 of 2".
func (r *lessonRoom) stageText() string {
	return r.a.trf("learn.lesson.stage", "N", r.stage+1, "Of", len(r.lesson.Stages))
}

func (r *lessonRoom) layout() {
	a := r.a
	s := float32(a.pt.Scale)
	g := r.geom()
	g.view(a)
	panel := g.panel
	bh, gap := learnButtonH*s, learnButtonGap*s
	y := panel.Y + panel.H - bh - 12*s
	bw := (panel.W - 24*s - 2*gap) / 3
	x := panel.X + 12*s
	a.addButton(ui.Rect{X: x, Y: y, W: bw, H: bh}, a.tr("learn.hint"), "", lessonHint, 0, !r.hint && !r.done)
	a.addButton(ui.Rect{X: x + bw + gap, Y: y, W: bw, H: bh}, a.tr("learn.restart"), "", lessonRestart, 0, true)
	a.addButton(ui.Rect{X: x + 2*(bw+gap), Y: y, W: bw, H: bh}, a.tr("learn.back"), "Esc", lessonBack, 0, true)
	// the turn's actions the lessons name, with their keys (as the play
	// room's action bar)
	play := !r.done && r.lb.canPlay()
	ay := y - bh - gap
	a.addButton(ui.Rect{X: x, Y: ay, W: bw, H: bh}, a.tr("play.surge"), "S", lessonSurge, 0, play)
	a.addButton(ui.Rect{X: x + bw + gap, Y: ay, W: bw, H: bh}, a.tr("play.hold"), "H", lessonHold, 0, play)
	a.addButton(ui.Rect{X: x + 2*(bw+gap), Y: ay, W: bw, H: bh}, a.tr("play.end_turn"), "E", lessonEnd, 0, play)
	y = ay
	if r.done {
		label := a.tr("learn.next")
		if r.stage == len(r.lesson.Stages)-1 {
			label = a.tr("learn.lesson.next_lesson")
			if r.index == len(r.list.all)-1 {
				label = a.tr("learn.lesson.all_done")
			}
		}
		b := a.addButton(ui.Rect{X: x, Y: y - bh - gap, W: panel.W - 24*s, H: bh}, label, "Enter", lessonNext, 0, true)
		b.Accent = true
	}
}

func (r *lessonRoom) press(b *ui.Button) {
	switch b.ID {
	case lessonHint:
		r.hint = true
	case lessonRestart:
		r.begin(r.stage)
	case lessonNext:
		r.next()
	case lessonBack:
		r.a.pop()
	case lessonSurge:
		r.lb.surge()
	case lessonHold:
		if r.lb.canPlay() {
			r.try(engine.Simple(engine.ActHold))
		}
	case lessonEnd:
		if r.lb.canPlay() {
			r.try(engine.Simple(engine.ActEnd))
		}
	}
}

// next goes on to the next stage, the next lesson, or back to the list
// after the last.
func (r *lessonRoom) next() {
	switch {
	case r.stage+1 < len(r.lesson.Stages):
		r.begin(r.stage + 1)
	case r.index+1 < len(r.list.all):
		r.a.pop()
		r.list.open(r.index + 1)
	default:
		r.a.pop()
	}
}

func (r *lessonRoom) update() {
	a := r.a
	if a.dialog == nil && r.done && a.fr.KeyPressed(ebiten.KeyEnter) {
		r.next()
		return
	}
	if a.pt != nil && a.w > 0 {
		r.geom().scrollWords(a, &r.scroll, r.words(nil, 0, 0, learnWordsW(a)))
	}
	if r.lb.update() {
		a.pop()
	}
}

func (r *lessonRoom) draw(dst *ebiten.Image) {
	a := r.a
	pt := a.pt
	s := float32(pt.Scale)
	g := r.geom()
	pt.Rect(g.top, ui.ColPanel, 0, 0)
	stage := r.stageText()
	sw := pt.Width(stage, pt.Body)
	stars := r.list.kept.Lessons.Stars(r.lesson.ID, r.stage)
	if g.twoLines { // the title on its own line, the stage and its stars under it
		pt.Text(dst, ui.ElideEnd(pt, a.tr(r.lesson.Title), pt.Title, a.w-32*s), pt.Title, 16*s, 10*s, ui.ColText)
		pt.Text(dst, stage, pt.Body, 16*s, 52*s, ui.ColDim)
		drawStars(pt, 16*s+sw+16*s, 52*s+pt.LineH(pt.Body)/2, 11*s, stars)
	} else {
		pt.Text(dst, ui.ElideEnd(pt, a.tr(r.lesson.Title), pt.Title, a.w-sw-140*s-40*s), pt.Title, 16*s, 16*s, ui.ColText)
		pt.Text(dst, stage, pt.Body, a.w-sw-140*s, 22*s, ui.ColDim)
		drawStars(pt, a.w-124*s, 31*s, 11*s, stars)
	}
	pt.Rect(g.panel, ui.ColPanel.Alpha(0.92), 12*s, 1.2*s)
	w := learnWordsW(a)
	x, y := g.panel.X+14*s, g.panel.Y+14*s
	r.words(g.wordsDst(pt, dst, r.words(nil, 0, 0, w), 14*s), x, y-r.scroll.Off, w)
	r.lb.drawTip(dst)
}

// words draws the stage's words from (x, y), wrapped to w, and returns
// the height they take; with dst nil it only measures them. They are the
// stage's text, the goal's counter, the hint, the verdict (the stars won
// or why the try failed) and what the turn's end changed by itself.
func (r *lessonRoom) words(dst *ebiten.Image, x, y, w float32) float32 {
	a := r.a
	pt := a.pt
	s := float32(pt.Scale)
	y0 := y
	lh := pt.LineH(pt.Body)
	text := func(l string, f *ui.FontFace, c colour.Color) {
		if dst != nil {
			pt.Text(dst, l, f, x, y, c)
		}
	}
	para := func(key, words string, c colour.Color) {
		for _, l := range r.wrap.lines(a, pt, key, words, w) {
			text(l, pt.Body, c)
			y += lh
		}
	}
	para("text", a.tr(r.cur().Text), ui.ColText)
	y += 6 * s
	// the goal's counter ("Your cells: 68 of 92"), from the board as it
	// stands after each action
	if prog := lessons.GoalProgressText(a.lang, r.cur(), r.lb.m.Game); prog != "" {
		text(ui.ElideEnd(pt, prog, pt.Bold, w), pt.Bold, colStar)
		y += lh
	}
	y += 4 * s
	if r.hint {
		para("hint", a.trf("learn.lesson.hint_text", "Hint", a.tr(r.cur().Hint)), ui.ColDim)
		y += 10 * s
	}
	switch {
	case r.done:
		text(a.tr("learn.lesson.done"), pt.Title, colStar)
		y += pt.LineH(pt.Title) + 4*s
		if dst != nil {
			drawStars(pt, x, y+16*s, 16*s, r.stars)
		}
		y += 44 * s
		para("stars", a.tr(starsWords[r.stars]), ui.ColDim)
	case r.why != nil:
		text(a.tr("learn.lesson.failed"), pt.Bold, ui.ColWarn)
		y += lh
		para("why", r.why.Text(a.lang)+" "+a.tr("learn.lesson.restarted"), ui.ColText)
		y += 6 * s
	}
	// what the turn's end changed by itself (an isolation, a surge that
	// faded, the territory that went with them)
	for i, n := range r.notes {
		para(fmt.Sprint("note", i), n.Text(a.lang), ui.ColDim)
	}
	return y - y0
}

// starsWords says what a try's stars mean.
var starsWords = [4]string{"", "learn.stars.1", "learn.stars.2", "learn.stars.3"}

// textWrap keeps texts wrapped to a width, by a key, until the text, the
// width or the language changes.
type textWrap struct {
	m map[string]wrappedText
}

// wrappedText is one text's lines and what they were wrapped from.
type wrappedText struct {
	written ui.TextCache
	lines   []string
}

// lines is text wrapped to w in the body face.
func (t *textWrap) lines(a *App, pt *ui.Painter, key, text string, w float32) []string {
	if t.m == nil {
		t.m = map[string]wrappedText{}
	}
	c := t.m[key]
	if c.written.Stale(ui.TextKey{N: [4]int{int(math.Float32bits(w)), a.langGen}, Text: text}) {
		c.lines = pt.Wrap(nil, text, pt.Body, w)
		t.m[key] = c
	}
	return c.lines
}
