package engine

import (
	"strings"
	"testing"
)

// TestRuleErrorEnglish pins the English of every rule, arguments filled:
// records, logs and tests quote these texts.
func TestRuleErrorEnglish(t *testing.T) {
	c := NewCell(0, 1, 1) // L1-B2
	cases := []struct {
		id   string
		args RuleArgs
		want string
	}{
		{"rule.game_over", RuleArgs{}, "the game is over"},
		{"rule.draw_pending", RuleArgs{}, "a draw offer must be answered first (accept-draw or decline-draw)"},
		{"rule.no_draw_offer", RuleArgs{}, "no draw offer is waiting for an answer"},
		{"rule.draw_once", RuleArgs{}, "a side may offer a draw once per turn"},
		{"rule.turn_ended", RuleArgs{}, "the turn has ended"},
		{"rule.unknown_action", RuleArgs{}, "unknown action"},
		{"rule.no_unit", RuleArgs{Cell: c}, "there is no unit on L1-B2"},
		{"rule.enemy_unit.cerulean", RuleArgs{Cell: c, Kind: Guardian, Side: Cerulean}, "the Guardian on L1-B2 belongs to Cerulean; Amber is to move"},
		{"rule.enemy_unit.amber", RuleArgs{Cell: c, Kind: Core, Side: Amber}, "the Command Core on L1-B2 belongs to Amber; Cerulean is to move"},
		{"rule.neutralized_move", RuleArgs{Cell: c}, "a neutralized unit cannot move"},
		{"rule.neutralized_surge", RuleArgs{Cell: c}, "a neutralized unit cannot surge"},
		{"rule.no_cell", RuleArgs{}, "no such cell"},
		{"rule.surging", RuleArgs{Cell: c}, "a surging unit cannot surge again until its surge expires"},
		{"rule.same_cell", RuleArgs{}, "a move must end on another cell"},
		{"rule.occupied", RuleArgs{Cell: c}, "L1-B2 is occupied: a move ends on an empty cell"},
		{"rule.node_move", RuleArgs{}, "a Control Node moves one step on its own level, or straight up or down"},
		{"rule.nexus_move", RuleArgs{}, "a Nexus moves one step to a neighbouring cell"},
		{"rule.core_move", RuleArgs{}, "a Command Core moves one step to a neighbouring cell"},
		{"rule.core_enemy_territory", RuleArgs{}, "a Command Core never moves into an enemy-controlled cell"},
		{"rule.guardian_blocked", RuleArgs{}, "a Guardian cannot pass through units"},
		{"rule.guardian_move", RuleArgs{}, "a Guardian moves orthogonally, one or two steps"},
		{"rule.striker_range", RuleArgs{}, "a Striker moves at most three steps"},
		{"rule.striker_blocked", RuleArgs{}, "a Striker cannot pass through enemy units"},
		{"rule.illegal_move", RuleArgs{}, "illegal move"},
	}
	pinned := map[string]bool{}
	for _, tc := range cases {
		pinned[tc.id] = true
		e := &RuleError{Action: Simple(ActHold), ID: tc.id, Args: tc.args}
		if got := e.Rule(); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.id, got, tc.want)
		}
		if got := e.Error(); got != "hold: "+tc.want {
			t.Errorf("%s: Error() %q", tc.id, got)
		}
	}
	for _, id := range MessageIDs() {
		if strings.HasPrefix(id, "rule.") && !pinned[id] {
			t.Errorf("rule %s has no pinned English", id)
		}
	}
}
