//go:build js

package aiplayer

import (
	"context"
	"fmt"
	"sync"
	"syscall/js"
	"time"

	"strategema/ai"
	"strategema/engine"
)

// worker_js.go: the page's side of the search worker (protocol.go). The
// page starts the worker when the first commander is made, through
// globalThis.strategemaStartWorker (web/index.html), which runs the
// page's own compiled game.wasm in it; every turn of a commander, every
// suggestion and the review after a game are then asked of the worker,
// and the page waits for the answer without searching itself: it draws
// at its own pace. When the page has no worker (no Worker in the
// browser, a page without the starter, globalThis.strategemaWorker set to
// false when the commander is made), when the worker fails to start or
// dies, or when an answer does not come within the search's time and
// workerGrace, the page searches as before (yield_js.go), and the console
// says why, once. globalThis.strategemaWorkerInfo tells the tests where
// the searches ran.

// How long past its think time a search in the worker may take before the
// page gives up on the worker and searches the turn itself: workerGrace
// once the worker serves, workerStartGrace while it is starting (a slow
// phone compiles and starts a second game.wasm).
const (
	workerGrace      = 5 * time.Second
	workerStartGrace = 30 * time.Second
)

// The worker's states.
const (
	workerOff      = iota // not started (no commander made yet)
	workerStarting        // started, not yet serving
	workerReady           // serving
	workerFailed          // never again: the page searches
)

// pageWorker is the page's one search worker.
var pageWorker = &searchWorker{calls: map[int64]*workerCall{}}

// searchWorker is the page's side of the worker.
type searchWorker struct {
	mu       sync.Mutex
	state    int
	why      string // why the page searches (workerFailed)
	w        js.Value
	queue    []string // requests made while it starts
	calls    map[int64]*workerCall
	nextID   int64
	commands int64         // commanders given a number
	started  time.Time     // when the page started it
	readyIn  time.Duration // from its start to serving
	served   int           // turns, suggestions and reviews the worker answered
	inPage   int           // searches the page ran instead
	funcs    []js.Func
}

// workerCall is a request the page waits on.
type workerCall struct {
	progress func(searchReply)
	done     chan searchReply // one reply: done, error or dead
}

// workerCommander is the level and number a new commander plays at in the
// worker, starting the worker with the first; "" when the page searches
// (globalThis.strategemaWorker is false, or there is no worker).
func workerCommander(level string) (string, int64) {
	if !workerWanted() {
		return "", 0
	}
	w := pageWorker
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.state == workerOff {
		w.start()
	}
	if w.state == workerFailed {
		return "", 0
	}
	w.commands++
	return level, w.commands
}

// workerWanted reports whether the page lets a search run in the worker:
// globalThis.strategemaWorker = false keeps the searches made from then
// on in the page (the browser test's frozen-page check).
func workerWanted() bool {
	v := js.Global().Get("strategemaWorker")
	return v.Type() != js.TypeBoolean || v.Bool()
}

// start starts the worker (w.mu held).
func (w *searchWorker) start() {
	starter := js.Global().Get("strategemaStartWorker")
	if js.Global().Get("Worker").Type() != js.TypeFunction {
		w.failLocked("this browser has no Web Workers")
		return
	}
	if starter.Type() != js.TypeFunction {
		w.failLocked("the page does not start a search worker (no strategemaStartWorker)")
		return
	}
	var err error
	func() {
		defer func() {
			if v := recover(); v != nil {
				err = fmt.Errorf("%v", v)
			}
		}()
		w.w = starter.Invoke()
	}()
	if err != nil || !w.w.Truthy() {
		w.failLocked(fmt.Sprintf("the search worker did not start (%v)", err))
		return
	}
	onMessage := js.FuncOf(func(this js.Value, args []js.Value) any {
		w.receive(args[0].Get("data").String())
		return nil
	})
	onError := js.FuncOf(func(this js.Value, args []js.Value) any {
		e := args[0]
		why := "the search worker failed"
		if m := e.Get("message"); m.Type() == js.TypeString {
			why += ": " + m.String()
		}
		if e.Get("preventDefault").Type() == js.TypeFunction {
			e.Call("preventDefault")
		}
		w.fail(why)
		return nil
	})
	w.funcs = append(w.funcs, onMessage, onError)
	w.w.Set("onmessage", onMessage)
	w.w.Set("onerror", onError)
	w.w.Set("onmessageerror", onError)
	w.state, w.started = workerStarting, time.Now()
	w.publishLocked()
}

