package render

import (
	"strings"

	"strategema/engine"
	"strategema/render/match"
	"strategema/render/player"
)

// analysisMark is one marked turn of a finished analysis, with where the
// replay finds it.
type analysisMark struct {
	review player.Review
	event  int             // the events before the turn: the replay's step at its start
	before engine.Position // the position the turn was played from
	line   string          // the list's line: turn, verdict mark, the turn played
	// better says, in the player's words, what the mark means for this
	// turn (the chances it lost), the better turn, why it is better and,
	// for a turn Suggest gave, why the two searches differ: a paragraph
	// each
	better []string
}

// analysisMarks lists the turns of g with a verdict, in order, locating each
// turn's start among g's events. given, when not nil, finds the
// suggestion a turn played (match.SuggestionFor of the game's match).
func analysisMarks(a *App, g *engine.Game, reviews []player.Review, given func(first int, played []engine.Action) (match.Given, bool)) []analysisMark {
	type start struct {
		event, first int
		pos          engine.Position
	}
	starts := map[int]start{}
	for _, t := range g.Turns() {
		p := g.Before(t.First)
		if _, ok := starts[p.Turn()]; !ok {
			starts[p.Turn()] = start{g.EventsBefore(t.First), t.First, p.Clone()}
		}
	}
	var out []analysisMark
	pct := func(drop float64) int { return int(drop*50 + 0.5) } // points of winning chance, 0–100
	for _, rv := range reviews {
		st, ok := starts[rv.Turn]
		if !ok || !rv.Reviewed || rv.Verdict == player.NoVerdict {
			continue
		}
		mk := analysisMark{review: rv, event: st.event, before: st.pos,
			line: a.trf("analysis.line", "Turn", a.trf("analysis.turn", "Turn", rv.Turn), "Mark", rv.Verdict.Symbol(),
				"Verdict", a.tr("analysis."+rv.Verdict.String()), "Played", turnWords(rv.Played)),
		}
		mk.better = append(mk.better,
			a.trf("analysis.lost", "Mark", rv.Verdict.Symbol(), "Verdict", a.tr("analysis."+rv.Verdict.String()),
				"From", player.Percent(rv.BestChances), "To", player.Percent(rv.Chances), "Points", pct(rv.Drop)),
			a.trf("analysis.better", "Best", match.TurnWordsIn(a.lang, rv.Best, &st.pos)))
		if ex := a.opts.Explainer; ex != nil {
			if why, err := ex(&st.pos, rv.Best); err == nil {
				mk.better = append(mk.better, match.ReasonLine(a.lang, &why)) // "Why: it captures…", as Suggest says it
			}
		}
		if given != nil {
			if gv, ok := given(st.first, rv.Played); ok {
				mk.better = append(mk.better, a.trf("analysis.suggested",
					"Seconds", a.lang.Decimal(gv.Budget.Seconds(), -1), "Budget", a.lang.Decimal(analysisBudget.Seconds(), -1), "Depth", rv.Depth))
			}
		}
		out = append(out, mk)
	}
	return out
}

// turnWords writes a turn's actions as the record does.
func turnWords(acts []engine.Action) string {
	ws := make([]string, len(acts))
	for i, a := range acts {
		ws[i] = a.String()
	}
	return strings.Join(ws, ", ")
}
