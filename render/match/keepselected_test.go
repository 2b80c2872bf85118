package match

import (
	"testing"

	"strategema/engine"
)

// TestMovedUnitStaysSelectedForASurge: after the person moves a unit with
// an action left, that unit is selected where it stands, so Surge (S)
// boosts it; after the turn's last action, a surge, or a move that leaves
// the unit unable to surge, nothing is selected.
func TestMovedUnitStaysSelectedForASurge(t *testing.T) {
	tests := []struct {
		name     string
		actions  []engine.Action
		selected engine.Cell
	}{
		{"a first move", []engine.Action{opening}, opening.To},
		{"a move then a surge", []engine.Action{opening, engine.Surge(opening.To)}, engine.NoCell},
		{"the turn's second move", []engine.Action{opening, engine.Move(engine.NewCell(1, 4, 1), engine.NewCell(1, 4, 3))}, engine.NoCell},
		{"a surge, then a move of the surging unit", []engine.Action{engine.Surge(opening.From), opening}, engine.NoCell},
		{"a hold", []engine.Action{engine.Simple(engine.ActHold)}, engine.NoCell},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := New(engine.NewGame(), hotseat())
			for _, a := range tc.actions {
				if err := m.Act(a); err != nil {
					t.Fatalf("%s: %v", a, err)
				}
			}
			if m.Sel != tc.selected {
				t.Fatalf("selected %v, want %v", m.Sel, tc.selected)
			}
			if tc.selected != engine.NoCell {
				if m.SurgeTarget(engine.NoCell) != tc.selected {
					t.Errorf("the surge target is %v, want the moved unit on %v", m.SurgeTarget(engine.NoCell), tc.selected)
				}
				if want := m.Game.Position().Destinations(tc.selected); m.Dests != want {
					t.Errorf("the kept selection's destinations are not the engine's")
				}
			}
		})
	}
}

// TestClickOnTheKeptSelection: the person clicks the unit they just moved
// to move it again: the click keeps it selected (a click on a unit they
// selected themselves drops it).
func TestClickOnTheKeptSelection(t *testing.T) {
	m := New(engine.NewGame(), hotseat())
	if err := m.Act(opening); err != nil {
		t.Fatal(err)
	}
	m.ClickSelected()
	if m.Sel != opening.To {
		t.Fatalf("a click on the moved unit dropped it: selected %v", m.Sel)
	}
	m.ClickSelected()
	if m.Sel != engine.NoCell {
		t.Fatalf("a second click kept the selection on %v", m.Sel)
	}
	m.Select(opening.To)
	m.ClickSelected()
	if m.Sel != engine.NoCell {
		t.Fatalf("a click on a unit the person selected kept it: %v", m.Sel)
	}
}
