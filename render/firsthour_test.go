package render

import (
	"io/fs"
	"os"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/docs"
	"strategema/engine"
	"strategema/render/input"
	"strategema/render/markdown"
	"strategema/render/player"
	"strategema/render/store"
	"strategema/render/ui"
)

// A player's first hour: nothing crashes, nothing surprises. These tests
// drive the window through its input seam (the Frame) as a player does.

// keyStep presses k on the next tick once the window has drawn.
func keyStep(k ebiten.Key) func(*App, *input.Frame) bool {
	return func(a *App, f *input.Frame) bool {
		if a.pt == nil {
			return false
		}
		f.Keys = append(f.Keys, k)
		return true
	}
}

// TestBoardStaysStillUnderThePointer: during play the board never turns
// by itself, however long the pointer rests; the menu's board does, and
// the game's camera comes back from the menu as the player left it.
func TestBoardStaysStillUnderThePointer(t *testing.T) {
	script := &scriptInput{}
	a := newTestApp(t, Options{Input: script, Quiet: true})
	a.games.newGame(hotseat())
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
	cam := a.view.Cam
	for visit := 1; visit <= 3; visit++ {
		a.pop() // to the menu: its board turns
		run(t, a, 60)
		if a.view.Cam.Yaw == yaw {
			t.Error("the menu's board does not turn")
		}
		script.Steps = append(script.Steps, keyStep(ebiten.KeyEscape)) // Resume
		runUntil(t, a, 60, func() bool { return script.Done() && a.top() == room(a.play) })
		if a.top() != room(a.play) {
			t.Fatalf("Esc on the menu did not resume the game")
		}
		run(t, a, 2)
		if a.view.Cam != cam {
			t.Errorf("after %d visits to the menu the game's camera moved: %+v, was %+v", visit, a.view.Cam, cam)
		}
	}
}

// TestEscInADialogOnlyClosesIt: one key, one effect. Esc answers "no" to
// the resignation question and does not also open the menu; Enter closes
// a message on the menu and does not also start a game.
func TestEscInADialogOnlyClosesIt(t *testing.T) {
	script := &scriptInput{}
	a := newTestApp(t, Options{Input: script, Quiet: true})
	a.games.newGame(hotseat())
	script.Steps = append(script.Steps, keyStep(ebiten.KeyR))
	runUntil(t, a, 60, script.Done)
	if a.dialog == nil || a.dialog.Title != "Resign?" {
		t.Fatalf("R did not ask to resign: %+v", a.dialog)
	}
	script.Steps = append(script.Steps, keyStep(ebiten.KeyEscape))
	run(t, a, 5)
	if a.dialog != nil {
		t.Fatalf("Esc left the dialog %q open", a.dialog.Title)
	}
	if a.top() != room(a.play) {
		t.Errorf("Esc in the dialog also left the game for %q", a.top().name())
	}
	if a.play.m.Game.Position().Over() {
		t.Error("Esc resigned the game")
	}

	b := newTestApp(t, Options{Input: &scriptInput{}, Quiet: true})
	b.showMessage("Saved game", "A message.")
	b.in.(*scriptInput).Steps = append(b.in.(*scriptInput).Steps, keyStep(ebiten.KeyEnter))
	run(t, b, 5)
	if b.dialog != nil {
		t.Fatal("Enter did not close the message")
	}
	if b.top() != room(b.menu) || b.play.m != nil {
		t.Errorf("Enter on the message also started a game (screen %q)", b.top().name())
	}
}

