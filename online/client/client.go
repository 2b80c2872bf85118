// Package client is a headless client of the online game server (package
// protocol, docs/ONLINE.md): it keeps a game's log and position in step
// with the server, sends commands until they are acknowledged (resending
// them, with the same id, after a reconnection), asks for what it missed
// when it sees a gap, and reconnects by itself with a growing back-off.
// It builds for the browser (GOOS=js) too, on the browser's WebSocket.
package client

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"sync"
	"time"

	"strategema/engine"
	"strategema/online/protocol"
)

// Options tune a client; zero values take the defaults.
type Options struct {
	// OnEvent, when set, hears about connections and reconnections (for
	// logs); it must not block.
	OnEvent func(what string, err error)
	// MaxBackoff caps the wait between reconnection attempts (default 5 s).
	MaxBackoff time.Duration
	// Ping is the heartbeat period (default 5 s); no message for three
	// periods means the connection is dead.
	Ping time.Duration
	// Fallbacks are other instances of the same server (their http(s)
	// bases, sharing one database): after a lost connection the client
	// tries the next address in turn.
	Fallbacks []string
}

// View is a copy of the game as the client knows it.
type View struct {
	Game        string
	Seat        string // cerulean, amber or spectator ("" before the first welcome)
	Control     string // the time control (untimed, 10+5, 3d)
	V           int64
	Entries     []protocol.Entry
	Position    engine.Position
	Over        bool
	Result      string
	Reason      string
	ToAct       string
	DrawPending bool
	Clock       *protocol.Clock
	ClockAt     time.Time // when Clock was received
	Present     map[string]bool
	Connected   bool
	NewGame     *protocol.Message // the agreed rematch's seat, if any
	// Takeback is the seat whose takeback request waits for its
	// opponent's answer ("" when none does); Takebacks counts the
	// takebacks in Entries.
	Takeback  string
	Takebacks int
}

// Client is one connection to one game, kept alive.
type Client struct {
	urls              []string // the server's WebSocket address, then the fallbacks'
	next              int      // the index of the address to try next
	url, game, secret string
	opt               Options

	mu      sync.Mutex
	view    View
	ws      socket
	out     chan *protocol.Message // the connection's writer's queue (nil when none)
	pending map[string]*call
	order   []string // pending ids in the order sent
	lag     time.Duration
	changed chan struct{}
	fatal   error
}

type call struct {
	msg  protocol.Message
	done chan error
}

// New makes a client of game on the server at base (http://host:port),
// as the seat whose secret is given ("" to watch).
func New(base, game, secret string, opt Options) *Client {
	if opt.MaxBackoff == 0 {
		opt.MaxBackoff = 5 * time.Second
	}
	if opt.Ping == 0 {
		opt.Ping = 5 * time.Second
	}
	c := &Client{url: protocol.SocketURL(base), game: game, secret: secret, opt: opt,
		pending: map[string]*call{}, changed: make(chan struct{})}
	c.urls = []string{c.url}
	for _, f := range opt.Fallbacks {
		c.urls = append(c.urls, protocol.SocketURL(f))
	}
	c.view.Game = game
	c.view.Position = engine.NewPosition()
	return c
}

// FromLink makes a client from an invite or watch link.
func FromLink(link string, opt Options) (*Client, error) {
	l, err := protocol.ParseLink(link)
	if err != nil {
		return nil, err
	}
	return New(l.Base, l.Game, l.Secret, opt), nil
}

func (c *Client) event(what string, err error) {
	if c.opt.OnEvent != nil {
		c.opt.OnEvent(what, err)
	}
}

