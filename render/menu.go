package render

import (
	"github.com/hajimehoshi/ebiten/v2"

	"strategema/render/lattice"
	"strategema/render/player"
	"strategema/render/ui"
)

// menuRoom is the main menu, always at the bottom of the room stack.
type menuRoom struct {
	a *App
}

// The menu's buttons.
const (
	menuResume = iota
	menuHotseat
	menuComputer // arg: index into Options.Computers
	menuLadder   // the ladder of opponents
	menuExhibition
	menuContinue
	menuLoad
	menuSave
	menuRules
	menuControls
	menuSettings
	menuQuit
	menuLessons
	menuPuzzles
	menuOnline
)

func (r *menuRoom) name() string { return "menu" }

func (r *menuRoom) board() lattice.State { return lattice.Behind(&r.a.backdrop) }

// resumable reports whether a game goes on to be resumed.
func (r *menuRoom) resumable() bool {
	m := r.a.play.m
	return m != nil && !m.Game.Position().Over()
}

func (r *menuRoom) column() (x, y, w, bh, gap float32) {
	a := r.a
	s := float32(a.pt.Scale)
	w = 340 * s
	bh = 44 * s
	gap = 10 * s
	if r.short() {
		// two columns under a one-line title (a phone turned on its side)
		return (a.w - 2*w - gap) / 2, 76 * s, w, bh, gap
	}
	return (a.w - w) / 2, a.h*0.26 + 20*s, w, bh, gap
}

// menuRows is the most rows of buttons a column of the menu holds.
const menuRows = 10

// short reports whether the menu's one column under its title would run
// off the bottom of a window wide enough for two columns: then the first
// half of the buttons (the games) stands left of the second (learning,
// records, the readers, settings), under the title alone.
func (r *menuRoom) short() bool {
	a := r.a
	s := float32(a.pt.Scale)
	w, pitch := 340*s, 54*s
	return a.h*0.26+20*s+menuRows*pitch > a.h && a.w >= 2*w+10*s+40*s
}

func (r *menuRoom) layout() {
	a := r.a
	s := float32(a.pt.Scale)
	x, y, w, bh, gap := r.column()
	top := y
	add := func(label string, id, arg int, ok bool) {
		a.addButton(ui.Rect{X: x, Y: y, W: w, H: bh}, label, "", id, arg, ok)
		y += bh + gap
	}
	add(a.tr("menu.hotseat"), menuHotseat, 0, true)
	if next := suggestedLevel(a.opts.Computers, a.ladder.order(), a.ladder.results()); next >= 0 {
		// the level suggested next, one click away; the ladder lists them all
		e := a.opts.Computers[next]
		b := a.addButton(ui.Rect{X: x, Y: y, W: w, H: bh}, a.trf("menu.vs_level", "Level", a.ladder.title(e)), a.ladder.eloHint(e), menuComputer, next, true)
		b.Accent = !r.resumable() && !a.games.hasAutosave // a saved game to continue comes first
		y += bh + gap
		// the ladder and online play share a row, so the menu keeps its height
		half := (w - gap) / 2
		a.addButton(ui.Rect{X: x, Y: y, W: half, H: bh}, a.tr("menu.ladder"), "", menuLadder, 0, true)
		a.addButton(ui.Rect{X: x + half + gap, Y: y, W: half, H: bh}, a.tr("menu.online"), "", menuOnline, 0, true)
		y += bh + gap
	} else {
		add(a.tr("menu.vs_none"), menuComputer, -1, false)
		add(a.tr("menu.online"), menuOnline, 0, true)
	}
	if _, _, ok := a.ladder.exhibitionSides(); ok {
		add(a.ladder.exhibitionLabel(), menuExhibition, 0, true)
	}
	// the autosave is the game in play, unless that is an exhibition: one
	// entry for one game (Resume)
	canContinue := a.games.hasAutosave && !(r.resumable() && !a.play.m.Exhibition)
	cont := a.addButton(ui.Rect{X: x, Y: y, W: w, H: bh}, a.tr("menu.continue"), "", menuContinue, 0, canContinue)
	cont.Accent = canContinue && !r.resumable() // Enter continues it (update)
	y += bh + gap
	if r.short() {
		x, y = x+w+gap, top
	}
	half := (w - gap) / 2
	m := a.play.m
	// the lessons and the puzzles; a newcomer is offered lesson 1 itself
	lessons := a.addButton(ui.Rect{X: x, Y: y, W: half, H: bh}, a.tr("learn.menu.lessons"), "", menuLessons, 0, true)
	if a.newcomer {
		lessons.Label, lessons.Accent = a.tr("learn.first.yes"), true
	}
	a.addButton(ui.Rect{X: x + half + gap, Y: y, W: half, H: bh}, a.tr("learn.menu.puzzles"), "", menuPuzzles, 0, true)
	y += bh + gap
	a.addButton(ui.Rect{X: x, Y: y, W: half, H: bh}, a.tr("menu.load"), "", menuLoad, 0, true)
	a.addButton(ui.Rect{X: x + half + gap, Y: y, W: half, H: bh}, a.tr("menu.save"), "", menuSave, 0, m != nil && m.Game.CanUndo())
	y += bh + gap
	a.addButton(ui.Rect{X: x, Y: y, W: half, H: bh}, a.tr("menu.rules"), "", menuRules, 0, true)
	a.addButton(ui.Rect{X: x + half + gap, Y: y, W: half, H: bh}, a.tr("menu.controls"), "", menuControls, 0, true)
	y += bh + gap
	a.addButton(ui.Rect{X: x, Y: y, W: half, H: bh}, a.tr("menu.settings"), "", menuSettings, 0, true)
	if canQuit() { // a browser page has nothing to quit
		a.addButton(ui.Rect{X: x + half + gap, Y: y, W: half, H: bh}, a.tr("menu.quit"), "", menuQuit, 0, true)
	}
	y += bh + gap
	// the way back to the game comes last, so every other button stays
	// where the start menu had it
	if r.resumable() {
		pad := 6 * s
		if r.short() {
			pad = 0
		}
		b := a.addButton(ui.Rect{X: x, Y: y + pad, W: w, H: bh}, a.tr("menu.resume"), "Esc", menuResume, 0, true)
		b.Accent = true
	}
}

