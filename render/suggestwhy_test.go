package render

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/render/input"
	"strategema/render/match"
	"strategema/render/player"
	"strategema/render/player/aiplayer"
)

// TestSuggestSaysWhy: G asks for a suggestion; with the Explainer the log
// says, on the line after it, why the turn is good: the line the reason
// (aiplayer.Explain of the suggested turn from the same position) reads
// as, in English and, after a change of language, in Russian.
func TestSuggestSaysWhy(t *testing.T) {
	script := &scriptInput{Steps: []func(*App, *input.Frame) bool{key(ebiten.KeyG)}}
	a := newTestApp(t, Options{Input: script, Quiet: true, Advisor: aiplayer.Suggest, Explainer: aiplayer.Explainer})
	a.games.newGame([2]player.Player{player.Human{Label: "Cerulean"}, testCommander(t, "kolrami", 2)})
	a.set.IdleRotation, a.set.ThinkTime = false, 0.25
	pos := a.play.m.Game.Position().Clone()
	runUntil(t, a, 3000, func() bool { return a.play.m.Hint() != nil })
	hint := a.play.m.Hint()
	if len(hint) == 0 {
		t.Fatal("no suggestion")
	}
	reason, err := aiplayer.Explain(&pos, hint)
	if err != nil {
		t.Fatalf("explaining %v: %v", hint, err)
	}
	run(t, a, 2)
	for _, tag := range []string{"en", "ru"} {
		a.setLanguage(tag)
		run(t, a, 2)
		want := match.ReasonLine(a.lang, &reason)
		log := a.play.m.Log
		at := -1
		for i, l := range log {
			if l.Note && strings.HasPrefix(l.Text, a.trf("ui.log.suggested", "Side", a.lang.Side(0), "Actions", "")) {
				at = i
			}
		}
		if at < 0 || at+1 >= len(log) || log[at+1].Text != want {
			var lines []string
			for _, l := range log {
				lines = append(lines, l.Text)
			}
			t.Errorf("%s: the line after the suggestion is not %q; log %q", tag, want, lines)
		}
		if strings.Contains(want, "suggest.") || !strings.HasPrefix(want, map[string]string{"en": "Why:", "ru": "Почему:"}[tag]) {
			t.Errorf("%s: the reason reads %q", tag, want)
		}
		t.Logf("%s: %s", tag, want)
	}
}
