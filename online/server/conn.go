package server

import (
	"context"
	"encoding/json"
	"errors"
	"runtime/debug"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"
	"golang.org/x/time/rate"

	"strategema/online/protocol"
)

// Connection limits.
const (
	helloTimeout = 10 * time.Second // the first message must come by then
	writeTimeout = 10 * time.Second // one frame to a client
	outQueue     = 64               // frames waiting for a slow client before it is dropped
	maxStrikes   = 50               // refused messages in a row before the connection is closed
)

// conn is one WebSocket client: a seat (0 Cerulean, 1 Amber) or a
// spectator (-1).
type conn struct {
	s      *Server
	ws     *websocket.Conn
	addr   string
	out    chan []byte
	ctx    context.Context
	cancel context.CancelFunc
	lim    *rate.Limiter
	room   *room
	seat   int

	closeOnce sync.Once
	slow      atomic.Bool
}

func encode(m *protocol.Message) []byte {
	b, err := json.Marshal(m)
	if err != nil { // cannot happen: every field marshals
		panic(err)
	}
	return b
}

// send queues a message; a client whose queue is full (it does not read)
// is disconnected.
func (c *conn) send(m *protocol.Message) { c.sendRaw(encode(m)) }

func (c *conn) sendRaw(b []byte) {
	select {
	case c.out <- b:
	case <-c.ctx.Done():
	default:
		if c.slow.CompareAndSwap(false, true) {
			c.s.metrics.slowClients.Inc()
			c.s.log.Warn("slow client dropped", "addr", c.addr)
		}
		c.close("slow client: it does not read its messages")
	}
}

// close ends the connection with a reason the client sees in the close
// frame.
func (c *conn) close(reason string) {
	c.closeOnce.Do(func() {
		go func() {
			// Let the writer send what is queued (the error that says why),
			// for at most a second.
			for end := time.Now().Add(time.Second); len(c.out) > 0 && time.Now().Before(end) && c.ctx.Err() == nil; {
				time.Sleep(10 * time.Millisecond)
			}
			c.cancel()
			c.ws.Close(websocket.StatusPolicyViolation, reason)
		}()
	})
}

// writer sends the queued frames in order.
func (c *conn) writer() {
	for {
		select {
		case <-c.ctx.Done():
			return
		case b := <-c.out:
			ctx, cancel := context.WithTimeout(c.ctx, writeTimeout)
			err := c.ws.Write(ctx, websocket.MessageText, b)
			cancel()
			if err != nil {
				c.close("write failed")
				return
			}
		}
	}
}

// serve reads the client's messages until it goes.
func (c *conn) serve() {
	defer c.close("bye")
	go c.writer()
	defer func() {
		if r := c.room; r != nil {
			r.mu.Lock()
			r.leave(c)
			r.mu.Unlock()
		}
	}()
	strikes := 0
	for {
		ctx := c.ctx
		var cancel context.CancelFunc = func() {}
		if c.room == nil {
			ctx, cancel = context.WithTimeout(c.ctx, helloTimeout)
		}
		typ, data, err := c.ws.Read(ctx)
		cancel()
		if err != nil {
			if c.room == nil && errors.Is(err, context.DeadlineExceeded) {
				c.ws.Close(websocket.StatusPolicyViolation, "no hello within 10s")
			}
			return
		}
		c.s.metrics.messages.Inc()
		if err := c.handle(typ, data); err != nil {
			var pe *protocol.Error
			errors.As(err, &pe)
			c.s.metrics.refused.WithLabelValues(pe.Code).Inc()
			strikes++
			if strikes > maxStrikes {
				c.close("too many refused messages")
				return
			}
			if pe.Code == protocol.ErrNotHello && c.room == nil {
				wctx, cancel := context.WithTimeout(c.ctx, time.Second)
				c.ws.Write(wctx, websocket.MessageText, encode(&protocol.Message{T: protocol.TError, Code: pe.Code, Msg: pe.Msg}))
				cancel()
				c.close(pe.Msg)
				return
			}
			continue
		}
		strikes = 0
	}
}

