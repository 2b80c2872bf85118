// rest.go: the Strikers' rest while a won position is converted
// (Config.StrikersRestAbove).

package ai

import "strategema/engine"

// strikersRest reports whether a search of the turn that starts at
// turnStart leaves the quiet Striker moves of the side to move out of
// its own turn: its own evaluation there exceeds cfg.StrikersRestAbove.
func strikersRest(cfg *Config, turnStart *engine.Position) bool {
	if cfg.StrikersRestAbove <= 0 || turnStart.Over() {
		return false
	}
	p := turnStart.Clone()
	return Evaluate(&p, p.ToMove(), &cfg.W) > cfg.StrikersRestAbove
}

// restingStriker reports whether a, an action of p's side to move that
// the ordering did (tactical) or did not find tactical and after which
// that side evaluates the position at score, is a quiet Striker move
// that a resting side leaves out: a Striker's move that is not tactical
// and does not win the game.
func restingStriker(p *engine.Position, a engine.Action, tactical bool, score int) bool {
	if tactical || score > mateBound || a.Type != engine.ActMove {
		return false
	}
	return p.Unit(p.UnitAt(a.From)).Kind == engine.Striker
}
