//go:build !js

package main

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"strategema/online/protocol"
)

// wsClient is a raw WebSocket client speaking the protocol by hand, as a
// hostile or careless client would.
type wsClient struct {
	t  *testing.T
	ws *websocket.Conn
}

func dialWS(t *testing.T, base string) *wsClient {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	ws, _, err := websocket.Dial(ctx, protocol.SocketURL(base), nil)
	if err != nil {
		t.Fatal(err)
	}
	ws.SetReadLimit(1 << 22)
	t.Cleanup(func() { ws.CloseNow() })
	return &wsClient{t: t, ws: ws}
}

func (c *wsClient) sendText(s string) {
	c.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := c.ws.Write(ctx, websocket.MessageText, []byte(s)); err != nil {
		c.t.Fatalf("write %.60q: %v", s, err)
	}
}

func (c *wsClient) send(m protocol.Message) {
	c.t.Helper()
	b, _ := json.Marshal(m)
	c.sendText(string(b))
}

// next reads the next message of one of the types (others are skipped).
func (c *wsClient) next(types ...string) protocol.Message {
	c.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	for {
		_, data, err := c.ws.Read(ctx)
		if err != nil {
			c.t.Fatalf("waiting for %v: %v", types, err)
		}
		var m protocol.Message
		if err := json.Unmarshal(data, &m); err != nil {
			c.t.Fatalf("server sent %q: %v", data, err)
		}
		for _, ty := range types {
			if m.T == ty {
				return m
			}
		}
	}
}

// refused expects an error with code.
func (c *wsClient) refused(code string) protocol.Message {
	c.t.Helper()
	m := c.next(protocol.TError, protocol.TAck)
	if m.T != protocol.TError || m.Code != code {
		c.t.Fatalf("got %+v, want the error %s", m, code)
	}
	if m.Msg == "" {
		c.t.Errorf("error %s without a message", code)
	}
	return m
}

func (c *wsClient) hello(game, secret string, v int64) protocol.Message {
	c.t.Helper()
	c.send(protocol.Message{T: protocol.THello, P: protocol.Version, Game: game, Secret: secret, V: v})
	return c.next(protocol.TWelcome, protocol.TError)
}

// seatsOf splits an invite into the game and the secret.
func seatOf(t *testing.T, invite string) (game, secret string) {
	l, err := protocol.ParseLink(invite)
	if err != nil {
		t.Fatal(err)
	}
	return l.Game, l.Secret
}

// seatBoth makes a game on s (newGame's flags) and greets both seats over
// the WebSocket: the game's ID, each seat's secret and each seat's client.
func seatBoth(t *testing.T, s *serverProc, flags ...string) (game, ceruleanSecret, amberSecret string, cer, amb *wsClient) {
	t.Helper()
	g := newGame(t, s.base, flags...)
	game, ceruleanSecret = seatOf(t, g["cerulean"])
	_, amberSecret = seatOf(t, g["amber"])
	cer, amb = dialWS(t, s.base), dialWS(t, s.base)
	cer.hello(game, ceruleanSecret, 0)
	amb.hello(game, amberSecret, 0)
	return game, ceruleanSecret, amberSecret, cer, amb
}

