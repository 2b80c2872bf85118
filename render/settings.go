package render

import (
	"fmt"
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/lang"
	"strategema/render/colour"
	"strategema/render/lattice"
	"strategema/render/scene"
	"strategema/render/store"
	"strategema/render/ui"
)

// settingsRoom changes and keeps the settings.
type settingsRoom struct {
	a      *App
	scroll float32 // the rows' scroll, in pixels, where the window is too short for them all
}

// The settings' buttons.
const (
	setBack = iota
	setPalette
	setVolDown
	setVolUp
	setMute
	setIdle
	setSpreadDown
	setSpreadUp
	setFPS
	setFullscreen
	setAnimDown
	setAnimUp
	setThinkDown
	setThinkUp
	setLanguage
	setOnline
)

func (r *settingsRoom) name() string { return "settings" }

// board is the game's board, if there is one, else the menu's.
func (r *settingsRoom) board() lattice.State { return lattice.Behind(r.a.behindBoard()) }

type settingRow struct {
	label string
	value string
	minus int
	plus  int // -1: one Change button (minus)
}

func (r *settingsRoom) rows() []settingRow {
	a := r.a
	set := &a.set
	onOff := func(b bool) string {
		if b {
			return a.tr("ui.settings.on")
		}
		return a.tr("ui.settings.off")
	}
	pal := a.tr("ui.settings.palette.standard")
	if set.Palette == store.PaletteColourSafe {
		pal = a.tr("ui.settings.palette.colour_safe")
	}
	return []settingRow{
		{a.tr("ui.settings.language"), r.languageValue(), setLanguage, -1},
		{a.tr("ui.settings.palette"), pal, setPalette, -1},
		{a.tr("ui.settings.volume"), fmt.Sprintf("%d%%", int(set.Volume*100+0.5)), setVolDown, setVolUp},
		{a.tr("ui.settings.sound"), onOff(!set.Mute), setMute, -1},
		{a.tr("ui.settings.idle"), onOff(set.IdleRotation), setIdle, -1},
		{a.tr("ui.settings.spread"), a.trf("ui.settings.spread.value", "Cells", a.lang.Decimal(set.Spread, 1)), setSpreadDown, setSpreadUp},
		{a.tr("ui.settings.anim"), a.lang.Decimal(math.Round(set.AnimSpeed*100)/100, -1) + "×", setAnimDown, setAnimUp},
		{a.tr("ui.settings.fps"), onOff(set.ShowFPS), setFPS, -1},
		{a.tr("ui.settings.fullscreen"), onOff(set.Fullscreen), setFullscreen, -1},
		{a.tr("ui.settings.think"), a.trf("ui.settings.think.value", "Seconds", a.lang.Decimal(set.ThinkTime, -1)), setThinkDown, setThinkUp},
		{a.tr("ui.settings.online"), a.net.serverLabel(), setOnline, -1},
	}
}

// languageValue is the Language row's value: the language chosen, in its
// own name, or the system's, followed.
func (r *settingsRoom) languageValue() string {
	a := r.a
	for _, l := range lang.Languages() {
		if l.Tag == a.set.Language {
			return l.Name
		}
	}
	for _, l := range lang.Languages() {
		if l.Tag == lang.System() {
			return a.trf("ui.settings.language.system", "Language", l.Name)
		}
	}
	return a.trf("ui.settings.language.system", "Language", lang.Default)
}

// nextLanguage is the Language row's next choice: following the system,
// then each language by name, then following the system again.
func nextLanguage(cur string) string {
	ls := lang.Languages()
	if cur == "" {
		return ls[0].Tag
	}
	for i, l := range ls {
		if l.Tag == cur && i+1 < len(ls) {
			return ls[i+1].Tag
		}
	}
	return ""
}

// labelX is where the values start, past the widest label, from the
// panel's left edge.
func (r *settingsRoom) labelX() float32 {
	pt := r.a.pt
	s := float32(pt.Scale)
	w := float32(0)
	for _, row := range r.rows() {
		w = max(w, pt.Width(row.label, pt.Bold))
	}
	return max(220*s, 24*s+w+16*s)
}

