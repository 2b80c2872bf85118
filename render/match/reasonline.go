package match

import (
	"strategema/lang"
	"strategema/render/player"
)

// ReasonLine is the log's one line on why a suggested turn is good, in
// pr's language: the game it wins, the enemy unit it wins (captured,
// cut off or neutralized, and how many more), the unit of the player's it
// saves, the cells it gains, or that it wins nothing countable at once.
func ReasonLine(pr *lang.Printer, r *player.Reason) string {
	switch r.Kind {
	case player.ReasonWinsGame:
		return pr.F("suggest.why.wins_game", "Reason", pr.Reason(r.Win))
	case player.ReasonWinsUnits:
		if len(r.Won) > 0 {
			u := r.Won[0]
			line := pr.F("suggest.why."+u.Fate, "Unit", pr.Unit(u.Kind), "Cell", u.Cell.String())
			if more := len(r.Won) - 1; more > 0 {
				line += pr.N("suggest.why.more", more)
			}
			return line
		}
	case player.ReasonMeetsThreat:
		if len(r.Saved) > 0 {
			u := r.Saved[0]
			return pr.F("suggest.why.threat", "Unit", pr.Unit(u.Kind), "Cell", u.Cell.String())
		}
	case player.ReasonGainsCells:
		if n := r.Cells - r.EnemyCells; n > 0 {
			return pr.N("suggest.why.cells", n)
		}
	}
	return pr.T("suggest.why.positional")
}
