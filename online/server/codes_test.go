//go:build !js

package server

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"strategema/online/protocol"
	"strategema/online/store/sqlitestore"
)

func TestNormalizeCode(t *testing.T) {
	for _, c := range []struct {
		in, want string
		ok       bool
	}{
		{"K7M-Q2P", "K7MQ2P", true},
		{" k7m q2p ", "K7MQ2P", true},
		{"K7MQ2", "", false},   // short
		{"K7MQ2PP", "", false}, // long
		{"K0MQ2P", "", false},  // 0 is not in the alphabet
		{"KIMQ2P", "", false},  // nor I
		{"K7MQ2Й", "", false},
	} {
		got, ok := NormalizeCode(c.in)
		if got != c.want || ok != c.ok {
			t.Errorf("NormalizeCode(%q) = %q, %v; want %q, %v", c.in, got, ok, c.want, c.ok)
		}
	}
}

func TestCodeBookExpires(t *testing.T) {
	var b codeBook
	now := time.Now()
	code := b.add("g1", "s1", now)
	if _, ok := NormalizeCode(code); !ok {
		t.Fatalf("code %q is not a code", code)
	}
	if e, ok := b.find(code, now.Add(time.Hour)); !ok || e.game != "g1" || e.secret != "s1" {
		t.Fatalf("find after an hour = %+v, %v", e, ok)
	}
	if _, ok := b.find(code, now.Add(codeLife+time.Second)); ok {
		t.Fatal("a code resolves after its life")
	}
}

// TestCodeResolvesTheFriendsSeat: the code of a created game answers the
// other seat's invite, a wrong code is 404, and guessing is rate-limited.
func TestCodeResolvesTheFriendsSeat(t *testing.T) {
	ctx := context.Background()
	st, err := sqlitestore.Open(ctx, t.TempDir()+"/games.db")
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(ctx, Config{Store: st, Logger: slog.New(slog.DiscardHandler)}) // Shutdown closes st
	if err != nil {
		t.Fatal(err)
	}
	defer s.Shutdown()
	ts := httptest.NewServer(s.Handler())
	defer ts.Close()

	res, err := http.Post(ts.URL+"/api/games", "application/json", strings.NewReader(`{"control":"10+5","colour":"cerulean"}`))
	if err != nil {
		t.Fatal(err)
	}
	var cr CreateResponse
	json.NewDecoder(res.Body).Decode(&cr)
	res.Body.Close()
	if len(cr.Code) != CodeLen {
		t.Fatalf("created game's code %q", cr.Code)
	}
	get := func(code string) (int, CodeResponse) {
		res, err := http.Get(ts.URL + "/api/code/" + code)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		var r CodeResponse
		json.NewDecoder(res.Body).Decode(&r)
		return res.StatusCode, r
	}
	status, r := get(strings.ToLower(cr.Code[:3]) + "-" + cr.Code[3:])
	if status != 200 || r.Invite != cr.Amber || r.Game != cr.Game {
		t.Fatalf("code %s: %d %+v, want amber's invite %s", cr.Code, status, r, cr.Amber)
	}
	if _, err := protocol.ParseLink(r.Invite); err != nil {
		t.Fatal(err)
	}
	wrong := "ZZZZZZ"
	if wrong == cr.Code {
		wrong = "YYYYYY"
	}
	if status, _ := get(wrong); status != http.StatusNotFound {
		t.Errorf("unknown code: %d, want 404", status)
	}
	if status, _ := get("0000"); status != http.StatusBadRequest {
		t.Errorf("malformed code: %d, want 400", status)
	}
	limited := false
	for range 20 {
		if status, _ := get(wrong); status == http.StatusTooManyRequests {
			limited = true
			break
		}
	}
	if !limited {
		t.Error("20 guesses at once were never rate-limited")
	}
}
