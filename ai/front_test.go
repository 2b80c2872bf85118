// front_test.go: the Front term of the evaluation, against a per-cell sum.

package ai

import (
	"math/rand"
	"testing"

	"strategema/engine"
)

// refFront sums x's influence over the cells its opponent controls, cell
// by cell through engine.Position.Influence and Owner.
func refFront(p *engine.Position, x engine.Side) int {
	sum := 0
	for c := engine.Cell(0); c < engine.Cells; c++ {
		if s, ok := p.Owner(c); ok && s == x.Opponent() {
			sum += p.Influence(x, c)
		}
	}
	return sum
}

// TestFrontTermMatchesReference: on positions of seeded random games,
// switching the Front term on moves Cerulean's evaluation by exactly what
// a cell-by-cell sum says. Without a margin (FrontMargin 0) both sides get
// it: Front times Cerulean's influence on Amber's cells minus Front times
// Amber's on Cerulean's. With Kolrami's margin only the side leading by
// more than it does, ramped in up to twice the margin. The lead's press,
// Advance (TestAdvanceSteps) and SurgeCost (TestSurgeCostOnlyWhenConverting)
// are left out of both (not additive), so the
// lead is the evaluation without the term less the tempo.
func TestFrontTermMatchesReference(t *testing.T) {
	kolrami := KolramiConfig().W
	if kolrami.Front == 0 || kolrami.FrontMargin == 0 {
		t.Fatal("Kolrami's Front weight or margin is 0: nothing to test")
	}
	kolrami.PressMargin, kolrami.PressTerritory = 0, 0
	kolrami.Advance, kolrami.SurgeCost = 0, 0
	always := kolrami
	always.FrontMargin = 0
	rng := rand.New(rand.NewSource(9))
	moved := map[string]int{}
	for game := 0; game < 12; game++ {
		g := engine.NewGame()
		for ply := 0; ply < 240 && !g.Position().Over(); ply++ {
			acts := g.Position().LegalActions(nil)
			// Cerulean plays forward moves when it can, so that leads big
			// enough for the ramp occur.
			a := acts[rng.Intn(len(acts))]
			if g.Position().ToMove() == engine.Cerulean && rng.Intn(3) > 0 {
				for _, b := range acts {
					if b.Type == engine.ActMove && b.To.Rank() > b.From.Rank() && rng.Intn(4) == 0 {
						a = b
						break
					}
				}
			}
			if _, err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
			p := g.Position()
			if ply%3 != 0 || p.Over() {
				continue
			}
			for name, with := range map[string]Weights{"always": always, "leader": kolrami} {
				without := with
				without.Front = 0
				q1, q2 := *p, *p
				base := Evaluate(&q2, engine.Cerulean, &without)
				got := Evaluate(&q1, engine.Cerulean, &with) - base
				var want int
				if with.FrontMargin == 0 {
					want = with.Front * (refFront(p, engine.Cerulean) - refFront(p, engine.Amber))
				} else {
					tempo := with.Tempo * p.ActionsLeft()
					if p.ToMove() != engine.Cerulean {
						tempo = -tempo
					}
					lead, leader, sign := base-tempo, engine.Cerulean, 1
					if lead < 0 {
						lead, leader, sign = -lead, engine.Amber, -1
					}
					if m := with.FrontMargin; lead > m {
						want = sign * with.Front * refFront(p, leader) * min(lead-m, m) / m
					}
				}
				if got != want {
					t.Fatalf("%s: game %d ply %d: the term moved the evaluation by %d, want %d", name, game, ply, got, want)
				}
				if got != 0 {
					moved[name]++
				}
			}
		}
	}
	if moved["always"] == 0 || moved["leader"] == 0 {
		t.Fatalf("the term never moved the evaluation in some mode (%v): the test checked nothing", moved)
	}
	t.Logf("positions where the term counted: %v", moved)
}
