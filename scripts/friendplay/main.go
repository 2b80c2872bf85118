// Command friendplay plays "send a link, play a friend" as a newcomer
// would, through a real game server, and times it: player A in headless
// Chromium (its own profile) opens the page the server serves, presses
// Play online, Play a friend, Create the game (the defaults: 10+5, a
// random colour) and Copy link; player B is the desktop window under
// Xvfb (its own folder, already at its menu), driven with xdotool through
// its UI map: Play online, Join a game, the link typed, Join. It prints
// the time from A's Play online to both seeing the first action; without
// -short the two then play a few turns, a takeback (asked by A, accepted
// by B), a draw offer declined and one accepted. Screenshots of each step
// go to -shots (none within the timed part with -noshots).
// scripts/online-friend-timing.sh builds everything and runs it.
//
// Usage: friendplay -server URL -window BINARY [-shots DIR] [-short] [-noshots]
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"

	"strategema/web/e2e"
)

var (
	shots   string // where screenshots go ("" none)
	noShots bool   // none but a failure's
)

// cleanups end what main started (the window, Xvfb, the browser), last
// first, when a step fails.
var cleanups []func()

// die reports a failed step, ends what was started and exits 1.
func die(format string, args ...any) {
	log.Printf(format, args...)
	for i := len(cleanups) - 1; i >= 0; i-- {
		cleanups[i]()
	}
	os.Exit(1)
}

// t0 is when A pressed Play online; stamp logs a step with the seconds since.
var t0 time.Time

func stamp(format string, args ...any) {
	el := ""
	if !t0.IsZero() {
		el = fmt.Sprintf("[t+%6.2fs] ", time.Since(t0).Seconds())
	}
	log.Printf(el+format, args...)
}

// tab is player A's page in its own Chromium.
type tab struct {
	name string
	ctx  context.Context
}

// newBrowser starts headless Chromium with its own profile (as the
// project's browser tests do: SwiftShader WebGL 2) at 1280x800.
func newBrowser(ctx context.Context, name, profile string) *tab {
	os.RemoveAll(profile)
	actx, _ := chromedp.NewExecAllocator(ctx, e2e.ChromiumOptions("/usr/bin/chromium", profile)...)
	bctx, _ := chromedp.NewContext(actx)
	if _, err := chromedp.Run(bctx, chromedp.Evaluate[chromedp.Void](`1`)); err != nil {
		die("start %s: %v", name, err)
	}
	p := &tab{name: name, ctx: bctx}
	p.do(chromedp.EmulateViewport(1280, 800))
	return p
}

func (p *tab) do(a chromedp.Action[chromedp.Void]) {
	if err := chromedp.Do(p.ctx, a); err != nil {
		die("%s: %v", p.name, err)
	}
}

// ev evaluates a JavaScript expression in the page.
func ev[T any](p *tab, expr string) T {
	v, err := chromedp.Run(p.ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		die("%s: %s: %v", p.name, expr, err)
	}
	return v
}

// wait polls a JavaScript condition until it holds.
func (p *tab) wait(cond string, d time.Duration) {
	_, err := chromedp.Run(p.ctx, chromedp.Poll[chromedp.Void](cond,
		chromedp.WithPollingInterval(15*time.Millisecond), chromedp.WithPollingTimeout(d)))
	if err != nil {
		p.shot("FAIL-" + p.name)
		st, _ := chromedp.Run(p.ctx, chromedp.Evaluate[string](`JSON.stringify(globalThis.strategema || null)`))
		die("%s waiting for %s: %v\nstate %s", p.name, cond, err, st)
	}
}

// ticks waits for n more game ticks.
func (p *tab) ticks(n int) {
	cur := ev[int](p, `strategema.ticks`)
	p.wait(fmt.Sprintf(`strategema.ticks >= %d`, cur+n), 60*time.Second)
}

// click presses and releases the mouse at a point, two game ticks apart
// each, as a person's click reaches the game.
func (p *tab) click(xy [2]float64) {
	x, y := xy[0], xy[1]
	p.do(chromedp.MouseEvent(chromedp.MouseMoved, x, y))
	p.ticks(2)
	p.do(chromedp.MouseEvent(chromedp.MousePressed, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1)))
	p.ticks(2)
	p.do(chromedp.MouseEvent(chromedp.MouseReleased, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1)))
	p.ticks(2)
}

// press clicks the game's button with that label.
func (p *tab) press(label string) {
	p.wait(fmt.Sprintf(`strategema.button(%q) != null`, label), 30*time.Second)
	xy := ev[*[2]float64](p, fmt.Sprintf(`strategema.button(%q)`, label))
	stamp("%s presses %q", p.name, label)
	p.click(*xy)
}

