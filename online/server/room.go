package server

import (
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"strategema/engine"
	"strategema/online/protocol"
	"strategema/online/store"
)

// room is one game in memory: the engine's position, the log, the clocks
// and the connections watching it. Every change goes through its mutex:
// validate with the engine, queue the entries to the committer, and only
// once they are stored acknowledge and broadcast them.
type room struct {
	s    *Server
	id   string
	ctl  protocol.Control
	hash [2][]byte

	broken atomic.Bool // a commit failed: the room is dropped and reloaded from the store

	mu      sync.Mutex
	pos     engine.Position
	log     []protocol.Entry // every entry; those after stored are on their way to the database
	stored  int64            // the last version stored and broadcast
	end     *protocol.Entry  // the server's ending, if the game ended so
	cids    [2]map[string]int64
	waiters []ackWaiter
	conns   map[*conn]struct{}
	present [2]int
	goneAt  [2]time.Time
	clk     clocks
	timer   *time.Timer
	rematch [2]bool
	next    [2]*protocol.Message // the agreed rematch: each seat's newgame message
	behind  int64                // a version another instance stored while ours were on their way
	tb      takebacks            // the takeback request waiting for an answer, and those asked
}

var errSpectator = protocol.Errorf(protocol.ErrSpectator, "spectators cannot act")

// ackWaiter is a command to acknowledge once version v is stored.
type ackWaiter struct {
	c  *conn
	id string
	v  int64
}

// loadRoom rebuilds a game from its stored header and log. The running
// clock restarts now: the time the server was away is given back.
func loadRoom(s *Server, g store.Game, es []store.Entry, now time.Time) (*room, error) {
	ctl, err := protocol.ParseControl(g.Control)
	if err != nil {
		return nil, fmt.Errorf("game %s: %w", g.ID, err)
	}
	r := &room{s: s, id: g.ID, ctl: ctl, hash: g.SeatHash, pos: engine.NewPosition(), conns: map[*conn]struct{}{}, clk: newClocks(ctl)}
	r.cids[0], r.cids[1] = map[string]int64{}, map[string]int64{}
	r.tb.asked[0], r.tb.asked[1] = map[int]bool{}, map[int]bool{}
	if err := r.applyStored(es); err != nil {
		return nil, err
	}
	r.stored = int64(len(r.log))
	if len(r.log) > 0 && !r.over() {
		r.clk.running, r.clk.side, r.clk.since = true, protocol.ToAct(&r.pos), now
	}
	r.goneAt[0], r.goneAt[1] = now, now
	r.armTimer(now)
	return r, nil
}

func (r *room) version() int64 { return int64(len(r.log)) }

func (r *room) over() bool { return r.end != nil || r.pos.Over() }

// result and reason of a finished game.
func (r *room) outcome() (string, string) {
	if r.end != nil {
		return r.end.Result, r.end.Reason
	}
	if r.pos.Over() {
		return r.pos.Result().String(), r.pos.Reason().String()
	}
	return "", ""
}

// state is the game as a welcome or state message carries it: the log
// after from (0: all of it) up to what is stored.
func (r *room) state(from int64, now time.Time) *protocol.State {
	st := &protocol.State{Game: r.id, Control: r.ctl.String(), V: r.stored, From: from, Status: "playing",
		Entries: append([]protocol.Entry{}, r.log[from:r.stored]...), Present: map[string]bool{
			protocol.SeatCerulean: r.present[0] > 0, protocol.SeatAmber: r.present[1] > 0}}
	if r.over() {
		st.Status = "over"
		st.Result, st.Reason = r.outcome()
		for s := range 2 {
			if r.rematch[s] {
				st.Rematch = append(st.Rematch, engine.Side(s).String())
			}
		}
	} else {
		st.ToAct = protocol.ToAct(&r.pos).String()
		st.DrawPending = r.pos.DrawPending()
		st.Claimable = r.claimable(protocol.ToAct(&r.pos), now) == nil
		if r.tb.pending {
			st.Takeback = r.tb.seat.String()
		}
	}
	st.Clock = r.clk.wire(now)
	return st
}

