package render

import (
	"context"
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/engine"
	"strategema/render/player"
	"strategema/render/store"
)

// resigner is a computer whose plan is [resign], as the lower levels'
// plan is when they are lost.
type resigner struct{ player.Random }

func (r *resigner) Turn(ctx context.Context, p *engine.Position) ([]engine.Action, error) {
	return []engine.Action{engine.Simple(engine.ActResign)}, nil
}

// TestOverPanelSaysWhoResigned: the game-over panel names the side that
// resigned: the person ("You resigned"), the computer (its name, after a
// [resign] plan), or a side of two people at one window, and how far
// behind it stood (units and cells against the other side's); in English
// and Russian.
func TestOverPanelSaysWhoResigned(t *testing.T) {
	cases := []struct {
		name    string
		players func() [2]player.Player
		person  bool // the person at the window resigns (Cerulean, first to move)
		title   map[string]string
		why     map[string]string
	}{
		{"the person against a computer", func() [2]player.Player {
			return [2]player.Player{player.Human{Label: "Cerulean"}, player.NewRandom(3)}
		}, true, map[string]string{"en": "Amber wins", "ru": "Победа: Янтарь"}, map[string]string{"en": "You resigned", "ru": "Вы сдались"}},
		{"the computer's [resign] plan", func() [2]player.Player {
			r := &resigner{*player.NewRandom(3)}
			r.Label = "Quitter"
			return [2]player.Player{r, player.Human{Label: "Amber"}}
		}, false, map[string]string{"en": "Amber wins", "ru": "Победа: Янтарь"}, map[string]string{"en": "Quitter resigned", "ru": "Quitter: сдаётся"}},
		{"two people at one window", hotseat, true, map[string]string{"en": "Amber wins", "ru": "Победа: Янтарь"}, map[string]string{"en": "Cerulean resigned", "ru": "Лазурь: сдаётся"}},
	}
	for _, c := range cases {
		for _, tag := range []string{"en", "ru"} {
			t.Run(c.name+"/"+tag, func(t *testing.T) {
				st := store.New(store.NewMem())
				set := store.DefaultSettings()
				set.Language = tag
				if err := st.SaveSettings(set); err != nil {
					t.Fatal(err)
				}
				a := newTestApp(t, Options{Quiet: true, Store: st})
				a.games.newGame(c.players())
				run(t, a, 2)
				if c.person {
					a.play.act(engine.Simple(engine.ActResign))
				}
				runUntil(t, a, 600, func() bool { return a.play.over.open })
				run(t, a, 3)
				o := &a.play.over
				if !o.open {
					t.Fatal("no game-over panel")
				}
				// after who resigned, the standing: the resigner's active
				// units and cells against the other side's
				p := a.play.m.Game.Position()
				who := engine.Amber
				if p.Result() == engine.AmberWins {
					who = engine.Cerulean
				}
				u, tu := countActive(p, who), countActive(p, who.Opponent())
				cl, tcl := p.Territory(who), p.Territory(who.Opponent())
				want := map[string]string{
					"en": fmt.Sprintf("%s, %d units to %d and %d cells to %d", c.why["en"], u, tu, cl, tcl),
					"ru": fmt.Sprintf("%s — отрядов %d против %d, клеток %d против %d", c.why["ru"], u, tu, cl, tcl),
				}[tag]
				if u == 0 || cl == 0 {
					t.Fatalf("counted %d units and %d cells for the resigner", u, cl)
				}
				if o.title != c.title[tag] || o.why != want {
					t.Errorf("the panel reads %q / %q, want %q / %q", o.title, o.why, c.title[tag], want)
				}
			})
		}
	}
}

// countActive counts side s's units on the board and not neutralized, one
// unit at a time.
func countActive(p *engine.Position, s engine.Side) int {
	n := 0
	for id := engine.UnitID(0); id < engine.NumUnits; id++ {
		if u := p.Unit(id); u.Alive && !u.Neutralized && u.Side == s {
			n++
		}
	}
	return n
}

// TestUndoButtonOffOnceTheGameIsOver: the Undo button (and the U key) is
// off once a game is over, however it ended, while Replay stays on.
func TestUndoButtonOffOnceTheGameIsOver(t *testing.T) {
	a := newTestApp(t, Options{Quiet: true})
	a.games.newGame(hotseat())
	run(t, a, 2)
	undo := func() (enabled, found bool) {
		for _, b := range a.buttons {
			if b.ID == playUndo && b.Label == a.tr("play.undo") {
				return b.Enabled, true
			}
		}
		return false, false
	}
	a.play.act(engine.Move(engine.NewCell(1, 3, 1), engine.NewCell(1, 3, 3)))
	runUntil(t, a, 300, func() bool { return !a.play.m.Busy() })
	run(t, a, 2)
	if on, ok := undo(); !ok || !on {
		t.Fatalf("Undo after a move: found %v, enabled %v", ok, on)
	}
	a.play.act(engine.Simple(engine.ActOfferDraw))
	a.play.act(engine.Simple(engine.ActAcceptDraw))
	a.dialog = nil
	runUntil(t, a, 300, func() bool { return a.play.over.open })
	run(t, a, 2)
	if on, ok := undo(); !ok || on {
		t.Fatalf("Undo once the game is drawn: found %v, enabled %v", ok, on)
	}
	n := len(a.play.m.Game.Actions())
	a.play.over.open = false
	a.fr.Keys = []ebiten.Key{ebiten.KeyU}
	a.play.keys()
	if len(a.play.m.Game.Actions()) != n {
		t.Error("the U key took back a finished game's ending")
	}
}