func (r *menuRoom) press(b *ui.Button) {
	a := r.a
	switch b.ID {
	case menuHotseat:
		a.games.abandonThen(func() {
			a.games.newGame([2]player.Player{player.Human{Label: "Cerulean"}, player.Human{Label: "Amber"}})
		})
	case menuComputer:
		a.games.abandonThen(func() { a.ladder.play(b.Arg) })
	case menuLadder:
		a.push(newLadderRoom(a))
	case menuExhibition:
		a.games.abandonThen(a.ladder.startExhibition)
	case menuResume:
		a.push(a.play)
	case menuContinue:
		a.games.continueAutosave()
	case menuLoad:
		if canPickFiles { // the browser: its records and its file picker
			a.push(newLoadRoom(a))
		} else {
			a.push(newChooserRoom(a))
		}
	case menuSave:
		a.games.saveRecord()
	case menuRules:
		a.push(newHowtoRoom(a)) // How to play, and from it the complete rules
	case menuControls:
		a.push(&docRoom{a: a, title: a.tr("menu.controls"), src: "CONTROLS.md"})
	case menuSettings:
		a.push(&settingsRoom{a: a})
	case menuQuit:
		a.quitNext = true
	case menuLessons:
		list := newLessonsRoom(a)
		a.push(list)
		if a.newcomer {
			list.open(0)
		}
	case menuPuzzles:
		a.push(newPuzzlesRoom(a))
	case menuOnline:
		a.push(newOnlineRoom(a))
	}
}

func (r *menuRoom) update() {
	a := r.a
	f := &a.fr
	if a.dialog != nil {
		return
	}
	if f.KeyPressed(ebiten.KeyEscape) && r.resumable() {
		a.push(a.play)
	}
	if f.KeyPressed(ebiten.KeyN) {
		r.press(&ui.Button{ID: menuHotseat})
	}
	if f.KeyPressed(ebiten.KeyEnter) && a.dialog == nil {
		switch {
		case r.resumable():
			a.push(a.play)
		case a.games.hasAutosave:
			r.press(&ui.Button{ID: menuContinue})
		default:
			r.press(&ui.Button{ID: menuHotseat})
		}
	}
}

func (r *menuRoom) draw(dst *ebiten.Image) {
	a := r.a
	pt := a.pt
	s := float32(pt.Scale)
	x, y, w, _, gap := r.column()
	bottom := y
	for _, b := range a.buttons {
		bottom = max(bottom, b.R.Y+b.R.H)
	}
	title := a.tr("game.title")
	tw := pt.Width(title, pt.Big)
	if r.short() {
		w = 2*w + gap
		panel := ui.Rect{X: x - 20*s, Y: 4 * s, W: w + 40*s, H: bottom + 10*s - 4*s}
		pt.Rect(panel, ui.ColPanel.Alpha(0.9), 16*s, 1.5*s)
		tr := ui.Rect{X: (a.w - tw) / 2, Y: 10 * s, W: tw, H: pt.LineH(pt.Big)}
		if n := &a.note; !n.Showing() || !n.Rect(pt, a.w, a.h, a.buttons).Overlaps(tr) {
			// a note has the title's place while it shows: the buttons
			// fill the rest of a phone turned on its side
			pt.Text(dst, title, pt.Big, tr.X, tr.Y, ui.ColText)
		}
	} else {
		panel := ui.Rect{X: x - 30*s, Y: y - 130*s, W: w + 60*s, H: bottom - y + 160*s}
		pt.Rect(panel, ui.ColPanel.Alpha(0.9), 16*s, 1.5*s)
		pt.Text(dst, title, pt.Big, (a.w-tw)/2, y-112*s, ui.ColText)
		sub := a.tr("game.tagline")
		sw := pt.Width(sub, pt.Body)
		pt.Text(dst, sub, pt.Body, (a.w-sw)/2, y-50*s, ui.ColDim)
	}
	panelX := x - 30*s
	if r.short() {
		panelX = x - 20*s
	}
	if room := panelX - 24*s; a.opts.Store != nil && room > 140*s {
		// where games are kept, in the corner left of the panel
		lines := pt.Wrap(nil, a.trf("menu.saved_in", "Where", a.where()), pt.Small, room)
		if len(lines) > 2 {
			lines = []string{a.tr("menu.saved_in_heading"), ui.ElideStart(pt, a.where(), pt.Small, room)}
		}
		y := a.h - 12*s - float32(len(lines))*pt.LineH(pt.Small)
		for _, l := range lines {
			pt.Text(dst, l, pt.Small, 12*s, y, ui.ColDim.Alpha(0.7))
			y += pt.LineH(pt.Small)
		}
	}
}
