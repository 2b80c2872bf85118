// turns.go: a game cut into turns from its own log (the snapshots Apply
// keeps), for the record, the analysis, the replay's coach and the
// puzzle generator.

package engine

// Turn is one turn of a game as its record writes it: the actions a side
// played while the turn number stayed the same (a draw answer belongs to
// the offer's line).
type Turn struct {
	Round   int
	Side    Side
	First   int      // the index in Actions of the turn's first action
	Actions []Action // the turn's actions: a part of Actions, do not modify
}

// Turns cuts the game's actions into turns, in order. It replays
// nothing: each turn's start is read from the position kept before its
// first action.
func (g *Game) Turns() []Turn {
	var out []Turn
	num := 0
	for i := range g.actions {
		before := &g.snapshots[i]
		if len(out) == 0 || before.Turn() != num {
			num = before.Turn()
			out = append(out, Turn{Round: before.Round(), Side: before.ToMove(), First: i})
		}
		t := &out[len(out)-1]
		t.Actions = g.actions[t.First : i+1 : i+1]
	}
	return out
}

// Before is the position before action i; i = len(Actions) is the
// current position. Treat it as read-only; Clone it to experiment.
func (g *Game) Before(i int) *Position {
	if i == len(g.actions) {
		return &g.pos
	}
	return &g.snapshots[i]
}

// EventsBefore is the number of events the actions before action i
// caused (the index of action i's first event).
func (g *Game) EventsBefore(i int) int {
	if i == len(g.actions) {
		return len(g.events)
	}
	return g.starts[i]
}
