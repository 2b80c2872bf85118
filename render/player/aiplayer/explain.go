package aiplayer

import (
	"fmt"

	"strategema/ai"
	"strategema/engine"
	"strategema/render/player"
)

// Explain is a player.Explainer: ai.ExplainTurn's reason, copied into the
// seam's words.
func Explain(p *engine.Position, acts []engine.Action) (player.Reason, error) {
	r, err := ai.ExplainTurn(p, acts)
	if err != nil {
		return player.Reason{}, fmt.Errorf("explaining the suggestion: %w", err)
	}
	return player.Reason{Kind: r.Kind.String(), Win: r.Win, Won: unitFacts(r.Won), Saved: unitFacts(r.Saved),
		Cells: r.Cells, EnemyCells: r.EnemyCells}, nil
}

// unitFacts copies the AI's unit facts into the seam's.
func unitFacts(fs []ai.UnitFact) []player.UnitFact {
	out := make([]player.UnitFact, len(fs))
	for i, f := range fs {
		out[i] = player.UnitFact{Kind: f.Kind, Cell: f.Cell, Fate: f.Fate.String()}
	}
	return out
}

var _ player.Explainer = Explain
