// reason.go: why a turn is good, as facts a window can phrase in any
// language (ExplainTurn): the game it wins, the enemy units it wins, the
// threat it meets, the cells it gains.

package ai

import (
	"cmp"
	"fmt"
	"slices"

	"strategema/engine"
)

// ReasonKind is the main thing a turn does, the one a one-line
// explanation names.
type ReasonKind uint8

// The kinds of reasons, strongest first: ExplainTurn gives the first that
// applies.
const (
	// ReasonWinsGame: the turn wins the game; TurnReason.Win says how
	// (engine.ReasonActive, ReasonSystemic, ReasonIsolation).
	ReasonWinsGame ReasonKind = iota
	// ReasonWinsUnits: the turn removes or neutralizes enemy units; Won
	// lists them, the most valuable first.
	ReasonWinsUnits
	// ReasonMeetsThreat: before the turn the opponent had an action that
	// would have removed one of the player's units, and after it he has
	// none against that unit; Saved lists them, the most valuable first,
	// with the cells they stand on before the turn.
	ReasonMeetsThreat
	// ReasonGainsCells: the territory margin grows: at the hand-over the
	// player holds more cells than at the turn's start, or the opponent
	// fewer (Cells - EnemyCells > 0).
	ReasonGainsCells
	// ReasonPositional: none of the above; the turn improves what the
	// counts do not show (a front thinned, a unit brought up). Cells may
	// be 0 or negative.
	ReasonPositional
)

// String is the kind's key ("wins-game", "wins-units", "meets-threat",
// "gains-cells", "positional"), for catalogs and logs.
func (k ReasonKind) String() string {
	switch k {
	case ReasonWinsGame:
		return "wins-game"
	case ReasonWinsUnits:
		return "wins-units"
	case ReasonMeetsThreat:
		return "meets-threat"
	case ReasonGainsCells:
		return "gains-cells"
	case ReasonPositional:
		return "positional"
	}
	return fmt.Sprintf("reason(%d)", k)
}

// UnitFate is how a unit is (or would have been) lost.
type UnitFate uint8

// The ways a unit is lost.
const (
	FateCaptured    UnitFate = iota // lost an engagement with no retreat (engine.EvCaptured)
	FateEncircled                   // removed by encirclement (engine.EvEncircled)
	FateNeutralized                 // neutralized for good at the turn's end (engine.EvNeutralized)
)

// String is "captured", "encircled" or "neutralized".
func (f UnitFate) String() string {
	return [...]string{"captured", "encircled", "neutralized"}[f]
}

// UnitFact is one unit a reason names: its kind, its cell (where it was
// removed, or where it stands before the turn for a threat met) and how it
// is lost.
type UnitFact struct {
	Kind engine.Kind
	Cell engine.Cell
	Fate UnitFate
}

// TurnReason is why a turn is good, as facts: the main kind, and every
// figure a sentence may quote.
type TurnReason struct {
	Kind ReasonKind
	// Win is how the game is won (ReasonWinsGame), else engine.NoReason.
	Win engine.Reason
	// Won are the enemy units the turn removes or neutralizes, the most
	// valuable first (also set when Kind is ReasonWinsGame).
	Won []UnitFact
	// Saved are the player's units the opponent could remove with one
	// action before the turn and cannot after it, the most valuable first.
	Saved []UnitFact
	// Cells is the player's territory at the hand-over after the turn
	// minus at its start; EnemyCells the opponent's.
	Cells, EnemyCells int
}

