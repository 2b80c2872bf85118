//go:build !js

package e2e

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/storage"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"strategema/lang"
	"strategema/online/client"
	"strategema/online/protocol"
)

// TestBrowserOnlineWalk (opt-in: STRATEGEMA_ONLINE_WALK=1, with
// STRATEGEMA_SHOTS=DIR for the screenshots) walks the Online room's Join,
// Quick game and Watch screens as a new player does, on a real server
// that serves the page, on each device (STRATEGEMA_DEVICE: one of them)
// and in each language (STRATEGEMA_LANG: one of them): a wrong code and
// a word that is no code, a friend's code, a quick game with a second
// client seeking the same time control, a watch link pasted and one
// opened as the page's address, and a friend's game made (the waiting
// screen). Every screen's buttons lie in the page and are a finger's
// targets on a touch screen (checkScreen). It takes about a minute a
// device and language here, and is for a person to look at the screens:
// the suite's browser tests check what it walks that can break.
//
//	STRATEGEMA_ONLINE_WALK=1 STRATEGEMA_SHOTS=/tmp/walk go test ./web/e2e -run TestBrowserOnlineWalk -count=1 -v
func TestBrowserOnlineWalk(t *testing.T) {
	if os.Getenv("STRATEGEMA_ONLINE_WALK") == "" {
		t.Skip("opt-in: STRATEGEMA_ONLINE_WALK=1")
	}
	gs := servedBuild(t)
	ctx, cancel := context.WithTimeout(context.Background(), 40*time.Minute)
	defer cancel()
	bctx := startChromium(t, ctx)
	for _, name := range []string{"clipboard-read", "clipboard-write"} {
		if _, err := chromedp.Call(bctx, browser.SetPermission, browser.SetPermissionParams{Origin: gs.base(),
			Permission: &browser.PermissionDescriptor{Name: name}, Setting: "granted"}); err != nil {
			t.Fatalf("granting %s: %v", name, err)
		}
	}
	shots := shotsDir(t)
	for _, lg := range []string{"en", "ru"} {
		if only := os.Getenv("STRATEGEMA_LANG"); only != "" && only != lg {
			continue
		}
		pr := lang.New(lg)
		for _, d := range devices {
			if only := os.Getenv("STRATEGEMA_DEVICE"); only != "" && only != d.name {
				continue
			}
			d.name += "-" + lg
			t.Run(d.name, func(t *testing.T) {
				w := &onlineWalk{t: t, gs: gs, pr: pr, lg: lg}
				tctx, tcancel := chromedp.NewContext(bctx)
				defer tcancel()
				w.v = &devTab{tab: &tab{t: t, ctx: tctx}, d: d, shots: shots}
				w.walk(ctx)
			})
		}
	}
}

// onlineWalk is one device and language's walk.
type onlineWalk struct {
	t  *testing.T
	gs *gameServer
	pr *lang.Printer
	lg string
	v  *devTab
}

// open loads the page at path (the menu's, or a game's link) in the
// walk's language, its storage otherwise fresh.
func (w *onlineWalk) open(path, ready string) {
	v := w.v
	opts := []chromedp.EmulateViewportOption{chromedp.EmulateScale(v.d.scale)}
	if v.d.touch {
		opts = append(opts, chromedp.EmulateTouch, chromedp.EmulateMobile)
	}
	if v.d.portrait {
		opts = append(opts, chromedp.EmulatePortrait)
	}
	v.run(chromedp.EmulateViewport(v.d.w, v.d.h, opts...))
	if _, err := chromedp.Call(v.ctx, storage.ClearDataForOrigin, storage.ClearDataForOriginParams{Origin: w.gs.base(), StorageTypes: "all"}); err != nil {
		w.t.Fatalf("clearing the page's storage: %v", err)
	}
	v.run(chromedp.Navigate(w.gs.base() + "/healthz"))
	eval[any](v.tab, `localStorage.setItem("strategema/settings.json", '{"language":"`+w.lg+`"}')`)
	v.run(chromedp.Navigate(path))
	v.waitFor(`globalThis.strategema && strategema.frames > 2 && `+ready, 90*time.Second)
}

// room opens the Online room from the menu and one of its screens.
func (w *onlineWalk) room(screen string) {
	v := w.v
	w.open(w.gs.base()+"/", `strategema.screen == "menu"`)
	v.press(w.pr.T("menu.online"))
	v.waitFor(`strategema.screen == "online"`, 10*time.Second)
	if screen != "" {
		v.press(w.pr.T(screen))
		v.waitTicks(3)
	}
}

