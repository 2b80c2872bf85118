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
	infl        [2][4][8]uint64 // influence counts, one byte per cell: [side][level][rank], byte = file
	neut        [2]Bitboard     // cells of neutralized units
	src         [2]Bitboard     // cells of active supply sources (Core, Nexus)
	surging     [2]int          // number of surging units of each side
	control     [2]Bitboard
	reach       [2]Bitboard // supply flood, valid when !supplyDirty
	supplyDirty [2]bool
	pending     [2]int // active units with a non-zero counter

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
	p.history = []uint64{p.repetitionKey(Cerulean)}
	return p
}

// place puts a unit on the board while building a position.
func (p *Position) place(id UnitID, u Unit) {
	p.units[id] = u
	p.board[u.Cell] = id
	p.occ[u.Side].Set(u.Cell)
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
	return int(p.infl[s][c.Level()][c.Rank()] >> (8 * uint(c.File())) & 0xff)
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
func (p *Position) supplyReach(s Side) *Bitboard {
	if p.supplyDirty[s] {
		p.reach[s] = Flood(p.src[s], p.control[s].Or(p.occ[s]))
		p.supplyDirty[s] = false
	}
	return &p.reach[s]
}

// addInfluence adds delta (+1 or -1) to s's count on every cell within r
// of c and updates control on those cells. The counts are packed eight to
// a word (one rank of one level), so a rank is updated with one addition
// and compared with the other side's in a few operations; counts stay below
// 128 (78 units at most), so no byte carries into its neighbour.
func (p *Position) addInfluence(s Side, c Cell, r int, delta int) {
	l0, l1 := max(c.Level()-r, 0), min(c.Level()+r, 3)
	f0, f1 := max(c.File()-r, 0), min(c.File()+r, 7)
	r0, r1 := max(c.Rank()-r, 0), min(c.Rank()+r, 7)
	add := (lowBytes >> uint(8*(7-(f1-f0)))) << uint(8*f0) * uint64(int64(delta))
	rows := (uint64(1)<<uint(8*(r1-r0+1)) - 1) << uint(8*r0)
	if r1-r0 == 7 {
		rows = ^uint64(0)
	}
	for l := l0; l <= l1; l++ {
		mine, theirs := &p.infl[s][l], &p.infl[s^1][l]
		var win, lose uint64
		for rk := r0; rk <= r1; rk++ {
			mine[rk] += add
			m, t := mine[rk], theirs[rk]
			win |= greaterBytes(m, t) << uint(8*rk)
			lose |= greaterBytes(t, m) << uint(8*rk)
		}
		p.control[s][l] = p.control[s][l]&^rows | win
		p.control[s^1][l] = p.control[s^1][l]&^rows | lose
	}
}

// moveInfluence moves one aura of s with range r from the cube around from
// to the cube around to: the same as addInfluence(-1) then (+1), with
// control recomputed once over the rows the two cubes span.
func (p *Position) moveInfluence(s Side, from, to Cell, r int) {
	fl0, fl1 := max(from.Level()-r, 0), min(from.Level()+r, 3)
	ff0, ff1 := max(from.File()-r, 0), min(from.File()+r, 7)
	fr0, fr1 := max(from.Rank()-r, 0), min(from.Rank()+r, 7)
	tl0, tl1 := max(to.Level()-r, 0), min(to.Level()+r, 3)
	tf0, tf1 := max(to.File()-r, 0), min(to.File()+r, 7)
	tr0, tr1 := max(to.Rank()-r, 0), min(to.Rank()+r, 7)
	sub := (lowBytes >> uint(8*(7-(ff1-ff0)))) << uint(8*ff0)
	add := (lowBytes >> uint(8*(7-(tf1-tf0)))) << uint(8*tf0)
	r0, r1 := min(fr0, tr0), max(fr1, tr1)
	rows := (uint64(1)<<uint(8*(r1-r0+1)) - 1) << uint(8*r0)
	if r1-r0 == 7 {
		rows = ^uint64(0)
	}
	for l := min(fl0, tl0); l <= max(fl1, tl1); l++ {
		mine, theirs := &p.infl[s][l], &p.infl[s^1][l]
		inFrom, inTo := l >= fl0 && l <= fl1, l >= tl0 && l <= tl1
		var win, lose uint64
		for rk := r0; rk <= r1; rk++ {
			if inFrom && rk >= fr0 && rk <= fr1 {
				mine[rk] -= sub
			}
			if inTo && rk >= tr0 && rk <= tr1 {
				mine[rk] += add
			}
			m, t := mine[rk], theirs[rk]
			win |= greaterBytes(m, t) << uint(8*rk)
			lose |= greaterBytes(t, m) << uint(8*rk)
		}
		p.control[s][l] = p.control[s][l]&^rows | win
		p.control[s^1][l] = p.control[s^1][l]&^rows | lose
	}
}

const (
	lowBytes  uint64 = 0x0101010101010101
	highBytes uint64 = 0x8080808080808080
)

// greaterBytes compares two words of eight counts below 128 byte by byte
// and returns a mask with bit i set when byte i of a is greater than byte i
// of b.
func greaterBytes(a, b uint64) uint64 {
	// (b|0x80)-a never borrows and has its high bit set when b >= a.
	gt := ^((b | highBytes) - a) & highBytes
	// gather the eight high bits into one byte, byte i to bit i.
	return (gt >> 7) * 0x0102040810204080 >> 56
}
