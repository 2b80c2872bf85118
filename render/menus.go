package render

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/engine"
	"strategema/render/player"
	"strategema/render/scene"
	"strategema/render/store"
)

// ---- main menu ----

func (a *App) menuColumn() (x, y, w, bh, gap float32) {
	s := float32(a.pt.scale)
	w = 340 * s
	bh = 44 * s
	gap = 10 * s
	return (a.w - w) / 2, a.h*0.26 + 20*s, w, bh, gap
}

func (a *App) layoutMenu() {
	x, y, w, bh, gap := a.menuColumn()
	add := func(label string, id, arg int, ok bool) {
		a.addButton(Rect{x, y, w, bh}, label, "", id, arg, ok)
		y += bh + gap
	}
	if a.m != nil && !a.m.g.Position().Over() {
		b := a.addButton(Rect{x, y, w, bh}, "Resume game", "Esc", btResume, 0, true)
		b.accent = true
		y += bh + gap
	}
	add("New game: Two Commanders", btNewHotseat, 0, true)
	if len(a.opts.Computers) == 0 {
		add("New game vs computer (coming)", btNewComputer, -1, false)
	}
	for i, c := range a.opts.Computers {
		add("New game vs "+c.Title, btNewComputer, i, true)
	}
	if _, _, ok := a.exhibitionSides(); ok {
		add(a.exhibitionLabel(), btExhibition, 0, true)
	}
	add("Continue saved game", btContinue, 0, a.hasAutosave)
	half := (w - gap) / 2
	a.addButton(Rect{x, y, half, bh}, "Load record", "", btLoad, 0, true)
	a.addButton(Rect{x + half + gap, y, half, bh}, "Save record", "", btSave, 0, a.m != nil && a.m.g.CanUndo())
	y += bh + gap
	a.addButton(Rect{x, y, half, bh}, "Rules", "", btRules, 0, true)
	a.addButton(Rect{x + half + gap, y, half, bh}, "Controls", "", btControls, 0, true)
	y += bh + gap
	a.addButton(Rect{x, y, half, bh}, "Settings", "", btSettings, 0, true)
	a.addButton(Rect{x + half + gap, y, half, bh}, "Quit", "", btQuit, 0, true)
}

func (a *App) updateMenu() {
	f := &a.fr
	if f.KeyPressed(ebiten.KeyEscape) && a.dialog == nil && a.m != nil && !a.m.g.Position().Over() {
		a.screen = scrPlay
	}
	if f.KeyPressed(ebiten.KeyN) && a.dialog == nil {
		a.onButton(btNewHotseat, 0)
	}
	if f.KeyPressed(ebiten.KeyEnter) && a.dialog == nil {
		switch {
		case a.m != nil && !a.m.g.Position().Over():
			a.screen = scrPlay
		case a.hasAutosave:
			a.onButton(btContinue, 0)
		default:
			a.onButton(btNewHotseat, 0)
		}
	}
}

func (a *App) drawMenu(dst *ebiten.Image) {
	pt := a.pt
	s := float32(pt.scale)
	x, y, w, _, _ := a.menuColumn()
	bottom := y
	for _, b := range a.buttons {
		bottom = max(bottom, b.r.Y+b.r.H)
	}
	panel := Rect{x - 30*s, y - 130*s, w + 60*s, bottom - y + 160*s}
	pt.Rect(panel, colPanel.Alpha(0.9), 16*s, 1.5*s)
	title := "STRATEGEMA"
	tw := pt.Width(title, pt.Big)
	pt.Text(dst, title, pt.Big, (a.w-tw)/2, y-112*s, colText)
	sub := "a game of the holographic lattice"
	sw := pt.Width(sub, pt.Body)
	pt.Text(dst, sub, pt.Body, (a.w-sw)/2, y-50*s, colDim)
	if a.opts.Store != nil {
		where := "Saved in " + a.st.B.Where()
		pt.Text(dst, where, pt.Small, 12*s, a.h-24*s, colDim.Alpha(0.7))
	}
}

// ---- button dispatch ----