// Run keeps the client connected until ctx ends or the server refuses
// the game or the seat for good (no_game, bad_secret, version): that
// error is returned.
func (c *Client) Run(ctx context.Context) error {
	backoff := 100 * time.Millisecond
	for {
		start := time.Now()
		err := c.session(ctx)
		c.mu.Lock()
		c.view.Connected = false
		c.ws = nil
		fatal := c.fatal
		c.notify()
		c.mu.Unlock()
		if fatal != nil {
			return fatal
		}
		if ctx.Err() != nil {
			return ctx.Err()
		}
		c.event("disconnected", err)
		c.mu.Lock()
		c.next = (c.next + 1) % len(c.urls)
		c.url = c.urls[c.next]
		c.mu.Unlock()
		if time.Since(start) > 10*time.Second {
			backoff = 100 * time.Millisecond
		}
		wait := backoff/2 + time.Duration(rand.Int64N(int64(backoff)))
		backoff = min(2*backoff, c.opt.MaxBackoff)
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(wait):
		}
	}
}

// session is one connection: dial, hello, resend what is pending, read.
func (c *Client) session(ctx context.Context) error {
	c.mu.Lock()
	url := c.url
	c.mu.Unlock()
	dctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	ws, err := dial(dctx, url)
	cancel()
	if err != nil {
		return fmt.Errorf("dial %s: %w", url, err)
	}
	sctx, stop := context.WithCancel(ctx)
	defer stop()
	defer ws.CloseNow()
	c.mu.Lock()
	have := c.view.V
	c.mu.Unlock()
	if err := write(sctx, ws, &protocol.Message{T: protocol.THello, P: protocol.Version, Game: c.game, Secret: c.secret, V: have}); err != nil {
		return err
	}
	out := make(chan *protocol.Message, 1024)
	c.mu.Lock()
	c.ws, c.out = ws, out
	c.mu.Unlock()
	defer func() {
		c.mu.Lock()
		c.ws, c.out = nil, nil
		c.mu.Unlock()
	}()
	go func() { // the writer: messages in the order queued
		for {
			select {
			case <-sctx.Done():
				return
			case m := <-out:
				if err := write(sctx, ws, m); err != nil {
					stop()
					return
				}
			}
		}
	}()
	last := make(chan struct{}, 1)
	go c.heartbeat(sctx, last, stop)
	welcomed := false
	for {
		data, err := ws.Read(sctx)
		if err != nil {
			return err
		}
		select {
		case last <- struct{}{}:
		default:
		}
		var m protocol.Message
		if err := json.Unmarshal(data, &m); err != nil {
			return fmt.Errorf("server message: %w", err)
		}
		if m.T == protocol.TWelcome && !welcomed {
			welcomed = true
			c.event("connected", nil)
		}
		if err := c.receive(&m); err != nil {
			return err
		}
	}
}

// heartbeat pings; a connection silent for three periods is closed.
func (c *Client) heartbeat(ctx context.Context, last <-chan struct{}, stop func()) {
	t := time.NewTicker(c.opt.Ping)
	defer t.Stop()
	silent := 0
	for {
		select {
		case <-ctx.Done():
			return
		case <-last:
			silent = 0
		case <-t.C:
			silent++
			if silent >= 3 {
				stop()
				return
			}
			c.mu.Lock()
			c.enqueue(&protocol.Message{T: protocol.TPing, N: time.Now().UnixMicro()})
			c.mu.Unlock()
		}
	}
}

// socket is one WebSocket connection: coder/websocket in a program, the
// page's own WebSocket in a browser (socket_js.go).
type socket interface {
	Read(ctx context.Context) ([]byte, error)
	Write(ctx context.Context, b []byte) error
	CloseNow()
}

func write(ctx context.Context, ws socket, m *protocol.Message) error {
	b, err := json.Marshal(m)
	if err != nil {
		return err
	}
	wctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	return ws.Write(wctx, b)
}

