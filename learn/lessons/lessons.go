// Package lessons teaches STRATEGEMA: short interactive lessons, in the
// order a newcomer can follow, from the lattice to the draws. Each lesson
// is one or more stages; a stage is a constructed position (the engine's
// position notation), a goal the engine checks, an instruction and a hint
// (catalog message IDs, lang/catalog/lessons.*.json) and a par for the
// stars.
//
// The player is always Cerulean. Amber does not fight back: whenever it is
// Amber's turn, Amber plays the stage's scripted replies in order and,
// once they are used up, ends its turn at once (and declines a draw
// offer). The stages are built so that passing cannot spoil them.
//
// The package imports the engine only; the window (and strategema-cli
// lessons) prints its messages with a lang.Printer, which satisfies
// Printer.
package lessons

import (
	"fmt"

	"strategema/engine"
)

// Player is the side the learner plays.
const Player = engine.Cerulean

// Lesson is one topic: an ID (stable, for progress), a title and the
// rules.md sections it teaches, and its stages in order.
type Lesson struct {
	ID     string   // "lattice", "node"...: the key of Progress
	Title  string   // catalog message ID of the title
	Rules  []string // rules.md section numbers it teaches: "1", "8"
	Stages []Stage
	// Practice: the lesson teaches how to make progress (practice.go)
	// rather than a rule; the list may head these apart
	// (lessons.section.practice).
	Practice bool
}

// Stage is one exercise: a position, a goal and what the learner reads.
type Stage struct {
	Setup string // the position, in the engine's position notation; Cerulean to move
	Text  string // catalog message ID: the instruction
	Hint  string // catalog message ID: the hint shown on request
	Goal  Goal
	Par   int // actions for three stars: the Solution's length
	// Limit is the most actions a try may use before it counts as failed
	// (0: Par+4). Actions are the learner's words: moves, surges, holds,
	// end, draw offers.
	Limit int
	// OneTurn: the goal must be met within the learner's current turn;
	// a try whose turn ends without it fails.
	OneTurn bool
	// Solution is a shortest way to the goal, as record words
	// ("L2-D2>L2-D4", "surge L2-D4", "end"); tests and `lessons check` play it.
	Solution []string
	// Replies are Amber's scripted actions, as record words, played in
	// order whenever Amber is to move or must answer a draw offer; after
	// them Amber ends its turn (or declines the offer).
	Replies []string
	// Wrong explains a legal action that spoils the stage although no
	// general rule of Try catches it (nil: none), even one that meets the
	// goal another way. before is the position before the action, after
	// the position after it.
	Wrong func(before, after *engine.Position, a engine.Action, ev []engine.Event) *Explanation
}

// Position is the stage's starting position.
func (s *Stage) Position() (engine.Position, error) {
	p, err := engine.ParsePosition(s.Setup)
	if err != nil {
		return p, fmt.Errorf("lesson stage %q: %w", s.Text, err)
	}
	return p, nil
}

// Start is a new game at the stage's position. The stages are tested to
// parse; Start panics on one that does not, a programming error.
func (s *Stage) Start() *engine.Game {
	p, err := s.Position()
	if err != nil {
		panic(err)
	}
	return engine.NewGameFrom(p)
}

// limit is the most actions a try may use.
func (s *Stage) limit() int {
	if s.Limit > 0 {
		return s.Limit
	}
	return s.Par + 4
}

// Stars rates a finished try by the actions it used: three at par or
// better, two within par+2, one beyond.
func (s *Stage) Stars(used int) int {
	switch {
	case used <= s.Par:
		return 3
	case used <= s.Par+2:
		return 2
	}
	return 1
}

// Result is what one try of an action did.
type Result struct {
	// Done: the goal is met; Stars rates the try (1–3).
	Done  bool
	Stars int
	// Failed: the action was illegal or spoiled the stage; Why says why.
	// After a legal action that spoiled it, Restart is a new game at the
	// stage's start, to continue with (an illegal action changed nothing,
	// so Restart is nil and the game goes on).
	Failed  bool
	Why     *Explanation
	Restart *engine.Game
	// Events are what the action (and Amber's replies after it) caused,
	// for the Tactical Log and animations.
	Events []engine.Event
	// Used is the number of the learner's actions so far in this try.
	Used int
	// Notes explain what changed by itself at a turn's end in Events
	// (TurnEndNotes): a surge that expired, a unit isolated or
	// neutralized, and the territory that changed with them.
	Notes []*Explanation
}

