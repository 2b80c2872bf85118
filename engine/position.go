// position.go: the Position (units, occupancy, influence, control, turn
// state), the deployment, read-only accessors and the supply flood.

package engine

import "math/bits"

// UnitsPerSide is the size of each army.
const UnitsPerSide = 39

// ActionsPerTurn is how many actions a turn has.
const ActionsPerTurn = 2

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
	p.turn, p.toMove, p.actionsLeft = 1, Cerulean, ActionsPerTurn
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

// Surging is the number of units of s whose surge is up.
func (p *Position) Surging(s Side) int { return p.surging[s] }

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

// RepetitionCount is how many times the repetition key of the latest turn
// end (section 10.4; the opening counts as one) occurs in the history since
// the last capture: the fifth occurrence is a draw.
func (p *Position) RepetitionCount() int {
	return p.reps
}

// Unit returns unit id. Dead units keep their last cell with Alive false.
func (p *Position) Unit(id UnitID) Unit { return p.units[id] }

// UnitAt is the unit on c, or NoUnit.
func (p *Position) UnitAt(c Cell) UnitID { return p.board[c] }

// Occupied is the set of cells holding a unit of s.
func (p *Position) Occupied(s Side) Bitboard { return p.occ[s] }

// Control is the set of cells s controls.
func (p *Position) Control(s Side) Bitboard { return p.control[s] }

// NeutralizedCells is the set of cells holding neutralized units of s.
func (p *Position) NeutralizedCells(s Side) Bitboard { return p.neut[s] }

// KindCells is the set of cells holding units of kind k, both sides,
// neutralized units included.
func (p *Position) KindCells(k Kind) Bitboard { return p.kinds[k] }

// SourceCells is the set of cells of s's active supply sources (its Core
// and active Nexuses).
func (p *Position) SourceCells(s Side) Bitboard { return p.src[s] }

// CoreCell is the cell of s's Command Core, or NoCell when it is gone.
func (p *Position) CoreCell(s Side) Cell {
	b := p.kinds[Core].And(p.occ[s])
	switch b.Count() {
	case 0:
		return NoCell
	case 1:
		for l := 0; l < 4; l++ {
			if b.Level(l) != 0 {
				return Cell(l*64 + bits.TrailingZeros64(b.Level(l)))
			}
		}
	}
	// several (a constructed position): the first by unit.
	lo := int(s) * UnitsPerSide
	for i := lo; i < lo+UnitsPerSide; i++ {
		if u := &p.units[i]; u.Alive && u.Kind == Core {
			return u.Cell
		}
	}
	return NoCell
}

// RetreatCells is the set of cells a unit of s may retreat to when it
// loses an engagement (section 8): the empty cells its enemy does not
// control. A unit of s with none of them next to it is captured by a lost
// engagement.
func (p *Position) RetreatCells(s Side) Bitboard { return p.empty().AndNot(p.control[s^1]) }

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

// Hash is the Zobrist key of the position, actions left included.
func (p *Position) Hash() uint64 { return p.hash ^ zobrist.actions[p.actionsLeft] }

// repetitionKey is the key of section 10.4 for the position at the hand-over
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

// SupplyReach is the set of cells from which a unit of s is supplied
// (section 7): the flood from s's sources through the cells s controls or
// occupies. It is the engine's own cache, computed once per state change.
func (p *Position) SupplyReach(s Side) Bitboard { return *p.supplyReach(s) }

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
