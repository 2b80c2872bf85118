// win_test.go: the memo's margin sets (winCells: mayWin for all of a unit's
// destinations at once) against mayWin cell by cell.

package ai

import (
	"fmt"
	"math/rand"
	"testing"

	"strategema/engine"
)

// TestWinBasesCoverKinds: every kind's base strength has its win set.
func TestWinBasesCoverKinds(t *testing.T) {
	for k := engine.Kind(0); k < engine.NumKinds; k++ {
		if b := k.BaseStrength(); b < 1 || b >= winBases {
			t.Errorf("%v: base strength %d outside the win sets' 1..%d", k, b, winBases-1)
		}
	}
}

// checkWinCells compares winCells with mayWin for every active unit of the
// side to move at p and every cell next to an enemy unit it can reach,
// with the memo filled in a random order (winCells for some units first,
// mayWin's lazy filling for others), as the search mixes them. It counts
// the winning and the losing cells it saw.
func checkWinCells(t *testing.T, th *thread, p *engine.Position, rng *rand.Rand, where string, seen *[2]int) {
	t.Helper()
	n := th.infoAt(p, &th.ni[0])
	th.memo.reset()
	lo := engine.UnitID(int(p.ToMove()) * engine.UnitsPerSide)
	for id := lo; id < lo+engine.UnitsPerSide; id++ {
		u := p.Unit(id)
		if !u.Active() {
			continue
		}
		mv := th.mover(n, &u)
		d := p.Destinations(u.Cell).And(n.enemyAdj)
		if rng.Intn(3) == 0 {
			// some cells through mayWin first.
			for _, c := range d.Cells() {
				if rng.Intn(2) == 0 {
					th.mayWin(n, &mv, c)
				}
			}
		}
		got := th.winCells(n, &mv, d)
		for _, c := range d.Cells() {
			want := th.mayWin(n, &mv, c)
			if got.Has(c) != want {
				t.Fatalf("%s: %v %v to %v: winCells says %v, mayWin %v", where, u.Kind, u.Cell, c, got.Has(c), want)
			}
			if want {
				seen[0]++
			} else {
				seen[1]++
			}
		}
	}
}

// TestWinCellsIsMayWin: on positions of seeded random games and random
// crowded setups, for both characters' nodes, winCells finds exactly the
// destinations where mayWin holds.
func TestWinCellsIsMayWin(t *testing.T) {
	th := newEngineSearch(KolramiConfig(), 10, 1).threads[0]
	rng := rand.New(rand.NewSource(17))
	var seen [2]int
	randomPlayouts(t, rng, 6, 240, 3, func(p *engine.Position, where string) {
		checkWinCells(t, th, p, rng, where, &seen)
	})
	for i := 0; i < 300; i++ {
		p := randomSetup(t, rng)
		checkWinCells(t, th, &p, rng, fmt.Sprintf("setup %d", i), &seen)
	}
	if seen[0] < 100 || seen[1] < 100 {
		t.Fatalf("only %d winning and %d losing cells seen: the test checked too little", seen[0], seen[1])
	}
	t.Logf("%d winning, %d losing destinations", seen[0], seen[1])
}
