//go:build !js

package main

import (
	"path/filepath"
	"strings"
	"testing"

	"strategema/online/protocol"
)

// TestResignAbortAndRematch: a resignation out of turn ends the game as a
// server ending; both seats asking for a rematch get the new game with the
// colours swapped; an abort before both sides have played ends a game
// without a result, and not after.
func TestResignAbortAndRematch(t *testing.T) {
	s := startServer(t, "127.0.0.1:0", filepath.Join(t.TempDir(), "games.db"))
	game, _, _, cer, amb := seatBoth(t, s)
	cer.send(protocol.Message{T: protocol.TAct, ID: "1", V: 0, Words: []string{"hold", "end"}})
	cer.next(protocol.TAck)
	amb.send(protocol.Message{T: protocol.TAct, ID: "2", V: 2, Words: []string{"hold", "end"}})
	amb.next(protocol.TAck)
	cer.send(protocol.Message{T: protocol.TAbort, ID: "ab", V: 4}) // both sides have played
	if m := cer.refused(protocol.ErrNotAllowed); m.V != 4 {
		t.Fatalf("abort on turn 3: %+v", m)
	}
	amb.send(protocol.Message{T: protocol.TResign, ID: "r", V: 4}) // on Cerulean's turn
	if m := amb.next(protocol.TAck, protocol.TError); m.T != protocol.TAck || m.V != 5 {
		t.Fatalf("resign out of turn: %+v", m)
	}
	st := gameState(t, s.base, game)
	if st["status"] != "over" || st["result"] != "cerulean" || st["reason"] != "resignation" {
		t.Fatalf("after the resignation: %v", st)
	}
	record := cli(t, 0, "online", "record", "--server", s.base, "--game", game)
	if !strings.Contains(record, `[Termination "resignation (amber) at turn 3: 1-0"]`) {
		t.Fatalf("record:\n%s", record)
	}
	cer.send(protocol.Message{T: protocol.TRematch, ID: "m1", V: 5})
	cer.next(protocol.TAck)
	amb.send(protocol.Message{T: protocol.TRematch, ID: "m2", V: 5})
	nc, na := cer.next(protocol.TNewGame), amb.next(protocol.TNewGame)
	if nc.Game != na.Game || nc.Game == game || nc.Seat != "amber" || na.Seat != "cerulean" || nc.Secret == na.Secret {
		t.Fatalf("rematch: %+v and %+v", nc, na)
	}
	// The new seats work; the new game is aborted by its first mover.
	c2, a2 := dialWS(t, s.base), dialWS(t, s.base)
	if m := c2.hello(nc.Game, nc.Secret, 0); m.Seat != "amber" {
		t.Fatalf("the former Cerulean in the rematch: %+v", m)
	}
	if m := a2.hello(na.Game, na.Secret, 0); m.Seat != "cerulean" || m.State.Control != "untimed" {
		t.Fatalf("the former Amber in the rematch: %+v", m)
	}
	a2.send(protocol.Message{T: protocol.TAbort, ID: "x", V: 0})
	a2.next(protocol.TAck)
	if st := gameState(t, s.base, nc.Game); st["result"] != "aborted" {
		t.Fatalf("after the abort: %v", st)
	}
	if rec := cli(t, 0, "online", "record", "--server", s.base, "--game", nc.Game); !strings.Contains(rec, `[Termination "aborted (cerulean) at turn 1: *"]`) {
		t.Fatalf("record of the aborted game:\n%s", rec)
	}
}

// TestDrawOffer: an offer passes the turn to act to the other seat, which
// alone may answer; a declined offer gives the turn back, an accepted one
// ends the game (agreement).
func TestDrawOffer(t *testing.T) {
	s := startServer(t, "127.0.0.1:0", filepath.Join(t.TempDir(), "games.db"))
	game, _, _, cer, amb := seatBoth(t, s, "--clock", "5+3")
	cer.send(protocol.Message{T: protocol.TAct, ID: "o1", V: 0, Words: []string{"offer-draw"}})
	if m := cer.next(protocol.TAck); m.V != 1 || m.Clock.Running != "amber" {
		t.Fatalf("the offer: %+v", m)
	}
	if st := gameState(t, s.base, game); st["to_act"] != "amber" || st["draw_pending"] != true {
		t.Fatalf("while the offer waits: %v", st)
	}
	cer.send(protocol.Message{T: protocol.TAct, ID: "h", V: 1, Words: []string{"hold"}})
	cer.refused(protocol.ErrNotYourTurn)
	amb.send(protocol.Message{T: protocol.TAct, ID: "m", V: 1, Words: []string{"hold"}})
	amb.refused(protocol.ErrIllegal) // only an answer is legal
	amb.send(protocol.Message{T: protocol.TAct, ID: "d", V: 1, Words: []string{"decline-draw"}})
	if m := amb.next(protocol.TAck); m.V != 2 || m.Clock.Running != "cerulean" {
		t.Fatalf("the decline: %+v", m)
	}
	cer.send(protocol.Message{T: protocol.TAct, ID: "o2", V: 2, Words: []string{"offer-draw"}})
	cer.refused(protocol.ErrIllegal) // one offer a turn
	cer.send(protocol.Message{T: protocol.TAct, ID: "t", V: 2, Words: []string{"hold", "end"}})
	cer.next(protocol.TAck)
	amb.send(protocol.Message{T: protocol.TAct, ID: "o3", V: 4, Words: []string{"offer-draw"}})
	amb.next(protocol.TAck)
	cer.send(protocol.Message{T: protocol.TAct, ID: "a", V: 5, Words: []string{"accept-draw"}})
	cer.next(protocol.TAck)
	if st := gameState(t, s.base, game); st["status"] != "over" || st["result"] != "draw" || st["reason"] != "agreement" {
		t.Fatalf("after the acceptance: %v", st)
	}
	record := cli(t, 0, "online", "record", "--server", s.base, "--game", game)
	if !strings.Contains(record, "1A: offer-draw, accept-draw") || !strings.Contains(record, "1/2-1/2 ; agreement") {
		t.Fatalf("record:\n%s", record)
	}
	replayJSON(t, record)
}
