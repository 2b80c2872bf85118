// analysis.go: the coach after the game. Every turn of a game is searched;
// its evaluation is put on a winning-chances scale, and a turn that threw
// chances away is classified (inaccuracy, mistake, blunder) with the
// better turn the search found.

package ai

import (
	"context"
	"errors"
	"math"
	"slices"
	"time"

	"strategema/engine"
)

// WinChanceK is the slope of the winning-chances curve
// WinningChances(s) = 2/(1+exp(-k·s)) - 1 for a score s in centi-units.
//
// It is ln(5)/400 ≈ 0.00402: a lead of 400, the margin at which the arena
// adjudicates a game it stops as won (the material of a Nexus, or four
// Control Nodes), counts as 2/3 of the way to a certain win (an expected
// score of 5/6). Lichess's 0.00368 for chess centipawns is the same order:
// a Control Node, the least unit, is worth 100 as a pawn is; losing one in
// a level position drops the chances by 0.20 (0.18 for a pawn in chess),
// losing a Striker (150) by 0.29, a Nexus (400) by 0.67.
const WinChanceK = 0.0040235947810852505 // math.Log(5) / 400

// analysisForcedScore: scores beyond it (either sign) are forced wins or
// losses found by the search (it scores them near ±1 000 000).
const analysisForcedScore = 900_000

// WinningChances maps a score for a side to its winning chances in
// [-1, 1]: 0 is level, 1 a certain win. Forced results map to ±1.
func WinningChances(score int) float64 {
	switch {
	case score >= analysisForcedScore:
		return 1
	case score <= -analysisForcedScore:
		return -1
	}
	return 2/(1+math.Exp(-WinChanceK*float64(score))) - 1
}

// Verdict classifies a turn by the winning chances it gave away.
type Verdict uint8

// The verdicts, from none to the worst.
const (
	NoVerdict  Verdict = iota // the turn kept the chances (within InaccuracyDrop)
	Inaccuracy                // dropped at least InaccuracyDrop
	Mistake                   // dropped at least MistakeDrop
	Blunder                   // dropped at least BlunderDrop
)

// The drops in winning chances (on the [-1, 1] scale) that make a turn an
// inaccuracy, a mistake or a blunder: Lichess's thresholds.
const (
	InaccuracyDrop = 0.1
	MistakeDrop    = 0.2
	BlunderDrop    = 0.3
)

// String is the verdict's name ("" for none).
func (v Verdict) String() string {
	switch v {
	case Inaccuracy:
		return "inaccuracy"
	case Mistake:
		return "mistake"
	case Blunder:
		return "blunder"
	}
	return ""
}

// Symbol is the annotation mark: "?!", "?" or "??" ("" for none).
func (v Verdict) Symbol() string {
	switch v {
	case Inaccuracy:
		return "?!"
	case Mistake:
		return "?"
	case Blunder:
		return "??"
	}
	return ""
}

// Classify names a drop in winning chances.
func Classify(drop float64) Verdict {
	switch {
	case drop >= BlunderDrop:
		return Blunder
	case drop >= MistakeDrop:
		return Mistake
	case drop >= InaccuracyDrop:
		return Inaccuracy
	}
	return NoVerdict
}

// TurnReview is the coach's word on one turn (one line of the game's
// record). Scores are centi-units for the side that played the turn, each
// the search's evaluation of the position after a turn (the opponent to
// move), so the played and the best turn are judged alike.
type TurnReview struct {
	Turn     int         // the engine's turn number (1: Cerulean's first)
	Round    int         // the record's round
	Side     engine.Side // who played it
	Played   []engine.Action
	Reviewed bool // false for a turn left unfinished (a game saved mid-turn): nothing below is set
	Score    int  // after the played turn
	Chances  float64
	// Best is the best turn the search found from the turn's start: Played
	// (BestScore = Score) when it leads to the same position, or when it
	// scored no better and the turn has no verdict.
	Best        []engine.Action
	BestScore   int
	BestChances float64
	Drop        float64 // BestChances - Chances, never below 0
	Verdict     Verdict
	Depth       int // the depth of the search from the turn's start, in actions
}

// Analyse reviews every turn of g from its start, searching each position
// for budget with Data's judgement (opts tune the searcher, e.g.
// WithThreads). A turn takes one search of the position after it (which is
// also the next turn's search for its best turn), plus one of the position
// after the best turn when that differs from the played one: at most
// 2·turns+1 searches. progress, when not nil, is called after each turn
// with the turns done and their total. Cancelling ctx stops it within one
// search; the reviews so far come back with the context's error.
func Analyse(ctx context.Context, g *engine.Game, budget time.Duration, progress func(done, total int), opts ...Option) ([]TurnReview, error) {
	if budget <= 0 {
		return nil, &AnalysisError{ID: "analysis.budget"}
	}
	turns := analysisTurns(g)
	mainLine, err := New("data", opts...) // the game's own positions, in order
	if err != nil {
		return nil, &AnalysisError{ID: "analysis.searcher", Err: err}
	}
	sideLines, err := New("data", opts...) // the best turns' positions, never played
	if err != nil {
		return nil, &AnalysisError{ID: "analysis.searcher", Err: err}
	}
	a := turnAnalyser{ctx: ctx, budget: budget, main: mainLine, side: sideLines, cache: map[uint64]TurnPlan{}}
	reviews := make([]TurnReview, 0, len(turns))
	for i, t := range turns {
		r, err := a.review(t)
		if err != nil {
			var known *AnalysisError
			if errors.As(err, &known) {
				return reviews, err
			}
			return reviews, &AnalysisError{ID: "analysis.search", Turn: turnLabel(t), Err: err}
		}
		reviews = append(reviews, r)
		if progress != nil {
			progress(i+1, len(turns))
		}
	}
	return reviews, nil
}