// short reports whether the panel is too low for the palette's swatches
// under the rows (a phone turned on its side): the rows take their room.
func (r *settingsRoom) short() bool {
	return r.rect().H < 440*float32(r.a.pt.Scale)
}

// settingsRowH is a row's height, layout pixels; settingsNarrowRowH on a
// narrow panel (a phone), where the value goes under its label in up to
// two lines.
const (
	settingsRowH       = 50
	settingsNarrowRowH = 62
)

// narrow reports whether the values go under their labels (a phone): beside
// them, left of the row's buttons, a value would have under 80 pixels, or
// one would need more than the row's two lines.
func (r *settingsRoom) narrow() bool {
	a := r.a
	pt := a.pt
	s := float32(pt.Scale)
	w := min(max(620*s, r.labelX()+250*s+150*s), a.w-24*s) // rect's width
	valueW := w - 150*s - 12*s - r.labelX()
	if valueW < 80*s {
		return true
	}
	for _, row := range r.rows() {
		if pt.Width(row.value, pt.Body) > valueW && len(pt.Wrap(nil, row.value, pt.Small, valueW)) > 2 {
			return true
		}
	}
	return false
}

// rowH is a row's height, device pixels.
func (r *settingsRoom) rowH() float32 {
	h := float32(settingsRowH)
	if r.narrow() {
		h = settingsNarrowRowH
	}
	return h * float32(r.a.pt.Scale)
}

func (r *settingsRoom) rect() ui.Rect {
	a := r.a
	s := float32(a.pt.Scale)
	// room for the labels, a value and the row's buttons
	w := min(max(620*s, r.labelX()+250*s+150*s), a.w-24*s)
	h := 120*s + float32(len(r.rows()))*r.rowH() + 80*s
	if 40*s+h > a.h-8*s { // too short: the panel fills it and the rows scroll
		return ui.Rect{X: (a.w - w) / 2, Y: 8 * s, W: w, H: a.h - 16*s}
	}
	return ui.Rect{X: (a.w - w) / 2, Y: 40 * s, W: w, H: h}
}

// rowsView is where the rows show (top to bottom) and how far they can
// scroll: 0 when they all fit.
func (r *settingsRoom) rowsView() (top, bottom, maxScroll float32) {
	s := float32(r.a.pt.Scale)
	rc := r.rect()
	top, bottom = rc.Y+80*s, rc.Y+rc.H-120*s
	if r.short() { // no swatches: the rows take the height down to Back
		top, bottom = rc.Y+64*s, rc.Y+rc.H-70*s
	}
	all := float32(len(r.rows())) * r.rowH()
	return top, bottom, max(0, all-(bottom-top))
}

// rowY is row i's top, scrolled; shown says whether it shows whole.
func (r *settingsRoom) rowY(i int) (y float32, shown bool) {
	s := float32(r.a.pt.Scale)
	top, bottom, _ := r.rowsView()
	y = top + float32(i)*r.rowH() - r.scroll
	return y, y >= top-0.5 && y+r.rowH()-12*s <= bottom+0.5
}

func (r *settingsRoom) layout() {
	a := r.a
	s := float32(a.pt.Scale)
	rc := r.rect()
	for i, row := range r.rows() {
		y, shown := r.rowY(i)
		if !shown {
			continue
		}
		for _, b := range r.rowButtons(rc, row, y) {
			a.addButton(b.R, b.Label, "", b.ID, 0, true).About = row.label
		}
	}
	a.addButton(ui.Rect{X: rc.X + 24*s, Y: rc.Y + rc.H - 60*s, W: 160 * s, H: 42 * s}, a.tr("ui.back"), "Esc", setBack, 0, true)
}

// rowButtons are the buttons of row at y in the panel rc: − and +, or
// Change.
func (r *settingsRoom) rowButtons(rc ui.Rect, row settingRow, y float32) []ui.Button {
	s := float32(r.a.pt.Scale)
	bw := r.buttonsW(rc)
	span := bw - 24*s // the buttons' width, right of the labels
	if row.plus >= 0 {
		half := (span - 6*s) / 2
		return []ui.Button{
			{R: ui.Rect{X: rc.X + rc.W - bw, Y: y, W: half, H: 38 * s}, Label: "−", ID: row.minus, Enabled: true},
			{R: ui.Rect{X: rc.X + rc.W - 24*s - half, Y: y, W: half, H: 38 * s}, Label: "+", ID: row.plus, Enabled: true},
		}
	}
	return []ui.Button{{R: ui.Rect{X: rc.X + rc.W - bw, Y: y, W: span, H: 38 * s}, Label: r.a.tr("ui.settings.change"), ID: row.minus, Enabled: true}}
}