func (a *App) onButton(id, arg int) {
	switch id {
	case btNewHotseat:
		a.newGame([2]player.Player{player.Human{Label: "Cerulean"}, player.Human{Label: "Amber"}})
	case btNewComputer:
		if arg < 0 || arg >= len(a.opts.Computers) {
			return
		}
		c, err := a.opts.Computers[arg].New()
		if err != nil {
			a.showMessage("Computer commander", err.Error())
			return
		}
		a.newGame([2]player.Player{player.Human{Label: "Cerulean"}, c})
	case btResume:
		a.screen = scrPlay
	case btContinue:
		a.continueAutosave()
	case btLoad:
		a.openLoad()
	case btSave:
		a.saveRecord()
	case btRules:
		a.openDoc("Rules", "RULES.md")
	case btControls:
		a.openDoc("Controls", "CONTROLS.md")
	case btSettings:
		a.screen = scrSettings
	case btQuit:
		a.quitNext = true
	case btBack:
		a.back()
	case btLoadRecord:
		if arg >= 0 && arg < len(a.records) {
			name := a.records[arg]
			data, err := a.st.ReadRecord(name)
			if err == nil {
				err = a.openRecord(data, name)
			}
			if err != nil {
				a.showMessage("Cannot open "+name, err.Error())
			}
		}
	case btOpenFile:
		a.pickFile()
	case btReplay:
		a.openReplay()
	case btNewAfter:
		a.overOpen = false
		a.screen = scrMenu
	case btCloseOver:
		a.overOpen = false
	default:
		if a.onAIButton(id) {
			return
		}
		if id >= btSetPalette && id <= btSetAnimUp {
			a.onSetting(id)
			return
		}
		if id >= btRepStart && id <= btRepEnd {
			a.onReplayButton(id)
			return
		}
		if a.m != nil {
			a.onPlayButton(id, arg)
		}
	}
}

// back leaves a secondary screen.
func (a *App) back() {
	switch {
	case a.screen == scrReplay && a.m != nil:
		a.screen = scrPlay
	default:
		a.screen = scrMenu
	}
}

// newGame starts a game from the opening.
func (a *App) newGame(players [2]player.Player) {
	if a.m != nil {
		a.m.cancelThink()
	}
	a.m = newMatch(engine.NewGame(), players)
	a.setMatchCommon()
	a.screen = scrPlay
	a.autosave()
}

func (a *App) setMatchCommon() {
	a.snapTiles(&a.m.shown)
	a.overShown = false // a finished game opens on its result panel
	a.hover, a.kbMode = engine.NoCell, false
	a.view.Cam = scene.DefaultOrbit()
	a.logScroll = 0
	a.rep = nil
}

// openRecord replays a record into a new match (players from its headers).
func (a *App) openRecord(data []byte, name string) error {
	g, rec, err := engine.LoadRecord(data)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	players := [2]player.Player{player.Human{Label: "Cerulean"}, player.Human{Label: "Amber"}}
	for _, h := range rec.Headers {
		side := -1
		switch h.Key {
		case "Cerulean":
			side = 0
		case "Amber":
			side = 1
		}
		if side < 0 {
			continue
		}
		for _, c := range a.opts.Computers {
			if c.Title == h.Value {
				if p, err := c.New(); err == nil {
					players[side] = p
				}
			}
		}
	}
	if a.m != nil {
		a.m.cancelThink()
	}
	a.m = newMatch(g, players)
	a.setMatchCommon()
	a.screen = scrPlay
	return nil
}

// offerContinue looks at the autosave at start-up: a damaged one is set
// aside and reported, never fatal.
func (a *App) offerContinue() {
	data, err := a.st.ReadAutosave()
	if err != nil {
		a.showMessage("Saved game", err.Error())
		return
	}
	if data == nil {
		return
	}
	if _, _, err := engine.LoadRecord(data); err != nil {
		aside, aerr := a.st.SetAside(store.AutosaveName)
		msg := "The saved game could not be read (" + err.Error() + ")."
		if aerr == nil {
			msg += " It was set aside as " + aside + " in " + a.st.B.Where() + "."
		}
		a.showMessage("Saved game damaged", msg)
		return
	}
	a.hasAutosave = true
}

