package aiplayer

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"time"

	"strategema/ai"
	"strategema/engine"
)

// protocol.go: the messages between the page and its search worker, and
// the worker's side of them. The browser build runs the computer's search
// in a Web Worker, a second instance of the same game.wasm (worker_js.go
// asks, serve_js.go answers), so the page keeps drawing while the computer
// thinks and the search runs at full speed. This file has no browser in
// it: the tests run the worker's side natively.
//
// A request is one JSON text: a turn of a commander, a suggestion, the
// review of a game (its record), or the cancelling of an earlier request. The position travels as its State
// (engine.Position.State: the notation and the repetition history), the
// actions as engine.Actions. The worker answers with progress reports
// (ai.Stats after each search iteration) and then one done or error
// reply, each naming the request's id; the page drops the replies of a
// request it no longer waits for.

// The requests' operations.
const (
	opTurn    = "turn"    // a commander's turn (PlayTurn)
	opSuggest = "suggest" // a suggested turn for a person (ai.Suggest)
	opAnalyse = "analyse" // the review of a finished game (ai.Analyse)
	opCancel  = "cancel"  // stop the request ID
)

// The replies' operations.
const (
	replyReady    = "ready"    // the worker serves requests (id 0)
	replyProgress = "progress" // a search iteration ended (Stats), or a turn reviewed (Done of Total)
	replyDone     = "done"     // the turn (Actions and Stats), or the Reviews
	replyError    = "error"    // the request failed: Err
	replyDead     = "dead"     // the worker cannot serve (its start failed): Err
)

// keptCommanders is how many commanders the worker keeps, the most recently
// used: a game has at most two, and each keeps a 16 MiB table.
const keptCommanders = 2

// workerYieldEvery is how often a search in the worker gives its thread
// back, so that a cancel message is read: a 1 ms sleep every 50 ms costs
// the search about 2% and a cancelled search ends within 50 ms.
const workerYieldEvery = 50 * time.Millisecond

// searchRequest is a message from the page to the worker.
type searchRequest struct {
	ID int64  `json:"id"`
	Op string `json:"op"`
	// Commander names the page's Player (opTurn): the worker keeps an
	// ai.Player for each, whose memory of the game (the positions of its
	// turns, the turns it started lost) goes on from turn to turn as the
	// page's own would.
	Commander int64   `json:"commander,omitempty"`
	Level     string  `json:"level,omitempty"`    // ai.New's name
	BudgetMs  float64 `json:"budgetMs,omitempty"` // the think time
	Depth     int     `json:"depth,omitempty"`    // ai.WithDepth, when not 0 (tests)
	State     string  `json:"state,omitempty"`    // the position (engine.Position.State)
	Record    string  `json:"record,omitempty"`   // the game to review (opAnalyse; engine.RecordOf)
}

// searchReply is a message from the worker to the page.
type searchReply struct {
	ID      int64           `json:"id"`
	Op      string          `json:"op"`
	Actions []engine.Action `json:"actions,omitempty"`
	Stats   *ai.Stats       `json:"stats,omitempty"`
	Reviews []ai.TurnReview `json:"reviews,omitempty"`
	Done    int             `json:"done,omitempty"` // turns reviewed (opAnalyse's progress)
	Total   int             `json:"total,omitempty"`
	Err     string          `json:"err,omitempty"`
}

// searchServer is the worker's side: it reads requests, runs them one at
// a time in the order they came (a cancel at once) and posts the replies.
type searchServer struct {
	post  func(searchReply)
	extra []ai.Option // after the server's own options (tests)
	queue chan queued

	mu         sync.Mutex
	cancels    map[int64]context.CancelFunc // the requests received and not yet answered
	commanders []*commander                 // the most recently used first
}

// queued is a request waiting its turn, with the context its cancel ends.
type queued struct {
	r   searchRequest
	ctx context.Context
}

// commander is a page's Player as the worker keeps it.
type commander struct {
	id      int64 // the page's Player
	level   string
	depth   int
	p       ai.Player
	request int64 // the request its search serves (its progress names it)
}

// newSearchServer starts a server posting its replies with post; extra
// options come after the server's own (tests).
func newSearchServer(post func(searchReply), extra ...ai.Option) *searchServer {
	s := &searchServer{post: post, extra: extra, queue: make(chan queued, 64), cancels: map[int64]context.CancelFunc{}}
	go s.run()
	return s
}

