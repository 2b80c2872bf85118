package render

import (
	"testing"

	"strategema/engine"
	"strategema/render/store"
	"strategema/render/ui"
)

// menuButton is the menu's button with id, or nil.
func menuButton(a *App, id int) *ui.Button {
	for i := range a.buttons {
		if a.buttons[i].ID == id {
			return &a.buttons[i]
		}
	}
	return nil
}

// TestOneMenuEntryForOneGame: the autosave is the game in play, so the
// menu offers Resume for it and no Continue beside it, in the window that
// played it and after a reload that continued it; with the game over,
// neither.
func TestOneMenuEntryForOneGame(t *testing.T) {
	st := store.New(store.NewMem())
	a := newTestApp(t, Options{Quiet: true, Store: st})
	a.games.newGame(hotseat())
	a.play.act(engine.Move(engine.NewCell(1, 3, 1), engine.NewCell(1, 3, 3))) // L2-D2>L2-D4, autosaved
	check := func(when string, a *App) {
		t.Helper()
		a.rooms = a.rooms[:1] // the menu on top, the game kept
		run(t, a, 2)
		if menuButton(a, menuResume) == nil {
			t.Fatalf("%s: the menu offers no Resume for the game in play", when)
		}
		if c := menuButton(a, menuContinue); c != nil && c.Enabled {
			t.Errorf("%s: the menu offers %q beside Resume for the same game", when, c.Label)
		}
	}
	check("after a move", a)

	// A reload: the page offers the autosave and continues it.
	b := newTestApp(t, Options{Store: st})
	b.dialog = nil
	if !b.games.hasAutosave {
		t.Fatal("the reload found no autosave")
	}
	b.games.continueAutosave()
	if b.play.m == nil || len(b.play.m.Game.Actions()) != 1 {
		t.Fatal("the reload did not continue the autosaved game")
	}
	check("after a reload", b)
	b.play.act(engine.Simple(engine.ActResign))
	b.rooms = b.rooms[:1]
	run(t, b, 2)
	if c := menuButton(b, menuContinue); c != nil && c.Enabled {
		t.Errorf("with the game over the menu offers %q for an autosave cleared", c.Label)
	}
}
