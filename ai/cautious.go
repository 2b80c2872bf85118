// cautious.go: the Cautious player, a stand-in for a careful newcomer
// who reads the combat preview: Greedy's look at the whole own turn,
// without the attacks the preview calls repelled or a standoff.

package ai

import "strategema/engine"

// refusedAttack reports whether a, an action of p's side to move, is a
// move whose combat preview a careful newcomer would not accept: an
// engagement of it ends with the mover repelled (or captured), or in a
// standoff. A move next to no enemy unit, a surge and a hold are never
// refused. p is not changed.
func refusedAttack(p *engine.Position, a engine.Action) bool {
	if a.Type != engine.ActMove {
		return false
	}
	me := p.ToMove()
	if engine.Neighbours(a.To).And(p.Occupied(me.Opponent())).Empty() {
		return false
	}
	q := p.Clone()
	var events []engine.Event
	if q.Apply(a, &events) != nil {
		return false
	}
	for _, e := range events {
		if e.Type == engine.EvEngaged && e.Side == me && e.Combat.Outcome != engine.MoverWins {
			return true
		}
	}
	return false
}
