// position.go: the Position (units, occupancy, influence, control, turn
// state), the deployment, and read-only accessors.

package engine

// UnitsPerSide is the size of each army.
const UnitsPerSide = 39

// NumUnits is the number of units of both sides.
const NumUnits = 2 * UnitsPerSide

// Unit is one unit and its state.
type Unit struct {
	Side        Side
	Kind        Kind
	Cell        Cell
	Alive       bool
	Neutralized bool
	Surging     bool
	Isolation   uint8 // the isolation counter, 0–3
}

// Active reports whether the unit is on the board and not neutralized.
func (u *Unit) Active() bool { return u.Alive && !u.Neutralized }

// Range is the unit's current influence range (surge included).
func (u *Unit) Range() int {
	r := u.Kind.Range()
	if u.Surging {
		r++
	}
	return r
}

// Position is the complete state of a game at one moment. It is a plain
// value: copying it gives an independent position, except for the
// repetition history, which Clone copies too.
type Position struct {
	units       [NumUnits]Unit
	board       [Cells]UnitID
	occ         [2]Bitboard
	kinds       [NumKinds]Bitboard       // cells of the units of each kind, both sides, neutralized included
	infl        [2][4][inflPlanes]uint64 // influence counts, bit-sliced: [side][level][bit of the count]
	neut        [2]Bitboard              // cells of neutralized units
	src         [2]Bitboard              // cells of active supply sources (Core, Nexus)
	surging     [2]int                   // number of surging units of each side
	control     [2]Bitboard
	reach       [2]Bitboard // supply flood, valid when !supplyDirty
	supplyDirty [2]bool
	supplyLost  [2]bool // a source of the side was moved or removed since reach was computed
	pending     [2]int  // active units with a non-zero counter

	turn        int
	toMove      Side
	actionsLeft int
	offered     bool // a draw was offered this turn
	drawPending bool
	removed     bool // a unit was captured or neutralized this turn
	quiet       int  // consecutive quiet turn ends
	result      Result
	reason      Reason
	hash        uint64
	history     []uint64 // repetition keys since the last capture
	reps        int      // how often history's last key occurs in it (RepetitionCount)
}

// ceruleanSetup lists Cerulean's deployment: rank 2 of each level, then rank 1.
func ceruleanSetup() []Unit {
	row := [8]Kind{Node, Guardian, Node, Striker, Striker, Node, Guardian, Node}
	var out []Unit
	for l := 0; l < 4; l++ {
		switch l {
		case 0, 3:
			out = append(out, Unit{Kind: Node, Cell: NewCell(l, 3, 0)}, Unit{Kind: Node, Cell: NewCell(l, 4, 0)})
		case 1:
			out = append(out, Unit{Kind: Nexus, Cell: NewCell(l, 2, 0)}, Unit{Kind: Core, Cell: NewCell(l, 3, 0)},
				Unit{Kind: Nexus, Cell: NewCell(l, 4, 0)})
		}
		for f, k := range row {
			out = append(out, Unit{Kind: k, Cell: NewCell(l, f, 1)})
		}
	}
	return out
}

// NewPosition is the opening position: both armies deployed, Cerulean to
// move with two actions, turn 1.
func NewPosition() Position {
	var p Position
	for c := range p.board {
		p.board[c] = NoUnit
	}
	setup := ceruleanSetup()
	if len(setup) != UnitsPerSide {
		panic("engine: deployment table is not 39 units")
	}
	for i, u := range setup {
		c := u
		c.Side, c.Alive = Cerulean, true
		a := u
		a.Side, a.Alive, a.Cell = Amber, true, u.Cell.Rotate()
		p.place(UnitID(i), c)
		p.place(UnitID(UnitsPerSide+i), a)
	}
	p.turn, p.toMove, p.actionsLeft = 1, Cerulean, 2
	p.supplyDirty = [2]bool{true, true}
	p.history, p.reps = []uint64{p.repetitionKey(Cerulean)}, 1
	return p
}

// place puts a unit on the board while building a position.
func (p *Position) place(id UnitID, u Unit) {
	p.units[id] = u
	p.board[u.Cell] = id
	p.occ[u.Side].Set(u.Cell)
	p.kinds[u.Kind].Set(u.Cell)
	if u.Kind.IsSource() {
		p.src[u.Side].Set(u.Cell)
	}
	if u.Surging {
		p.surging[u.Side]++
	}
	p.addInfluence(u.Side, u.Cell, u.Range(), 1)
	p.hash ^= unitKey(&p.units[id])
}

