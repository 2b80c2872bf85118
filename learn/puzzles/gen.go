// gen.go: cutting puzzles from games, the way lichess-puzzler cuts them
// from chess games: at each turn start just after the opponent's mistake
// (the side's winning chances jumped), when a turn of the side to move wins
// decisively and its outcome is the only good answer.

package puzzles

import (
	"errors"
	"fmt"
	"strings"

	"strategema/ai"
	"strategema/engine"
)

// GenConfig holds the generator's own figures on top of the judgement's.
type GenConfig struct {
	Judge Config
	// MistakeJump is the least rise of the side's winning chances from the
	// opponent's turn start (by a fixed-depth search) to after the solution:
	// the opponent's turn must have been the mistake the puzzle punishes.
	MistakeJump float64
	// LostBelow: a side whose chances at the opponent's turn start were
	// below it was lost; only a turn that wins the game makes a puzzle
	// there (looked for when one action wins), so the judgement is spared.
	LostBelow float64
	// Slips is how many of the opponent's slips (slipsFrom), and as many
	// of its slips that bare its Core (coreSlipsFrom), are judged at most
	// from each of its turn starts; 0: only the game's own positions.
	Slips int
}

// DefaultGenConfig is the generator of the shipped set.
func DefaultGenConfig() GenConfig {
	return GenConfig{Judge: DefaultConfig(), MistakeJump: 0.2, LostBelow: -0.7}
}

// Source is one game to cut puzzles from.
type Source struct {
	Name string
	Game *engine.Game
}

// GenStats counts what the generator looked at.
type GenStats struct {
	Games      int
	Positions  int // turn starts after an opponent's turn
	Scanned    int // of them, where the game's own turn won or captured
	Judged     int // of them, not already won before the opponent's turn
	Slipped    int // slips of the opponent judged (slipsFrom)
	Twins      int // of them, skipped: the best turn wins and another wins another way (plausiblyUnique)
	Found      int
	Duplicates int // positions already in the set
	Failed     int // positions skipped: a search failed on them (errSearch)
}

// skipped reports whether err is a failed search, which skips the position
// (counted in st.Failed) rather than the run.
func skipped(err error, st *GenStats) bool {
	if errors.Is(err, errSearch) {
		st.Failed++
		return true
	}
	return false
}

// Generate cuts puzzles from the games, in order, skipping a position
// already found (the same units and side to move: PositionKey). seen may
// hold the PositionKey of positions to skip (the set so far); it is
// updated. progress, when not nil, is called after each game.
func Generate(games []Source, cfg GenConfig, seen map[string]bool, progress func(done int, st GenStats)) ([]Puzzle, GenStats, error) {
	var out []Puzzle
	var st GenStats
	if seen == nil {
		seen = map[string]bool{}
	}
	for gi, src := range games {
		found, err := generateFrom(src, cfg, seen, &st)
		if err != nil {
			return out, st, err
		}
		out = append(out, found...)
		st.Games++
		if progress != nil {
			progress(gi+1, st)
		}
	}
	return out, st, nil
}

// turnStart is a position where a turn begins, and the index of the
// action that starts it.
type turnStart struct {
	pos engine.Position
	at  int
}

