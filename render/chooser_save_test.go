//go:build !js

package render

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/engine"
	"strategema/render/input"
	"strategema/render/store"
)

// typeText is a script step that types s in one tick.
func typeText(s string) func(*App, *input.Frame) bool {
	return func(a *App, f *input.Frame) bool { f.Chars = append(f.Chars[:0], []rune(s)...); return true }
}

// erase is n presses of Backspace, a tick each.
func erase(n int) []func(*App, *input.Frame) bool {
	out := make([]func(*App, *input.Frame) bool, n)
	for i := range out {
		out[i] = keyStep(ebiten.KeyBackspace)
	}
	return out
}

// TestChooserSavesRecords: Save record on the desktop opens the chooser
// to save: a fresh name to keep or type over, the folders to save into;
// Enter saves there; a name already there is replaced only after the
// question; a name that cannot be a file's is said, and nothing is written.
func TestChooserSavesRecords(t *testing.T) {
	dir := t.TempDir()
	sub := filepath.Join(dir, "club")
	if err := os.Mkdir(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	script := &scriptInput{}
	a := newTestApp(t, Options{Input: script, Store: store.New(&store.Dir{Path: dir}), Quiet: true})
	a.games.newGame(hotseat())
	a.play.act(engine.Move(engine.NewCell(1, 3, 1), engine.NewCell(1, 3, 3)))
	want := string(a.play.m.Record())
	script.Steps = append(script.Steps, keyStep(ebiten.KeyEscape))
	script.Steps = append(script.Steps, clickButton("Save record")...)
	runUntil(t, a, 200, script.Done)
	run(t, a, 2)
	ch, ok := a.top().(*chooserRoom)
	if !ok || ch.save == nil {
		t.Fatalf("Save record opened %q, not the chooser to save", a.top().name())
	}
	if ch.dir != dir || !strings.HasPrefix(ch.fileName, "game-") || !strings.HasSuffix(ch.fileName, ".sgr") {
		t.Fatalf("the chooser opens in %s with the name %q", ch.dir, ch.fileName)
	}
	// typing replaces the name offered; Backspace takes back a letter
	script.Steps = append(script.Steps, typeText("first gamex"))
	script.Steps = append(script.Steps, erase(1)...)
	script.Steps = append(script.Steps, keyStep(ebiten.KeyEnter))
	runUntil(t, a, 200, script.Done)
	run(t, a, 2)
	if got, err := os.ReadFile(filepath.Join(dir, "first game.sgr")); err != nil || string(got) != want {
		t.Fatalf("first game.sgr: %v, %q", err, got)
	}
	if a.top() == room(ch) || !strings.HasPrefix(a.note.Text, "Saved first game.sgr in "+dir) {
		t.Errorf("after saving: screen %q, note %q", a.top().name(), a.note.Text)
	}
	// into the club's folder, under the same name, twice: the second asks
	for round := range 2 {
		script.Steps = append(script.Steps, clickButton("Save record")...)
		script.Steps = append(script.Steps, clickButton("club/")...)
		runUntil(t, a, 300, script.Done)
		run(t, a, 2)
		ch = a.top().(*chooserRoom)
		ch.fileName = "first game"
		ch.save = []byte("round " + string(rune('0'+round)))
		script.Steps = append(script.Steps, clickButton("Save")...)
		runUntil(t, a, 200, script.Done)
		run(t, a, 2)
		if round == 1 {
			if a.dialog == nil || !strings.Contains(a.dialog.Text, "first game.sgr is already in this folder") {
				t.Fatalf("no question before replacing: %+v", a.dialog)
			}
			if got, _ := os.ReadFile(filepath.Join(sub, "first game.sgr")); string(got) != "round 0" {
				t.Fatalf("replaced before the answer: %q", got)
			}
			a.dialog.Choices[0].Do()
			a.dialog = nil
			run(t, a, 2)
		}
		if got, _ := os.ReadFile(filepath.Join(sub, "first game.sgr")); string(got) != "round "+string(rune('0'+round)) {
			t.Fatalf("round %d: club/first game.sgr holds %q", round, got)
		}
	}
	// a name with a folder separator is refused
	script.Steps = append(script.Steps, clickButton("Save record")...)
	runUntil(t, a, 200, script.Done)
	run(t, a, 2)
	ch = a.top().(*chooserRoom)
	ch.fileName = "../outside"
	ch.saveHere()
	if a.dialog == nil || !strings.Contains(a.dialog.Text, "cannot be a file's name") {
		t.Fatalf("a bad name: %+v", a.dialog)
	}
	if _, err := os.Stat(filepath.Join(filepath.Dir(dir), "outside.sgr")); err == nil {
		t.Error("a record was written outside the folder")
	}
}

// TestSaveName: a typed name becomes a record's file name.
func TestSaveName(t *testing.T) {
	for _, c := range []struct {
		in, want string
		ok       bool
	}{
		{"my game", "my game.sgr", true},
		{" kept.sgr ", "kept.sgr", true},
		{"notes.txt", "notes.txt", true},
		{"", "", false},
		{".hidden", ".hidden", false},
		{"a/b", "a/b", false},
		{`a\b`, `a\b`, false},
	} {
		if got, ok := saveName(c.in); got != c.want || ok != c.ok {
			t.Errorf("saveName(%q) = %q, %v; want %q, %v", c.in, got, ok, c.want, c.ok)
		}
	}
}