// receive applies one server message.
func (c *Client) receive(m *protocol.Message) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if m.T != protocol.TPong { // a pong changes nothing a waiter looks at
		defer c.notify()
	}
	switch m.T {
	case protocol.TWelcome:
		c.view.Seat = m.Seat
		c.view.Connected = true
		c.takeState(m.State)
		for _, id := range c.order { // resend what was not acknowledged
			if cl, ok := c.pending[id]; ok {
				c.enqueue(&cl.msg)
			}
		}
	case protocol.TState:
		c.takeState(m.State)
	case protocol.TUpdate:
		if !c.takeEntries(m.From, m.Entries) {
			c.enqueue(&protocol.Message{T: protocol.TSync, V: c.view.V})
		}
		if m.Clock != nil {
			c.view.Clock, c.view.ClockAt = m.Clock, time.Now()
		}
	case protocol.TAck:
		c.finish(m.ID, nil)
		if m.Clock != nil {
			c.view.Clock, c.view.ClockAt = m.Clock, time.Now()
		}
	case protocol.TError:
		pe := &protocol.Error{Code: m.Code, Msg: m.Msg}
		switch m.Code {
		case protocol.ErrNoGame, protocol.ErrBadSecret, protocol.ErrVersion:
			c.fatal = pe
			return pe
		case protocol.ErrShuttingDown, protocol.ErrInternal:
			if m.ID == "" {
				return pe // reconnect
			}
		case protocol.ErrRateLimited:
			if cl, ok := c.pending[m.ID]; ok { // resend it a little later
				time.AfterFunc(time.Second, func() {
					c.mu.Lock()
					if c.pending[m.ID] == cl {
						c.enqueue(&cl.msg)
					}
					c.mu.Unlock()
				})
				return nil
			}
		}
		c.finish(m.ID, pe)
	case protocol.TPong:
		if m.N > 0 {
			c.lag = time.Since(time.UnixMicro(m.N)) / 2
		}
	case protocol.TPresence:
		c.view.Present = m.Present
	case protocol.TNewGame:
		cp := *m
		c.view.NewGame = &cp
	}
	return nil
}

// takeState replaces (From 0) or extends the log with a state's.
func (c *Client) takeState(st *protocol.State) {
	if st == nil {
		return
	}
	if st.From == 0 || st.From != c.view.V {
		c.view.Entries, c.view.V, c.view.Position, c.view.Takebacks = nil, 0, engine.NewPosition(), 0
		if st.From != 0 { // cannot happen: the server sends a catch-up only after the v we named
			return
		}
	}
	c.takeEntries(st.From, st.Entries)
	c.view.Over = st.Status == "over" || c.view.Over
	c.view.Control = st.Control
	c.view.Result, c.view.Reason = st.Result, st.Reason
	c.view.ToAct, c.view.DrawPending = st.ToAct, st.DrawPending
	c.view.Takeback = st.Takeback
	c.view.Present = st.Present
	c.view.Clock, c.view.ClockAt = st.Clock, time.Now()
}

// takeEntries appends the entries after from; false on a gap.
func (c *Client) takeEntries(from int64, es []protocol.Entry) bool {
	if from > c.view.V {
		return false
	}
	for _, e := range es {
		if e.V <= c.view.V {
			continue
		}
		c.view.Takeback = "" // a new entry answers any request
		switch {
		case e.Word != "":
			a, err := engine.ParseAction(e.Word)
			if err == nil {
				err = c.view.Position.Apply(a, nil)
			}
			if err != nil { // the server judged it legal: our log is wrong; start afresh
				c.view.Entries, c.view.V, c.view.Position, c.view.Takebacks = nil, 0, engine.NewPosition(), 0
				return false
			}
		case e.IsTakeback():
			g, _, err := protocol.Replay(append(c.view.Entries, e))
			if err != nil {
				c.view.Entries, c.view.V, c.view.Position, c.view.Takebacks = nil, 0, engine.NewPosition(), 0
				return false
			}
			c.view.Position = g.Position().Clone()
			c.view.Takebacks++
		default:
			c.view.Over, c.view.Result, c.view.Reason = true, e.Result, e.Reason
		}
		c.view.Entries = append(c.view.Entries, e)
		c.view.V = e.V
	}
	p := &c.view.Position
	if p.Over() {
		c.view.Over, c.view.Result, c.view.Reason = true, p.Result().String(), p.Reason().String()
	}
	if !c.view.Over {
		c.view.ToAct, c.view.DrawPending = protocol.ToAct(p).String(), p.DrawPending()
	} else {
		c.view.ToAct, c.view.DrawPending = "", false
	}
	return true
}