// act plays words for seat: all or none.
func (r *room) act(c *conn, m *protocol.Message, now time.Time) error {
	seat, again, err := r.command(c, m, now)
	if err != nil || again {
		return err
	}
	if protocol.ToAct(&r.pos) != seat {
		return protocol.Errorf(protocol.ErrNotYourTurn, "it is %s's turn to act", protocol.ToAct(&r.pos))
	}
	if !r.clk.spend(seat, now, time.Duration(m.Lag)*time.Millisecond) {
		r.endGame(protocol.Entry{Side: seat.String(), Result: engine.WinFor(seat.Opponent()).String(), Reason: "time"}, now)
		return protocol.Errorf(protocol.ErrGameOver, "your time ran out before the action arrived")
	}
	before := r.pos.Clone()
	turn := r.pos.Turn()
	var es []protocol.Entry
	for _, w := range m.Words {
		a, err := engine.ParseAction(w)
		if err == nil && protocol.ToAct(&r.pos) != seat {
			err = fmt.Errorf("%s: it is %s's turn to act by then", w, protocol.ToAct(&r.pos))
		}
		if err == nil && r.pos.Over() {
			err = fmt.Errorf("%s: the game is over by then", w)
		}
		if err == nil {
			err = r.pos.Apply(a, nil)
		}
		if err != nil {
			r.pos = before
			return protocol.Errorf(protocol.ErrIllegal, "%v", err)
		}
		es = append(es, protocol.Entry{Side: seat.String(), Word: a.String(), At: now.UnixMilli()})
	}
	over := r.pos.Over()
	r.clk.handOver(seat, over || r.pos.Turn() != turn, protocol.ToAct(&r.pos), now, over)
	r.queue(es, seat, m.ID, c, now)
	return nil
}

// command is what every command of a seat goes through first: the seat
// c plays, and again true when m's ID was stored already (the client
// resent it: acknowledged once more, when stored, and not applied twice);
// else the checks of commandable.
func (r *room) command(c *conn, m *protocol.Message, now time.Time) (seat engine.Side, again bool, err error) {
	if c.seat < 0 {
		return 0, false, errSpectator
	}
	seat = engine.Side(c.seat)
	if done, ok := r.cids[seat][m.ID]; ok {
		r.ackWhenStored(c, m.ID, done)
		return seat, true, nil
	}
	return seat, false, r.commandable(m, now)
}

// commandable checks what every command of a seat needs besides: the
// game not over, the version current.
func (r *room) commandable(m *protocol.Message, now time.Time) error {
	r.checkFlag(now)
	if r.over() {
		return protocol.Errorf(protocol.ErrGameOver, "the game is over")
	}
	if m.V != r.version() {
		return protocol.Errorf(protocol.ErrStale, "v is %d, the game is at %d", m.V, r.version())
	}
	return nil
}

// resign ends the game for seat at once: as the engine's resign word on
// its own turn, else as a server ending.
func (r *room) resign(c *conn, m *protocol.Message, now time.Time) error {
	seat, again, err := r.command(c, m, now)
	if err != nil || again {
		return err
	}
	if protocol.ToAct(&r.pos) == seat && r.pos.Check(engine.Simple(engine.ActResign)) == nil {
		r.clk.spend(seat, now, time.Duration(m.Lag)*time.Millisecond)
		r.pos.ApplyLegal(engine.Simple(engine.ActResign))
		r.clk.stop(now)
		r.queue([]protocol.Entry{{Side: seat.String(), Word: "resign", At: now.UnixMilli()}}, seat, m.ID, c, now)
		return nil
	}
	r.endGameFor(protocol.Entry{Side: seat.String(), Result: engine.WinFor(seat.Opponent()).String(), Reason: "resignation"}, now, c, m.ID)
	return nil
}

// abort ends a game before Amber has finished its first turn, without a
// result.
func (r *room) abort(c *conn, m *protocol.Message, now time.Time) error {
	seat, again, err := r.command(c, m, now)
	if err != nil || again {
		return err
	}
	if r.pos.Turn() > 2 {
		return protocol.Errorf(protocol.ErrNotAllowed, "a game can be aborted only before both sides have played a turn")
	}
	r.endGameFor(protocol.Entry{Side: seat.String(), Result: "aborted", Reason: "aborted"}, now, c, m.ID)
	return nil
}

// claimable says why the opponent of absent may not claim now (nil: it
// may): absent must be the side to act, without a connection, for longer
// than the time control's grace.
func (r *room) claimable(absent engine.Side, now time.Time) error {
	grace := r.ctl.Grace()
	switch {
	case grace == 0:
		return protocol.Errorf(protocol.ErrNotAllowed, "correspondence games have no claims: the clock decides")
	case protocol.ToAct(&r.pos) != absent:
		return protocol.Errorf(protocol.ErrNotAllowed, "a claim is possible only on the absent player's turn")
	case r.present[absent] > 0:
		return protocol.Errorf(protocol.ErrNotAllowed, "the opponent is connected")
	case now.Sub(r.goneAt[absent]) < grace:
		return protocol.Errorf(protocol.ErrNotAllowed, "the opponent may come back for %v more", (grace - now.Sub(r.goneAt[absent])).Round(time.Second))
	}
	return nil
}

// claim ends the game against an absent opponent: a win or a draw.
func (r *room) claim(c *conn, m *protocol.Message, now time.Time) error {
	seat, again, err := r.command(c, m, now)
	if err != nil || again {
		return err
	}
	if err := r.claimable(seat.Opponent(), now); err != nil {
		return err
	}
	res := engine.WinFor(seat).String()
	if m.Claim == "draw" {
		res = "draw"
	}
	r.endGameFor(protocol.Entry{Side: seat.Opponent().String(), Result: res, Reason: "abandoned"}, now, c, m.ID)
	return nil
}

