//go:build !js

package client

import (
	"context"
	"testing"
	"time"

	"strategema/online/protocol"
)

// TestTakebackAndRematch: two clients of a real server. Cerulean asks to
// take back its turn; Amber's view shows the request, Amber accepts, and
// both views go back to Cerulean's turn (the takeback counted); Cerulean
// plays again, Amber resigns on Cerulean's turn; both ask for a rematch
// and each gets the new game with the colours swapped.
func TestTakebackAndRematch(t *testing.T) {
	base := testServer(t)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	cr, err := Create(ctx, base, "10+5", "cerulean")
	if err != nil {
		t.Fatal(err)
	}
	cer, err := FromLink(cr.Cerulean, Options{})
	if err != nil {
		t.Fatal(err)
	}
	amb, _ := FromLink(cr.Amber, Options{})
	for _, c := range []*Client{cer, amb} {
		go c.Run(ctx)
	}
	wait := func(c *Client, what string, ok func(*View) bool) View {
		t.Helper()
		v, err := c.Wait(ctx, ok)
		if err != nil {
			t.Fatalf("waiting for %s: %v (view %+v)", what, err, v)
		}
		return v
	}
	connected := func(v *View) bool { return v.Connected && v.Seat != "" }
	wait(cer, "Cerulean's welcome", connected)
	wait(amb, "Amber's welcome", connected)
	if err := cer.Act(ctx, 0, "hold", "end"); err != nil {
		t.Fatal(err)
	}
	if err := amb.AskTakeback(ctx, 2); !IsCode(err, protocol.ErrNotAllowed) {
		t.Fatalf("Amber asks for Cerulean's turn: %v", err)
	}
	if err := cer.AskTakeback(ctx, 2); err != nil {
		t.Fatal(err)
	}
	wait(amb, "the request", func(v *View) bool { return v.Takeback == "cerulean" })
	if err := amb.AnswerTakeback(ctx, 2, true); err != nil {
		t.Fatal(err)
	}
	for _, c := range []*Client{cer, amb} {
		v := wait(c, "the takeback", func(v *View) bool { return v.V == 3 })
		if v.Takebacks != 1 || v.Takeback != "" || v.ToAct != "cerulean" || v.Position.Turn() != 1 || len(protocol.Words(v.Entries)) != 0 {
			t.Fatalf("%s after the takeback: to act %s, turn %d, %d takebacks, request %q", v.Seat, v.ToAct, v.Position.Turn(), v.Takebacks, v.Takeback)
		}
	}
	if err := cer.Act(ctx, 3, "hold", "end"); err != nil {
		t.Fatal(err)
	}
	if err := amb.Act(ctx, 5, "hold", "end"); err != nil {
		t.Fatal(err)
	}
	if err := amb.Do(ctx, protocol.Message{T: protocol.TResign, V: 7}); err != nil { // on Cerulean's turn
		t.Fatal(err)
	}
	wait(cer, "the resignation", func(v *View) bool { return v.Over && v.Result == "cerulean" && v.Reason == "resignation" })
	for _, c := range []*Client{cer, amb} {
		if err := c.Do(ctx, protocol.Message{T: protocol.TRematch, V: 8}); err != nil {
			t.Fatal(err)
		}
	}
	nc := wait(cer, "the rematch", func(v *View) bool { return v.NewGame != nil }).NewGame
	na := wait(amb, "the rematch", func(v *View) bool { return v.NewGame != nil }).NewGame
	if nc.Game != na.Game || nc.Game == cr.Game || nc.Seat != "amber" || na.Seat != "cerulean" {
		t.Fatalf("the rematch: %+v and %+v", nc, na)
	}
	again := New(base, na.Game, na.Secret, Options{})
	go again.Run(ctx)
	if v := wait(again, "the rematch's welcome", connected); v.Seat != "cerulean" || v.Control != "10+5" {
		t.Fatalf("the former Amber in the rematch: seat %s, control %s", v.Seat, v.Control)
	}
}
