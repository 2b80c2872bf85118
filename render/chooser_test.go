//go:build !js

package render

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/engine"
	"strategema/render/store"
)

// TestChooserOpensRecords: Load record on the desktop opens a file chooser
// in the saved games' folder: folders to go into (Enter) and up
// (Backspace), records only; a damaged record is reported naming its line
// and the game in progress stays; a good one opens after the question.
func TestChooserOpensRecords(t *testing.T) {
	dir := t.TempDir()
	sub := filepath.Join(dir, "club")
	if err := os.Mkdir(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	good, err := os.ReadFile("testdata/midgame.sgr")
	if err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string][]byte{
		"good.sgr": good, "bad.txt": []byte("[Event \"x\"]\n\n1C: L2-D2>L2-D4\n1A: L9-Z9>nowhere\n"),
		"notes.md": []byte("not a record"), ".hidden.sgr": good,
	} {
		if err := os.WriteFile(filepath.Join(sub, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	script := &scriptInput{}
	a := newTestApp(t, Options{Input: script, Store: store.New(&store.Dir{Path: dir}), Quiet: true})
	a.games.newGame(hotseat())
	a.play.act(engine.Move(engine.NewCell(1, 3, 1), engine.NewCell(1, 3, 3)))
	script.Steps = append(script.Steps, keyStep(ebiten.KeyEscape))
	script.Steps = append(script.Steps, clickButton("Load record")...)
	runUntil(t, a, 200, script.Done)
	run(t, a, 2)
	ch, ok := a.top().(*chooserRoom)
	if !ok {
		t.Fatalf("Load record opened %q", a.top().name())
	}
	names := func() string {
		var out []string
		for _, e := range ch.entries {
			out = append(out, e.name)
		}
		return strings.Join(out, " ")
	}
	if got := names(); got != ".. club" {
		t.Fatalf("the saved games' folder lists %q, want \".. club\"", got)
	}
	script.Steps = append(script.Steps, keyStep(ebiten.KeyArrowDown), keyStep(ebiten.KeyEnter))
	runUntil(t, a, 100, script.Done)
	if got := names(); ch.dir != sub || (got != ".. bad.txt good.sgr" && got != ".. good.sgr bad.txt") {
		t.Fatalf("Enter on the folder: in %s, listing %q", ch.dir, got)
	}
	script.Steps = append(script.Steps, clickButton("bad.txt")...)
	runUntil(t, a, 100, script.Done)
	run(t, a, 2)
	if a.dialog == nil || !strings.Contains(a.dialog.Text, "line 4") {
		t.Fatalf("the damaged record's message does not name its line: %+v", a.dialog)
	}
	script.Steps = append(script.Steps, keyStep(ebiten.KeyEnter))
	runUntil(t, a, 100, script.Done)
	run(t, a, 2)
	if a.top() != room(ch) || len(a.play.m.Game.Actions()) != 1 {
		t.Fatalf("after the damaged record: screen %q, %d actions in the game in progress", a.top().name(), len(a.play.m.Game.Actions()))
	}
	script.Steps = append(script.Steps, keyStep(ebiten.KeyBackspace))
	runUntil(t, a, 100, script.Done)
	if ch.dir != dir || ch.entries[ch.sel].name != "club" {
		t.Fatalf("Backspace: in %s with %q chosen", ch.dir, ch.entries[ch.sel].name)
	}
	script.Steps = append(script.Steps, keyStep(ebiten.KeyEnter))
	script.Steps = append(script.Steps, clickButton("good.sgr")...)
	script.Steps = append(script.Steps, wait(2)...)
	script.Steps = append(script.Steps, clickChoice("Abandon")...)
	runUntil(t, a, 200, script.Done)
	run(t, a, 2)
	want, _, _ := engine.LoadRecord(good)
	if a.top() != room(a.play) || a.play.m.Game.Position().Hash() != want.Position().Hash() {
		t.Fatalf("the good record did not open (screen %q)", a.top().name())
	}
}
