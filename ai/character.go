// character.go: the two commanders on the shared search, Data and Kolrami,
// with their weights, search policies and draw policies.

package ai

import (
	"context"
	"fmt"
	"maps"
	"sync/atomic"
	"time"

	"strategema/engine"
)

// DataConfig is Lt. Cmdr. Data, the Stalemate Doctrine: material and
// supply first, a safe Core, engagements only from strength (a wide,
// careful search), content to draw.
func DataConfig() Config {
	return Config{
		W: Weights{
			Territory:   10,
			Systemic:    20,
			Material:    [engine.NumKinds]int{engine.Core: 0, engine.Nexus: 400, engine.Guardian: 160, engine.Striker: 150, engine.Node: 100},
			Neutralized: 10,
			Isolated:    60,
			IsoCounter:  60,
			CoreRing:    60,
			CoreThreat:  40,
			Vulnerable:  100,
			StrikerRaid: 3,
			StrikerCore: 2,
			Tempo:       15,
			Thin:        6, // a locked front's slope (its matches: docs/JOURNAL.md)
			// converting a won position: when his lead exceeds 450 he
			// brings his influence onto the enemy's ground and his units
			// up to it (ramped in to 900); below it he plays as before.
			Front:       1,
			FrontMargin: 450,
			Advance:     10,
			// toward the cells the enemy holds by at most 3 (games to the end: docs/AI.md)
			AdvanceMargin: 3,
			SurgeCost:     150, // converting, he stops holding cells by re-surging
			SurgeLapse:    40,  // at any lead: a surge's cells lapse at his next turn (games to the end: docs/AI.md)

			PressMargin:    150,
			PressTerritory: 10,
			IsoScaled:      true,
		},
		Contempt:       50, // in the search a draw is worth -50: he does not steer for repetitions; his peace is in the draw policy
		RootQuiet:      32,
		Quiet:          [6]int{0, 24, 16, 12, 10, 8},
		EvalOrderDepth: 3,
		QDepth:         2,
		PairOrder:      true,
		TrapOrder:      true, // captures before pushes
		Combos:         true, // two-action combinations kept from pruning
		RaidBias:       0,
		AcceptBelow:    300, // accepts unless clearly ahead
		OfferLevel:     60,
		OfferBelow:     -400,
		LockedQuiet:    20,

		StrikersRestAbove: 900, // converting, his Strikers stop jumping in and out (games to the end: docs/AI.md)
	}
}

// KolramiConfig is Grandmaster Kolrami, velocity: territory and tempo
// weigh more for him than for Data and material and supply less, his
// Strikers raid toward the enemy Core (and his search tries their raids
// first), and he has contempt for draws. He searches as wide as Data,
// which measured better for him than a narrower search; his raid weights
// (8/6, once 25/20) and supply weights (45/45, once 15/25) were set after
// the heavier raids lost units and the lead (docs/JOURNAL.md).
func KolramiConfig() Config {
	return Config{
		W: Weights{
			Territory:   12,
			Systemic:    25,
			Material:    [engine.NumKinds]int{engine.Core: 0, engine.Nexus: 380, engine.Guardian: 150, engine.Striker: 150, engine.Node: 95},
			Neutralized: 5,
			Isolated:    45,
			IsoCounter:  45,
			CoreRing:    45,
			CoreThreat:  30,
			Vulnerable:  90,
			StrikerRaid: 8,
			StrikerCore: 6,
			Tempo:       20,
			Thin:        6, // a locked front's slope: 36-4-0 against Greedy at 1 s (7 measured no better; docs/JOURNAL.md)
			// converting a won position as Data does: above a lead of 450
			// (ramped in to 900) his influence onto the enemy's ground and
			// his units other than the Strikers up to it; above 900 without
			// Advance he took 190 turns where this took 102 (docs/JOURNAL.md).
			Front:         1,
			FrontMargin:   450,
			Advance:       10,
			AdvanceMargin: 3,   // as Data
			SurgeCost:     150, // as Data
			SurgeLapse:    40,  // with his Strikers resting (40 alone measured no better): games to the end, docs/AI.md

			PressMargin:    150,
			PressTerritory: 14,
			IsoScaled:      true,
		},
		Contempt:       150, // a draw is worth -150 to Kolrami
		RootQuiet:      32,  // Data's widths (the narrower 24; 14,10,8,6,5 measured worse: docs/JOURNAL.md)
		Quiet:          [6]int{0, 24, 16, 12, 10, 8},
		EvalOrderDepth: 3,
		QDepth:         2,
		PairOrder:      true,
		TrapOrder:      true, // captures before pushes
		Combos:         true, // two-action combinations kept from pruning
		RaidBias:       15,
		AcceptBelow:    -300, // accepts only when clearly losing
		OfferLevel:     -1,   // never offers a level draw
		OfferBelow:     -600,
		LockedQuiet:    1 << 30,

		StrikersRestAbove: 900, // as Data
	}
}

