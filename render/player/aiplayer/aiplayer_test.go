package aiplayer

import (
	"context"
	"strings"
	"testing"
	"time"

	"strategema/ai"
	"strategema/engine"
	"strategema/render/player"
)

// playAll applies acts to a copy of p and fails on an illegal one.
func playAll(t *testing.T, p *engine.Position, acts []engine.Action) engine.Position {
	t.Helper()
	q := p.Clone()
	if len(acts) == 0 {
		t.Fatal("no action")
	}
	for _, a := range acts {
		if err := q.Apply(a, nil); err != nil {
			t.Fatalf("illegal action %s in %v: %v", a, acts, err)
		}
	}
	return q
}

// TestThinkReportsProgress: a fixed-depth search plays a legal turn that
// hands the move over, reporting its progress on the way.
func TestThinkReportsProgress(t *testing.T) {
	for _, name := range []string{"data", "kolrami"} {
		p, err := New(name, ai.WithDepth(2), ai.WithThreads(1), ai.WithTableSize(12))
		if err != nil {
			t.Fatal(err)
		}
		pos := engine.NewPosition()
		var reports []player.Progress
		acts, err := p.Think(context.Background(), &pos, 10*time.Second, func(pr player.Progress) { reports = append(reports, pr) })
		if err != nil {
			t.Fatal(err)
		}
		q := playAll(t, &pos, acts)
		if q.ToMove() != engine.Amber {
			t.Errorf("%s: the turn %v does not hand over to Amber", name, acts)
		}
		if len(reports) == 0 || reports[len(reports)-1].Depth < 1 || len(reports[len(reports)-1].Line) == 0 {
			t.Errorf("%s: progress reports %+v", name, reports)
		}
	}
}

// TestThinkReportsItsTurn: a turn found before the search's first
// iteration ends (a budget of a millisecond) still reports its figures
// last, so a watcher (the browser's thinkNodes) never shows an empty
// search.
func TestThinkReportsItsTurn(t *testing.T) {
	p, err := New("data", ai.WithThreads(1), ai.WithTableSize(12))
	if err != nil {
		t.Fatal(err)
	}
	pos := engine.NewPosition()
	var reports []player.Progress
	acts, err := p.Think(context.Background(), &pos, time.Millisecond, func(pr player.Progress) { reports = append(reports, pr) })
	if err != nil {
		t.Fatal(err)
	}
	playAll(t, &pos, acts)
	if len(reports) == 0 {
		t.Fatal("no progress report for a turn played in a millisecond")
	}
	last := reports[len(reports)-1]
	if last.Elapsed <= 0 || len(last.Line) != len(acts) {
		t.Errorf("last report %+v for the turn %v: want its elapsed time and the turn played", last, acts)
	}
}

// TestDraws: Data answers a draw offered at the opening (a level
// position) with a reason, and explains whether he offers one himself.
func TestDraws(t *testing.T) {
	p, err := New("data", ai.WithDepth(1), ai.WithThreads(1), ai.WithTableSize(12))
	if err != nil {
		t.Fatal(err)
	}
	pos := engine.NewPosition()
	if err := pos.Apply(engine.Simple(engine.ActOfferDraw), nil); err != nil {
		t.Fatal(err)
	}
	ok, why := p.ExplainDraw(context.Background(), &pos)
	if !ok || !strings.Contains(why, "Data") {
		t.Errorf("Data in a level opening: accept %v, %q", ok, why)
	}
	if p.AnswerDraw(context.Background(), &pos) != ok {
		t.Error("AnswerDraw and ExplainDraw disagree")
	}
	fresh := engine.NewPosition()
	if _, why := p.WantsDraw(context.Background(), &fresh); why == "" {
		t.Error("WantsDraw gives no reason")
	}
}

// TestSuggest: the advisor's turn is legal.
func TestSuggest(t *testing.T) {
	pos := engine.NewPosition()
	acts, err := Suggest(context.Background(), &pos, 300*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	playAll(t, &pos, acts)
	if _, err := New("nobody"); err == nil {
		t.Error("an unknown commander made a player")
	}
}