// receive reads one message of the worker (from the browser's event
// loop: it never blocks).
func (w *searchWorker) receive(msg string) {
	r, err := decodeReply(msg)
	if err != nil {
		w.fail(err.Error())
		return
	}
	w.mu.Lock()
	switch r.Op {
	case replyReady:
		if w.state == workerStarting {
			w.state, w.readyIn = workerReady, time.Since(w.started)
			for _, m := range w.queue {
				w.w.Call("postMessage", m)
			}
			w.queue = nil
			w.publishLocked()
		}
		w.mu.Unlock()
		return
	case replyDead:
		w.mu.Unlock()
		w.fail("the search worker could not start: " + r.Err)
		return
	}
	c := w.calls[r.ID]
	if c == nil { // a cancelled request's, or a reply without a request
		w.mu.Unlock()
		return
	}
	if r.Op == replyProgress {
		w.mu.Unlock()
		if c.progress != nil {
			c.progress(r)
		}
		return
	}
	delete(w.calls, r.ID)
	w.publishLocked()
	w.mu.Unlock()
	c.done <- r
}

// fail gives the worker up: the page searches from now on, and says why
// once; the requests waiting are answered dead (they are searched in the
// page).
func (w *searchWorker) fail(why string) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.failLocked(why)
}

func (w *searchWorker) failLocked(why string) {
	if w.state == workerFailed {
		return
	}
	w.state, w.why, w.queue = workerFailed, why, nil
	js.Global().Get("console").Call("warn", "STRATEGEMA: the computer thinks in the page, not in a worker: "+why)
	if w.w.Truthy() {
		w.w.Call("terminate")
	}
	for id, c := range w.calls {
		delete(w.calls, id)
		c.done <- searchReply{ID: id, Op: replyDead, Err: why}
	}
	w.publishLocked()
}

// searchInWorker asks the worker for r on position p, reporting its
// progress; ok is false when the worker did not serve it (the page then
// searches). A cancelled ctx cancels the request in the worker; its
// answer, should one come, is dropped.
func searchInWorker(ctx context.Context, r searchRequest, p *engine.Position, progress func(ai.Stats)) (ai.TurnPlan, error, bool) {
	r.State = p.State()
	budget := time.Duration(r.BudgetMs * float64(time.Millisecond))
	rep, err, ok := pageWorker.ask(ctx, r, budget, func(rep searchReply) {
		if progress != nil && rep.Stats != nil {
			progress(*rep.Stats)
		}
	})
	if !ok || err != nil {
		return ai.TurnPlan{}, err, ok
	}
	plan := ai.TurnPlan{Actions: rep.Actions}
	if rep.Stats != nil {
		plan.Stats = *rep.Stats
	}
	return plan, nil, true
}

// analyseInWorker asks the worker for the review of g, a game played from
// the opening (it travels as its record; another game is reviewed in the
// page), reporting its progress; ok is false when the worker did not
// serve it.
func analyseInWorker(ctx context.Context, g *engine.Game, budget time.Duration, progress func(done, total int)) ([]ai.TurnReview, error, bool) {
	start := engine.NewPosition()
	initial := g.Initial()
	if initial.State() != start.State() {
		return nil, nil, false
	}
	record := engine.RecordOf(g).String()
	if again, _, err := engine.LoadRecord([]byte(record)); err != nil || again.Position().State() != g.Position().State() {
		return nil, nil, false // a game its record does not give back
	}
	r := searchRequest{Op: opAnalyse, BudgetMs: float64(budget) / float64(time.Millisecond), Record: record}
	// two searches a turn (the played and the best), and a margin
	total := time.Duration(2*len(g.Turns())+2) * budget
	rep, err, ok := pageWorker.ask(ctx, r, total, func(rep searchReply) {
		if progress != nil {
			progress(rep.Done, rep.Total)
		}
	})
	if !ok || err != nil {
		return nil, err, ok
	}
	return rep.Reviews, nil, true
}

