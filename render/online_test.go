//go:build !js

package render

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/rand"
	"net"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/engine"
	"strategema/online/client"
	"strategema/online/protocol"
	"strategema/online/server"
	"strategema/online/store/sqlitestore"
	"strategema/render/store"
	"strategema/render/ui"
)

// liveServer is a real game server on an SQLite file, on a fixed
// address so it can be stopped and started again mid-game.
type liveServer struct {
	t    *testing.T
	db   string
	addr string
	s    *server.Server
	http *http.Server
}

func startLiveServer(t *testing.T) *liveServer {
	ls := &liveServer{t: t, db: t.TempDir() + "/games.db", addr: "127.0.0.1:0"}
	ls.start()
	t.Cleanup(ls.stop)
	return ls
}

func (ls *liveServer) base() string { return "http://" + ls.addr }

func (ls *liveServer) start() {
	t := ls.t
	ctx := context.Background()
	st, err := sqlitestore.Open(ctx, ls.db)
	if err != nil {
		t.Fatal(err)
	}
	var ln net.Listener
	for i := 0; i < 50; i++ { // the old socket may linger a moment
		if ln, err = net.Listen("tcp", ls.addr); err == nil {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if err != nil {
		t.Fatal(err)
	}
	ls.addr = ln.Addr().String()
	ls.s, err = server.New(ctx, server.Config{Store: st, Logger: slog.New(slog.DiscardHandler), PublicURL: ls.base()})
	if err != nil {
		t.Fatal(err)
	}
	ls.http = &http.Server{Handler: ls.s.Handler()}
	go ls.http.Serve(ln)
}

func (ls *liveServer) stop() {
	if ls.http != nil {
		ls.s.Shutdown()
		ls.http.Close()
		ls.http = nil
	}
}

// onlineApp is a window whose Online room plays on ls (as if it hosted it).
func onlineApp(t *testing.T, ls *liveServer) *App {
	a := newTestApp(t, Options{Quiet: true, Store: store.New(store.NewMem()),
		Host: func() (Hosted, error) { return Hosted{Base: ls.base(), Public: ls.base()}, nil }})
	a.set.AnimSpeed = 3 // the pause after each of the opponent's actions is shorter
	return a
}

// randomBot plays a seat with random legal actions through its own
// client until the game ends or ctx does; moves says how many actions it
// may play (-1: no limit; 0: it never moves, so its clock runs out).
func randomBot(ctx context.Context, t *testing.T, invite string, moves int) {
	c, err := client.FromLink(invite, client.Options{MaxBackoff: 500 * time.Millisecond})
	if err != nil {
		t.Error(err)
		return
	}
	go c.Run(ctx)
	rng := rand.New(rand.NewSource(7))
	for moves != 0 {
		v, err := c.Wait(ctx, func(v *client.View) bool { return v.Over || v.Seat != "" && v.ToAct == v.Seat })
		if err != nil || v.Over {
			return
		}
		p := &v.Position
		var a engine.Action
		switch {
		case p.DrawPending():
			a = engine.Simple(engine.ActDeclineDraw)
		default:
			acts := p.LegalActions(nil)
			n := len(acts)
			if n > 1 && acts[n-1].Type == engine.ActEnd {
				n--
			}
			a = acts[rng.Intn(n)]
		}
		err = c.Act(ctx, v.V, a.String())
		switch {
		case ctx.Err() != nil || client.IsCode(err, protocol.ErrGameOver):
			return
		case err != nil:
			if !client.IsCode(err, protocol.ErrStale) {
				t.Logf("bot: %v", err)
			}
			// the server's state follows a refusal: wait for it rather
			// than act again at once on the same view (each try a move)
			if _, err := c.Wait(ctx, func(nv *client.View) bool { return nv.V != v.V || nv.Over }); err != nil {
				return
			}
			continue
		}
		moves--
	}
}

// openAgainstClient creates a game with control on ls, the window's app
// a in Cerulean's seat and Amber's in a client of the test's own (running
// until ctx ends), and opens it on a's board.
func openAgainstClient(ctx context.Context, t *testing.T, a *App, ls *liveServer, control string) (*onlineGame, *client.Client) {
	t.Helper()
	c, err := client.Create(ctx, ls.base(), control, "cerulean")
	if err != nil {
		t.Fatal(err)
	}
	opp, _ := client.FromLink(c.Amber, client.Options{MaxBackoff: 500 * time.Millisecond})
	go opp.Run(ctx)
	a.net.play(c.Mine(), c.Control, true)
	runUntil(t, a, 600, func() bool {
		return a.net.game != nil && a.net.game.m != nil && a.play.m == a.net.game.m && a.top() == room(a.play)
	})
	g := a.net.game
	if g == nil || a.play.m != g.m || a.top() != room(a.play) {
		t.Fatalf("the board did not open (room %s)", a.top().name())
	}
	return g, opp
}

// createForFriend opens the Online room, creates a game for a friend
// with control, and waits for the invite.
func createForFriend(t *testing.T, a *App, control string) *onlineRoom {
	r := newOnlineRoom(a)
	a.push(r)
	for i, c := range onlineControls {
		if c == control {
			r.control = i
		}
	}
	r.colour = 0 // Cerulean: the window moves first
	r.create()
	runUntil(t, a, 600, func() bool { return r.created != nil || r.msg != "" })
	if r.created == nil {
		t.Fatalf("no game created: %s", r.msg)
	}
	if r.scr != scrWaiting || len(r.created.Code) != codeLen {
		t.Fatalf("after creating: screen %d, code %q", r.scr, r.created.Code)
	}
	return r
}

// TestOnlineGameThroughARestartedServer: the window creates a game for a
// friend, a bot takes the friend's seat with the short code, the board
// opens when it arrives; they play, the server is stopped and started
// again mid-game, and both play on; every action the window made is in
// the server's record, in the window's order, and no undo is offered.
func TestOnlineGameThroughARestartedServer(t *testing.T) {
	t0 := time.Now()
	ls := startLiveServer(t)
	a := onlineApp(t, ls)
	r := createForFriend(t, a, "untimed")
	t.Logf("created at %v", time.Since(t0))
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	// Copy code copies the code as shown, its server's address first; it
	// resolves in a window on no server of its own, as the friend's may be
	r.press(&ui.Button{ID: onCopyCode})
	runUntil(t, a, 600, func() bool { return a.note.Showing() })
	copied := r.copied
	if copied == "" { // no clipboard here: kept in invite.txt
		b, _ := a.st.B.Read("invite.txt")
		copied = strings.TrimSpace(string(b))
	}
	invite, err := resolveInput(ctx, "", strings.ToLower(copied))
	if err != nil || invite != r.created.Friends() {
		t.Fatalf("the copied code %q resolves to %q, %v; want the friend's invite", copied, invite, err)
	}
	go randomBot(ctx, t, invite, -1)
	runUntil(t, a, 1200, func() bool { return a.top() == room(a.play) })
	if a.top() != room(a.play) || a.net.game == nil || a.play.m != a.net.game.m {
		t.Fatalf("the board did not open when the friend came (room %s)", a.top().name())
	}
	t.Logf("board at %v", time.Since(t0))
	if a.play.m.UndoAllowed() {
		t.Error("an online game offers undo")
	}
	// the person holds twice a turn; the bot answers
	person := func(limit int) func() bool {
		return func() bool {
			m := a.play.m
			m.Finish() // no need to watch the animations
			if m.Game.Position().Over() || len(m.Game.Actions()) >= limit {
				return true
			}
			if m.HumanToMove() && !m.Busy() && a.dialog == nil {
				a.play.act(engine.Simple(engine.ActHold))
			}
			return false
		}
	}
	runUntil(t, a, 4000, person(8))
	if n := len(a.play.m.Game.Actions()); n < 8 {
		t.Fatalf("only %d actions before the restart", n)
	}
	t.Logf("%d actions before the restart, at %v", len(a.play.m.Game.Actions()), time.Since(t0))
	ls.stop()
	runUntil(t, a, 120, func() bool { return false }) // the window notices
	if a.net.game.c.View().Connected {
		t.Error("the window still says connected with the server down")
	}
	ls.start()
	runUntil(t, a, 6000, person(16))
	t.Logf("%d actions after it, at %v", len(a.play.m.Game.Actions()), time.Since(t0))
	m := a.play.m
	if n := len(m.Game.Actions()); n < 16 && !m.Game.Position().Over() {
		t.Fatalf("the game did not go on after the restart: %d actions", n)
	}
	runUntil(t, a, 600, func() bool { return !a.net.game.sending })
	es, err := serverEntries(ls.base(), a.net.game.link.Game)
	if err != nil {
		t.Fatal(err)
	}
	if len(es) < len(m.Game.Actions()) {
		t.Fatalf("the server has %d entries, the window %d actions", len(es), len(m.Game.Actions()))
	}
	for i, act := range m.Game.Actions() {
		if es[i].Word != act.String() {
			t.Fatalf("action %d: the window played %s, the server stored %s", i+1, act, es[i].Word)
		}
	}
	if rg := a.net.profile().Running(); len(rg) != 1 || rg[0].Seat != "cerulean" {
		t.Errorf("the profile's running games: %+v", rg)
	}
}

// serverEntries reads game's log from the server with a fresh spectator.
func serverEntries(base, game string) ([]protocol.Entry, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c := client.New(base, game, "", client.Options{})
	go c.Run(ctx)
	v, err := c.Wait(ctx, func(v *client.View) bool { return v.Seat != "" })
	return v.Entries, err
}

// TestOnlineClockRunsOut: the opponent never moves; its clock falls, and
// the window says so, marks the game finished and keeps its record.
func TestOnlineClockRunsOut(t *testing.T) {
	ls := startLiveServer(t)
	a := onlineApp(t, ls)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	c, err := client.Create(ctx, ls.base(), "0.05+0", "cerulean") // 3 s each
	if err != nil {
		t.Fatal(err)
	}
	a.net.play(c.Mine(), c.Control, true)
	runUntil(t, a, 600, func() bool { return a.top() == room(a.play) && a.play.m == a.net.game.m })
	if a.top() != room(a.play) {
		t.Fatalf("the board did not open (room %s)", a.top().name())
	}
	a.play.act(engine.Simple(engine.ActHold)) // Cerulean's first turn: no clock runs before it
	runUntil(t, a, 60, func() bool { return !a.play.m.Busy() })
	a.play.act(engine.Simple(engine.ActHold))
	runUntil(t, a, 3000, func() bool { return a.dialog != nil })
	if a.dialog == nil || !strings.Contains(a.dialog.Text, "ran out of time") || !strings.Contains(a.dialog.Text, "Cerulean wins") {
		t.Fatalf("no word of Amber's flag: %+v", a.dialog)
	}
	if gs := a.net.profile().Games; len(gs) != 1 || gs[0].Result != "cerulean" {
		t.Errorf("the profile: %+v", gs)
	}
	if names, _ := a.st.Records(); len(names) != 1 {
		t.Errorf("the finished game was not kept in the records: %v", names)
	}
	if sc := a.ladder.results()[onlineResults]; sc.Wins != 1 {
		t.Errorf("the online results: %+v, want a win", sc)
	}
	if len(a.dialog.Choices) != 3 {
		t.Fatalf("the end's choices: %+v", a.dialog.Choices)
	}
	a.dialog.Choices[1].Do() // Analyse: the replay room analyses the online game
	a.dialog = nil
	if r, ok := a.top().(*replayRoom); !ok || r.game != a.play.m.Game {
		t.Fatalf("Analyse opened %s", a.top().name())
	}
}

func TestResolveInput(t *testing.T) {
	ls := startLiveServer(t)
	ctx := context.Background()
	c, err := client.Create(ctx, ls.base(), "3d", "amber")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		base, typed, want string
		err               error
	}{
		{"", c.Watch, c.Watch, nil}, // a link is itself
		{ls.base(), " " + c.Code[:3] + "-" + c.Code[3:] + " ", c.Friends(), nil},                         // a code on the room's server
		{"", strings.TrimPrefix(ls.base(), "http://") + " " + strings.ToLower(c.Code), c.Friends(), nil}, // address and code
		{"", c.Code, "", errNoServer},
		{ls.base(), "hello there", "", errNotALink},
		{ls.base(), "ABCDE0", "", errNotALink},                      // 0 is no code's
		{"", friendCode(c, ""), c.Friends(), nil},                   // the code as the waiting screen shows it, typed in a window with no server
		{"http://127.0.0.1:1", friendCode(c, ""), c.Friends(), nil}, // or one that plays on another server (its own, hosted)
	} {
		got, err := resolveInput(ctx, tc.base, tc.typed)
		if got != tc.want || (tc.err != nil && !errors.Is(err, tc.err)) || (tc.err == nil && err != nil) {
			t.Errorf("resolveInput(%q, %q) = %q, %v; want %q, %v", tc.base, tc.typed, got, err, tc.want, tc.err)
		}
	}
}

// TestOnlineWatch: a watch link opens the game in the play room for a
// spectator: both sides' actions arrive and animate, the person acts for
// neither, and the board follows the server's log; the bar says the game
// is watched, Cerulean vs Amber, inside a phone's screen.
func TestOnlineWatch(t *testing.T) {
	ls := startLiveServer(t)
	a := onlineApp(t, ls)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	c, err := client.Create(ctx, ls.base(), "untimed", "cerulean")
	if err != nil {
		t.Fatal(err)
	}
	// the bots play on until the spectator has seen 12 actions (a refused
	// action, stale on a loaded machine, costs them nothing)
	var bots sync.WaitGroup
	defer bots.Wait() // no bot logs after the test
	defer cancel()
	for _, invite := range []string{c.Cerulean, c.Amber} {
		bots.Add(1)
		go func() {
			defer bots.Done()
			randomBot(ctx, t, invite, -1)
		}()
	}
	a.net.play(c.Watch, "", true)
	runUntil(t, a, 3000, func() bool {
		if a.top() == room(a.play) && a.play.m != nil {
			a.play.m.Finish()
			return len(a.play.m.Game.Actions()) >= 12
		}
		return false
	})
	m := a.play.m
	if a.top() != room(a.play) || m != a.net.game.m || !a.net.game.watch {
		t.Fatalf("the watch link did not open the game for a spectator (room %s)", a.top().name())
	}
	if n := len(m.Game.Actions()); n < 12 {
		es, err := serverEntries(ls.base(), c.Game)
		v := a.net.game.c.View()
		t.Fatalf("the spectator saw %d actions of 12: the server stored %d entries (%v), the spectator's client has %d (connected %v, to act %q), the match thinks %v, dialog %v",
			n, len(es), err, len(v.Entries), v.Connected, v.ToAct, m.Think != nil, a.dialog != nil)
	}
	if m.HumanToMove() {
		t.Error("a spectator may act")
	}
	es, err := serverEntries(ls.base(), c.Game)
	if err != nil {
		t.Fatal(err)
	}
	for i, act := range m.Game.Actions() {
		if es[i].Word != act.String() {
			t.Fatalf("action %d: the spectator shows %s, the server stored %s", i+1, act, es[i].Word)
		}
	}
	if len(a.net.profile().Games) != 0 {
		t.Errorf("watching kept a seat in the profile: %+v", a.net.profile().Games)
	}
	// the bar names the sides and says the game is watched, inside a
	// phone's screen: it said EXHIBITION, Opponent vs Opponent, cut at the
	// phone's edge
	if c, am := a.ladder.commanderName(m, engine.Cerulean), a.ladder.commanderName(m, engine.Amber); c != "Cerulean" || am != "Amber" {
		t.Errorf("the spectator's bar names %q vs %q", c, am)
	}
	was, wasTouch := a.devScale, a.fr.TouchScreen
	d := deviceSizes[0]
	w, h := d.px()
	var problems []string
	var texts []ui.TracedText
	runUntil(t, a, 10, func() bool {
		a.devScale, a.fr.TouchScreen = d.dev, d.touch
		img := ebiten.NewImage(w, h)
		problems, texts = checkLayoutOn(a, img, d.dev)
		img.Deallocate()
		return true
	})
	a.devScale, a.fr.TouchScreen = was, wasTouch
	watching, names := false, false
	for _, tx := range texts {
		watching = watching || tx.Text == a.tr("online.watching")
		names = names || tx.Text == a.trf("play.exhibition.versus", "Name", "Amber")
	}
	if !watching || !names {
		t.Errorf("the spectator's bar on the phone: says the game is watched %v, names Amber whole %v", watching, names)
	}
	for _, p := range problems {
		t.Errorf("the watched game on the phone: %s", p)
	}
	// turned, the spectator's clocks go into the top bar, clear of the cells
	checkOnlineAt(t, a, "watch", deviceSizes[1])
}

// TestOnlineRoomErrorWhole: the Join screen's error and hint are drawn
// whole at the smallest window and on a
// phone held upright and turned, in both languages, the error under the
// field's buttons: a friend who typed a code the server does not know
// reads where codes work; cut to two lines on the phone, the advice was
// lost ("type the address before the code to…") and the hint stopped at
// "the address and six". Two frames a size and language, about 5 s.
func TestOnlineRoomErrorWhole(t *testing.T) {
	for _, tag := range layoutLanguages {
		a := newTestApp(t, Options{Quiet: true, Store: store.New(&store.Dir{Path: t.TempDir()})})
		a.set.Language = tag
		a.setLanguage(tag)
		run(t, a, 2)
		r := newOnlineRoom(a)
		a.push(r)
		was, wasTouch := a.devScale, a.fr.TouchScreen
		for _, scr := range []onlineScreen{scrJoin} {
			r.open(scr)
			r.msg = a.tr("online.error.no_code")
			hint := a.tr("online.join.hint")
			for _, d := range []deviceSize{deviceSizes[3], deviceSizes[0], deviceSizes[1]} {
				w, h := d.px()
				var problems []string
				var texts []ui.TracedText
				goFoot := float32(0)
				runUntil(t, a, 10, func() bool {
					if texts == nil {
						a.devScale, a.fr.TouchScreen = d.dev, d.touch
						img := ebiten.NewImage(w, h)
						problems, texts = checkLayoutOn(a, img, d.dev)
						img.Deallocate()
						for _, b := range a.buttons { // this frame's
							if b.ID == onGo {
								goFoot = b.R.Y + b.R.H
							}
						}
					}
					return true
				})
				name := fmt.Sprintf("%s, screen %d, %s", tag, scr, d.name)
				for _, p := range problems {
					t.Errorf("%s: %s", name, p)
				}
				var drawn []string
				errTop := float32(-1)
				for _, tx := range texts {
					drawn = append(drawn, tx.Text)
					if errTop < 0 && len(tx.Text) > 8 && strings.HasPrefix(r.msg, tx.Text) {
						errTop = tx.R.Y
					}
				}
				all := strings.Join(drawn, " ")
				for _, want := range []string{r.msg, hint} {
					if !strings.Contains(all, strings.Join(strings.Fields(want), " ")) {
						t.Errorf("%s: %q is not drawn whole: %q", name, want, drawn)
					}
				}
				if errTop < goFoot || errTop > goFoot+60*float32(a.pt.Scale) {
					t.Errorf("%s: the error starts at y %.0f, not just under the field's buttons (their foot %.0f)", name, errTop, goFoot)
				}
			}
		}
		a.devScale, a.fr.TouchScreen = was, wasTouch
	}
}

// TestQuickSeekNamesControl: while a quick game is sought the time
// controls are dimmed, the chosen one with them: the line that says the
// seek names it. Back abandons the seek.
func TestQuickSeekNamesControl(t *testing.T) {
	a := newTestApp(t, Options{Quiet: true, Store: store.New(store.NewMem()),
		Host: func() (Hosted, error) { return Hosted{Base: "http://127.0.0.1:1", Public: "http://127.0.0.1:1"}, nil }})
	r := newOnlineRoom(a)
	a.push(r)
	r.open(scrQuick)
	r.control = 3 // 5+3
	r.seek()
	if !strings.Contains(r.busy, "5+3") {
		t.Errorf("the seek's line %q does not name its time control", r.busy)
	}
	r.back()
	if r.seekCtx != nil || r.scr != scrHome {
		t.Errorf("Back did not abandon the seek")
	}
}