var shotN int

// shot keeps a screenshot of the page.
func (p *tab) shot(name string) {
	if shots == "" || noShots && !strings.HasPrefix(name, "FAIL") {
		return
	}
	png, err := chromedp.Run(p.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		log.Printf("shot %s: %v", name, err)
		return
	}
	shotN++
	f := filepath.Join(shots, fmt.Sprintf("%02d-%s.png", shotN, name))
	os.WriteFile(f, png, 0o644)
	stamp("shot %s", f)
}

// move plays one legal move by two clicks (unit, destination).
func (p *tab) move() string {
	moves := ev[[]string](p, `strategema.moves()`)
	for _, m := range moves {
		f, d, ok := strings.Cut(m, ">")
		if !ok {
			continue
		}
		fx := ev[*[2]float64](p, fmt.Sprintf(`strategema.cellScreen(%q)`, f))
		dx := ev[*[2]float64](p, fmt.Sprintf(`strategema.cellScreen(%q)`, d))
		if fx == nil || dx == nil {
			continue
		}
		stamp("%s moves %s", p.name, m)
		p.click(*fx)
		p.wait(fmt.Sprintf(`strategema.selected == %q`, f), 10*time.Second)
		dx = ev[*[2]float64](p, fmt.Sprintf(`strategema.cellScreen(%q)`, d))
		p.click(*dx)
		p.wait(fmt.Sprintf(`strategema.record.includes(%q)`, m), 10*time.Second)
		return m
	}
	die("%s: no move on screen of %v", p.name, moves)
	return ""
}

// win is the desktop window under Xvfb, driven with xdotool through its
// UI map.
type win struct {
	disp, uimap string
}

// uimap is what the window writes to STRATEGEMA_UIMAP (render.UIMap).
type uimap struct {
	Screen  string `json:"screen"`
	Buttons []struct {
		Label      string
		X, Y, W, H float64
		Enabled    bool
	} `json:"buttons"`
	Dialog  string `json:"dialog"`
	Note    string `json:"note"`
	Over    bool   `json:"over"`
	Actions int    `json:"actions"`
}

// ui reads the window's UI map.
func (w *win) ui() uimap {
	var u uimap
	b, _ := os.ReadFile(w.uimap)
	json.Unmarshal(b, &u)
	return u
}

// wait polls the UI map until ok holds.
func (w *win) wait(what string, ok func(uimap) bool, d time.Duration) uimap {
	end := time.Now().Add(d)
	for time.Now().Before(end) {
		if u := w.ui(); ok(u) {
			return u
		}
		time.Sleep(50 * time.Millisecond)
	}
	w.shot("FAIL-B")
	b, _ := os.ReadFile(w.uimap)
	die("B waiting for %s: %s", what, b)
	return uimap{}
}

// xdo runs xdotool on the window's display.
func (w *win) xdo(args ...string) {
	cmd := exec.Command("xdotool", args...)
	cmd.Env = append(os.Environ(), "DISPLAY="+w.disp)
	if out, err := cmd.CombinedOutput(); err != nil {
		die("xdotool %v: %v %s", args, err, out)
	}
}

// button is the centre of the enabled button with that label.
func (w *win) button(label string) (float64, float64, bool) {
	for _, b := range w.ui().Buttons {
		if b.Label == label && b.Enabled {
			return b.X + b.W/2, b.Y + b.H/2, true
		}
	}
	return 0, 0, false
}

// press clicks the window's button with that label.
func (w *win) press(label string) {
	w.wait("button "+label, func(u uimap) bool { _, _, ok := w.button(label); return ok }, 60*time.Second)
	x, y, _ := w.button(label)
	stamp("B presses %q", label)
	w.xdo("mousemove", fmt.Sprint(int(x)), fmt.Sprint(int(y)), "sleep", "0.1", "click", "1")
	time.Sleep(300 * time.Millisecond)
}

// shot keeps a screenshot of the window's display.
func (w *win) shot(name string) {
	if shots == "" || noShots && !strings.HasPrefix(name, "FAIL") {
		return
	}
	shotN++
	f := filepath.Join(shots, fmt.Sprintf("%02d-%s.png", shotN, name))
	cmd := exec.Command("import", "-window", "root", f)
	cmd.Env = append(os.Environ(), "DISPLAY="+w.disp)
	if out, err := cmd.CombinedOutput(); err != nil {
		log.Printf("import: %v %s", err, out)
	}
	stamp("shot %s", f)
}