// continueAutosave opens the autosaved game.
func (a *App) continueAutosave() {
	data, err := a.st.ReadAutosave()
	if err == nil && data == nil {
		err = errors.New("there is no saved game")
	}
	if err == nil {
		err = a.openRecord(data, "autosave")
	}
	if err != nil {
		a.hasAutosave = false
		if aside, aerr := a.st.SetAside(store.AutosaveName); aerr == nil {
			err = fmt.Errorf("%w (set aside as %s)", err, aside)
		}
		a.showMessage("Saved game", err.Error())
	}
}

// saveRecord writes the current game as a record file.
func (a *App) saveRecord() {
	if a.m == nil {
		return
	}
	data := a.recordBytes()
	name, err := a.st.SaveRecord(data)
	if err != nil {
		a.showMessage("Save record", err.Error())
		return
	}
	a.say("Saved " + name + " in " + a.st.B.Where())
	a.downloadRecord(name, data) // the browser also downloads it
}

// openDropped opens the first record file dropped onto the window.
func (a *App) openDropped(fsys fs.FS) {
	var found string
	_ = fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && found == "" {
			found = p
		}
		return nil
	})
	if found == "" {
		return
	}
	data, err := fs.ReadFile(fsys, found)
	if err == nil {
		err = a.openRecord(data, found)
	}
	if err != nil {
		a.showMessage("Cannot open "+found, err.Error())
	}
}

// ---- load ----

func (a *App) openLoad() {
	recs, err := a.st.Records()
	if err != nil {
		a.showMessage("Load record", err.Error())
	}
	a.records = recs
	a.screen = scrLoad
}

func (a *App) layoutLoad() {
	s := float32(a.pt.scale)
	w := 460 * s
	x := (a.w - w) / 2
	y := 150 * s
	for i, r := range a.records {
		if y > a.h-140*s {
			break
		}
		a.addButton(Rect{x, y, w, 36 * s}, r, "", btLoadRecord, i, true)
		y += 42 * s
	}
	if canPickFiles { // the browser: Back and the file picker side by side
		half := (w - 10*s) / 2
		a.addButton(Rect{x, a.h - 90*s, half, 44 * s}, "Back", "Esc", btBack, 0, true)
		a.addButton(Rect{x + half + 10*s, a.h - 90*s, half, 44 * s}, "Open a file…", "", btOpenFile, 0, true)
		return
	}
	a.addButton(Rect{x, a.h - 90*s, w, 44 * s}, "Back", "Esc", btBack, 0, true)
}

func (a *App) updateLoad() {
	if a.fr.KeyPressed(ebiten.KeyEscape) && a.dialog == nil {
		a.back()
	}
}

func (a *App) drawLoad(dst *ebiten.Image) {
	pt := a.pt
	s := float32(pt.scale)
	w := 520 * s
	r := Rect{(a.w - w) / 2, 40 * s, w, a.h - 80*s}
	pt.Rect(r, colPanel.Alpha(0.94), 14*s, 1.5*s)
	pt.Text(dst, "Load a game record", pt.Title, r.X+30*s, r.Y+24*s, colText)
	msg := "Saved records in " + a.st.B.Where() + ". Or drop a record file onto the window."
	if len(a.records) == 0 {
		msg = "No saved records yet in " + a.st.B.Where() + ". Drop a record file onto the window to open it."
	}
	y := r.Y + 64*s
	for _, l := range pt.Wrap(nil, msg, pt.Small, r.W-60*s) {
		pt.Text(dst, l, pt.Small, r.X+30*s, y, colDim)
		y += pt.LineH(pt.Small)
	}
}

// ---- settings ----

type settingRow struct {
	label string
	value string
	minus int
	plus  int
}

