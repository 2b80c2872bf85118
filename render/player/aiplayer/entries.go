package aiplayer

import (
	"strategema/ai"
	"strategema/render/player"
)

// Entries lists the computer commanders the menu offers, adapted to the
// window's seam: every level of ai.Levels with its rating. Data and
// Kolrami come first, as the menu's exhibition plays the first two; the
// menu's ladder orders the levels by rating.
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
	var top [2]player.Entry // Data, then Kolrami, whatever their ratings
	var rest []player.Entry
	for _, l := range ai.Levels() {
		e := player.Entry{Name: l.Name, Title: l.Title, Blurb: l.Blurb, Elo: l.Elo, New: mk(l.Name)}
		switch l.Name {
		case "data":
			top[0] = e
		case "kolrami":
			top[1] = e
		default:
			rest = append(rest, e)
		}
	}
	return append(top[:], rest...)
}

// Advisor is the window's hint for a person: ai.Suggest's turn.
var Advisor player.Advisor = Suggest

// Explainer says why the Advisor's turn is good: ai.ExplainTurn.
var Explainer player.Explainer = Explain
