package render

import (
	"fmt"
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
	better string          // the better turn, in the player's words
}

// analysisMarks lists the turns of g with a verdict, in order, locating each
// turn's start among g's events.
func analysisMarks(a *App, g *engine.Game, reviews []player.Review) []analysisMark {
	type start struct {
		event int
		pos   engine.Position
	}
	starts := map[int]start{}
	for _, t := range g.Turns() {
		p := g.Before(t.First)
		if _, ok := starts[p.Turn()]; !ok {
			starts[p.Turn()] = start{g.EventsBefore(t.First), p.Clone()}
		}
	}
	var out []analysisMark
	for _, rv := range reviews {
		st, ok := starts[rv.Turn]
		if !ok || !rv.Reviewed || rv.Verdict == player.NoVerdict {
			continue
		}
		label := fmt.Sprintf("%d%c", rv.Round, rv.Side.Letter())
		out = append(out, analysisMark{
			review: rv, event: st.event, before: st.pos,
			line: a.trf("analysis.line", "Turn", label, "Mark", rv.Verdict.Symbol(),
				"Verdict", a.tr("analysis."+rv.Verdict.String()), "Played", turnWords(rv.Played)),
			better: a.trf("analysis.better", "Best", match.TurnWordsIn(a.lang, rv.Best, &st.pos)),
		})
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
