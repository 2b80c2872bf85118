//go:build !js

package main

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"strategema/online/protocol"
)

// TestTakeback: only the player who acted last may ask, once for the same
// actions; the opponent sees the request and alone answers it; a decline
// changes nothing, an acceptance is an entry of the log that undoes the
// asker's last turn on the server, in the record and after a restart
// (the server replays the log); a finished game takes nothing back.
func TestTakeback(t *testing.T) {
	db := filepath.Join(t.TempDir(), "games.db")
	addr := freeAddr(t)
	s := startServer(t, addr, db)
	g := newGame(t, s.base, "--clock", "10+5")
	game, cs := seatOf(t, g["cerulean"])
	_, as := seatOf(t, g["amber"])
	w, wout, werr := startCLI(t, "online", "watch", "--invite", g["watch"]) // a spectator throughout, the restart included
	cer, amb := dialWS(t, s.base), dialWS(t, s.base)
	cer.hello(game, cs, 0)
	amb.hello(game, as, 0)
	ask := func(c *wsClient, id string, v int64) {
		t.Helper()
		c.send(protocol.Message{T: protocol.TTakeback, ID: id, V: v})
	}
	answer := func(c *wsClient, id string, v int64, a string) {
		t.Helper()
		c.send(protocol.Message{T: protocol.TTakeback, ID: id, V: v, Answer: a})
	}
	ask(cer, "early", 0) // nobody has acted
	cer.refused(protocol.ErrNotAllowed)
	cer.send(protocol.Message{T: protocol.TAct, ID: "c1", V: 0, Words: []string{"hold", "end"}})
	cer.next(protocol.TAck)
	ask(amb, "a0", 2) // Cerulean acted last
	amb.refused(protocol.ErrNotAllowed)
	answer(amb, "a1", 2, protocol.AnswerAccept) // nothing to answer
	amb.refused(protocol.ErrNotAllowed)

	ask(cer, "t1", 2)
	cer.next(protocol.TAck)
	if st := amb.next(protocol.TState).State; st.Takeback != "cerulean" || st.V != 2 {
		t.Fatalf("Amber sees %+v, want Cerulean's request", st)
	}
	answer(cer, "t1a", 2, protocol.AnswerAccept) // one's own request
	cer.refused(protocol.ErrNotAllowed)
	answer(amb, "d1", 2, protocol.AnswerDecline)
	amb.next(protocol.TAck)
	if st := cer.next(protocol.TState).State; st.Takeback != "" || st.V != 2 || st.ToAct != "amber" {
		t.Fatalf("after the decline Cerulean sees %+v", st)
	}
	ask(cer, "t2", 2) // once a turn
	if m := cer.refused(protocol.ErrNotAllowed); !strings.Contains(m.Msg, "once") {
		t.Fatalf("a second request: %+v", m)
	}

	amb.send(protocol.Message{T: protocol.TAct, ID: "a2", V: 2, Words: []string{"hold", "end"}})
	amb.next(protocol.TAck)
	ask(amb, "t3", 4)
	amb.next(protocol.TAck)
	if st := cer.next(protocol.TState).State; st.Takeback != "amber" {
		t.Fatalf("Cerulean sees %+v, want Amber's request", st)
	}
	answer(cer, "y3", 4, protocol.AnswerAccept)
	if m := cer.next(protocol.TAck); m.V != 5 || m.Clock.Running != "amber" {
		t.Fatalf("the acceptance: %+v", m)
	}
	u := amb.next(protocol.TUpdate)
	if len(u.Entries) != 1 || !u.Entries[0].IsTakeback() || u.Entries[0].Side != "amber" {
		t.Fatalf("the takeback's update: %+v", u)
	}
	if st := gameState(t, s.base, game); st["to_act"] != "amber" || st["v"].(float64) != 5 {
		t.Fatalf("after the takeback: %v", st)
	}
	amb.send(protocol.Message{T: protocol.TAct, ID: "a4", V: 5, Words: []string{"hold"}})
	amb.next(protocol.TAck)
	ask(amb, "t4", 6) // the same turn again: asked already
	amb.refused(protocol.ErrNotAllowed)

	// A restart replays the log, takeback included.
	s.kill()
	time.Sleep(100 * time.Millisecond)
	s = startServer(t, addr, db)
	if st := gameState(t, s.base, game); st["to_act"] != "amber" || st["v"].(float64) != 6 {
		t.Fatalf("after the restart: %v", st)
	}
	amb = dialWS(t, s.base)
	amb.hello(game, as, 0)
	cer = dialWS(t, s.base)
	cer.hello(game, cs, 0)
	answer(cer, "y3", 4, protocol.AnswerAccept) // resent after the restart: acknowledged, not applied again
	if m := cer.next(protocol.TAck, protocol.TError); m.T != protocol.TAck || m.V != 5 {
		t.Fatalf("the acceptance resent after the restart: %+v", m)
	}
	amb.send(protocol.Message{T: protocol.TAct, ID: "a5", V: 6, Words: []string{"end"}})
	amb.next(protocol.TAck)
	record := cli(t, 0, "online", "record", "--server", s.base, "--game", game)
	if !strings.Contains(record, "1A: hold, end") || strings.Count(record, "hold") != 2 {
		t.Fatalf("the record keeps the words in play only:\n%s", record)
	}
	if r := replayJSON(t, record); r["to_move"] != nil && r["to_move"] != "cerulean" {
		t.Fatalf("the record replays to %v", r)
	}
	amb.send(protocol.Message{T: protocol.TResign, ID: "r", V: 7})
	amb.next(protocol.TAck)
	ask(amb, "late", 8)
	amb.refused(protocol.ErrGameOver)
	// The spectator saw the takeback and what it took back.
	watched := waitCLI(t, w, wout, werr, 30*time.Second)
	if want := "3 amber hold\n4 amber end\n5 amber takeback 3 hold, 4 end\n6 amber hold\n7 amber end\ngame "; !strings.Contains(watched, want) {
		t.Errorf("online watch printed\n%s\nwant it to hold\n%s", watched, want)
	}
}
