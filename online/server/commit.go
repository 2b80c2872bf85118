package server

import (
	"context"
	"errors"
	"sync"
	"time"

	"strategema/online/store"
)

// commitReq is one room's entries waiting for the database, and what to
// do once they are stored (or not).
type commitReq struct {
	room    *room // its entries are dropped when the room has failed
	entries []store.Entry
	done    func(err error)
}

// errBroken refuses the entries of a room whose earlier entries failed.
var errBroken = errors.New("an earlier commit of this game failed")

// committer stores entries of many games in one transaction (group
// commit): it takes what is waiting, up to maxBatch requests, writes it
// all, then answers each request in order. Requests are stored in the
// order they were queued, so a room's entries reach the database in
// version order.
type committer struct {
	st       store.Store
	queue    chan *commitReq
	maxBatch int
	stopped  chan struct{}
	observe  func(batch int, took time.Duration, err error)

	mu     sync.RWMutex // closed and the queue's closing
	closed bool
}

func newCommitter(st store.Store, observe func(int, time.Duration, error)) *committer {
	c := &committer{st: st, queue: make(chan *commitReq, 8192), maxBatch: 512, stopped: make(chan struct{}), observe: observe}
	go c.run()
	return c
}

// errClosed refuses entries queued after the committer was closed (a
// clock or a message at the very end of a shutdown).
var errClosed = errors.New("the server is shutting down")

// submit queues a request; done runs on the committer's goroutine (or at
// once, with errClosed, after close).
func (c *committer) submit(r *commitReq) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	if c.closed {
		r.done(errClosed)
		return
	}
	c.queue <- r
}

// close stops the committer once the queue is drained.
func (c *committer) close() {
	c.mu.Lock()
	c.closed = true
	close(c.queue)
	c.mu.Unlock()
	<-c.stopped
}

func (c *committer) run() {
	defer close(c.stopped)
	batch := make([]*commitReq, 0, c.maxBatch)
	var entries []store.Entry
	for first := range c.queue {
		batch = append(batch[:0], first)
	fill:
		for len(batch) < c.maxBatch {
			select {
			case r, ok := <-c.queue:
				if !ok {
					break fill
				}
				batch = append(batch, r)
			default:
				break fill
			}
		}
		entries = entries[:0]
		live := batch[:0]
		for _, r := range batch {
			if r.room != nil && r.room.broken.Load() {
				r.done(errBroken)
				continue
			}
			live = append(live, r)
			entries = append(entries, r.entries...)
		}
		batch = live
		if len(batch) == 0 {
			continue
		}
		start := time.Now()
		err := c.st.Append(context.Background(), entries)
		if err != nil && len(batch) > 1 {
			// One game's conflict must not fail the others: store each
			// request alone.
			for _, r := range batch {
				if r.room != nil && r.room.broken.Load() {
					r.done(errBroken)
					continue
				}
				r.done(c.st.Append(context.Background(), r.entries))
			}
			c.observe(len(batch), time.Since(start), err)
			continue
		}
		c.observe(len(batch), time.Since(start), err)
		for _, r := range batch {
			r.done(err)
		}
	}
}
