package aiplayer

import (
	"context"
	"errors"
	"os"
	"testing"
	"time"

	"strategema/ai"
	"strategema/engine"
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

// TestAnalyseProgressAndCancel: the coach reviews every turn of a record,
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
