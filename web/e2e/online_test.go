//go:build !js

package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"strategema/online/client"
	"strategema/online/server"
	"strategema/online/store/sqlitestore"
)

// servedBuild builds the game for the browser and starts a game server
// serving it, stopped when the test ends (it skips without Chromium).
func servedBuild(t *testing.T) *gameServer {
	t.Helper()
	needChromium(t)
	dir, _, _ := buildWeb(t)
	gs := &gameServer{t: t, dir: dir, db: filepath.Join(t.TempDir(), "games.db"), addr: "127.0.0.1:0"}
	gs.start()
	t.Cleanup(gs.stop)
	return gs
}

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
// on the server that serves the page, a desktop's (Cerulean) and a
// phone's (Amber: 390x844, touch); each goes straight into the game, and
// each sees the other's turns. The phone moves a unit as a finger does
// (a tap to preview, a tap to confirm), both clocks are readable on it
// (inside the page, apart) and its online panel's buttons are a finger's
// targets; the server is restarted between turns and both play on.
func TestBrowserOnline(t *testing.T) {
	gs := servedBuild(t)
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	c, err := client.Create(ctx, gs.base(), "10+5", "cerulean")
	if err != nil {
		t.Fatal(err)
	}
	bctx := startChromium(t, ctx)
	actx, acancel := chromedp.NewContext(bctx) // a second tab
	defer acancel()
	blue, amber := &tab{t: t, ctx: bctx}, &tab{t: t, ctx: actx}
	phone := &devTab{tab: amber, d: deviceNamed(t, "phone")}
	phone.d.scale = 2 // the phone's CSS pixels at two thirds of the device pixels: the same layout, drawn faster
	blue.run(chromedp.EmulateViewport(900, 640))
	amber.run(chromedp.EmulateViewport(phone.d.w, phone.d.h, chromedp.EmulateScale(phone.d.scale), chromedp.EmulateTouch, chromedp.EmulateMobile, chromedp.EmulatePortrait))
	blue.run(chromedp.Navigate(c.Mine()))
	amber.run(chromedp.Navigate(c.Friends()))
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
	// The phone's turn: a move by two taps, then Hold.
	amber.waitFor(`strategema.toMove === "Amber" && strategema.actionsLeft === 2 && strategema.online`, 60*time.Second)
	from, to := pickMove(amber)
	phone.tap(*amber.cell(from), 0, 0)
	amber.waitFor(fmt.Sprintf(`strategema.selected == %q`, from), 10*time.Second)
	phone.tap(*amber.cell(to), 0, 0)
	amber.waitFor(fmt.Sprintf(`strategema.hover == %q`, to), 10*time.Second)
	amber.waitTicks(6)
	if rec := eval[string](amber, `strategema.record`); strings.Contains(rec, from+">"+to) {
		t.Fatalf("the first tap on %s moved the unit; it should only preview", to)
	}
	phone.tap(*amber.cell(to), 0, 0)
	amber.waitFor(fmt.Sprintf(`strategema.record.includes(%q)`, from+">"+to), 10*time.Second)
	phone.checkClocks()
	phone.checkScreen("online play")
	if shots := os.Getenv("STRATEGEMA_SHOTS"); shots != "" {
		os.WriteFile(filepath.Join(shots, "browser-online-phone.png"), amber.screenshot(), 0o644)
		// the same seat in Russian, in a third tab, to look at
		rctx, rcancel := chromedp.NewContext(bctx)
		ru := &tab{t: t, ctx: rctx}
		ru.run(chromedp.EmulateViewport(phone.d.w, phone.d.h, chromedp.EmulateScale(phone.d.scale), chromedp.EmulateTouch, chromedp.EmulateMobile, chromedp.EmulatePortrait))
		ru.run(chromedp.Navigate(gs.base() + "/healthz")) // the page's origin, to set its language
		eval[any](ru, `localStorage.setItem("strategema/settings.json", '{"language":"ru"}')`)
		ru.run(chromedp.Navigate(c.Friends()))
		ru.waitFor(`globalThis.strategema && strategema.screen === "play" && strategema.online`, 90*time.Second)
		ru.waitTicks(10)
		os.WriteFile(filepath.Join(shots, "browser-online-phone-ru.png"), ru.screenshot(), 0o644)
		eval[any](ru, `localStorage.removeItem("strategema/settings.json")`)
		rcancel()
	}
	amber.waitFor(`strategema.actionsLeft === 1 && !strategema.thinking`, 10*time.Second)
	phone.press("Hold")
	blue.waitFor(fmt.Sprintf(`strategema.record.includes(%q) && strategema.toMove === "Cerulean"`, from+">"+to), 60*time.Second)
	seen(blue, 3)
	gs.stop()
	gs.start()
	holdTwice(blue, "Cerulean")
	seen(amber, 5)
	if rec := eval[string](amber, `strategema.record`); strings.Count(rec, "hold") < 5 {
		t.Fatalf("amber's record after the restart:\n%s", rec)
	}
	if os.Getenv("STRATEGEMA_SHOTS") != "" {
		os.WriteFile(filepath.Join(os.Getenv("STRATEGEMA_SHOTS"), "browser-online.png"), blue.screenshot(), 0o644)
	}
}

