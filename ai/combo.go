// combo.go: two-action combinations that the ordering cannot see.
//
// The ordering estimates each action alone. A first action that wins
// nothing by itself can still set up a capture by the second action of
// the same turn: a lost engagement whose retreat takes an enemy unit's
// retreat cell, an aura that takes control of one, a move into one. Such
// a first action orders as a quiet one (a lost engagement even below the
// others), and late-move pruning drops it, while Greedy, which plays
// every pair, finds it. findCombos plays every first action of a turn
// and the best tactical second actions after it, and keeps the first
// actions whose follow-up removes an enemy unit that no single tactical
// action removes. The search then treats them as tactical (Config.Combos):
// at the root, the searcher's own combinations; at the opponent's first
// action after the root side's turn, his threats against the turn the
// last iteration chose (findCombos on the position after that turn).
// Marking an action tactical only keeps it from being pruned: the search
// still decides what it is worth.

package ai

import (
	"cmp"
	"math/bits"
	"slices"

	"strategema/engine"
)

const (
	// comboWidth is how many tactical second actions (the best by the
	// ordering) are played after each first action.
	comboWidth = 6
	// maxCombos bounds a set of combinations (the most valuable first).
	maxCombos = 12
)

// comboSet is a set of first actions to keep at the nodes where it
// applies.
type comboSet struct {
	set  actionSet
	list []engine.Action
}

func newComboSet() comboSet { return comboSet{set: make(actionSet, (257*257+63)/64)} }

// has reports whether a is in the set.
func (c *comboSet) has(a engine.Action) bool { return c != nil && len(c.list) > 0 && c.set.has(a) }

// add puts a into the set unless it is there or the set is full, and
// reports whether it was added.
func (c *comboSet) add(a engine.Action) bool {
	if c.set.has(a) || len(c.list) >= maxCombos {
		return false
	}
	c.set.set(a)
	c.list = append(c.list, a)
	return true
}

// reset empties the set.
func (c *comboSet) reset() {
	for _, a := range c.list {
		i := historyIndex(a)
		c.set[i>>6] &^= 1 << (uint(i) & 63)
	}
	c.list = c.list[:0]
}

// comboFor is the set that applies at the node p at ply, or nil: the
// root's own combinations at the root, the threats at the opponent's
// first actions.
func (t *thread) comboFor(p *engine.Position, ply int) *comboSet {
	if !t.cfg.Combos || p.ActionsLeft() != 2 {
		return nil
	}
	switch {
	case ply == 0:
		if len(t.rootCombos.list) > 0 {
			return &t.rootCombos
		}
	case p.ToMove() != t.root:
		if len(t.threats.list) > 0 {
			return &t.threats
		}
	}
	return nil
}

// comboMoves appends to ms, the tactical actions of p so far (n's node,
// whose quiet actions wait), the combinations' first moves that are legal
// here and not in ms already, as tactical actions.
func (t *thread) comboMoves(p *engine.Position, n *nodeInfo, ms []scored, ttMove engine.Action, hasTT bool) []scored {
	for _, a := range n.combo.list {
		if a.Type != engine.ActMove || slices.ContainsFunc(ms, func(m scored) bool { return m.a == a }) {
			continue
		}
		id := p.UnitAt(a.From)
		if id == engine.NoUnit {
			continue
		}
		u := p.Unit(id)
		if u.Side != n.me || !u.Active() || !p.Destinations(a.From).Has(a.To) {
			continue
		}
		mv := t.mover(n, &u)
		s, _ := t.moveScoreMemo(n, &mv, a.To)
		sc := scored{a: a, score: s + tacticalBand, tactical: true}
		if hasTT && a == ttMove {
			sc.score = ttMoveScore
		}
		ms = append(ms, sc)
	}
	return ms
}

// combo is a first action with the value of the enemy units its best
// follow-up removes.
type combo struct {
	a     engine.Action
	value int
}

// comboCand is a first action with the enemy units (bit i: the side's
// i-th unit) its tactical follow-ups remove.
type comboCand struct {
	a    engine.Action
	gone uint64
}

// activeUnits is the set of s's active units in p, bit i for the side's
// i-th unit (39 a side: one word).
func activeUnits(p *engine.Position, s engine.Side) uint64 {
	var b uint64
	lo := engine.UnitID(int(s) * engine.UnitsPerSide)
	for i := 0; i < engine.UnitsPerSide; i++ {
		if u := p.Unit(lo + engine.UnitID(i)); u.Active() {
			b |= 1 << uint(i)
		}
	}
	return b
}

