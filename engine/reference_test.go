// reference_test.go: a deliberately simple reference implementation of the
// rules of STRATEGEMA, written from docs rules.md and nothing else. It keeps
// its own state (a plain list of units), recomputes influence, territory,
// supply and encirclement from scratch with loops over the 256 cells every
// time it needs them, and produces its own events. The differential test
// plays the same actions through it and through the fast engine and
// compares everything after every action.
//
// It shares only vocabulary with the engine (Cell, Side, Kind, Action,
// EventType, Strength, Result, Reason); every rule is re-implemented here.

package engine

import (
	"fmt"
	"sort"
	"strings"
)

// refBase and refRange are the unit table of rules.md section 2.
// Indexed by Kind: Core, Nexus, Guardian, Striker, Node.
var refBase = [5]int{2, 1, 2, 2, 1}
var refRange = [5]int{2, 4, 1, 1, 2}

// refLFR splits a cell index into 0-based level, file, rank (section 1).
func refLFR(c Cell) (l, f, r int) {
	i := int(c)
	return i / 64, i % 8, (i % 64) / 8
}

func refCell(l, f, r int) Cell { return Cell(l*64 + r*8 + f) }

func refOnBoard(l, f, r int) bool { return l >= 0 && l < 4 && f >= 0 && f < 8 && r >= 0 && r < 8 }

func refAbs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// refDist is the Chebyshev distance.
func refDist(a, b Cell) int {
	al, af, ar := refLFR(a)
	bl, bf, br := refLFR(b)
	return max(refAbs(al-bl), refAbs(af-bf), refAbs(ar-br))
}

func refSq(a, b Cell) int {
	al, af, ar := refLFR(a)
	bl, bf, br := refLFR(b)
	return (al-bl)*(al-bl) + (af-bf)*(af-bf) + (ar-br)*(ar-br)
}

// refNbr holds, for every cell, the up to 26 cells at distance 1 in index
// order. It is computed once and never changes.
var refNbr = func() (t [256][]Cell) {
	for c := Cell(0); c < 256; c++ {
		for d := Cell(0); d < 256; d++ {
			if d != c && refDist(c, d) == 1 {
				t[c] = append(t[c], d)
			}
		}
	}
	return t
}()

// refNeighbours lists the up to 26 cells at distance 1, in index order.
func refNeighbours(c Cell) []Cell { return refNbr[c] }

// refUnit is one unit of the reference.
type refUnit struct {
	side    Side
	kind    Kind
	cell    Cell
	alive   bool
	neut    bool
	surging bool
	iso     int
}

func (u *refUnit) active() bool { return u.alive && !u.neut }

// refEvent is one event of the reference: the fields that matter for its
// type, all others zero (cells NoCell).
type refEvent struct {
	typ      EventType
	side     Side
	kind     Kind
	from, to Cell
	counter  int
	turn     int
	early    bool
	a, d     Strength
	outcome  Outcome
	result   Result
	reason   Reason
}

func (e refEvent) String() string {
	s := fmt.Sprintf("%s %s %s %s>%s", e.typ, e.side, e.kind, e.from, e.to)
	switch e.typ {
	case EvEngaged:
		s += fmt.Sprintf(" [%d] vs [%d] (%s | %s) outcome %d", e.a.Total(), e.d.Total(), e.a, e.d, e.outcome)
	case EvIsolationRose, EvSupplyRestored, EvNeutralized, EvTurnClosed:
		s += fmt.Sprintf(" counter %d", e.counter)
	case EvTurnEnded:
		s += fmt.Sprintf(" turn %d early %v", e.turn, e.early)
	case EvHandOver:
		s += fmt.Sprintf(" turn %d", e.turn)
	case EvGameOver:
		s += fmt.Sprintf(" %s %s", e.result, e.reason)
	}
	return s
}

