package render

import (
	"errors"
	"strings"
	"testing"

	"github.com/ebitengine/oto/v3"

	"strategema/assets"
	"strategema/engine"
	"strategema/render/input"
	"strategema/render/store"
	"strategema/render/ui"
)

// clickButton presses and releases the mouse on the current screen's
// button whose label starts with label, as a player's click does.
func clickButton(label string) []func(*App, *input.Frame) bool {
	var at ui.Rect
	find := func(a *App) bool {
		for _, b := range a.buttons {
			if strings.HasPrefix(b.Label, label) && b.Enabled {
				at = b.R
				return true
			}
		}
		return false
	}
	aim := func(f *input.Frame) { f.MX, f.MY = at.X+at.W/2, at.Y+at.H/2 }
	return []func(*App, *input.Frame) bool{
		func(a *App, f *input.Frame) bool {
			if !find(a) {
				return false
			}
			aim(f)
			return true
		},
		func(a *App, f *input.Frame) bool {
			aim(f)
			f.Down[input.MouseLeft], f.Pressed[input.MouseLeft] = true, true
			return true
		},
		func(a *App, f *input.Frame) bool { aim(f); f.Released[input.MouseLeft] = true; return true },
	}
}

// TestSoundDeviceFailureIsSilence drives the real window through the menu
// with sound on: a click on "New game", then a move that plays its sound.
// On a machine without a sound device (CI's, this one's) the game goes on
// in silence with a note; with one, it plays. Either way nothing ends the
// game loop.
func TestSoundDeviceFailureIsSilence(t *testing.T) {
	script := &scriptInput{}
	script.Steps = append(script.Steps, wait(5)...)
	script.Steps = append(script.Steps, clickButton("New game: Two Commanders")...)
	script.Steps = append(script.Steps, wait(30)...)
	script.Steps = append(script.Steps, clickCell(engine.NewCell(1, 3, 1), true)...)  // L2-D2
	script.Steps = append(script.Steps, clickCell(engine.NewCell(1, 3, 3), false)...) // to L2-D4
	script.Steps = append(script.Steps, wait(120)...)
	a, err := New(Options{Input: script, Quiet: true, Store: store.New(store.NewMem())})
	if err != nil {
		t.Fatal(err)
	}
	if a.sound.off || a.set.Mute || a.set.Volume <= 0 {
		t.Fatal("the test needs the sound on, as a player's first start has it")
	}
	runUntil(t, a, 2000, script.Done)
	if a.fatal != nil {
		t.Fatalf("the game loop ended: %v", a.fatal)
	}
	if !script.Done() {
		t.Fatalf("script stuck at step %d of %d", script.i, len(script.Steps))
	}
	if a.play.m == nil || len(a.play.m.Game.Actions()) != 1 {
		t.Fatal("the move was not played")
	}
	if a.sound.failed != nil {
		t.Logf("no sound device here: %v", a.sound.failed)
		if !strings.Contains(a.note.Text, "silence") {
			t.Errorf("the device failed (%v) but the player was not told (toast %q)", a.sound.failed, a.note.Text)
		}
	}
}

// TestSoundBankFailsOnce: a device that cannot open, or fails later, makes
// the bank silent for good and reports it once.
func TestSoundBankFailsOnce(t *testing.T) {
	tests := []struct {
		name string
		open func() (*oto.Context, error)
	}{
		{"open fails", func() (*oto.Context, error) { return nil, errors.New("snd_pcm_open: no such device") }},
		{"no context", func() (*oto.Context, error) { return nil, nil }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var notes []error
			calls := 0
			b := newSoundBank(false, func(err error) { notes = append(notes, err) })
			b.open = func() (*oto.Context, error) { calls++; return tc.open() }
			b.set(store.DefaultSettings())
			for range 3 {
				b.play(assets.SoundClick)
			}
			if len(notes) != 1 {
				t.Fatalf("%d notes, want 1: %v", len(notes), notes)
			}
			if calls != 1 {
				t.Errorf("the device was tried %d times, want once", calls)
			}
			if b.failed == nil {
				t.Error("the bank is not marked silent")
			}
		})
	}
}
