package server

import (
	"fmt"
	"time"

	"strategema/engine"
	"strategema/online/protocol"
)

// takeback.go: a takeback only when the opponent agrees. The player who
// acted last asks (once for each run of its actions); the opponent
// accepts or declines; an accepted takeback is an entry of the log (its
// words stay in the log, the entry says they are taken back), so a
// replay of the log, by the server after a restart or by any client,
// reaches the same position. A request is not stored: a new entry (the
// asker acting again, the opponent acting instead of answering, an
// ending) or a restart of the server drops it.

// takebacks is a room's takeback request and those already asked.
type takebacks struct {
	pending bool
	seat    engine.Side // the asker of the pending request
	// asked[s] holds, for each request of seat s, the number of words in
	// play before the actions it asked to take back: a second request
	// for the same actions is refused.
	asked [2]map[int]bool
}

// takeback asks for a takeback (no answer) or answers the opponent's.
func (r *room) takeback(c *conn, m *protocol.Message, now time.Time) error {
	seat, again, err := r.command(c, m, now)
	if err != nil || again {
		return err
	}
	if m.Answer == "" {
		return r.askTakeback(c, seat, m, now)
	}
	if !r.tb.pending || r.tb.seat == seat {
		return protocol.Errorf(protocol.ErrNotAllowed, "there is no takeback request of your opponent's to answer")
	}
	if m.Answer == protocol.AnswerDecline {
		r.tb.pending = false
		c.send(&protocol.Message{T: protocol.TAck, ID: m.ID, V: r.stored, Clock: r.clk.wire(now)})
		r.broadcastState(now)
		return nil
	}
	return r.acceptTakeback(c, seat, m, now)
}

// askTakeback records seat's request and tells both seats.
func (r *room) askTakeback(c *conn, seat engine.Side, m *protocol.Message, now time.Time) error {
	if r.tb.pending {
		if r.tb.seat == seat { // asked again (a resent request): it waits still
			c.send(&protocol.Message{T: protocol.TAck, ID: m.ID, V: r.stored, Clock: r.clk.wire(now)})
			return nil
		}
		return protocol.Errorf(protocol.ErrNotAllowed, "your opponent's takeback request waits for your answer")
	}
	words := protocol.Words(r.log)
	n := protocol.TakebackSpan(words, seat.String())
	if n == 0 {
		return protocol.Errorf(protocol.ErrNotAllowed, "only the player who acted last may ask for a takeback, before the opponent acts")
	}
	if r.tb.asked[seat][len(words)-n] {
		return protocol.Errorf(protocol.ErrNotAllowed, "a takeback of these actions was asked for already: once a turn")
	}
	r.tb.asked[seat][len(words)-n] = true
	r.tb.pending, r.tb.seat = true, seat
	c.send(&protocol.Message{T: protocol.TAck, ID: m.ID, V: r.stored, Clock: r.clk.wire(now)})
	r.broadcastState(now)
	return nil
}

// acceptTakeback stores the takeback entry: the asker's last actions are
// undone, and the clock of the side to act then runs (the asker gets no
// time back; the answerer's time is charged as for an action).
func (r *room) acceptTakeback(c *conn, seat engine.Side, m *protocol.Message, now time.Time) error {
	asker := r.tb.seat
	e := protocol.Entry{V: r.version() + 1, Side: asker.String(), Reason: protocol.ReasonTakeback, At: now.UnixMilli()}
	if r.clk.running && r.clk.side == seat { // the answerer's own clock: charged as for an action
		if !r.clk.spend(seat, now, time.Duration(m.Lag)*time.Millisecond) {
			r.endGame(protocol.Entry{Side: seat.String(), Result: engine.WinFor(seat.Opponent()).String(), Reason: "time"}, now)
			return protocol.Errorf(protocol.ErrGameOver, "your time ran out before the answer arrived")
		}
	} else {
		r.clk.stop(now) // the asker's clock ran (it asked in its own turn): its time is spent
	}
	if err := r.takeBackStored(e); err != nil {
		return protocol.Errorf(protocol.ErrInternal, "%v", err)
	}
	r.clk.handOver(seat, false, protocol.ToAct(&r.pos), now, false)
	r.queue([]protocol.Entry{e}, seat, m.ID, c, now)
	return nil
}

// takeBackStored plays takeback entry e on the room's position (the log
// does not hold e yet) and remembers the request as asked.
func (r *room) takeBackStored(e protocol.Entry) error {
	g, _, err := protocol.Replay(r.log)
	if err != nil {
		return fmt.Errorf("replaying for the takeback at %d: %w", e.V, err)
	}
	words := protocol.Words(r.log)
	n := protocol.TakebackSpan(words, e.Side)
	if n == 0 {
		return fmt.Errorf("entry %d: a takeback by %s, whose opponent acted last", e.V, e.Side)
	}
	for range n {
		if err := g.Undo(); err != nil {
			return fmt.Errorf("entry %d: %w", e.V, err)
		}
	}
	if s, ok := protocol.ParseSeat(e.Side); ok {
		r.tb.asked[s][len(words)-n] = true
	}
	r.pos = g.Position().Clone()
	return nil
}
