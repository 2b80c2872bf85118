//go:build !js

package render

import (
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"strategema/docs"
	"strategema/engine"
	"strategema/lang"
	"strategema/render/player"
	"strategema/render/ui"
)

// playlang_test.go: the play screen in English and Russian. Its buttons,
// HUD, pointer tip (with the combat preview), legend and dialogs come
// from the catalog, so Russian shows no English; the HUD names the level
// a person plays against, with its rating.

// combatMove is a move of the side to move in a's game that starts an
// engagement; ok is false when there is none.
func combatMove(a *App) (engine.Action, bool) {
	m := a.play.m
	for _, act := range m.Game.Position().LegalActions(nil) {
		if act.Type != engine.ActMove {
			continue
		}
		evs, _ := m.Game.Preview(act)
		for _, e := range evs {
			if e.Type == engine.EvEngaged {
				return act, true
			}
		}
	}
	return engine.Action{}, false
}

// playScreens put the app on the play screen: with the pointer on a
// destination that starts an engagement (the preview tip) and the legend
// open, and with each of its dialogs.
func playScreens() []layoutCase {
	record, _ := os.ReadFile("testdata/midgame.sgr")
	game := func(t *testing.T, a *App) {
		t.Helper()
		if err := a.games.openRecord(record, "midgame"); err != nil {
			t.Fatal(err)
		}
	}
	return []layoutCase{
		{"play, the preview tip", func(t *testing.T, a *App) {
			game(t, a)
			act, ok := combatMove(a)
			if !ok {
				t.Fatal("no move to an engagement in testdata/midgame.sgr")
			}
			a.play.m.Select(act.From)
			a.play.kbMode, a.play.cursor, a.play.hover = true, act.To, act.To // the pointer stays put
			a.play.legend = true
		}},
		{"play, the resign question", func(t *testing.T, a *App) { game(t, a); a.play.press(&ui.Button{ID: playResign}) }},
		{"play, a draw offered", func(t *testing.T, a *App) {
			game(t, a)
			a.play.press(&ui.Button{ID: playOfferDraw}) // the hotseat's question comes when the board is still
			runUntil(t, a, 120, func() bool { return a.dialog != nil })
			if a.dialog == nil {
				t.Fatal("no question after a draw offer")
			}
		}},
	}
}

// hasPrefix reports whether one of texts starts with prefix.
func hasPrefix(texts []string, prefix string) bool {
	for _, tx := range texts {
		if strings.HasPrefix(tx, prefix) {
			return true
		}
	}
	return false
}

// sameInEveryLanguage are labels that are signs, not words.
var sameInEveryLanguage = map[string]bool{"+": true, "−": true, "1": true, "2": true, "3": true, "4": true, "▲": true, "▼": true, "✕": true}

// TestPlayScreenSpeaksRussian: in Russian, the play screen's buttons all
// differ from the English ones (but for signs and level numbers), and no
// text it shows (top bar, tip, legend, log, dialog) holds an English word.
func TestPlayScreenSpeaksRussian(t *testing.T) {
	for _, c := range playScreens() {
		var labels [2][]string
		var texts [2][]string
		dialog := false // the Russian screen is a dialog: its title, text and choices
		for i, tag := range []string{"en", "ru"} {
			a := newTestApp(t, Options{Quiet: true, Docs: docs.FS, Computers: testComputers()})
			a.set.Language = tag
			a.setLanguage(tag)
			run(t, a, 2)
			c.setup(t, a)
			labels[i], texts[i] = screenWords(t, a, nil)
			dialog = a.dialog != nil
			// the tip is drawn into a layer of its own, which the trace
			// does not see: its lines are the HUD's
			texts[i] = append(texts[i], a.play.hud.info...)
		}
		if len(labels[0]) != len(labels[1]) || len(labels[0]) == 0 {
			t.Errorf("%s: buttons %q in English, %q in Russian", c.name, labels[0], labels[1])
			continue
		}
		for i := range labels[0] {
			if en, ru := labels[0][i], labels[1][i]; en == ru && !sameInEveryLanguage[en] {
				t.Errorf("%s: the button %q is the same in Russian", c.name, en)
			}
		}
		least := 5
		if dialog {
			least = 4
		}
		if len(texts[1]) < least {
			t.Errorf("%s: only %q on the screen", c.name, texts[1])
		}
		if c.name == "play, the preview tip" && !hasPrefix(texts[1], "Перемещение ") {
			t.Errorf("%s: no preview tip among %q", c.name, texts[1])
		}
		for _, tx := range texts[1] {
			if w := englishWords(tx); len(w) > 0 {
				t.Errorf("%s: %q holds English %q", c.name, tx, w)
			}
		}
	}
}