// refGame is the reference's whole state.
type refGame struct {
	units   []refUnit
	turn    int
	toMove  Side
	actions int
	result  Result
	reason  Reason
	quiet   int
	removed bool // a unit was captured, encircled or neutralized this turn
	offered bool
	pending bool
	history []string // repetition keys, the start included

	// derived, recomputed from scratch by refresh after every change
	count [2][256]int
	ctrl  [256]int // -1 neutral, else the controlling side
	reach [2][256]bool

	events []refEvent

	legalCache []Action // legal(), kept until the next play
	legalValid bool
}

// refOpening deploys both armies from the table of rules.md section 3.
func refOpening() []refUnit {
	letters := map[byte]Kind{'C': Core, 'X': Nexus, 'G': Guardian, 'S': Striker, 'N': Node}
	front := "NGNSSNGN"
	back := map[int]string{1: "...NN...", 2: "..XCX...", 3: "........", 4: "...NN..."}
	var out []refUnit
	for level := 1; level <= 4; level++ {
		for f := 0; f < 8; f++ {
			out = append(out, refUnit{side: Cerulean, kind: letters[front[f]], cell: refCell(level-1, f, 1), alive: true})
			if b := back[level][f]; b != '.' {
				out = append(out, refUnit{side: Cerulean, kind: letters[b], cell: refCell(level-1, f, 0), alive: true})
			}
		}
	}
	n := len(out)
	for i := 0; i < n; i++ {
		u := out[i]
		l, f, r := refLFR(u.cell)
		u.side = Amber
		u.cell = refCell(l, 7-f, 7-r)
		out = append(out, u)
	}
	return out
}

// refGameOf starts the reference from an engine position: its live units
// in id order, side to move, turn and actions left. The rules tests ask it
// what the rules say of a position (influence, supply, strength,
// retreats) and compare with the engine.
func refGameOf(p *Position) *refGame {
	var us []refUnit
	for id := UnitID(0); id < NumUnits; id++ {
		if u := p.Unit(id); u.Alive {
			us = append(us, refUnit{side: u.Side, kind: u.Kind, cell: u.Cell, neut: u.Neutralized, surging: u.Surging, iso: int(u.Isolation)})
		}
	}
	return newRefGame(us, p.ToMove(), p.Turn(), p.ActionsLeft())
}

// at is the index of the live unit on c; there must be one.
func (r *refGame) at(c Cell) int {
	i := r.board()[c]
	if i < 0 {
		panic("reference: no unit on " + c.String())
	}
	return i
}

// newRefGame starts the reference from units (copied), with side toMove,
// turn and actions left.
func newRefGame(units []refUnit, toMove Side, turn, actions int) *refGame {
	r := &refGame{turn: turn, toMove: toMove, actions: actions}
	for _, u := range units {
		u.alive = true
		if u.neut {
			u.surging = false
		}
		r.units = append(r.units, u)
	}
	r.refresh()
	// "A supplied active unit's counter is 0 at all times."
	for i := range r.units {
		if u := &r.units[i]; u.active() && u.iso > 0 && r.supplied(u) {
			u.iso = 0
		}
	}
	r.history = append(r.history, r.repKey(toMove))
	return r
}

// board maps each cell to the index of the live unit on it, or -1.
func (r *refGame) board() [256]int {
	var b [256]int
	for c := range b {
		b[c] = -1
	}
	for i := range r.units {
		if r.units[i].alive {
			b[r.units[i].cell] = i
		}
	}
	return b
}

// refresh recomputes influence, control and supply from nothing.
func (r *refGame) refresh() {
	r.count = [2][256]int{}
	for i := range r.units {
		u := &r.units[i]
		if !u.active() {
			continue
		}
		rg := refRange[u.kind]
		if u.surging {
			rg++
		}
		ul, uf, ur := refLFR(u.cell)
		for l := ul - rg; l <= ul+rg; l++ {
			for f := uf - rg; f <= uf+rg; f++ {
				for rk := ur - rg; rk <= ur+rg; rk++ {
					if refOnBoard(l, f, rk) {
						r.count[u.side][refCell(l, f, rk)]++
					}
				}
			}
		}
	}
	for c := Cell(0); c < 256; c++ {
		switch {
		case r.count[Cerulean][c] > r.count[Amber][c]:
			r.ctrl[c] = int(Cerulean)
		case r.count[Amber][c] > r.count[Cerulean][c]:
			r.ctrl[c] = int(Amber)
		default:
			r.ctrl[c] = -1
		}
	}
	b := r.board()
	for s := Cerulean; s <= Amber; s++ {
		r.reach[s] = r.flood(s, func(c Cell) bool {
			return r.ctrl[c] == int(s) || b[c] >= 0 && r.units[b[c]].side == s
		})
	}
}

