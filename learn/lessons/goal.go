// goal.go: what a stage asks for, checked by the engine's events and
// queries.

package lessons

import "strategema/engine"

// GoalKind is what a stage asks the learner to do.
type GoalKind uint8

// The goals.
const (
	// Reach: a unit of the learner's of Kind stands on Cell.
	Reach GoalKind = iota
	// WinEngagement: an engagement the learner's mover wins, against the
	// enemy unit that started on Cell when Cell is set.
	WinEngagement
	// Capture: the enemy unit that started on Cell is captured in an
	// engagement.
	Capture
	// Encircle: at least Count enemy units (1 when 0) are removed by
	// encirclement; with Cell set, the one that started there among them.
	Encircle
	// CutSupply: the enemy unit that started on Cell is on the board,
	// active and not supplied.
	CutSupply
	// Neutralize: the enemy unit that started on Cell is neutralized.
	Neutralize
	// Surge: a unit of the learner's surges, standing on Cell.
	Surge
	// Territory: the learner controls at least Count cells.
	Territory
	// EndTurn: the learner's turn has ended (by End Turn or by its two
	// actions).
	EndTurn
	// Win: the learner wins for Reason.
	Win
	// DrawGame: the game is drawn for Reason.
	DrawGame
)

// Goal is a stage's goal: a kind and its parameters.
type Goal struct {
	Kind   GoalKind
	Unit   engine.Kind // Reach
	Cell   engine.Cell // Reach, Capture, Encircle, CutSupply, Neutralize, Surge
	Count  int         // Encircle, Territory
	Reason engine.Reason
}

// spoiled explains why the goal can no longer be met: the unit it is
// about left the board another way (nil: it still can be).
func (gl Goal) spoiled(g *engine.Game) *Explanation {
	switch gl.Kind {
	case Capture, Encircle, CutSupply, Neutralize:
	default:
		return nil
	}
	start := g.Initial()
	if !gl.Cell.Valid() || start.UnitAt(gl.Cell) == engine.NoUnit {
		return nil
	}
	id := start.UnitAt(gl.Cell)
	if g.Position().Unit(id).Alive || gl.met(g) {
		return nil
	}
	u := start.Unit(id)
	return &Explanation{ID: "lessons.why.target_gone." + gl.Kind.String(), Kind: u.Kind, Cell: gl.Cell}
}

// String names the goal kind in message IDs: "capture", "encircle".
func (k GoalKind) String() string {
	names := [...]string{"reach", "win_engagement", "capture", "encircle", "cut_supply", "neutralize",
		"surge", "territory", "end_turn", "win", "draw"}
	if int(k) < len(names) {
		return names[k]
	}
	return "goal"
}

// met reports whether g, played from its start, has reached the goal.
func (gl Goal) met(g *engine.Game) bool {
	p := g.Position()
	start := g.Initial()
	target := engine.NoUnit
	if gl.Cell.Valid() {
		target = start.UnitAt(gl.Cell)
	}
	switch gl.Kind {
	case Reach:
		id := p.UnitAt(gl.Cell)
		if id == engine.NoUnit {
			return false
		}
		u := p.Unit(id)
		return u.Side == Player && u.Kind == gl.Unit
	case Territory:
		return p.Territory(Player) >= gl.Count
	case CutSupply:
		if target == engine.NoUnit {
			return false
		}
		u := p.Unit(target)
		return u.Active() && !p.Supplied(target)
	case Win:
		return p.Result() == engine.WinFor(Player) && p.Reason() == gl.Reason
	case DrawGame:
		return p.Result() == engine.Draw && p.Reason() == gl.Reason
	}
	encircled, hit := 0, false
	for _, e := range g.Events() {
		switch {
		case gl.Kind == WinEngagement && e.Type == engine.EvEngaged:
			if e.Side == Player && e.Combat.Outcome == engine.MoverWins && (target == engine.NoUnit || e.Combat.Defender == target) {
				return true
			}
		case gl.Kind == Capture && e.Type == engine.EvCaptured:
			if e.Unit == target {
				return true
			}
		case gl.Kind == Neutralize && e.Type == engine.EvNeutralized:
			if e.Unit == target {
				return true
			}
		case gl.Kind == Surge && e.Type == engine.EvSurged:
			if e.Side == Player && e.From == gl.Cell {
				return true
			}
		case gl.Kind == EndTurn && e.Type == engine.EvTurnEnded:
			if e.Side == Player {
				return true
			}
		case gl.Kind == Encircle && e.Type == engine.EvEncircled:
			if e.Side != Player {
				encircled++
				hit = hit || e.Unit == target
			}
		}
	}
	if gl.Kind == Encircle {
		return encircled >= max(gl.Count, 1) && (target == engine.NoUnit || hit)
	}
	return false
}

// escaped explains a Capture goal's target that lost its engagement but
// retreated and is still on the board: it still had a way out, which had
// to be cut first (nil: it did not retreat in ev, or it is gone).
func (gl Goal) escaped(g *engine.Game, ev []engine.Event) *Explanation {
	if gl.Kind != Capture || !gl.Cell.Valid() {
		return nil
	}
	start := g.Initial()
	target := start.UnitAt(gl.Cell)
	if target == engine.NoUnit || !g.Position().Unit(target).Alive {
		return nil
	}
	for _, e := range ev {
		if e.Type == engine.EvRetreated && e.Unit == target {
			return &Explanation{ID: "lessons.why.escaped", Kind: e.Kind, Cell: e.From, To: e.To}
		}
	}
	return nil
}

// GoalProgress is how far a try in g has come towards stage s's goal when
// it counts: the learner's cells for Territory, the enemy units removed by
// encirclement for an Encircle goal of two or more. ok is false for a
// goal that is met at once or not at all (the window shows no counter);
// have may pass want once the goal is met. The window shows it beside
// the instruction, with GoalProgressText. (A function, not a method of
// Stage: see learn/puzzles/explain.go on the browser build's size.)
func GoalProgress(s *Stage, g *engine.Game) (have, want int, ok bool) {
	switch s.Goal.Kind {
	case Territory:
		return g.Position().Territory(Player), s.Goal.Count, true
	case Encircle:
		if s.Goal.Count < 2 {
			return 0, 0, false
		}
		n := 0
		for _, e := range g.Events() {
			if e.Type == engine.EvEncircled && e.Side != Player {
				n++
			}
		}
		return n, s.Goal.Count, true
	}
	return 0, 0, false
}

// GoalProgressText is GoalProgress as a line in p's language ("Your
// cells: 68 of 92"); "" for a goal without a counter.
func GoalProgressText(p Printer, s *Stage, g *engine.Game) string {
	have, want, ok := GoalProgress(s, g)
	if !ok {
		return ""
	}
	return p.F("lessons.progress."+s.Goal.Kind.String(), "Have", have, "Want", want)
}
