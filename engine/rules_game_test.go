// rules_game_test.go: Undo, Preview, ReplayTo and the event fold.

package engine

import (
	"math/rand"
	"testing"
)

func TestRulesUndoPreviewReplay(t *testing.T) {
	g := NewGame()
	if err := RandomPlayout(g, rand.New(rand.NewSource(3)), 120, nil); err != nil {
		t.Fatal(err)
	}
	n := len(g.Actions())
	if n < 50 {
		t.Fatalf("%d actions", n)
	}
	// Preview answers without changing anything and matches Apply.
	if !g.Position().Over() {
		a := g.Position().LegalActions(nil)[0]
		h, ne := g.Position().Hash(), len(g.Events())
		pre, err := g.Preview(a)
		if err != nil || g.Position().Hash() != h || len(g.Events()) != ne || len(g.Actions()) != n {
			t.Fatalf("preview changed the game (%v)", err)
		}
		got, err := g.Apply(a)
		if err != nil || len(got) != len(pre) {
			t.Fatalf("apply after preview: %v, %d vs %d events", err, len(got), len(pre))
		}
		for i := range got {
			if got[i] != pre[i] {
				t.Fatalf("event %d: preview %s, apply %s", i, pre[i].Describe(), got[i].Describe())
			}
		}
		if err := g.Undo(); err != nil || g.Position().Hash() != h || len(g.Events()) != ne {
			t.Fatal("undo did not restore the position")
		}
	}
	if _, err := g.Preview(Move(C("L1-A1"), C("L4-H8"))); err == nil {
		t.Fatal("preview of an illegal move")
	}
	// ReplayTo(k) equals undoing back to k.
	for _, k := range []int{0, 1, n / 2, n} {
		r, err := g.ReplayTo(k)
		if err != nil {
			t.Fatal(err)
		}
		u := NewGameFrom(g.Initial())
		for _, a := range g.Actions()[:k] {
			if _, err := u.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		if r.Position().Hash() != u.Position().Hash() || r.Position().Turn() != u.Position().Turn() || len(r.Actions()) != k {
			t.Fatalf("ReplayTo(%d) differs", k)
		}
	}
	if _, err := g.ReplayTo(n + 1); err == nil {
		t.Fatal("ReplayTo past the end")
	}
	// undo everything, step by step, back to the opening.
	for g.CanUndo() {
		if err := g.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	o := NewPosition()
	if g.Position().Hash() != o.Hash() || len(g.Events()) != 0 || g.Position().Turn() != 1 {
		t.Fatal("undo to the opening")
	}
	if g.Undo() == nil {
		t.Fatal("undo with nothing to take back")
	}
	// the position is a fold over the events.
	g = NewGame()
	if err := RandomPlayout(g, rand.New(rand.NewSource(4)), 400, nil); err != nil {
		t.Fatal(err)
	}
	f, err := Fold(g.Initial(), g.Events())
	if err != nil || f.Hash() != g.Position().Hash() || f.Turn() != g.Position().Turn() || f.Result() != g.Position().Result() {
		t.Fatalf("fold: %v", err)
	}
	for id := UnitID(0); id < NumUnits; id++ {
		if f.Unit(id) != g.Position().Unit(id) {
			t.Fatalf("fold: unit %d differs", id)
		}
	}
	// Combats lists every engagement in order.
	if len(g.Combats()) != len(ofType(g.Events(), EvEngaged)) {
		t.Fatal("Combats")
	}
}

func TestRulesUndoAcrossTurnAndGameEnd(t *testing.T) {
	g := NewGame()
	play(t, g, "hold", "hold")
	checkState(t, g, Amber, 2, 2)
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	checkState(t, g, Cerulean, 1, 1)
	play(t, g, "resign")
	if err := g.Undo(); err != nil || g.Position().Over() {
		t.Fatal("undo of a resignation")
	}
	checkState(t, g, Cerulean, 1, 1)
}