// endGame stores a server ending (time, resignation out of turn, abort,
// claim).
func (r *room) endGame(e protocol.Entry, now time.Time) { r.endGameFor(e, now, nil, "") }

func (r *room) endGameFor(e protocol.Entry, now time.Time, c *conn, id string) {
	r.clk.stop(now)
	e.At = now.UnixMilli()
	seat, _ := protocol.ParseSeat(e.Side)
	if c != nil {
		seat = engine.Side(c.seat)
	}
	r.queue([]protocol.Entry{e}, seat, id, c, now)
}

// checkFlag ends the game on time when the running clock is at zero.
func (r *room) checkFlag(now time.Time) {
	if !r.over() && r.clk.flagged(now) {
		s := r.clk.side
		r.endGame(protocol.Entry{Side: s.String(), Result: engine.WinFor(s.Opponent()).String(), Reason: "time"}, now)
	}
}

// queue appends entries to the log (numbering them) and sends them to the
// committer; c, when not nil, is acknowledged with id once they are
// stored.
func (r *room) queue(es []protocol.Entry, seat engine.Side, id string, c *conn, now time.Time) {
	r.tb.pending = false // a new entry answers any request: the asker's last actions are no longer the last
	ms := r.clk.ms(now)
	if !r.clk.timed() {
		ms = [2]int64{}
	}
	se := make([]store.Entry, len(es))
	for i := range es {
		es[i].V = r.version() + 1
		r.log = append(r.log, es[i])
		if es[i].IsEnding() {
			r.end = &r.log[len(r.log)-1]
		}
		se[i] = store.Entry{Game: r.id, V: es[i].V, Side: es[i].Side, Word: es[i].Word, Result: es[i].Result, Reason: es[i].Reason,
			At: es[i].At, Clock: ms}
	}
	last := r.version()
	se[len(se)-1].CID = id
	se[len(se)-1].Ends = r.over()
	if id != "" {
		r.cids[seat][id] = last
	}
	if c != nil && id != "" {
		r.waiters = append(r.waiters, ackWaiter{c: c, id: id, v: last})
	}
	r.armTimer(now)
	r.s.commit.submit(&commitReq{room: r, entries: se, done: func(err error) {
		if err != nil {
			r.broken.Store(true)
		}
		go r.onStored(last, err)
	}})
}

// onStored runs once entries up to v are stored (err nil) or failed.
func (r *room) onStored(v int64, err error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if err != nil {
		r.fail(err)
		return
	}
	if v <= r.stored || r.broken.Load() {
		return
	}
	now := time.Now()
	from := r.stored
	r.stored = v
	msg := protocol.Message{T: protocol.TUpdate, V: v, From: from, Entries: r.log[from:v], Clock: r.clk.wire(now)}
	b := encode(&msg)
	for c := range r.conns {
		c.sendRaw(b)
	}
	r.s.metrics.entries(int(v - from))
	keep := r.waiters[:0]
	for _, w := range r.waiters {
		if w.v <= v {
			w.c.send(&protocol.Message{T: protocol.TAck, ID: w.id, V: w.v, Clock: msg.Clock})
		} else {
			keep = append(keep, w)
		}
	}
	r.waiters = keep
	if r.over() {
		r.stopTimer()
	}
	if r.behind > r.version() && r.stored == r.version() { // another instance stored more meanwhile
		r.catchUpLocked(r.behind)
	}
}

// fail drops a room whose entries could not be stored: its connections
// are closed (their clients reconnect and find the game as stored).
func (r *room) fail(err error) {
	r.s.log.Error("store failed: dropping the game from memory", "game", r.id, "err", err)
	r.s.dropRoom(r)
	r.stopTimer()
	for c := range r.conns {
		c.send(&protocol.Message{T: protocol.TError, Code: protocol.ErrInternal, Msg: "the server could not store the game: reconnect"})
		c.close("store failed")
	}
}

// ackWhenStored acknowledges a resent command: at once when its version
// is stored, else when it is.
func (r *room) ackWhenStored(c *conn, id string, v int64) {
	if v <= r.stored {
		c.send(&protocol.Message{T: protocol.TAck, ID: id, V: v, Clock: r.clk.wire(time.Now())})
		return
	}
	r.waiters = append(r.waiters, ackWaiter{c: c, id: id, v: v})
}

// armTimer sets the timer that ends the game when the running clock
// reaches zero.
func (r *room) armTimer(now time.Time) {
	r.stopTimer()
	d := r.clk.until(now)
	if d < 0 || r.over() {
		return
	}
	r.timer = time.AfterFunc(d+5*time.Millisecond, func() {
		r.mu.Lock()
		defer r.mu.Unlock()
		if r.broken.Load() {
			return
		}
		now := time.Now()
		r.checkFlag(now)
		if !r.over() {
			r.armTimer(now)
		}
	})
}

func (r *room) stopTimer() {
	if r.timer != nil {
		r.timer.Stop()
		r.timer = nil
	}
}