// buttonsW is the width a row's buttons take at the right of the panel
// rc, with its margin: narrower where the value would not fit beside its
// label (a phone), so the label and the value under it get more.
func (r *settingsRoom) buttonsW(rc ui.Rect) float32 {
	s := float32(r.a.pt.Scale)
	if rc.W-150*s-12*s-r.labelX() < 80*s {
		return 124 * s
	}
	return 150 * s
}

func (r *settingsRoom) update() {
	a := r.a
	f := &a.fr
	if f.KeyPressed(ebiten.KeyEscape) && a.dialog == nil {
		a.pop()
		return
	}
	top, bottom, maxScroll := r.rowsView()
	if maxScroll == 0 || a.dialog != nil {
		r.scroll = 0
		return
	}
	// the rows scroll under the wheel and a finger (or the mouse) dragging
	// them, as the readers do
	step := -f.WheelY * r.rowH()
	rc := r.rect()
	rows := ui.Rect{X: rc.X, Y: top, W: rc.W, H: bottom - top}
	step -= a.dragScroll(rows)
	r.scroll = max(0, min(r.scroll+step, maxScroll))
}

func (r *settingsRoom) draw(dst *ebiten.Image) {
	a := r.a
	pt := a.pt
	s := float32(pt.Scale)
	rc := r.rect()
	pt.Rect(rc, ui.ColPanel.Alpha(0.95), 14*s, 1.5*s)
	pt.Text(dst, a.tr("ui.settings.title"), pt.Title, rc.X+24*s, rc.Y+24*s, ui.ColText)
	top, bottom, _ := r.rowsView()
	var clip *ebiten.Image // the rows' view, for a row it shows in part
	for i, row := range r.rows() {
		y, shown := r.rowY(i)
		if shown {
			r.drawRow(dst, rc, row, y)
			continue
		}
		if y+r.rowH() <= top || y >= bottom {
			continue // scrolled out
		}
		// a row cut by the view's edge: drawn in part (its buttons too,
		// which take no press until it shows whole), so that the rows fill
		// the view wherever they are scrolled to
		if clip == nil {
			pt.Flush(dst) // the panel, queued, goes on the whole screen
			clip = dst.SubImage(image.Rect(int(rc.X), int(top), int(rc.X+rc.W), int(bottom))).(*ebiten.Image)
		}
		r.drawRow(clip, rc, row, y)
		ui.DrawButtons(pt, clip, r.rowButtons(rc, row, y), 0, 0, false, false)
		pt.Flush(clip)
	}
	if top, bottom, maxScroll := r.rowsView(); maxScroll > 0 { // where the view is in the rows
		h := max(24*s, (bottom-top)*(bottom-top)/(bottom-top+maxScroll))
		y := top + (bottom-top-h)*r.scroll/maxScroll
		pt.Rect(ui.Rect{X: rc.X + rc.W - 10*s, Y: y, W: 4 * s, H: h}, ui.ColDim.Alpha(0.5), 2*s, 0)
	}
	// palette swatches (none on a short screen)
	x := rc.X + 24*s
	y := rc.Y + rc.H - 110*s
	for i, c := range [...]colour.Color{a.pal.Tile[0], a.pal.Tile[1], a.pal.Neutral, a.pal.Unit[0], a.pal.Unit[1], a.pal.Isolated} {
		if !r.short() {
			pt.Rect(ui.Rect{X: x + float32(i)*44*s, Y: y, W: 36 * s, H: 24 * s}, c.Alpha(1), 5*s, 1)
		}
	}
	// where they are kept, wrapped beside Back (a long path is elided in
	// its middle lines' start)
	kw := rc.X + rc.W - 24*s - (rc.X + 200*s)
	ky := rc.Y + rc.H - 58*s
	lines := pt.Wrap(nil, a.trf("ui.settings.kept", "Where", a.where()), pt.Small, kw)
	if len(lines) > 2 { // the heading on a line, the place elided on the next
		lines = []string{a.tr("ui.settings.kept_heading"), ui.ElideStart(pt, a.where(), pt.Small, kw)}
	}
	for _, l := range lines {
		pt.Text(dst, l, pt.Small, rc.X+200*s, ky, ui.ColDim)
		ky += pt.LineH(pt.Small)
	}
}