// flood is the set of cells reached from s's active sources through the
// cells passable says yes to (section 7's supply lines).
func (r *refGame) flood(s Side, passable func(Cell) bool) [256]bool {
	var seen [256]bool
	var queue []Cell
	for i := range r.units {
		u := &r.units[i]
		if u.active() && u.side == s && (u.kind == Core || u.kind == Nexus) {
			seen[u.cell] = true
			queue = append(queue, u.cell)
		}
	}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		for _, n := range refNeighbours(c) {
			if !seen[n] && passable(n) {
				seen[n] = true
				queue = append(queue, n)
			}
		}
	}
	return seen
}

// supplied: sources always, neutralized units never, others by a path.
func (r *refGame) supplied(u *refUnit) bool {
	if !u.active() {
		return false
	}
	if u.kind == Core || u.kind == Nexus {
		return true
	}
	return r.reach[u.side][u.cell]
}

func (r *refGame) emit(e refEvent) { r.events = append(r.events, e) }

func (r *refGame) unitEvent(t EventType, u *refUnit) refEvent {
	return refEvent{typ: t, side: u.side, kind: u.kind, from: u.cell, to: NoCell}
}

func (r *refGame) plainEvent(t EventType, s Side) refEvent {
	return refEvent{typ: t, side: s, from: NoCell, to: NoCell}
}

// changed is called after every atomic state change: recompute, then reset
// the counters of units that are supplied again (fine point 4).
func (r *refGame) changed() {
	r.refresh()
	for i := range r.units {
		u := &r.units[i]
		if u.active() && u.iso > 0 && r.supplied(u) {
			e := r.unitEvent(EvSupplyRestored, u)
			e.counter = u.iso
			r.emit(e)
			u.iso = 0
		}
	}
}

func (r *refGame) over(res Result, why Reason) {
	r.result, r.reason = res, why
	r.actions = 0
	r.pending = false
	e := r.plainEvent(EvGameOver, r.toMove)
	e.result, e.reason = res, why
	r.emit(e)
}

func refWin(s Side) Result {
	if s == Cerulean {
		return CeruleanWins
	}
	return AmberWins
}

// destinations lists the cells unit i may move to (section 2), sorted.
func (r *refGame) destinations(i int) []Cell {
	u := &r.units[i]
	if !u.active() {
		return nil
	}
	b := r.board()
	empty := func(c Cell) bool { return b[c] < 0 }
	l0, f0, r0 := refLFR(u.cell)
	var set [256]bool
	switch u.kind {
	case Core, Nexus:
		for _, c := range refNeighbours(u.cell) {
			if empty(c) && (u.kind == Nexus || r.ctrl[c] != int(u.side.Opponent())) {
				set[c] = true
			}
		}
	case Node:
		for _, c := range refNeighbours(u.cell) {
			l, f, rk := refLFR(c)
			if empty(c) && (l == l0 || f == f0 && rk == r0) {
				set[c] = true
			}
		}
	case Guardian:
		dirs := [6][3]int{{1, 0, 0}, {-1, 0, 0}, {0, 1, 0}, {0, -1, 0}, {0, 0, 1}, {0, 0, -1}}
		for _, d1 := range dirs {
			l1, f1, r1 := l0+d1[0], f0+d1[1], r0+d1[2]
			if !refOnBoard(l1, f1, r1) || !empty(refCell(l1, f1, r1)) {
				continue
			}
			set[refCell(l1, f1, r1)] = true
			for _, d2 := range dirs {
				l2, f2, r2 := l1+d2[0], f1+d2[1], r1+d2[2]
				if !refOnBoard(l2, f2, r2) || !empty(refCell(l2, f2, r2)) || refCell(l2, f2, r2) == u.cell {
					continue
				}
				set[refCell(l2, f2, r2)] = true
			}
		}
	case Striker:
		// walk every path of 1 to 3 steps; a step may enter an empty cell or
		// one holding a friendly unit (its own start cell included). best
		// keeps the fewest steps a cell was reached in, so each cell is
		// expanded again only when reached sooner.
		var best [256]int // 0: not reached yet
		var walk func(c Cell, steps int)
		walk = func(c Cell, steps int) {
			if steps == 3 {
				return
			}
			for _, n := range refNeighbours(c) {
				if best[n] != 0 && best[n] <= steps+1 {
					continue
				}
				if empty(n) {
					set[n] = true
				} else if r.units[b[n]].side != u.side {
					continue
				}
				best[n] = steps + 1
				walk(n, steps+1)
			}
		}
		walk(u.cell, 0)
		set[u.cell] = false
	}
	var out []Cell
	for c := Cell(0); c < 256; c++ {
		if set[c] {
			out = append(out, c)
		}
	}
	return out
}