// checkClocks checks the online panel's clocks on the page: two, each
// inside the page and the panel, neither over the other, and their text
// at least 14 CSS px tall.
func (v *devTab) checkClocks() {
	v.t.Helper()
	type box struct {
		Text       string
		X, Y, W, H float64
	}
	var o struct {
		Panel  box
		Clocks []box
	}
	var raw struct {
		Panel  [4]float64
		Clocks [][5]any
	}
	text := eval[string](v.tab, `strategema.online`)
	if err := json.Unmarshal([]byte(text), &raw); err != nil || len(raw.Clocks) != 2 {
		v.t.Fatalf("the online panel on the %s: %q (%v)", v.d.name, text, err)
	}
	o.Panel = box{X: raw.Panel[0], Y: raw.Panel[1], W: raw.Panel[2], H: raw.Panel[3]}
	for _, c := range raw.Clocks {
		x, _ := c[0].(float64)
		y, _ := c[1].(float64)
		w, _ := c[2].(float64)
		h, _ := c[3].(float64)
		t, _ := c[4].(string)
		o.Clocks = append(o.Clocks, box{Text: t, X: x, Y: y, W: w, H: h})
	}
	in := func(b, outer box) bool {
		return b.X >= outer.X-0.5 && b.Y >= outer.Y-0.5 && b.X+b.W <= outer.X+outer.W+0.5 && b.Y+b.H <= outer.Y+outer.H+0.5
	}
	page := box{W: float64(v.d.w), H: float64(v.d.h)}
	if !in(o.Panel, page) {
		v.t.Errorf("the online panel %+v is outside the %dx%d page", o.Panel, v.d.w, v.d.h)
	}
	for _, c := range o.Clocks {
		if !in(c, o.Panel) || c.Text == "" {
			v.t.Errorf("the clock %+v is outside its panel %+v", c, o.Panel)
		}
		if c.H < 14 {
			v.t.Errorf("the clock %q is %.1f CSS px tall, under 14", c.Text, c.H)
		}
	}
	a, b := o.Clocks[0], o.Clocks[1]
	if a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H {
		v.t.Errorf("the clocks overlap: %+v and %+v", a, b)
	}
	v.t.Logf("the %s's clocks: %q at %.0f,%.0f and %q at %.0f,%.0f, %.0f CSS px tall", v.d.name, a.Text, a.X, a.Y, b.Text, b.X, b.Y, a.H)
}

