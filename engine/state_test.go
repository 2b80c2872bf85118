package engine

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"
)

// TestStateRoundTripRandomGames: every position of random games reads back
// from its State to the same position, repetition history included: the
// same notation, Hash and repetition count, and the same game from there
// on (the next actions give the same positions; TestStateRepetitionDraw
// plays one on to the repetition draw).
func TestStateRoundTripRandomGames(t *testing.T) {
	longHistory := 0
	for seed := int64(1); seed <= 4; seed++ {
		g := NewGame()
		rng := rand.New(rand.NewSource(seed))
		err := RandomPlayout(g, rand.New(rand.NewSource(seed)), 400, func(ply int, p *Position) {
			where := fmt.Sprintf("seed %d ply %d", seed, ply)
			q, err := ParseState(p.State())
			if err != nil {
				t.Fatalf("%s: %q does not parse: %v", where, p.State(), err)
			}
			if d := samePlay(p, &q); d != "" {
				t.Fatalf("%s: reads back different: %s", where, d)
			}
			if p.RepetitionCount() != q.RepetitionCount() || q.State() != p.State() {
				t.Fatalf("%s: repetition count %d, read back %d; state %q, read back %q", where, p.RepetitionCount(), q.RepetitionCount(), p.State(), q.State())
			}
			if len(p.history) > 1 {
				longHistory++
			}
			if ply%20 != 0 || p.Over() {
				return
			}
			// the same game from here: a few random actions on both
			a, b := p.Clone(), q
			for i := 0; i < 12 && !a.Over(); i++ {
				acts := a.LegalActions(nil)
				act := acts[rng.Intn(len(acts))]
				if err := a.Apply(act, nil); err != nil {
					t.Fatalf("%s: %s: %v", where, act, err)
				}
				if err := b.Apply(act, nil); err != nil {
					t.Fatalf("%s: %s on the read-back position: %v", where, act, err)
				}
				if d := samePlay(&a, &b); d != "" || a.RepetitionCount() != b.RepetitionCount() {
					t.Fatalf("%s after %s: the read-back position plays on differently: %s", where, act, d)
				}
			}
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if longHistory == 0 {
		t.Fatal("no random game kept a history of more than one key: the history was never tried")
	}
}

// TestStateRepetitionDraw: a position one repetition short of the draw
// reaches it after its State is read back, as the original does; read
// back by its notation alone it would not.
func TestStateRepetitionDraw(t *testing.T) {
	g := NewGame()
	p := g.Position().Clone()
	// Both sides shuffle a Node out and back until the fourth occurrence.
	shuffle := func(q *Position, n int) {
		t.Helper()
		moves := [][2]string{{"L1-D2", "L1-D3"}, {"L1-D7", "L1-D6"}, {"L1-D3", "L1-D2"}, {"L1-D6", "L1-D7"}}
		for i := 0; i < n; i++ {
			m := moves[i%4]
			from, _ := ParseCell(m[0])
			to, _ := ParseCell(m[1])
			if err := q.Apply(Move(from, to), nil); err != nil {
				t.Fatalf("shuffle %d %s>%s: %v", i, m[0], m[1], err)
			}
			if err := q.Apply(Simple(ActEnd), nil); err != nil {
				t.Fatalf("shuffle %d end: %v", i, err)
			}
		}
	}
	for n := 0; n < 64 && p.RepetitionCount() < 4; n++ {
		shuffle(&p, 4)
	}
	if p.RepetitionCount() != 4 {
		t.Fatalf("the shuffle reached %d repetitions, want 4 (state %s)", p.RepetitionCount(), p.State())
	}
	q, err := ParseState(p.State())
	if err != nil {
		t.Fatal(err)
	}
	byNotation, err := ParsePosition(p.String())
	if err != nil {
		t.Fatal(err)
	}
	shuffle(&p, 4)
	shuffle(&q, 4)
	shuffle(&byNotation, 4)
	if !p.Over() || !q.Over() || q.Result() != p.Result() || q.Reason() != p.Reason() {
		t.Fatalf("after the fifth occurrence: original %s %s, read back %s %s", p.Result(), p.Reason(), q.Result(), q.Reason())
	}
	if byNotation.Over() {
		t.Fatal("the notation alone also reached the draw: the test does not need the history")
	}
}

func TestParseStateErrors(t *testing.T) {
	p := NewGame().Position()
	good := p.State()
	notation, _, _ := strings.Cut(good, " ~ ")
	for _, tc := range []struct{ name, in, want string }{
		{"no history", notation, "no repetition history"},
		{"empty history", notation + " ~ ", "empty repetition history"},
		{"bad key", notation + " ~ zz", "repetition key 1"},
		{"bad notation", "Purple to move ~ 1", "position state"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseState(tc.in)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("ParseState(%q) = %v, want an error with %q", tc.in, err, tc.want)
			}
		})
	}
}