// canPlay reports whether a move, surge or hold can be played now.
func (r *refGame) canPlay() bool { return r.result == Ongoing && !r.pending && r.actions > 0 }

// legal lists every legal move, surge, hold and end.
func (r *refGame) legal() []Action {
	if !r.legalValid {
		r.legalCache, r.legalValid = r.computeLegal(), true
	}
	return r.legalCache
}

func (r *refGame) computeLegal() []Action {
	if !r.canPlay() {
		return nil
	}
	var out []Action
	for i := range r.units {
		u := &r.units[i]
		if u.side != r.toMove || !u.active() {
			continue
		}
		for _, c := range r.destinations(i) {
			out = append(out, Move(u.cell, c))
		}
		if !u.surging {
			out = append(out, Surge(u.cell))
		}
	}
	return append(out, Simple(ActHold), Simple(ActEnd))
}

// isLegal decides any action, including malformed ones.
func (r *refGame) isLegal(a Action) bool {
	if r.result != Ongoing {
		return false
	}
	switch a.Type {
	case ActAcceptDraw, ActDeclineDraw:
		return r.pending
	case ActResign:
		return !r.pending
	case ActOfferDraw:
		return !r.pending && !r.offered && r.actions > 0
	case ActHold, ActEnd:
		return r.canPlay()
	case ActMove:
		for _, l := range r.legal() {
			if l.Type == ActMove && l.From == a.From && l.To == a.To {
				return true
			}
		}
	case ActSurge:
		for _, l := range r.legal() {
			if l.Type == ActSurge && l.From == a.From {
				return true
			}
		}
	}
	return false
}

// strength is section 8's breakdown for unit i against an enemy on opp.
func (r *refGame) strength(i int, opp Cell) Strength {
	u := &r.units[i]
	friends := 0
	for j := range r.units {
		f := &r.units[j]
		if j != i && f.active() && f.side == u.side && refDist(f.cell, u.cell) == 1 {
			friends++
		}
	}
	var s Strength
	s.Formation = int8(min(friends, 3))
	s.Base = int8(refBase[u.kind])
	ul, _, _ := refLFR(u.cell)
	ol, _, _ := refLFR(opp)
	if ul > ol {
		s.Elevation = 1
	}
	if r.ctrl[u.cell] == int(u.side) {
		s.Ground = 1
	}
	if r.supplied(u) {
		s.Supply = 1
	}
	return s
}

// remove takes unit i off the board.
func (r *refGame) remove(i int) {
	r.units[i].alive = false
	r.removed = true
}

