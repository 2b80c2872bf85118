// notation_test.go: the position notation writes every position exactly
// (round trips over random games and constructed positions, every header
// item included) and refuses malformed lines with the right column.

package engine

import (
	"errors"
	"fmt"
	"math/rand"
	"slices"
	"strings"
	"testing"
)

// samePlay reports the first difference between p and q in anything that
// decides play: the notation itself (units, flags, turn state), the Hash,
// influence and control of every cell, supply, and the legal actions.
// Unit ids may differ (dead units are not written); the repetition
// history is not compared (the notation leaves it out).
func samePlay(p, q *Position) string {
	if p.String() != q.String() {
		return "notation: " + p.String() + "\nversus:   " + q.String()
	}
	if p.Hash() != q.Hash() || p.Turn() != q.Turn() || p.QuietTurns() != q.QuietTurns() || p.removed != q.removed ||
		p.DrawOffered() != q.DrawOffered() || p.DrawPending() != q.DrawPending() || p.Result() != q.Result() || p.Reason() != q.Reason() {
		return "hash or turn state"
	}
	for s := Cerulean; s <= Amber; s++ {
		if p.Control(s) != q.Control(s) || p.SupplyReach(s) != q.SupplyReach(s) || p.Occupied(s) != q.Occupied(s) ||
			p.NeutralizedCells(s) != q.NeutralizedCells(s) || p.SourceCells(s) != q.SourceCells(s) || p.CoreCell(s) != q.CoreCell(s) {
			return "control, supply or unit sets of " + s.Title()
		}
		for c := Cell(0); c < Cells; c++ {
			if p.Influence(s, c) != q.Influence(s, c) {
				return "influence on " + c.String()
			}
		}
	}
	for c := Cell(0); c < Cells; c++ {
		if (p.UnitAt(c) == NoUnit) != (q.UnitAt(c) == NoUnit) {
			return "occupancy of " + c.String()
		}
		if id := p.UnitAt(c); id != NoUnit && p.Supplied(id) != q.Supplied(q.UnitAt(c)) {
			return "supply of the unit on " + c.String()
		}
	}
	if !slices.Equal(p.LegalActions(nil), q.LegalActions(nil)) {
		return "legal actions"
	}
	return ""
}

// roundTrip writes p, reads it back and checks the result plays the same.
func roundTrip(t *testing.T, p *Position, where string) {
	t.Helper()
	s := p.String()
	q, err := ParsePosition(s)
	if err != nil {
		t.Fatalf("%s: %q does not parse: %v", where, s, err)
	}
	if d := samePlay(p, &q); d != "" {
		t.Fatalf("%s: %q reads back different: %s", where, s, d)
	}
}

