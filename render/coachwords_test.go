package render

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/engine"
	"strategema/render/match"
	"strategema/render/player"
	"strategema/render/player/aiplayer"
	"strategema/render/ui"
)

// TestCoachSaysWhy: the coach's marks are numbered as the top bar and the
// log number turns; a chosen mark says what the mark means for it (the
// chances lost), the better turn and why it is better (Suggest's reason),
// and, for the turn Suggest gave, why the two searches differ; with no
// mark chosen the panel says what ?!, ? and ?? mean.
func TestCoachSaysWhy(t *testing.T) {
	move := engine.Move(engine.NewCell(1, 3, 1), engine.NewCell(1, 3, 3)) // L2-D2>L2-D4
	given := []engine.Action{move, engine.Simple(engine.ActHold)}
	advisor := func(ctx context.Context, p *engine.Position, budget time.Duration) ([]engine.Action, error) {
		return given, nil
	}
	for _, tag := range []string{"en", "ru"} {
		a := newTestApp(t, Options{Quiet: true, Advisor: advisor, Explainer: aiplayer.Explainer})
		a.setLanguage(tag)
		a.games.newGame(hotseat())
		run(t, a, 2)
		a.play.suggest()
		runUntil(t, a, 300, func() bool { return a.play.m.Hint() != nil })
		for _, act := range given {
			a.play.act(act)
			runUntil(t, a, 300, func() bool { return !a.play.m.Busy() })
		}
		if a.play.m.Game.Position().Turn() == 1 {
			a.play.act(engine.Simple(engine.ActEnd))
		}
		a.play.act(engine.Move(engine.NewCell(1, 3, 6), engine.NewCell(1, 3, 4))) // Amber's L2-D7>L2-D5, played by hand
		a.play.act(engine.Simple(engine.ActHold))
		if a.play.m.Game.Position().Turn() == 2 {
			a.play.act(engine.Simple(engine.ActEnd))
		}
		runUntil(t, a, 300, func() bool { return !a.play.m.Busy() })
		g := a.play.m.Game
		turns := g.Turns()
		if len(turns) < 2 {
			t.Fatalf("%d turns played", len(turns))
		}
		better := []engine.Action{engine.Move(engine.NewCell(1, 4, 1), engine.NewCell(1, 4, 3)), engine.Simple(engine.ActHold)}
		reviews := []player.Review{
			{Turn: 1, Round: 1, Side: engine.Cerulean, Played: g.Actions()[turns[0].First:turns[1].First], Reviewed: true,
				Chances: 0.05, Best: better, BestChances: 0.3, Drop: 0.25, Verdict: player.Mistake, Depth: 6},
			{Turn: 2, Round: 1, Side: engine.Amber, Played: g.Actions()[turns[1].First:], Reviewed: true,
				Chances: -0.4, Best: better, BestChances: 0, Drop: 0.4, Verdict: player.Blunder, Depth: 5},
		}
		r := newReplayRoom(a, g)
		a.push(r)
		r.analysis.attach(match.FinishedAnalysis(g, reviews))
		run(t, a, 3)
		marks := r.analysis.marks
		if len(marks) != 2 {
			t.Fatalf("%s: %d marks", tag, len(marks))
		}
		want := map[string][2]string{"en": {"Turn 1 ? ", "Turn 2 ?? "}, "ru": {"Ход 1 ? ", "Ход 2 ?? "}}[tag]
		for i, m := range marks {
			if !strings.HasPrefix(m.line, want[i]) {
				t.Errorf("%s: mark %d reads %q, want it to start %q", tag, i, m.line, want[i])
			}
		}
		words := map[string]struct{ lost, why, suggest, marks string }{
			"en": {"this turn left a 53% chance of winning where the better turn keeps 65% (13 points lost)", "Why: ", "You played the turn Suggest gave", "at least 5, 10 or 15 points"},
			"ru": {"шанс на победу 53%, а лучший ход сохраняет 65% (потеряно пунктов: 13)", "", "Это ход, который дал Совет", "не меньше 5, 10 или 15 пунктов"},
		}[tag]
		first := strings.Join(marks[0].better, "\n")
		if !strings.Contains(first, words.lost) || !strings.Contains(first, "L2-E2") {
			t.Errorf("%s: the first mark says %q", tag, first)
		}
		if len(marks[0].better) != 4 || (words.why != "" && !strings.HasPrefix(marks[0].better[2], words.why)) {
			t.Errorf("%s: the first mark's paragraphs %q: want the loss, the better turn, why, and Suggest's", tag, marks[0].better)
		}
		if !strings.Contains(first, words.suggest) || !strings.Contains(first, "6") {
			t.Errorf("%s: the turn Suggest gave is marked without saying why the searches differ: %q", tag, first)
		}
		if second := strings.Join(marks[1].better, "\n"); strings.Contains(second, words.suggest) {
			t.Errorf("%s: Amber's own turn is called Suggest's: %q", tag, second)
		}
		// nothing chosen: the panel says what the marks mean
		var texts []ui.TracedText
		runUntil(t, a, 3, func() bool {
			texts = texts[:0]
			img := ebiten.NewImage(1280, 800)
			defer img.Deallocate()
			a.pt.Trace = &texts
			r.analysis.draw(r, img)
			a.pt.Trace = nil
			return true
		})
		all := ""
		for _, tx := range texts {
			all += tx.Text + " "
		}
		if !strings.Contains(all, "?!") || !strings.Contains(all, words.marks[len(words.marks)-9:]) {
			t.Errorf("%s: the panel does not say what the marks mean: %q", tag, all)
		}
		a.pop()
	}
}