// TestNewGameAsksBeforeAbandoning: every kind of new game asks before
// throwing a game in progress away; "Go back" keeps it and its autosave.
func TestNewGameAsksBeforeAbandoning(t *testing.T) {
	for _, label := range []string{"New game: Two", "New game vs", "Exhibition"} {
		t.Run(label, func(t *testing.T) {
			script := &scriptInput{}
			st := store.New(store.NewMem())
			a := newTestApp(t, Options{Input: script, Store: st, Quiet: true, Computers: testComputers()})
			a.games.newGame(hotseat())
			a.play.act(engine.Move(engine.NewCell(1, 3, 1), engine.NewCell(1, 3, 3)))
			saved, _ := st.ReadAutosave()
			script.Steps = append(script.Steps, keyStep(ebiten.KeyEscape)) // to the menu
			script.Steps = append(script.Steps, clickButton(label)...)
			runUntil(t, a, 200, script.Done)
			run(t, a, 2)
			if a.dialog == nil || a.dialog.Title != a.tr("ui.abandon.title") {
				t.Fatalf("%q threw the game away without asking (dialog %+v)", label, a.dialog)
			}
			script.Steps = append(script.Steps, clickChoice("Go back")...)
			runUntil(t, a, 200, script.Done)
			run(t, a, 2)
			if a.dialog != nil || len(a.play.m.Game.Actions()) != 1 {
				t.Fatalf("Go back: dialog %v, %d actions in the game", a.dialog, len(a.play.m.Game.Actions()))
			}
			if now, _ := st.ReadAutosave(); string(now) != string(saved) {
				t.Error("the autosave changed")
			}
			script.Steps = append(script.Steps, clickButton(label)...)
			script.Steps = append(script.Steps, wait(2)...)
			script.Steps = append(script.Steps, clickChoice("Abandon")...)
			runUntil(t, a, 200, script.Done)
			run(t, a, 2)
			if a.top() != room(a.play) || len(a.play.m.Game.Actions()) > 1 {
				t.Fatalf("Abandon did not start the new game (screen %q)", a.top().name())
			}
		})
	}
}

// clickChoice clicks the open dialog's answer labelled label.
func clickChoice(label string) []func(*App, *input.Frame) bool {
	var at ui.Rect
	aim := func(f *input.Frame) { f.MX, f.MY = at.X+at.W/2, at.Y+at.H/2 }
	return []func(*App, *input.Frame) bool{
		func(a *App, f *input.Frame) bool {
			if a.dialog == nil || a.pt == nil {
				return false
			}
			_, rs := a.dialog.Rects(a.pt, a.w, a.h)
			for i, c := range a.dialog.Choices {
				if c.Label == label {
					at = rs[i]
					aim(f)
					return true
				}
			}
			return false
		},
		func(a *App, f *input.Frame) bool {
			aim(f)
			f.Down[input.MouseLeft], f.Pressed[input.MouseLeft] = true, true
			return true
		},
		func(a *App, f *input.Frame) bool { aim(f); f.Released[input.MouseLeft] = true; return true },
	}
}

// testComputers are two quick computer commanders for the menu.
func testComputers() []player.Entry {
	mk := func(title string, seed int64) player.Entry {
		return player.Entry{Title: title, New: func() (player.Computer, error) { return player.NewRandom(seed), nil }}
	}
	return []player.Entry{mk("Drone One", 1), mk("Drone Two", 2)}
}

// TestResignationEndsTheGameForGood: after a resignation there is no undo,
// the game-over panel comes, and its Replay opens the replay.
func TestResignationEndsTheGameForGood(t *testing.T) {
	script := &scriptInput{}
	a := newTestApp(t, Options{Input: script, Quiet: true})
	a.games.newGame(hotseat())
	a.play.act(engine.Move(engine.NewCell(1, 3, 1), engine.NewCell(1, 3, 3)))
	script.Steps = append(script.Steps, keyStep(ebiten.KeyR), wait(2)[0], keyStep(ebiten.KeyY), wait(30)[0])
	runUntil(t, a, 300, script.Done)
	run(t, a, 30)
	if !a.play.m.Game.Position().Over() {
		t.Fatal("R, Y did not resign")
	}
	if !a.play.over.visible(a.play.m) {
		t.Fatal("no game-over panel after the resignation")
	}
	script.Steps = append(script.Steps, keyStep(ebiten.KeyU), keyStep(ebiten.KeyBackspace))
	runUntil(t, a, 100, script.Done)
	run(t, a, 2)
	if !a.play.m.Game.Position().Over() {
		t.Fatal("U took the resignation back")
	}
	for _, b := range a.buttons {
		if b.Label == "Undo" && b.Enabled {
			t.Error("the Undo button is enabled after a resignation")
		}
	}
	script.Steps = append(script.Steps, clickButton("Replay")...)
	runUntil(t, a, 100, script.Done)
	run(t, a, 2)
	if a.top().name() != "replay" {
		t.Errorf("Replay opened %q", a.top().name())
	}
}