// handle answers one message; a refused one returns its *protocol.Error
// after sending it.
func (c *conn) handle(typ websocket.MessageType, data []byte) (err error) {
	var m *protocol.Message
	defer func() {
		if p := recover(); p != nil { // a bug must not take the server down: log it, refuse the message
			c.s.log.Error("panic handling a message", "panic", p, "stack", string(debug.Stack()))
			err = protocol.Errorf(protocol.ErrInternal, "the server failed on this message")
		}
		if err != nil {
			id, v := "", int64(0)
			if m != nil {
				id = m.ID
			}
			if r := c.room; r != nil {
				r.mu.Lock()
				v = r.stored
				r.mu.Unlock()
			}
			var pe *protocol.Error
			if !errors.As(err, &pe) {
				pe = &protocol.Error{Code: protocol.ErrInternal, Msg: err.Error()}
				err = pe
			}
			if pe.Code != protocol.ErrNotHello || c.room != nil { // before hello, serve answers and closes
				c.send(&protocol.Message{T: protocol.TError, ID: id, V: v, Code: pe.Code, Msg: pe.Msg})
			}
			if pe.Code == protocol.ErrStale && c.room != nil {
				c.room.mu.Lock()
				c.send(&protocol.Message{T: protocol.TState, V: c.room.stored, State: c.room.state(0, time.Now())})
				c.room.mu.Unlock()
			}
		}
	}()
	if typ != websocket.MessageText {
		return protocol.Errorf(protocol.ErrBadJSON, "binary frames are not messages: send JSON text")
	}
	m, err = protocol.Decode(data)
	if !c.lim.Allow() { // after decoding, so that the refusal names the command's id
		return protocol.Errorf(protocol.ErrRateLimited, "more than %v messages a second: slow down and resend", c.lim.Limit())
	}
	if err != nil {
		return err
	}
	if m.T == protocol.TPing {
		c.send(&protocol.Message{T: protocol.TPong, N: m.N})
		return nil
	}
	if c.room == nil {
		if m.T != protocol.THello {
			return protocol.Errorf(protocol.ErrNotHello, "the first message must be hello")
		}
		return c.hello(m)
	}
	if m.T == protocol.THello {
		return protocol.Errorf(protocol.ErrNotHello, "hello came twice: one connection is one game")
	}
	r := c.room
	r.mu.Lock()
	defer r.mu.Unlock()
	now := time.Now()
	switch m.T {
	case protocol.TAct:
		return r.act(c, m, now)
	case protocol.TResign:
		return r.resign(c, m, now)
	case protocol.TAbort:
		return r.abort(c, m, now)
	case protocol.TClaim:
		return r.claim(c, m, now)
	case protocol.TRematch:
		return r.askRematch(c, m, now)
	case protocol.TTakeback:
		return r.takeback(c, m, now)
	case protocol.TSync:
		r.sync(c, m.V, now)
		return nil
	}
	return protocol.Errorf(protocol.ErrUnknownType, "unknown message type %q", m.T)
}

// hello opens the game as the seat whose secret it carries, or as a
// spectator without one.
func (c *conn) hello(m *protocol.Message) error {
	if m.P != protocol.Version {
		return protocol.Errorf(protocol.ErrVersion, "protocol version %d: this server speaks %d", m.P, protocol.Version)
	}
	r, err := c.s.room(c.ctx, m.Game)
	if err != nil {
		return err
	}
	seat := -1
	if m.Secret != "" {
		s, ok := matchSeat(r.hash, m.Secret)
		if !ok {
			c.s.metrics.badSecrets.Inc()
			return protocol.Errorf(protocol.ErrBadSecret, "that secret is no seat of game %s", m.Game)
		}
		seat = int(s)
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	c.room, c.seat = r, seat
	r.join(c, m.V, time.Now())
	return nil
}
