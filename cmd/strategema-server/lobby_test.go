//go:build !js

package main

import (
	"encoding/json"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

type seekAnswer struct {
	Paired                      bool
	Game, Control, Seat, Secret string
	Invite, Watch               string
}

func seekGame(t *testing.T, base, control string) seekAnswer {
	resp, err := http.Post(base+"/api/seek", "application/json", strings.NewReader(`{"control":"`+control+`"}`))
	if err != nil {
		t.Error(err)
		return seekAnswer{}
	}
	defer resp.Body.Close()
	var a seekAnswer
	if err := json.NewDecoder(resp.Body).Decode(&a); err != nil {
		t.Error(err)
	}
	return a
}

// TestQuickPairing: two players asking for the same time control are
// paired into one game, each with its own seat; the waiting one is listed
// as open meanwhile.
func TestQuickPairing(t *testing.T) {
	s := startServer(t, "127.0.0.1:0", filepath.Join(t.TempDir(), "games.db"))
	first := make(chan seekAnswer, 1)
	go func() { first <- seekGame(t, s.base, "5+3") }()
	var open []map[string]any
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline) && len(open) == 0; time.Sleep(20 * time.Millisecond) {
		resp, err := http.Get(s.base + "/api/open")
		if err != nil {
			t.Fatal(err)
		}
		json.NewDecoder(resp.Body).Decode(&open)
		resp.Body.Close()
	}
	if len(open) != 1 || open[0]["control"] != "5+3" || open[0]["waiting"].(float64) != 1 {
		t.Fatalf("open games: %v", open)
	}
	second := seekGame(t, s.base, "5+3")
	a := <-first
	if !a.Paired || !second.Paired || a.Game != second.Game || a.Seat == second.Seat || a.Control != "5+3" {
		t.Fatalf("paired: %+v and %+v", a, second)
	}
	for _, x := range []seekAnswer{a, second} {
		game, secret := seatOf(t, x.Invite)
		c := dialWS(t, s.base)
		if m := c.hello(game, secret, 0); m.Seat != x.Seat {
			t.Fatalf("the invite %s opens %+v", x.Invite, m)
		}
	}
}

// TestServesTheWebBuild: with --web the server serves the browser build
// at / and at a game's link, .wasm as application/wasm.
func TestServesTheWebBuild(t *testing.T) {
	web := t.TempDir()
	os.WriteFile(filepath.Join(web, "index.html"), []byte("<title>STRATEGEMA test page</title>"), 0o644)
	os.WriteFile(filepath.Join(web, "game.wasm"), []byte("\x00asm\x01\x00\x00\x00"), 0o644)
	s := startServer(t, "127.0.0.1:0", filepath.Join(t.TempDir(), "games.db"), "--web", web)
	g := newGame(t, s.base)
	for _, path := range []string{"/", "/g/" + g["game"]} {
		resp, err := http.Get(s.base + path)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if !strings.Contains(string(body), "STRATEGEMA test page") {
			t.Errorf("GET %s: %s %q", path, resp.Status, body)
		}
	}
	resp, err := http.Get(s.base + "/game.wasm")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if ct := resp.Header.Get("Content-Type"); ct != "application/wasm" {
		t.Errorf("game.wasm served as %q", ct)
	}
	if resp, err := http.Get(s.base + "/healthz"); err != nil || resp.StatusCode != 200 {
		t.Errorf("healthz: %v %v", resp.Status, err)
	}
}
