// rules_board_test.go: rules §1 (coordinates), §2 (the forces), §3 (deployment).

package engine

import (
	"fmt"
	"slices"
	"testing"
)

func TestRulesCellIndex(t *testing.T) {
	for _, tc := range []struct {
		name              string
		index             int
		level, file, rank int // 0-based
	}{
		{"L1-A1", 0, 0, 0, 0},
		{"L1-H1", 7, 0, 7, 0},
		{"L1-A2", 8, 0, 0, 1},
		{"L1-H8", 63, 0, 7, 7},
		{"L2-A1", 64, 1, 0, 0},
		{"L3-D5", 2*64 + 4*8 + 3, 2, 3, 4},
		{"L2-E8", 64 + 7*8 + 4, 1, 4, 7},
		{"L4-H8", 255, 3, 7, 7},
	} {
		c, err := ParseCell(tc.name)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if int(c) != tc.index || c.Level() != tc.level || c.File() != tc.file || c.Rank() != tc.rank {
			t.Errorf("%s: index %d (l%d f%d r%d), want %d", tc.name, c, c.Level(), c.File(), c.Rank(), tc.index)
		}
		if NewCell(tc.level, tc.file, tc.rank) != c {
			t.Errorf("%s: NewCell disagrees", tc.name)
		}
		if c.String() != tc.name {
			t.Errorf("%d prints %q, want %q", tc.index, c, tc.name)
		}
	}
	// the formula, for every cell, and the round trip through the name.
	for l := 1; l <= 4; l++ {
		for r := 1; r <= 8; r++ {
			for f := 0; f < 8; f++ {
				name := fmt.Sprintf("L%d-%c%d", l, 'A'+f, r)
				c, err := ParseCell(name)
				if err != nil || int(c) != (l-1)*64+(r-1)*8+f || c.String() != name {
					t.Fatalf("%s: got %d %v", name, c, err)
				}
			}
		}
	}
}

func TestRulesParseCell(t *testing.T) {
	good := map[string]string{"l3-d5": "L3-D5", " L1-a1 ": "L1-A1", "L4-h8": "L4-H8"}
	for in, want := range good {
		c, err := ParseCell(in)
		if err != nil || c.String() != want {
			t.Errorf("ParseCell(%q) = %v, %v; want %s", in, c, err, want)
		}
	}
	for _, bad := range []string{"", "L5-A1", "L0-A1", "L1-I3", "L1-A9", "L1-A0", "L1A1", "L1-A10", "X1-A1", "L1_A1", "L1-@1"} {
		if c, err := ParseCell(bad); err == nil {
			t.Errorf("ParseCell(%q) = %v, want an error", bad, c)
		}
	}
}

func TestRulesNeighboursAndDistance(t *testing.T) {
	for _, tc := range []struct {
		cell string
		n    int
	}{
		{"L1-A1", 7}, {"L4-H8", 7}, {"L1-D1", 11}, {"L2-A1", 11}, {"L1-D4", 17}, {"L2-A4", 17}, {"L2-D4", 26}, {"L3-E5", 26},
	} {
		c := C(tc.cell)
		nb := Neighbours(c)
		if nb.Count() != tc.n || len(NeighbourList(c)) != tc.n {
			t.Errorf("%s: %d neighbours, want %d", tc.cell, nb.Count(), tc.n)
		}
		for d := Cell(0); d < Cells; d++ {
			dl, df, dr := absInt(c.Level()-d.Level()), absInt(c.File()-d.File()), absInt(c.Rank()-d.Rank())
			want := max(dl, df, dr) == 1
			if nb.Has(d) != want {
				t.Errorf("%s: neighbour %s is %v, want %v", tc.cell, d, nb.Has(d), want)
			}
		}
	}
	for _, tc := range []struct {
		a, b string
		d    int
	}{
		{"L1-A1", "L1-A1", 0}, {"L1-A1", "L2-B2", 1}, {"L1-A1", "L4-A1", 3}, {"L1-A1", "L1-H8", 7}, {"L2-D4", "L4-E5", 2}, {"L1-C3", "L3-D8", 5},
	} {
		if got := Chebyshev(C(tc.a), C(tc.b)); got != tc.d {
			t.Errorf("Chebyshev(%s,%s) = %d, want %d", tc.a, tc.b, got, tc.d)
		}
	}
	if got := SquaredEuclid(C("L1-A1"), C("L2-C4")); got != 1+4+9 {
		t.Errorf("SquaredEuclid = %d, want 14", got)
	}
}

