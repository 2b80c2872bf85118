// cell.go: coordinates, sides and unit kinds.

package engine

import (
	"fmt"
	"strings"
)

// Cells is the number of cells on the board: 4 levels of 8×8.
const Cells = 256

// SystemicCells is the territory that wins at a turn end (Systemic Victory).
const SystemicCells = 180

// Cell is a cell index: (level-1)*64 + (rank-1)*8 + file, file A=0 … H=7.
type Cell int16

// NoCell marks the absence of a cell.
const NoCell Cell = -1

// NewCell builds a cell from 0-based level, file and rank.
func NewCell(level, file, rank int) Cell { return Cell(level*64 + rank*8 + file) }

// Level is the 0-based level (0 = L1, the bottom).
func (c Cell) Level() int { return int(c) >> 6 }

// File is the 0-based file (0 = A).
func (c Cell) File() int { return int(c) & 7 }

// Rank is the 0-based rank (0 = rank 1, Cerulean's back rank).
func (c Cell) Rank() int { return (int(c) >> 3) & 7 }

// Valid reports whether c names a cell of the board.
func (c Cell) Valid() bool { return c >= 0 && c < Cells }

// String writes the cell as L<level>-<file><rank>, for example L3-D5.
func (c Cell) String() string {
	if !c.Valid() {
		return "none"
	}
	return fmt.Sprintf("L%d-%c%d", c.Level()+1, 'A'+c.File(), c.Rank()+1)
}

// ParseCell reads a cell name such as "L3-D5" (case-insensitive).
func ParseCell(s string) (Cell, error) {
	t := strings.ToUpper(strings.TrimSpace(s))
	if len(t) != 5 || t[0] != 'L' || t[2] != '-' {
		return NoCell, badWord("cell.bad", s)
	}
	l, f, r := int(t[1]-'1'), int(t[3]-'A'), int(t[4]-'1')
	if l < 0 || l > 3 {
		return NoCell, badWord("cell.bad_level", s)
	}
	if f < 0 || f > 7 {
		return NoCell, badWord("cell.bad_file", s)
	}
	if r < 0 || r > 7 {
		return NoCell, badWord("cell.bad_rank", s)
	}
	return NewCell(l, f, r), nil
}

// Chebyshev is the distance max(|dl|,|df|,|dr|) used by influence, combat
// adjacency and retreats.
func Chebyshev(a, b Cell) int {
	return max(absInt(a.Level()-b.Level()), absInt(a.File()-b.File()), absInt(a.Rank()-b.Rank()))
}

// SquaredEuclid is the squared Euclidean distance between two cells.
func SquaredEuclid(a, b Cell) int {
	dl, df, dr := a.Level()-b.Level(), a.File()-b.File(), a.Rank()-b.Rank()
	return dl*dl + df*df + dr*dr
}

func absInt(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Rotate maps a Cerulean cell to Amber's matching cell: the 180° rotation
// in the plane, level unchanged.
func (c Cell) Rotate() Cell { return NewCell(c.Level(), 7-c.File(), 7-c.Rank()) }

// Side is one of the two commanders.
type Side uint8

// The two sides. Cerulean moves first.
const (
	Cerulean Side = iota
	Amber
)

// Opponent is the other side.
func (s Side) Opponent() Side { return s ^ 1 }

// String is the side's lower-case name.
func (s Side) String() string {
	if s == Cerulean {
		return "cerulean"
	}
	return "amber"
}

// Title is the side's name for players.
func (s Side) Title() string {
	if s == Cerulean {
		return "Cerulean"
	}
	return "Amber"
}

// Letter is the side's record letter, C or A.
func (s Side) Letter() byte {
	if s == Cerulean {
		return 'C'
	}
	return 'A'
}

// Kind is a unit type.
type Kind uint8

// The five unit kinds.
const (
	Core Kind = iota
	Nexus
	Guardian
	Striker
	Node
	NumKinds
)

var kindNames = [NumKinds]string{"core", "nexus", "guardian", "striker", "node"}
var kindTitles = [NumKinds]string{"Command Core", "Nexus", "Guardian", "Striker", "Control Node"}
var kindLetters = [NumKinds]byte{'C', 'X', 'G', 'S', 'N'}
var kindBase = [NumKinds]int{2, 1, 2, 2, 1}
var kindRange = [NumKinds]int{2, 4, 1, 1, 2}
var kindArmy = [NumKinds]int{1, 2, 8, 8, 20}

// String is the kind's lower-case name (core, nexus, guardian, striker, node).
func (k Kind) String() string { return kindNames[k] }

// Title is the kind's name for players ("Command Core").
func (k Kind) Title() string { return kindTitles[k] }

// Letter is the kind's letter of the unit table: C, X, G, S, N.
func (k Kind) Letter() byte { return kindLetters[k] }

// BaseStrength is the kind's base combat strength.
func (k Kind) BaseStrength() int { return kindBase[k] }

// Range is the kind's influence range (a surge adds 1).
func (k Kind) Range() int { return kindRange[k] }

// ArmyCount is how many units of the kind an army deploys (the unit
// table's count column: 1 Core, 2 Nexuses, 8 Guardians, 8 Strikers, 20
// Control Nodes).
func (k Kind) ArmyCount() int { return kindArmy[k] }

// IsSource reports whether the kind is a supply source when active.
func (k Kind) IsSource() bool { return k == Core || k == Nexus }