// TestNotationRoundTripRandomGames: every position of random games, and
// each of them after a draw offer, a declined offer and a resignation,
// reads back to the same position and Hash.
func TestNotationRoundTripRandomGames(t *testing.T) {
	var seen struct{ removal, surging, counter, over int }
	for seed := int64(1); seed <= 6; seed++ {
		g := NewGame()
		err := RandomPlayout(g, rand.New(rand.NewSource(seed)), 600, func(ply int, p *Position) {
			where := fmt.Sprintf("seed %d ply %d", seed, ply)
			roundTrip(t, p, where)
			s := p.String()
			if p.removed {
				seen.removal++
			}
			if strings.Contains(s, "*") {
				seen.surging++
			}
			if strings.Contains(s, "#") {
				seen.counter++
			}
			if p.Over() {
				seen.over++
				return
			}
			if ply%25 != 0 {
				return
			}
			q := p.Clone()
			for _, w := range []ActionType{ActOfferDraw, ActDeclineDraw, ActResign} {
				if err := q.Apply(Simple(w), nil); err != nil {
					t.Fatalf("%s: %v", where, err)
				}
				roundTrip(t, &q, where+" after "+Simple(w).String())
			}
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if seen.removal == 0 || seen.surging == 0 || seen.counter == 0 {
		t.Fatalf("the random games never showed some state: %+v", seen)
	}
}

// TestNotationRoundTripSetups: constructed positions (counters,
// neutralized and surging units, any turn) and the accepted draw, which
// ends the game, read back the same.
func TestNotationRoundTripSetups(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for i := 0; i < 300; i++ {
		st := randomSetup(rng)
		st.Quiet = rng.Intn(40)
		st.Removed = rng.Intn(3) == 0
		p, err := st.Position()
		if err != nil {
			t.Fatal(err)
		}
		roundTrip(t, &p, fmt.Sprintf("setup %d", i))
		if p.Over() {
			continue
		}
		q := p.Clone()
		for _, w := range []ActionType{ActOfferDraw, ActAcceptDraw} {
			if err := q.Apply(Simple(w), nil); err != nil {
				t.Fatal(err)
			}
			roundTrip(t, &q, fmt.Sprintf("setup %d", i)+" after "+Simple(w).String())
		}
	}
}

// TestNotationExamples: lines as a person writes them read as meant.
func TestNotationExamples(t *testing.T) {
	p, err := ParsePosition("amber to move, 1 action, turn 6, quiet 2, removal this turn, draw declined | c: c l2-d1, N L4-H8#1 , S L1-A1#2! | A: C L2-E8,GL1-F7!, n L2-D6*")
	if err != nil {
		t.Fatal(err)
	}
	want := "Amber to move, 1 action, turn 6, quiet 2, removal this turn, draw declined | C: C L2-D1, N L4-H8#1, S L1-A1#2! | A: C L2-E8, G L1-F7!, N L2-D6*"
	if got := p.String(); got != want {
		t.Errorf("written back as\n%s\nwant\n%s", got, want)
	}
	u := at(t, &p, "L1-A1")
	if u.Side != Cerulean || u.Kind != Striker || !u.Neutralized || u.Isolation != 2 || u.Surging {
		t.Errorf("S L1-A1#2! read as %+v", u)
	}
	if u := at(t, &p, "L2-D6"); u.Side != Amber || u.Kind != Node || !u.Surging || u.Range() != 3 {
		t.Errorf("N L2-D6* read as %+v", u)
	}
	if u := at(t, &p, "L4-H8"); u.Kind != Node || u.Isolation != 1 || u.Neutralized {
		t.Errorf("N L4-H8#1 read as %+v", u)
	}
	if u := at(t, &p, "L1-F7"); u.Side != Amber || !u.Neutralized || u.Isolation != 3 {
		t.Errorf("G L1-F7! read as %+v", u)
	}
	if p.ToMove() != Amber || p.ActionsLeft() != 1 || p.Turn() != 6 || p.QuietTurns() != 2 || !p.DrawOffered() || p.DrawPending() {
		t.Errorf("header read as %s, %d actions, turn %d, quiet %d, offered %v pending %v",
			p.ToMove(), p.ActionsLeft(), p.Turn(), p.QuietTurns(), p.DrawOffered(), p.DrawPending())
	}
	// The opening, written and read back, is the opening.
	start := NewPosition()
	q, err := ParsePosition(start.String())
	if err != nil || q.Hash() != start.Hash() || !strings.HasPrefix(start.String(), "Cerulean to move, 2 actions | C: N L1-D1, N L1-E1, N L1-A2, G L1-B2") {
		t.Errorf("opening %q: %v", start.String(), err)
	}
	// A finished game.
	over, err := ParsePosition("Cerulean to move, 0 actions, turn 9, over 0-1 resignation | C: C L2-D1 | A: C L2-E8")
	if err != nil || over.Result() != AmberWins || over.Reason() != ReasonResignation || over.ActionsLeft() != 0 || over.Turn() != 9 {
		t.Errorf("finished game read as %s %s, err %v", over.Result(), over.Reason(), err)
	}
}

// TestNotationMalformed: each malformed line is refused with a
// *NotationError at the column where the trouble starts.
func TestNotationMalformed(t *testing.T) {
	const units = " | C: C L2-D1 | A: C L2-E8"
	for _, tc := range []struct {
		in   string
		col  int
		want string
	}{
		{"", 1, "want 3 parts"},
		{"Cerulean to move, 2 actions | C: C L2-D1", 41, "want 3 parts"},
		{"Cerulean to move, 2 actions | C: | A: | x", 40, "want 3 parts"},
		{"Purple to move, 2 actions" + units, 1, "side \"Purple\""},
		{"Cerulean moves, 2 actions" + units, 1, "side to move"},
		{"Cerulean to move" + units, 17, "<n> actions"},
		{"Cerulean to move, two actions" + units, 19, "not a number"},
		{"Cerulean to move, 3 actions" + units, 19, "at most 2"},
		{"Cerulean to move, 0 actions" + units, 19, "not over"},
		{"Cerulean to move, 2 actions, turn 2" + units, 35, "not Cerulean's"},
		{"Amber to move, 2 actions, turn 0" + units, 32, "not Amber's"},
		{"Cerulean to move, 2 actions, quiet -1" + units, 36, "not a number"},
		{"Cerulean to move, 2 actions, turn 3, turn 5" + units, 38, "given twice"},
		{"Cerulean to move, 2 actions, draw offered, draw declined" + units, 44, "given twice"},
		{"Cerulean to move, 2 actions, draw maybe" + units, 30, "draw offered"},
		{"Cerulean to move, 2 actions, castled" + units, 30, "unknown header item"},
		{"Cerulean to move, 2 actions, over 1-0 active" + units, 19, "0 actions"},
		{"Cerulean to move, 0 actions, over 2-0 active" + units, 35, "result \"2-0\""},
		{"Cerulean to move, 0 actions, over 1-0 checkmate" + units, 39, "reason \"checkmate\""},
		{"Cerulean to move, 0 actions, over 1-0 active, draw offered" + units, 1, "draw offer"},
		{"Cerulean to move, 2 actions | A: C L2-D1 | C: C L2-E8", 31, "want \"C:\""},
		{"Cerulean to move, 2 actions | C C L2-D1 | A: C L2-E8", 31, "want \"C:\""},
		{"Cerulean to move, 2 actions | C: Q L2-D1 | A: C L2-E8", 34, "kind letter"},
		{"Cerulean to move, 2 actions | C: C L9-D1 | A: C L2-E8", 36, "level must be 1-4"},
		{"Cerulean to move, 2 actions | C: C L2-D | A: C L2-E8", 36, "want a cell"},
		{"Cerulean to move, 2 actions | C: C L2-D1, , N L1-A1 | A: C L2-E8", 43, "missing"},
		{"Cerulean to move, 2 actions | C: C L2-D1, N L1-A1#4 | A: C L2-E8", 50, "#0 to #3"},
		{"Cerulean to move, 2 actions | C: C L2-D1, N L1-A1!* | A: C L2-E8", 51, "not neutralized"},
		{"Cerulean to move, 2 actions | C: C L2-D1, N L1-A1*! | A: C L2-E8", 51, "does not surge"},
		{"Cerulean to move, 2 actions | C: C L2-D1, N L1-A1!#2 | A: C L2-E8", 51, "#0 to #3"},
		{"Cerulean to move, 2 actions | C: C L2-D1, N L1-A1x | A: C L2-E8", 50, "unexpected \"x\""},
		{"Cerulean to move, 2 actions | C: C L2-D1 | A: C L2-E8, N L2-D1", 56, "two units on L2-D1 (the first at column 34)"},
		{"Cerulean to move, 2 actions | C: C L2-D1 | A: C L2-É8", 49, "file must be A-H"},
		{"Cerulean → move, 2 actions" + units, 1, "side to move"},
		{"Cerulean to move, 2 actions | C: C L2-D1 | A: C L2-E8, N L2-D1é", 63, "unexpected"},
	} {
		_, err := ParsePosition(tc.in)
		var ne *NotationError
		if !errors.As(err, &ne) {
			t.Errorf("%q: error %v, want a *NotationError", tc.in, err)
			continue
		}
		if ne.Column != tc.col || !strings.Contains(ne.Msg, tc.want) {
			t.Errorf("%q: %v; want column %d and %q", tc.in, err, tc.col, tc.want)
		}
	}
	// Forty units of a side are too many.
	var b strings.Builder
	b.WriteString("Cerulean to move, 2 actions | C: C L2-D1")
	for i := 0; i < UnitsPerSide; i++ {
		b.WriteString(", N " + NewCell(2+i/64, i%8, i/8%8).String())
	}
	b.WriteString(" | A: C L2-E8")
	if _, err := ParsePosition(b.String()); err == nil || !strings.Contains(err.Error(), "more than 39") {
		t.Errorf("40 Cerulean units: %v", err)
	}
}

// FuzzParsePosition: no input panics; whatever parses writes back to a line
// that reads back to the same position.
func FuzzParsePosition(f *testing.F) {
	start := NewPosition()
	for _, s := range []string{
		start.String(),
		"Amber to move, 1 action, turn 6, quiet 2, removal this turn, draw declined | C: C L2-D1, N L4-H8#1, S L1-A1#2! | A: C L2-E8, G L1-F7!, N L2-D6*",
		"Cerulean to move, 0 actions, over 1/2-1/2 500-turn | C: | A:",
		"Cerulean to move, 2 actions | C: C L2-D1, N L1-A1#4 | A: C L2-E8",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParsePosition(s)
		if err != nil {
			var ne *NotationError
			if !errors.As(err, &ne) || ne.Column < 1 || ne.Column > len(s)+1 {
				t.Fatalf("%q: error %v without a column in the line", s, err)
			}
			return
		}
		roundTrip(t, &p, "fuzz input")
	})
}