func TestRulesRotate(t *testing.T) {
	for _, tc := range [][2]string{{"L1-D1", "L1-E8"}, {"L2-D1", "L2-E8"}, {"L4-A1", "L4-H8"}, {"L3-C2", "L3-F7"}, {"L2-H1", "L2-A8"}} {
		if got := C(tc[0]).Rotate(); got != C(tc[1]) {
			t.Errorf("%s rotates to %s, want %s", tc[0], got, tc[1])
		}
	}
	for c := Cell(0); c < Cells; c++ {
		r := c.Rotate()
		if r.Rotate() != c || r.Level() != c.Level() || r.File() != 7-c.File() || r.Rank() != 7-c.Rank() {
			t.Fatalf("rotate %s -> %s", c, r)
		}
	}
}

func TestRulesForces(t *testing.T) {
	for _, tc := range []struct {
		k            Kind
		letter       byte
		count, b, rg int
	}{
		{Core, 'C', 1, 2, 2}, {Nexus, 'X', 2, 1, 4}, {Guardian, 'G', 8, 2, 1}, {Striker, 'S', 8, 2, 1}, {Node, 'N', 20, 1, 2},
	} {
		if tc.k.Letter() != tc.letter || tc.k.BaseStrength() != tc.b || tc.k.Range() != tc.rg {
			t.Errorf("%s: letter %c base %d range %d, want %c %d %d", tc.k, tc.k.Letter(), tc.k.BaseStrength(), tc.k.Range(), tc.letter, tc.b, tc.rg)
		}
		if tc.k.ArmyCount() != tc.count {
			t.Errorf("%s: ArmyCount %d, want %d", tc.k, tc.k.ArmyCount(), tc.count)
		}
		p := NewPosition()
		for s := Cerulean; s <= Amber; s++ {
			n := 0
			for id := UnitID(0); id < NumUnits; id++ {
				if u := p.Unit(id); u.Alive && u.Side == s && u.Kind == tc.k {
					n++
				}
			}
			if n != tc.count {
				t.Errorf("%s %s: %d deployed, want %d", s, tc.k, n, tc.count)
			}
		}
	}
	if UnitsPerSide != 39 {
		t.Errorf("UnitsPerSide = %d", UnitsPerSide)
	}
}

// deployment is §3's table for Cerulean.
func deployment() map[string]Kind {
	m := map[string]Kind{}
	row := "NGNSSNGN"
	for l := 1; l <= 4; l++ {
		for f := 0; f < 8; f++ {
			m[fmt.Sprintf("L%d-%c2", l, 'A'+f)] = Kind(stringsIndex("CXGSN", row[f]))
		}
	}
	m["L4-D1"], m["L4-E1"] = Node, Node
	m["L1-D1"], m["L1-E1"] = Node, Node
	m["L2-C1"], m["L2-D1"], m["L2-E1"] = Nexus, Core, Nexus
	return m
}

func stringsIndex(s string, b byte) int {
	for i := 0; i < len(s); i++ {
		if s[i] == b {
			return i
		}
	}
	return -1
}