// generateFrom walks one game's turn starts. A turn start is looked at
// when the turn before was the opponent's and either the game's own turn
// from it removed an enemy unit or won (the player saw a tactic), or one
// action alone would (the player missed it): a cheap stand-in for
// lichess-puzzler's evaluation of every position.
func generateFrom(src Source, cfg GenConfig, seen map[string]bool, st *GenStats) ([]Puzzle, error) {
	var out []Puzzle
	g := src.Game
	starts, err := turnStarts(src)
	if err != nil {
		return out, err
	}
	for k := 1; k+1 < len(starts); k++ {
		opp, here, after := &starts[k-1].pos, &starts[k].pos, &starts[k+1].pos
		if here.Over() || here.DrawPending() || here.ActionsLeft() != 2 || opp.ActionsLeft() != 2 || here.Turn() != opp.Turn()+1 {
			continue
		}
		st.Positions++
		if o := outcomeOf(here, after, here.ToMove()); !o.Won && o.Captured == 0 && !singleActionTactic(here) {
			continue
		}
		st.Scanned++
		upTo, err := g.ReplayTo(starts[k].at)
		if err != nil {
			return out, fmt.Errorf("puzzles: %s: %w", src.Name, err)
		}
		prev, err := chancesBefore(opp, here.ToMove(), cfg.Judge.ReplyDepth)
		if skipped(err, st) {
			continue
		}
		if err != nil {
			return out, err
		}
		pz, ok, err := tryPosition(src, upTo, here, prev, cfg, seen, st, "")
		if skipped(err, st) {
			continue
		}
		if err != nil {
			return out, err
		}
		if ok {
			out = append(out, pz)
		}
	}
	if cfg.Slips > 0 {
		found, err := slipsFrom(src, starts, cfg, seen, st)
		if err != nil {
			return out, err
		}
		out = append(out, found...)
		found, err = coreSlipsFrom(src, starts, cfg, seen, st)
		if err != nil {
			return out, err
		}
		out = append(out, found...)
	}
	return out, nil
}

// turnStarts lists the game's turn starts (engine.Game.Turns), and its
// final position when it ended or a new turn had begun.
func turnStarts(src Source) ([]turnStart, error) {
	g := src.Game
	var starts []turnStart
	for _, t := range g.Turns() {
		starts = append(starts, turnStart{pos: g.Before(t.First).Clone(), at: t.First})
	}
	if p := g.Position(); len(starts) == 0 || p.Turn() != starts[len(starts)-1].pos.Turn() || p.Over() {
		starts = append(starts, turnStart{pos: p.Clone(), at: len(g.Actions())})
	}
	return starts, nil
}

// tryPosition judges one turn start, prev being the side's chances at the
// opponent's turn start; tag marks a slip's puzzle in its Source.
func tryPosition(src Source, g *engine.Game, p *engine.Position, prev float64, cfg GenConfig, seen map[string]bool, st *GenStats, tag string) (Puzzle, bool, error) {
	notation := p.String()
	if seen[PositionKey(notation)] {
		st.Duplicates++
		return Puzzle{}, false, nil
	}
	if prev+cfg.MistakeJump > 1 {
		return Puzzle{}, false, nil // already winning: no mistake to punish
	}
	if prev < cfg.LostBelow && !singleActionWin(p) {
		return Puzzle{}, false, nil // lost before: only a win of the game turns it
	}
	st.Judged++
	// the solution must reach prev+MistakeJump as well as MinChances: a
	// higher bar only saves the rivals' search where it fails, and a
	// position unique under it is unique under cfg.Judge.
	bar := cfg.Judge
	bar.MinChances = max(bar.MinChances, prev+cfg.MistakeJump)
	w := judgeWeights()
	turns := enumerate(p, &w)
	if !plausiblyUnique(turns) {
		st.Twins++
		return Puzzle{}, false, nil
	}
	j, err := judgeTurns(p, turns, bar)
	if err != nil {
		return Puzzle{}, false, err
	}
	if !j.Unique || j.Chances-prev < cfg.MistakeJump {
		return Puzzle{}, false, nil
	}
	seen[PositionKey(notation)] = true
	st.Found++
	rec := engine.RecordOf(g).String()
	return Puzzle{
		Theme: j.Theme, Record: rec, Solution: j.Solution.String(), Key: j.Key.String(),
		Position: notation, Rating: j.Rating(), Chances: round2(j.Chances), RivalChances: round2(j.RivalBest),
		Source: fmt.Sprintf("%s %d%c%s", src.Name, p.Round(), p.ToMove().Letter(), tag),
	}, true, nil
}

func round2(x float64) float64 { return float64(int64(x*100+sign(x)*0.5)) / 100 }