// searchPlayer is a character on the shared search.
type searchPlayer struct {
	name      string
	eng       *engineSearch
	depth     int
	progress  func(Stats)
	lastOffer int            // turn of this player's last draw offer
	lastTurn  int            // turn of the last PlayTurn, to notice a new game
	seen      map[uint64]int // positions at this player's turn starts in this game; never written once a search has it (copy on write)
	resign    resignation    // his lost turns in a row (the lower levels resign)
	// restless: the search with Config.Restless's weights, made at its
	// first need (restless.go); ttLog2 is its table's size.
	restless *engineSearch
	ttLog2   int
}

func newSearchPlayer(name string, cfg Config, o options) *searchPlayer {
	if o.config != nil {
		o.config(&cfg)
	}
	eng := newEngineSearch(cfg, o.ttLog2, o.threads)
	eng.yield, eng.yieldEvery = o.yield, o.yieldEvery
	return &searchPlayer{
		name:     name,
		eng:      eng,
		depth:    o.depth,
		progress: o.progress,
		resign:   resignation{below: cfg.ResignBelow},
		ttLog2:   o.ttLog2,
	}
}

// Name implements Player.
func (s *searchPlayer) Name() string { return s.name }

// Config is the player's character (a copy).
func (s *searchPlayer) Config() Config { return s.eng.cfg }

// PlayTurn implements Player.
func (s *searchPlayer) PlayTurn(ctx context.Context, p *engine.Position, budget time.Duration) (TurnPlan, error) {
	if err := checkPlayable(p); err != nil {
		return TurnPlan{}, err
	}
	start := time.Now()
	deadline := start.Add(budget)
	me := p.ToMove()
	pos := p.Clone()
	if s.seen == nil || p.Turn() < s.lastTurn {
		s.seen = map[uint64]int{}
		s.resign.lost = 0
	}
	s.lastTurn = p.Turn()
	if s.resign.turnStarts(p) {
		return TurnPlan{Actions: []engine.Action{engine.Simple(engine.ActResign)}, Stats: Stats{Elapsed: time.Since(start), Threads: 1}}, nil
	}
	eng := s.searchFor(p)
	// the probe gets at most a quarter of the budget (it rarely needs a
	// millisecond), and stops when the caller cancels.
	probeEnd := start.Add(budget / 4)
	if s.depth > 0 && budget <= 0 {
		probeEnd = start.Add(time.Hour)
	}
	lastYield := start
	expired := func() bool {
		now := time.Now()
		if y := eng.yield; y != nil && now.Sub(lastYield) >= eng.yieldEvery {
			y()
			lastYield = time.Now()
		}
		return ctx.Err() != nil || now.After(probeEnd)
	}
	if win := winThisTurn(eng.threads[0], &pos, expired); win != nil {
		for _, a := range win {
			_ = pos.Apply(a, nil)
		}
		plan := TurnPlan{Actions: win, Stats: Stats{Depth: len(win), Elapsed: time.Since(start), Threads: 1, Score: mateScore}}
		finishTurn(&pos, me, &plan)
		return plan, nil
	}
	var plan TurnPlan
	for i := 0; i < 2 && !pos.Over() && pos.ToMove() == me && pos.ActionsLeft() > 0; i++ {
		if err := ctx.Err(); err != nil {
			return TurnPlan{}, fmt.Errorf("ai: %s: %w", s.name, err)
		}
		var stop atomic.Bool
		cancel := context.AfterFunc(ctx, func() { stop.Store(true) })
		remaining := time.Until(deadline)
		if s.depth > 0 && budget <= 0 {
			remaining = 0
		}
		var res searchResult
		if remaining > 0 || s.depth > 0 {
			res = eng.run(&stop, &pos, p, remaining, s.depth, s.seen, s.progress)
		}
		cancel()
		if err := ctx.Err(); err != nil {
			return TurnPlan{}, fmt.Errorf("ai: %s: %w", s.name, err)
		}
		if i == 0 {
			plan.Stats = res.stats
		} else {
			plan.Stats.Nodes += res.stats.Nodes
		}
		pv := res.pv
		if len(pv) == 0 {
			pv = []engine.Action{bestByHeuristic(eng.threads[0], &pos, deadline)}
		}
		for _, a := range pv {
			if pos.Over() || pos.ToMove() != me || pos.ActionsLeft() == 0 || a.Type == engine.ActEnd {
				break
			}
			if pos.Apply(a, nil) != nil {
				break
			}
			plan.Actions = append(plan.Actions, a)
			i = len(plan.Actions) - 1
		}
	}
	if p.ActionsLeft() == 2 {
		// a new map, not a write to the one the search was given: its
		// helpers are not waited for and may still be reading it.
		next := maps.Clone(s.seen)
		next[p.Hash()]++
		s.seen = next
	}
	finishTurn(&pos, me, &plan)
	plan.Stats.Elapsed = time.Since(start)
	plan.Stats.NPS = float64(plan.Stats.Nodes) / max(plan.Stats.Elapsed.Seconds(), 1e-9)
	return plan, nil
}

// judge is the static evaluation of p for side x.
func (s *searchPlayer) judge(p *engine.Position, x engine.Side) int {
	q := *p // the evaluation fills supply caches: never touch the caller's position
	return Evaluate(&q, x, &s.eng.cfg.W)
}