func TestRulesDeployment(t *testing.T) {
	p := NewPosition()
	want := deployment()
	if len(want) != 39 {
		t.Fatalf("table has %d units", len(want))
	}
	got := map[Side]map[Cell]Kind{Cerulean: {}, Amber: {}}
	for id := UnitID(0); id < NumUnits; id++ {
		u := p.Unit(id)
		if !u.Alive {
			t.Fatalf("unit %d not on the board", id)
		}
		if u.Neutralized || u.Surging || u.Isolation != 0 {
			t.Errorf("unit %d on %s starts neutralized/surging/isolated", id, u.Cell)
		}
		got[u.Side][u.Cell] = u.Kind
	}
	if len(got[Cerulean]) != 39 || len(got[Amber]) != 39 {
		t.Fatalf("deployed %d Cerulean, %d Amber units, want 39 each", len(got[Cerulean]), len(got[Amber]))
	}
	for name, k := range want {
		c := C(name)
		if got[Cerulean][c] != k || p.UnitAt(c) == NoUnit {
			t.Errorf("Cerulean %s: %v, want %s", name, got[Cerulean][c], k)
		}
		if k2, ok := got[Amber][c.Rotate()]; !ok || k2 != k {
			t.Errorf("Amber %s (rotated %s): %v, want %s", c.Rotate(), name, k2, k)
		}
	}
	for c, k := range map[string]Kind{"L2-E8": Core, "L2-D8": Nexus, "L2-F8": Nexus, "L1-E8": Node, "L1-D8": Node, "L3-B7": Guardian, "L3-A7": Node, "L3-G7": Guardian, "L3-E7": Striker} {
		u := at(t, &p, c)
		if u.Side != Amber || u.Kind != k {
			t.Errorf("%s: %s %s, want Amber %s", c, u.Side, u.Kind, k)
		}
	}
	if p.ToMove() != Cerulean || p.Turn() != 1 || p.ActionsLeft() != 2 || p.Over() {
		t.Errorf("opening: %s to move, turn %d, %d actions", p.ToMove(), p.Turn(), p.ActionsLeft())
	}
}

func TestRulesOpeningTerritory(t *testing.T) {
	p := NewPosition()
	if c, a := p.Territory(Cerulean), p.Territory(Amber); c != 128 || a != 128 {
		t.Fatalf("opening territory %d/%d, want 128/128", c, a)
	}
	ref := refGameOf(&p).count
	for c := Cell(0); c < Cells; c++ {
		s, ok := p.Owner(c)
		if !ok {
			t.Fatalf("%s is neutral at the opening", c)
		}
		want := Cerulean
		if c.Rank() >= 4 {
			want = Amber
		}
		if s != want {
			t.Errorf("%s controlled by %s, want %s", c, s, want)
		}
		if (ref[want][c] > ref[want^1][c]) != true {
			t.Errorf("%s: reference counts %v", c, [2]int{ref[0][c], ref[1][c]})
		}
	}
	for id := UnitID(0); id < NumUnits; id++ {
		if !p.Supplied(id) {
			t.Errorf("unit %d on %s unsupplied at the opening", id, p.Unit(id).Cell)
		}
	}
}

// TestBoardTablesMatchDefinition compares the precomputed step tables
// with their definitions, checked on every pair of cells: neighbours at
// Chebyshev distance 1, a Node's steps (its plane, or straight up and
// down), the orthogonal steps, each list in index order.
func TestBoardTablesMatchDefinition(t *testing.T) {
	for c := Cell(0); c < Cells; c++ {
		var nb, node, ortho []Cell
		for d := Cell(0); d < Cells; d++ {
			if d == c || Chebyshev(c, d) != 1 {
				continue
			}
			nb = append(nb, d)
			if c.Level() == d.Level() || c.File() == d.File() && c.Rank() == d.Rank() {
				node = append(node, d)
			}
			if SquaredEuclid(c, d) == 1 {
				ortho = append(ortho, d)
			}
		}
		for _, tc := range []struct {
			name string
			got  []Cell
			mask Bitboard
			want []Cell
		}{
			{"neighbours", tables.neighbourLst[c], tables.neighbours[c], nb},
			{"node steps", tables.nodeSteps[c], tables.nodeMask[c], node},
			{"orthogonal steps", tables.orthoSteps[c], tables.orthoMask[c], ortho},
		} {
			if !slices.Equal(tc.got, tc.want) {
				t.Errorf("%v %s: %v, want %v", c, tc.name, tc.got, tc.want)
			}
			var want Bitboard
			for _, d := range tc.want {
				want.Set(d)
			}
			if tc.mask != want {
				t.Errorf("%v %s mask differs from the list", c, tc.name)
			}
		}
	}
}