func sign(x float64) float64 {
	if x < 0 {
		return -1
	}
	return 1
}

// chancesBefore is side's winning chances at the opponent's turn start
// opp, by a fixed-depth search of the opponent's turn.
func chancesBefore(opp *engine.Position, side engine.Side, depth int) (float64, error) {
	score, err := fixedSearch(opp, depth)
	if err != nil {
		return 0, fmt.Errorf("puzzles: the search before the mistake: %w", err)
	}
	v := ai.WinningChances(score)
	if opp.ToMove() != side {
		v = -v
	}
	return v, nil
}

// plausiblyUnique is the generator's cheap filter before the searches: it
// is false when no turn wins or removes an enemy unit, or when the best
// decisive turn by the static evaluation wins the game and another turn
// wins it another way (another answer, as good: chances 1 both). Such a
// position is never unique, and its judgement costs a dozen searches.
// Check does not use it.
func plausiblyUnique(turns []scoredTurn) bool {
	best := -1
	for i := range turns {
		o := turns[i].outcome
		if !o.Won && o.Captured == 0 {
			continue
		}
		if best < 0 || o.Won && !turns[best].outcome.Won || o.Won == turns[best].outcome.Won && turns[i].static > turns[best].static {
			best = i
		}
	}
	if best < 0 {
		return false
	}
	b := turns[best].outcome
	if !b.Won {
		return true
	}
	for i := range turns {
		if turns[i].outcome.Won && !sameAnswer(turns[i].outcome, b) {
			return false
		}
	}
	return true
}

// singleActionWin reports whether one action of p's side to move wins the
// game.
func singleActionWin(p *engine.Position) bool {
	me := p.ToMove()
	near := p.Occupied(me.Opponent()).Dilate()
	for _, a := range p.LegalActions(nil) {
		if !tacticalNear(near, a) {
			continue
		}
		q := *p
		q.ApplyLegal(a)
		if q.Over() && q.Result() == engine.WinFor(me) {
			return true
		}
	}
	return false
}

// singleActionTactic reports whether one tactical action (tactical: a
// surge, or a move ending next to an enemy unit) of p's side to move wins
// or removes an enemy unit. It is the scan's filter, run on every turn
// start and every slip: the quiet moves, most of the legal ones, are not
// applied (a move away from every enemy unit seldom removes one: only by
// a ring closed by the territory it shifts). Before this filter, applying
// every legal action took nine tenths of the time of --slips.
func singleActionTactic(p *engine.Position) bool {
	return singleActionTacticAround(p, engine.Bitboard{}.Not())
}

// singleActionTacticAround is singleActionTactic limited to the tactical
// actions aimed at focus: a move ending on a focus cell, a surge within
// one cell of one. A slip changes the board at two cells (the cell its
// unit left, the cell it reached); the tactics it opens strike there, and
// the rest were the side's anyway.
func singleActionTacticAround(p *engine.Position, focus engine.Bitboard) bool {
	me := p.ToMove()
	near := p.Occupied(me.Opponent()).Dilate()
	moveTo, surgeAt := near.And(focus), focus.Dilate()
	for _, a := range p.LegalActions(nil) {
		if a.Type == engine.ActMove && !moveTo.Has(a.To) || a.Type == engine.ActSurge && !surgeAt.Has(a.From) || !tacticalNear(near, a) {
			continue
		}
		q := *p
		q.ApplyLegal(a)
		if o := outcomeOf(p, &q, me); o.Won || o.Captured > 0 {
			return true
		}
	}
	return false
}

// PositionKey is what makes two puzzle positions the same puzzle: the side
// to move and the units with their flags, the notation less its turn and
// quiet counters (a game that repeats a position reaches it again at
// another turn).
func PositionKey(notation string) string {
	head, units, ok := strings.Cut(notation, " | ")
	if !ok {
		return notation
	}
	side, _, _ := strings.Cut(head, ",")
	return side + " | " + units
}
