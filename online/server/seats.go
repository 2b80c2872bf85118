package server

import (
	"time"

	"strategema/engine"
	"strategema/online/protocol"
)

// join adds a connection to the room and welcomes it: the whole state, or
// only what it missed when it names a version it has and the gap is
// small.
func (r *room) join(c *conn, have int64, now time.Time) {
	r.conns[c] = struct{}{}
	if c.seat >= 0 {
		r.present[c.seat]++
		if r.present[c.seat] == 1 {
			r.broadcastPresence(c)
		}
	}
	r.checkFlag(now)
	from := int64(0)
	if have > 0 && have <= r.stored && r.stored-have <= maxGap {
		from = have
	}
	seat := protocol.SeatSpectator
	if c.seat >= 0 {
		seat = engine.Side(c.seat).String()
	}
	c.send(&protocol.Message{T: protocol.TWelcome, P: protocol.Version, Game: r.id, Seat: seat, V: r.stored, State: r.state(from, now)})
	if c.seat >= 0 && r.next[c.seat] != nil {
		c.send(r.next[c.seat])
	}
}

// maxGap is the most entries a reconnecting client is sent as a catch-up;
// a larger gap gets the whole state.
const maxGap = 200

// leave removes a connection; the room is forgotten when the game is over
// and nobody watches.
func (r *room) leave(c *conn) {
	if _, ok := r.conns[c]; !ok {
		return
	}
	delete(r.conns, c)
	if c.seat >= 0 {
		r.present[c.seat]--
		if r.present[c.seat] == 0 {
			r.goneAt[c.seat] = time.Now()
			r.broadcastPresence(nil)
		}
	}
	if len(r.conns) == 0 && r.over() && r.stored == r.version() {
		r.s.dropRoom(r)
	}
}

func (r *room) broadcastPresence(except *conn) {
	m := encode(&protocol.Message{T: protocol.TPresence, V: r.stored, Present: map[string]bool{
		protocol.SeatCerulean: r.present[0] > 0, protocol.SeatAmber: r.present[1] > 0}})
	for o := range r.conns {
		if o != except {
			o.sendRaw(m)
		}
	}
}

// sync answers a client that asks for what it missed since v.
func (r *room) sync(c *conn, v int64, now time.Time) {
	r.checkFlag(now)
	if v > 0 && v <= r.stored && r.stored-v <= maxGap {
		c.send(&protocol.Message{T: protocol.TUpdate, V: r.stored, From: v, Entries: r.log[v:r.stored], Clock: r.clk.wire(now)})
		return
	}
	c.send(&protocol.Message{T: protocol.TState, V: r.stored, State: r.state(0, now)})
}

// askRematch records seat's wish for a rematch; when both seats have
// asked, the new game (colours swapped, the same time control) is created
// and each seat's connections get their place in it.
func (r *room) askRematch(c *conn, m *protocol.Message, now time.Time) error {
	if c.seat < 0 {
		return protocol.Errorf(protocol.ErrSpectator, "spectators cannot act")
	}
	if !r.over() {
		return protocol.Errorf(protocol.ErrNotAllowed, "a rematch can be asked for only after the game")
	}
	if r.next[c.seat] != nil {
		c.send(&protocol.Message{T: protocol.TAck, ID: m.ID, V: r.stored})
		c.send(r.next[c.seat])
		return nil
	}
	r.rematch[c.seat] = true
	c.send(&protocol.Message{T: protocol.TAck, ID: m.ID, V: r.stored})
	if !r.rematch[0] || !r.rematch[1] {
		r.broadcastState(now)
		return nil
	}
	ng, err := r.s.createGame(r.ctl, "rematch of "+r.id)
	if err != nil {
		r.rematch[c.seat] = false
		return protocol.Errorf(protocol.ErrInternal, "creating the rematch: %v", err)
	}
	for s := range 2 {
		ns := engine.Side(s).Opponent() // colours swap
		r.next[s] = &protocol.Message{T: protocol.TNewGame, Game: ng.id, Seat: ns.String(), Secret: ng.secrets[ns]}
		for o := range r.conns {
			if o.seat == s {
				o.send(r.next[s])
			}
		}
	}
	return nil
}

// broadcastState sends the whole state to every connection.
func (r *room) broadcastState(now time.Time) {
	b := encode(&protocol.Message{T: protocol.TState, V: r.stored, State: r.state(0, now)})
	for o := range r.conns {
		o.sendRaw(b)
	}
}
