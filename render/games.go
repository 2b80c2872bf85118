package render

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"strings"

	"strategema/engine"
	"strategema/render/match"
	"strategema/render/player"
	"strategema/render/scene"
	"strategema/render/store"
)

// games.go: starting, opening and keeping games: new games, records,
// the exhibition, the autosave. The game itself lives in package match;
// the play room (play.go) shows it.

// newGame starts a game from the opening.
func (a *App) newGame(players [2]player.Player) {
	a.startGame(match.New(engine.NewGame(), players))
	a.autosave()
}

// startGame shows m in the play room, straight over the menu.
func (a *App) startGame(m *match.Match) {
	if a.play.m != nil {
		a.play.m.Stop()
	}
	m.SetLang(a.lang)
	a.play.start(m)
	a.snapTiles(&m.Shown)
	a.view.Cam = scene.DefaultOrbit()
	a.enter(a.play)
}

// behindBoard is the position a secondary room shows behind itself: the
// game's, else the menu's backdrop.
func (a *App) behindBoard() *engine.Position {
	if m := a.play.m; m != nil {
		return &m.Shown
	}
	return &a.backdrop
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
	a.startGame(match.New(g, players))
	if !g.Position().Over() {
		a.autosave() // the record opened is now the game in progress
	}
	return nil
}

// inProgress reports whether a game is being played that a new one would
// throw away: begun and not over.
func (a *App) inProgress() bool {
	m := a.play.m
	return m != nil && len(m.Game.Actions()) > 0 && !m.Game.Position().Over()
}

// abandonThen runs start (a new game, a record opened) at once when no
// game is in progress, else after the player agrees to abandon it.
func (a *App) abandonThen(start func()) {
	if !a.inProgress() {
		start()
		return
	}
	a.ask(a.tr("ui.abandon.title"), a.tr("ui.abandon.text"), a.tr("ui.abandon.yes"), start, a.tr("ui.abandon.no"), nil)
}

// exhibitionSides are the menu's entries for the exhibition: Kolrami
// (the second entry) opens as Cerulean against Data (the first), as in
// the manual's match.
func (a *App) exhibitionSides() (cer, amb int, ok bool) {
	if len(a.opts.Computers) < 2 {
		return 0, 0, false
	}
	return 1, 0, true
}

// exhibitionLabel is the menu's label for the exhibition.
func (a *App) exhibitionLabel() string {
	c, am, ok := a.exhibitionSides()
	if !ok {
		return a.tr("ui.exhibition")
	}
	short := func(t string) string {
		if f := strings.Fields(t); len(f) > 0 {
			return f[len(f)-1]
		}
		return t
	}
	return a.trf("ui.exhibition.versus", "Amber", short(a.levelTitle(a.opts.Computers[am])), "Cerulean", short(a.levelTitle(a.opts.Computers[c])))
}

// startExhibition starts a game between the first two computer
// commanders at the normal pace. It is not autosaved, so a person's
// saved game stays.
func (a *App) startExhibition() {
	c, am, ok := a.exhibitionSides()
	if !ok {
		return
	}
	var ps [2]player.Player
	for s, i := range [2]int{c, am} {
		p, err := a.opts.Computers[i].New()
		if err != nil {
			a.showMessage(a.tr("ui.computer.title"), err.Error())
			return
		}
		ps[s] = p
	}
	m := match.New(engine.NewGame(), ps)
	m.Exhibition = true
	a.startGame(m)
}

// offerContinue looks at the autosave at start-up: a damaged one is set
// aside and reported, never fatal.
func (a *App) offerContinue() {
	data, err := a.st.ReadAutosave()
	if err != nil {
		a.showMessage(a.tr("ui.autosave.title"), a.errText(err))
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
		msg := a.trf("ui.autosave.unreadable", "Error", a.errText(err))
		if aerr == nil {
			msg = a.trf("ui.autosave.set_aside", "Error", a.errText(err), "Name", aside, "Where", a.where())
		}
		a.showMessage(a.tr("ui.autosave.damaged"), msg)
		return
	}
	// a game saved before its first action holds nothing to continue
	a.hasAutosave = len(g.Actions()) > 0
}

