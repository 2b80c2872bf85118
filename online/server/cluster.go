package server

import (
	"context"
	"errors"
	"fmt"
	"math"
	"time"

	"strategema/engine"
	"strategema/online/protocol"
	"strategema/online/store"
)

// Several instances on one PostgreSQL: each hears (store.Notifier) of the
// entries the others store, and brings its copy of that game up to date.
// A lost signal is harmless: a command based on an old state is refused by
// the store (the version is taken), the room is reloaded, and the clients
// resync.

// listen follows the other instances' entries until ctx ends.
func (s *Server) listen(ctx context.Context, n store.Notifier) {
	err := n.Listen(ctx, func(game string, v int64) {
		if game == "" {
			s.mu.Lock()
			var all []*room
			for _, slot := range s.rooms {
				select {
				case <-slot.ready:
					if slot.r != nil {
						all = append(all, slot.r)
					}
				default:
				}
			}
			s.mu.Unlock()
			for _, r := range all {
				r.catchUp(math.MaxInt64)
			}
			return
		}
		s.mu.Lock()
		slot, ok := s.rooms[game]
		s.mu.Unlock()
		if !ok {
			return
		}
		go func() {
			<-slot.ready // a game being loaded may have read the store before this entry
			if slot.r != nil {
				slot.r.catchUp(v)
			}
		}()
	})
	if err != nil && !errors.Is(err, context.Canceled) {
		s.log.Error("listening to the other instances", "err", err)
	}
}

// catchUp reads the entries another instance stored after ours, up to v.
func (r *room) catchUp(v int64) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.catchUpLocked(v)
}

// catchUpLocked is catchUp with r.mu held.
func (r *room) catchUpLocked(v int64) {
	if v <= r.version() || r.broken.Load() {
		return // nothing new
	}
	if r.stored < r.version() {
		// Ours are on their way: catch up once they are stored (if they
		// conflict, the room is reloaded instead).
		r.behind = max(r.behind, v)
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	es, err := r.s.st.Since(ctx, r.id, r.stored)
	if err == nil && len(es) == 0 {
		return
	}
	if err == nil {
		err = r.applyStored(es)
	}
	if err != nil {
		r.fail(fmt.Errorf("catching up with another instance: %w", err))
		return
	}
	now := time.Now()
	from := r.stored
	r.stored = r.version()
	b := encode(&protocol.Message{T: protocol.TUpdate, V: r.stored, From: from, Entries: r.log[from:r.stored], Clock: r.clk.wire(now)})
	for c := range r.conns {
		c.sendRaw(b)
	}
	r.armTimer(now)
}

// applyStored plays stored entries on the room: the words on the
// position, the clocks as stored with the last one (running since it was
// stored).
func (r *room) applyStored(es []store.Entry) error {
	for _, e := range es {
		if e.V != r.version()+1 {
			return fmt.Errorf("game %s: entry %d after version %d", r.id, e.V, r.version())
		}
		if r.over() {
			return fmt.Errorf("game %s: entry %d after the end", r.id, e.V)
		}
		pe := protocol.Entry{V: e.V, Side: e.Side, Word: e.Word, Result: e.Result, Reason: e.Reason, At: e.At}
		if e.Word != "" {
			a, err := engine.ParseAction(e.Word)
			if err != nil {
				return fmt.Errorf("game %s: entry %d: %w", r.id, e.V, err)
			}
			if err := r.pos.Apply(a, nil); err != nil {
				return fmt.Errorf("game %s: entry %d: %w", r.id, e.V, err)
			}
		}
		if pe.IsTakeback() {
			if err := r.takeBackStored(pe); err != nil {
				return fmt.Errorf("game %s: %w", r.id, err)
			}
		}
		r.log = append(r.log, pe)
		r.tb.pending = false
		if pe.IsEnding() {
			r.end = &r.log[len(r.log)-1]
		}
		if s, ok := protocol.ParseSeat(e.Side); ok && e.CID != "" {
			if pe.IsTakeback() || pe.Reason == "abandoned" { // the opponent of the side named sent it
				s = s.Opponent()
			}
			r.cids[s][e.CID] = e.V
		}
		r.clk.left[0], r.clk.left[1] = time.Duration(e.Clock[0])*time.Millisecond, time.Duration(e.Clock[1])*time.Millisecond
	}
	if len(es) > 0 && r.clk.timed() {
		r.clk.running = !r.over()
		r.clk.side = protocol.ToAct(&r.pos)
		r.clk.since = time.UnixMilli(es[len(es)-1].At)
	}
	return nil
}
