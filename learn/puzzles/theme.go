// theme.go: the puzzles' themes, read exactly from what the solution does.

package puzzles

import "strategema/engine"

// Theme is what a puzzle's solution achieves.
type Theme string

// The themes. The three victories win the game with the turn; capture and
// cascade remove one, or at least two, enemy units without ending it.
const (
	NoTheme     Theme = ""
	CoreCapture Theme = "core-capture" // Active Victory: the enemy Core is removed
	Systemic    Theme = "systemic"     // Systemic Victory at the turn end
	Isolation   Theme = "isolation"    // Isolation Victory at the turn end
	Capture     Theme = "capture"      // one enemy unit removed
	Cascade     Theme = "cascade"      // at least two enemy units removed
)

// themeOf names what a turn's outcome achieves (NoTheme: nothing).
func themeOf(o Outcome) Theme {
	switch {
	case o.Won && o.Reason == engine.ReasonActive:
		return CoreCapture
	case o.Won && o.Reason == engine.ReasonSystemic:
		return Systemic
	case o.Won && o.Reason == engine.ReasonIsolation:
		return Isolation
	case o.Won:
		return NoTheme
	case o.Captured >= 2:
		return Cascade
	case o.Captured == 1:
		return Capture
	}
	return NoTheme
}
