package render

import (
	"bytes"
	"fmt"
	"io/fs"

	"strategema/engine"
	"strategema/render/match"
	"strategema/render/player"
	"strategema/render/scene"
	"strategema/render/store"
)

// games.go: starting, opening and keeping games. The game itself lives
// in package match; the play room (play.go) shows it; the ladder
// (ladder.go) starts the games against its levels and the exhibition.

// gameKeeper starts, opens and keeps the window's games: a new game, a
// record opened (given at start, dropped, picked, listed), the record
// saved, the autosave written after every action and offered again at
// start, and the question before a game in progress is abandoned. The
// App reaches it as a.games; it shows each game in the play room.
type gameKeeper struct {
	a *App
	// hasAutosave: the autosave holds a game to continue (the menu's
	// Continue).
	hasAutosave bool
}

// newGame starts a game from the opening.
func (gk *gameKeeper) newGame(players [2]player.Player) {
	gk.start(match.New(engine.NewGame(), players))
	gk.autosave()
}

// start shows m in the play room, straight over the menu.
func (gk *gameKeeper) start(m *match.Match) {
	a := gk.a
	if a.play.m != nil {
		a.play.m.Stop()
	}
	m.SetLang(a.lang)
	a.play.start(m)
	a.snapTiles(&m.Shown)
	a.view.Cam = scene.DefaultOrbit()
	a.enter(a.play)
}

// openRecord replays a record into a new match (players from its headers).
func (gk *gameKeeper) openRecord(data []byte, name string) error {
	a := gk.a
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
	gk.start(match.New(g, players))
	if !g.Position().Over() {
		gk.autosave() // the record opened is now the game in progress
	}
	return nil
}

// inProgress reports whether a game is being played that a new one would
// throw away: begun and not over.
func (gk *gameKeeper) inProgress() bool {
	a := gk.a
	m := a.play.m
	return m != nil && len(m.Game.Actions()) > 0 && !m.Game.Position().Over()
}

// abandonThen runs start (a new game, a record opened) at once when no
// game is in progress, else after the player agrees to abandon it.
func (gk *gameKeeper) abandonThen(start func()) {
	a := gk.a
	if !gk.inProgress() {
		start()
		return
	}
	a.ask(a.tr("ui.abandon.title"), a.tr("ui.abandon.text"), a.tr("ui.abandon.yes"), start, a.tr("ui.abandon.no"), nil)
}

// offerContinue looks at the autosave at start-up: a damaged one is set
// aside and reported, never fatal.
func (gk *gameKeeper) offerContinue() {
	a := gk.a
	data, err := a.st.ReadAutosave()
	if err != nil {
		a.showMessage(a.tr("ui.autosave.title"), errText(a.lang, err))
		return
	}
	if data == nil {
		return
	}
	g, _, err := engine.LoadRecord(data)
	if err == nil && len(bytes.TrimSpace(data)) == 0 {
		err = errEmptyFile
	}
	if err != nil {
		aside, aerr := a.st.SetAside(store.AutosaveName)
		msg := a.trf("ui.autosave.unreadable", "Error", errText(a.lang, err))
		if aerr == nil {
			msg = a.trf("ui.autosave.set_aside", "Error", errText(a.lang, err), "Name", aside, "Where", a.where())
		}
		a.showMessage(a.tr("ui.autosave.damaged"), msg)
		return
	}
	// a game saved before its first action holds nothing to continue
	gk.hasAutosave = len(g.Actions()) > 0
}

// continueAutosave opens the autosaved game.
func (gk *gameKeeper) continueAutosave() {
	a := gk.a
	data, err := a.st.ReadAutosave()
	if err == nil && data == nil {
		err = errNoAutosave
	}
	if err == nil {
		err = gk.openRecord(data, "autosave")
	}
	if err != nil {
		gk.hasAutosave = false
		msg := errText(a.lang, err)
		if aside, aerr := a.st.SetAside(store.AutosaveName); aerr == nil {
			msg = a.trf("ui.autosave.error_set_aside", "Error", msg, "Name", aside)
		}
		a.showMessage(a.tr("ui.autosave.title"), msg)
	}
}

// saveRecord writes the current game as a record file.
func (gk *gameKeeper) saveRecord() {
	a := gk.a
	m := a.play.m
	if m == nil {
		return
	}
	data := m.Record()
	if a.chooseWhereToSave(data) { // the desktop: a name and a folder, in the chooser
		return
	}
	name, err := a.st.SaveRecord(data)
	if err != nil {
		a.showMessage(a.tr("ui.save.title"), errText(a.lang, err))
		return
	}
	a.say(a.trf("ui.note.saved", "Name", name, "Where", a.where()))
	a.downloadRecord(name, data) // the browser also downloads it
}

// autosave keeps the game after every action (temporary file + rename).
func (gk *gameKeeper) autosave() {
	a := gk.a
	m := a.play.m
	if a.opts.Screenshot != "" || a.opts.Bench > 0 || m.Exhibition || m.Online {
		return // an exhibition never replaces a person's saved game; an online one lives at its server
	}
	if m.Game.Position().Over() {
		if err := a.st.ClearAutosave(); err != nil {
			a.say(errText(a.lang, err))
		}
		gk.hasAutosave = false
		return
	}
	if err := a.st.WriteAutosave(m.Record()); err != nil {
		a.say(errText(a.lang, err))
		return
	}
	gk.hasAutosave = len(m.Game.Actions()) > 0 // the game in play: Resume reaches it (menu.go)
}

// openDropped opens the first record file dropped onto the window.
func (gk *gameKeeper) openDropped(fsys fs.FS) {
	a := gk.a
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
	if err != nil {
		a.showMessage(a.trf("ui.open.cannot", "Name", found), errText(a.lang, err))
		return
	}
	gk.offerRecord(data, found)
}

// offerRecord opens a record the player chose (dropped, picked, listed):
// one that does not load is reported, naming the line, and the game in
// progress stays; one that loads replaces the game in progress once the
// player agrees to abandon it.
func (gk *gameKeeper) offerRecord(data []byte, name string) {
	a := gk.a
	if _, _, err := engine.LoadRecord(data); err != nil {
		a.showMessage(a.trf("ui.open.cannot", "Name", name), errText(a.lang, err))
		return
	}
	gk.abandonThen(func() {
		if err := gk.openRecord(data, name); err != nil {
			a.showMessage(a.trf("ui.open.cannot", "Name", name), errText(a.lang, err))
		}
	})
}
