// rules_doc_example_test.go: checks that the examples printed in
// docs/RULES.md are what the engine really does. If one of these tests
// fails, the document (or the engine) is wrong: fix them together.
//
// Run with: go test ./engine -run DocExample

package engine

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// docExCell parses a cell name for these tests.
func docExCell(t *testing.T, name string) Cell {
	t.Helper()
	c, err := ParseCell(name)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// docExCombatLine is the worked combat example (RULES.md, "Worked combat
// example", and the first example of "Position notation"), Cerulean to
// move, with the Striker's and the Amber Guardian's cells left open.
const docExCombatLine = "Cerulean to move, 2 actions | C: C L2-D1, X L2-C1, X L2-E1, S %s, N L3-C4, N L3-E4 | A: C L2-E8, X L2-D8, X L2-F8, G %s, N L2-D6"

// docExCombatPosition is the worked combat example with the Striker and
// the Amber Guardian on the cells given: L3-D3 and L2-E6 before the move;
// L3-D5 and L2-E6 when the first engagement is decided; L3-D5 and L1-F7
// when the second one is.
func docExCombatPosition(t *testing.T, striker, guardian string) Position {
	t.Helper()
	return pos(t, fmt.Sprintf(docExCombatLine, striker, guardian))
}

// docExOwner is "Cerulean", "Amber" or "neutral" for cell c.
func docExOwner(p *Position, c Cell) string {
	if s, ok := p.Owner(c); ok {
		return s.Title()
	}
	return "neutral"
}

func TestDocExampleCombat(t *testing.T) {
	p := docExCombatPosition(t, "L3-D3", "L2-E6")

	// Before the move: the landing cell is contested 4 to 4, so neutral.
	d5 := docExCell(t, "L3-D5")
	if c, a, o := p.Influence(Cerulean, d5), p.Influence(Amber, d5), docExOwner(&p, d5); c != 4 || a != 4 || o != "neutral" {
		t.Errorf("before the move L3-D5 is %d:%d %s, the document says 4:4 neutral", c, a, o)
	}

	g := NewGameFrom(p)
	events, err := g.Apply(Move(docExCell(t, "L3-D3"), d5))
	if err != nil {
		t.Fatalf("the example move is illegal: %v", err)
	}

	// The Tactical Log exactly as the document prints it.
	wantLog := []string{
		"Cerulean Striker L3-D3 → L3-D5",
		"Cerulean Striker on L3-D5 engages Guardian on L2-E6: [7] vs [5] (2+2+1+1+1 | 1+2+0+1+1) — attacker wins",
		"Amber Guardian retreats L2-E6 → L1-F7",
		"Cerulean Striker on L3-D5 engages Control Node on L2-D6: [7] vs [3] (2+2+1+1+1 | 0+1+0+1+1) — attacker wins",
		"Amber Control Node retreats L2-D6 → L1-C7",
	}
	var gotLog []string
	for _, e := range events {
		gotLog = append(gotLog, e.Describe())
	}
	if strings.Join(gotLog, "\n") != strings.Join(wantLog, "\n") {
		t.Errorf("Tactical Log:\n%s\nthe document shows:\n%s", strings.Join(gotLog, "\n"), strings.Join(wantLog, "\n"))
	}

	// The two engagements, their breakdowns, outcomes and retreat cells.
	combats := g.Combats()
	if len(combats) != 2 {
		t.Fatalf("%d engagements, the document shows 2", len(combats))
	}
	want := []struct {
		breakdown, defender, retreat string
	}{
		{"[7] vs [5] (2+2+1+1+1 | 1+2+0+1+1)", "L2-E6", "L1-F7"},
		{"[7] vs [3] (2+2+1+1+1 | 0+1+0+1+1)", "L2-D6", "L1-C7"},
	}
	for i, w := range want {
		c := combats[i]
		if c.String() != w.breakdown {
			t.Errorf("engagement %d: %s, the document shows %s", i+1, c, w.breakdown)
		}
		if c.Outcome != MoverWins {
			t.Errorf("engagement %d: outcome %d, the document says the attacker wins", i+1, c.Outcome)
		}
		if c.DefenderCell.String() != w.defender {
			t.Errorf("engagement %d: defender on %s, the document says %s", i+1, c.DefenderCell, w.defender)
		}
		if c.AttackerCell.String() != "L3-D5" {
			t.Errorf("engagement %d: attacker on %s, the document says L3-D5", i+1, c.AttackerCell)
		}
	}
	var retreats []string
	for _, e := range events {
		if e.Type == EvRetreated {
			retreats = append(retreats, e.To.String())
		}
	}
	if strings.Join(retreats, ",") != "L1-F7,L1-C7" {
		t.Errorf("retreats to %v, the document says L1-F7 then L1-C7", retreats)
	}

	// The facts the explanation relies on, read at the moment each
	// engagement is decided: cell, owner, Cerulean count, Amber count.
	type fact struct {
		cell, owner string
		c, a        int
	}
	checkFacts := func(moment string, q Position, facts []fact) {
		for _, f := range facts {
			c := docExCell(t, f.cell)
			if gc, ga, o := q.Influence(Cerulean, c), q.Influence(Amber, c), docExOwner(&q, c); gc != f.c || ga != f.a || o != f.owner {
				t.Errorf("%s: %s is %d:%d %s, the document says %d:%d %s", moment, f.cell, gc, ga, o, f.c, f.a, f.owner)
			}
		}
	}
	checkFacts("first engagement", docExCombatPosition(t, "L3-D5", "L2-E6"), []fact{
		{"L3-D5", "Cerulean", 5, 4}, // the Striker's ground
		{"L2-E6", "Amber", 3, 5},    // the Guardian's ground
		{"L2-D5", "Cerulean", 5, 4}, // closed to the Guardian's retreat
		{"L2-E5", "Cerulean", 5, 4}, // closed to the Guardian's retreat
		{"L3-E5", "Cerulean", 5, 4}, // closed to the Guardian's retreat
		{"L1-D5", "neutral", 4, 4},  // open, far enough, but neutral
		{"L1-E5", "neutral", 4, 4},  // open, far enough, but neutral
		{"L1-F7", "Amber", 0, 5},    // the chosen retreat
	})
	checkFacts("second engagement", docExCombatPosition(t, "L3-D5", "L1-F7"), []fact{
		{"L3-D5", "Cerulean", 5, 3}, // the Striker's ground
		{"L2-D6", "Amber", 3, 4},    // the Node's ground
		{"L1-C5", "Cerulean", 4, 3}, // closed to the Node's retreat
		{"L1-D5", "Cerulean", 4, 3}, // closed to the Node's retreat
		{"L1-E5", "Cerulean", 4, 3}, // closed to the Node's retreat
		{"L1-C7", "Amber", 0, 4},    // the chosen retreat
		{"L1-E7", "Amber", 0, 5},    // just as far, but a higher index
	})

	// Territory before and after the action.
	if c, a := p.Territory(Cerulean), p.Territory(Amber); c != 130 || a != 103 {
		t.Errorf("territory before the move %d/%d, the document says 130/103", c, a)
	}
	if c, a := g.Position().Territory(Cerulean), g.Position().Territory(Amber); c != 149 || a != 100 {
		t.Errorf("territory after the action %d/%d, the document says 149/100", c, a)
	}

	// After the action: Cerulean still to move with one action left.
	after := g.Position()
	if after.ActionsLeft() != 1 || after.ToMove() != Cerulean || after.Over() {
		t.Errorf("after the example: %d actions left, %s to move, over=%v", after.ActionsLeft(), after.ToMove().Title(), after.Over())
	}
}

// docExDeployment is the opening as RULES.md draws it: upper case
// Cerulean, lower case Amber, rank 8 at the top.
const docExDeployment = `Level 4 (top)
     A B C D E F G H
  8  . . . n n . . .
  7  n g n s s n g n
  6  . . . . . . . .
  5  . . . . . . . .
  4  . . . . . . . .
  3  . . . . . . . .
  2  N G N S S N G N
  1  . . . N N . . .

Level 3
     A B C D E F G H
  8  . . . . . . . .
  7  n g n s s n g n
  6  . . . . . . . .
  5  . . . . . . . .
  4  . . . . . . . .
  3  . . . . . . . .
  2  N G N S S N G N
  1  . . . . . . . .

Level 2
     A B C D E F G H
  8  . . . x c x . .
  7  n g n s s n g n
  6  . . . . . . . .
  5  . . . . . . . .
  4  . . . . . . . .
  3  . . . . . . . .
  2  N G N S S N G N
  1  . . X C X . . .

Level 1 (bottom)
     A B C D E F G H
  8  . . . n n . . .
  7  n g n s s n g n
  6  . . . . . . . .
  5  . . . . . . . .
  4  . . . . . . . .
  3  . . . . . . . .
  2  N G N S S N G N
  1  . . . N N . . .
`

func TestDocExampleDeployment(t *testing.T) {
	p := NewPosition()
	var b strings.Builder
	names := [4]string{"Level 1 (bottom)", "Level 2", "Level 3", "Level 4 (top)"}
	for l := 3; l >= 0; l-- {
		if l < 3 {
			b.WriteString("\n")
		}
		b.WriteString(names[l] + "\n     A B C D E F G H\n")
		for r := 7; r >= 0; r-- {
			b.WriteString("  " + string(rune('1'+r)) + " ")
			for f := 0; f < 8; f++ {
				ch := "."
				if id := p.UnitAt(NewCell(l, f, r)); id != NoUnit {
					u := p.Unit(id)
					ch = string(u.Kind.Letter())
					if u.Side == Amber {
						ch = strings.ToLower(ch)
					}
				}
				b.WriteString(" " + ch)
			}
			b.WriteString("\n")
		}
	}
	if b.String() != docExDeployment {
		t.Errorf("opening position:\n%s\nthe document shows:\n%s", b.String(), docExDeployment)
	}
	if c, a := p.Territory(Cerulean), p.Territory(Amber); c != 128 || a != 128 {
		t.Errorf("opening territory %d/%d, the document says 128/128", c, a)
	}
	// Every cell of ranks 1-4 is Cerulean's, every cell of ranks 5-8 Amber's.
	for c := Cell(0); c < Cells; c++ {
		want := "Cerulean"
		if c.Rank() >= 4 {
			want = "Amber"
		}
		if o := docExOwner(&p, c); o != want {
			t.Errorf("opening: %s is %s, the document says %s", c, o, want)
		}
	}
	// The rotation examples of the document.
	for from, to := range map[string]string{"L1-D1": "L1-E8", "L2-D1": "L2-E8", "L2-C1": "L2-F8", "L2-E1": "L2-D8", "L3-B2": "L3-G7"} {
		if got := docExCell(t, from).Rotate().String(); got != to {
			t.Errorf("rotation of %s is %s, the document says %s", from, got, to)
		}
	}
}

// docExRecord is the example game record of RULES.md.
const docExRecord = `[Event "Friendly"]
[Cerulean "Human"]
[Amber "Lt. Cmdr. Data"]
1C: L1-B2>L1-B4, surge L1-B4
1A: L2-G7>L2-G5, end
2C: offer-draw, decline-draw, L4-D2>L4-D5, hold
2A: L1-A7>L1-A6, surge L1-A6 ; a quiet reply
3C: resign
0-1 ; resignation
`

func TestDocExampleRecord(t *testing.T) {
	g, r, err := LoadRecord([]byte(docExRecord))
	if err != nil {
		t.Fatalf("the document's record does not replay: %v", err)
	}
	p := g.Position()
	if !p.Over() || p.Result() != AmberWins || p.Reason() != ReasonResignation {
		t.Errorf("record ends %s (%s), the document says Amber wins by resignation", p.Result(), p.Reason())
	}
	if len(r.Turns) != 5 || len(r.Headers) != 3 {
		t.Errorf("record has %d turn lines and %d headers, the document shows 5 and 3", len(r.Turns), len(r.Headers))
	}
	if p.Turn() != 5 {
		t.Errorf("the game ended on turn %d, the document says turn 5 (round 3, Cerulean)", p.Turn())
	}
	if n := len(g.Combats()); n != 0 {
		t.Errorf("the record's game has %d engagements, the document says none", n)
	}
	// The same record with a result that disagrees with the game is illegal.
	bad := strings.Replace(docExRecord, "0-1 ; resignation", "1-0", 1)
	if _, _, err := LoadRecord([]byte(bad)); err == nil {
		t.Errorf("a record with a result that disagrees with the game was accepted")
	}
}

// TestDocExampleEncirclement checks the surge that closes a ring
// (RULES.md, "Worked encirclement example"). Amber to move.
func TestDocExampleEncirclement(t *testing.T) {
	p := pos(t, "Amber to move, 2 actions | C: C L2-D1, X L2-E1, N L1-A1 | A: C L2-E8, X L2-D8, N L1-B1, N L1-A2, G L2-A1, G L2-C3")

	// The seven neighbours of L1-A1 before the surge: three Amber units,
	// three empty Amber cells and one neutral gap, L2-B1 (3:3).
	type fact struct {
		cell, owner string
		c, a        int
	}
	before := []fact{
		{"L1-B2", "Amber", 3, 4},
		{"L2-A2", "Amber", 2, 3},
		{"L2-B2", "Amber", 3, 4},
		{"L2-B1", "neutral", 3, 3},
	}
	for _, f := range before {
		c := docExCell(t, f.cell)
		if gc, ga, o := p.Influence(Cerulean, c), p.Influence(Amber, c), docExOwner(&p, c); gc != f.c || ga != f.a || o != f.owner {
			t.Errorf("before the surge %s is %d:%d %s, the document says %d:%d %s", f.cell, gc, ga, o, f.c, f.a, f.owner)
		}
	}
	var ns []string
	for _, c := range NeighbourList(docExCell(t, "L1-A1")) {
		ns = append(ns, c.String())
	}
	if got := strings.Join(ns, " "); got != "L1-B1 L1-A2 L1-B2 L2-A1 L2-B1 L2-A2 L2-B2" {
		t.Errorf("neighbours of L1-A1: %s", got)
	}

	g := NewGameFrom(p)
	events, err := g.Apply(Surge(docExCell(t, "L2-C3")))
	if err != nil {
		t.Fatalf("the example surge is illegal: %v", err)
	}
	var log []string
	for _, e := range events {
		log = append(log, e.Describe())
	}
	want := "Amber Guardian on L2-C3 surges\nCerulean Control Node encircled and removed on L1-A1"
	if got := strings.Join(log, "\n"); got != want {
		t.Errorf("Tactical Log:\n%s\nthe document shows:\n%s", got, want)
	}
	// At the moment of the check L2-B1 was 3:4, Amber (the Node's own
	// aura still counted); after the removal it is 2:4.
	q := g.Position()
	if c := docExCell(t, "L2-B1"); q.Influence(Cerulean, c) != 2 || q.Influence(Amber, c) != 4 {
		t.Errorf("after the removal L2-B1 is %d:%d, the document says 2:4", q.Influence(Cerulean, c), q.Influence(Amber, c))
	}
	if len(g.Combats()) != 0 {
		t.Errorf("a surge started combat")
	}
}

// TestDocExampleNeighbours checks the neighbour counts table of RULES.md.
func TestDocExampleNeighbours(t *testing.T) {
	for name, n := range map[string]int{
		"L1-A1": 7, "L1-D1": 11, "L1-D4": 17,
		"L2-A1": 11, "L2-A4": 17, "L2-D4": 26,
		"L4-H8": 7, "L3-H5": 17,
	} {
		if got := len(NeighbourList(docExCell(t, name))); got != n {
			t.Errorf("%s has %d neighbours, the document says %d", name, got, n)
		}
	}
	if got := int(docExCell(t, "L3-D5")); got != 163 {
		t.Errorf("index of L3-D5 is %d, the document says 163", got)
	}
	if Chebyshev(docExCell(t, "L1-A1"), docExCell(t, "L3-B4")) != 3 {
		t.Errorf("distance L1-A1 to L3-B4 is not 3")
	}
	// A lone Nexus covers 140 cells from its home cell, the whole board
	// from the centre.
	for cell, n := range map[string]int{"L2-C1": 140, "L2-D4": 256} {
		p := pos(t, "Cerulean to move, 2 actions | C: X "+cell+" | A:")
		if got := p.Territory(Cerulean); got != n {
			t.Errorf("a lone Nexus on %s covers %d cells, the document says %d", cell, got, n)
		}
	}
}

// TestDocExampleNotation: every example line of RULES.md's "Position
// notation" reads, and writes back exactly as printed; the first is the
// worked combat example.
func TestDocExampleNotation(t *testing.T) {
	doc, err := os.ReadFile("../docs/RULES.md")
	if err != nil {
		t.Fatal(err)
	}
	_, sec, ok := strings.Cut(string(doc), "### Position notation\n")
	_, block, ok2 := strings.Cut(sec, "```\n")
	block, _, ok3 := strings.Cut(block, "```")
	if !ok || !ok2 || !ok3 {
		t.Fatal("RULES.md has no example block under \"Position notation\"")
	}
	lines := strings.Split(strings.TrimSpace(block), "\n")
	if len(lines) < 3 {
		t.Fatalf("%d example lines, want at least 3", len(lines))
	}
	for _, line := range lines {
		p, err := ParsePosition(line)
		if err != nil {
			t.Errorf("%q: %v", line, err)
			continue
		}
		if p.String() != line {
			t.Errorf("%q writes back as %q", line, p.String())
		}
	}
	if want := fmt.Sprintf(docExCombatLine, "L3-D3", "L2-E6"); lines[0] != want {
		t.Errorf("first example %q, the worked combat example is %q", lines[0], want)
	}
}