// TestBrowserOnlineTiming (opt-in: STRATEGEMA_ONLINE_TIMING=1) measures
// what docs/ONLINE.md reports: on a game server that serves the page,
// the time from pressing Play online in one tab to the friend's first
// action in a second tab (the invite taken from the waiting screen, as a
// person copies it); and the page's first frame (performance.now() at
// the first Draw), three fresh browser contexts each, against the build in
// STRATEGEMA_OLD_WEB when it is set, alternating.
//
//	STRATEGEMA_ONLINE_TIMING=1 [STRATEGEMA_OLD_WEB=DIR] go test ./web/e2e -run TestBrowserOnlineTiming -count=1 -v
func TestBrowserOnlineTiming(t *testing.T) {
	if os.Getenv("STRATEGEMA_ONLINE_TIMING") == "" {
		t.Skip("opt-in: STRATEGEMA_ONLINE_TIMING=1")
	}
	gs := servedBuild(t)
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
	defer cancel()
	bctx := startChromium(t, ctx)
	fctx, fcancel := chromedp.NewContext(bctx)
	defer fcancel()
	host, friend := &tab{t: t, ctx: bctx}, &tab{t: t, ctx: fctx}
	host.run(chromedp.EmulateViewport(1280, 800))
	friend.run(chromedp.EmulateViewport(1280, 800))
	host.run(chromedp.Navigate(gs.base() + "/"))
	host.waitFor(`globalThis.strategema && strategema.screen === "menu" && strategema.frames > 2`, 90*time.Second)
	t0 := time.Now()
	host.click(host.button("Play online"))
	host.waitFor(`strategema.button("Play a friend") != null`, 10*time.Second)
	host.click(host.button("Play a friend"))
	host.waitFor(`strategema.button("Amber") != null`, 10*time.Second)
	host.click(host.button("Amber")) // the friend moves first
	host.click(host.button("Create the game"))
	host.waitFor(`strategema.invite !== ""`, 30*time.Second)
	link := time.Since(t0)
	invite := eval[string](host, `strategema.invite`)
	t1 := time.Now()
	friend.run(chromedp.Navigate(invite))
	friend.waitFor(`globalThis.strategema && strategema.screen === "play" && strategema.toMove === "Cerulean"`, 90*time.Second)
	board := time.Since(t1)
	friend.click(friend.button("Hold"))
	host.waitFor(`strategema.screen === "play" && /\bhold\b/.test(strategema.record)`, 60*time.Second)
	total := time.Since(t0)
	t.Logf("Play online to the invite on screen: %v; the invite opened to the friend's board: %v; Play online to the friend's first action at the host: %v",
		link.Round(time.Millisecond), board.Round(time.Millisecond), total.Round(time.Millisecond))

	fcancel()
	host.run(chromedp.Navigate("about:blank")) // nothing else draws while the first frames are measured
	dirs := []string{gs.dir}
	if old := os.Getenv("STRATEGEMA_OLD_WEB"); old != "" {
		dirs = append(dirs, old)
	}
	first := make([][]float64, len(dirs))
	for range 3 {
		for i, d := range dirs {
			srv := serve(d)
			nctx, ncancel := chromedp.NewContext(bctx, chromedp.WithNewBrowserContext()) // its own cache and storage
			p := &tab{t: t, ctx: nctx}
			p.run(chromedp.EmulateViewport(1280, 800))
			p.run(chromedp.Navigate(srv.URL + "/"))
			p.waitFor(`globalThis.strategema && strategema.firstFrameMs > 0`, 90*time.Second)
			first[i] = append(first[i], eval[float64](p, `strategema.firstFrameMs`))
			ncancel()
			srv.Close()
		}
	}
	for i, d := range dirs {
		t.Logf("first frame %s: median %.0f ms (%.0f)", d, median(first[i]), first[i])
	}
}

// fieldKeyboard: on a touch screen a tap on the Online room's Join field
// focuses the page's hidden input, which raises a phone's keyboard (a
// canvas raises none: a code could not be typed on a phone), and what is
// typed there is the field's text; Back twice returns to the menu. About
// 5 s on the phone.
func (v *devTab) fieldKeyboard() {
	v.t.Helper()
	t0 := time.Now()
	defer func() {
		v.t.Logf("the Online room's field on the %s: %v", v.d.name, time.Since(t0).Round(100*time.Millisecond))
	}()
	v.press("Play online")
	v.waitFor(`strategema.screen == "online"`, 10*time.Second)
	v.press("Join a game")
	v.waitFor(`strategema.field === ""`, 10*time.Second)
	v.tap(v.joinField("Paste"), 0, 0)
	v.waitFor(`document.activeElement != null && document.activeElement.id == "strategema-keys"`, 5*time.Second)
	if _, err := chromedp.Call(v.ctx, input.InsertText, input.InsertTextParams{Text: "ABC-DEF"}); err != nil {
		v.t.Fatal(err)
	}
	v.waitFor(`strategema.field === "ABC-DEF"`, 5*time.Second)
	v.shot("online-join-typed")
	v.press("Back")
	v.waitFor(`strategema.button("Join a game") != null`, 5*time.Second)
	v.press("Back")
	v.waitFor(`strategema.screen == "menu"`, 5*time.Second)
}

// joinField is the middle of the Join screen's field: above the button
// Paste labelled paste (the field is 48 layout px tall, Paste 44, 12
// apart).
func (v *devTab) joinField(paste string) [2]float64 {
	v.t.Helper()
	xy := v.button(paste)
	k := eval[float64](v.tab, `strategema.uiScale / strategema.dpr`) // CSS px a layout px
	return [2]float64{xy[0], xy[1] - 58*k}
}