// TestUnloadableAutosaveIsNotOffered: an empty or damaged autosave is
// never offered as "Continue saved game"; it is set aside and the message
// says where.
func TestUnloadableAutosaveIsNotOffered(t *testing.T) {
	for name, data := range map[string]string{"empty": "", "blank": " \n\n", "damaged": "1C: L9-Z9>nowhere\n"} {
		t.Run(name, func(t *testing.T) {
			st := store.New(store.NewMem())
			if err := st.WriteAutosave([]byte(data)); err != nil {
				t.Fatal(err)
			}
			a := newTestApp(t, Options{Store: st})
			if a.games.hasAutosave {
				t.Error("offered as Continue saved game")
			}
			if a.dialog == nil || !strings.Contains(a.dialog.Text, "set aside as "+store.AutosaveName+".broken-") {
				t.Fatalf("no message naming where it was set aside: %+v", a.dialog)
			}
			if d, _ := st.ReadAutosave(); d != nil {
				t.Error("not set aside")
			}
		})
	}
}

// TestRecordFromCommandLineIsAutosaved: a record opened at start is the
// game in progress and is autosaved at once, before any action.
func TestRecordFromCommandLineIsAutosaved(t *testing.T) {
	data, err := os.ReadFile("testdata/midgame.sgr")
	if err != nil {
		t.Fatal(err)
	}
	st := store.New(store.NewMem())
	a := newTestApp(t, Options{Store: st, Record: data})
	saved, err := st.ReadAutosave()
	if err != nil || saved == nil {
		t.Fatalf("not autosaved (%v)", err)
	}
	g, _, err := engine.LoadRecord(saved)
	if err != nil || g.Position().Hash() != a.play.m.Game.Position().Hash() {
		t.Fatalf("the autosave is not the record's game (%v)", err)
	}
}

// TestChartFitsTheData: the game-over chart's scale is fitted to the
// territory data, which fills most of its height, with the 180 line in
// range when the data comes near it and marked above otherwise.
func TestChartFitsTheData(t *testing.T) {
	for _, c := range []struct {
		name     string
		terr     [][2]int
		winAbove bool
	}{
		{"a short quiet game", [][2]int{{128, 128}, {127, 129}, {126, 130}, {125, 131}}, true},
		{"a long close game", [][2]int{{128, 128}, {120, 136}, {131, 125}, {140, 116}, {138, 118}}, true},
		{"a Systemic Victory", [][2]int{{128, 128}, {140, 116}, {160, 96}, {181, 75}}, false},
		{"near the line", [][2]int{{128, 128}, {140, 116}, {150, 106}, {158, 98}}, false},
	} {
		lo, hi, above := chartScale(c.terr)
		dlo, dhi := engine.Cells, 0
		for _, t := range c.terr {
			dlo, dhi = min(dlo, t[0], t[1]), max(dhi, t[0], t[1])
		}
		if lo > dlo || hi < dhi {
			t.Errorf("%s: scale %d–%d leaves out data %d–%d", c.name, lo, hi, dlo, dhi)
		}
		if fill := float64(dhi-dlo) / float64(hi-lo); fill < 0.45 {
			t.Errorf("%s: the data fills %.0f%% of the scale %d–%d", c.name, 100*fill, lo, hi)
		}
		if above != c.winAbove || (!above && hi < engine.SystemicCells) {
			t.Errorf("%s: scale %d–%d, 180 marked above: %v, want %v", c.name, lo, hi, above, c.winAbove)
		}
	}
}

// TestMarkdownBlocks: the reader sees the documents' markdown as a page,
// not as raw text: tables with their cells, headings, list items,
// emphasis and code.
func TestMarkdownBlocks(t *testing.T) {
	src := "# Title\n\nSome **bold** and *italic* and `code`, a [link](x.md).\n\n" +
		"| action | mouse | keyboard |\n|---|---|---|\n| Move | click a lit destination | Enter or Space on it |\n| Resign | **Resign** | R, then Y \\| N |\n\n" +
		"- one\n  still one\n  - nested\n- two\n\n1. first\n2. second\n\n```\nLevel 3\n  8  . .\n```\n\n---\n"
	bs := markdown.Parse([]byte(src))
	kinds := ""
	for _, b := range bs {
		kinds += string("PHICTR"[b.Kind])
	}
	if kinds != "HPTIIIIICR" {
		t.Fatalf("blocks %q, want HPTIIIIICR: %+v", kinds, bs)
	}
	if want := []markdown.Span{{Text: "Some ", Style: 0}, {Text: "bold", Style: markdown.Bold}, {Text: " and ", Style: 0}, {Text: "italic", Style: markdown.Italic}, {Text: " and ", Style: 0}, {Text: "code", Style: markdown.Code}, {Text: ", a ", Style: 0}, {Text: "link", Style: markdown.Link}, {Text: ".", Style: 0}}; !equalSpans(bs[1].Spans, want) {
		t.Errorf("inline spans %+v, want %+v", bs[1].Spans, want)
	}
	tb := bs[2]
	if len(tb.Rows) != 3 || len(tb.Rows[0]) != 3 || tb.Rows[0][2][0].Text != "keyboard" {
		t.Fatalf("table rows %+v", tb.Rows)
	}
	if c := tb.Rows[2]; c[1][0].Style != markdown.Bold || c[1][0].Text != "Resign" || c[2][0].Text != "R, then Y | N" {
		t.Errorf("table cells %+v", c)
	}
	if bs[3].Spans[0].Text != "one still one" || bs[3].Level != 1 || bs[4].Level != 2 || bs[6].Marker != "1." || bs[7].Marker != "2." {
		t.Errorf("list items %+v", bs[3:8])
	}
	if got := bs[8].Code; len(got) != 2 || got[1] != "  8  . ." {
		t.Errorf("code %q", got)
	}
	for _, b := range markdown.Parse([]byte(src)) {
		for _, sp := range b.Spans {
			if strings.ContainsAny(sp.Text, "*`|") && sp.Style&markdown.Code == 0 {
				t.Errorf("raw markup shown: %q", sp.Text)
			}
		}
	}
}