func main() {
	server := flag.String("server", "", "the game server, serving the browser build (http://127.0.0.1:8080)")
	game := flag.String("window", "", "the desktop game's binary")
	short := flag.Bool("short", false, "stop after the first action")
	flag.StringVar(&shots, "shots", "", "the folder for screenshots")
	flag.BoolVar(&noShots, "noshots", false, "no screenshots but a failure's")
	flag.Parse()
	base := strings.TrimRight(*server, "/")
	if base == "" || *game == "" {
		flag.Usage()
		os.Exit(2)
	}
	if shots != "" {
		os.MkdirAll(shots, 0o755)
	}
	work, err := os.MkdirTemp("", "friendplay")
	if err != nil {
		die("%v", err)
	}
	cleanups = append(cleanups, func() { os.RemoveAll(work) })
	defer os.RemoveAll(work)
	ctx, cancel := context.WithTimeout(context.Background(), 9*time.Minute)
	defer func() { cancel(); time.Sleep(time.Second) }() // the browser ends before its folder goes
	cleanups = append(cleanups, func() { cancel(); time.Sleep(time.Second) })
	// B: the desktop window, already open at its menu (its start-up not counted)
	disp := fmt.Sprintf(":%d", 70+os.Getpid()%20)
	B := &win{disp: disp, uimap: filepath.Join(work, "ui.json")}
	cfg := filepath.Join(work, "window")
	os.MkdirAll(cfg, 0o755)
	xv := exec.Command("Xvfb", disp, "-screen", "0", "1280x800x24")
	if err := xv.Start(); err != nil {
		die("%v", err)
	}
	cleanups = append(cleanups, func() { xv.Process.Kill(); xv.Wait() })
	defer xv.Process.Kill()
	time.Sleep(time.Second)
	gw := exec.Command(*game)
	gw.Env = append(os.Environ(), "DISPLAY="+disp, "STRATEGEMA_CONFIG_DIR="+cfg, "STRATEGEMA_MUTE=1", "STRATEGEMA_WINDOW=1280x800", "STRATEGEMA_UIMAP="+B.uimap)
	if err := gw.Start(); err != nil {
		die("%v", err)
	}
	cleanups = append(cleanups, func() { gw.Process.Kill(); gw.Wait() })
	defer gw.Process.Kill()
	B.wait("menu", func(u uimap) bool { return u.Screen == "menu" }, 120*time.Second)

	A := newBrowser(ctx, "A", filepath.Join(work, "browser"))
	for _, n := range []string{"clipboard-read", "clipboard-write"} {
		if _, err := chromedp.CallBrowser(A.ctx, browser.SetPermission, browser.SetPermissionParams{Permission: &browser.PermissionDescriptor{Name: n}, Setting: browser.PermissionSettingGranted, Origin: base}); err != nil {
			log.Printf("grant %s: %v", n, err)
		}
	}
	tLoad := time.Now()
	A.do(chromedp.Navigate(base + "/"))
	A.wait(`globalThis.strategema && strategema.screen === "menu" && strategema.frames > 2`, 120*time.Second)
	stamp("A: page to menu %.1fs", time.Since(tLoad).Seconds())
	A.shot("A-menu")
	B.shot("B-window-menu")

	t0 = time.Now()
	A.press("Play online")
	A.wait(`strategema.button("Play a friend") != null`, 10*time.Second)
	A.shot("A-online-room")
	A.press("Play a friend")
	A.wait(`strategema.button("Create the game") != null`, 10*time.Second)
	A.shot("A-friend-setup")
	A.press("Create the game")
	A.wait(`strategema.invite !== ""`, 30*time.Second)
	A.ticks(3)
	tInvite := time.Since(t0)
	A.shot("A-waiting-invite")
	A.press("Copy link")
	A.ticks(4)
	A.shot("A-copied")
	link, err := chromedp.Run(A.ctx, chromedp.Evaluate[string](`navigator.clipboard.readText()`, chromedp.EvalAwaitPromise))
	if err != nil || !strings.Contains(link, "/g/") {
		log.Printf("clipboard read: %q %v; taking strategema.invite", link, err)
		link = ev[string](A, `strategema.invite`)
	}
	tCopied := time.Since(t0)
	stamp("link copied from the browser's clipboard: %s", link)
	// B: Play online, Join a game, the link typed (no clipboard tool on this machine), Join
	tB := time.Now()
	B.press("Play online")
	B.wait("online room", func(u uimap) bool { return u.Screen != "menu" }, 10*time.Second)
	B.shot("B-online-room")
	B.press("Join a game")
	time.Sleep(500 * time.Millisecond)
	B.xdo("type", "--delay", "8", link)
	time.Sleep(500 * time.Millisecond)
	B.shot("B-join-typed")
	B.press("Join")
	B.wait("play", func(u uimap) bool { return u.Screen == "play" }, 60*time.Second)
	tBoard := time.Since(tB)
	time.Sleep(time.Second)
	B.shot("B-in-game")
	A.wait(`strategema.screen === "play"`, 60*time.Second)
	A.ticks(3)
	A.shot("A-board-opened")
	// who is Cerulean (moves first)? the browser when it may act now
	A.wait(`strategema.online !== ""`, 10*time.Second)
	A.ticks(3)
	aFirst := ev[bool](A, `strategema.toMove === "Cerulean" && !strategema.thinking`)
	var m string
	if aFirst {
		stamp("A (browser) plays Cerulean and moves first")
		m = A.move()
		B.wait("the first move", func(u uimap) bool { return u.Actions >= 1 }, 60*time.Second)
	} else {
		stamp("B (window) plays Cerulean and acts first: Hold")
		B.press("Hold")
		m = "hold"
		A.wait(`/\bhold\b/.test(strategema.record)`, 60*time.Second)
	}
	tFirst := time.Since(t0)
	stamp("BOTH SEE THE FIRST ACTION %s", m)
	time.Sleep(time.Second)
	A.shot("A-first-action")
	B.shot("B-first-action")
	stamp("FIGURES: Play online -> invite on screen %.1fs ; -> link copied %.1fs ; B Play online..Join -> board %.1fs ; A's Play online -> both see the first action %.1fs",
		tInvite.Seconds(), tCopied.Seconds(), tBoard.Seconds(), tFirst.Seconds())
	if *short {
		return
	}
	rest(A, B, aFirst)
}

