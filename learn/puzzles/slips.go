// slips.go: the opponent's slips, the positions a game nearly reached: at
// an opponent's turn start, its own first action followed by a different
// second action, a move next to the side's units, the commonest blunder of
// a weak player (a unit walked into a fight it loses, or a guard pulled
// from a ring).

package puzzles

import (
	"fmt"

	"strategema/engine"
)

// slipRule is what makes a slip of one kind. At an opponent's turn start
// opp, after its own first action (mid), it tells whether the start has
// slips of the kind (ok); near picks the moves worth trying as the second
// action, and opens reports whether the slip a, played (here), leaves the
// side what the kind looks for.
type slipRule func(opp, mid *engine.Position) (near func(a engine.Action) bool, opens func(a engine.Action, here *engine.Position) bool, ok bool)

// slipsFrom judges, from each opponent's turn start of the game, the slips
// that leave the side a tactic (one action that removes a unit or wins,
// aimed next to the cells the slip's unit left or reached), at
// most cfg.Slips of them, stopping at the first puzzle. The record of a
// slip's puzzle is the game up to the turn start, then the slip's turn; its
// Source ends in " slip". The mistake rule holds as for the game's own
// positions: the side's chances rise by MistakeJump from the turn start.
func slipsFrom(src Source, starts []turnStart, cfg GenConfig, seen map[string]bool, st *GenStats) ([]Puzzle, error) {
	return judgeSlips(src, starts, cfg, seen, st, "slip", tacticSlips)
}

// tacticSlips is the rule of slipsFrom: a move onto a cell next to the
// side's units, after which the side has a one-action tactic next to the
// cells the unit left or reached.
func tacticSlips(opp, mid *engine.Position) (func(engine.Action) bool, func(engine.Action, *engine.Position) bool, bool) {
	enemy := mid.Occupied(opp.ToMove().Opponent()).Dilate()
	near := func(a engine.Action) bool { return enemy.Has(a.To) }
	opens := func(a engine.Action, here *engine.Position) bool {
		var moved engine.Bitboard
		moved.Set(a.From)
		moved.Set(a.To)
		return singleActionTacticAround(here, moved.Dilate())
	}
	return near, opens, true
}

// coreSlipsFrom judges, from each opponent's turn start of the game, the
// slips that bare its Core: its own first action, then a different second
// action by its Core or a unit within two cells of it (a guard stepping
// away, the Core stepping out), after which one action of the side
// captures the Core (singleActionWin), at most cfg.Slips of them a turn
// start, stopping at the first puzzle. The game seldom ends by a Core
// capture, so its own positions give few core-capture puzzles; these are
// the positions one guard's step away from one. The record and the
// mistake rule are those of slipsFrom; the Source ends in " core slip".
func coreSlipsFrom(src Source, starts []turnStart, cfg GenConfig, seen map[string]bool, st *GenStats) ([]Puzzle, error) {
	return judgeSlips(src, starts, cfg, seen, st, "core slip", coreSlips)
}

// coreSlips is the rule of coreSlipsFrom: a move from within two cells of
// the opponent's Core, after which one action of the side wins; a turn
// start without the Core has none.
func coreSlips(opp, mid *engine.Position) (func(engine.Action) bool, func(engine.Action, *engine.Position) bool, bool) {
	core := mid.CoreCell(opp.ToMove())
	if core == engine.NoCell {
		return nil, nil, false
	}
	var zone engine.Bitboard
	zone.Set(core)
	zone = zone.Dilate().Dilate()
	near := func(a engine.Action) bool { return zone.Has(a.From) }
	opens := func(_ engine.Action, here *engine.Position) bool { return singleActionWin(here) }
	return near, opens, true
}

// judgeSlips judges, from each opponent's turn start of the game where
// rule finds slips, the opponent's own first action followed by a move
// other than its played second action that rule picks (near) and that,
// played, leaves the side to move twice with what rule looks for (opens):
// at most cfg.Slips of them a turn start, stopping at its first puzzle.
// The side's chances before the slip are judged once a turn start, and
// only when a slip comes to be judged; the mistake rule (MistakeJump)
// holds from them. A puzzle's record is the game up to the turn start,
// then the slip's turn; its Source ends in " "+kind, and kind names the
// slip in errors.
func judgeSlips(src Source, starts []turnStart, cfg GenConfig, seen map[string]bool, st *GenStats, kind string, rule slipRule) ([]Puzzle, error) {
	var out []Puzzle
	acts := src.Game.Actions()
	for k := 0; k+1 < len(starts); k++ {
		opp := &starts[k].pos
		at := starts[k].at
		if opp.Over() || opp.DrawPending() || opp.ActionsLeft() != 2 || at+1 >= len(acts) {
			continue
		}
		first, played := acts[at], acts[at+1]
		if !first.SpendsAction() {
			continue
		}
		mid := opp.Clone()
		if err := mid.Apply(first, nil); err != nil || mid.Over() || mid.ToMove() != opp.ToMove() {
			continue
		}
		near, opens, ok := rule(opp, &mid)
		if !ok {
			continue
		}
		side := opp.ToMove().Opponent()
		judged, prevKnown, prev := 0, false, 0.0
		for _, a := range mid.LegalActions(nil) {
			if judged >= cfg.Slips {
				break
			}
			if a.Type != engine.ActMove || a == played || !near(a) {
				continue
			}
			here := mid
			here.ApplyLegal(a)
			if here.Over() || here.ToMove() != side || here.ActionsLeft() != 2 || here.DrawPending() || !opens(a, &here) {
				continue
			}
			if !prevKnown {
				v, err := chancesBefore(opp, side, cfg.Judge.ReplyDepth)
				if skipped(err, st) {
					break
				}
				if err != nil {
					return out, err
				}
				prev, prevKnown = v, true
			}
			if prev+cfg.MistakeJump > 1 {
				break
			}
			g, err := src.Game.ReplayTo(at)
			if err != nil {
				return out, fmt.Errorf("puzzles: %s: %w", src.Name, err)
			}
			for _, x := range []engine.Action{first, a} {
				if _, err := g.Apply(x); err != nil {
					return out, fmt.Errorf("puzzles: %s: %s %s: %w", src.Name, kind, x, err)
				}
			}
			judged++
			st.Slipped++
			pos := g.Position().Clone()
			pz, ok, err := tryPosition(src, g, &pos, prev, cfg, seen, st, " "+kind)
			if skipped(err, st) {
				continue
			}
			if err != nil {
				return out, err
			}
			if ok {
				out = append(out, pz)
				break
			}
		}
	}
	return out, nil
}