// drawRow writes row's label and value at y in the panel rc.
func (r *settingsRoom) drawRow(dst *ebiten.Image, rc ui.Rect, row settingRow, y float32) {
	pt := r.a.pt
	s := float32(pt.Scale)
	vx := r.labelX()
	valueW := rc.W - 150*s - 12*s - vx // up to the row's buttons

	if r.narrow() { // a phone: the value under its label
		lw := rc.W - r.buttonsW(rc) - 36*s // up to the row's buttons
		if f := pt.Bold; pt.Width(row.label, f) <= lw {
			pt.Text(dst, row.label, f, rc.X+24*s, y+1*s, ui.ColText)
		} else { // a longer label (Russian) in the small face
			pt.Text(dst, ui.ElideEnd(pt, row.label, pt.Small, lw), pt.Small, rc.X+24*s, y+3*s, ui.ColText)
		}
		ly := y + 23*s
		for i, l := range pt.Wrap(nil, row.value, pt.Small, lw) {
			if i == 2 {
				break
			}
			pt.Text(dst, ui.ElideEnd(pt, l, pt.Small, lw), pt.Small, rc.X+24*s, ly, ui.ColDim)
			ly += pt.LineH(pt.Small)
		}
		return
	}
	pt.Text(dst, row.label, pt.Bold, rc.X+24*s, y+10*s, ui.ColText)
	if pt.Width(row.value, pt.Body) <= valueW {
		pt.Text(dst, row.value, pt.Body, rc.X+vx, y+10*s, ui.ColDim)
	} else { // two smaller lines in the row's height
		lines := pt.Wrap(nil, row.value, pt.Small, valueW)
		ly := y + 19*s - float32(min(len(lines), 2))*pt.LineH(pt.Small)/2
		for i, l := range lines {
			if i == 2 {
				break
			}
			pt.Text(dst, ui.ElideEnd(pt, l, pt.Small, valueW), pt.Small, rc.X+vx, ly, ui.ColDim)
			ly += pt.LineH(pt.Small)
		}
	}
}

func (r *settingsRoom) press(b *ui.Button) {
	a := r.a
	set := &a.set
	switch b.ID {
	case setBack:
		a.pop()
		return
	case setPalette:
		if set.Palette == store.PaletteColourSafe {
			set.Palette = store.PaletteStandard
		} else {
			set.Palette = store.PaletteColourSafe
		}
	case setVolDown:
		set.Volume = max(0, set.Volume-0.1)
	case setVolUp:
		set.Volume = min(1, set.Volume+0.1)
	case setMute:
		set.Mute = !set.Mute
	case setIdle:
		set.IdleRotation = !set.IdleRotation
	case setSpreadDown:
		set.Spread = max(scene.MinSpread, set.Spread-0.4)
	case setSpreadUp:
		set.Spread = min(scene.MaxSpread, set.Spread+0.4)
	case setAnimDown:
		set.AnimSpeed = max(0.5, set.AnimSpeed/1.5)
	case setAnimUp:
		set.AnimSpeed = min(3, set.AnimSpeed*1.5)
	case setFPS:
		set.ShowFPS = !set.ShowFPS
	case setFullscreen:
		a.toggleFullscreen()
		return
	case setThinkDown:
		set.ThinkTime = store.StepThinkTime(set.ThinkTime, false)
	case setThinkUp:
		set.ThinkTime = store.StepThinkTime(set.ThinkTime, true)
	case setLanguage:
		set.Language = nextLanguage(set.Language)
	case setOnline:
		a.push(newServerRoom(a))
		return
	}
	a.saveSettings()
}
