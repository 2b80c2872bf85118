package ai

import (
	"context"
	"errors"
	"math"
	"testing"
	"time"

	"strategema/engine"
)

func TestClassifyThresholds(t *testing.T) {
	for _, c := range []struct {
		drop float64
		want Verdict
	}{
		{0, NoVerdict},
		{0.0999, NoVerdict},
		{0.1, Inaccuracy},
		{0.1999, Inaccuracy},
		{0.2, Mistake},
		{0.2999, Mistake},
		{0.3, Blunder},
		{1.7, Blunder},
	} {
		if got := Classify(c.drop); got != c.want {
			t.Errorf("Classify(%v) = %v, want %v", c.drop, got, c.want)
		}
	}
	for v, sym := range map[Verdict]string{NoVerdict: "", Inaccuracy: "?!", Mistake: "?", Blunder: "??"} {
		if v.Symbol() != sym {
			t.Errorf("%v.Symbol() = %q, want %q", v, v.Symbol(), sym)
		}
	}
}

func TestWinningChances(t *testing.T) {
	for _, c := range []struct {
		score int
		want  float64
	}{
		{0, 0},
		{400, 2.0 / 3},   // the arena's adjudication margin: an expected score of 5/6
		{-400, -2.0 / 3}, // symmetric
		{100, 0.1985},    // a Control Node
		{1_000_000, 1},   // a forced win
		{-999_990, -1},   // a forced loss
	} {
		if got := WinningChances(c.score); math.Abs(got-c.want) > 1e-3 {
			t.Errorf("WinningChances(%d) = %.4f, want %.4f", c.score, got, c.want)
		}
	}
	for s := -2000; s < 2000; s += 50 {
		if WinningChances(s+50) <= WinningChances(s) {
			t.Fatalf("WinningChances is not increasing at %d", s)
		}
	}
}

// gameOf replays a record or fails the test.
func gameOf(t *testing.T, record string) *engine.Game {
	t.Helper()
	g, _, err := engine.LoadRecord([]byte(record))
	if err != nil {
		t.Fatalf("record does not replay: %v\n%s", err, record)
	}
	return g
}

// TestAnalyseFindsPlantedBlunders: a Striker run into the enemy front (2
// against 7) is captured; two of them in one turn cost twice as much.
func TestAnalyseFindsPlantedBlunders(t *testing.T) {
	for _, c := range []struct {
		name   string
		record string
		turn   int // index of the planted turn
		least  Verdict
	}{
		{"one Striker thrown away", "1C: L1-D2>L1-D5, L1-D5>L1-D6\n", 0, Mistake},
		{"two Strikers thrown away", "1C: L1-D2>L1-D5, L1-E2>L1-E5\n1A: hold, hold\n2C: L1-D5>L1-D6, L1-E5>L1-E6\n", 2, Blunder},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := gameOf(t, c.record)
			rs, err := Analyse(context.Background(), g, 60*time.Millisecond, nil, WithThreads(1), WithTableSize(16))
			if err != nil {
				t.Fatal(err)
			}
			if len(rs) != c.turn+1 {
				t.Fatalf("%d reviews, want %d", len(rs), c.turn+1)
			}
			r := rs[c.turn]
			if !r.Reviewed || r.Verdict < c.least {
				t.Fatalf("planted turn: %+v, want at least a %v", r, c.least)
			}
			if r.Drop < InaccuracyDrop || r.BestScore <= r.Score {
				t.Errorf("drop %.2f, best %+d against played %+d", r.Drop, r.BestScore, r.Score)
			}
			// the better turn is a legal, different turn from the same start.
			q := rs[c.turn].Played
			if sameActions(q, r.Best) {
				t.Fatalf("the better turn is the played one: %v", r.Best)
			}
			g2, err := g.ReplayTo(len(g.Actions()) - len(q))
			if err != nil {
				t.Fatal(err)
			}
			for _, a := range r.Best {
				if _, err := g2.Apply(a); err != nil {
					t.Fatalf("better turn %v: %v", r.Best, err)
				}
			}
			if p := g2.Position(); !p.Over() && p.ToMove() == r.Side {
				t.Errorf("the better turn %v leaves the turn open", r.Best)
			}
		})
	}
}

func sameActions(a, b []engine.Action) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestAnalyseQuietTurnsAndEndings: an opening turn gives nothing away, a
// resignation gives everything, and a turn left open is not judged.
func TestAnalyseQuietTurnsAndEndings(t *testing.T) {
	g := gameOf(t, "1C: hold, hold\n1A: resign\n")
	rs, err := Analyse(context.Background(), g, 30*time.Millisecond, nil, WithThreads(1), WithTableSize(16))
	if err != nil {
		t.Fatal(err)
	}
	if len(rs) != 2 {
		t.Fatalf("%d reviews, want 2", len(rs))
	}
	if rs[1].Side != engine.Amber || rs[1].Chances != -1 || rs[1].Verdict != Blunder {
		t.Errorf("the resignation: %+v, want chances -1 and a blunder", rs[1])
	}
	open := gameOf(t, "1C: hold\n")
	rs, err = Analyse(context.Background(), open, 30*time.Millisecond, nil, WithThreads(1), WithTableSize(16))
	if err != nil || len(rs) != 1 || rs[0].Reviewed {
		t.Errorf("an open turn: %+v, %v; want one review, not judged", rs, err)
	}
}

func TestAnalyseCancel(t *testing.T) {
	g := gameOf(t, "1C: hold, hold\n1A: hold, hold\n2C: hold, hold\n2A: hold, hold\n3C: hold, hold\n")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var calls []int
	start := time.Now()
	rs, err := Analyse(ctx, g, 50*time.Millisecond, func(done, total int) {
		calls = append(calls, done)
		if total != 5 {
			t.Errorf("total %d, want 5", total)
		}
		if done == 2 {
			cancel()
		}
	}, WithThreads(1), WithTableSize(16))
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("error %v, want context.Canceled", err)
	}
	if len(rs) != 2 || len(calls) != 2 {
		t.Errorf("%d reviews and progress %v after cancelling at 2, want 2 of each", len(rs), calls)
	}
	if el := time.Since(start); el > 2*time.Second {
		t.Errorf("cancelled analysis took %v", el)
	}
}

func TestAnalyseBadBudget(t *testing.T) {
	if _, err := Analyse(context.Background(), engine.NewGame(), 0, nil); err == nil {
		t.Error("a zero budget is accepted")
	}
}