func (a *App) settingRows() []settingRow {
	set := &a.set
	onOff := func(b bool) string {
		if b {
			return "on"
		}
		return "off"
	}
	pal := "Standard (blue / amber)"
	if set.Palette == store.PaletteColourSafe {
		pal = "Colour-blind safe (Okabe–Ito, hatched)"
	}
	return []settingRow{
		{"Palette", pal, btSetPalette, 0},
		{"Volume", fmt.Sprintf("%d%%", int(set.Volume*100+0.5)), btSetVolDown, btSetVolUp},
		{"Sound", onOff(!set.Mute), btSetMute, 0},
		{"Idle rotation", onOff(set.IdleRotation), btSetIdle, 0},
		{"Level spread", fmt.Sprintf("%.1f cells", set.Spread), btSetSpreadDown, btSetSpreadUp},
		{"Animation speed", fmt.Sprintf("%.2g×", set.AnimSpeed), btSetAnimDown, btSetAnimUp},
		{"Show frame rate", onOff(set.ShowFPS), btSetFPS, 0},
		{"Fullscreen", onOff(set.Fullscreen), btSetFullscreen, 0},
		{"Computer think time", fmt.Sprintf("%.2g s a turn", set.ThinkTime), btSetThinkDown, btSetThinkUp},
	}
}

func (a *App) settingsRect() Rect {
	s := float32(a.pt.scale)
	w := 620 * s
	return Rect{(a.w - w) / 2, 40 * s, w, 120*s + float32(len(a.settingRows()))*50*s + 80*s}
}

func (a *App) layoutSettings() {
	s := float32(a.pt.scale)
	r := a.settingsRect()
	y := r.Y + 80*s
	for _, row := range a.settingRows() {
		if row.plus != 0 {
			a.addButton(Rect{r.X + r.W - 150*s, y, 60 * s, 38 * s}, "−", "", row.minus, 0, true)
			a.addButton(Rect{r.X + r.W - 84*s, y, 60 * s, 38 * s}, "+", "", row.plus, 0, true)
		} else {
			a.addButton(Rect{r.X + r.W - 150*s, y, 126 * s, 38 * s}, "Change", "", row.minus, 0, true)
		}
		y += 50 * s
	}
	a.addButton(Rect{r.X + 24*s, r.Y + r.H - 60*s, 160 * s, 42 * s}, "Back", "Esc", btBack, 0, true)
}

func (a *App) updateSettings() {
	if a.fr.KeyPressed(ebiten.KeyEscape) && a.dialog == nil {
		a.back()
	}
}

func (a *App) drawSettings(dst *ebiten.Image) {
	pt := a.pt
	s := float32(pt.scale)
	r := a.settingsRect()
	pt.Rect(r, colPanel.Alpha(0.95), 14*s, 1.5*s)
	pt.Text(dst, "Settings", pt.Title, r.X+24*s, r.Y+24*s, colText)
	y := r.Y + 80*s
	for _, row := range a.settingRows() {
		pt.Text(dst, row.label, pt.Bold, r.X+24*s, y+10*s, colText)
		pt.Text(dst, row.value, pt.Body, r.X+220*s, y+10*s, colDim)
		y += 50 * s
	}
	// palette swatches
	x := r.X + 24*s
	y = r.Y + r.H - 110*s
	for i, c := range [...]scene.Color{a.pal.Tile[0], a.pal.Tile[1], a.pal.Neutral, a.pal.Unit[0], a.pal.Unit[1], a.pal.Isolated} {
		pt.Rect(Rect{x + float32(i)*44*s, y, 36 * s, 24 * s}, c.Alpha(1), 5*s, 1)
	}
	pt.Text(dst, "Settings are kept in "+a.st.B.Where(), pt.Small, r.X+220*s, r.Y+r.H-48*s, colDim)
}

