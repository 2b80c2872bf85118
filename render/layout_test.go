//go:build !js

package render

import (
	"fmt"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/docs"
	"strategema/engine"
	"strategema/render/store"
	"strategema/render/ui"
)

// layout_test.go: nothing overlaps at any supported window size. Every
// screen is laid out and drawn off-screen at 1024×640, 1280×800,
// 1920×1080 and a 4K screen at device scale 2: no two buttons overlap,
// every button and every line of text is inside the window, no text runs
// under a button it does not belong to, and no text is smaller than 12
// pixels (at the screen's scale).

// screenSizes are the window sizes checked, with their device scales.
var screenSizes = []struct {
	w, h int
	dev  float64
}{{1024, 640, 1}, {1280, 800, 1}, {1920, 1080, 1}, {3840, 2160, 2}}

// layoutCase puts the app in the state of one screen.
type layoutCase struct {
	name  string
	setup func(t *testing.T, a *App)
}

func layoutCases() []layoutCase {
	record, _ := os.ReadFile("testdata/midgame.sgr")
	resigned, _ := os.ReadFile("testdata/resigned.sgr") // the longest reason line: who resigned, and the standing
	game := func(t *testing.T, a *App) {
		if err := a.games.openRecord(record, "midgame"); err != nil {
			t.Fatal(err)
		}
	}
	return []layoutCase{
		{"menu", func(t *testing.T, a *App) {}},
		{"menu in a game", func(t *testing.T, a *App) { game(t, a); a.pop() }},
		{"menu with a note", func(t *testing.T, a *App) {
			game(t, a)
			a.pop()
			a.games.saveRecord()
		}},
		{"play", game},
		{"play, a dialog", func(t *testing.T, a *App) { game(t, a); a.play.press(&ui.Button{ID: playResign}) }},
		{"game over", func(t *testing.T, a *App) {
			if err := a.games.openRecord(resigned, "resigned"); err != nil {
				t.Fatal(err)
			}
			a.play.over.shown = true
			a.play.over.show()
		}},
		{"replay", func(t *testing.T, a *App) { game(t, a); a.push(newReplayRoom(a, a.play.m.Game)) }},
		{"settings", func(t *testing.T, a *App) {
			a.set.Palette = store.PaletteColourSafe
			a.push(&settingsRoom{a: a})
		}},
		{"rules", func(t *testing.T, a *App) { a.push(&docRoom{a: a, title: "Rules", src: "RULES.md"}) }},
		{"controls", func(t *testing.T, a *App) { a.push(&docRoom{a: a, title: "Controls", src: "CONTROLS.md"}) }},
		{"load", func(t *testing.T, a *App) { a.push(newChooserRoom(a)) }},
		{"records", func(t *testing.T, a *App) { a.push(newLoadRoom(a)) }},
		{"abandon question", func(t *testing.T, a *App) { game(t, a); a.pop(); a.games.abandonThen(func() {}) }},
		{"damaged autosave", func(t *testing.T, a *App) {
			if err := a.st.WriteAutosave([]byte("1C: L9-Z9>L2-D4\n")); err != nil {
				t.Fatal(err)
			}
			a.games.offerContinue()
		}},
	}
}

// layoutLanguages are the languages the layout is checked in: Russian
// runs 20–30% longer than English.
var layoutLanguages = []string{"en", "ru"}

func TestNothingOverlaps(t *testing.T) {
	for _, c := range layoutCases() {
		for _, sz := range screenSizes {
			for _, tag := range layoutLanguages {
				name := fmt.Sprintf("%s at %dx%d@%g in %s", c.name, sz.w, sz.h, sz.dev, tag)
				checkLayoutCase(t, name, c, sz.w, sz.h, sz.dev, tag)
			}
		}
	}
}

// checkLayoutCase lays out one screen at one size in one language and
// reports what overlaps or leaves the window.
func checkLayoutCase(t *testing.T, name string, c layoutCase, w, h int, dev float64, tag string) {
	t.Helper()
	a := newTestApp(t, Options{Quiet: true, Docs: docs.FS, Computers: testComputers(),
		Store: store.New(&store.Dir{Path: t.TempDir() + "/a-rather-long-folder-name/for/the/settings/strategema"})})
	if err := os.MkdirAll(a.st.B.(*store.Dir).Path, 0o755); err != nil {
		t.Fatal(err)
	}
	a.devScale = dev
	a.set.Language = tag
	a.setLanguage(tag)
	run(t, a, 2) // the painter exists
	c.setup(t, a)
	var problems []string
	done := false
	runUntil(t, a, 10, func() bool {
		if !done {
			done = true
			problems = checkLayoutAt(a, w, h, dev)
		}
		return true
	})
	for _, p := range problems {
		t.Errorf("%s: %s", name, p)
	}
}

