// event.go: the events an action turns into. The Position is a fold over
// them; the Tactical Log, animations, replays and undo read them too.

package engine

import "fmt"

// EventType is the kind of an event.
type EventType uint8

// The event types.
const (
	EvMoved          EventType = iota // Unit moved From→To (Via: the cells passed)
	EvEngaged                         // an engagement: Combat
	EvRetreated                       // Unit lost and retreated From→To
	EvCaptured                        // Unit lost an engagement and was removed at From
	EvEncircled                       // Unit was encircled and removed at From
	EvSurged                          // Unit surges
	EvSurgeExpired                    // Unit's surge expired at the hand-over
	EvHeld                            // the side to move held
	EvTurnEnded                       // Side's turn Turn ended (Early: by End Turn)
	EvIsolationRose                   // Unit's isolation counter rose to Counter
	EvSupplyRestored                  // Unit is supplied again: counter Counter reset to 0
	EvNeutralized                     // Unit was neutralized for good
	EvTurnClosed                      // the end-of-turn checks passed; Counter: quiet turns
	EvHandOver                        // Side starts turn Turn with two actions
	EvDrawOffered                     // Side offers a draw
	EvDrawAccepted                    // Side accepts the draw
	EvDrawDeclined                    // Side declines the draw
	EvResigned                        // Side resigns
	EvGameOver                        // Result, Reason
)

var eventNames = [...]string{"moved", "engaged", "retreated", "captured", "encircled", "surged",
	"surge-expired", "held", "turn-ended", "isolation-rose", "supply-restored", "neutralized",
	"turn-closed", "hand-over", "draw-offered", "draw-accepted", "draw-declined", "resigned", "game-over"}

func (t EventType) String() string {
	if int(t) < len(eventNames) {
		return eventNames[t]
	}
	return fmt.Sprintf("event(%d)", t)
}

// UnitID names one of the 78 units: 0–38 Cerulean, 39–77 Amber.
type UnitID int8

// NoUnit marks the absence of a unit.
const NoUnit UnitID = -1

// Strength is one side's combat strength, in the log's order.
type Strength struct {
	Formation, Base, Elevation, Ground, Supply int8
}

// Total is the sum of the five parts.
func (s Strength) Total() int {
	return int(s.Formation) + int(s.Base) + int(s.Elevation) + int(s.Ground) + int(s.Supply)
}

// String is "2+2+1+1+1".
func (s Strength) String() string {
	return fmt.Sprintf("%d+%d+%d+%d+%d", s.Formation, s.Base, s.Elevation, s.Ground, s.Supply)
}

// Outcome is the result of one engagement.
type Outcome uint8

// Engagement outcomes, from the mover's side.
const (
	MoverWins Outcome = iota
	DefenderWins
	Standoff
)

// Combat is one engagement: the mover (attacker) against one defender.
type Combat struct {
	Attacker, Defender         UnitID
	AttackerKind, DefenderKind Kind
	AttackerCell, DefenderCell Cell
	A, D                       Strength
	Outcome                    Outcome
}

// String is the Tactical Log breakdown: "[7] vs [5] (2+2+1+1+1 | 3+1+0+0+1)".
func (c Combat) String() string {
	return fmt.Sprintf("[%d] vs [%d] (%s | %s)", c.A.Total(), c.D.Total(), c.A, c.D)
}

// Event is one atomic consequence of an action.
type Event struct {
	Type     EventType
	Side     Side
	Unit     UnitID
	Kind     Kind
	From, To Cell
	Via      [2]Cell // cells passed on the way (NoCell when unused)
	Counter  uint16  // an isolation counter (0-3) or the quiet turns
	Early    bool
	Turn     int
	Combat   Combat
	Result   Result
	Reason   Reason
}

// Result is the state of the game.
type Result uint8

// Game results.
const (
	Ongoing Result = iota
	CeruleanWins
	AmberWins
	Draw
)

