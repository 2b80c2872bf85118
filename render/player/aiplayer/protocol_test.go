package aiplayer

import (
	"context"
	"math/rand"
	"slices"
	"strings"
	"testing"
	"time"

	"strategema/ai"
	"strategema/engine"
)

// serverUnderTest is a search server whose replies the test reads.
type serverUnderTest struct {
	*searchServer
	replies chan searchReply
}

func newServerUnderTest(extra ...ai.Option) serverUnderTest {
	replies := make(chan searchReply, 1024)
	return serverUnderTest{newSearchServer(func(r searchReply) { replies <- r }, extra...), replies}
}

// answer waits for request id's done or error reply, counting its
// progress reports; replies of other requests are skipped.
func (s serverUnderTest) answer(t *testing.T, id int64) (searchReply, int) {
	t.Helper()
	progress := 0
	timeout := time.After(30 * time.Second)
	for {
		select {
		case r := <-s.replies:
			if r.ID != id {
				continue
			}
			if r.Op == replyProgress {
				progress++
				continue
			}
			return r, progress
		case <-timeout:
			t.Fatalf("no answer to request %d in 30 s", id)
		}
	}
}

// TestWorkerPlaysAsThePage: a game between two commanders played through
// the worker's messages (the position as its State, the actions back as
// JSON) takes, turn by turn, the turns the page's own commanders take at
// a fixed depth, each commander's memory of the game kept from turn to
// turn; every turn reports its progress. The game starts after random
// play has taken units off the board (a State renumbers the units
// left), and again from the opening.
func TestWorkerPlaysAsThePage(t *testing.T) {
	g := engine.NewGame()
	if err := engine.RandomPlayout(g, rand.New(rand.NewSource(5)), 160, nil); err != nil {
		t.Fatal(err)
	}
	dead := 0
	for id := engine.UnitID(0); id < engine.NumUnits; id++ {
		if !g.Position().Unit(id).Alive {
			dead++
		}
	}
	if dead == 0 || g.Position().Over() {
		t.Fatalf("the random play left %d units off the board, over: %v", dead, g.Position().Over())
	}
	if g.Position().ActionsLeft() < 2 {
		if _, err := g.Apply(engine.Simple(engine.ActEnd)); err != nil {
			t.Fatal(err)
		}
	}
	playThroughWorker(t, g, 6)
	playThroughWorker(t, engine.NewGame(), 6)
}

// playThroughWorker plays turns of g by the page's commanders and the
// worker's, which must agree.
func playThroughWorker(t *testing.T, g *engine.Game, turns int64) {
	t.Helper()
	small := ai.WithTableSize(12)
	levels := [2]string{"data", "recruit"}
	var local [2]ai.Player
	for i, l := range levels {
		p, err := ai.New(l, ai.WithThreads(1), ai.WithDepth(2), small)
		if err != nil {
			t.Fatal(err)
		}
		local[i] = p
	}
	s := newServerUnderTest(small)
	for turn := int64(1); turn <= turns && !g.Position().Over(); turn++ {
		p := g.Position()
		side := p.ToMove()
		want, err := local[side].PlayTurn(context.Background(), p, 0)
		if err != nil {
			t.Fatal(err)
		}
		msg := encodeRequest(searchRequest{ID: turn, Op: opTurn, Commander: int64(side) + 1, Level: levels[side], Depth: 2, State: p.State()})
		s.receive(msg)
		r, progress := s.answer(t, turn)
		if r.Op != replyDone {
			t.Fatalf("turn %d: %s %s", turn, r.Op, r.Err)
		}
		if !slices.Equal(r.Actions, want.Actions) {
			t.Fatalf("turn %d (%s): the worker played %v, the page %v", turn, levels[side], r.Actions, want.Actions)
		}
		if r.Stats == nil || r.Stats.Depth != want.Stats.Depth || r.Stats.Nodes != want.Stats.Nodes {
			t.Errorf("turn %d: the worker's figures %+v, the page's %+v", turn, r.Stats, want.Stats)
		}
		if progress == 0 && want.Stats.Nodes > 0 {
			t.Errorf("turn %d: no progress report", turn)
		}
		for _, a := range want.Actions {
			if _, err := g.Apply(a); err != nil {
				t.Fatalf("turn %d: %s: %v", turn, a, err)
			}
		}
	}
}

// TestWorkerSuggestsAsThePage: a suggestion through the worker is
// ai.Suggest's at the same depth.
func TestWorkerSuggestsAsThePage(t *testing.T) {
	p := engine.NewPosition()
	want, err := ai.Suggest(context.Background(), &p, 0, ai.WithThreads(1), ai.WithDepth(2))
	if err != nil {
		t.Fatal(err)
	}
	s := newServerUnderTest()
	s.receive(encodeRequest(searchRequest{ID: 7, Op: opSuggest, Depth: 2, State: p.State()}))
	r, _ := s.answer(t, 7)
	if r.Op != replyDone || !slices.Equal(r.Actions, want.Actions) {
		t.Fatalf("the worker suggested %s %v (%s), ai.Suggest %v", r.Op, r.Actions, r.Err, want.Actions)
	}
}

