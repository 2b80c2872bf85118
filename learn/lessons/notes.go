// notes.go: what changes by itself at a turn's end, in words. A learner
// who sees cells change hands after pressing End turn, or a tag 1/3 appear
// over a unit nobody touched, reads here why.

package lessons

import "strategema/engine"

// TurnEndNotes explains the turn ends in events, played from before (the
// position the events start from): each isolation
// counter that rose (lessons.note.isolated, Count the counter), each unit
// neutralized (lessons.note.neutralized), each surge that expired at a
// hand-over (lessons.note.surge_expired), and, when cells changed hands
// across a turn end, lessons.note.territory (a plural message: Count the
// cells that changed hands, A the learner's cells before and D after).
// nil when no turn ended; the notes so far when the events do not fold
// onto before.
func TurnEndNotes(before *engine.Position, events []engine.Event) []*Explanation {
	if before == nil {
		return nil
	}
	p := before.Clone()
	var notes []*Explanation
	inEnd := false // between a turn's end and its hand-over's expiries
	territory := 0
	var mine, theirs engine.Bitboard
	closeEnd := func() {
		if inEnd {
			changed := flipped(mine, p.Control(Player)).Or(flipped(theirs, p.Control(Player.Opponent()))).Count()
			if changed > 0 {
				notes = append(notes, &Explanation{ID: "lessons.note.territory", Count: changed, Plural: true,
					A: territory, D: p.Territory(Player)})
			}
		}
		inEnd = false
	}
	for i := range events {
		e := &events[i]
		switch e.Type {
		case engine.EvTurnEnded:
			closeEnd()
			inEnd, territory = true, p.Territory(Player)
			mine, theirs = p.Control(Player), p.Control(Player.Opponent())
		case engine.EvIsolationRose:
			notes = append(notes, &Explanation{ID: "lessons.note.isolated", Kind: e.Kind, Cell: e.From, Count: int(e.Counter)})
		case engine.EvNeutralized:
			notes = append(notes, &Explanation{ID: "lessons.note.neutralized", Kind: e.Kind, Cell: e.From})
		case engine.EvSurgeExpired:
			notes = append(notes, &Explanation{ID: "lessons.note.surge_expired", Kind: e.Kind, Cell: e.From})
		case engine.EvTurnClosed, engine.EvHandOver, engine.EvGameOver:
		default:
			// anything else is an action of the next turn: the turn end
			// and its hand-over's expiries are over.
			closeEnd()
		}
		if err := p.ApplyEvent(e); err != nil {
			return notes
		}
	}
	closeEnd()
	return notes
}

// flipped is the cells in exactly one of a and b.
func flipped(a, b engine.Bitboard) engine.Bitboard { return a.AndNot(b).Or(b.AndNot(a)) }
