package lessons

import (
	"testing"

	"strategema/engine"
)

// wrongTries lists, for every stage, plausible wrong tries: words played
// from the stage's start, the last of which must fail with the rule or
// explanation named (a rule.* ID for an illegal action, a lessons.why.* ID
// otherwise).
var wrongTries = map[string][]struct {
	words []string
	want  string
}{
	"lattice/1":      {{[]string{"L2-D4>L4-D4"}, "rule.nexus_move"}, {[]string{"L2-D4>L2-C4", "L2-C4>L2-B4"}, "lessons.why.turn_over"}},
	"lattice/2":      {{[]string{"L2-D4>L1-C2"}, "rule.nexus_move"}},
	"node/1":         {{[]string{"L1-D3>L2-E4"}, "rule.node_move"}, {[]string{"L1-D3>L1-E4", "L1-E4>L1-E5"}, "lessons.why.turn_over"}},
	"guardian/1":     {{[]string{"L2-D3>L2-D5"}, "rule.guardian_blocked"}, {[]string{"L2-D3>L3-E4"}, "rule.guardian_move"}},
	"striker/1":      {{[]string{"L1-A1>L4-E4"}, "rule.striker_range"}, {[]string{"L1-A1>L2-B2"}, "rule.occupied"}},
	"nexus/1":        {{[]string{"L2-C1>L2-C3"}, "rule.nexus_move"}},
	"core/1":         {{[]string{"L2-B2>L3-B3"}, "rule.core_enemy_territory"}, {[]string{"L2-B2>L4-B3"}, "rule.core_move"}},
	"actions/1":      {{[]string{"surge L2-E7"}, "rule.enemy_unit.amber"}, {[]string{"surge L2-D2", "surge L2-D2"}, "rule.surging"}},
	"actions/2":      {{[]string{"accept-draw"}, "rule.no_draw_offer"}},
	"influence/1":    {{[]string{"L2-D3>L2-D5"}, "rule.node_move"}, {[]string{"hold", "hold"}, "lessons.why.turn_over"}},
	"influence/2":    {{[]string{"surge L2-E6"}, "rule.enemy_unit.amber"}, {[]string{"L2-D3>L2-C3", "L2-C3>L2-B3"}, "lessons.why.turn_over"}},
	"combat/1":       {{[]string{"L2-D3>L2-E5"}, "lessons.why.lost"}, {[]string{"L2-D3>L2-C6"}, "lessons.why.standoff"}},
	"combat/2":       {{[]string{"L2-C3>L2-D6"}, "lessons.why.lost"}, {[]string{"L2-C3>L1-D5"}, "lessons.why.standoff"}},
	"capture/1":      {{[]string{"L1-E5>L1-G8"}, "lessons.why.standoff"}, {[]string{"L1-E5>L1-G7"}, "lessons.why.target_gone.capture"}},
	"encirclement/1": {{[]string{"L2-F7>L2-G7"}, "lessons.why.target_gone.encircle"}, {[]string{"surge L1-H8"}, "rule.enemy_unit.amber"}},
	"encirclement/2": {{[]string{"L1-F5>L1-G5"}, "lessons.why.lost"}, {[]string{"L1-F5>L1-G4"}, "lessons.why.standoff"}},
	"supply/1":       {{[]string{"L2-A3>L1-A5"}, "rule.occupied"}, {[]string{"hold", "end"}, "lessons.why.turn_over"}},
	"supply/2":       {{[]string{"surge L1-H1"}, "rule.enemy_unit.amber"}},
	"victory/1":      {{[]string{"hold"}, "lessons.why.turn_over"}, {[]string{"L2-E6>L2-D5"}, "lessons.why.turn_over"}},
	"victory/2":      {{[]string{"hold"}, "lessons.why.turn_over"}},
	"victory/3":      {{[]string{"hold"}, "lessons.why.turn_over"}, {[]string{"L2-F5>L2-G6"}, "lessons.why.won_otherwise"}},
	"draws/1":        {{[]string{"accept-draw"}, "rule.no_draw_offer"}, {[]string{"resign"}, "lessons.why.game_over"}},
	"draws/2":        {{[]string{"resign"}, "lessons.why.game_over"}, {[]string{"offer-draw", "offer-draw"}, "rule.draw_once"}},
	"front/1":        {{[]string{"surge L1-C3", "surge L3-G3"}, "lessons.why.turn_over"}, {[]string{"hold", "hold"}, "lessons.why.turn_over"}},
	"front/2":        {{[]string{"surge L2-F3"}, "lessons.why.surge_fades"}, {[]string{"L2-D3>L2-D4", "L2-F3>L2-F4"}, "lessons.why.turn_over"}},
	"retreat/1":      {{[]string{"L1-D4>L1-B4"}, "lessons.why.escaped"}, {[]string{"L2-D3>L2-A5"}, "lessons.why.escaped"}},
	"isolation/1":    {{[]string{"L2-E3>L2-G6", "L1-E4>L1-G4"}, "lessons.why.target_gone.neutralize"}, {[]string{"surge L1-H4"}, "rule.enemy_unit.amber"}},
	"isolation/2":    {{[]string{"hold", "hold"}, "lessons.why.turn_over"}, {[]string{"L1-H4>L1-H5"}, "rule.enemy_unit.amber"}},
	"ring/1":         {{[]string{"surge L1-F4", "hold"}, "lessons.why.turn_over"}, {[]string{"L2-D5>L3-G6", "hold"}, "lessons.why.turn_over"}},
	"surge/1":        {{[]string{"L2-D3>L3-D5"}, "lessons.why.standoff"}, {[]string{"L2-D3>L2-D5"}, "lessons.why.lost"}},
}

// TestWrongTriesAreExplained: every stage has wrong tries; each fails with
// its explanation and is not taken as success, and a legal one hands back
// the stage's start to try again.
func TestWrongTriesAreExplained(t *testing.T) {
	for _, l := range All() {
		for i := range l.Stages {
			s := &l.Stages[i]
			key := Key(l.ID, i)
			tries := wrongTries[key]
			if len(tries) == 0 {
				t.Errorf("%s: no wrong tries listed", key)
			}
			for _, w := range tries {
				g := s.Start()
				var res Result
				for j, word := range w.words {
					a, err := engine.ParseAction(word)
					if err != nil {
						t.Fatalf("%s: %q: %v", key, word, err)
					}
					res = s.Try(g, a)
					if res.Done {
						t.Errorf("%s: wrong try %v taken as success at %q", key, w.words, word)
					}
					if res.Failed != (j == len(w.words)-1) {
						t.Errorf("%s: %v: word %q failed=%v (%s)", key, w.words, word, res.Failed, res.Why.English())
						break
					}
				}
				if !res.Failed || res.Why == nil {
					continue
				}
				got := res.Why.ID
				if res.Why.Rule != nil {
					got = res.Why.Rule.ID
					if res.Restart != nil {
						t.Errorf("%s: an illegal action restarts the stage", key)
					}
				} else if res.Restart == nil || res.Restart.Position().Hash() != s.Start().Position().Hash() {
					t.Errorf("%s: %v: no restart at the stage's start", key, w.words)
				}
				if got != w.want {
					t.Errorf("%s: %v: explained by %q, want %q (%s)", key, w.words, got, w.want, res.Why.English())
				}
			}
		}
	}
}