func (r Result) String() string {
	return [...]string{"ongoing", "cerulean", "amber", "draw"}[r]
}

// WinFor is the result of a win for s.
func WinFor(s Side) Result {
	if s == Cerulean {
		return CeruleanWins
	}
	return AmberWins
}

// Reason is why the game ended.
type Reason uint8

// Reasons for the end of a game.
const (
	NoReason Reason = iota
	ReasonActive
	ReasonSystemic
	ReasonIsolation
	ReasonResignation
	ReasonRepetition
	ReasonTurnLimit
	ReasonAgreement
)

func (r Reason) String() string {
	return [...]string{"", "active", "systemic", "isolation", "resignation", "repetition", "500-turn", "agreement"}[r]
}

// Describe writes the event as one Tactical Log line, in English; package
// lang writes it in the player's language (Printer.Event).
func (e Event) Describe() string {
	who := e.Side.Title()
	switch e.Type {
	case EvMoved:
		return fmt.Sprintf("%s %s %s → %s", who, e.Kind.Title(), e.From, e.To)
	case EvEngaged:
		c := e.Combat
		res := "standoff"
		switch c.Outcome {
		case MoverWins:
			res = "attacker wins"
		case DefenderWins:
			res = "defender holds"
		}
		return fmt.Sprintf("%s %s on %s engages %s on %s: %s — %s", who, c.AttackerKind.Title(), c.AttackerCell,
			c.DefenderKind.Title(), c.DefenderCell, c, res)
	case EvRetreated:
		return fmt.Sprintf("%s %s retreats %s → %s", who, e.Kind.Title(), e.From, e.To)
	case EvCaptured:
		return fmt.Sprintf("%s %s captured on %s", who, e.Kind.Title(), e.From)
	case EvEncircled:
		return fmt.Sprintf("%s %s encircled and removed on %s", who, e.Kind.Title(), e.From)
	case EvSurged:
		return fmt.Sprintf("%s %s on %s surges", who, e.Kind.Title(), e.From)
	case EvSurgeExpired:
		return fmt.Sprintf("%s %s on %s: the surge is over, influence range back to normal", who, e.Kind.Title(), e.From)
	case EvHeld:
		return who + " holds: the action passes unused"
	case EvTurnEnded:
		if e.Early {
			return fmt.Sprintf("%s ends turn %d", who, e.Turn)
		}
		return fmt.Sprintf("Turn %d (%s) ends", e.Turn, who)
	case EvIsolationRose:
		return fmt.Sprintf("%s %s on %s is isolated (no supply line): isolation counter %d of 3, neutralized at 3", who, e.Kind.Title(), e.From, e.Counter)
	case EvSupplyRestored:
		return fmt.Sprintf("%s %s on %s is supplied again: isolation counter back to 0", who, e.Kind.Title(), e.From)
	case EvNeutralized:
		return fmt.Sprintf("%s %s on %s neutralized: it can no longer move, surge or project influence", who, e.Kind.Title(), e.From)
	case EvTurnClosed:
		turns := "turns"
		if e.Counter == 1 {
			turns = "turn"
		}
		return fmt.Sprintf("After turn %d: %d %s in a row without a capture or neutralization (at 500 the game is drawn)",
			e.Turn, e.Counter, turns)
	case EvHandOver:
		return fmt.Sprintf("Turn %d: %s to move", e.Turn, who)
	case EvDrawOffered:
		return who + " offers a draw"
	case EvDrawAccepted:
		return who + " accepts the draw"
	case EvDrawDeclined:
		return who + " declines the draw"
	case EvResigned:
		return who + " resigns"
	case EvGameOver:
		if e.Result == Draw {
			return "Game drawn (" + e.Reason.String() + ")"
		}
		w := Cerulean
		if e.Result == AmberWins {
			w = Amber
		}
		return fmt.Sprintf("%s wins (%s)", w.Title(), e.Reason)
	}
	return e.Type.String()
}
