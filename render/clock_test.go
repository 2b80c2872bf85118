package render

import (
	"testing"
	"time"

	"strategema/engine"
	"strategema/render/input"
	"strategema/render/player"
	"strategema/render/scene"
)

func TestStepperFollowsTheClock(t *testing.T) {
	var now time.Duration
	s := stepper{clock: func() time.Duration { return now }}
	steps := []struct {
		advance time.Duration
		want    float32
	}{
		{0, tickDT}, // the first tick: one tick's step
		{100 * time.Millisecond, 0.1},
		{16 * time.Millisecond, 0.016},
		{0, 0}, // a second Update in the same frame
		{5 * time.Second, maxDT},
	}
	for i, st := range steps {
		now += st.advance
		if got := s.step(); got < st.want-1e-6 || got > st.want+1e-6 {
			t.Errorf("step %d after %v: %v, want %v", i, st.advance, got, st.want)
		}
	}
	fixed := stepper{}
	if got := fixed.step(); got != tickDT {
		t.Errorf("without a clock a tick is %v, want %v", got, tickDT)
	}
}

// computerTurnAt lets the computer (Cerulean, a fixed-depth search) play
// its first turn with the update loop driven at fps frames a second by a
// fake clock, and returns the clock's time spent animating (the ticks that
// began with an event still animating) and the turn's actions.
func computerTurnAt(t *testing.T, fps int) (float64, []engine.Action) {
	step := time.Second / time.Duration(fps)
	var now time.Duration
	clock := func() time.Duration { now += step; return now }
	// The script polls once a tick: it counts the ticks that begin with an
	// event animating.
	animating := time.Duration(0)
	count := func(a *App, f *input.Frame) bool {
		if a.play.m != nil && a.play.m.Busy() {
			animating += step
		}
		return false
	}
	a := newTestApp(t, Options{Input: &scriptInput{Steps: []func(*App, *input.Frame) bool{count}}, Quiet: true, Clock: clock})
	a.games.newGame([2]player.Player{testCommander(t, "data", 1), player.Human{Label: "Amber"}})
	a.set.IdleRotation, a.set.AnimSpeed, a.set.ThinkTime = false, 1, 0.5
	runUntil(t, a, 20000, func() bool {
		p := a.play.m.Game.Position()
		return p.ToMove() == engine.Amber && !a.play.m.Busy()
	})
	if p := a.play.m.Game.Position(); p.ToMove() != engine.Amber || a.play.m.Busy() {
		t.Fatalf("at %d fps the computer's turn did not end", fps)
	}
	return animating.Seconds(), a.play.m.Game.Actions()
}

// TestAnimationTimeIndependentOfFrameRate: a computer's turn animates for
// the same wall time at 10 and at 60 frames a second (the update loop
// driven by a fake clock), to within a frame of the slower rate per
// action.
func TestAnimationTimeIndependentOfFrameRate(t *testing.T) {
	slow, slowActs := computerTurnAt(t, 10)
	fast, fastActs := computerTurnAt(t, 60)
	if len(slowActs) != len(fastActs) {
		t.Fatalf("the computer played %v at 10 fps and %v at 60", slowActs, fastActs)
	}
	for i := range slowActs {
		if slowActs[i] != fastActs[i] {
			t.Fatalf("the computer played %v at 10 fps and %v at 60", slowActs, fastActs)
		}
	}
	t.Logf("the computer's turn %v animated %.2f s at 10 fps, %.2f s at 60 fps", fastActs, slow, fast)
	if fast < 0.3 {
		t.Fatalf("the turn animated only %.2f s at 60 fps: nothing measured", fast)
	}
	slack := 0.1 * float64(len(slowActs)) // a frame at 10 fps for each action's last tick
	if slow > fast+slack || slow < fast-slack {
		t.Errorf("the turn's animations took %.2f s at 10 fps and %.2f s at 60 fps: they count frames, not time", slow, fast)
	}
}

// aimAt points f at the unit on c, wherever the animation has it.
func aimAt(a *App, f *input.Frame, c engine.Cell) bool {
	v := a.view
	occ := a.play.m.Occupied()
	for _, p := range []scene.Vec{v.UnitPos(c), v.UnitPos(c).Add(scene.Vec{0, 0.15, 0}), v.CellPos(c)} {
		x, y, _, ok := v.Project(p)
		if !ok {
			continue
		}
		if got, ok := v.Pick(x, y, occ, a.play.m.Dests); ok && got == c {
			f.MX, f.MY = x, y
			return true
		}
	}
	return false
}

// TestTapDuringAnimationActs: a click (and a finger's tap) during a
// move's animation finishes the animation and acts: the unit clicked is
// selected, the first click after a move is not lost.
func TestTapDuringAnimationActs(t *testing.T) {
	for _, touch := range []bool{false, true} {
		frozen := func() time.Duration { return 0 } // the animation never ends by itself
		script := &scriptInput{}
		a := newTestApp(t, Options{Input: script, Quiet: true, Clock: frozen})
		a.games.newGame(hotseat())
		a.set.IdleRotation = false
		run(t, a, 3)
		m := a.play.m
		move := engine.Move(engine.NewCell(1, 3, 1), engine.NewCell(1, 3, 3)) // L2-D2>L2-D4
		if err := m.Act(move); err != nil {
			t.Fatal(err)
		}
		run(t, a, 2)
		if !m.Busy() {
			t.Fatal("the move is not animating under a frozen clock")
		}
		pos := m.Game.Position()
		next := engine.NoCell
		for _, c := range pos.Occupied(engine.Cerulean).Cells() {
			if c != move.To && !pos.Destinations(c).Empty() {
				next = c
				break
			}
		}
		if next == engine.NoCell {
			t.Fatal("no other unit to select")
		}
		script.Steps = append(script.Steps,
			func(a *App, f *input.Frame) bool {
				f.TouchScreen = touch
				if !aimAt(a, f, next) {
					t.Fatalf("cannot aim at %s", next)
				}
				f.Down[input.MouseLeft], f.Pressed[input.MouseLeft] = true, true
				return true
			},
			func(a *App, f *input.Frame) bool {
				f.TouchScreen = touch
				aimAt(a, f, next)
				f.Released[input.MouseLeft] = true
				return true
			})
		runUntil(t, a, 20, script.Done)
		run(t, a, 1)
		if m.Busy() {
			t.Errorf("touch %v: the click during the animation did not finish it", touch)
		}
		if m.Sel != next {
			t.Errorf("touch %v: the click on %s during the animation selected %s: the click was lost", touch, next, m.Sel)
		}
	}
}