// TestPlayWordsInRussian: the HUD's and tip's messages read as the
// glossary has them.
func TestPlayWordsInRussian(t *testing.T) {
	record, _ := os.ReadFile("testdata/midgame.sgr")
	a := newTestApp(t, Options{Quiet: true})
	a.setLanguage("ru")
	run(t, a, 2)
	if err := a.games.openRecord(record, "midgame"); err != nil {
		t.Fatal(err)
	}
	act, ok := combatMove(a)
	if !ok {
		t.Fatal("no move to an engagement in testdata/midgame.sgr")
	}
	p := a.play
	p.m.Select(act.From)
	p.hover = act.To
	p.refreshHUD()
	g := p.m.Game.Position()
	tip := strings.Join(p.hud.info, "\n")
	for _, want := range []string{"Ход ", " · раунд ", "Перемещение ", "Атака на ", " против ", "вы: ", "защитник: ", "в журнале: "} {
		if !strings.Contains(p.hud.turn+"\n"+tip, want) {
			t.Errorf("the turn line %q and the tip %q lack %q", p.hud.turn, tip, want)
		}
	}
	if !strings.Contains(tip, "база ") {
		t.Errorf("the tip's strengths %q do not name the base (база)", tip)
	}
	words := strengthWords(a.lang, engine.Strength{Formation: 2, Base: 3, Elevation: 1, Ground: 1, Supply: 1})
	if want := "строй 2 + база 3 + высота 1 + своя земля 1 + снабжение 1"; words != want {
		t.Errorf("strengthWords = %q, want %q", words, want)
	}
	for n, want := range map[int]string{1: "1 отряд изолирован", 3: "3 отряда изолированы", 5: "5 отрядов изолированы", 21: "21 отряд изолирован"} {
		if got := a.lang.N("play.isolated", n, "Side", a.lang.Side(engine.Amber)); got != "Янтарь: "+want {
			t.Errorf("%d isolated: %q, want %q", n, got, "Янтарь: "+want)
		}
	}
	rows := p.legendRows()
	if !strings.Contains(rows[engine.Core], "Командное ядро") || !strings.Contains(rows[engine.Core], "сила ") {
		t.Errorf("the legend's Core row reads %q", rows[engine.Core])
	}
	// the language changes at once
	a.setLanguage("en")
	p.refreshHUD()
	if want := "Turn "; !strings.HasPrefix(p.hud.turn, want) {
		t.Errorf("after English is chosen the turn line reads %q", p.hud.turn)
	}
	if rows := p.legendRows(); !strings.Contains(rows[engine.Core], "Command Core") {
		t.Errorf("after English is chosen the legend reads %q", rows[engine.Core])
	}
	if g.Turn() == 0 {
		t.Fatal("no game")
	}
}

