//go:build !js

package main

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"strategema/online/protocol"
)

// TestLossOnTime: the server's clock ends a game whose player lets its
// time run out, with nobody sending anything; the record says so and
// replays.
func TestLossOnTime(t *testing.T) {
	s := startServer(t, "127.0.0.1:0", filepath.Join(t.TempDir(), "games.db"))
	g := newGame(t, s.base, "--clock", "0.05+0") // 3 seconds each
	game, cs := seatOf(t, g["cerulean"])
	_, as := seatOf(t, g["amber"])
	cer, amb := dialWS(t, s.base), dialWS(t, s.base)
	cer.hello(game, cs, 0)
	if m := amb.hello(game, as, 0); m.State.Clock == nil || m.State.Clock.Amber != 3000 || m.State.Clock.Running != "" {
		t.Fatalf("the clocks before the first action: %+v", m.State.Clock)
	}
	cer.send(protocol.Message{T: protocol.TAct, ID: "1", V: 0, Words: []string{"hold", "end"}})
	if m := cer.next(protocol.TAck); m.Clock == nil || m.Clock.Running != "amber" {
		t.Fatalf("ack of the first turn: %+v", m)
	}
	start := time.Now()
	var end protocol.Message
	for {
		end = amb.next(protocol.TUpdate)
		if len(end.Entries) > 0 && end.Entries[len(end.Entries)-1].Word == "" {
			break
		}
	}
	e := end.Entries[len(end.Entries)-1]
	if e.Result != "cerulean" || e.Reason != "time" || e.Side != "amber" {
		t.Fatalf("the ending: %+v", e)
	}
	if el := time.Since(start); el < 2500*time.Millisecond || el > 4500*time.Millisecond {
		t.Errorf("amber lost on time %v after its clock started, want about 3 s", el)
	}
	amb.send(protocol.Message{T: protocol.TAct, ID: "late", V: 3, Words: []string{"hold", "end"}})
	amb.refused(protocol.ErrGameOver)
	record := cli(t, 0, "online", "record", "--server", s.base, "--game", game)
	if !strings.Contains(record, `[Termination "time (amber) at turn 2: 1-0"]`) {
		t.Fatalf("the record:\n%s", record)
	}
	if r := replayJSON(t, record); r["turn"].(float64) != 2 {
		t.Fatalf("the record replays to %v", r)
	}
}

// TestClocksAfterRestart: a game's clocks survive a kill -9; the running
// clock is given back the time the server was away.
func TestClocksAfterRestart(t *testing.T) {
	db := filepath.Join(t.TempDir(), "games.db")
	addr := freeAddr(t)
	s := startServer(t, addr, db)
	g := newGame(t, s.base, "--clock", "1+2")
	game, cs := seatOf(t, g["cerulean"])
	cer := dialWS(t, s.base)
	cer.hello(game, cs, 0)
	cer.send(protocol.Message{T: protocol.TAct, ID: "1", V: 0, Words: []string{"hold", "end"}})
	if m := cer.next(protocol.TAck); m.Clock.Cerulean != 62000 || m.Clock.Running != "amber" {
		t.Fatalf("after Cerulean's first turn (untimed, +2 s): %+v", m.Clock)
	}
	time.Sleep(700 * time.Millisecond)
	before := gameState(t, s.base, game)["clock"].(map[string]any)
	if a := before["amber"].(float64); a > 59400 || a < 55000 {
		t.Fatalf("amber's clock 0.7 s into its turn: %v", before)
	}
	s.kill()
	time.Sleep(time.Second)
	s = startServer(t, addr, db)
	after := gameState(t, s.base, game)["clock"].(map[string]any)
	if after["running"] != "amber" || after["cerulean"].(float64) != 62000 || after["amber"].(float64) < before["amber"].(float64) {
		t.Fatalf("the clocks before the kill %v, after the restart %v", before, after)
	}
}