func equalSpans(a, b []markdown.Span) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestDocumentsFitThePanel: the rules and the controls are laid out within
// the panel at every window size, no line wider than it, no raw table
// markup, and the rulebook says nothing for developers.
func TestDocumentsFitThePanel(t *testing.T) {
	for _, src := range []string{"RULES.md", "CONTROLS.md"} {
		data, err := fs.ReadFile(docs.FS, src)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(data), "_test.go") {
			t.Errorf("%s names a test file", src)
		}
		a := newTestApp(t, Options{Docs: docs.FS, Quiet: true})
		run(t, a, 2)
		r := &docRoom{a: a, title: src, src: src}
		for _, w := range []float32{500, 760, 1400} {
			r.layoutPage(w)
			for _, run := range r.page.Runs {
				if end := run.X + float32(run.Face.Width(run.Text)); run.X < 0 || end > w+0.5 {
					t.Errorf("%s at %v px: %q spans %v–%v", src, w, run.Text, run.X, end)
				}
				if strings.Contains(run.Text, "|---") || strings.Contains(run.Text, "**") {
					t.Errorf("%s: raw markdown %q", src, run.Text)
				}
			}
		}
	}
}

// TestEscClosesWhatIsOpenFirst: in a game, Esc drops the selection the
// person made (not the unit kept selected after its move), then closes
// the Legend, then the log, and only then opens the menu.
func TestEscClosesWhatIsOpenFirst(t *testing.T) {
	script := &scriptInput{}
	a := newTestApp(t, Options{Input: script, Quiet: true})
	a.games.newGame(hotseat())
	run(t, a, 2)
	m := a.play.m
	if err := m.Act(engine.Move(engine.NewCell(1, 3, 1), engine.NewCell(1, 3, 3))); err != nil {
		t.Fatal(err)
	}
	if !m.Kept {
		t.Fatal("the moved unit is not kept selected")
	}
	// the unit kept selected after its move is passed over
	script.Steps = append(script.Steps, keyStep(ebiten.KeyEscape))
	a.play.logOpen = true
	runUntil(t, a, 30, script.Done)
	run(t, a, 2)
	if a.play.logOpen || m.Sel == engine.NoCell || a.top() != room(a.play) {
		t.Fatalf("Esc after a move: log open %v, selection %v, room %s; want the log closed first", a.play.logOpen, m.Sel, a.top().name())
	}
	m.Select(engine.NewCell(1, 4, 1))
	a.play.legend, a.play.logOpen = true, true
	steps := []struct {
		what                string
		sel, legend, logged bool
		room                string
	}{
		{"the selection", false, true, true, "play"},
		{"the Legend", false, false, true, "play"},
		{"the log", false, false, false, "play"},
		{"the game", false, false, false, "menu"},
	}
	for _, st := range steps {
		script.Steps = append(script.Steps, keyStep(ebiten.KeyEscape))
		runUntil(t, a, 30, script.Done)
		run(t, a, 2)
		p := a.play
		if got := p.m.Sel != engine.NoCell; got != st.sel || p.legend != st.legend || p.logOpen != st.logged || a.top().name() != st.room {
			t.Fatalf("Esc for %s: selection %v, Legend %v, log %v, room %s", st.what, got, p.legend, p.logOpen, a.top().name())
		}
	}
}
