// game.go: Game, a position with its action and event log, undo, replay and
// previews.

package engine

import "fmt"

// Game is a game in progress: the position, every action played and every
// event they caused. Undo and replay read the log.
type Game struct {
	initial   Position
	pos       Position
	actions   []Action
	events    []Event
	starts    []int      // starts[i]: index in events of action i's first event
	snapshots []Position // snapshots[i]: the position before action i
}

// NewGame starts a game at the opening.
func NewGame() *Game {
	p := NewPosition()
	return &Game{pos: p, initial: p.Clone()}
}

// Position is the current position. Treat it as read-only; Clone it to
// experiment.
func (g *Game) Position() *Position { return &g.pos }

// Actions is every action played so far. Do not modify it.
func (g *Game) Actions() []Action { return g.actions }

// Events is every event so far. Do not modify it.
func (g *Game) Events() []Event { return g.events }

// ActionEvents is the events of action i.
func (g *Game) ActionEvents(i int) []Event {
	end := len(g.events)
	if i+1 < len(g.starts) {
		end = g.starts[i+1]
	}
	return g.events[g.starts[i]:end]
}

// Apply plays a, returning the events it caused. An illegal action
// changes nothing and returns a *RuleError naming the rule.
func (g *Game) Apply(a Action) ([]Event, error) {
	if err := g.pos.Check(a); err != nil {
		return nil, err
	}
	g.snapshots = append(g.snapshots, g.pos.Clone())
	g.starts = append(g.starts, len(g.events))
	g.actions = append(g.actions, a)
	g.pos.apply(a, &g.events)
	return g.events[g.starts[len(g.starts)-1]:], nil
}

// Preview answers "what would a do" without changing the game.
func (g *Game) Preview(a Action) ([]Event, error) {
	q := g.pos.Clone()
	var ev []Event
	if err := q.Apply(a, &ev); err != nil {
		return nil, err
	}
	return ev, nil
}

// CanUndo reports whether there is an action to take back.
func (g *Game) CanUndo() bool { return len(g.actions) > 0 }

// Undo takes back the last action, restoring the position exactly.
func (g *Game) Undo() error {
	n := len(g.actions)
	if n == 0 {
		return fmt.Errorf("undo: no action to take back")
	}
	g.pos = g.snapshots[n-1]
	g.events = g.events[:g.starts[n-1]]
	g.snapshots = g.snapshots[:n-1]
	g.starts = g.starts[:n-1]
	g.actions = g.actions[:n-1]
	return nil
}

// ReplayTo returns a new game holding the first n actions of g.
func (g *Game) ReplayTo(n int) (*Game, error) {
	if n < 0 || n > len(g.actions) {
		return nil, fmt.Errorf("replay: %d actions asked, game has %d", n, len(g.actions))
	}
	r := NewGameFrom(g.initial)
	for i, a := range g.actions[:n] {
		if _, err := r.Apply(a); err != nil {
			return nil, fmt.Errorf("replay: action %d: %w", i+1, err)
		}
	}
	return r, nil
}

// Initial is the position the game started from.
func (g *Game) Initial() Position { return g.initial.Clone() }

// Combats lists every engagement of the game in order.
func (g *Game) Combats() []Combat {
	var out []Combat
	for _, e := range g.events {
		if e.Type == EvEngaged {
			out = append(out, e.Combat)
		}
	}
	return out
}