// ask sends r to the worker and waits for its answer, at most budget and
// the grace; progress gets its progress reports. ok is false when the
// worker did not answer (it is failed, dies, or is late: then it is
// given up) or answered an error (the page's own search then gives it in
// the page's words: a game over, a draw to answer); err is ctx's when it
// was cancelled (the worker is told to stop).
func (w *searchWorker) ask(ctx context.Context, r searchRequest, budget time.Duration, progress func(searchReply)) (searchReply, error, bool) {
	w.mu.Lock()
	if r.Op != opTurn && !workerWanted() {
		w.inPage++
		w.publishLocked()
		w.mu.Unlock()
		return searchReply{}, nil, false
	}
	if w.state == workerOff {
		w.start() // a suggestion or a review before any commander
	}
	if w.state != workerStarting && w.state != workerReady {
		w.inPage++
		w.publishLocked()
		w.mu.Unlock()
		return searchReply{}, nil, false
	}
	w.nextID++
	r.ID = w.nextID
	c := &workerCall{progress: progress, done: make(chan searchReply, 1)}
	w.calls[r.ID] = c
	w.publishLocked()
	grace := workerGrace
	if w.state == workerReady {
		w.w.Call("postMessage", encodeRequest(r))
	} else {
		w.queue = append(w.queue, encodeRequest(r))
		grace = workerStartGrace
	}
	w.mu.Unlock()

	timer := time.NewTimer(budget + grace)
	defer timer.Stop()
	select {
	case rep := <-c.done:
		if rep.Op == replyDone {
			w.count(true)
			return rep, nil, true
		}
		if err := ctx.Err(); err != nil {
			return searchReply{}, err, true
		}
		w.count(false)
		return searchReply{}, nil, false
	case <-ctx.Done():
		w.forget(r.ID, true)
		return searchReply{}, ctx.Err(), true
	case <-timer.C:
		w.forget(r.ID, true)
		w.fail(fmt.Sprintf("no answer in %v (a search of %v)", budget+grace, budget))
		w.count(false)
		return searchReply{}, nil, false
	}
}

// forget drops request id, telling the worker to stop it when cancel.
func (w *searchWorker) forget(id int64, cancel bool) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if _, ok := w.calls[id]; !ok {
		return
	}
	delete(w.calls, id)
	w.publishLocked()
	if !cancel {
		return
	}
	msg := encodeRequest(searchRequest{ID: id, Op: opCancel})
	switch w.state {
	case workerReady:
		w.w.Call("postMessage", msg)
	case workerStarting:
		w.queue = append(w.queue, msg)
	}
}

// count notes a search the worker served, or one the page runs instead.
func (w *searchWorker) count(served bool) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if served {
		w.served++
	} else {
		w.inPage++
	}
	w.publishLocked()
}

// publishLocked sets globalThis.strategemaWorkerInfo: state ("off",
// "starting", "ready", "failed"), why (failed), readyMs (from its start
// to serving), pending (requests waiting on it), served (searches the
// worker answered), inPage (searches the page ran instead).
func (w *searchWorker) publishLocked() {
	o := js.Global().Get("Object").New()
	o.Set("state", [...]string{"off", "starting", "ready", "failed"}[w.state])
	o.Set("why", w.why)
	o.Set("readyMs", float64(w.readyIn)/float64(time.Millisecond))
	o.Set("pending", len(w.calls))
	o.Set("served", w.served)
	o.Set("inPage", w.inPage)
	js.Global().Set("strategemaWorkerInfo", o)
}