// lose makes unit i, beaten by a unit on w, retreat or be captured. It
// reports whether the game ended.
func (r *refGame) lose(i int, w Cell) bool {
	u := &r.units[i]
	best := NoCell
	if !u.neut {
		best, _ = r.retreat(i, w)
	}
	if best == NoCell {
		r.emit(r.unitEvent(EvCaptured, u))
		r.remove(i)
		if u.kind == Core {
			r.refresh() // the board is still reported after the game
			r.over(refWin(u.side.Opponent()), ReasonActive)
			return true
		}
		r.changed()
		return false
	}
	e := r.unitEvent(EvRetreated, u)
	e.to = best
	r.emit(e)
	u.cell = best
	r.changed()
	return false
}

// retreat is section 8's retreat cell for unit i beaten by a unit on w
// (NoCell when it has none, so it is captured), and which criterion chose
// it among two or more: 0 Chebyshev distance, 1 own ground, 2 Euclidean
// distance, 3 index; -1 when there was a single candidate.
func (r *refGame) retreat(i int, w Cell) (Cell, int) {
	u := &r.units[i]
	b := r.board()
	type cand struct {
		c        Cell
		far, own int
		sq       int
	}
	var cs []cand
	for _, c := range refNeighbours(u.cell) {
		if b[c] >= 0 || r.ctrl[c] == int(u.side.Opponent()) {
			continue
		}
		own := 0
		if r.ctrl[c] == int(u.side) {
			own = 1
		}
		cs = append(cs, cand{c, refDist(c, w), own, refSq(c, w)})
	}
	sort.Slice(cs, func(a, b int) bool {
		x, y := cs[a], cs[b]
		if x.far != y.far {
			return x.far > y.far
		}
		if x.own != y.own {
			return x.own > y.own
		}
		if x.sq != y.sq {
			return x.sq > y.sq
		}
		return x.c < y.c
	})
	switch {
	case len(cs) == 0:
		return NoCell, -1
	case len(cs) == 1:
		return cs[0].c, -1
	}
	x, y := cs[0], cs[1]
	switch {
	case x.far != y.far:
		return x.c, 0
	case x.own != y.own:
		return x.c, 1
	case x.sq != y.sq:
		return x.c, 2
	}
	return x.c, 3
}

// encircled lists the live units of s whose every neighbour is an enemy
// unit or an empty enemy-controlled cell.
func (r *refGame) encircled(s Side) []int {
	b := r.board()
	var out []int
	for i := range r.units {
		u := &r.units[i]
		if !u.alive || u.side != s {
			continue
		}
		ringed := true
		for _, c := range refNeighbours(u.cell) {
			if b[c] >= 0 {
				if r.units[b[c]].side == s {
					ringed = false
				}
			} else if r.ctrl[c] != int(s.Opponent()) {
				ringed = false
			}
		}
		if ringed {
			out = append(out, i)
		}
	}
	return out
}

// removeBatch removes every encircled unit of s at once; it reports whether
// any was removed.
func (r *refGame) removeBatch(s Side) bool {
	ids := r.encircled(s)
	if len(ids) == 0 {
		return false
	}
	core := false
	for _, i := range ids {
		r.emit(r.unitEvent(EvEncircled, &r.units[i]))
		core = core || r.units[i].kind == Core
		r.remove(i)
	}
	if core {
		r.refresh()
		r.over(refWin(s.Opponent()), ReasonActive)
		return true
	}
	r.changed()
	return true
}

// litana is the encirclement cascade of section 9 for an action by p.
func (r *refGame) litana(p Side) {
	for r.result == Ongoing {
		if r.removeBatch(p.Opponent()) {
			continue
		}
		if r.result != Ongoing || !r.removeBatch(p) {
			return
		}
	}
}

// repKey is the repetition key of fine point 9 with next to move.
func (r *refGame) repKey(next Side) string {
	var sb strings.Builder
	b := r.board()
	for c := 0; c < 256; c++ {
		if b[c] < 0 {
			continue
		}
		u := &r.units[b[c]]
		fmt.Fprintf(&sb, "%d:%d%d%d%v%v;", c, u.side, u.kind, u.iso, u.neut, u.surging && u.side != next)
	}
	fmt.Fprintf(&sb, "next%d", next)
	return sb.String()
}

