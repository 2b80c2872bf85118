//go:build !js

package render

import (
	"context"
	"fmt"
	"testing"

	"strategema/engine"
	"strategema/render/match"
	"strategema/render/player"
	"strategema/render/store"
)

// waiter is a computer commander that ends every turn at once: a locked
// front that never moves.
type waiter struct{}

func (waiter) Name() string { return "Waiter" }
func (waiter) Turn(context.Context, *engine.Position) ([]engine.Action, error) {
	return []engine.Action{engine.Simple(engine.ActEnd)}, nil
}
func (waiter) AnswerDraw(context.Context, *engine.Position) bool { return false }

// quietStep is a move of the side to move one rank toward the enemy that
// starts no engagement (so the game stays quiet and no position comes
// back), or the turn's end when there is none.
func quietStep(t *testing.T, g *engine.Game) engine.Action {
	t.Helper()
	pos := g.Position()
	ahead := 1
	if pos.ToMove() == engine.Amber {
		ahead = -1
	}
	for _, act := range pos.LegalActions(nil) {
		if act.Type != engine.ActMove || act.To.Rank()-act.From.Rank() != ahead || act.To.Level() != act.From.Level() {
			continue
		}
		evs, err := g.Preview(act)
		if err != nil {
			t.Fatal(err)
		}
		quiet := true
		for _, e := range evs {
			quiet = quiet && e.Type != engine.EvEngaged
		}
		if quiet {
			return act
		}
	}
	return engine.Simple(engine.ActEnd)
}

// TestLockedFrontAdvice: a game against the computer where nothing is
// captured tells the person, at the start of the turn after the 16th
// quiet turn, where the front gives (in the log and a note), once; a
// hotseat game never does.
func TestLockedFrontAdvice(t *testing.T) {
	for _, tc := range []struct {
		name    string
		amber   player.Player
		advised bool
	}{
		{"against the computer", waiter{}, true},
		{"hotseat", player.Human{Label: "Amber"}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := newTestApp(t, Options{Input: &scriptInput{}, Quiet: true, Store: store.New(store.NewMem())})
			a.games.newGame([2]player.Player{player.Human{Label: "Cerulean"}, tc.amber})
			a.set.IdleRotation, a.set.AnimSpeed = false, 3
			m := a.play.m
			advice := func() int {
				n := 0
				for _, l := range m.Log {
					if l.Note && shows([]string{l.Text}, a.tr("play.front_tip")[:20]) {
						n++
					}
				}
				return n
			}
			first := match.FrontTipTurns[0]
			for i := 0; i < 200 && m.Game.Position().QuietTurns() < first+4; i++ {
				pos := m.Game.Position()
				if !m.Busy() && m.Think == nil && (m.Computer(pos.ToMove()) == nil) {
					if pos.QuietTurns() < first && advice() != 0 {
						t.Fatalf("advised after %d quiet turns, before %d", pos.QuietTurns(), first)
					}
					if err := m.Act(quietStep(t, m.Game)); err != nil {
						t.Fatal(err)
					}
				}
				m.Finish() // the animations are not what is tested
				run(t, a, 1)
			}
			if q := m.Game.Position().QuietTurns(); q < first+4 {
				t.Fatalf("only %d quiet turns played", q)
			}
			want := 0
			if tc.advised {
				want = 1
			}
			if got := advice(); got != want {
				t.Errorf("the advice is in the log %d times, want %d", got, want)
			}
			// The count is of turns without a capture, and the advice says
			// so: a front that was pushed back and forth without a capture
			// has still "moved" (a newcomer was told "the front has not
			// moved for 49 turns" while losing ground).
			said := fmt.Sprintf("No unit has been captured for %d turns:", first)
			for _, l := range m.Log {
				if l.Note && shows([]string{l.Text}, a.tr("play.front_tip")[:20]) && !shows([]string{l.Text}, said) {
					t.Errorf("the advice reads %q, want it to say %q", l.Text, said)
				}
			}
			if tc.advised {
				a.play.logOpen = true
				savePNG(t, run(t, a, 2), "front-tip-en.png")
			}
		})
	}
}