// continueAutosave opens the autosaved game.
func (a *App) continueAutosave() {
	data, err := a.st.ReadAutosave()
	if err == nil && data == nil {
		err = errNoAutosave
	}
	if err == nil {
		err = a.openRecord(data, "autosave")
	}
	if err != nil {
		a.hasAutosave = false
		msg := a.errText(err)
		if aside, aerr := a.st.SetAside(store.AutosaveName); aerr == nil {
			msg = a.trf("ui.autosave.error_set_aside", "Error", msg, "Name", aside)
		}
		a.showMessage(a.tr("ui.autosave.title"), msg)
	}
}

// saveRecord writes the current game as a record file.
func (a *App) saveRecord() {
	m := a.play.m
	if m == nil {
		return
	}
	data := m.Record()
	name, err := a.st.SaveRecord(data)
	if err != nil {
		a.showMessage(a.tr("ui.save.title"), a.errText(err))
		return
	}
	a.say(a.trf("ui.note.saved", "Name", name, "Where", a.where()))
	a.downloadRecord(name, data) // the browser also downloads it
}

// autosave keeps the game after every action (temporary file + rename).
func (a *App) autosave() {
	m := a.play.m
	if a.opts.Screenshot != "" || a.opts.Bench > 0 || m.Exhibition {
		return // an exhibition never replaces a person's saved game
	}
	if m.Game.Position().Over() {
		if err := a.st.ClearAutosave(); err != nil {
			a.say(a.errText(err))
		}
		return
	}
	if err := a.st.WriteAutosave(m.Record()); err != nil {
		a.say(a.errText(err))
	}
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
	if err != nil {
		a.showMessage(a.trf("ui.open.cannot", "Name", found), a.errText(err))
		return
	}
	a.offerRecord(data, found)
}

// offerRecord opens a record the player chose (dropped, picked, listed):
// one that does not load is reported, naming the line, and the game in
// progress stays; one that loads replaces the game in progress once the
// player agrees to abandon it.
func (a *App) offerRecord(data []byte, name string) {
	if _, _, err := engine.LoadRecord(data); err != nil {
		a.showMessage(a.trf("ui.open.cannot", "Name", name), a.errText(err))
		return
	}
	a.abandonThen(func() {
		if err := a.openRecord(data, name); err != nil {
			a.showMessage(a.trf("ui.open.cannot", "Name", name), a.errText(err))
		}
	})
}

// The autosave's troubles that are not the engine's.
var (
	errEmptyFile  = errors.New("the file is empty")
	errNoAutosave = errors.New("there is no saved game")
	// errTooLarge: a file chosen or picked is far larger than a record.
	errTooLarge = errors.New("the file is too large to be a game record")
)

// causeText is why the store failed, in the player's language where the
// cause is one the window knows (a missing file, a refused access), else
// the system's own words.
func (a *App) causeText(err error) string {
	switch {
	case err == nil:
		return ""
	case errors.Is(err, fs.ErrNotExist):
		return a.tr("ui.store.cause.not_exist")
	case errors.Is(err, fs.ErrPermission):
		return a.tr("ui.store.cause.permission")
	}
	return err.Error()
}

// errText is err for a player in the window's language: the engine's
// errors (a broken rule, a bad record) and the autosave's through the
// catalog, anything else (a disk's) as it is.
func (a *App) errText(err error) string {
	var (
		rule *engine.RuleError
		word *engine.WordError
		rec  *engine.RecordError
	)
	var st *store.Error
	switch {
	case errors.As(err, &st):
		return a.trf("ui.store."+string(st.Op), "Name", st.Name, "Aside", st.Aside, "Cause", a.causeText(st.Err))
	case errors.As(err, &rec):
		return a.lang.Error(rec)
	case errors.As(err, &rule):
		return a.lang.Error(rule)
	case errors.As(err, &word):
		return a.lang.Error(word)
	case errors.Is(err, errEmptyFile):
		return a.tr("ui.autosave.empty")
	case errors.Is(err, errNoAutosave):
		return a.tr("ui.autosave.none")
	case errors.Is(err, errTooLarge):
		return a.tr("ui.open.too_large")
	}
	return err.Error()
}