func (c *Client) finish(id string, err error) {
	cl, ok := c.pending[id]
	if !ok {
		return
	}
	delete(c.pending, id)
	for i, o := range c.order {
		if o == id {
			c.order = append(c.order[:i], c.order[i+1:]...)
			break
		}
	}
	cl.done <- err
}

// enqueue hands a message to the connection's writer (c.mu held); a
// queue that is full means a stuck connection: it is closed, and the
// reconnection resends what is pending.
func (c *Client) enqueue(m *protocol.Message) {
	if c.out == nil {
		return
	}
	select {
	case c.out <- m:
	default:
		c.ws.CloseNow()
	}
}

// notify wakes the waiters (c.mu held).
func (c *Client) notify() {
	close(c.changed)
	c.changed = make(chan struct{})
}

// View is the game as the client knows it now.
func (c *Client) View() View {
	c.mu.Lock()
	defer c.mu.Unlock()
	v := c.view
	v.Entries = append([]protocol.Entry(nil), c.view.Entries...)
	v.Position = c.view.Position.Clone()
	return v
}

// Wait blocks until ok(view) holds, and returns that view.
func (c *Client) Wait(ctx context.Context, ok func(*View) bool) (View, error) {
	for {
		c.mu.Lock()
		ch := c.changed
		fatal := c.fatal
		c.mu.Unlock()
		v := c.View()
		if ok(&v) {
			return v, nil
		}
		if fatal != nil {
			return v, fatal
		}
		select {
		case <-ctx.Done():
			return v, ctx.Err()
		case <-ch:
		}
	}
}

// Lag is the one-way lag the heartbeat measured.
func (c *Client) Lag() time.Duration {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.lag
}

// newID is a random command id (unique, not secret).
func newID() string { return fmt.Sprintf("%016x", rand.Uint64()) }

// Do sends a command (act, resign, abort, claim, rematch; its id is made
// when empty) and waits for its acknowledgement: nil, or the server's
// *protocol.Error. Across reconnections the command is resent with the
// same id, so it is applied once.
func (c *Client) Do(ctx context.Context, m protocol.Message) error {
	if m.ID == "" {
		m.ID = newID()
	}
	cl := &call{msg: m, done: make(chan error, 1)}
	c.mu.Lock()
	if cl.msg.T == protocol.TAct || cl.msg.T == protocol.TTakeback {
		cl.msg.Lag = c.lag.Milliseconds()
	}
	c.pending[m.ID] = cl
	c.order = append(c.order, m.ID)
	if c.view.Connected {
		c.enqueue(&cl.msg)
	}
	c.mu.Unlock()
	select {
	case err := <-cl.done:
		return err
	case <-ctx.Done():
		c.mu.Lock()
		c.finish(m.ID, ctx.Err())
		c.mu.Unlock()
		return ctx.Err()
	}
}

// Act plays words on version v.
func (c *Client) Act(ctx context.Context, v int64, words ...string) error {
	return c.Do(ctx, protocol.Message{T: protocol.TAct, V: v, Words: words})
}

// AskTakeback asks the opponent to take back this seat's last actions
// (since the opponent's last); the answer comes as a takeback entry or as
// View.Takeback emptied without one.
func (c *Client) AskTakeback(ctx context.Context, v int64) error {
	return c.Do(ctx, protocol.Message{T: protocol.TTakeback, V: v})
}

// AnswerTakeback accepts or declines the opponent's takeback request.
func (c *Client) AnswerTakeback(ctx context.Context, v int64, accept bool) error {
	a := protocol.AnswerDecline
	if accept {
		a = protocol.AnswerAccept
	}
	return c.Do(ctx, protocol.Message{T: protocol.TTakeback, V: v, Answer: a})
}

// IsCode reports whether err is the server's refusal with that code.
func IsCode(err error, code string) bool {
	var pe *protocol.Error
	return errors.As(err, &pe) && pe.Code == code
}
