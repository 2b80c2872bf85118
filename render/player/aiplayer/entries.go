package aiplayer

import "strategema/render/player"

// Entries lists the computer commanders the menu offers, adapted to the
// window's seam (the first two also play the menu's exhibition).
func Entries() []player.Entry {
	mk := func(name string) func() (player.Computer, error) {
		return func() (player.Computer, error) {
			p, err := New(name)
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

// Advisor is the window's hint for a person: ai.Suggest's turn.
var Advisor player.Advisor = Suggest