// analysedTurn is one turn of a game: its positions and actions.
type analysedTurn struct {
	side          engine.Side
	before, after engine.Position
	decide        engine.Position // before, once any leading draw words are played
	actions       []engine.Action
}

// analysisTurns cuts g's actions into turns as its record writes them
// (engine.Game.Turns), with each turn's positions.
func analysisTurns(g *engine.Game) []analysedTurn {
	turns := g.Turns()
	out := make([]analysedTurn, 0, len(turns))
	for _, t := range turns {
		lead := 0 // the draw words the turn opens with
		for lead < len(t.Actions) && analysisDrawWord(t.Actions[lead]) {
			lead++
		}
		out = append(out, analysedTurn{
			side:    t.Side,
			before:  g.Before(t.First).Clone(),
			after:   g.Before(t.First + len(t.Actions)).Clone(),
			decide:  g.Before(t.First + lead).Clone(),
			actions: slices.Clone(t.Actions),
		})
	}
	return out
}

func analysisDrawWord(a engine.Action) bool {
	switch a.Type {
	case engine.ActOfferDraw, engine.ActAcceptDraw, engine.ActDeclineDraw:
		return true
	}
	return false
}

// turnAnalyser holds the searchers of one analysis.
type turnAnalyser struct {
	ctx        context.Context
	budget     time.Duration
	main, side Player
	cache      map[uint64]TurnPlan // the main line's searches by position hash
}

func (a *turnAnalyser) review(t analysedTurn) (TurnReview, error) {
	r := TurnReview{Turn: t.before.Turn(), Round: t.before.Round(), Side: t.side, Played: t.actions}
	after := t.after
	if !after.Over() && after.ToMove() == t.side {
		return r, nil // an unfinished turn: nothing to judge yet
	}
	r.Reviewed = true
	played, err := a.scoreAfter(&after, t.side, a.main, true)
	if err != nil {
		return r, err
	}
	r.Score, r.BestScore, r.Best = played, played, t.actions
	decide := t.decide
	if analysisPlayable(&decide) {
		best, err := a.search(&decide, a.main, true)
		if err != nil {
			return r, err
		}
		r.Depth = best.Stats.Depth
		q := decide.Clone()
		for _, x := range best.Actions {
			if q.Apply(x, nil) != nil {
				return r, &AnalysisError{ID: "analysis.best_turn", Turn: turnLabel(t), Action: actionsText(best.Actions)}
			}
		}
		if q.Hash() != after.Hash() || q.Over() != after.Over() {
			bs, err := a.scoreAfter(&q, t.side, a.side, false)
			if err != nil {
				return r, err
			}
			r.Best, r.BestScore = best.Actions, bs
		}
	}
	r.Chances = WinningChances(r.Score)
	r.BestChances = WinningChances(r.BestScore)
	r.Drop = max(0, r.BestChances-r.Chances)
	r.Verdict = Classify(r.Drop)
	if r.Verdict == NoVerdict && r.BestScore <= r.Score {
		r.Best, r.BestScore, r.BestChances = t.actions, r.Score, r.Chances
	}
	return r, nil
}

// scoreAfter is the score for mover of p, the position after mover's turn:
// exact when the game is over, else the negated search score of the
// opponent's turn.
func (a *turnAnalyser) scoreAfter(p *engine.Position, mover engine.Side, pl Player, cache bool) (int, error) {
	if p.Over() {
		switch p.Result() {
		case engine.WinFor(mover):
			return analysisForcedScore + 1, nil
		case engine.Draw:
			return 0, nil
		}
		return -analysisForcedScore - 1, nil
	}
	if !analysisPlayable(p) {
		w := DataConfig().W
		q := p.Clone()
		return Evaluate(&q, mover, &w), nil
	}
	plan, err := a.search(p, pl, cache)
	if err != nil {
		return 0, err
	}
	return -plan.Stats.Score, nil
}

// search runs pl on p for the budget (the main line's results cached: the
// position after a turn is the next turn's start). A search that finished
// no iteration scores by the static evaluation.
func (a *turnAnalyser) search(p *engine.Position, pl Player, cache bool) (TurnPlan, error) {
	if plan, ok := a.cache[p.Hash()]; ok && cache {
		return plan, nil
	}
	if err := a.ctx.Err(); err != nil {
		return TurnPlan{}, err
	}
	plan, err := pl.PlayTurn(a.ctx, p, a.budget)
	if err != nil {
		return TurnPlan{}, err
	}
	if plan.Stats.Depth == 0 && plan.Stats.Score == 0 {
		w := DataConfig().W
		q := p.Clone()
		plan.Stats.Score = Evaluate(&q, p.ToMove(), &w)
	}
	if cache {
		a.cache[p.Hash()] = plan
	}
	return plan, nil
}

// playable reports whether a search can play a turn from p.
func analysisPlayable(p *engine.Position) bool {
	return !p.Over() && !p.DrawPending() && p.ActionsLeft() > 0
}
