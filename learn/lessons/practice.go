// practice.go: the lessons that teach how to make progress once the rules
// are known: gaining ground against a static front, cutting a unit's
// retreat to capture it, isolating a raider, closing a ring on the edge,
// and when to surge. They follow the rules lessons (All numbers them on)
// and carry Practice, so a list may head them apart.

package lessons

import "strategema/engine"

// frontSetup is a static front: the two sides mirror each other, 116 cells
// each, the ranks between them neutral.
const frontSetup = "Cerulean to move, 2 actions | C: C L2-D1, X L2-C1, X L2-E1, N L2-B3, N L2-D3, N L2-F3, N L1-C3, N L1-E3, N L3-C3, N L3-E3, N L3-G3, N L1-G3 | " +
	"A: C L2-E8, X L2-F8, X L2-D8, N L2-G6, N L2-E6, N L2-C6, N L1-F6, N L1-D6, N L3-F6, N L3-D6, N L3-B6, N L1-B6"

// practice is the lessons on making progress, in teaching order.
func practice() []Lesson {
	return []Lesson{
		{ID: "front", Practice: true, Rules: []string{"5", "6"}, Stages: []Stage{
			// Two surges whose extra ring falls on the same neutral cells:
			// 116 -> 142; spread out, they reach 138 at best.
			{Setup: frontSetup, Goal: Goal{Kind: Territory, Cell: engine.NoCell, Count: 142}, Par: 2, OneTurn: true,
				Solution: []string{"surge L1-E3", "surge L3-E3"}},
			// Ground that lasts: two Nodes step up to rank 4, out of reach
			// of the enemy's, 116 -> 132; a surge fades at the next turn.
			{Setup: frontSetup, Goal: Goal{Kind: Territory, Cell: engine.NoCell, Count: 132}, Par: 2, OneTurn: true,
				Solution: []string{"L2-F3>L2-E4", "L1-E3>L2-E3"}, Wrong: noSurge},
		}},
		{ID: "retreat", Practice: true, Rules: []string{"8"}, Stages: []Stage{
			// The raider on L1-A4 beaten at once retreats to L2-A5; the
			// Striker on L2-B6 first pushes the Node on L2-B7 away and takes
			// the cells behind the raider, which is then captured.
			{Setup: "Cerulean to move, 2 actions | C: C L2-D1, N L2-B2, N L1-C2, S L2-D3, G L1-D4 | A: C L2-E8, S L1-A4, N L2-B7",
				Goal: Goal{Kind: Capture, Cell: cell("L1-A4")}, Par: 2, OneTurn: true,
				Solution: []string{"L2-D3>L2-B6", "L1-D4>L1-B4"}},
		}},
		{ID: "isolation", Practice: true, Rules: []string{"7", "8"}, Stages: []Stage{
			// The same raid on the other wing: cut its line, then let three
			// turn ends pass (yours, Amber's, yours).
			{Setup: "Cerulean to move, 2 actions | C: C L2-E1, N L2-G2, N L1-F2, S L2-E3, G L1-E4 | A: C L2-D8, S L1-H4, N L2-G7",
				Goal: Goal{Kind: Neutralize, Cell: cell("L1-H4")}, Par: 3,
				Solution: []string{"L2-E3>L2-G6", "end", "end"}},
			// A neutralized unit that loses is captured, retreat or not: the
			// cells on rank 5 beside it stay neutral (the Node on L1-H7).
			{Setup: "Cerulean to move, 2 actions, turn 5 | C: C L2-E1, N L2-G2, N L1-F2, G L1-E4 | A: C L2-D8, S L1-H4!, N L1-H7",
				Goal: Goal{Kind: Capture, Cell: cell("L1-H4")}, Par: 1, OneTurn: true,
				Solution: []string{"L1-E4>L1-G4"}},
		}},
		{ID: "ring", Practice: true, Rules: []string{"9"}, Stages: []Stage{
			// The Node on L3-H7 keeps cells around the Node on L1-H5 Amber's:
			// drive it off, then the Guardian's surge closes the ring.
			{Setup: "Cerulean to move, 2 actions | C: C L2-B1, N L1-F6, G L1-F4, S L2-D5 | A: C L4-B8, N L1-H5, N L3-H7",
				Goal: Goal{Kind: Encircle, Cell: cell("L1-H5")}, Par: 2, OneTurn: true,
				Solution: []string{"L2-D5>L3-G6", "surge L1-F4"}},
		}},
		{ID: "surge", Practice: true, Rules: []string{"6", "8"}, Stages: []Stage{
			// From L3-D5 the Striker meets the Guardian 6 against 6; the
			// surge of the Node on L2-D2 makes L3-D5 Cerulean's: 7 against 6.
			{Setup: "Cerulean to move, 2 actions | C: C L2-D1, S L2-D3, N L2-C4, N L2-E4, N L2-D2 | A: C L2-E8, G L2-D6, N L2-D7, N L1-D7",
				Goal: Goal{Kind: WinEngagement, Cell: cell("L2-D6")}, Par: 2, OneTurn: true,
				Solution: []string{"surge L2-D2", "L2-D3>L3-D5"}},
		}},
	}
}

// noSurge spoils a stage that asks for ground that lasts: a surge's cells
// turn back when the learner's next turn begins.
func noSurge(before, _ *engine.Position, a engine.Action, _ []engine.Event) *Explanation {
	if a.Type != engine.ActSurge {
		return nil
	}
	return &Explanation{ID: "lessons.why.surge_fades", Kind: before.Unit(before.UnitAt(a.From)).Kind, Cell: a.From}
}
