// solve.go: the exact, reproducible judgement of a puzzle position: every
// turn of the side to move is enumerated and applied; the best ones by the
// static evaluation at the turn end are scored again by a fixed-depth
// search of the opponent's reply; the solution is the best of those, and it
// is unique when every turn with another outcome (sameAnswer) scores far
// below it.

package puzzles

import (
	"context"
	"errors"
	"fmt"
	"math"
	"sort"
	"time"

	"strategema/ai"
	"strategema/engine"
)

// Config holds the figures the judgement uses. Check uses DefaultConfig, so
// a puzzle's verdict is the same on every machine.
type Config struct {
	// ReplyDepth is the fixed depth, in actions, of the search of the
	// opponent's reply after a candidate turn (2: the whole reply turn, then
	// the search's quiescence).
	ReplyDepth int
	// Candidates is how many turns, best by the static evaluation, compete
	// for the solution.
	Candidates int
	// Rivals is how many turns with another outcome than the solution's
	// (sameAnswer), best by the static evaluation, are searched to show
	// that none comes close.
	Rivals int
	// MinChances is the solution's least winning chances (ai.WinningChances
	// scale, -1..1): the turn must win decisively.
	MinChances float64
	// Gap is the least margin in winning chances between the solution and
	// the best turn with another outcome.
	Gap float64
}

// DefaultConfig is the judgement of the shipped set and of Check.
func DefaultConfig() Config {
	return Config{ReplyDepth: 2, Candidates: 4, Rivals: 6, MinChances: 0.25, Gap: 0.25}
}

// Judgement is what the analysis of a position found.
type Judgement struct {
	Solution   Turn
	Key        engine.Action // the solution's action that does the deed (keyAction)
	Outcome    Outcome
	Theme      Theme
	Chances    float64 // the solution's winning chances for the mover
	RivalBest  float64 // the best chances of a turn with another outcome (-1 when none)
	RivalTurn  Turn    // that turn
	Distractor int     // first actions that look at least as good as the solution's (Rating)
	Turns      int     // turns enumerated
	Unique     bool
}

// Rating is the puzzle's difficulty on an Elo-like scale, from the number
// of distractors: the first actions other than the solution's whose
// position, one action ahead, the static evaluation scores at least as
// well as the solution's first action (a win counts as the best score).
// An immediate capture of the Core has none: 1000; each doubling of the
// distractors adds 200, so a quiet first action that sets up the decisive
// second one, which the static evaluation ranks among hundreds, rates
// near 2700.
func (j *Judgement) Rating() int {
	return 1000 + int(math.Round(200*math.Log2(1+float64(j.Distractor))))
}

// solver scores turns by the fixed-depth reply search, caching by the
// position's hash.
type solver struct {
	cfg   Config
	mover engine.Side
	cache map[uint64]float64
}

// chances is the mover's winning chances after the turn s: exact when the
// game ended, else the negated score of a fixed-depth search of the reply
// by a fresh single-threaded searcher (so the figure never depends on the
// machine or on what was searched before).
func (sv *solver) chances(p *engine.Position, s *scoredTurn) (float64, error) {
	switch {
	case s.outcome.Won:
		return 1, nil
	case s.static == -winScore:
		return -1, nil
	}
	q, err := Play(p, s.turn)
	if err != nil {
		return 0, err
	}
	if q.Over() {
		return 0, nil // a draw
	}
	if v, ok := sv.cache[q.Hash()]; ok {
		return v, nil
	}
	score, err := fixedSearch(&q, sv.cfg.ReplyDepth)
	if err != nil {
		return 0, fmt.Errorf("puzzles: reply search after %s: %w", s.turn, err)
	}
	v := ai.WinningChances(-score)
	sv.cache[q.Hash()] = v
	return v, nil
}

// errSearch marks a failed fixed-depth search: the generator skips the
// position, Check fails the puzzle.
var errSearch = errors.New("the search failed")

// fixedSearch is the score, for p's side to move, of a fixed-depth search
// of its turn by a fresh single-threaded searcher (Data's), the same on
// every machine. A panic of the searcher comes back as an error wrapping
// errSearch, naming the position.
func fixedSearch(p *engine.Position, depth int) (score int, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%w at %q: %v", errSearch, p.String(), r)
		}
	}()
	pl, err := ai.New("data", ai.WithThreads(1), ai.WithDepth(depth), ai.WithTableSize(16),
		ai.WithConfig(func(c *ai.Config) { c.W = judgeWeights() }))
	if err != nil {
		return 0, fmt.Errorf("puzzles: %w", err)
	}
	plan, err := pl.PlayTurn(context.Background(), p, time.Hour)
	if err != nil {
		return 0, err
	}
	return plan.Stats.Score, nil
}

// Judge analyses p (the side to move holding both actions): the best turn,
// its key action and whether its outcome is the only good answer. It is
// deterministic: the same position and Config give the same Judgement.
func Judge(p *engine.Position, cfg Config) (Judgement, error) {
	if p.Over() || p.DrawPending() || p.ActionsLeft() != 2 {
		return Judgement{}, fmt.Errorf("puzzles: the side to move must hold both actions of an open turn")
	}
	w := judgeWeights()
	turns := enumerate(p, &w)
	return judgeTurns(p, turns, cfg)
}

