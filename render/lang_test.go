//go:build !js

package render

import (
	"encoding/json"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"image"
	"image/png"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"

	"strategema/assets"
	"strategema/docs"
	"strategema/engine"
	"strategema/lang"
	"strategema/render/match"
	"strategema/render/player"
	"strategema/render/store"
	"strategema/render/ui"
)

// lang_test.go: the window in every language. Every rune a catalog or a
// translated document can show has a glyph in the window's fonts (no
// missing-glyph boxes in Russian), and the screens of the window speak
// the language chosen, with no English left on their buttons.

// catalogRunes is every rune of every message of the catalogs' files
// (lang/catalog/*.json), plural forms included, with a message that
// holds it.
func catalogRunes(t *testing.T) map[rune]string {
	t.Helper()
	files, err := filepath.Glob("../lang/catalog/*.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no catalogs: %v", err)
	}
	runes := map[rune]string{}
	var walk func(id string, v any)
	walk = func(id string, v any) {
		switch v := v.(type) {
		case string:
			for _, r := range v {
				if _, ok := runes[r]; !ok {
					runes[r] = id
				}
			}
		case map[string]any:
			for k, w := range v {
				if k != "description" {
					walk(id, w)
				}
			}
		}
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]any
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for id, v := range m {
			walk(filepath.Base(f)+" "+id, v)
		}
	}
	return runes
}

// TestEveryMessageHasGlyphs: the Go fonts the window draws with have a
// glyph for every rune of every catalog message (Cyrillic, arrows, the
// multiplication sign...) and of the readers' documents in every
// language.
func TestEveryMessageHasGlyphs(t *testing.T) {
	runes := catalogRunes(t)
	if _, ok := runes['Ж']; !ok {
		t.Fatal("no Cyrillic in the catalogs: the test reads the wrong files")
	}
	docRunes := map[rune]string{}
	err := fs.WalkDir(docs.FS, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		if b := path.Base(p); b != "RULES.md" && b != "CONTROLS.md" {
			return nil // not shown by a reader
		}
		data, err := fs.ReadFile(docs.FS, p)
		for _, r := range string(data) {
			if _, ok := docRunes[r]; !ok {
				docRunes[r] = p
			}
		}
		return err
	})
	if _, ok := docRunes['д']; err != nil || !ok {
		t.Fatalf("no documents: %v", err)
	}
	srcRunes := sourceLiteralRunes(t)
	var buf sfnt.Buffer
	for name, ttf := range map[string][]byte{"regular": assets.Regular, "bold": assets.Bold, "mono": assets.Mono} {
		f, err := opentype.Parse(ttf)
		if err != nil {
			t.Fatal(err)
		}
		for _, set := range []map[rune]string{runes, docRunes, srcRunes} {
			var missing []string
			for r, where := range set {
				if r == '\n' || r == '\t' {
					continue
				}
				if i, err := f.GlyphIndex(&buf, r); err != nil || i == 0 {
					missing = append(missing, string(r)+" ("+where+")")
				}
			}
			sort.Strings(missing)
			if len(missing) > 0 {
				t.Errorf("the %s font has no glyph for %s", name, strings.Join(missing, ", "))
			}
		}
	}
}

// ownScreens are the screens whose every word comes from the catalog:
// the settings, the record list and the file chooser, the readers, and
// the dialogs of games.go.
func ownScreens() []layoutCase {
	record, _ := os.ReadFile("testdata/midgame.sgr")
	return []layoutCase{
		{"settings", func(t *testing.T, a *App) { a.push(&settingsRoom{a: a}) }},
		{"records", func(t *testing.T, a *App) { a.push(newLoadRoom(a)) }},
		{"chooser", func(t *testing.T, a *App) { a.push(newChooserRoom(a)) }},
		{"rules", func(t *testing.T, a *App) { a.push(&docRoom{a: a, title: "Rules", src: "RULES.md"}) }},
		{"controls", func(t *testing.T, a *App) { a.push(&docRoom{a: a, title: "Controls", src: "CONTROLS.md"}) }},
		{"abandon question", func(t *testing.T, a *App) {
			if err := a.games.openRecord(record, "midgame"); err != nil {
				t.Fatal(err)
			}
			a.pop()
			a.games.abandonThen(func() {})
		}},
		{"damaged autosave", func(t *testing.T, a *App) {
			if err := a.st.WriteAutosave([]byte("1C: L9-Z9>L2-D4\n")); err != nil {
				t.Fatal(err)
			}
			a.games.offerContinue()
		}},
	}
}

