package server

import (
	"time"

	"strategema/engine"
	"strategema/online/protocol"
)

// clocks is a game's two clocks, kept by the server. The clock of the
// side that must act runs from the moment the previous entry was stored;
// it starts with the game's first entry (Cerulean's first turn is not
// timed: a game nobody starts is aborted instead).
//
// Lag compensation, as Lichess does it: each act carries the client's own
// estimate of its one-way lag; the server gives back at most the seat's
// quota, which grows by gain after each act up to a cap, so a client
// that claims too much lag gains little.
type clocks struct {
	ctl     protocol.Control
	left    [2]time.Duration
	running bool
	side    engine.Side // whose clock runs
	since   time.Time   // when it started running
	quota   [2]time.Duration
}

// lagGain is the quota added after each act: 50 ms plus a thousandth of
// the base time, at most 500 ms; the quota is capped at three gains.
func lagGain(ctl protocol.Control) time.Duration {
	if ctl.Kind != protocol.Fischer {
		return 500 * time.Millisecond
	}
	return min(50*time.Millisecond+ctl.Base/1000, 500*time.Millisecond)
}

func newClocks(ctl protocol.Control) clocks {
	c := clocks{ctl: ctl}
	c.left[0], c.left[1] = ctl.Start(), ctl.Start()
	c.quota[0], c.quota[1] = lagGain(ctl), lagGain(ctl)
	return c
}

// timed reports whether the game has clocks.
func (c *clocks) timed() bool { return c.ctl.Kind != protocol.Untimed }

// now is the time left to each side at t.
func (c *clocks) now(t time.Time) [2]time.Duration {
	l := c.left
	if c.running {
		l[c.side] -= t.Sub(c.since)
		l[c.side] = max(l[c.side], 0)
	}
	return l
}

// flagged reports whether the running clock has reached zero at t.
func (c *clocks) flagged(t time.Time) bool {
	return c.timed() && c.running && c.now(t)[c.side] <= 0
}

// spend charges side s for the time since its clock started, less the lag
// given back (at most its quota); it reports false when the time had run
// out before the act arrived.
func (c *clocks) spend(s engine.Side, t time.Time, lag time.Duration) bool {
	if !c.timed() || !c.running || c.side != s {
		return true
	}
	back := min(lag, c.quota[s])
	c.quota[s] = min(c.quota[s]-back+lagGain(c.ctl), 3*lagGain(c.ctl))
	used := max(t.Sub(c.since)-back, 0)
	if used >= c.left[s] {
		c.left[s] = 0
		return false
	}
	c.left[s] -= used
	return true
}

// handOver is called after an entry by mover: the turn may have ended
// (then the mover gets its increment, or a correspondence turn's full
// time), and the clock of next, the side that must act now, runs from t.
func (c *clocks) handOver(mover engine.Side, turnEnded bool, next engine.Side, t time.Time, over bool) {
	if !c.timed() {
		return
	}
	if turnEnded {
		switch c.ctl.Kind {
		case protocol.Fischer:
			c.left[mover] += c.ctl.Inc
		case protocol.Correspondence:
			c.left[mover] = c.ctl.PerTurn
		}
	}
	c.running, c.side, c.since = !over, next, t
}

// stop stops the running clock at t, charging it.
func (c *clocks) stop(t time.Time) {
	c.left = c.now(t)
	c.running = false
}

// ms is the clocks in milliseconds, Cerulean first.
func (c *clocks) ms(t time.Time) [2]int64 {
	l := c.now(t)
	return [2]int64{l[0].Milliseconds(), l[1].Milliseconds()}
}

// wire is the clocks as a message carries them (nil untimed).
func (c *clocks) wire(t time.Time) *protocol.Clock {
	if !c.timed() {
		return nil
	}
	l := c.ms(t)
	w := &protocol.Clock{Cerulean: l[0], Amber: l[1]}
	if c.running {
		w.Running = c.side.String()
	}
	return w
}

// until is how long until the running clock reaches zero (-1 when none
// runs).
func (c *clocks) until(t time.Time) time.Duration {
	if !c.timed() || !c.running {
		return -1
	}
	return c.now(t)[c.side]
}
