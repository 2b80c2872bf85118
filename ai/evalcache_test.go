package ai

import (
	"math/rand"
	"testing"

	"strategema/engine"
)

// TestEvalCacheMatchesEvaluate plays seeded random games and asks the
// cache for every position, both sides, twice (the second time from the
// cache): it must answer what Evaluate answers, for ended games too.
func TestEvalCacheMatchesEvaluate(t *testing.T) {
	for _, cfg := range []Config{DataConfig(), KolramiConfig()} {
		th := newThread(&cfg, newTT(10), 0)
		hits := 0
		for seed := int64(1); seed <= 6; seed++ {
			err := engine.RandomPlayout(engine.NewGame(), rand.New(rand.NewSource(seed)), 400, func(i int, p *engine.Position) {
				for round := 0; round < 2; round++ {
					for s := engine.Cerulean; s <= engine.Amber; s++ {
						want := Evaluate(p, s, &cfg.W)
						if _, ok := th.evc.probe(evalKey(p, s)); ok {
							hits++
						}
						if got := th.evaluate(p, s); got != want {
							t.Fatalf("seed %d action %d round %d side %v: cache says %d, Evaluate %d", seed, i, round, s, got, want)
						}
					}
				}
			})
			if err != nil {
				t.Fatal(err)
			}
		}
		if hits == 0 {
			t.Fatal("the cache never answered")
		}
	}
}
