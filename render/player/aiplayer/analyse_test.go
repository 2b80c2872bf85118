package aiplayer

import (
	"context"
	"errors"
	"os"
	"slices"
	"testing"
	"time"

	"strategema/ai"
	"strategema/engine"
	"strategema/render/player"
)

func loadMidgame(t *testing.T) *engine.Game {
	t.Helper()
	data, err := os.ReadFile("../../testdata/midgame.sgr")
	if err != nil {
		t.Fatal(err)
	}
	g, _, err := engine.LoadRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestAnalyseProgressAndCancel: the analysis reviews every turn of a record,
// reporting each, and stops when cancelled with the reviews so far.
func TestAnalyseProgressAndCancel(t *testing.T) {
	g := loadMidgame(t)
	fast := []ai.Option{ai.WithDepth(1), ai.WithThreads(1), ai.WithTableSize(12)}
	last, total := 0, 0
	rs, err := Analyse(context.Background(), g, 5*time.Millisecond, func(done, n int) { last, total = done, n }, fast...)
	if err != nil {
		t.Fatal(err)
	}
	if total == 0 || last != total || len(rs) != total {
		t.Fatalf("progress %d/%d, %d reviews", last, total, len(rs))
	}
	ctx, cancel := context.WithCancel(context.Background())
	rs, err = Analyse(ctx, g, 5*time.Millisecond, func(done, n int) {
		if done == 2 {
			cancel()
		}
	}, fast...)
	if !errors.Is(err, context.Canceled) || len(rs) >= total {
		t.Fatalf("cancelled after 2 turns: %d reviews, %v", len(rs), err)
	}
}

// TestAnalystSpeaksTheSeam: the Analyst gives Analyse's reviews in the
// seam's terms (each verdict with its name and mark), a cancel still
// reads as context.Canceled, and an analysis error keeps its message ID.
func TestAnalystSpeaksTheSeam(t *testing.T) {
	g := loadMidgame(t)
	fast := []ai.Option{ai.WithDepth(1), ai.WithThreads(1), ai.WithTableSize(12)}
	rs, err := Analyse(context.Background(), g, 5*time.Millisecond, nil, fast...)
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range []ai.Verdict{ai.Inaccuracy, ai.Mistake, ai.Blunder, ai.NoVerdict} {
		rs = append(rs, ai.TurnReview{Turn: 99, Verdict: v})
	}
	for i, w := range rs {
		r := review(w)
		if r.Turn != w.Turn || r.Round != w.Round || r.Side != w.Side || r.Reviewed != w.Reviewed ||
			r.Chances != w.Chances || !slices.Equal(r.Played, w.Played) || !slices.Equal(r.Best, w.Best) ||
			r.BestChances != w.BestChances || r.Drop != w.Drop || r.Depth != w.Depth {
			t.Errorf("turn %d: %+v, Analyse gives %+v", i, r, w)
		}
		if r.Verdict.String() != w.Verdict.String() || r.Verdict.Symbol() != w.Verdict.Symbol() {
			t.Errorf("turn %d: verdict %q %q, Analyse gives %q %q", i, r.Verdict, r.Verdict.Symbol(), w.Verdict, w.Verdict.Symbol())
		}
	}
	got, err := Analyst(fast...)(context.Background(), g, 5*time.Millisecond, nil)
	if err != nil || len(got) != len(rs)-4 {
		t.Fatalf("the Analyst: %d reviews, %v; want %d", len(got), err, len(rs)-4)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Analyst(fast...)(ctx, g, 5*time.Millisecond, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v, want context.Canceled", err)
	}
	_, err = Analyst(fast...)(context.Background(), g, 0, nil)
	var ae *player.AnalysisError
	if !errors.As(err, &ae) || ae.ID != "analysis.budget" {
		t.Fatalf("no budget: %v, want the analysis.budget message", err)
	}
}

// TestSeamDropsAreTheAnalysis: the drops the window explains the marks by
// are the analysis's own.
func TestSeamDropsAreTheAnalysis(t *testing.T) {
	if player.InaccuracyDrop != ai.InaccuracyDrop || player.MistakeDrop != ai.MistakeDrop || player.BlunderDrop != ai.BlunderDrop {
		t.Errorf("the seam's drops %v %v %v, the analysis's %v %v %v", player.InaccuracyDrop, player.MistakeDrop, player.BlunderDrop,
			ai.InaccuracyDrop, ai.MistakeDrop, ai.BlunderDrop)
	}
	for _, d := range []float64{0.05, player.InaccuracyDrop, 0.15, player.MistakeDrop, player.BlunderDrop, 0.5} {
		if got, want := player.Verdict(ai.Classify(d)), seamClassify(d); got != want {
			t.Errorf("drop %v: the analysis says %v, the seam's drops %v", d, got, want)
		}
	}
}

func seamClassify(d float64) player.Verdict {
	switch {
	case d >= player.BlunderDrop:
		return player.Blunder
	case d >= player.MistakeDrop:
		return player.Mistake
	case d >= player.InaccuracyDrop:
		return player.Inaccuracy
	}
	return player.NoVerdict
}
