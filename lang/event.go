// event.go: an engine event as a Tactical Log line in a Printer's
// language. In English it is exactly the event's Describe().

package lang

import (
	"strconv"

	"strategema/engine"
)

// reasonIDs are the catalog IDs of the reasons a game ends, by Reason.
var reasonIDs = [...]string{
	engine.NoReason:          "",
	engine.ReasonActive:      "reason.active",
	engine.ReasonSystemic:    "reason.systemic",
	engine.ReasonIsolation:   "reason.isolation",
	engine.ReasonResignation: "reason.resignation",
	engine.ReasonRepetition:  "reason.repetition",
	engine.ReasonTurnLimit:   "reason.turn_limit",
	engine.ReasonAgreement:   "reason.agreement",
}

// Reason is why a game ended ("repetition", «пятикратное повторение»);
// "" when it has not.
func (p *Printer) Reason(r engine.Reason) string {
	if int(r) >= len(reasonIDs) || reasonIDs[r] == "" {
		return ""
	}
	return p.T(reasonIDs[r])
}

// Event writes e as one Tactical Log line in the printer's language.
func (p *Printer) Event(e engine.Event) string {
	side := p.Side(e.Side)
	// unit is a message about e's unit on From; its ID names the kind where
	// the language's grammar needs the kind (a participle's gender).
	unit := func(id string, args ...any) string {
		return p.F(id, append([]any{"Side", side, "Unit", p.Unit(e.Kind), "Cell", e.From.String()}, args...)...)
	}
	perKind := func(event string) string { return "log." + event + "." + e.Kind.String() }
	switch e.Type {
	case engine.EvMoved:
		return p.F("log.moved", "Side", side, "Unit", p.Unit(e.Kind), "From", e.From.String(), "To", e.To.String())
	case engine.EvEngaged:
		c := e.Combat
		return p.F("log.engaged", "Side", side, "Unit", p.Unit(c.AttackerKind), "Cell", c.AttackerCell.String(),
			"Defender", p.T("unit.accusative."+c.DefenderKind.String()), "DefenderCell", c.DefenderCell.String(),
			"Breakdown", p.Breakdown(c), "Outcome", p.Outcome(c.Outcome))
	case engine.EvRetreated:
		return p.F("log.retreated", "Side", side, "Unit", p.Unit(e.Kind), "From", e.From.String(), "To", e.To.String())
	case engine.EvCaptured:
		return unit(perKind("captured"))
	case engine.EvEncircled:
		return unit(perKind("encircled"))
	case engine.EvSurged:
		return unit("log.surged")
	case engine.EvSurgeExpired:
		return unit("log.surge_expired")
	case engine.EvHeld:
		return p.F("log.held", "Side", side)
	case engine.EvTurnEnded:
		if e.Early {
			return p.F("log.turn_ended_early", "Side", side, "Turn", e.Turn)
		}
		return p.F("log.turn_ended", "Side", side, "Turn", e.Turn)
	case engine.EvIsolationRose:
		return unit(perKind("isolated"), "Counter", int(e.Counter))
	case engine.EvSupplyRestored:
		return unit(perKind("supply_restored"))
	case engine.EvNeutralized:
		return unit(perKind("neutralized"))
	case engine.EvTurnClosed:
		return p.N("log.turn_closed", int(e.Counter), "Turn", e.Turn)
	case engine.EvHandOver:
		return p.F("log.hand_over", "Side", side, "Turn", e.Turn)
	case engine.EvDrawOffered:
		return p.F("log.draw_offered", "Side", side)
	case engine.EvDrawAccepted:
		return p.F("log.draw_accepted", "Side", side)
	case engine.EvDrawDeclined:
		return p.F("log.draw_declined", "Side", side)
	case engine.EvResigned:
		return p.F("log.resigned", "Side", side)
	case engine.EvGameOver:
		if e.Result == engine.Draw {
			return p.F("log.game_drawn", "Reason", p.Reason(e.Reason))
		}
		w := engine.Cerulean
		if e.Result == engine.AmberWins {
			w = engine.Amber
		}
		return p.F("log.game_won", "Side", p.Side(w), "Reason", p.Reason(e.Reason))
	}
	return e.Type.String()
}

// Breakdown is an engagement's strengths: "[7] vs [5] (2+2+1+1+1 | 3+1+0+0+1)".
func (p *Printer) Breakdown(c engine.Combat) string {
	return p.F("log.breakdown", "A", strconv.Itoa(c.A.Total()), "D", strconv.Itoa(c.D.Total()),
		"AParts", c.A.String(), "DParts", c.D.String())
}

// Outcome is an engagement's result from the mover's side.
func (p *Printer) Outcome(o engine.Outcome) string {
	switch o {
	case engine.MoverWins:
		return p.T("log.outcome.attacker_wins")
	case engine.DefenderWins:
		return p.T("log.outcome.defender_holds")
	}
	return p.T("log.outcome.standoff")
}
