package render

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/engine"
	"strategema/render/store"
)

// TestMenuOffersContinueFirst: with a saved game to continue, Continue is
// the menu's highlighted choice (and Enter's), not a new game against the
// next level; without one, the next level is.
func TestMenuOffersContinueFirst(t *testing.T) {
	for _, saved := range []bool{true, false} {
		st := store.New(store.NewMem())
		if saved {
			g := engine.NewGame()
			if _, err := g.Apply(engine.Move(engine.NewCell(1, 3, 1), engine.NewCell(1, 3, 3))); err != nil {
				t.Fatal(err)
			}
			if err := st.WriteAutosave([]byte(engine.RecordOf(g).String())); err != nil {
				t.Fatal(err)
			}
		}
		script := &scriptInput{}
		a := newTestApp(t, Options{Input: script, Store: st, Computers: testComputers()})
		run(t, a, 3)
		accented := map[int]bool{}
		for _, b := range a.buttons {
			if b.Accent {
				accented[b.ID] = true
			}
		}
		if accented[menuContinue] != saved || accented[menuComputer] == saved {
			t.Errorf("saved game %v: highlighted %v, want Continue %v and the level %v", saved, accented, saved, !saved)
		}
		if !saved {
			continue
		}
		script.Steps = append(script.Steps, keyStep(ebiten.KeyEnter))
		runUntil(t, a, 60, func() bool { return a.top() == room(a.play) })
		if a.top() != room(a.play) || a.play.m == nil || len(a.play.m.Game.Actions()) != 1 {
			t.Errorf("Enter did not continue the saved game (room %q)", a.top().name())
		}
	}
}