// playerScreens are the screens a player meets around a game, checked
// like ownScreens: the menu (before and during a game), the ladder of
// opponents, the game-over panel (its own words: the play room around it
// is checked apart), the replay and the analysis in it.
func playerScreens() []layoutCase {
	record, _ := os.ReadFile("testdata/midgame.sgr")
	finished, _ := os.ReadFile("testdata/finished.sgr")
	over := func(t *testing.T, a *App) {
		if err := a.games.openRecord(finished, "finished"); err != nil {
			t.Fatal(err)
		}
		a.play.over.shown = true
		a.play.over.show()
	}
	return []layoutCase{
		{"menu", func(t *testing.T, a *App) {}},
		{"menu in a game", func(t *testing.T, a *App) {
			if err := a.games.openRecord(record, "midgame"); err != nil {
				t.Fatal(err)
			}
			a.pop()
		}},
		{"ladder", func(t *testing.T, a *App) { a.push(newLadderRoom(a)) }},
		{"game over", over},
		{"replay", func(t *testing.T, a *App) {
			if err := a.games.openRecord(record, "midgame"); err != nil {
				t.Fatal(err)
			}
			r := newReplayRoom(a, a.play.m.Game)
			a.push(r)
			r.seek(5)
		}},
		{"analysis", func(t *testing.T, a *App) {
			over(t, a)
			g := a.play.m.Game
			r := newReplayRoom(a, g)
			a.push(r)
			r.analysis.attach(match.FinishedAnalysis(g, markedReviews(t, g)))
			r.layout() // lists the marks
			a.buttons = a.buttons[:0]
			r.analysis.choose(r, 0)
		}},
	}
}

// markedReviews is an analysis of g with every turn reviewed and its
// first three marked: a blunder (with a better turn), a mistake and an
// inaccuracy.
func markedReviews(t *testing.T, g *engine.Game) []player.Review {
	t.Helper()
	r := engine.NewGameFrom(g.Initial())
	var out []player.Review
	for _, act := range g.Actions() {
		p := r.Position()
		if len(out) == 0 || out[len(out)-1].Turn != p.Turn() {
			out = append(out, player.Review{Turn: p.Turn(), Round: p.Round(), Side: p.ToMove(), Reviewed: true})
		}
		out[len(out)-1].Played = append(out[len(out)-1].Played, act)
		if _, err := r.Apply(act); err != nil {
			t.Fatal(err)
		}
	}
	if len(out) < 3 {
		t.Fatalf("%d turns: too few to mark", len(out))
	}
	for i, v := range []player.Verdict{player.Blunder, player.Mistake, player.Inaccuracy} {
		out[i].Verdict, out[i].Best = v, out[i].Played
	}
	return out
}

// panelOnly keeps, on the game-over panel's screen, the panel's own
// buttons and texts: the play room around it has its own checks.
func panelOnly(a *App) (ui.Rect, bool) {
	if !a.play.over.visible(a.play.m) || a.top() != room(a.play) {
		return ui.Rect{}, false
	}
	return a.play.over.rect(a), true
}

