package match

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"strategema/engine"
	"strategema/render/player"
)

// answerer is a computer commander that answers a draw offer with a reason
// and otherwise ends its turns.
type answerer struct {
	accept bool
	why    string
}

func (answerer) Name() string { return "Recruit" }
func (answerer) Turn(context.Context, *engine.Position) ([]engine.Action, error) {
	return []engine.Action{engine.Simple(engine.ActEnd)}, nil
}
func (x answerer) AnswerDraw(context.Context, *engine.Position) bool { return x.accept }
func (x answerer) ExplainDraw(context.Context, *engine.Position) (bool, string) {
	return x.accept, x.why
}
func (answerer) WantsDraw(context.Context, *engine.Position) (bool, string) { return false, "" }

// TestDrawAnswerLoggedOnce: a computer's answer to a draw offer is one log
// line when its reason says the answer ("Recruit declines the draw: he
// still plays to win"), and the reason and the answer's own line when it
// does not; after the log is written again (a language change) too.
func TestDrawAnswerLoggedOnce(t *testing.T) {
	for _, tc := range []struct {
		accept bool
		why    string
		lines  int // lines about the answer: the note and the event's
	}{
		{false, "Recruit declines the draw: he still plays to win", 1},
		{true, "Recruit accepts the draw: he sees no better result", 1},
		{false, "Recruit plays on", 2},
	} {
		t.Run(tc.why, func(t *testing.T) {
			var c interface {
				player.Computer
				player.Diplomat
			} = answerer{tc.accept, tc.why}
			m := New(engine.NewGame(), [2]player.Player{player.Human{Label: "Cerulean"}, c})
			if err := m.Act(engine.Simple(engine.ActOfferDraw)); err != nil {
				t.Fatal(err)
			}
			drive(t, m, func() bool { return !m.Game.Position().DrawPending() && !m.Busy() })
			count := func() int {
				n := 0
				for _, l := range m.Log {
					if strings.Contains(l.Text, "the draw") || strings.Contains(l.Text, "plays on") {
						n++
					}
				}
				return n
			}
			if got := count(); got != tc.lines {
				t.Errorf("%d lines about the answer, want %d: %q", got, tc.lines, fmt.Sprint(m.Log))
			}
			m.SetLang(m.Lang())
			if got := count(); got != tc.lines {
				t.Errorf("rewritten: %d lines about the answer, want %d", got, tc.lines)
			}
		})
	}
}
