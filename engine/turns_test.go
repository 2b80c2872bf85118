package engine

import (
	"math/rand"
	"slices"
	"testing"
)

// TestTurnsMatchTheRecordAndTheReplay: on random games with draw words,
// Turns cuts the actions as the record's lines do (a draw answer on the
// offer's line), covers every action once, and each turn's Before and
// EventsBefore are the position and the event count a replay from the
// start reaches at the turn's first action.
func TestTurnsMatchTheRecordAndTheReplay(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	for n := 0; n < 20; n++ {
		g := NewGame()
		var buf []Action
		for i := 0; i < 200 && !g.Position().Over(); i++ {
			p := g.Position()
			if rng.Intn(30) == 0 && !p.DrawOffered() {
				for _, a := range []Action{Simple(ActOfferDraw), Simple(ActDeclineDraw)} {
					if _, err := g.Apply(a); err != nil {
						t.Fatal(err)
					}
				}
				continue
			}
			buf = p.LegalActions(buf[:0])
			if _, err := g.Apply(buf[rng.Intn(len(buf))]); err != nil {
				t.Fatal(err)
			}
		}
		rec, err := ParseRecord([]byte(RecordOf(g).String()))
		if err != nil {
			t.Fatal(err)
		}
		turns := g.Turns()
		if len(turns) != len(rec.Turns) {
			t.Fatalf("game %d: %d turns, the record has %d lines", n, len(turns), len(rec.Turns))
		}
		r := NewGame()
		next := 0
		for k, tn := range turns {
			want := rec.Turns[k]
			if tn.Round != want.Round || tn.Side != want.Side || !slices.Equal(tn.Actions, want.Actions) {
				t.Fatalf("game %d turn %d: %d%c %v, the record has %d%c %v", n, k, tn.Round, tn.Side.Letter(), tn.Actions, want.Round, want.Side.Letter(), want.Actions)
			}
			if tn.First != next {
				t.Fatalf("game %d turn %d starts at action %d, want %d", n, k, tn.First, next)
			}
			if g.Before(tn.First).Hash() != r.Position().Hash() || g.EventsBefore(tn.First) != len(r.Events()) {
				t.Fatalf("game %d turn %d: Before or EventsBefore differs from the replay", n, k)
			}
			for _, a := range tn.Actions {
				if _, err := r.Apply(a); err != nil {
					t.Fatal(err)
				}
			}
			next += len(tn.Actions)
		}
		if next != len(g.Actions()) || g.Before(next) != g.Position() || g.EventsBefore(next) != len(g.Events()) {
			t.Fatalf("game %d: the turns cover %d of %d actions", n, next, len(g.Actions()))
		}
	}
}
