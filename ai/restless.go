// restless.go: a beginner breaks a locked front by overreaching
// (Config.RestlessAfter): once the game has gone some turns without a
// capture, the Recruit plays with other weights (Config.Restless).

package ai

import "strategema/engine"

// searchFor is the search p's turn is played with: the player's own, or,
// when his character is restless (Config.RestlessAfter) and the game has
// gone that many turns without a unit captured or neutralized
// (p.QuietTurns, the count the 500-turn rule reads), the search with the
// restless weights, made at its first need. A capture by either side
// resets the count, so he is calm again until the front locks again.
func (s *searchPlayer) searchFor(p *engine.Position) *engineSearch {
	c := &s.eng.cfg
	if !restless(c, p) {
		return s.eng
	}
	if s.restless == nil {
		rc := *c
		rc.W, rc.RestlessAfter = c.Restless, 0
		s.restless = newEngineSearch(rc, s.ttLog2, len(s.eng.threads))
		s.restless.yield, s.restless.yieldEvery = s.eng.yield, s.eng.yieldEvery
	}
	return s.restless
}

// restless reports whether a player of character c is restless at p.
func restless(c *Config, p *engine.Position) bool {
	return c.RestlessAfter > 0 && p.QuietTurns() >= c.RestlessAfter
}
