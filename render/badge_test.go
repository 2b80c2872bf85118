//go:build !js

package render

import (
	"testing"

	"strategema/engine"
)

// TestBadgeColourAfterTheGame: the top bar's badge is the side to move's
// colour while the game goes on and the winner's once it is over, whoever
// was to move (the Recruit resigned on Amber's turn and "Game over" stood in
// Amber's colour over Cerulean's win); a draw is neither side's.
func TestBadgeColourAfterTheGame(t *testing.T) {
	pal := paletteFor("standard")
	blue, amber := pal.Unit[engine.Cerulean], pal.Unit[engine.Amber]
	for _, tc := range []struct {
		name    string
		actions []engine.Action
		want    string
	}{
		{"Cerulean to move", nil, "cerulean"},
		{"Amber to move", []engine.Action{engine.Simple(engine.ActEnd)}, "amber"},
		{"Amber resigns on its turn", []engine.Action{engine.Simple(engine.ActEnd), engine.Simple(engine.ActResign)}, "cerulean"},
		{"Cerulean resigns on its turn", []engine.Action{engine.Simple(engine.ActResign)}, "amber"},
		{"a draw agreed", []engine.Action{engine.Simple(engine.ActOfferDraw), engine.Simple(engine.ActAcceptDraw)}, "neither"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := engine.NewGame()
			for _, act := range tc.actions {
				if _, err := g.Apply(act); err != nil {
					t.Fatalf("%v: %v", act, err)
				}
			}
			got := badgeColour(pal, g.Position())
			switch tc.want {
			case "cerulean", "amber":
				want := blue
				if tc.want == "amber" {
					want = amber
				}
				if got != want {
					t.Errorf("badge %+v, want %s's %+v", got, tc.want, want)
				}
			default:
				if got == blue || got == amber {
					t.Errorf("badge %+v after a draw is a side's colour", got)
				}
			}
		})
	}
}
