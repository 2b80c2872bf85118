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

// slipsFrom judges, from each opponent's turn start of the game, the slips
// that leave the side a tactic (one action that removes a unit or wins,
// aimed next to the cells the slip's unit left or reached), at
// most cfg.Slips of them, stopping at the first puzzle. The record of a
// slip's puzzle is the game up to the turn start, then the slip's turn; its
// Source ends in " slip". The mistake rule holds as for the game's own
// positions: the side's chances rise by MistakeJump from the turn start.
func slipsFrom(src Source, starts []turnStart, cfg GenConfig, seen map[string]bool, st *GenStats) ([]Puzzle, error) {
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
		side := opp.ToMove().Opponent()
		enemy := mid.Occupied(side).Dilate()
		judged, prevKnown, prev := 0, false, 0.0
		for _, a := range mid.LegalActions(nil) {
			if judged >= cfg.Slips {
				break
			}
			if a.Type != engine.ActMove || a == played || !enemy.Has(a.To) {
				continue
			}
			here := mid
			here.ApplyLegal(a)
			var moved engine.Bitboard
			moved.Set(a.From)
			moved.Set(a.To)
			if here.Over() || here.ToMove() != side || here.ActionsLeft() != 2 || here.DrawPending() || !singleActionTacticAround(&here, moved.Dilate()) {
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
					return out, fmt.Errorf("puzzles: %s: slip %s: %w", src.Name, x, err)
				}
			}
			judged++
			st.Slipped++
			pos := g.Position().Clone()
			pz, ok, err := tryPosition(src, g, &pos, prev, cfg, seen, st, " slip")
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
		side := opp.ToMove().Opponent()
		core := mid.CoreCell(opp.ToMove())
		if core == engine.NoCell {
			continue
		}
		var zone engine.Bitboard
		zone.Set(core)
		zone = zone.Dilate().Dilate()
		judged, prevKnown, prev := 0, false, 0.0
		for _, a := range mid.LegalActions(nil) {
			if judged >= cfg.Slips {
				break
			}
			if a.Type != engine.ActMove || a == played || !zone.Has(a.From) {
				continue
			}
			here := mid
			here.ApplyLegal(a)
			if here.Over() || here.ToMove() != side || here.ActionsLeft() != 2 || here.DrawPending() || !singleActionWin(&here) {
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
					return out, fmt.Errorf("puzzles: %s: core slip %s: %w", src.Name, x, err)
				}
			}
			judged++
			st.Slipped++
			pos := g.Position().Clone()
			pz, ok, err := tryPosition(src, g, &pos, prev, cfg, seen, st, " core slip")
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