// Try plays the learner's action a in g (a game started by Start and only
// played through Try), then Amber's replies when it is Amber's turn, and
// says whether the goal is met or the try failed, and why.
func (s *Stage) Try(g *engine.Game, a engine.Action) Result {
	before := g.Position().Clone()
	ev, err := g.Apply(a)
	if err != nil {
		return Result{Failed: true, Why: ruleExplanation(err), Used: s.used(g)}
	}
	events := append([]engine.Event(nil), ev...)
	res := Result{Used: s.used(g)}
	var why *Explanation
	if s.Wrong != nil {
		// a stage's own rule comes first: a surge may reach a territory
		// goal that asks for ground that lasts.
		why = s.Wrong(&before, g.Position(), a, ev)
	}
	if why == nil && s.Goal.met(g) {
		return s.done(res, events, &before)
	}
	if why == nil {
		why = failure(g.Position(), ev)
	}
	if why == nil {
		why = s.Goal.escaped(g, ev)
	}
	if why == nil {
		why = s.Goal.spoiled(g)
	}
	if why == nil && s.OneTurn && turnEnded(ev) {
		why = &Explanation{ID: "lessons.why.turn_over"}
	}
	if why == nil {
		more, err := s.reply(g)
		events = append(events, more...)
		if err != nil {
			why = &Explanation{ID: "lessons.why.reply"}
		} else if s.Goal.met(g) {
			return s.done(res, events, &before)
		} else if why = failure(g.Position(), more); why == nil {
			why = s.Goal.spoiled(g)
		}
	}
	if why == nil && res.Used >= s.limit() {
		why = &Explanation{ID: "lessons.why.limit", Count: res.Used, Plural: true}
	}
	res.Events = events
	res.Notes = TurnEndNotes(&before, events)
	if why != nil {
		res.Failed, res.Why, res.Restart = true, why, s.Start()
	}
	return res
}

// turnEnded reports whether the learner's turn ended in ev.
func turnEnded(ev []engine.Event) bool {
	for _, e := range ev {
		if e.Type == engine.EvTurnEnded && e.Side == Player {
			return true
		}
	}
	return false
}

func (s *Stage) done(res Result, events []engine.Event, before *engine.Position) Result {
	res.Done, res.Stars, res.Events = true, s.Stars(res.Used), events
	res.Notes = TurnEndNotes(before, events)
	return res
}

// used counts the learner's actions in g.
func (s *Stage) used(g *engine.Game) int {
	n := 0
	for _, a := range playerActions(g) {
		if a {
			n++
		}
	}
	return n
}

// playerActions says, for each action of g, whether the learner played it
// (Amber's replies are the rest). An answer to a draw offer is played by
// the side that did not offer it.
func playerActions(g *engine.Game) []bool {
	r, err := g.ReplayTo(0)
	if err != nil {
		return nil
	}
	out := make([]bool, 0, len(g.Actions()))
	for _, a := range g.Actions() {
		mover := r.Position().ToMove()
		if a.Type == engine.ActAcceptDraw || a.Type == engine.ActDeclineDraw {
			mover = mover.Opponent()
		}
		out = append(out, mover == Player)
		if _, err := r.Apply(a); err != nil {
			return out
		}
	}
	return out
}

// reply plays Amber's actions while Amber is to move or must answer the
// learner's draw offer: the scripted replies not yet played, then End
// Turn (or decline-draw).
func (s *Stage) reply(g *engine.Game) ([]engine.Event, error) {
	var events []engine.Event
	for guard := 0; guard < 8; guard++ {
		p := g.Position()
		if p.Over() {
			return events, nil
		}
		amberTurn := p.ToMove() != Player && !p.DrawPending()
		answer := p.ToMove() == Player && p.DrawPending()
		if !amberTurn && !answer {
			return events, nil
		}
		a := engine.Simple(engine.ActEnd)
		if answer {
			a = engine.Simple(engine.ActDeclineDraw)
		}
		if n := s.repliesPlayed(g); n < len(s.Replies) {
			w, err := engine.ParseAction(s.Replies[n])
			if err != nil {
				return events, fmt.Errorf("lesson reply %q: %w", s.Replies[n], err)
			}
			a = w
		}
		ev, err := g.Apply(a)
		if err != nil {
			return events, fmt.Errorf("lesson reply %s: %w", a, err)
		}
		events = append(events, ev...)
	}
	return events, fmt.Errorf("lesson replies: Amber is still to move")
}

// repliesPlayed counts Amber's actions in g.
func (s *Stage) repliesPlayed(g *engine.Game) int {
	n := 0
	for _, mine := range playerActions(g) {
		if !mine {
			n++
		}
	}
	return n
}

// Solve plays the stage's Solution from its start and returns the last
// result: a check that the solution meets the goal, and with what stars.
func (s *Stage) Solve() (Result, error) {
	g := s.Start()
	var res Result
	for i, w := range s.Solution {
		a, err := engine.ParseAction(w)
		if err != nil {
			return res, fmt.Errorf("solution word %d %q: %w", i+1, w, err)
		}
		res = s.Try(g, a)
		if res.Failed {
			return res, fmt.Errorf("solution word %d %q failed: %s", i+1, w, res.Why.English())
		}
		if res.Done && i != len(s.Solution)-1 {
			return res, fmt.Errorf("solution met the goal at word %d of %d", i+1, len(s.Solution))
		}
	}
	if !res.Done {
		return res, fmt.Errorf("solution %v does not meet the goal", s.Solution)
	}
	return res, nil
}