// screenWords is what a's screen shows: its button labels (the dialog's
// when one is open) and its texts (over the dialog's dimming when one is
// open), leaving out what names the player's files and folders, and,
// when in gives an area, what lies outside it.
func screenWords(t *testing.T, a *App, in func(*App) (ui.Rect, bool)) (labels, texts []string) {
	t.Helper()
	runUntil(t, a, 10, func() bool {
		// the harness may call this more than once (the host's Update and
		// its Draw both ask it): each call reads the screen afresh.
		labels, texts = nil, nil
		img := ebiten.NewImage(1280, 800)
		defer img.Deallocate()
		a.Draw(img)
		a.layout()
		var traced []ui.TracedText
		a.pt.Trace = &traced
		a.Draw(img)
		a.pt.Trace = nil
		files := map[string]bool{}
		if a.dialog != nil {
			for _, c := range a.dialog.Choices {
				labels = append(labels, c.Label)
			}
			for i, tx := range traced {
				if dialogStarts(a.dialog, tx.Text) {
					traced = traced[i:]
					break
				}
			}
		} else {
			for _, b := range a.buttons {
				if _, ok := a.top().(*chooserRoom); ok && b.ID == chooseEntry && b.Arg > 0 {
					files[b.Label] = true // a file's or a folder's own name
					continue
				}
				if _, ok := a.top().(*docRoom); ok && b.ID == docLesson {
					continue // a lesson under a section: the document's own, which differs by translation
				}
				labels = append(labels, b.Label)
			}
		}
		area, only := ui.Rect{}, false
		if in != nil {
			area, only = in(a)
		}
		inArea := func(r ui.Rect) bool {
			return !only || r.X >= area.X && r.Y >= area.Y && r.X+r.W <= area.X+area.W && r.Y+r.H <= area.Y+area.H
		}
		if only && a.dialog == nil {
			labels = labels[:0]
			for _, b := range a.buttons {
				if inArea(b.R) {
					labels = append(labels, b.Label)
				}
			}
		}
		for _, tx := range traced {
			if !files[tx.Text] && inArea(tx.R) {
				texts = append(texts, tx.Text)
			}
		}
		return true
	})
	return labels, texts
}

// notWords are the Latin words a Russian screen may show: keys, file
// types, the game's name, a language's own name, record notation (the
// analysis's list writes turns as the record does: docs/GLOSSARY.md).
var notWords = map[string]bool{"Esc": true, "Enter": true, "Backspace": true, "sgr": true, "txt": true,
	"English": true, "STRATEGEMA": true, "MB": true,
	"hold": true, "surge": true, "end": true, "offer-draw": true, "accept-draw": true, "decline-draw": true, "resign": true}

// englishWords lists the Latin words of s (three letters or more) that a
// Russian screen should not show; paths, file names and record cells are
// not words.
func englishWords(s string) []string {
	var out []string
	for _, f := range strings.FieldsFunc(s, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r == '/' || r == '\\' || r == '-' || r == '.' || r >= '0' && r <= '9')
	}) {
		f = strings.Trim(f, ".-")
		if strings.ContainsAny(f, `/\.`) || len(f) < 3 || notWords[f] {
			continue // a path, a file's name
		}
		if strings.ContainsAny(f, "0123456789") {
			continue // a cell, a file's number
		}
		out = append(out, f)
	}
	return out
}

// TestOwnScreensSpeakRussian: in Russian, the window's own screens and
// the screens around a game show no English: every button label differs
// from the English one (or is a sign, "+" and "−", or record notation),
// and no text holds an English word.
func TestOwnScreensSpeakRussian(t *testing.T) {
	for _, c := range append(ownScreens(), playerScreens()...) {
		var labels [2][]string
		var texts []string
		for i, tag := range []string{"en", "ru"} {
			a := newTestApp(t, Options{Quiet: true, Docs: docs.FS, Computers: ladderComputers()})
			a.set.Language = tag
			a.setLanguage(tag)
			run(t, a, 2)
			c.setup(t, a)
			labels[i], texts = screenWords(t, a, panelOnly)
			if r, ok := a.top().(*docRoom); ok && a.dialog == nil {
				texts = []string{r.title} // the page is the document's, checked by its own test
			}
		}
		if len(labels[0]) != len(labels[1]) || len(labels[0]) == 0 {
			t.Errorf("%s: buttons %q in English, %q in Russian", c.name, labels[0], labels[1])
			continue
		}
		for i := range labels[0] {
			if en, ru := labels[0][i], labels[1][i]; en == ru && en != "+" && en != "−" && !signsOnly(en) && len(englishWords(en)) > 0 {
				t.Errorf("%s: the button %q is the same in Russian", c.name, en)
			}
		}
		for _, tx := range texts {
			if w := englishWords(tx); len(w) > 0 {
				t.Errorf("%s: %q holds English %q", c.name, tx, w)
			}
		}
	}
}