// TestTurnLineNamesTheOpponent: in a game of a person against a level of
// the ladder, the HUD's turn line names the level in the window's
// language with its rating (joined by no-break spaces, so a wrapped line
// keeps "against Ensign (Elo 734)" whole); in a hotseat game it names
// nobody.
func TestTurnLineNamesTheOpponent(t *testing.T) {
	named := func(title string) func() (player.Computer, error) {
		return func() (player.Computer, error) {
			r := player.NewRandom(1)
			r.Label = title
			return r, nil
		}
	}
	levels := []player.Entry{
		{Name: "ensign", Title: "Ensign", Elo: 734, New: named("Ensign")},
		{Name: "cadet", Title: "Cadet", New: named("Cadet")},
	}
	cases := []struct {
		tag   string
		level int // -1: hotseat
		want  string
	}{
		{"en", 0, "Turn 1 · Round 1 · against\u00a0Ensign\u00a0(Elo\u00a0734)"},
		{"ru", 0, "Ход 1 · раунд 1 · против:\u00a0Энсин\u00a0(Эло\u00a0734)"},
		{"en", 1, "Turn 1 · Round 1 · against\u00a0Cadet"},
		{"ru", 1, "Ход 1 · раунд 1 · против:\u00a0" + lang.New("ru").T("level.cadet.title")},
		{"en", -1, "Turn 1 · Round 1"},
		{"ru", -1, "Ход 1 · раунд 1"},
	}
	for _, c := range cases {
		a := newTestApp(t, Options{Quiet: true, Computers: levels})
		a.setLanguage(c.tag)
		if c.level < 0 {
			a.games.newGame(hotseat())
		} else {
			a.ladder.play(c.level)
		}
		run(t, a, 2)
		if got := a.ladder.turnLine(a.play.m); got != c.want {
			t.Errorf("%s, level %d: the turn line reads %q, want %q", c.tag, c.level, got, c.want)
		}
		a.play.refreshHUD()
		if a.play.hud.turn != c.want {
			t.Errorf("%s, level %d: the HUD shows %q, want %q", c.tag, c.level, a.play.hud.turn, c.want)
		}
	}
}

// TestPlayScreenLayoutInBothLanguages: the play screen with the preview
// tip and the legend, and with its questions, lays out at every window
// size in English and in Russian (longer) with nothing overlapping or
// leaving the window.
func TestPlayScreenLayoutInBothLanguages(t *testing.T) {
	for _, c := range playScreens() {
		for _, sz := range screenSizes {
			for _, tag := range layoutLanguages {
				checkLayoutCase(t, fmt.Sprintf("%s at %dx%d@%g in %s", c.name, sz.w, sz.h, sz.dev, tag), c, sz.w, sz.h, sz.dev, tag)
			}
		}
	}
}

// TestPlayShots writes the play screen with the preview tip, and a game
// against a level of the ladder, in English and Russian at 1024×640 and
// 1280×800 as PNGs into the folder STRATEGEMA_PLAY_SHOTS names, to look
// at; without it, it is skipped.
func TestPlayShots(t *testing.T) {
	dir := os.Getenv("STRATEGEMA_PLAY_SHOTS")
	if dir == "" {
		t.Skip("STRATEGEMA_PLAY_SHOTS is not set")
	}
	levels := []player.Entry{{Name: "ensign", Title: "Ensign", Elo: 734, New: func() (player.Computer, error) {
		r := player.NewRandom(1)
		r.Label = "Ensign"
		return r, nil
	}}}
	cases := append(playScreens()[:1], layoutCase{"play, against a level", func(t *testing.T, a *App) {
		a.ladder.play(0)
		a.play.legend = true
	}})
	for _, c := range cases {
		for _, tag := range []string{"en", "ru"} {
			for _, sz := range [][2]int{{1024, 640}, {1280, 800}} {
				a := newTestApp(t, Options{Quiet: true, Docs: docs.FS, Computers: levels})
				a.set.Language = tag
				a.setLanguage(tag)
				run(t, a, 2)
				c.setup(t, a)
				rgba := drawnAt(t, a, sz[0], sz[1])
				name := filepath.Join(dir, fmt.Sprintf("%s-%s-%dx%d.png", strings.NewReplacer(" ", "-", ",", "").Replace(c.name), tag, sz[0], sz[1]))
				f, err := os.Create(name)
				if err != nil {
					t.Fatal(err)
				}
				if err := png.Encode(f, rgba); err != nil {
					t.Fatal(err)
				}
				if err := f.Close(); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}