// checkLayoutAt lays a's screen out for w×h at device scale dev, draws it
// off-screen and lists what overlaps or leaves the window. It runs on the
// game loop.
func checkLayoutAt(a *App, w, h int, dev float64) []string {
	img := ebiten.NewImage(w, h)
	defer img.Deallocate()
	out, _ := checkLayoutOn(a, img, dev)
	return out
}

// checkLayoutOn is checkLayoutAt on img, whose size is the window's; it
// also returns the texts the last frame drew (the frame is left in img).
func checkLayoutOn(a *App, img *ebiten.Image, dev float64) ([]string, []ui.TracedText) {
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	a.Draw(img) // sizes the window and the faces
	a.layout()
	a.view.Update() // the projection for this size, as the game's next tick makes it
	var texts []ui.TracedText
	a.pt.Trace = &texts
	a.Draw(img)
	a.pt.Trace = nil
	all := texts
	var out []string
	win := ui.Rect{X: 0, Y: 0, W: float32(w), H: float32(h)}
	inside := func(r, in ui.Rect) bool {
		const e = 0.5
		return r.X >= in.X-e && r.Y >= in.Y-e && r.X+r.W <= in.X+in.W+e && r.Y+r.H <= in.Y+in.H+e
	}
	overlap := func(p, q ui.Rect) bool {
		const e = 0.5
		return p.X+e < q.X+q.W && q.X+e < p.X+p.W && p.Y+e < q.Y+q.H && q.Y+e < p.Y+p.H
	}
	buttons := make([]ui.Rect, 0, len(a.buttons))
	labels := make([]string, 0, len(a.buttons))
	if a.dialog != nil {
		_, rs := a.dialog.Rects(a.pt, a.w, a.h)
		for i, r := range rs {
			buttons, labels = append(buttons, r), append(labels, a.dialog.Choices[i].Label)
		}
	} else {
		for _, b := range a.buttons {
			buttons, labels = append(buttons, b.R), append(labels, b.Label)
		}
	}
	for i, b := range buttons {
		if !inside(b, win) {
			out = append(out, fmt.Sprintf("button %q at %v leaves the window", labels[i], b))
		}
		for j := i + 1; j < len(buttons); j++ {
			if overlap(b, buttons[j]) {
				out = append(out, fmt.Sprintf("buttons %q %v and %q %v overlap", labels[i], b, labels[j], buttons[j]))
			}
		}
	}
	if a.dialog != nil { // the room's texts lie under the dialog's dimming: only the dialog's count
		for i, tx := range texts {
			if dialogStarts(a.dialog, tx.Text) {
				texts = texts[i:]
				break
			}
		}
	}
	for _, tx := range texts {
		if tx.Dst != img || tx.Text == "" {
			continue // drawn into a layer, placed with it
		}
		if boardLabelText(tx.Text) {
			continue // a label on the board, under the screen's panels
		}
		if !inside(tx.R, win) {
			out = append(out, fmt.Sprintf("text %q at %v leaves the window", tx.Text, tx.R))
		}
		for i, b := range buttons {
			if overlap(tx.R, b) && !inside(tx.R, b) {
				out = append(out, fmt.Sprintf("text %q at %v runs under the button %q %v", tx.Text, tx.R, labels[i], b))
			}
		}
	}
	for _, f := range a.pt.Faces() {
		if f.Size < 12*dev-0.01 {
			out = append(out, fmt.Sprintf("a face of %.1f px (%.1f at scale 1)", f.Size, f.Size/dev))
		}
	}
	return out, all
}

// keep the engine import for the cases' records
var _ = engine.Cells

// TestReadersOnAPhone: the readers on a phone held upright (390×844 CSS
// pixels at DPR 3, a finger's larger text), in both languages: the
// document's title, which is longer than the room's, stays clear of Back.
func TestReadersOnAPhone(t *testing.T) {
	for _, tag := range []string{"en", "ru"} {
		for _, doc := range []string{"RULES.md", "CONTROLS.md"} {
			c := layoutCase{doc, func(t *testing.T, a *App) {
				a.fr.TouchScreen = true
				a.push(&docRoom{a: a, title: "Rules", src: doc})
			}}
			checkLayoutCase(t, fmt.Sprintf("%s on a phone in %s", doc, tag), c, 1170, 2532, 3, tag)
		}
	}
}