// TestLanguageSetting: Settings → Language cycles through the system's,
// English and Russian; the choice is kept, and the window speaks it at
// once: the settings' own labels and the Tactical Log of the game on.
func TestLanguageSetting(t *testing.T) {
	record, _ := os.ReadFile("testdata/midgame.sgr")
	st := store.New(store.NewMem())
	a := newTestApp(t, Options{Quiet: true, Store: st})
	run(t, a, 2)
	if err := a.games.openRecord(record, "midgame"); err != nil {
		t.Fatal(err)
	}
	r := &settingsRoom{a: a}
	a.push(r)
	for _, want := range []string{"en", "ru", ""} {
		r.press(&ui.Button{ID: setLanguage})
		if a.set.Language != want {
			t.Fatalf("Language is %q, want %q", a.set.Language, want)
		}
		kept, err := st.LoadSettings()
		if err != nil || kept.Language != want {
			t.Fatalf("kept Language %q (%v), want %q", kept.Language, err, want)
		}
		tag := want
		if tag == "" {
			tag = lang.System()
		}
		if a.lang.Lang() != tag {
			t.Fatalf("the window speaks %q, want %q", a.lang.Lang(), tag)
		}
		if want == "ru" {
			if got := r.rows()[0].label; got != "Язык" {
				t.Errorf("the Language row reads %q in Russian", got)
			}
			m := a.play.m
			if got, want := m.Log[0].Text, lang.New("ru").Event(m.Game.Events()[0]); got != want {
				t.Errorf("the log's first line reads %q, want %q", got, want)
			}
		}
	}
}

// TestShotsInBothLanguages writes the window's own screens in English
// and Russian at 1024×640 and 1280×800 as PNGs into the folder
// STRATEGEMA_I18N_SHOTS names, to look at; without it, it is skipped.
func TestShotsInBothLanguages(t *testing.T) {
	dir := os.Getenv("STRATEGEMA_I18N_SHOTS")
	if dir == "" {
		t.Skip("STRATEGEMA_I18N_SHOTS is not set")
	}
	record, _ := os.ReadFile("testdata/midgame.sgr")
	cases := append(append(ownScreens(), playerScreens()...), layoutCase{"play", func(t *testing.T, a *App) {
		if err := a.games.openRecord(record, "midgame"); err != nil {
			t.Fatal(err)
		}
		if err := a.play.m.Undo(); err != nil {
			t.Fatal(err)
		}
	}})
	for _, c := range cases {
		for _, tag := range []string{"en", "ru"} {
			for _, sz := range [][2]int{{1024, 640}, {1280, 800}} {
				a := newTestApp(t, Options{Quiet: true, Docs: docs.FS, Computers: ladderComputers()})
				a.set.Language = tag
				a.setLanguage(tag)
				run(t, a, 2)
				c.setup(t, a)
				rgba := image.NewRGBA(image.Rect(0, 0, sz[0], sz[1]))
				runUntil(t, a, 30, func() bool {
					img := ebiten.NewImage(sz[0], sz[1])
					defer img.Deallocate()
					a.Draw(img) // sizes the window and the faces
					a.layout()
					a.Draw(img)
					img.ReadPixels(rgba.Pix)
					return true
				})
				name := filepath.Join(dir, fmt.Sprintf("%s-%s-%dx%d.png", strings.ReplaceAll(c.name, " ", "-"), tag, sz[0], sz[1]))
				f, err := os.Create(name)
				if err != nil {
					t.Fatal(err)
				}
				if err := png.Encode(f, rgba); err != nil {
					t.Fatal(err)
				}
				f.Close()
			}
		}
	}
}

// signsOnly reports whether a label has no letters: the replay's |◄ and
// ►, the list's ▲ and ▼.
func signsOnly(label string) bool {
	for _, r := range label {
		if unicode.IsLetter(r) {
			return false
		}
	}
	return true
}

// sourceLiteralRunes is every rune beyond ASCII in the string literals of
// the window's own code (button labels written as symbols: ◄, ►, ×), with
// the file it is in.
func sourceLiteralRunes(t *testing.T) map[rune]string {
	t.Helper()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	out := map[rune]string{}
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			v, err := strconv.Unquote(lit.Value)
			if err != nil {
				return true
			}
			for _, r := range v {
				if r > 127 {
					out[r] = fset.Position(lit.Pos()).String()
				}
			}
			return true
		})
	}
	if len(out) == 0 {
		t.Fatal("no symbols in the window's string literals: the test reads the wrong files")
	}
	return out
}
