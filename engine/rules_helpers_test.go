// rules_helpers_test.go: small helpers shared by the rules_*_test.go files.

package engine

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// C parses a cell name or panics; for test tables.
func C(name string) Cell {
	c, err := ParseCell(name)
	if err != nil {
		panic(err)
	}
	return c
}

// build makes a position from unit specs, toMove to move with two actions
// in its first turn. A spec is the side's label and one unit as the
// position notation writes it ("A: N L1-D5#2", "C: S L3-D3*"); build joins
// them, in order, into one notation line and reads it with ParsePosition.
func build(t testing.TB, toMove Side, specs ...string) Position {
	t.Helper()
	var army [2][]string
	for _, s := range specs {
		label, unit, ok := strings.Cut(s, ":")
		i := strings.Index("CA", label)
		if !ok || len(label) != 1 || i < 0 {
			t.Fatalf("unit spec %q: want \"C: <unit>\" or \"A: <unit>\"", s)
		}
		army[i] = append(army[i], strings.TrimSpace(unit))
	}
	return pos(t, fmt.Sprintf("%s to move, 2 actions | C: %s | A: %s", toMove.Title(), strings.Join(army[0], ", "), strings.Join(army[1], ", ")))
}

// pos reads a line of the position notation or fails the test.
func pos(t testing.TB, line string) Position {
	t.Helper()
	p, err := ParsePosition(line)
	if err != nil {
		t.Fatalf("%q: %v", line, err)
	}
	return p
}

// buildGame makes a game from unit specs.
func buildGame(t testing.TB, toMove Side, specs ...string) *Game {
	t.Helper()
	p := build(t, toMove, specs...)
	return NewGameFrom(p)
}

// word parses a record word or fails the test.
func word(t testing.TB, w string) Action {
	t.Helper()
	a, err := ParseAction(w)
	if err != nil {
		t.Fatalf("parse %q: %v", w, err)
	}
	return a
}

// play applies record words one after the other; each must be legal. It
// returns the events of the last word.
func play(t testing.TB, g *Game, words ...string) []Event {
	t.Helper()
	var ev []Event
	for _, w := range words {
		var err error
		ev, err = g.Apply(word(t, w))
		if err != nil {
			t.Fatalf("%s: unexpected error: %v", w, err)
		}
	}
	return ev
}

// mustRefuse applies w, which must be illegal with a RuleError whose rule
// text contains want, and must change nothing.
func mustRefuse(t testing.TB, g *Game, w, want string) {
	t.Helper()
	before := g.Position().Clone()
	n := len(g.Events())
	_, err := g.Apply(word(t, w))
	if err == nil {
		t.Fatalf("%s: accepted, want refusal (%q)", w, want)
	}
	var re *RuleError
	if !errors.As(err, &re) {
		t.Fatalf("%s: error %v is not a *RuleError", w, err)
	}
	if !strings.Contains(re.Rule(), want) {
		t.Fatalf("%s: rule %q, want it to contain %q", w, re.Rule(), want)
	}
	if len(g.Events()) != n || g.Position().Hash() != before.Hash() || g.Position().ToMove() != before.ToMove() ||
		g.Position().ActionsLeft() != before.ActionsLeft() || g.Position().Turn() != before.Turn() {
		t.Fatalf("%s: refused action changed the game", w)
	}
}

// ofType keeps the events of type ty.
func ofType(ev []Event, ty EventType) []Event {
	var out []Event
	for _, e := range ev {
		if e.Type == ty {
			out = append(out, e)
		}
	}
	return out
}

// types lists the event types of ev, for failure messages.
func types(ev []Event) string {
	var b strings.Builder
	for i, e := range ev {
		if i > 0 {
			b.WriteString(" ")
		}
		b.WriteString(e.Type.String())
		if e.From != NoCell {
			fmt.Fprintf(&b, "(%s", e.From)
			if e.To != NoCell {
				fmt.Fprintf(&b, ">%s", e.To)
			}
			b.WriteString(")")
		}
	}
	return b.String()
}

// at is the unit on cell name c; the cell must be occupied.
func at(t testing.TB, p *Position, c string) Unit {
	t.Helper()
	id := p.UnitAt(C(c))
	if id == NoUnit {
		t.Fatalf("no unit on %s", c)
	}
	return p.Unit(id)
}

// emptyAt reports whether cell name c holds no unit.
func emptyAt(p *Position, c string) bool { return p.UnitAt(C(c)) == NoUnit }

// cellSet builds a bitboard from cell names.
func cellSet(names ...string) Bitboard {
	var b Bitboard
	for _, n := range names {
		b.Set(C(n))
	}
	return b
}

// names lists a bitboard's cells by name.
func names(b Bitboard) string {
	var s []string
	for _, c := range b.Cells() {
		s = append(s, c.String())
	}
	return strings.Join(s, " ")
}

// controlMap renders one level's control (C, A, .) with units in
// lower case, for debugging failures.
func controlMap(p *Position, level int) string {
	var b strings.Builder
	for r := 7; r >= 0; r-- {
		fmt.Fprintf(&b, "%d ", r+1)
		for f := 0; f < 8; f++ {
			c := NewCell(level, f, r)
			ch := byte('.')
			if s, ok := p.Owner(c); ok {
				ch = s.Letter()
			}
			if id := p.UnitAt(c); id != NoUnit {
				u := p.Unit(id)
				ch = u.Kind.Letter() + 'a' - 'A'
				if u.Side == Cerulean {
					ch = u.Kind.Letter()
				}
			}
			b.WriteByte(ch)
		}
		b.WriteByte('\n')
	}
	return b.String()
}