// TestWorkerCancels: a cancel ends a running search at once with an
// error, and the request queued behind it runs.
func TestWorkerCancels(t *testing.T) {
	s := newServerUnderTest(ai.WithTableSize(12))
	p := engine.NewPosition()
	long := searchRequest{ID: 1, Op: opTurn, Commander: 1, Level: "data", BudgetMs: 60000, State: p.State()}
	s.receive(encodeRequest(long))
	s.receive(encodeRequest(searchRequest{ID: 2, Op: opTurn, Commander: 1, Level: "data", BudgetMs: 50, State: p.State()}))
	time.Sleep(50 * time.Millisecond)
	start := time.Now()
	s.receive(encodeRequest(searchRequest{ID: 1, Op: opCancel}))
	r, _ := s.answer(t, 1)
	if r.Op != replyError || !strings.Contains(r.Err, "cancel") {
		t.Errorf("the cancelled search answered %s %v %q", r.Op, r.Actions, r.Err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("the cancelled search answered after %v", d)
	}
	if r, _ := s.answer(t, 2); r.Op != replyDone || len(r.Actions) == 0 {
		t.Errorf("the request after the cancelled one answered %s %v %q", r.Op, r.Actions, r.Err)
	}
}

// TestWorkerRefusesBadRequests: a request that cannot be served gets an
// error reply naming what is wrong, and the worker serves on.
func TestWorkerRefusesBadRequests(t *testing.T) {
	s := newServerUnderTest(ai.WithTableSize(12))
	p := engine.NewPosition()
	cases := []struct {
		r    searchRequest
		want string
	}{
		{searchRequest{Op: opTurn, Commander: 1, Level: "data", State: "nonsense"}, "position state"},
		{searchRequest{Op: opTurn, Commander: 1, Level: "admiral", Depth: 1, State: p.State()}, "unknown player"},
		{searchRequest{Op: "dance", State: p.State()}, "unknown request"},
	}
	for i, c := range cases {
		c.r.ID = int64(i + 1)
		s.receive(encodeRequest(c.r))
		if r, _ := s.answer(t, c.r.ID); r.Op != replyError || !strings.Contains(r.Err, c.want) {
			t.Errorf("%+v: answered %s %q, want an error with %q", c.r, r.Op, r.Err, c.want)
		}
	}
	s.receive("{not json")
	if r := <-s.replies; r.Op != replyError || !strings.Contains(r.Err, "does not read") {
		t.Errorf("a broken message: answered %s %q", r.Op, r.Err)
	}
	s.receive(encodeRequest(searchRequest{ID: 9, Op: opTurn, Commander: 1, Level: "data", Depth: 1, State: p.State()}))
	if r, _ := s.answer(t, 9); r.Op != replyDone {
		t.Errorf("after the bad requests: %s %q", r.Op, r.Err)
	}
}

// TestWorkerReviewsAsThePage: the review of a game sent as its record is
// ai.Analyse's of the game at the same depth, with its progress.
func TestWorkerReviewsAsThePage(t *testing.T) {
	g := engine.NewGame()
	if err := engine.RandomPlayout(g, rand.New(rand.NewSource(9)), 12, nil); err != nil {
		t.Fatal(err)
	}
	opts := []ai.Option{ai.WithThreads(1), ai.WithDepth(1), ai.WithTableSize(12)}
	want, err := ai.Analyse(context.Background(), g, time.Minute, nil, opts...)
	if err != nil {
		t.Fatal(err)
	}
	s := newServerUnderTest(ai.WithTableSize(12))
	s.receive(encodeRequest(searchRequest{ID: 3, Op: opAnalyse, Depth: 1, BudgetMs: 60000, Record: engine.RecordOf(g).String()}))
	r, progress := s.answer(t, 3)
	if r.Op != replyDone {
		t.Fatalf("the review answered %s %q", r.Op, r.Err)
	}
	if len(r.Reviews) != len(want) || len(want) == 0 {
		t.Fatalf("%d reviews, ai.Analyse %d", len(r.Reviews), len(want))
	}
	for i := range want {
		a, b := r.Reviews[i], want[i]
		if !slices.Equal(a.Best, b.Best) || !slices.Equal(a.Played, b.Played) || a.Verdict != b.Verdict || a.Score != b.Score || a.Chances != b.Chances {
			t.Errorf("turn %d: the worker's review %+v, ai.Analyse's %+v", i, a, b)
		}
	}
	if progress == 0 {
		t.Error("no progress report")
	}
}
