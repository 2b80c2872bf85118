// all.go: the lessons, in the order a newcomer follows them. Every word a
// learner reads is in lang/catalog/lessons.*.json under
// lessons.<id>.title, lessons.<id>.<stage>.text and .hint.

package lessons

import (
	"fmt"

	"strategema/engine"
)

// All is every lesson in teaching order: the lattice, the five units'
// movement, actions and turns, influence, combat, capture, encirclement,
// supply, the victories and the draws; then the practice of making
// progress (practice.go): the front, cutting a retreat, isolation, the
// ring on the edge and the surge. It builds a fresh list each call.
func All() []Lesson {
	ls := []Lesson{
		{ID: "lattice", Rules: []string{"1"}, Stages: []Stage{
			{Setup: "Cerulean to move, 2 actions | C: C L2-D1, X L2-D4 | A: C L2-E8, X L2-E7",
				Goal: reach(engine.Nexus, "L3-E5"), Par: 1, OneTurn: true, Solution: []string{"L2-D4>L3-E5"}},
			{Setup: "Cerulean to move, 2 actions | C: C L2-D1, X L2-D4 | A: C L2-E8, X L2-E7",
				Goal: reach(engine.Nexus, "L1-C3"), Par: 1, OneTurn: true, Solution: []string{"L2-D4>L1-C3"}},
		}},
		{ID: "node", Rules: []string{"2"}, Stages: []Stage{
			{Setup: "Cerulean to move, 2 actions | C: C L2-D1, N L1-D3 | A: C L2-E8, N L2-E7",
				Goal: reach(engine.Node, "L2-E4"), Par: 2, OneTurn: true, Solution: []string{"L1-D3>L2-D3", "L2-D3>L2-E4"}},
		}},
		{ID: "guardian", Rules: []string{"2"}, Stages: []Stage{
			{Setup: "Cerulean to move, 2 actions | C: C L2-D1, G L2-D3, N L2-D4 | A: C L2-E8, N L2-E7",
				Goal: reach(engine.Guardian, "L3-D4"), Par: 1, OneTurn: true, Solution: []string{"L2-D3>L3-D4"}},
		}},
		{ID: "striker", Rules: []string{"2"}, Stages: []Stage{
			{Setup: "Cerulean to move, 2 actions | C: C L2-D1, S L1-A1, N L2-B2 | A: C L2-E8, N L3-G7",
				Goal: reach(engine.Striker, "L4-D4"), Par: 1, OneTurn: true, Solution: []string{"L1-A1>L4-D4"}},
		}},
		{ID: "nexus", Rules: []string{"2", "7"}, Stages: []Stage{
			{Setup: "Cerulean to move, 2 actions | C: C L2-D1, X L2-C1 | A: C L2-E8, X L2-D8",
				Goal: reach(engine.Nexus, "L3-C3"), Par: 2, OneTurn: true, Solution: []string{"L2-C1>L3-C2", "L3-C2>L3-C3"}},
		}},
		{ID: "core", Rules: []string{"2", "5"}, Stages: []Stage{
			{Setup: "Cerulean to move, 2 actions | C: C L2-B2 | A: C L2-E8, N L2-D5, N L1-D5",
				Goal: reach(engine.Core, "L4-B3"), Par: 2, OneTurn: true, Solution: []string{"L2-B2>L3-A3", "L3-A3>L4-B3"}},
		}},
		{ID: "actions", Rules: []string{"4", "6"}, Stages: []Stage{
			{Setup: "Cerulean to move, 2 actions | C: C L2-D1, S L2-D2 | A: C L2-E8, N L2-E7",
				Goal: Goal{Kind: Surge, Cell: cell("L2-D4")}, Par: 2, OneTurn: true,
				Solution: []string{"L2-D2>L2-D4", "surge L2-D4"}},
			{Setup: "Cerulean to move, 2 actions | C: C L2-D1, S L2-D2 | A: C L2-E8, N L2-E7",
				Goal: Goal{Kind: EndTurn, Cell: engine.NoCell}, Par: 1, Solution: []string{"end"}},
		}},
		{ID: "influence", Rules: []string{"5", "6"}, Stages: []Stage{
			{Setup: "Cerulean to move, 2 actions | C: C L2-D1, N L2-D3 | A: C L2-E8, N L2-E6",
				Goal: Goal{Kind: Territory, Cell: engine.NoCell, Count: 92}, Par: 1, OneTurn: true,
				Solution: []string{"L2-D3>L2-C4"}},
			{Setup: "Cerulean to move, 2 actions | C: C L2-D1, N L2-D3 | A: C L2-E8, N L2-E6",
				Goal: Goal{Kind: Territory, Cell: engine.NoCell, Count: 108}, Par: 1, OneTurn: true,
				Solution: []string{"surge L2-D3"}},
		}},
		{ID: "combat", Rules: []string{"8"}, Stages: []Stage{
			{Setup: "Cerulean to move, 2 actions | C: C L2-D1, S L2-D3, N L2-C4, N L2-E4 | A: C L2-E8, N L2-D6, N L2-E7, G L2-F6",
				Goal: Goal{Kind: WinEngagement, Cell: cell("L2-D6")}, Par: 1, OneTurn: true,
				Solution: []string{"L2-D3>L3-D5"}},
			{Setup: "Cerulean to move, 2 actions | C: C L2-D1, S L2-C3, N L2-D4, N L2-F4 | A: C L2-E8, G L2-E6, N L2-E7",
				Goal: Goal{Kind: WinEngagement, Cell: cell("L2-E6")}, Par: 1, OneTurn: true,
				Solution: []string{"L2-C3>L3-E5"}},
		}},
		{ID: "capture", Rules: []string{"8"}, Stages: []Stage{
			{Setup: "Cerulean to move, 2 actions | C: C L2-D1, S L1-E5, N L1-G5, N L2-G6, N L2-H6 | A: C L4-B8, N L1-H8, G L2-H8",
				Goal: Goal{Kind: Capture, Cell: cell("L2-H8")}, Par: 1, OneTurn: true,
				Solution: []string{"L1-E5>L2-G7"}},
		}},
		{ID: "encirclement", Rules: []string{"9"}, Stages: []Stage{
			{Setup: "Cerulean to move, 2 actions | C: C L2-B1, N L1-F6, S L2-F7 | A: C L4-B8, N L1-H8",
				Goal: Goal{Kind: Encircle, Cell: cell("L1-H8")}, Par: 1, OneTurn: true,
				Solution: []string{"surge L2-F7"}},
			{Setup: "Cerulean to move, 2 actions | C: C L2-B1, N L1-F5, N L2-E5, N L2-G8 | A: C L4-B8, N L1-G7, N L2-H5",
				Goal: Goal{Kind: Encircle, Cell: engine.NoCell, Count: 2}, Par: 1, OneTurn: true,
				Solution: []string{"surge L2-E5"}},
		}},
		{ID: "supply", Rules: []string{"7"}, Stages: []Stage{
			{Setup: "Cerulean to move, 2 actions | C: C L2-D1, S L2-A3, S L1-F6 | A: C L2-E8, N L1-A5, N L1-E7",
				Goal: Goal{Kind: CutSupply, Cell: cell("L1-A5")}, Par: 1, OneTurn: true,
				Solution: []string{"L1-F6>L2-C6"}},
			{Setup: "Cerulean to move, 2 actions | C: C L2-D1, N L2-D3 | A: C L2-E8, N L1-H1#1",
				Goal: Goal{Kind: Neutralize, Cell: cell("L1-H1")}, Par: 1, Limit: 2,
				Solution: []string{"end"}},
		}},
		{ID: "victory", Rules: []string{"10", "11"}, Stages: []Stage{
			{Setup: "Cerulean to move, 1 action | C: C L2-D1, N L1-F6, S L2-E6 | A: C L1-H8, X L1-H7!",
				Goal: Goal{Kind: Win, Cell: engine.NoCell, Reason: engine.ReasonActive}, Par: 1, OneTurn: true,
				Solution: []string{"L2-E6>L2-G7"}},
			{Setup: "Cerulean to move, 1 action | C: C L2-D1, X L2-D3, X L3-E4, N L1-D5 | A: C L2-E8, X L3-D7, N L4-A8, N L1-H7",
				Goal: Goal{Kind: Win, Cell: engine.NoCell, Reason: engine.ReasonSystemic}, Par: 1, OneTurn: true,
				Solution: []string{"surge L1-D5"}},
			{Setup: "Cerulean to move, 1 action | C: C L2-D1, N L1-F6, N L2-E6, N L2-F5 | A: C L1-H8, X L1-H7!, N L4-A8, N L4-B5, N L3-A6, N L1-A5",
				Goal: Goal{Kind: Win, Cell: engine.NoCell, Reason: engine.ReasonIsolation}, Par: 1, OneTurn: true,
				Solution: []string{"L2-E6>L2-F7"}},
		}},
		{ID: "draws", Rules: []string{"10", "11"}, Stages: []Stage{
			{Setup: "Cerulean to move, 2 actions | C: C L2-D1, N L2-D3 | A: C L2-E8, N L2-E6",
				Goal: Goal{Kind: DrawGame, Cell: engine.NoCell, Reason: engine.ReasonAgreement}, Par: 1, OneTurn: true,
				Solution: []string{"offer-draw"}, Replies: []string{"accept-draw"}},
			{Setup: "Cerulean to move, 2 actions, quiet 499 | C: C L2-D1, N L2-D3 | A: C L2-E8, N L2-E6",
				Goal: Goal{Kind: DrawGame, Cell: engine.NoCell, Reason: engine.ReasonTurnLimit}, Par: 1, OneTurn: true,
				Solution: []string{"end"}},
		}},
	}
	ls = append(ls, practice()...)
	for i := range ls {
		l := &ls[i]
		l.Title = "lessons." + l.ID + ".title"
		for j := range l.Stages {
			s := &l.Stages[j]
			s.Text = fmt.Sprintf("lessons.%s.%d.text", l.ID, j+1)
			s.Hint = fmt.Sprintf("lessons.%s.%d.hint", l.ID, j+1)
		}
	}
	return ls
}

// Find is the lesson with the given ID.
func Find(id string) (Lesson, bool) {
	for _, l := range All() {
		if l.ID == id {
			return l, true
		}
	}
	return Lesson{}, false
}

// reach is the goal of bringing a unit of kind k to cell c.
func reach(k engine.Kind, c string) Goal { return Goal{Kind: Reach, Unit: k, Cell: cell(c)} }

// cell reads a cell name written in this file; a bad one is a programming
// error the tests catch.
func cell(s string) engine.Cell {
	c, err := engine.ParseCell(s)
	if err != nil {
		panic(fmt.Sprintf("lessons: %v", err))
	}
	return c
}
