package server

import (
	"testing"
	"time"

	"strategema/engine"
	"strategema/online/protocol"
)

// TestLagCompensationIsCapped: the lag a client claims is given back only
// up to its quota, which grows by a gain per act up to three gains.
func TestLagCompensationIsCapped(t *testing.T) {
	ctl, _ := protocol.ParseControl("10+0") // gain: 50 ms + 600 ms capped at 500 ms
	gain := lagGain(ctl)
	if gain != 500*time.Millisecond {
		t.Fatalf("gain of 10+0 = %v", gain)
	}
	if g5, _ := protocol.ParseControl("0.5+0"); lagGain(g5) != 80*time.Millisecond {
		t.Fatalf("gain of 0.5+0 = %v", lagGain(g5))
	}
	c := newClocks(ctl)
	t0 := time.Unix(1000, 0)
	c.handOver(engine.Amber, true, engine.Cerulean, t0, false)
	// Cerulean takes 3 s and claims 10 s of lag: only the quota (one gain) comes back.
	if !c.spend(engine.Cerulean, t0.Add(3*time.Second), 10*time.Second) {
		t.Fatal("flagged")
	}
	if want := 10*time.Minute - 3*time.Second + gain; c.left[engine.Cerulean] != want {
		t.Fatalf("left %v, want %v", c.left[engine.Cerulean], want)
	}
	if c.quota[engine.Cerulean] != gain {
		t.Fatalf("quota after spending it all: %v, want one gain", c.quota[engine.Cerulean])
	}
	// Honest acts with no lag let the quota grow to three gains, no more.
	for range 5 {
		c.handOver(engine.Cerulean, false, engine.Cerulean, t0, false)
		c.spend(engine.Cerulean, t0, 0)
	}
	if c.quota[engine.Cerulean] != 3*gain {
		t.Fatalf("quota after honest acts: %v, want %v", c.quota[engine.Cerulean], 3*gain)
	}
	// Time runs out: the act is too late.
	c.handOver(engine.Cerulean, false, engine.Cerulean, t0, false)
	if c.spend(engine.Cerulean, t0.Add(11*time.Minute), 0) {
		t.Fatal("an act after the time ran out was accepted")
	}
}

// TestClaimNeedsTheAbsentPlayersTurnAndGrace: a claim is possible only on
// the absent player's turn, once its grace has run out.
func TestClaimNeedsTheAbsentPlayersTurnAndGrace(t *testing.T) {
	ctl, _ := protocol.ParseControl("5+0") // grace 30 s
	r := &room{ctl: ctl, pos: engine.NewPosition()}
	t0 := time.Unix(1000, 0)
	r.goneAt[engine.Cerulean] = t0
	cases := []struct {
		name    string
		absent  engine.Side
		present int
		at      time.Duration
		ok      bool
	}{
		{"within the grace", engine.Cerulean, 0, 10 * time.Second, false},
		{"after the grace", engine.Cerulean, 0, 31 * time.Second, true},
		{"connected again", engine.Cerulean, 1, time.Minute, false},
		{"not the absent player's turn", engine.Amber, 0, time.Minute, false},
	}
	for _, c := range cases {
		r.present[c.absent] = c.present
		err := r.claimable(c.absent, t0.Add(c.at))
		if (err == nil) != c.ok {
			t.Errorf("%s: %v", c.name, err)
		}
		r.present[c.absent] = 0
	}
	r.ctl, _ = protocol.ParseControl("3d")
	if r.claimable(engine.Cerulean, t0.Add(100*time.Hour)) == nil {
		t.Error("a correspondence game allowed a claim")
	}
}
