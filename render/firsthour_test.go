package render

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/engine"
)

// A player's first hour: nothing crashes, nothing surprises. These tests
// drive the window through its input seam (the Frame) as a player does.

// keyStep presses k on the next tick once the window has drawn.
func keyStep(k ebiten.Key) func(*App, *Frame) bool {
	return func(a *App, f *Frame) bool {
		if a.pt == nil {
			return false
		}
		f.Keys = append(f.Keys, k)
		return true
	}
}

// TestBoardStaysStillUnderThePointer: during play the board never turns
// by itself, however long the pointer rests; the menu's board does.
func TestBoardStaysStillUnderThePointer(t *testing.T) {
	script := &Script{}
	a := newTestApp(t, Options{Input: script, Quiet: true})
	a.newGame(hotseat())
	a.set.IdleRotation = true
	run(t, a, 2)
	yaw := a.view.Cam.Yaw
	c := engine.NewCell(1, 3, 1)
	script.Steps = append(script.Steps, clickCell(c, true)...) // select a unit, then rest
	runUntil(t, a, 200, script.Done)
	if a.play.m.Sel != c {
		t.Fatalf("the click did not select %s (selection %s)", c, a.play.m.Sel)
	}
	a.idle = 60 // a minute without camera input…
	run(t, a, 30)
	if a.view.Cam.Yaw != yaw {
		t.Errorf("the board turned during play: yaw %v, then %v", yaw, a.view.Cam.Yaw)
	}
	a.pop() // to the menu: its board turns
	run(t, a, 60)
	if a.view.Cam.Yaw == yaw {
		t.Error("the menu's board does not turn")
	}
}

// TestEscInADialogOnlyClosesIt: one key, one effect. Esc answers "no" to
// the resignation question and does not also open the menu; Enter closes
// a message on the menu and does not also start a game.
func TestEscInADialogOnlyClosesIt(t *testing.T) {
	script := &Script{}
	a := newTestApp(t, Options{Input: script, Quiet: true})
	a.newGame(hotseat())
	script.Steps = append(script.Steps, keyStep(ebiten.KeyR))
	runUntil(t, a, 60, script.Done)
	if a.dialog == nil || a.dialog.title != "Resign?" {
		t.Fatalf("R did not ask to resign: %+v", a.dialog)
	}
	script.Steps = append(script.Steps, keyStep(ebiten.KeyEscape))
	run(t, a, 5)
	if a.dialog != nil {
		t.Fatalf("Esc left the dialog %q open", a.dialog.title)
	}
	if a.top() != room(a.play) {
		t.Errorf("Esc in the dialog also left the game for %q", a.top().name())
	}
	if a.play.m.Game.Position().Over() {
		t.Error("Esc resigned the game")
	}

	b := newTestApp(t, Options{Input: &Script{}, Quiet: true})
	b.showMessage("Saved game", "A message.")
	b.in.(*Script).Steps = append(b.in.(*Script).Steps, keyStep(ebiten.KeyEnter))
	run(t, b, 5)
	if b.dialog != nil {
		t.Fatal("Enter did not close the message")
	}
	if b.top() != room(b.menu) || b.play.m != nil {
		t.Errorf("Enter on the message also started a game (screen %q)", b.top().name())
	}
}