// rest plays a few turns each way, a takeback and a draw offer, then
// the end.
func rest(A *tab, B *win, aFirst bool) {
	aSide := "Amber"
	if aFirst {
		aSide = "Cerulean"
	}
	aTurn := func() {
		A.wait(fmt.Sprintf(`strategema.toMove === %q && strategema.actionsLeft === 2 && strategema.button("Hold") != null`, aSide), 90*time.Second)
	}
	bTurn := func() {
		B.wait("B's turn", func(u uimap) bool { _, _, ok := B.button("Hold"); return ok }, 90*time.Second)
		B.press("Hold")
		B.press("Hold")
	}
	if aFirst {
		A.press("Hold") // the first turn: a move and a hold
		bTurn()
	} else {
		B.press("Hold") // the window's first turn: two holds
	}
	// A's turn: two moves
	aTurn()
	A.move()
	A.wait(`strategema.actionsLeft === 1`, 10*time.Second)
	A.move()
	bTurn()
	aTurn()
	A.shot("A-turn3")
	B.shot("B-turn3")
	// A moves then asks a takeback of its turn: B accepts
	A.move()
	A.press("Hold")
	B.wait("B's turn", func(u uimap) bool { _, _, ok := B.button("Hold"); return ok }, 90*time.Second)
	A.ticks(10)
	A.press("Take back")
	B.wait("the takeback request", func(u uimap) bool { _, _, ok := B.button("Accept"); return ok }, 60*time.Second)
	time.Sleep(time.Second)
	B.shot("B-takeback-asked")
	A.shot("A-takeback-waiting")
	B.press("Accept")
	aTurn()
	A.ticks(10)
	A.shot("A-taken-back")
	B.shot("B-after-accept")
	A.press("Hold")
	A.press("Hold")
	// B offers a draw; A declines; B then holds; A offers a draw, B accepts
	B.press("Offer draw")
	A.wait(`strategema.button("Decline") != null`, 60*time.Second)
	A.ticks(5)
	A.shot("A-draw-offered")
	B.shot("B-draw-offering")
	A.press("Decline")
	B.press("Hold")
	B.press("Hold")
	aTurn()
	A.press("Offer draw")
	B.wait("the draw offer", func(u uimap) bool { _, _, ok := B.button("Accept"); return ok }, 60*time.Second)
	time.Sleep(time.Second)
	B.shot("B-draw-asked")
	B.press("Accept")
	A.wait(`strategema.over === true`, 60*time.Second)
	B.wait("over", func(u uimap) bool { return u.Over }, 60*time.Second)
	A.ticks(20)
	time.Sleep(2 * time.Second)
	A.shot("A-end")
	B.shot("B-end")
	stamp("result A %v", ev[string](A, `String(strategema.result)`))
	stamp("record A:\n%s", ev[string](A, `strategema.record`))
	b, _ := os.ReadFile(B.uimap)
	stamp("B ui: %s", b)
}
