package main

import (
	"testing"
	"time"
)

// TestLoadGameStalled: a game is stalled when an action sent stallAfter
// or more before the end had not reached the opponent; a game that only
// went a long while without an action (the bots' random pace) is not,
// and a refused action (unsent) counts for nothing.
func TestLoadGameStalled(t *testing.T) {
	end := time.Date(2026, 12, 5, 12, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		name    string
		sent    map[int64]time.Duration // version -> how long before the end it was sent
		unsent  []int64
		stalled bool
	}{
		{"nothing sent (a long think)", nil, nil, false},
		{"sent a moment ago", map[int64]time.Duration{7: 2 * time.Second}, nil, false},
		{"unseen since stallAfter", map[int64]time.Duration{3: stallAfter}, nil, true},
		{"unseen for a minute", map[int64]time.Duration{3: time.Minute, 4: time.Second}, nil, true},
		{"refused, then forgotten", map[int64]time.Duration{5: time.Minute}, []int64{5}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := &loadGame{sent: map[int64]time.Time{}}
			for v, ago := range tc.sent {
				g.sent[v] = end.Add(-ago)
			}
			for _, v := range tc.unsent {
				g.unsend(v)
			}
			if got := g.stalled(end); got != tc.stalled {
				t.Errorf("stalled = %v, want %v", got, tc.stalled)
			}
		})
	}
}