func judgeTurns(p *engine.Position, turns []scoredTurn, cfg Config) (Judgement, error) {
	j := Judgement{Turns: len(turns), RivalBest: -1}
	if !anyDecisive(turns) {
		return j, nil
	}
	// best static first; ties: fewer actions, then enumeration order.
	sort.SliceStable(turns, func(a, b int) bool {
		if turns[a].static != turns[b].static {
			return turns[a].static > turns[b].static
		}
		return len(turns[a].turn) < len(turns[b].turn)
	})
	sv := &solver{cfg: cfg, mover: p.ToMove(), cache: map[uint64]float64{}}
	best, bestV := -1, -2.0
	for i := 0; i < len(turns) && i < cfg.Candidates; i++ {
		v, err := sv.chances(p, &turns[i])
		if err != nil {
			return j, err
		}
		if v > bestV {
			best, bestV = i, v
		}
		if bestV >= 1 {
			break // a win: no later candidate can beat it (ties keep the first)
		}
	}
	sol := turns[best]
	j.Solution, j.Outcome, j.Chances = sol.turn, sol.outcome, bestV
	j.Theme = themeOf(sol.outcome)
	if j.Theme == NoTheme || bestV < cfg.MinChances {
		return j, nil // no decisive solution: the rivals need no search
	}
	// the key: the solution's action that does the deed (keyAction), the
	// unit a hint points at.
	key, ok := keyAction(p, sol.turn)
	if !ok {
		return j, nil // a turn of two holds is no puzzle
	}
	j.Key = key
	// the rivals: the turns whose outcome is another answer; a turn that
	// reaches the solution's outcome is the same answer.
	rivalV, rival, err := bestRival(p, turns, sol.outcome, sv, bestV-cfg.Gap)
	if err != nil {
		return j, err
	}
	j.RivalBest, j.RivalTurn = rivalV, rival
	j.Distractor = distractors(p, sol.turn[0])
	j.Unique = j.Theme != NoTheme && j.Chances >= cfg.MinChances && j.Chances-j.RivalBest >= cfg.Gap
	return j, nil
}

// keyAction is the action of t (never Hold) that does the deed: the first
// that, applied alone from p, wins or removes an enemy unit; else the last
// that spends an action (a victory read at the turn end, a capture that
// needs both actions). ok is false for a turn of holds.
func keyAction(p *engine.Position, t Turn) (engine.Action, bool) {
	me := p.ToMove()
	var last engine.Action
	found := false
	for _, a := range t {
		if a.Type == engine.ActHold {
			continue
		}
		q := p.Clone()
		if err := q.Apply(a, nil); err == nil {
			if o := outcomeOf(p, &q, me); o.Won || o.Captured > 0 {
				return a, true
			}
		}
		last, found = a, true
	}
	return last, found
}

// bestRival is the best searched turn whose outcome is not the solution's
// answer (sameAnswer): the cfg.Rivals best by static score among them. It
// stops at the first that scores above enough (the solution's chances less
// the gap): another answer is then as good, whatever the rest score, and
// the figure returned is that rival's.
func bestRival(p *engine.Position, turns []scoredTurn, want Outcome, sv *solver, enough float64) (float64, Turn, error) {
	bestV, n := -1.0, 0
	var bestT Turn
	for i := 0; i < len(turns) && n < sv.cfg.Rivals; i++ {
		if sameAnswer(turns[i].outcome, want) {
			continue
		}
		n++
		v, err := sv.chances(p, &turns[i])
		if err != nil {
			return 0, nil, err
		}
		if v > bestV {
			bestV, bestT = v, turns[i].turn
		}
		if bestV > enough {
			break
		}
	}
	return bestV, bestT, nil
}

// distractors counts the first actions of p other than first that score at
// least as well as first one action ahead (static evaluation, mid-turn).
func distractors(p *engine.Position, first engine.Action) int {
	w := judgeWeights()
	me := p.ToMove()
	value := func(a engine.Action) int {
		q := *p
		q.ApplyLegal(a)
		switch {
		case q.Over() && q.Result() == engine.WinFor(me):
			return winScore
		case q.Over():
			return -winScore
		}
		return ai.Evaluate(&q, me, &w)
	}
	target, n := value(first), 0
	for _, a := range p.LegalActions(nil) {
		if a.SpendsAction() && a != first && value(a) >= target {
			n++
		}
	}
	return n
}

// anyDecisive reports whether a turn wins or removes an enemy unit.
func anyDecisive(turns []scoredTurn) bool {
	for i := range turns {
		if turns[i].outcome.Won || turns[i].outcome.Captured > 0 {
			return true
		}
	}
	return false
}

// judgeWeights is the evaluation the judge scores positions with: Lt.
// Cmdr. Data's as it was when the shipped set was cut, written out here
// so that tuning a commander (a plan for converting a won position that
// makes a quiet turn look as good as the decisive one, as Front and
// Advance did) never moves a puzzle's verdict. A new set may be judged
// with new weights, and cut again with them.
func judgeWeights() ai.Weights {
	return ai.Weights{
		Territory: 10, Systemic: 20,
		Material:    [engine.NumKinds]int{0, 400, 160, 150, 100},
		Neutralized: 10, Isolated: 60, IsoCounter: 60, IsoScaled: true,
		CoreRing: 60, CoreThreat: 40, Vulnerable: 100,
		StrikerRaid: 3, StrikerCore: 2, Tempo: 15, Thin: 6,
		PressMargin: 150, PressTerritory: 10,
	}
}
