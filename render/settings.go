package render

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/lang"
	"strategema/render/scene"
	"strategema/render/store"
)

// settingsRoom changes and keeps the settings.
type settingsRoom struct{ a *App }

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
)

func (r *settingsRoom) name() string { return "settings" }

// board is the game's board, if there is one, else the menu's.
func (r *settingsRoom) board() boardState { return behindOf(r.a.behindBoard()) }

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
		{a.tr("ui.settings.anim"), fmt.Sprintf("%.2g×", set.AnimSpeed), setAnimDown, setAnimUp},
		{a.tr("ui.settings.fps"), onOff(set.ShowFPS), setFPS, -1},
		{a.tr("ui.settings.fullscreen"), onOff(set.Fullscreen), setFullscreen, -1},
		{a.tr("ui.settings.think"), a.trf("ui.settings.think.value", "Seconds", fmt.Sprintf("%.2g", set.ThinkTime)), setThinkDown, setThinkUp},
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
	s := float32(pt.scale)
	w := float32(0)
	for _, row := range r.rows() {
		w = max(w, pt.Width(row.label, pt.Bold))
	}
	return max(220*s, 24*s+w+16*s)
}

func (r *settingsRoom) rect() Rect {
	a := r.a
	s := float32(a.pt.scale)
	// room for the labels, a value and the row's buttons
	w := min(max(620*s, r.labelX()+250*s+150*s), a.w-24*s)
	return Rect{(a.w - w) / 2, 40 * s, w, 120*s + float32(len(r.rows()))*50*s + 80*s}
}

func (r *settingsRoom) layout() {
	a := r.a
	s := float32(a.pt.scale)
	rc := r.rect()
	y := rc.Y + 80*s
	for _, row := range r.rows() {
		if row.plus >= 0 {
			a.addButton(Rect{rc.X + rc.W - 150*s, y, 60 * s, 38 * s}, "−", "", row.minus, 0, true)
			a.addButton(Rect{rc.X + rc.W - 84*s, y, 60 * s, 38 * s}, "+", "", row.plus, 0, true)
		} else {
			a.addButton(Rect{rc.X + rc.W - 150*s, y, 126 * s, 38 * s}, a.tr("ui.settings.change"), "", row.minus, 0, true)
		}
		y += 50 * s
	}
	a.addButton(Rect{rc.X + 24*s, rc.Y + rc.H - 60*s, 160 * s, 42 * s}, a.tr("ui.back"), "Esc", setBack, 0, true)
}

func (r *settingsRoom) update() {
	if r.a.fr.KeyPressed(ebiten.KeyEscape) && r.a.dialog == nil {
		r.a.pop()
	}
}

func (r *settingsRoom) draw(dst *ebiten.Image) {
	a := r.a
	pt := a.pt
	s := float32(pt.scale)
	rc := r.rect()
	pt.Rect(rc, colPanel.Alpha(0.95), 14*s, 1.5*s)
	pt.Text(dst, a.tr("ui.settings.title"), pt.Title, rc.X+24*s, rc.Y+24*s, colText)
	y := rc.Y + 80*s
	vx := r.labelX()
	valueW := rc.W - 150*s - 12*s - vx // up to the row's buttons
	for _, row := range r.rows() {
		pt.Text(dst, row.label, pt.Bold, rc.X+24*s, y+10*s, colText)
		if pt.Width(row.value, pt.Body) <= valueW {
			pt.Text(dst, row.value, pt.Body, rc.X+vx, y+10*s, colDim)
		} else { // two smaller lines in the row's height
			lines := pt.Wrap(nil, row.value, pt.Small, valueW)
			ly := y + 19*s - float32(min(len(lines), 2))*pt.LineH(pt.Small)/2
			for i, l := range lines {
				if i == 2 {
					break
				}
				pt.Text(dst, elideEnd(pt, l, pt.Small, valueW), pt.Small, rc.X+vx, ly, colDim)
				ly += pt.LineH(pt.Small)
			}
		}
		y += 50 * s
	}
	// palette swatches
	x := rc.X + 24*s
	y = rc.Y + rc.H - 110*s
	for i, c := range [...]scene.Color{a.pal.Tile[0], a.pal.Tile[1], a.pal.Neutral, a.pal.Unit[0], a.pal.Unit[1], a.pal.Isolated} {
		pt.Rect(Rect{x + float32(i)*44*s, y, 36 * s, 24 * s}, c.Alpha(1), 5*s, 1)
	}
	// where they are kept, wrapped beside Back (a long path is elided in
	// its middle lines' start)
	kw := rc.X + rc.W - 24*s - (rc.X + 200*s)
	ky := rc.Y + rc.H - 58*s
	lines := pt.Wrap(nil, a.trf("ui.settings.kept", "Where", a.where()), pt.Small, kw)
	if len(lines) > 2 { // the heading on a line, the place elided on the next
		lines = []string{a.tr("ui.settings.kept_heading"), elideStart(pt, a.where(), pt.Small, kw)}
	}
	for _, l := range lines {
		pt.Text(dst, l, pt.Small, rc.X+200*s, ky, colDim)
		ky += pt.LineH(pt.Small)
	}
}

func (r *settingsRoom) press(b *button) {
	a := r.a
	set := &a.set
	switch b.id {
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
		set.ThinkTime = max(store.MinThinkTime, set.ThinkTime/2)
	case setThinkUp:
		set.ThinkTime = min(store.MaxThinkTime, set.ThinkTime*2)
	case setLanguage:
		set.Language = nextLanguage(set.Language)
	}
	a.saveSettings()
}