// Clone returns an independent copy, repetition history included.
func (p *Position) Clone() Position {
	q := *p
	q.history = append(make([]uint64, 0, len(p.history)+16), p.history...)
	return q
}

// Turn is the turn number: 1 is Cerulean's first, 2 Amber's first.
func (p *Position) Turn() int { return p.turn }

// Round is the record's round number of the current turn.
func (p *Position) Round() int { return (p.turn + 1) / 2 }

// ToMove is the side whose turn it is (after the game: the side that played last).
func (p *Position) ToMove() Side { return p.toMove }

// ActionsLeft is the number of actions left in the turn.
func (p *Position) ActionsLeft() int { return p.actionsLeft }

// Result is the game's result so far.
func (p *Position) Result() Result { return p.result }

// Reason is why the game ended (NoReason while it goes on).
func (p *Position) Reason() Reason { return p.reason }

// Over reports whether the game has ended.
func (p *Position) Over() bool { return p.result != Ongoing }

// DrawPending reports whether a draw offer waits for its answer.
func (p *Position) DrawPending() bool { return p.drawPending }

// DrawOffered reports whether the side to move has offered a draw this turn.
func (p *Position) DrawOffered() bool { return p.offered }

// QuietTurns is the number of consecutive turn ends with no capture or neutralization.
func (p *Position) QuietTurns() int { return p.quiet }

// Unit returns unit id. Dead units keep their last cell with Alive false.
func (p *Position) Unit(id UnitID) Unit { return p.units[id] }

// UnitAt is the unit on c, or NoUnit.
func (p *Position) UnitAt(c Cell) UnitID { return p.board[c] }

// Occupied is the set of cells holding a unit of s.
func (p *Position) Occupied(s Side) Bitboard { return p.occ[s] }

// Control is the set of cells s controls.
func (p *Position) Control(s Side) Bitboard { return p.control[s] }

// Territory is the number of cells s controls.
func (p *Position) Territory(s Side) int { return p.control[s].Count() }

// Owner is the side controlling c; ok is false for a neutral cell.
func (p *Position) Owner(c Cell) (s Side, ok bool) {
	if p.control[Cerulean].Has(c) {
		return Cerulean, true
	}
	if p.control[Amber].Has(c) {
		return Amber, true
	}
	return Cerulean, false
}

// Influence is the number of s's auras covering c.
func (p *Position) Influence(s Side, c Cell) int {
	pl := &p.infl[s][c.Level()]
	n := 0
	for i := range pl {
		n |= int(pl[i]>>(uint(c)&63)&1) << uint(i)
	}
	return n
}

// Hash is the Zobrist key of the position, actions left included.
func (p *Position) Hash() uint64 { return p.hash ^ zobrist.actions[p.actionsLeft] }

// RepetitionKey is the key of section 10.4 for the position at the hand-over
// to next: units, counters, neutralized flags, the surges of the side that
// just moved (next's surges are left out) and the side to move.
func (p *Position) repetitionKey(next Side) uint64 {
	k := p.hash
	if p.toMove != next {
		k ^= zobrist.amber
	}
	if p.surging[next] == 0 {
		return k
	}
	lo := int(next) * UnitsPerSide
	for i := lo; i < lo+UnitsPerSide; i++ {
		if u := &p.units[i]; u.Alive && u.Surging {
			k ^= zobrist.surge[u.Cell]
		}
	}
	return k
}

// Supplied reports whether unit id is supplied now (section 7): sources
// always, neutralized and dead units never.
func (p *Position) Supplied(id UnitID) bool {
	u := &p.units[id]
	if !u.Active() {
		return false
	}
	if u.Kind.IsSource() {
		return true
	}
	return p.supplyReach(u.Side).Has(u.Cell)
}

// supplyReach is the flood of section 7 for s, recomputed when stale.
//
// The stale flood seeds the new one when it is still connected: when no
// source of s was moved or removed since it was computed and all its cells
// are still passable, each of them still has its old path to a source, so
// the new flood contains it and only its growth remains to be found (often
// nothing: one step of the flood confirms it).
func (p *Position) supplyReach(s Side) *Bitboard {
	if p.supplyDirty[s] {
		allowed := p.control[s].Or(p.occ[s])
		seeds := p.src[s]
		if old := &p.reach[s]; !p.supplyLost[s] && old.AndNot(allowed).Empty() {
			seeds = seeds.Or(*old)
		}
		p.reach[s] = Flood(seeds, allowed)
		p.supplyDirty[s], p.supplyLost[s] = false, false
	}
	return &p.reach[s]
}

