// playout.go: random games, the positions the engine's and the computer
// commanders' tests check their invariants on.

package engine

import (
	"fmt"
	"math/rand"
)

// RandomPlayout plays up to maxActions actions on g, each drawn uniformly
// by rng from the legal actions in their generated order, and calls visit
// (when not nil) with every position of the playout: the one it starts
// from (ply 0) and the one after each action (ply n after n actions). It
// stops when the game is over. The same rng state and game give the same
// playout. It lives here rather than in a test package because the
// engine's own tests use it as well as those of package ai.
func RandomPlayout(g *Game, rng *rand.Rand, maxActions int, visit func(ply int, p *Position)) error {
	var buf []Action
	if visit != nil {
		visit(0, g.Position())
	}
	for ply := 1; ply <= maxActions && !g.Position().Over(); ply++ {
		buf = g.Position().LegalActions(buf[:0])
		if _, err := g.Apply(buf[rng.Intn(len(buf))]); err != nil {
			return fmt.Errorf("random playout, action %d: %w", ply, err)
		}
		if visit != nil {
			visit(ply, g.Position())
		}
	}
	return nil
}