// ExplainTurn says why the turn acts, played by the side to move of p,
// is good: the first of, in order, the game it wins, the enemy units it
// wins, the threat it meets (an own unit that one action of the opponent
// removes before the turn and not after it), the cells it gains (the
// territory margin); else positional. acts is the rest of the turn (Suggest's plan: one or two
// actions and End); p is not modified. An illegal or incomplete turn is an
// error. A threat is the opponent's single action against the position
// as it would be if the player passed his turn: a two-action combination
// is not looked for. It plays every legal action of the opponent twice (a
// few milliseconds).
func ExplainTurn(p *engine.Position, acts []engine.Action) (TurnReason, error) {
	if err := checkPlayable(p); err != nil {
		return TurnReason{}, err
	}
	me := p.ToMove()
	q := p.Clone()
	var evs []engine.Event
	for i, a := range acts {
		if q.Over() || q.ToMove() != me {
			return TurnReason{}, fmt.Errorf("ai: explain: action %d (%v) comes after the turn has ended", i+1, a)
		}
		if err := q.Apply(a, &evs); err != nil {
			return TurnReason{}, fmt.Errorf("ai: explain: action %d: %w", i+1, err)
		}
	}
	if !q.Over() && q.ToMove() == me {
		return TurnReason{}, fmt.Errorf("ai: explain: the turn is left unfinished with %d action(s) left", q.ActionsLeft())
	}
	r := TurnReason{
		Cells:      q.Territory(me) - p.Territory(me),
		EnemyCells: q.Territory(me.Opponent()) - p.Territory(me.Opponent()),
	}
	for _, e := range evs {
		if e.Unit == engine.NoUnit || sideOf(e.Unit) == me {
			continue
		}
		switch e.Type {
		case engine.EvCaptured:
			r.Won = append(r.Won, UnitFact{Kind: e.Kind, Cell: e.From, Fate: FateCaptured})
		case engine.EvEncircled:
			r.Won = append(r.Won, UnitFact{Kind: e.Kind, Cell: e.From, Fate: FateEncircled})
		case engine.EvNeutralized:
			r.Won = append(r.Won, UnitFact{Kind: e.Kind, Cell: e.From, Fate: FateNeutralized})
		}
	}
	byValue(r.Won)
	switch {
	case q.Result() == engine.WinFor(me):
		r.Kind, r.Win = ReasonWinsGame, q.Reason()
		return r, nil
	case len(r.Won) > 0:
		r.Kind = ReasonWinsUnits
		return r, nil
	}
	if !q.Over() {
		// the threats if he passed, and after his turn
		pass := p.Clone()
		if err := pass.Apply(engine.Simple(engine.ActEnd), nil); err == nil && !pass.Over() {
			before := threats(&pass)
			after := threats(&q)
			for id, fate := range before {
				if _, still := after[id]; still {
					continue
				}
				if u := q.Unit(id); u.Alive {
					r.Saved = append(r.Saved, UnitFact{Kind: u.Kind, Cell: p.Unit(id).Cell, Fate: fate})
				}
			}
			byValue(r.Saved)
		}
	}
	switch {
	case len(r.Saved) > 0:
		r.Kind = ReasonMeetsThreat
	case r.Cells-r.EnemyCells > 0:
		r.Kind = ReasonGainsCells
	default:
		r.Kind = ReasonPositional
	}
	return r, nil
}

// sideOf is the side of unit id.
func sideOf(id engine.UnitID) engine.Side {
	return engine.Side(int(id) / engine.UnitsPerSide)
}

// threats are the units of the side not to move in p that one action of
// the side to move removes (captures or encircles), each with how.
func threats(p *engine.Position) map[engine.UnitID]UnitFate {
	victim := p.ToMove().Opponent()
	out := map[engine.UnitID]UnitFate{}
	var evs []engine.Event
	for _, a := range p.LegalActions(nil) {
		if a.Type != engine.ActMove && a.Type != engine.ActSurge {
			continue // holds and End remove nothing
		}
		q := *p
		evs = evs[:0]
		if q.Apply(a, &evs) != nil {
			continue
		}
		for _, e := range evs {
			if e.Unit == engine.NoUnit || sideOf(e.Unit) != victim {
				continue
			}
			switch e.Type {
			case engine.EvCaptured:
				out[e.Unit] = FateCaptured
			case engine.EvEncircled:
				if _, ok := out[e.Unit]; !ok {
					out[e.Unit] = FateEncircled
				}
			}
		}
	}
	return out
}

// byValue sorts units the most valuable first (the judge's material, the
// Core above all), then by cell.
func byValue(us []UnitFact) {
	w := JudgeWeights()
	val := func(k engine.Kind) int {
		if k == engine.Core {
			return mateScore
		}
		return w.Material[k]
	}
	slices.SortStableFunc(us, func(a, b UnitFact) int {
		return cmp.Or(cmp.Compare(val(b.Kind), val(a.Kind)), cmp.Compare(a.Cell, b.Cell))
	})
}