// receive takes one message from the page. It never blocks (the browser
// calls it from its event loop): a cancel takes effect at once; the other
// requests wait their turn.
func (s *searchServer) receive(msg string) {
	var r searchRequest
	if err := json.Unmarshal([]byte(msg), &r); err != nil {
		s.post(searchReply{Op: replyError, Err: fmt.Sprintf("search worker: a request that does not read: %v", err)})
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if r.Op == opCancel {
		if cancel, ok := s.cancels[r.ID]; ok {
			cancel()
		}
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	select {
	case s.queue <- queued{r: r, ctx: ctx}:
		s.cancels[r.ID] = cancel
	default:
		cancel()
		s.post(searchReply{ID: r.ID, Op: replyError, Err: "search worker: too many requests waiting"})
	}
}

// run serves the queued requests, one at a time.
func (s *searchServer) run() {
	for q := range s.queue {
		reply := s.serve(q.ctx, q.r)
		reply.ID = q.r.ID
		s.mu.Lock()
		if cancel, ok := s.cancels[q.r.ID]; ok {
			cancel()
			delete(s.cancels, q.r.ID)
		}
		s.mu.Unlock()
		s.post(reply)
	}
}

// serve runs one request: its done reply, or its error.
func (s *searchServer) serve(ctx context.Context, r searchRequest) searchReply {
	fail := func(err error) searchReply { return searchReply{Op: replyError, Err: err.Error()} }
	if err := ctx.Err(); err != nil {
		return fail(fmt.Errorf("search worker: request %d: %w", r.ID, err))
	}
	budget := time.Duration(r.BudgetMs * float64(time.Millisecond))
	if r.Op == opAnalyse {
		g, _, err := engine.LoadRecord([]byte(r.Record))
		if err != nil {
			return fail(fmt.Errorf("search worker: the game to review: %w", err))
		}
		progress := func(done, total int) { s.post(searchReply{ID: r.ID, Op: replyProgress, Done: done, Total: total}) }
		opts := append(s.options(r.Depth), s.extra...)
		rs, err := ai.Analyse(ctx, g, budget, progress, opts...)
		if err != nil {
			return fail(err)
		}
		return searchReply{Op: replyDone, Reviews: rs}
	}
	p, err := engine.ParseState(r.State)
	if err != nil {
		return fail(fmt.Errorf("search worker: %w", err))
	}
	var plan ai.TurnPlan
	switch r.Op {
	case opTurn:
		c, err := s.commander(r)
		if err != nil {
			return fail(err)
		}
		s.mu.Lock()
		c.request = r.ID
		s.mu.Unlock()
		plan, err = c.p.PlayTurn(ctx, &p, budget)
		if err != nil {
			return fail(err)
		}
	case opSuggest:
		opts := append(s.options(r.Depth), s.extra...)
		plan, err = ai.Suggest(ctx, &p, budget, opts...)
		if err != nil {
			return fail(err)
		}
	default:
		return fail(fmt.Errorf("search worker: unknown request %q", r.Op))
	}
	return searchReply{Op: replyDone, Actions: plan.Actions, Stats: &plan.Stats}
}

// options are the worker's search options: the page's threads (one core
// in a browser), the yield that lets a cancel in, the request's depth.
func (s *searchServer) options(depth int) []ai.Option {
	opts := []ai.Option{ai.WithThreads(Threads()), ai.WithYield(workerYieldEvery, nil)}
	if depth > 0 {
		opts = append(opts, ai.WithDepth(depth))
	}
	return opts
}

// commander is the kept ai.Player of the request's commander, made when
// it is new (or its level changed), the most recently used kept first.
func (s *searchServer) commander(r searchRequest) (*commander, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for i, c := range s.commanders {
		if c.id == r.Commander && c.level == r.Level && c.depth == r.Depth {
			copy(s.commanders[1:i+1], s.commanders[:i])
			s.commanders[0] = c
			return c, nil
		}
	}
	c := &commander{id: r.Commander, level: r.Level, depth: r.Depth}
	progress := ai.WithProgress(func(st ai.Stats) {
		s.mu.Lock()
		id := c.request
		s.mu.Unlock()
		st.PV = append([]engine.Action(nil), st.PV...)
		s.post(searchReply{ID: id, Op: replyProgress, Stats: &st})
	})
	opts := append(append(s.options(r.Depth), progress), s.extra...)
	p, err := ai.New(r.Level, opts...)
	if err != nil {
		return nil, fmt.Errorf("search worker: %w", err)
	}
	c.p = p
	s.commanders = append([]*commander{c}, s.commanders...)
	if len(s.commanders) > keptCommanders {
		s.commanders = s.commanders[:keptCommanders]
	}
	return c, nil
}

// encodeRequest is r as the worker reads it.
func encodeRequest(r searchRequest) string {
	b, err := json.Marshal(r)
	if err != nil {
		panic(fmt.Sprintf("aiplayer: a search request does not encode: %v", err)) // plain fields only
	}
	return string(b)
}

// decodeReply reads a reply of the worker.
func decodeReply(msg string) (searchReply, error) {
	var r searchReply
	if err := json.Unmarshal([]byte(msg), &r); err != nil {
		return r, fmt.Errorf("search worker: a reply that does not read: %w", err)
	}
	if r.Op == "" {
		return r, errors.New("search worker: a reply without an operation")
	}
	return r, nil
}
