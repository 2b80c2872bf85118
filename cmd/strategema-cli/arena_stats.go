// arena_stats.go: the arena's figures, per side over a match and per game.

package main

import (
	"time"

	"strategema/engine"
)

// sideStats accumulates one player's figures over a match.
type sideStats struct {
	Turns         int     `json:"turns"`
	SearchTurns   int     `json:"search_turns"`
	DepthSum      int     `json:"-"`
	Nodes         uint64  `json:"nodes"`
	SearchSeconds float64 `json:"search_seconds"`
	MaxOverrunMS  float64 `json:"max_overrun_ms"`
	OverrunGame   int     `json:"-"` // the game (from 1) and turn of the worst overrun
	OverrunTurn   int     `json:"-"`
	OverLimit     int     `json:"-"` // turns over the budget by more than overrunLimit
	StrikerDepth  float64 `json:"-"`
	Isolated      int     `json:"-"`
	Offered       int     `json:"draws_offered"`
	Accepted      int     `json:"draws_accepted"`
	Illegal       int     `json:"illegal_actions"`
	Threads       int     `json:"threads"`
	// Converting a won game: the games won outright (Core capture, 180
	// cells, isolation), those of them whose winner ended a turn holding
	// convertFromCells or more, and for those the sum of the turns at which
	// that first happened and of the turns from there to the win.
	OutrightWins   int `json:"-"`
	Conversions    int `json:"-"`
	ReachTurnSum   int `json:"-"`
	ConvertTurnSum int `json:"-"`
}

// convertFromCells is where the arena starts counting a conversion: a
// winner holding this many cells at a turn end has 20 of the 180 to take
// out of the loser's ground (docs/AI.md, Games to the end).
const convertFromCells = 160

func (s *sideStats) add(o sideStats) {
	s.Turns += o.Turns
	s.SearchTurns += o.SearchTurns
	s.DepthSum += o.DepthSum
	s.Nodes += o.Nodes
	s.SearchSeconds += o.SearchSeconds
	if o.MaxOverrunMS > s.MaxOverrunMS || s.OverrunGame == 0 {
		s.MaxOverrunMS, s.OverrunGame, s.OverrunTurn = o.MaxOverrunMS, o.OverrunGame, o.OverrunTurn
	}
	s.OverLimit += o.OverLimit
	s.StrikerDepth += o.StrikerDepth
	s.Isolated += o.Isolated
	s.Offered += o.Offered
	s.Accepted += o.Accepted
	s.Illegal += o.Illegal
	s.OutrightWins += o.OutrightWins
	s.Conversions += o.Conversions
	s.ReachTurnSum += o.ReachTurnSum
	s.ConvertTurnSum += o.ConvertTurnSum
	s.Threads = max(s.Threads, o.Threads)
}

// overrunLimit is the goal's bound on how far a turn may run past its
// budget.
const overrunLimit = 50 * time.Millisecond

// noteTime records one turn's time against its budget: the worst overrun
// with its game (from 1) and turn, and whether it broke overrunLimit.
func (s *sideStats) noteTime(el, budget time.Duration, game, turn int) {
	if over := float64(el-budget) / float64(time.Millisecond); over > s.MaxOverrunMS || s.OverrunGame == 0 {
		s.MaxOverrunMS, s.OverrunGame, s.OverrunTurn = over, game, turn
	}
	if el-budget > overrunLimit {
		s.OverLimit++
	}
}

// gameOutcome is one finished game.
type gameOutcome struct {
	index  int
	aSide  engine.Side
	score  float64 // for a: 1, 0.5, 0
	ending string
	turns  int
	// forfeitBy: the player (a's or b's name) that lost by an illegal
	// action, a crash or time forfeit, empty otherwise.
	forfeitBy string
	// illegal: the rule a forfeited game's illegal action broke (for the
	// tool's language; ending has it in English).
	illegal error
	stats   [2]sideStats // [0]: a, [1]: b
	// reached: the turn at whose end a (0) and b (1) first held
	// convertFromCells or more; 0: never.
	reached [2]int
	// firstCapture: the turn at whose end a unit was first captured or
	// neutralized (the engine's quiet count went back to 0); 0: never.
	// longestQuiet: the longest run of turn ends without one, in turns
	// (the random opening's included). A locked front shows in both.
	firstCapture int
	longestQuiet int
	err          error
}

// noteQuiet records, after turn t, the game's captures: the first one
// and the longest run of turns without one (q.QuietTurns, the count the
// 500-turn rule reads).
func (o *gameOutcome) noteQuiet(q *engine.Position, t int) {
	qt := q.QuietTurns()
	o.longestQuiet = max(o.longestQuiet, qt)
	if qt == 0 && o.firstCapture == 0 && !q.Over() {
		o.firstCapture = t
	}
}

// noteTerritory records, after turn t, which players hold
// convertFromCells or more for the first time; slot maps a side to its
// player (0: a, 1: b).
func (o *gameOutcome) noteTerritory(q *engine.Position, t int, slot [2]int) {
	for s := engine.Cerulean; s <= engine.Amber; s++ {
		if k := slot[s]; o.reached[k] == 0 && q.Territory(s) >= convertFromCells {
			o.reached[k] = t
		}
	}
}

// noteConversion adds a game won outright (by active, systemic or
// isolation victory) to its winner's conversion figures.
func (o *gameOutcome) noteConversion(reason engine.Reason) {
	switch reason {
	case engine.ReasonActive, engine.ReasonSystemic, engine.ReasonIsolation:
	default:
		return
	}
	var w int
	switch o.score {
	case 1:
		w = 0
	case 0:
		w = 1
	default:
		return
	}
	st := &o.stats[w]
	st.OutrightWins++
	if r := o.reached[w]; r > 0 {
		st.Conversions++
		st.ReachTurnSum += r
		st.ConvertTurnSum += o.turns - r
	}
}
