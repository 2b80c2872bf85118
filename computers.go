package main

import (
	"context"
	"fmt"
	"time"

	"strategema/ai"
	"strategema/engine"
	"strategema/render/player"
)

// thinkTime is how long a computer commander thinks about a turn.
const thinkTime = 2 * time.Second

// computers lists the computer commanders the menu offers: the AI's
// players, adapted to the window's player.Computer seam.
func computers() []player.Entry {
	mk := func(name string) func() (player.Computer, error) {
		return func() (player.Computer, error) {
			p, err := ai.New(name)
			if err != nil {
				return nil, fmt.Errorf("computer commander %s: %w", name, err)
			}
			return aiPlayer{p}, nil
		}
	}
	return []player.Entry{
		{Title: "Lt. Cmdr. Data", Blurb: "patient, disciplined about supply, content to draw", New: mk("data")},
		{Title: "Grandmaster Kolrami", Blurb: "deep Striker raids, tempo over material", New: mk("kolrami")},
	}
}

// aiPlayer adapts an ai.Player to player.Computer.
type aiPlayer struct{ p ai.Player }

func (a aiPlayer) Name() string { return a.p.Name() }

func (a aiPlayer) Turn(ctx context.Context, p *engine.Position) ([]engine.Action, error) {
	plan, err := a.p.PlayTurn(ctx, p, thinkTime)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", a.p.Name(), err)
	}
	return plan.Actions, nil
}

func (a aiPlayer) AnswerDraw(ctx context.Context, p *engine.Position) bool {
	ok, _ := a.p.AnswerDraw(p)
	return ok
}