// unitsValue is the material value of the units of s in the set b (the
// Core counts 5000).
func (t *thread) unitsValue(p *engine.Position, s engine.Side, b uint64) int {
	v := 0
	lo := engine.UnitID(int(s) * engine.UnitsPerSide)
	for ; b != 0; b &= b - 1 {
		u := p.Unit(lo + engine.UnitID(bits.TrailingZeros64(b)))
		if u.Kind == engine.Core {
			v += 5000
		} else {
			v += t.cfg.W.Material[u.Kind]
		}
	}
	return v
}

// tacticalSeconds is the best comboWidth tactical actions at p (ordered
// at ply), the ordering's own choice.
func (t *thread) tacticalSeconds(p *engine.Position, ply int) []scored {
	n := t.infoAt(p, &t.ni[ply])
	ms := t.tacticalActions(p, n, ply, engine.Action{}, false)
	if len(ms) > comboWidth {
		ms = ms[:comboWidth]
	}
	return ms
}

// findCombos puts into dst (without emptying it) the first actions of the
// side to move at q, which has a whole turn ahead, after which one of
// the best tactical second actions removes an enemy unit (captures,
// encircles or neutralizes it) that no single action at q removes; the
// most valuable first. It reports how many it added. Every first action
// is played (moves and surges), the second ones only after a first that
// removes nothing outside what the others remove. Its plays count as
// searched actions; it stops at the search's deadline. It uses the scratch buffers of plies 1 and 2: call
// it only between iterations.
func (t *thread) findCombos(q *engine.Position, dst *comboSet) int {
	if q.Over() || q.ActionsLeft() != 2 || q.DrawPending() {
		return 0
	}
	x := q.ToMove()
	y := x.Opponent()
	before := activeUnits(q, y)
	var direct uint64 // what one action removes: the search sees it
	cands := t.comboCands[:0]
	acts := q.LegalActions(t.comboActs[:0])
	t.comboActs = acts
	r, s := &t.stack[1], &t.stack[2]
	for i, a1 := range acts {
		// the clock every 16 actions: each costs up to seven plays and a
		// tactical generation (the node count jumps, so it cannot pace this).
		if i&15 == 0 {
			if t.checkTime(); t.stopped {
				return 0 // out of time: the search stops too
			}
		}
		if a1.Type != engine.ActMove && a1.Type != engine.ActSurge {
			continue
		}
		*r = *q
		r.ApplyLegal(a1)
		t.nodes++
		if r.Over() {
			continue // it decided the game by itself
		}
		gone1 := before &^ activeUnits(r, y)
		direct |= gone1
		if gone1 != 0 || r.ToMove() != x || r.ActionsLeft() != 1 {
			continue // a tactic by itself, or the turn is over
		}
		var gone uint64
		for _, m := range t.tacticalSeconds(r, 2) {
			*s = *r
			s.ApplyLegal(m.a)
			t.nodes++
			if s.Over() && s.Result() == engine.WinFor(x) {
				gone |= 1 << 63 // the game: more than any unit
				continue
			}
			gone |= before &^ activeUnits(s, y)
		}
		if gone != 0 {
			cands = append(cands, comboCand{a1, gone})
		}
	}
	t.comboCands = cands
	found := t.comboFound[:0]
	for _, c := range cands {
		if g := c.gone &^ direct; g != 0 {
			v := t.unitsValue(q, y, g&^(1<<63))
			if g&(1<<63) != 0 {
				v += 10000
			}
			found = append(found, combo{c.a, v})
		}
	}
	t.comboFound = found
	slices.SortStableFunc(found, func(a, b combo) int { return cmp.Compare(b.value, a.value) })
	added := 0
	for _, c := range found {
		if dst.add(c.a) {
			added++
		}
	}
	return added
}

// findThreats adds to t.threats the opponent's combinations against the
// turn that pv begins with (the root side's actions of the principal
// variation), and reports how many it added.
func (t *thread) findThreats(root *engine.Position, pv []engine.Action) int {
	q := &t.stack[maxPly]
	*q = *root
	for _, a := range pv {
		if q.Over() || q.ToMove() != t.root {
			break
		}
		if err := q.Apply(a, nil); err != nil {
			return 0
		}
	}
	if q.Over() || q.ToMove() == t.root {
		return 0 // the line does not reach the opponent's turn
	}
	if t.threatsDone && q.Hash() == t.threatsAt {
		return 0 // looked at already: the last iteration chose the same turn
	}
	t.threatsAt, t.threatsDone = q.Hash(), true
	return t.findCombos(q, &t.threats)
}
