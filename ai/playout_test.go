// playout_test.go: uniformly random games, the positions several tests
// check their sets and terms on.

package ai

import (
	"fmt"
	"math/rand"
	"testing"

	"strategema/engine"
)

// randomPlayouts plays games random games of up to maxPly actions
// (engine.RandomPlayout, drawing from rng) and calls visit with every
// every-th position after an action (after actions 1, 1+every, 1+2·every,
// ...) that is not over, named "game G ply P" (P counting from 0 for the
// first action). visit may draw from rng too.
func randomPlayouts(t *testing.T, rng *rand.Rand, games, maxPly, every int, visit func(p *engine.Position, where string)) {
	t.Helper()
	for game := 0; game < games; game++ {
		err := engine.RandomPlayout(engine.NewGame(), rng, maxPly, func(n int, p *engine.Position) {
			if ply := n - 1; ply >= 0 && ply%every == 0 && !p.Over() {
				visit(p, fmt.Sprintf("game %d ply %d", game, ply))
			}
		})
		if err != nil {
			t.Fatalf("game %d: %v", game, err)
		}
	}
}