// The influence counts are bit-sliced: infl[s][l][i] holds bit i of s's
// count on every cell of level l (bit rank*8+file, as in a Bitboard). One
// side has 39 units, so a count stays below 64: six planes hold it. Adding
// or removing an aura is a ripple-carry addition of the aura's square on
// each level it spans, and control of a whole level is one bit-sliced
// comparison of the two sides' counts.
const inflPlanes = 6 // levelControl is unrolled for six planes

// addInfluence adds delta (+1 or -1) to s's count on every cell within r
// of c and updates control on the levels it spans.
func (p *Position) addInfluence(s Side, c Cell, r int, delta int) {
	if delta > 0 {
		p.shiftInfluence(s, NoCell, 0, c, r)
	} else {
		p.shiftInfluence(s, c, r, NoCell, 0)
	}
}

// moveInfluence moves one aura of s with range r from the cube around from
// to the cube around to.
func (p *Position) moveInfluence(s Side, from, to Cell, r int) {
	p.shiftInfluence(s, from, r, to, r)
}

// shiftInfluence removes one aura of s (range rf around from, none when
// from is NoCell) and adds one (range rt around to, none when to is
// NoCell), then recomputes control on the levels whose counts changed.
// Cells in both cubes keep their count and are not touched.
func (p *Position) shiftInfluence(s Side, from Cell, rf int, to Cell, rt int) {
	lo, hi := 4, -1
	var subM, addM uint64
	sl0, sl1, al0, al1 := 4, -1, 4, -1
	if from != NoCell {
		subM = tables.square[rf][from&63]
		sl0, sl1 = max(from.Level()-rf, 0), min(from.Level()+rf, 3)
		lo, hi = sl0, sl1
	}
	if to != NoCell {
		addM = tables.square[rt][to&63]
		al0, al1 = max(to.Level()-rt, 0), min(to.Level()+rt, 3)
		lo, hi = min(lo, al0), max(hi, al1)
	}
	for l := lo; l <= hi; l++ {
		var sub, add uint64
		if l >= sl0 && l <= sl1 {
			sub = subM
		}
		if l >= al0 && l <= al1 {
			add = addM
		}
		both := sub & add
		sub, add = sub&^both, add&^both
		if sub|add == 0 {
			continue
		}
		pl := &p.infl[s][l]
		// subtract sub: a borrow runs up from plane 0 (the counts under
		// sub are at least 1, so it never runs off the top).
		for i, b := 0, sub; b != 0 && i < inflPlanes; i++ {
			nb := b &^ pl[i]
			pl[i] ^= b
			b = nb
		}
		// add add: a carry runs up from plane 0.
		for i, c := 0, add; c != 0 && i < inflPlanes; i++ {
			nc := c & pl[i]
			pl[i] ^= c
			c = nc
		}
		p.levelControl(l)
	}
}

// levelControl recomputes control on level l from the two sides' counts:
// a bit-sliced comparison from the highest plane down (unrolled: eq holds
// the cells still tied on the planes above).
func (p *Position) levelControl(l int) {
	a, b := &p.infl[Cerulean][l&3], &p.infl[Amber][l&3]
	x, y := a[5], b[5]
	gt, lt, eq := x&^y, y&^x, ^(x ^ y)
	x, y = a[4], b[4]
	gt, lt, eq = gt|eq&x&^y, lt|eq&y&^x, eq&^(x^y)
	x, y = a[3], b[3]
	gt, lt, eq = gt|eq&x&^y, lt|eq&y&^x, eq&^(x^y)
	x, y = a[2], b[2]
	gt, lt, eq = gt|eq&x&^y, lt|eq&y&^x, eq&^(x^y)
	x, y = a[1], b[1]
	gt, lt, eq = gt|eq&x&^y, lt|eq&y&^x, eq&^(x^y)
	x, y = a[0], b[0]
	gt, lt = gt|eq&x&^y, lt|eq&y&^x
	p.control[Cerulean].SetLevel(l, gt)
	p.control[Amber].SetLevel(l, lt)
}
