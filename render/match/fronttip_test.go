package match

import (
	"testing"

	"strategema/engine"
)

// TestLockedFrontTip: the advice comes once at each of FrontTipTurns and
// names the level where the enemy is thinnest among those the person has
// units on.
func TestLockedFrontTip(t *testing.T) {
	const units = " | C: C L2-D1, G L1-C2, S L4-E3, N L3-A2 | A: C L2-E8, G L1-F7, G L1-E6, S L3-C6, S L3-D6, N L4-B7"
	for _, tc := range []struct {
		name      string
		header    string
		lastAsked int
		ok        bool
		level     int
		enemy     int
	}{
		{"too early", "Cerulean to move, 2 actions, turn 15, quiet 15", 14, false, 0, 0},
		{"first", "Cerulean to move, 2 actions, turn 17, quiet 16", 15, true, 3, 1},
		{"given already", "Cerulean to move, 2 actions, turn 19, quiet 18", 17, false, 0, 0},
		{"second", "Cerulean to move, 2 actions, turn 49, quiet 48", 47, true, 3, 1},
		{"a jump past it (a load)", "Cerulean to move, 2 actions, turn 131, quiet 130", 0, true, 3, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p, err := engine.ParsePosition(tc.header + units)
			if err != nil {
				t.Fatal(err)
			}
			tip, ok := LockedFrontTip(&p, engine.Cerulean, tc.lastAsked)
			if ok != tc.ok || ok && (tip.Level != tc.level || tip.Enemy != tc.enemy || tip.Turns != p.QuietTurns()) {
				t.Errorf("LockedFrontTip = %+v, %v; want level %d, %d enemies, %v", tip, ok, tc.level, tc.enemy, tc.ok)
			}
		})
	}
	// a level where the person has no unit is not advised: Amber has none
	// on L2 but the Core, yet L4 (one Node) is where Cerulean can push
	p, err := engine.ParsePosition("Cerulean to move, 2 actions, turn 17, quiet 16 | C: C L2-D1, G L1-C2, S L3-E3 | A: C L2-E8, G L1-F7, S L3-C6, S L3-D6")
	if err != nil {
		t.Fatal(err)
	}
	tip, ok := LockedFrontTip(&p, engine.Cerulean, 0)
	if !ok || tip.Enemy != 1 || tip.Even {
		t.Errorf("LockedFrontTip = %+v, %v; want a level with one Amber unit", tip, ok)
	}
	// one on every level: no level to name
	even, err := engine.ParsePosition("Cerulean to move, 2 actions, turn 17, quiet 16 | C: C L2-D1, G L1-C2, S L3-E3, N L4-A2 | A: C L2-E8, G L1-F7, S L3-C6, N L4-B7")
	if err != nil {
		t.Fatal(err)
	}
	if tip, ok := LockedFrontTip(&even, engine.Cerulean, 0); !ok || !tip.Even {
		t.Errorf("LockedFrontTip at the start = %+v, %v; want an even front", tip, ok)
	}
}