// AnswerDraw implements Player: Data accepts unless he judges himself
// clearly ahead; Kolrami accepts only when he judges himself clearly losing.
func (s *searchPlayer) AnswerDraw(p *engine.Position) (bool, string) {
	me := p.ToMove().Opponent()
	v := s.judge(p, me)
	c := &s.eng.cfg
	if v < c.AcceptBelow {
		return true, fmt.Sprintf("%s accepts the draw: he sees no better result", s.name)
	}
	return false, fmt.Sprintf("%s declines the draw: he still plays to win", s.name)
}

// WantsDraw implements Player: Data offers when the position is level and
// locked (or hopeless); Kolrami only when hopeless. Neither repeats an
// offer within ten turns.
func (s *searchPlayer) WantsDraw(p *engine.Position) (bool, string) {
	if p.Over() || p.DrawOffered() || p.ActionsLeft() == 0 {
		return false, "no offer possible"
	}
	if p.Turn() < s.lastOffer {
		s.lastOffer = 0 // a new game
	}
	if s.lastOffer > 0 && p.Turn()-s.lastOffer < 10 {
		return false, "offered recently"
	}
	c := &s.eng.cfg
	v := s.judge(p, p.ToMove())
	switch {
	case v < c.OfferBelow:
		s.lastOffer = p.Turn()
		return true, fmt.Sprintf("%s offers a draw: he sees no way to win", s.name)
	case abs(v) <= c.OfferLevel && p.QuietTurns() >= c.LockedQuiet:
		s.lastOffer = p.Turn()
		return true, fmt.Sprintf("%s offers a draw: the position is level and locked (%d quiet turns)", s.name, p.QuietTurns())
	}
	return false, fmt.Sprintf("%s plays on", s.name)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// winThisTurn looks for a turn that wins at once: a turn-end victory
// reached by surging (surgeWin), then one among the tactical actions
// (engagements, Core attacks, encirclement holes): cheap probes run before
// the search so a win in hand is never missed for lack of time.
func winThisTurn(t *thread, p *engine.Position, expired func() bool) []engine.Action {
	me := p.ToMove()
	// only actions next to the enemy Core or into a hole of its ring can
	// win at once (beside the turn-end victories, which the search sees).
	tactical := func(q *engine.Position) []engine.Action {
		n := t.info(q)
		if n.enemyCore == engine.NoCell {
			return nil
		}
		ring := engine.Neighbours(n.enemyCore)
		var out []engine.Action
		for _, a := range q.LegalActions(nil) {
			switch a.Type {
			case engine.ActMove:
				if ring.Has(a.To) || n.holes.Has(a.To) {
					out = append(out, a)
				}
			case engine.ActSurge:
				if t.scoreAction(q, n, a, maxPly).tactical {
					out = append(out, a)
				}
			}
		}
		return out
	}
	if win := surgeWin(p, expired); win != nil {
		return win
	}
	for _, a := range tactical(p) {
		if expired() {
			return nil
		}
		q := p.Clone()
		if q.Apply(a, nil) != nil {
			continue
		}
		if q.Result() == engine.WinFor(me) {
			return []engine.Action{a}
		}
		if q.Over() || q.ToMove() != me {
			continue
		}
		for _, b := range tactical(&q) {
			r := q
			if r.Apply(b, nil) == nil && r.Result() == engine.WinFor(me) {
				return []engine.Action{a, b}
			}
		}
	}
	return nil
}

// Close to the 180 cells, a side's surges are what carry it over at its
// turn end, and the search, whose quiet-action limits put surges late,
// missed such wins: in the 20 games of Data against Greedy at 250 ms
// (docs/AI.md, Games to the end) he had a pair of surges that won two to
// six turns before he won in 4 games (docs/JOURNAL.md, "Wins in hand").
// surgePairReach: the surge pairs are tried from this many cells short
// of SystemicCells (the winning pairs missed gained 7 to 11).
const surgePairReach = 25

// surgeWin looks for a turn that wins at its end with surges: a lone
// surge for the last action, else two surges (at most 39·38 pairs, a few
// milliseconds; a surge and a move would be ten times as many, measured
// at 20–60 ms). Every turn-end victory counts (Systemic, Isolation). Nil
// when none, or when expired says stop.
func surgeWin(p *engine.Position, expired func() bool) []engine.Action {
	me := p.ToMove()
	if p.Over() || engine.SystemicCells-p.Territory(me) > surgePairReach {
		return nil
	}
	wins := func(q *engine.Position) bool { return q.Result() == engine.WinFor(me) }
	var second []engine.Action
	for i, a := range p.LegalSurges(nil) {
		if i&7 == 7 && expired() {
			return nil
		}
		q := *p
		if q.ApplyLegal(a); wins(&q) {
			return []engine.Action{a}
		}
		if q.Over() || q.ToMove() != me {
			continue
		}
		second = q.LegalSurges(second[:0])
		for _, b := range second {
			r := q
			if r.ApplyLegal(b); wins(&r) {
				return []engine.Action{a, b}
			}
		}
	}
	return nil
}