// TestHostileClients: every kind of bad input gets its error and changes
// nothing; the server keeps serving the others.
func TestHostileClients(t *testing.T) {
	s := startServer(t, "127.0.0.1:0", filepath.Join(t.TempDir(), "games.db"), "--msg-rate", "20", "--msg-burst", "40", "--create-rate", "1", "--create-burst", "20")
	g := newGame(t, s.base, "--clock", "10+5")
	game, cs := seatOf(t, g["cerulean"])
	_, as := seatOf(t, g["amber"])

	cer := dialWS(t, s.base)
	cer.sendText(`{"t":"hello","p":1,"game":`) // malformed before hello
	cer.refused(protocol.ErrBadJSON)
	cer.sendText(`{"t":"act","id":"1","words":["hold"]}`)
	if m := cer.next(protocol.TError); m.Code != protocol.ErrNotHello {
		t.Fatalf("an act before hello: %+v", m)
	}
	cer = dialWS(t, s.base)
	if m := cer.hello(game, "not-the-secret", 0); m.T != protocol.TError || m.Code != protocol.ErrBadSecret {
		t.Fatalf("a wrong secret: %+v", m)
	}
	if m := cer.hello("nosuchgame", cs, 0); m.Code != protocol.ErrNoGame {
		t.Fatalf("no game: %+v", m)
	}
	if m := cer.hello(game, cs, 0); m.T != protocol.TWelcome || m.Seat != "cerulean" || m.State.V != 0 {
		t.Fatalf("welcome: %+v", m)
	}
	amb := dialWS(t, s.base)
	if m := amb.hello(game, as, 0); m.Seat != "amber" {
		t.Fatalf("welcome: %+v", m)
	}
	spec := dialWS(t, s.base)
	if m := spec.hello(game, "", 0); m.Seat != "spectator" {
		t.Fatalf("welcome: %+v", m)
	}

	cases := []struct {
		name string
		c    *wsClient
		send string
		code string
	}{
		{"malformed JSON", cer, `{"t":"act",`, protocol.ErrBadJSON},
		{"not an object", cer, `"hello"`, protocol.ErrBadJSON},
		{"unknown type", cer, `{"t":"launch","id":"x"}`, protocol.ErrUnknownType},
		{"hello twice", cer, `{"t":"hello","p":1,"game":"` + game + `"}`, protocol.ErrNotHello},
		{"a bad word", cer, `{"t":"act","id":"w","v":0,"words":["teleport L1-A1"]}`, protocol.ErrBadWord},
		{"an illegal action", cer, `{"t":"act","id":"i","v":0,"words":["L1-A1>L1-A2"]}`, protocol.ErrIllegal},
		{"illegal second word: none applied", cer, `{"t":"act","id":"i2","v":0,"words":["hold","L1-A1>L1-A2"]}`, protocol.ErrIllegal},
		{"out of turn", amb, `{"t":"act","id":"o","v":0,"words":["hold","end"]}`, protocol.ErrNotYourTurn},
		{"accepting one's own draw offer", cer, `{"t":"act","id":"d","v":0,"words":["offer-draw","accept-draw"]}`, protocol.ErrIllegal},
		{"a spectator acting", spec, `{"t":"act","id":"s","v":0,"words":["hold","end"]}`, protocol.ErrSpectator},
		{"a spectator resigning", spec, `{"t":"resign","id":"s2","v":0}`, protocol.ErrSpectator},
		{"a claim against a present player", cer, `{"t":"claim","id":"c","v":0,"claim":"win"}`, protocol.ErrNotAllowed},
		{"a rematch before the end", cer, `{"t":"rematch","id":"r","v":0}`, protocol.ErrNotAllowed},
	}
	for _, tc := range cases {
		tc.c.sendText(tc.send)
		m := tc.c.refused(tc.code)
		if m.V != 0 {
			t.Errorf("%s: the game moved to v%d", tc.name, m.V)
		}
	}
	if st := gameState(t, s.base, game); st["v"].(float64) != 0 {
		t.Fatalf("after the refusals the game is at v%v", st["v"])
	}

	// A stale version is refused with the current state; a resent command
	// is acknowledged again and applied once, even on a new connection.
	cer.send(protocol.Message{T: protocol.TAct, ID: "turn1", V: 0, Words: []string{"hold", "end"}})
	if m := cer.next(protocol.TAck, protocol.TError); m.T != protocol.TAck || m.V != 2 {
		t.Fatalf("turn 1: %+v", m)
	}
	cer.send(protocol.Message{T: protocol.TAct, ID: "turn1", V: 0, Words: []string{"hold", "end"}})
	if m := cer.next(protocol.TAck, protocol.TError); m.T != protocol.TAck || m.V != 2 {
		t.Fatalf("turn 1 resent: %+v", m)
	}
	amb.send(protocol.Message{T: protocol.TAct, ID: "late", V: 1, Words: []string{"hold", "end"}})
	amb.refused(protocol.ErrStale)
	if m := amb.next(protocol.TState); m.State.V != 2 || len(m.State.Entries) != 2 || m.State.ToAct != "amber" {
		t.Fatalf("the state after stale: %+v", m.State)
	}
	cer.ws.CloseNow()
	cer = dialWS(t, s.base)
	if m := cer.hello(game, cs, 2); m.State.From != 2 || len(m.State.Entries) != 0 {
		t.Fatalf("a reconnect with v2 at v2: %+v", m.State)
	}
	cer.send(protocol.Message{T: protocol.TAct, ID: "turn1", V: 0, Words: []string{"hold", "end"}})
	if m := cer.next(protocol.TAck, protocol.TError); m.T != protocol.TAck || m.V != 2 {
		t.Fatalf("turn 1 resent after a reconnect: %+v", m)
	}
	if st := gameState(t, s.base, game); st["v"].(float64) != 2 {
		t.Fatalf("after the resends the game is at v%v", st["v"])
	}
	// A spectator sees the turn; a gap is filled by sync.
	if m := spec.next(protocol.TUpdate); m.From != 0 || len(m.Entries) != 2 {
		t.Fatalf("the spectator's update: %+v", m)
	}
	spec.send(protocol.Message{T: protocol.TSync, V: 1})
	if m := spec.next(protocol.TUpdate); m.From != 1 || len(m.Entries) != 1 || m.Entries[0].Word != "end" {
		t.Fatalf("sync from v1: %+v", m)
	}

	// An oversized frame closes that connection only.
	big := dialWS(t, s.base)
	big.sendText(`{"t":"ping","pad":"` + strings.Repeat("x", 20000) + `"}`)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	_, _, err := big.ws.Read(ctx)
	cancel()
	if websocket.CloseStatus(err) != websocket.StatusMessageTooBig {
		t.Errorf("an oversized frame: %v, want a close with status 1009", err)
	}
	// A binary frame is refused.
	ctx, cancel = context.WithTimeout(context.Background(), 5*time.Second)
	amb.ws.Write(ctx, websocket.MessageBinary, []byte(`{"t":"ping"}`))
	cancel()
	amb.refused(protocol.ErrBadJSON)

	// A flood is rate limited, then cut off; the others are served.
	flood := dialWS(t, s.base)
	for i := range 120 {
		flood.sendText(`{"t":"ping","n":` + string(rune('1'+i%9)) + `}`)
	}
	flood.refused(protocol.ErrRateLimited)
	amb.send(protocol.Message{T: protocol.TPing, N: 7})
	if m := amb.next(protocol.TPong); m.N != 7 {
		t.Fatalf("pong: %+v", m)
	}
	// Creating games from one address is limited too.
	limited := 0
	for range 30 {
		resp, err := http.Post(s.base+"/api/games", "application/json", strings.NewReader(`{"control":"untimed"}`))
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode == http.StatusTooManyRequests {
			limited++
		}
	}
	if limited == 0 {
		t.Errorf("30 games created at once from one address: none refused")
	}
	// Bad creation requests.
	for _, body := range []string{`{"control":"2d"}`, `{"colour":"green"}`, `{"control":`} {
		resp, err := http.Post(s.base+"/api/games", "application/json", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusBadRequest && resp.StatusCode != http.StatusTooManyRequests {
			t.Errorf("POST %s: %s, want 400", body, resp.Status)
		}
	}
	if resp, err := http.Get(s.base + "/api/games/nosuchgame/record"); err != nil || resp.StatusCode != http.StatusNotFound {
		t.Errorf("the record of no game: %v %v", resp.Status, err)
	}
}

// TestClientThatNeverReads: a client that asks for the whole state over
// and over and never reads is disconnected; the others are not held up.
func TestClientThatNeverReads(t *testing.T) {
	s := startServer(t, "127.0.0.1:0", filepath.Join(t.TempDir(), "games.db"), "--msg-rate", "2000", "--msg-burst", "2000")
	g := newGame(t, s.base)
	// A whole game first, so that each state is large.
	c, cout, cerr := startCLI(t, "online", "play", "--invite", g["cerulean"], "--player", "greedy", "--time", "5ms")
	a, aout, aerr := startCLI(t, "online", "play", "--invite", g["amber"], "--player", "random", "--time", "5ms")
	waitCLI(t, c, cout, cerr, time.Minute)
	waitCLI(t, a, aout, aerr, time.Minute)
	game, _ := seatOf(t, g["cerulean"])
	watcher := dialWS(t, s.base)
	watcher.hello(game, "", 0)
	slow := dialWS(t, s.base)
	slow.hello(game, "", 0)
	start := time.Now()
	for time.Since(start) < 30*time.Second && metric(t, s.base, "strategema_slow_clients_total") == 0 {
		for range 200 {
			ctx, cancel := context.WithTimeout(context.Background(), time.Second)
			err := slow.ws.Write(ctx, websocket.MessageText, []byte(`{"t":"sync","v":0}`))
			cancel()
			if err != nil {
				break
			}
		}
	}
	if m := metric(t, s.base, "strategema_slow_clients_total"); m != 1 {
		t.Fatalf("strategema_slow_clients_total = %v after %v, want 1", m, time.Since(start))
	}
	watcher.send(protocol.Message{T: protocol.TPing, N: 3})
	if m := watcher.next(protocol.TPong); m.N != 3 {
		t.Fatalf("pong: %+v", m)
	}
}

// metric reads one value of the server's /metrics.
func metric(t *testing.T, base, name string) float64 {
	t.Helper()
	resp, err := http.Get(base + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	for _, line := range strings.Split(string(body), "\n") {
		if v, ok := strings.CutPrefix(line, name+" "); ok {
			f, err := strconv.ParseFloat(v, 64)
			if err != nil {
				t.Fatalf("metric %s: %q", name, line)
			}
			return f
		}
	}
	t.Fatalf("no metric %s in /metrics", name)
	return 0
}
