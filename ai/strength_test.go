package ai

import (
	"testing"

	"strategema/engine"
)

// strengthPos builds a position from units, Cerulean to move.
func strengthPos(t *testing.T, us []engine.Unit) engine.Position {
	t.Helper()
	p, err := engine.Setup{Units: us}.Position()
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestJudgeWeightsFixed: the referee and Greedy keep the weights the
// measurements were made with, whatever the characters' tuning; and they
// carry none of the characters' plan terms.
func TestJudgeWeightsFixed(t *testing.T) {
	w := JudgeWeights()
	if w.PressMargin != 0 || w.PressTerritory != 0 {
		t.Fatalf("judge weights carry plan terms: %+v", w)
	}
	want := [engine.NumKinds]int{engine.Core: 0, engine.Nexus: 400, engine.Guardian: 160, engine.Striker: 150, engine.Node: 100}
	if w.Territory != 10 || w.Systemic != 20 || w.Material != want || w.Isolated != 60 || w.IsoCounter != 60 || w.Tempo != 15 {
		t.Fatalf("judge weights changed: %+v", w)
	}
}
