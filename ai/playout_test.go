// playout_test.go: uniformly random games, the positions several tests
// check their sets and terms on.

package ai

import (
	"fmt"
	"math/rand"
	"testing"

	"strategema/engine"
)

// randomPlayouts plays games random games (each action drawn uniformly
// from the legal ones by rng) of up to maxPly actions, and calls visit
// with every every-th position (ply 0, every, 2·every, ...) that is not
// over, named "game G ply P". visit may draw from rng too.
func randomPlayouts(t *testing.T, rng *rand.Rand, games, maxPly, every int, visit func(p *engine.Position, where string)) {
	t.Helper()
	for game := 0; game < games; game++ {
		g := engine.NewGame()
		for ply := 0; ply < maxPly && !g.Position().Over(); ply++ {
			acts := g.Position().LegalActions(nil)
			if _, err := g.Apply(acts[rng.Intn(len(acts))]); err != nil {
				t.Fatalf("game %d ply %d: %v", game, ply, err)
			}
			if ply%every == 0 && !g.Position().Over() {
				visit(g.Position(), fmt.Sprintf("game %d ply %d", game, ply))
			}
		}
	}
}
