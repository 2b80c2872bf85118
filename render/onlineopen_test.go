//go:build !js

package render

import (
	"context"
	"strings"
	"testing"
	"time"

	"strategema/online/client"
	"strategema/render/store"
)

// TestOpenARunningGame: a game made on the server this window hosts is
// listed among the player's games when the window comes back; opening it
// starts the hosted server (which starts on first use), says the window
// is connecting, and shows the board when the server answers. A game
// whose server stays silent is said to be so, and its board opens when
// the server comes back.
func TestOpenARunningGame(t *testing.T) {
	ls := startLiveServer(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	var games [2]client.Created
	for i := range games {
		c, err := client.Create(ctx, ls.base(), "untimed", "cerulean")
		if err != nil {
			t.Fatal(err)
		}
		games[i] = c
	}
	ls.stop() // the window that made them was closed
	hosted := 0
	a := newTestApp(t, Options{Quiet: true, Store: store.New(store.NewMem()),
		Host: func() (Hosted, error) { hosted++; ls.start(); return Hosted{Base: ls.base(), Public: ls.base()}, nil }})
	for _, c := range games {
		a.net.remember(c.Mine(), c.Seat, c.Control)
	}
	var r *onlineRoom
	open := func(c client.Created) {
		t.Helper()
		r = newOnlineRoom(a) // as the menu opens it
		a.push(r)
		run(t, a, 2)
		for i, g := range a.net.profile().Running() {
			if g.Invite != c.Mine() {
				continue
			}
			for j := range a.buttons {
				if b := &a.buttons[j]; b.ID == onOpen && b.Arg == i {
					r.press(b)
					return
				}
			}
		}
		t.Fatalf("no button opens game %s among %+v", c.Game, a.net.profile().Running())
	}

	open(games[0])
	if hosted != 1 {
		t.Fatalf("opening a game started the hosted server %d times, want 1", hosted)
	}
	if r.busy != a.tr("online.busy.open") {
		t.Errorf("while connecting the room says %q", r.busy)
	}
	runUntil(t, a, 600, func() bool { return a.top() == room(a.play) })
	if a.top() != room(a.play) || a.net.game == nil || a.net.game.link.Game != games[0].Game {
		t.Fatalf("the board of game %s did not open (room %s)", games[0].Game, a.top().name())
	}

	ls.stop()
	open(games[1])
	r.opening = r.opening.Add(-2 * openingSilence) // as if it had waited
	run(t, a, 2)
	host := strings.TrimPrefix(ls.base(), "http://")
	if !strings.Contains(r.msg, host) || r.busy != "" {
		t.Fatalf("a silent server: the room says %q (busy %q), want its address %s", r.msg, r.busy, host)
	}
	ls.start()
	runUntil(t, a, 1200, func() bool { return a.top() == room(a.play) })
	if a.top() != room(a.play) || a.net.game.link.Game != games[1].Game {
		t.Fatalf("the board of game %s did not open when its server came back (room %s)", games[1].Game, a.top().name())
	}
}
