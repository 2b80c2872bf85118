package ai

import (
	"testing"

	"strategema/engine"
)

// TestJudgeWeightsFixed: the referee and Greedy keep the weights the
// measurements were made with, whatever the characters' tuning; and they
// carry none of the characters' plan terms.
func TestJudgeWeightsFixed(t *testing.T) {
	w := JudgeWeights()
	if w.PressMargin != 0 || w.PressTerritory != 0 || w.IsoScaled || w.Thin != 0 || w.Front != 0 {
		t.Fatalf("judge weights carry plan terms: %+v", w)
	}
	want := [engine.NumKinds]int{engine.Core: 0, engine.Nexus: 400, engine.Guardian: 160, engine.Striker: 150, engine.Node: 100}
	if w.Territory != 10 || w.Systemic != 20 || w.Material != want || w.Isolated != 60 || w.IsoCounter != 60 || w.Tempo != 15 {
		t.Fatalf("judge weights changed: %+v", w)
	}
}

// TestEvaluationPrefersNeutralizedEnemy: the same position, with an Amber
// Guardian active, isolated (counter 2) or neutralized: every evaluation
// (the judge's and both characters') ranks them neutralized > isolated >
// active for Cerulean, for both characters (IsoScaled). The judge's
// weights, kept as the measurements were made, do not: their isolation
// penalty exceeds a unit's value.
func TestEvaluationPrefersNeutralizedEnemy(t *testing.T) {
	C := engine.Cerulean
	// the Amber Guardian on L2-D3 is active, isolated (counter 2) or neutralized.
	mk := func(guardian string) engine.Position {
		return position(t, "Cerulean to move, 2 actions | C: C L2-D1, X L2-C1, N L1-C3, N L3-E3, N L2-F2 | A: C L2-E8, X L2-D8, "+guardian)
	}
	act, iso, neu := mk("G L2-D3"), mk("G L2-D3#2"), mk("G L2-D3!")
	if act.Supplied(act.UnitAt(mustCell(t, "L2-D3"))) {
		t.Fatal("the Guardian deep in Cerulean ground should be isolated")
	}
	for name, w := range map[string]Weights{"data": DataConfig().W, "kolrami": KolramiConfig().W} {
		a, i, n := act, iso, neu
		va, vi, vn := Evaluate(&a, C, &w), Evaluate(&i, C, &w), Evaluate(&n, C, &w)
		if !(vn > vi && vi >= va) {
			t.Errorf("%s: neutralized %d, isolated %d, active %d: want neutralized > isolated >= active", name, vn, vi, va)
		}
	}
}

// TestCharactersStayDistinct: after the retuning Kolrami still weighs
// territory, tempo and Striker raids above Data and the push onto enemy
// ground no lower (both convert a won position with it), values material
// no higher, and holds draws in more contempt.
func TestCharactersStayDistinct(t *testing.T) {
	d, k := DataConfig(), KolramiConfig()
	if k.W.Territory <= d.W.Territory || k.W.Tempo <= d.W.Tempo ||
		k.W.StrikerRaid <= d.W.StrikerRaid || k.W.StrikerCore <= d.W.StrikerCore || k.RaidBias <= d.RaidBias ||
		k.W.Front < d.W.Front {
		t.Errorf("Kolrami no longer the faster, more territorial raider: %+v vs %+v", k.W, d.W)
	}
	for kind := engine.Nexus; kind < engine.NumKinds; kind++ {
		if k.W.Material[kind] > d.W.Material[kind] {
			t.Errorf("Kolrami values %v above Data", kind)
		}
	}
	if k.Contempt <= d.Contempt || k.AcceptBelow >= d.AcceptBelow {
		t.Errorf("Kolrami's draw policy is not the harder one")
	}
}
