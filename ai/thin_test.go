// thin_test.go: the Thin term of the evaluation, against a per-cell count.

package ai

import (
	"math/rand"
	"testing"

	"strategema/engine"
)

// refThin counts the contested cells side x controls by exactly one aura,
// cell by cell through engine.Position.Influence.
func refThin(p *engine.Position, x engine.Side) int {
	n := 0
	for c := engine.Cell(0); c < engine.Cells; c++ {
		if o := p.Influence(x.Opponent(), c); o > 0 && p.Influence(x, c) == o+1 {
			n++
		}
	}
	return n
}

// TestThinTermMatchesReference: on positions of seeded random games,
// switching the term on moves Cerulean's evaluation by exactly Thin per
// thin Amber cell minus Thin per thin Cerulean cell. The weights leave out
// the lead's ramps (pressing and converting a lead; not additive), so the
// difference is the term alone.
func TestThinTermMatchesReference(t *testing.T) {
	with := DataConfig().W
	if with.Thin == 0 {
		t.Fatal("Data's Thin weight is 0: nothing to test")
	}
	with.PressMargin, with.PressTerritory = 0, 0
	with.Front, with.Advance = 0, 0 // the conversion's ramp on the lead, not additive either
	without := with
	without.Thin = 0
	rng := rand.New(rand.NewSource(5))
	moved := 0
	randomPlayouts(t, rng, 10, 200, 5, func(p *engine.Position, where string) {
		q1, q2 := *p, *p
		got := Evaluate(&q1, engine.Cerulean, &with) - Evaluate(&q2, engine.Cerulean, &without)
		want := with.Thin * (refThin(p, engine.Amber) - refThin(p, engine.Cerulean))
		if got != want {
			t.Fatalf("%s: the term moved the evaluation by %d, want %d", where, got, want)
		}
		if got != 0 {
			moved++
		}
	})
	if moved == 0 {
		t.Fatal("the term never moved the evaluation: the test checked nothing")
	}
}
