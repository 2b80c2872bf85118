// resign_test.go: the lower levels resign a lost game (Config.ResignBelow,
// resign.go); Data, Kolrami and Suggest never do.

package ai

import (
	"context"
	"testing"

	"strategema/engine"
)

// resignGame is testdata/resign-greedy-recruit.txt: game 3 of Greedy
// against the Recruit (docs/AI.md, Levels), in which Greedy took the
// Recruit's raiding Strikers and the Recruit, Amber, resigned at the start
// of his turn 11A, his third turn in a row judged below -400.

func TestRecruitResignsALostGame(t *testing.T) {
	const file = "resign-greedy-recruit.txt"
	lost := []string{"9A", "10A", "11A"} // his last three turn starts
	w := JudgeWeights()
	for _, label := range append([]string{"8A"}, lost...) {
		p, _ := recordTurn(t, file, label)
		q := p.Clone()
		v := Evaluate(&q, p.ToMove(), &w)
		if label == "8A" && v < recruitResignBelow || label != "8A" && v >= recruitResignBelow {
			t.Fatalf("%s: the judge has the Recruit at %+d: the record no longer shows a game lost from 9A", label, v)
		}
	}
	tests := []struct {
		name    string
		level   string
		resigns []bool // at 9A, 10A, 11A in turn, one player
	}{
		{"the Recruit resigns at his third lost turn", "recruit", []bool{false, false, true}},
		// the Cadet's bound is lower: the same game is not yet lost to him
		{"the Cadet plays on", "cadet", []bool{false, false, false}},
		{"Data never resigns", "data", []bool{false, false, false}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pl, err := New(tc.level, WithThreads(1), WithDepth(1), WithTableSize(12))
			if err != nil {
				t.Fatal(err)
			}
			for i, label := range lost {
				p, _ := recordTurn(t, file, label)
				plan, err := pl.PlayTurn(context.Background(), p, 0)
				if err != nil {
					t.Fatal(err)
				}
				resigned := len(plan.Actions) == 1 && plan.Actions[0].Type == engine.ActResign
				if resigned != tc.resigns[i] {
					t.Errorf("%s: resigns %v (%v), want %v", label, resigned, plan.Actions, tc.resigns[i])
				}
				if resigned {
					q := p.Clone()
					if err := q.Apply(plan.Actions[0], nil); err != nil || q.Result() != engine.WinFor(p.ToMove().Opponent()) {
						t.Errorf("the resignation does not end the game for Greedy: %v, %v", err, q.Result())
					}
				}
			}
			// a new game starts the count again
			p := engine.NewPosition()
			plan, err := pl.PlayTurn(context.Background(), &p, 0)
			if err != nil {
				t.Fatal(err)
			}
			if plan.Actions[0].Type == engine.ActResign {
				t.Error("resigns at the start of a new game")
			}
		})
	}
	// Suggest never gives a resignation as a hint
	p, _ := recordTurn(t, file, "11A")
	plan, err := Suggest(context.Background(), p, 0, WithThreads(1), WithDepth(1))
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range plan.Actions {
		if a.Type == engine.ActResign {
			t.Errorf("Suggest resigns: %v", plan.Actions)
		}
	}
}

// TestResignationCount: only the starts of his turns count, a turn not
// lost starts the count again, and a bound of 0 never resigns.
func TestResignationCount(t *testing.T) {
	lostP, _ := recordTurn(t, "resign-greedy-recruit.txt", "11A")
	levelP := engine.NewPosition()
	mid := lostP.Clone()
	if err := mid.Apply(engine.Simple(engine.ActHold), nil); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name  string
		below int
		seq   []*engine.Position
		want  bool // after the whole sequence
	}{
		{"three lost starts", -400, []*engine.Position{lostP, lostP, lostP}, true},
		{"two lost starts", -400, []*engine.Position{lostP, lostP}, false},
		{"a level start between", -400, []*engine.Position{lostP, lostP, &levelP, lostP}, false},
		{"mid-turn positions do not count", -400, []*engine.Position{lostP, lostP, &mid, &mid}, false},
		{"never below 0", 0, []*engine.Position{lostP, lostP, lostP, lostP}, false},
		{"a bound it is not below", -100000, []*engine.Position{lostP, lostP, lostP}, false},
	}
	for _, tc := range tests {
		r := resignation{below: tc.below}
		got := false
		for _, p := range tc.seq {
			got = r.turnStarts(p)
		}
		if got != tc.want {
			t.Errorf("%s: resigns %v, want %v", tc.name, got, tc.want)
		}
	}
}
