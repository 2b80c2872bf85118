//go:build !js

package render

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/render/store"
)

// TestFieldBackspaceRepeats: Backspace held in the Online room's field
// takes one character as it goes down, then repeats after half a second,
// as a keyboard's does; a wrong code of seven characters took seven
// presses. No window frames: the field's own ticks.
func TestFieldBackspaceRepeats(t *testing.T) {
	a := newTestApp(t, Options{Quiet: true, Store: store.New(store.NewMem())})
	f := &textField{text: "http://127.0.0.1:8470 ABC-DEF"}
	tick := func(down, held bool) {
		a.fr.Keys, a.fr.Held = nil, nil
		if down {
			a.fr.Keys = []ebiten.Key{ebiten.KeyBackspace}
		}
		if held {
			a.fr.Held = []ebiten.Key{ebiten.KeyBackspace}
		}
		a.dt = 1.0 / 60
		f.update(a)
	}
	n := len(f.text)
	tick(true, true)
	if len(f.text) != n-1 {
		t.Fatalf("Backspace down took %d characters, want 1", n-len(f.text))
	}
	for range 27 { // to 0.45 s: no repeat yet
		tick(false, true)
	}
	if len(f.text) != n-1 {
		t.Fatalf("Backspace held 0.45 s took %d characters, want 1", n-len(f.text))
	}
	for range 30 { // to 0.95 s: about nine repeats
		tick(false, true)
	}
	if got := n - len(f.text); got < 8 || got > 11 {
		t.Fatalf("Backspace held about a second took %d characters, want about 10", got)
	}
	left := len(f.text)
	tick(false, false)
	tick(false, false)
	if len(f.text) != left {
		t.Fatal("Backspace lifted still takes characters")
	}
	for range 200 {
		tick(false, true)
	}
	if f.text != "" {
		t.Fatalf("held long, Backspace left %q", f.text)
	}
}
