package ai

import (
	"context"
	"slices"
	"testing"

	"strategema/engine"
)

// overreach measures side's army after its turn: the ranks its active
// Strikers stand inside the enemy half (raidDepth, summed) and its active
// units other than the Core that stand next to an enemy unit with no
// retreat cell (a unit without a way out: lost when it loses an
// engagement).
func overreach(p *engine.Position, side engine.Side) (raid, trapped int) {
	lo := engine.UnitID(int(side) * engine.UnitsPerSide)
	retreat := p.RetreatCells(side)
	enemy := p.Occupied(side.Opponent())
	for id := lo; id < lo+engine.UnitsPerSide; id++ {
		u := p.Unit(id)
		if !u.Active() || u.Kind == engine.Core {
			continue
		}
		if u.Kind == engine.Striker {
			raid += raidDepth(side, u.Cell)
		}
		n := engine.Neighbours(u.Cell)
		if !n.And(enemy).Empty() && n.And(retreat).Empty() {
			trapped++
		}
	}
	return raid, trapped
}

// TestRecruitBreaksALockedFront: in a game of Greedy against the
// Recruit whose front stood locked for 70 turns without a capture
// (testdata/explain-greedy-recruit-11.txt, the Recruit Amber), the
// Recruit of today, once the game has gone RestlessAfter turns without a
// capture, overreaches where his calm self (RestlessAfter 0) does not:
// his turn leaves his Strikers deeper in the enemy's half, or a unit
// next to the enemy without a way out. Before the lock (fewer quiet
// turns) he plays his calm game. The restless turns are two where his
// choice differs and raids deeper (it differs in about half of the
// record's restless turns; in most of them he raids as deep as calm,
// whose raids are already heavy).
func TestRecruitBreaksALockedFront(t *testing.T) {
	const file = "explain-greedy-recruit-11.txt"
	after := RecruitConfig().RestlessAfter
	if after <= 0 {
		t.Fatalf("the Recruit is never restless (RestlessAfter %d)", after)
	}
	cases := []struct {
		label    string
		restless bool // the quiet turns at the label reach RestlessAfter
	}{
		{"2A", false},
		{"4A", false},
		{"15A", true}, // a Striker to L1-H4 and one to L2-H4: five ranks in, four calm
		{"18A", true}, // L3-G5>L1-F4 for a Node's step: four ranks in, three calm
	}
	turn := func(p *engine.Position, opts ...Option) []engine.Action {
		pl, err := New("recruit", append([]Option{WithThreads(1), WithDepth(1), WithTableSize(12)}, opts...)...)
		if err != nil {
			t.Fatal(err)
		}
		plan, err := pl.PlayTurn(context.Background(), p, 0)
		if err != nil {
			t.Fatal(err)
		}
		return plan.Actions
	}
	after1 := func(p *engine.Position, acts []engine.Action) (int, int) {
		q := p.Clone()
		for _, a := range acts {
			if err := q.Apply(a, nil); err != nil {
				t.Fatalf("%v: %v", a, err)
			}
		}
		return overreach(&q, p.ToMove())
	}
	for _, tc := range cases {
		t.Run(tc.label, func(t *testing.T) {
			p, _ := recordTurn(t, file, tc.label)
			if got := p.QuietTurns() >= after; got != tc.restless {
				t.Fatalf("%d quiet turns at %s: restless %v, want %v (the record changed?)", p.QuietTurns(), tc.label, got, tc.restless)
			}
			today := turn(p)
			calm := turn(p, WithConfig(func(c *Config) { c.RestlessAfter = 0 }))
			if !tc.restless {
				if !slices.Equal(today, calm) {
					t.Errorf("%d quiet turns: %v, his calm game %v", p.QuietTurns(), today, calm)
				}
				return
			}
			raid, trapped := after1(p, today)
			calmRaid, calmTrapped := after1(p, calm)
			if raid <= calmRaid && trapped <= calmTrapped {
				t.Errorf("%d quiet turns: %v leaves raid depth %d and %d units without a way out; his calm %v %d and %d",
					p.QuietTurns(), today, raid, trapped, calm, calmRaid, calmTrapped)
			}
		})
	}
}