// coreSealed reports whether side s's Core stands on a cell the enemy
// controls with no legal move and s has no active Nexus.
func (r *refGame) coreSealed(s Side) bool {
	core := -1
	for i := range r.units {
		u := &r.units[i]
		if u.side != s || !u.alive {
			continue
		}
		if u.kind == Nexus && !u.neut {
			return false
		}
		if u.kind == Core {
			core = i
		}
	}
	if core < 0 {
		return false
	}
	c := r.units[core].cell
	return r.ctrl[c] == int(s.Opponent()) && len(r.destinations(core)) == 0
}

// endTurn is section 10.
func (r *refGame) endTurn(early bool) {
	side := r.toMove
	e := r.plainEvent(EvTurnEnded, side)
	e.turn, e.early = r.turn, early
	r.emit(e)
	r.actions = 0
	// 1. isolation
	var rose []int
	for i := range r.units {
		u := &r.units[i]
		if u.active() && !r.supplied(u) {
			rose = append(rose, i)
		}
	}
	for _, i := range rose {
		u := &r.units[i]
		u.iso++
		e := r.unitEvent(EvIsolationRose, u)
		e.counter = u.iso
		r.emit(e)
	}
	neutralized := false
	for _, i := range rose {
		u := &r.units[i]
		if u.iso >= 3 {
			u.neut, u.surging = true, false
			e := r.unitEvent(EvNeutralized, u)
			e.counter = 3
			r.emit(e)
			r.removed = true
			neutralized = true
		}
	}
	if neutralized {
		r.changed()
	}
	// 2. systemic
	for s := Cerulean; s <= Amber; s++ {
		n := 0
		for c := 0; c < 256; c++ {
			if r.ctrl[c] == int(s) {
				n++
			}
		}
		if n >= 180 {
			r.over(refWin(s), ReasonSystemic)
			return
		}
	}
	// 3. isolation victory, the side that just moved first
	for _, s := range []Side{side, side.Opponent()} {
		if r.coreSealed(s.Opponent()) {
			r.over(refWin(s), ReasonIsolation)
			return
		}
	}
	// 4. draws
	if r.removed {
		r.quiet = 0
	} else {
		r.quiet++
	}
	next := side.Opponent()
	key := r.repKey(next)
	r.history = append(r.history, key)
	e = r.plainEvent(EvTurnClosed, side)
	e.counter = r.quiet // the quiet turns so far, past 255 too (the 500-turn rule)

	r.emit(e)
	seen := 0
	for _, k := range r.history {
		if k == key {
			seen++
		}
	}
	if seen >= 5 {
		r.over(Draw, ReasonRepetition)
		return
	}
	if r.quiet >= 500 {
		r.over(Draw, ReasonTurnLimit)
		return
	}
	// 5. hand-over
	r.turn++
	r.toMove = next
	r.actions = 2
	r.offered, r.pending, r.removed = false, false, false
	e = r.plainEvent(EvHandOver, next)
	e.turn = r.turn
	r.emit(e)
	expired := false
	for i := range r.units {
		u := &r.units[i]
		if u.alive && u.side == next && u.surging {
			u.surging = false
			r.emit(r.unitEvent(EvSurgeExpired, u))
			expired = true
		}
	}
	if expired {
		r.changed()
	}
}