// typeText types s into the field: on a touch screen with the keyboard
// a tap on the field raises, else into the canvas as a keyboard does.
func (w *onlineWalk) typeText(s string) {
	v := w.v
	if v.d.touch {
		v.tap(v.joinField(w.pr.T("online.paste")), 0, 0)
		v.waitFor(`document.activeElement != null && document.activeElement.id == "strategema-keys"`, 5*time.Second)
		if _, err := chromedp.Call(v.ctx, input.InsertText, input.InsertTextParams{Text: s}); err != nil {
			w.t.Fatal(err)
		}
		v.waitTicks(4)
		return
	}
	eval[any](v.tab, `document.querySelector("canvas").focus()`)
	v.run(chromedp.KeyEvent(s))
	v.waitTicks(4)
}

// erase presses Backspace n times (on a touch screen the page's
// keyboard's field is emptied).
func (w *onlineWalk) erase(n int) {
	if w.v.d.touch {
		w.v.tap(w.v.joinField(w.pr.T("online.paste")), 0, 0)
		eval[any](w.v.tab, `document.getElementById("strategema-keys").value = ""`)
		w.v.waitTicks(4)
		return
	}
	for range n {
		w.v.key(kb.Backspace)
	}
}

// settle waits for the room's call in flight to end.
func (w *onlineWalk) settle() {
	w.v.waitTicks(30)
}

func (w *onlineWalk) walk(ctx context.Context) {
	v, pr := w.v, w.pr
	// The room's first screen, with a running game in its list later.
	w.room("")
	v.shot("online-home")
	v.checkScreen("online home")

	// Join: a code no game has, a word that is no code, then a friend's code.
	w.room("online.join")
	v.shot("join")
	v.checkScreen("join")
	w.typeText("ABC-DEF")
	v.press(pr.T("online.go.join"))
	w.settle()
	v.shot("join-nocode")
	v.checkScreen("join, a wrong code")
	w.erase(7)
	w.typeText("hello")
	v.press(pr.T("online.go.join"))
	w.settle()
	v.shot("join-notalink")
	c, err := client.Create(ctx, w.gs.base(), "10+5", "cerulean")
	if err != nil {
		w.t.Fatal(err)
	}
	w.erase(5)
	w.typeText(showCode(c.Code))
	v.shot("join-code")
	v.press(pr.T("online.go.join"))
	v.waitFor(`strategema.screen == "play" && strategema.online !== ""`, 30*time.Second)
	v.waitTicks(10)
	v.shot("join-game")
	v.checkScreen("join, the game")

	// Quick game: a second client seeks the same time control.
	w.room("online.quick")
	v.shot("quick")
	v.checkScreen("quick")
	v.press(pr.T("online.seek"))
	v.waitTicks(3)
	v.shot("quick-seeking")
	paired := make(chan error, 1)
	go func() {
		p, err := client.Seek(ctx, w.gs.base(), "10+5")
		if err == nil && !p.Paired {
			err = errNotPaired
		}
		paired <- err
	}()
	v.waitFor(`strategema.screen == "play" && strategema.online !== ""`, 40*time.Second)
	if err := <-paired; err != nil {
		w.t.Fatalf("the second client's seek: %v", err)
	}
	v.waitTicks(10)
	v.shot("quick-game")
	v.checkScreen("quick, the game")

	// Watch: a game's link pasted, then the same link as the page's address.
	c2, err := client.Create(ctx, w.gs.base(), "5+3", "cerulean")
	if err != nil {
		w.t.Fatal(err)
	}
	watch := protocol.GameLink(w.gs.base(), c2.Game)
	w.room("online.watch")
	v.shot("watch")
	v.checkScreen("watch")
	eval[any](v.tab, `navigator.clipboard.writeText(`+jsQuote(watch)+`).then(() => 1)`)
	v.press(pr.T("online.paste"))
	v.waitTicks(6)
	v.shot("watch-pasted")
	v.press(pr.T("online.go.watch"))
	v.waitFor(`strategema.screen == "play"`, 30*time.Second)
	v.waitTicks(10)
	v.shot("watch-game")
	v.checkScreen("watch, the game")
	w.open(watch, `strategema.screen == "play"`)
	v.waitTicks(10)
	v.shot("watch-link")

	// A friend's game made: the waiting screen, and the room's list.
	w.room("online.friend")
	v.shot("friend")
	v.checkScreen("friend")
	v.press(pr.T("online.create"))
	v.waitFor(`strategema.invite !== ""`, 30*time.Second)
	v.waitTicks(4)
	v.shot("waiting")
	v.checkScreen("waiting")
	v.press(pr.T("ui.back"))
	v.waitTicks(4)
	v.shot("online-home-games")
	v.checkScreen("online home with games")
}

var errNotPaired = errorString("nobody was paired")

type errorString string

func (e errorString) Error() string { return string(e) }

// jsQuote is s as a JavaScript string.
func jsQuote(s string) string {
	return "'" + strings.NewReplacer(`\`, `\\`, `'`, `\'`).Replace(s) + "'"
}

// showCode writes a code as the waiting screen shows it: K7M-Q2P.
func showCode(c string) string {
	if len(c) != 6 {
		return c
	}
	return c[:3] + "-" + c[3:]
}
