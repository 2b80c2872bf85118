//go:build !js

package e2e

import (
	"context"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"strategema/online/client"
	"strategema/online/server"
	"strategema/online/store/sqlitestore"
)

// gameServer is the online game server serving the browser build from
// dir, on SQLite, at a fixed address so it can be restarted.
type gameServer struct {
	t       *testing.T
	dir, db string
	addr    string
	s       *server.Server
	h       *http.Server
}

func (g *gameServer) base() string { return "http://" + g.addr }

func (g *gameServer) start() {
	t := g.t
	st, err := sqlitestore.Open(context.Background(), g.db)
	if err != nil {
		t.Fatal(err)
	}
	var ln net.Listener
	for range 50 {
		if ln, err = net.Listen("tcp", g.addr); err == nil {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if err != nil {
		t.Fatal(err)
	}
	g.addr = ln.Addr().String()
	g.s, err = server.New(context.Background(), server.Config{Store: st, WebDir: g.dir, PublicURL: g.base(),
		Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	g.h = &http.Server{Handler: g.s.Handler()}
	go g.h.Serve(ln)
}

func (g *gameServer) stop() {
	if g.h != nil {
		g.s.Shutdown()
		g.h.Close()
		g.h = nil
	}
}

// TestBrowserOnline: two tabs of one browser open a game's two invites
// on the server that serves the page; each goes straight into the game,
// and each sees the other's turns; the server is restarted between turns
// and both play on.
func TestBrowserOnline(t *testing.T) {
	needChromium(t)
	dir, _, _ := buildWeb(t)
	gs := &gameServer{t: t, dir: dir, db: filepath.Join(t.TempDir(), "games.db"), addr: "127.0.0.1:0"}
	gs.start()
	t.Cleanup(gs.stop)
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	c, err := client.Create(ctx, gs.base(), "untimed", "cerulean")
	if err != nil {
		t.Fatal(err)
	}
	bctx := startChromium(t, ctx)
	actx, acancel := chromedp.NewContext(bctx) // a second tab
	defer acancel()
	blue, amber := &tab{t: t, ctx: bctx}, &tab{t: t, ctx: actx}
	for _, p := range []struct {
		tab  *tab
		link string
	}{{blue, c.Mine()}, {amber, c.Friends()}} {
		p.tab.run(chromedp.EmulateViewport(900, 640))
		p.tab.run(chromedp.Navigate(p.link))
	}
	for _, p := range []*tab{blue, amber} {
		p.waitFor(`globalThis.strategema && strategema.screen === "play"`, 90*time.Second)
	}
	holdTwice := func(p *tab, side string) {
		for i := range 2 {
			p.waitFor(fmt.Sprintf(`strategema.toMove === %q && strategema.actionsLeft === %d`, side, 2-i), 60*time.Second)
			p.click(p.button("Hold"))
		}
	}
	seen := func(p *tab, holds int) {
		p.waitFor(fmt.Sprintf(`(strategema.record.match(/\bhold\b/g) || []).length >= %d`, holds), 60*time.Second)
	}
	holdTwice(blue, "Cerulean")
	seen(amber, 2)
	holdTwice(amber, "Amber")
	seen(blue, 4)
	gs.stop()
	gs.start()
	holdTwice(blue, "Cerulean")
	seen(amber, 6)
	if rec := eval[string](amber, `strategema.record`); strings.Count(rec, "hold") < 6 {
		t.Fatalf("amber's record after the restart:\n%s", rec)
	}
	if os.Getenv("STRATEGEMA_SHOTS") != "" {
		os.WriteFile(filepath.Join(os.Getenv("STRATEGEMA_SHOTS"), "browser-online.png"), amber.screenshot(), 0o644)
	}
}
