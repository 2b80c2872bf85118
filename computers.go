package main

import (
	"strategema/render/player"
	"strategema/render/player/aiplayer"
)

// computers lists the computer commanders the menu offers: the AI's
// players, adapted to the window's seam by render/player/aiplayer (the
// first two also play the menu's exhibition).
func computers() []player.Entry {
	mk := func(name string) func() (player.Computer, error) {
		return func() (player.Computer, error) {
			p, err := aiplayer.New(name)
			if err != nil {
				return nil, err // never a typed nil in the interface
			}
			return p, nil
		}
	}
	return []player.Entry{
		{Title: "Lt. Cmdr. Data", Blurb: "patient, disciplined about supply, content to draw", New: mk("data")},
		{Title: "Grandmaster Kolrami", Blurb: "deep Striker raids, tempo over material", New: mk("kolrami")},
	}
}

// suggest is the window's hint for a person: ai.Suggest's turn.
var suggest player.Advisor = aiplayer.Suggest