// play carries out a; it returns the events, or ok false (and changes
// nothing) when a is illegal.
func (r *refGame) play(a Action) (events []refEvent, ok bool) {
	if !r.isLegal(a) {
		return nil, false
	}
	r.events = nil
	r.legalValid = false
	side := r.toMove
	b := r.board()
	switch a.Type {
	case ActMove:
		i := b[a.From]
		u := &r.units[i]
		e := r.unitEvent(EvMoved, u)
		e.to = a.To
		r.emit(e)
		u.cell = a.To
		r.actions--
		r.changed()
		r.fight(i)
		if r.result == Ongoing {
			r.litana(side)
		}
	case ActSurge:
		i := b[a.From]
		u := &r.units[i]
		r.emit(r.unitEvent(EvSurged, u))
		u.surging = true
		r.actions--
		r.changed()
		r.litana(side)
	case ActHold:
		r.emit(r.plainEvent(EvHeld, side))
		r.actions--
	case ActEnd:
		r.endTurn(true)
		return r.events, true
	case ActOfferDraw:
		r.emit(r.plainEvent(EvDrawOffered, side))
		r.offered, r.pending = true, true
		return r.events, true
	case ActDeclineDraw:
		r.emit(r.plainEvent(EvDrawDeclined, side.Opponent()))
		r.pending = false
		return r.events, true
	case ActAcceptDraw:
		r.emit(r.plainEvent(EvDrawAccepted, side.Opponent()))
		r.pending = false
		r.over(Draw, ReasonAgreement)
		return r.events, true
	case ActResign:
		r.emit(r.plainEvent(EvResigned, side))
		r.over(refWin(side.Opponent()), ReasonResignation)
		return r.events, true
	}
	if r.result == Ongoing && r.actions == 0 {
		r.endTurn(false)
	}
	return r.events, true
}

// fight runs the engagements of mover i after its move (section 8).
func (r *refGame) fight(i int) {
	m := &r.units[i]
	var list []int
	for j := range r.units {
		if u := &r.units[j]; u.alive && u.side != m.side && refDist(u.cell, m.cell) == 1 {
			list = append(list, j)
		}
	}
	sort.Slice(list, func(a, b int) bool {
		x, y := &r.units[list[a]], &r.units[list[b]]
		if refBase[x.kind] != refBase[y.kind] {
			return refBase[x.kind] > refBase[y.kind]
		}
		return x.cell < y.cell
	})
	for _, j := range list {
		d := &r.units[j]
		if !d.alive || refDist(d.cell, m.cell) != 1 {
			continue
		}
		as, ds := r.strength(i, d.cell), r.strength(j, m.cell)
		e := refEvent{typ: EvEngaged, side: m.side, kind: m.kind, from: m.cell, to: d.cell, a: as, d: ds}
		switch {
		case as.Total() > ds.Total():
			e.outcome = MoverWins
		case as.Total() < ds.Total():
			e.outcome = DefenderWins
		default:
			e.outcome = Standoff
		}
		r.emit(e)
		switch e.outcome {
		case MoverWins:
			if r.lose(j, m.cell) {
				return
			}
		case DefenderWins:
			r.lose(i, d.cell)
			return
		}
	}
}

// refFromEngine converts an engine event to the reference's form, keeping
// only the fields the reference produces.
func refFromEngine(e *Event) refEvent {
	out := refEvent{typ: e.Type, side: e.Side, from: NoCell, to: NoCell}
	switch e.Type {
	case EvMoved, EvRetreated:
		out.kind, out.from, out.to = e.Kind, e.From, e.To
	case EvCaptured, EvEncircled, EvSurged, EvSurgeExpired:
		out.kind, out.from = e.Kind, e.From
	case EvIsolationRose, EvSupplyRestored, EvNeutralized:
		out.kind, out.from, out.counter = e.Kind, e.From, int(e.Counter)
	case EvEngaged:
		c := e.Combat
		out.kind, out.from, out.to = c.AttackerKind, c.AttackerCell, c.DefenderCell
		out.a, out.d, out.outcome = c.A, c.D, c.Outcome
	case EvTurnEnded:
		out.turn, out.early = e.Turn, e.Early
	case EvHandOver:
		out.turn = e.Turn
	case EvTurnClosed:
		out.counter = int(e.Counter)
	case EvGameOver:
		out.result, out.reason = e.Result, e.Reason
	}
	return out
}

// refUnitsFromSetup converts Setup units to reference units.
func refUnitsFromSetup(us []Unit) []refUnit {
	out := make([]refUnit, len(us))
	for i, u := range us {
		out[i] = refUnit{side: u.Side, kind: u.Kind, cell: u.Cell, alive: true, neut: u.Neutralized,
			surging: u.Surging, iso: int(u.Isolation)}
	}
	return out
}