func (a *App) onSetting(id int) {
	set := &a.set
	switch id {
	case btSetPalette:
		if set.Palette == store.PaletteColourSafe {
			set.Palette = store.PaletteStandard
		} else {
			set.Palette = store.PaletteColourSafe
		}
	case btSetVolDown:
		set.Volume = max(0, set.Volume-0.1)
	case btSetVolUp:
		set.Volume = min(1, set.Volume+0.1)
	case btSetMute:
		set.Mute = !set.Mute
	case btSetIdle:
		set.IdleRotation = !set.IdleRotation
	case btSetSpreadDown:
		set.Spread = max(scene.MinSpread, set.Spread-0.4)
	case btSetSpreadUp:
		set.Spread = min(scene.MaxSpread, set.Spread+0.4)
	case btSetAnimDown:
		set.AnimSpeed = max(0.5, set.AnimSpeed/1.5)
	case btSetAnimUp:
		set.AnimSpeed = min(3, set.AnimSpeed*1.5)
	case btSetFPS:
		set.ShowFPS = !set.ShowFPS
	case btSetFullscreen:
		a.toggleFullscreen()
		return
	}
	a.saveSettings()
}

// ---- documents (rules, controls) ----

type docLine struct {
	text string
	kind byte // 'h' heading, 'm' mono, 'b' bullet, 't' text, ' ' blank
}

func (a *App) openDoc(title, file string) {
	a.docTitle, a.docSrc, a.docScroll, a.doc, a.docW = title, file, 0, nil, 0
	a.screen = scrDoc
}

// wrapDoc reads and wraps the document for width w.
func (a *App) wrapDoc(w float32) {
	if a.docW == w && a.doc != nil {
		return
	}
	a.docW = w
	a.doc = a.doc[:0]
	var src []byte
	var err error
	if a.opts.Docs != nil {
		src, err = fs.ReadFile(a.opts.Docs, a.docSrc)
	} else {
		err = fs.ErrNotExist
	}
	if err != nil {
		a.doc = append(a.doc, docLine{"docs/" + a.docSrc + " is not part of this build.", 't'})
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
			a.doc = append(a.doc, docLine{line, 'm'})
		case strings.HasPrefix(line, "#"):
			a.doc = append(a.doc, docLine{"", ' '}, docLine{strings.TrimSpace(strings.TrimLeft(line, "#")), 'h'})
		case line == "":
			a.doc = append(a.doc, docLine{"", ' '})
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
				a.doc = append(a.doc, docLine{l, kind})
			}
		}
	}
}

func (a *App) docRect() Rect {
	s := float32(a.pt.scale)
	w := min(900*s, a.w-40*s)
	return Rect{(a.w - w) / 2, 24 * s, w, a.h - 48*s}
}

func (a *App) layoutDoc() {
	s := float32(a.pt.scale)
	r := a.docRect()
	a.addButton(Rect{r.X + r.W - 140*s, r.Y + 14*s, 120 * s, 38 * s}, "Back", "Esc", btBack, 0, true)
}

func (a *App) updateDoc() {
	f := &a.fr
	if a.dialog != nil {
		return
	}
	if f.KeyPressed(ebiten.KeyEscape) {
		a.back()
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
			a.docScroll = 0
		}
	}
	step -= f.WheelY * 3
	if f.Down[mouseLeft] && a.drag == mouseLeft {
		step -= (f.MY - a.dragY) / 20
	}
	a.docScroll = max(0, min(a.docScroll+step, float32(len(a.doc))-5))
}

func (a *App) drawDoc(dst *ebiten.Image) {
	pt := a.pt
	s := float32(pt.scale)
	r := a.docRect()
	pt.Rect(r, colPanel.Alpha(0.97), 14*s, 1.5*s)
	pt.Text(dst, a.docTitle, pt.Title, r.X+28*s, r.Y+20*s, colText)
	a.wrapDoc(r.W - 56*s)
	y := r.Y + 70*s
	for i := int(a.docScroll); i < len(a.doc); i++ {
		l := a.doc[i]
		f, c := pt.Body, colText
		switch l.kind {
		case 'h':
			f, c = pt.Bold, scene.Color{R: 0.55, G: 0.8, B: 1, A: 1}
		case 'm':
			f, c = pt.Mono, colDim
		}
		if y+pt.LineH(f) > r.Y+r.H-12*s {
			break
		}
		pt.Text(dst, l.text, f, r.X+28*s, y, c)
		y += pt.LineH(f)
	}
}
