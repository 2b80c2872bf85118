package match

import "strategema/engine"

// ShowTurn shows acts on the board as the turn suggested for the
// position on screen, as a suggestion is shown (Hint): the analysis's better
// turn in a replay. Nil clears it.
func (m *Match) ShowTurn(acts []engine.Action) {
	if acts == nil {
		m.hint = nil
		return
	}
	m.hint, m.hintAt = append([]engine.Action(nil), acts...), len(m.Game.Actions())
}
