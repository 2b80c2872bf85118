//go:build !js

// (chromedp does not build for js/wasm, and the browser test drives a browser from outside it.)

package e2e

import (
	"context"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"strategema/engine"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/storage"
	"github.com/chromedp/chromedp"
)

// device is a screen the game is tried on.
type device struct {
	name          string
	w, h          int64
	scale         float64
	touch         bool
	portrait      bool
	computerTurns bool // measure the frame times of a computer turn
}

var devices = []device{
	// The phones at a pixel ratio of 2 (many Android phones'): at 3 the
	// software renderer drew a frame in 200–400 ms and every wait for
	// frames cost that (CI time); the window's room sweep checks the
	// layout at 3 (render/phonelayout_test.go).
	{name: "phone", w: 390, h: 844, scale: 2, touch: true, portrait: true, computerTurns: true},
	{name: "phone-turned", w: 844, h: 390, scale: 2, touch: true},
	// The tablet's page has the phone's pixels (3.1 million to 3.0) and the
	// same frame bound: the phone's computer turn stands for it.
	{name: "tablet", w: 768, h: 1024, scale: 2, touch: true, portrait: true},
	{name: "desktop", w: 1280, h: 800, scale: 1, computerTurns: true},
}

// Goals on every device.
const (
	// The longest frame while the computer thinks (docs/PERFORMANCE.md):
	// 250 ms on the desktop, 500 ms on a phone or a tablet, whose 3 to 8
	// million pixels software rendering (SwiftShader) draws slowly by
	// itself; on a machine so busy that frames before the turn took
	// longer, two idle frame times plus maxFrameGapOverIdleMs. The search
	// runs in a worker, off the page's thread, but on a machine of two
	// cores (CI's) the worker takes one of the cores the software renderer
	// drew with: a frame while it searches can take about two idle ones
	// (CI's phone, with the yielding search in the page, went 717 ms at
	// 383 ms a frame before the turn; issue 41 asked for idle + 300 ms,
	// which a machine with a core to spare keeps). A search in the page
	// that stops yielding freezes the page for the whole think time (2 s,
	// at least 1.4 s seen), over every bound (950 ms at most, with
	// maxIdleGapMs): the desktop's turn in the page without yielding
	// proves the check sees it.
	maxFrameGapDesktopMs  = 250
	maxFrameGapTouchMs    = 500
	maxFrameGapOverIdleMs = 150
	// The idle frame time is the idleQuantile of the gaps between the
	// frames before the turn, idleFrames of them, or as many (at least
	// minIdleFrames) as come in maxIdleWait on a busy machine: for 20
	// frames the second slowest, so that no one slow (or fast) frame
	// decides the bound.
	idleFrames    = 20
	minIdleFrames = 5
	idleQuantile  = 0.9
	maxIdleWait   = 15 * time.Second
	// An idle frame time over this leaves too little between the bound and
	// a freeze as long as the search (Data stops before its 2 s; a frozen
	// page was seen for 1.4 s): the frame checks are skipped, saying so.
	maxIdleGapMs   = 400
	minTargetCSSPx = 44 // a finger's target (WCAG 2.5.5)
	minTouchScale  = 14 / 12.5
	orbitPerCSSPx  = 0.006 // radians of yaw a CSS pixel of drag (render/input/touch.go)
)

// shotsDir is where the devices' screenshots go: STRATEGEMA_SHOTS, or ""
// (no screenshots) when it is not set. A screenshot of a 3 to 8 million
// pixel page takes 1.2 to 2.7 s here, a fifth of each device's time, and
// no check reads it: they are for a person to look at.
func shotsDir(t *testing.T) string {
	dir := os.Getenv("STRATEGEMA_SHOTS")
	if dir == "" {
		return ""
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestBrowserDevices plays the browser build on a phone held upright and
// turned, a tablet and a desktop: the page keeps drawing while the
// computer thinks, one wheel notch is one notch, a finger taps (with
// slop), swipes (at the desktop's speed), previews a move before it
// confirms it and scrolls the log and the readers; the touch screen shows
// no key hints, reads at 14 CSS px or more, and every screen fits with
// targets a finger can hit. One browser serves the four devices, a tab
// each. With STRATEGEMA_SHOTS=DIR a screenshot of each screen lands in
// DIR.
func TestBrowserDevices(t *testing.T) {
	if testing.Short() {
		t.Skip("browser devices skipped in -short mode")
	}
	needChromium(t)
	dir, _, _ := buildWeb(t)
	srv := serve(dir)
	defer srv.Close()
	browser := startChromium(t, context.Background())
	shots := shotsDir(t)
	for _, d := range devices {
		only := os.Getenv("STRATEGEMA_DEVICE")
		if only != "" && only != d.name || only == "" && !d.computerTurns {
			// the turned phone and the tablet are walked by
			// TestBrowserPhoneLayout (their screens, a tap on the lessons
			// and the rules' contents) and TestBrowserTouchPress; their
			// board's gestures are the phone's code at another size (CI
			// time): STRATEGEMA_DEVICE=tablet walks one here too
			continue
		}
		t.Run(d.name, func(t *testing.T) {
			p, console := openDevice(t, browser, srv.URL, d)
			dv := &devTab{tab: p, d: d, shots: shots, console: console}
			dv.shot("menu")
			dv.checkScreen("menu")
			if eval[*[2]float64](p, `strategema.button("Quit")`) != nil {
				t.Error("the browser menu offers Quit, which would end the page's program")
			}
			dv.board(t)
			dv.readers(t)
			dv.fullscreen(console)
			if d.computerTurns {
				dv.computerTurn(t)
			}
		})
	}
}

// openDevice opens a tab of the browser with the device's screen and the
// game, its localStorage empty; console collects the page's messages.
func openDevice(t *testing.T, browser context.Context, url string, d device) (*tab, func() []string) {
	t.Helper()
	tctx, tcancel := chromedp.NewContext(browser) // a new tab
	t.Cleanup(tcancel)
	ctx, cancel := context.WithTimeout(tctx, 12*time.Minute)
	t.Cleanup(cancel)
	p := &tab{t: t, ctx: ctx}
	var mu sync.Mutex
	var lines []string
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[chromedp.Void](`1`)); err != nil {
		t.Fatalf("opening a tab: %v", err)
	}
	go func() {
		for m, err := range chromedp.Console(ctx) {
			if err != nil {
				return
			}
			mu.Lock()
			lines = append(lines, string(m.Type)+": "+m.Text)
			mu.Unlock()
		}
	}()
	console := func() []string {
		mu.Lock()
		defer mu.Unlock()
		return append([]string(nil), lines...)
	}
	t.Cleanup(func() {
		if t.Failed() {
			t.Logf("browser console:\n%s", strings.Join(console(), "\n"))
		}
	})
	opts := []chromedp.EmulateViewportOption{chromedp.EmulateScale(d.scale)}
	if d.touch {
		opts = append(opts, chromedp.EmulateTouch, chromedp.EmulateMobile)
	}
	if d.portrait {
		opts = append(opts, chromedp.EmulatePortrait)
	}
	p.run(chromedp.EmulateViewport(d.w, d.h, opts...))
	// The tabs share the browser's storage: each device starts without the
	// games and settings of the one before.
	if _, err := chromedp.Call(ctx, storage.ClearDataForOrigin, storage.ClearDataForOriginParams{Origin: url, StorageTypes: "all"}); err != nil {
		t.Fatalf("clearing the page's storage: %v", err)
	}
	p.run(chromedp.Navigate(url + "/"))
	p.waitFor(`globalThis.strategema && strategema.frames > 2 && strategema.screen == "menu"`, 90*time.Second)
	return p, console
}

// devTab is the game on one device.
type devTab struct {
	*tab
	d       device
	shots   string
	console func() []string // the page's messages so far (nil: not kept)
}

// shot saves a screenshot of the page as <device>-<name>.png when
// STRATEGEMA_SHOTS is set; it waits the same three ticks either way, so
// the steps after it find the same page.
func (v *devTab) shot(name string) {
	v.t.Helper()
	v.waitTicks(3)
	if v.shots == "" {
		return
	}
	path := filepath.Join(v.shots, v.d.name+"-"+name+".png")
	if err := os.WriteFile(path, v.screenshot(), 0o644); err != nil {
		v.t.Fatal(err)
	}
}

// tap touches (x, y) with one finger, sliding (dx, dy) CSS px before it
// lifts, a few game ticks between the events; on a mouse device it clicks.
func (v *devTab) tap(xy [2]float64, dx, dy float64) {
	v.t.Helper()
	if !v.d.touch {
		v.click([2]float64{xy[0] + dx, xy[1] + dy})
		return
	}
	v.finger(input.DispatchTouchEventTypeTouchStart, xy[0], xy[1])
	if dx != 0 || dy != 0 {
		v.finger(input.DispatchTouchEventTypeTouchMove, xy[0]+dx/2, xy[1]+dy/2)
		v.finger(input.DispatchTouchEventTypeTouchMove, xy[0]+dx, xy[1]+dy)
	}
	v.finger(input.DispatchTouchEventTypeTouchEnd, 0, 0)
}

// swipe drags one finger (or the left mouse button) from xy by (dx, dy) in
// steps.
func (v *devTab) swipe(xy [2]float64, dx, dy float64) {
	v.t.Helper()
	const steps = 6
	if !v.d.touch {
		v.run(chromedp.MouseEvent(chromedp.MouseMoved, xy[0], xy[1]))
		v.waitTicks(2)
		v.run(chromedp.MouseEvent(chromedp.MousePressed, xy[0], xy[1], chromedp.ButtonLeft, chromedp.ClickCount(1)))
		v.waitTicks(2)
		for i := 1; i <= steps; i++ {
			f := float64(i) / steps
			v.run(chromedp.MouseEvent(chromedp.MouseMoved, xy[0]+dx*f, xy[1]+dy*f, chromedp.ButtonLeft))
			v.waitTicks(1)
		}
		v.run(chromedp.MouseEvent(chromedp.MouseReleased, xy[0]+dx, xy[1]+dy, chromedp.ButtonLeft, chromedp.ClickCount(1)))
		v.waitTicks(2)
		return
	}
	v.finger(input.DispatchTouchEventTypeTouchStart, xy[0], xy[1])
	for i := 1; i <= steps; i++ {
		f := float64(i) / steps
		v.fingerTicks(input.DispatchTouchEventTypeTouchMove, xy[0]+dx*f, xy[1]+dy*f, 1)
	}
	v.finger(input.DispatchTouchEventTypeTouchEnd, 0, 0)
}

func (v *devTab) finger(typ input.DispatchTouchEventType, x, y float64) {
	v.t.Helper()
	v.fingerTicks(typ, x, y, 2)
}

func (v *devTab) fingerTicks(typ input.DispatchTouchEventType, x, y float64, ticks int) {
	v.t.Helper()
	var pts []*input.TouchPoint
	if typ != input.DispatchTouchEventTypeTouchEnd {
		pts = []*input.TouchPoint{{X: x, Y: y}}
	}
	if _, err := chromedp.Call(v.ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: pts}); err != nil {
		v.t.Fatal(err)
	}
	v.waitTicks(ticks)
}

// wheel turns the mouse wheel by deltaY CSS pixels over (x, y), as
// Chrome does for one notch (100). (DevTools wants a deltaX; 1e-9 is none.)
func (v *devTab) wheel(x, y, deltaY float64) {
	v.t.Helper()
	v.run(chromedp.MouseEvent(chromedp.MouseMoved, x, y))
	v.waitTicks(2)
	if _, err := chromedp.Call(v.ctx, input.DispatchMouseEvent, input.DispatchMouseEventParams{Type: input.DispatchMouseEventTypeMouseWheel, X: x, Y: y, DeltaX: 1e-9, DeltaY: deltaY}); err != nil {
		v.t.Fatal(err)
	}
	v.waitTicks(4)
}

// bringIntoList waits for the list on screen and swipes it up until the
// button labelled label is laid out inside the page (a list taller than
// the page lays out only the rows in view: the opponents on a phone).
func (v *devTab) bringIntoList(label string) {
	v.t.Helper()
	v.waitFor(`strategema.buttons().length > 0`, 5*time.Second)
	in := fmt.Sprintf(`(() => { const b = strategema.button(%q); return b != null && b[1] > 30 && b[1] < %d })()`, label, v.d.h-30)
	for i := 0; i < 8 && !eval[bool](v.tab, in); i++ {
		v.swipe([2]float64{float64(v.d.w) / 2, float64(v.d.h) * 0.7}, 0, -float64(v.d.h)*0.3)
		v.waitTicks(6)
	}
	if !eval[bool](v.tab, in) {
		v.t.Fatalf("%q is not in the page after 8 swipes up the list on %q", label, eval[string](v.tab, `strategema.screen`))
	}
}

// press taps or clicks the button with that label. A button outside the
// page cannot be pressed: press reports it and returns false.
func (v *devTab) press(label string) bool {
	v.t.Helper()
	xy := v.button(label)
	if xy[0] < 0 || xy[1] < 0 || xy[0] > float64(v.d.w) || xy[1] > float64(v.d.h) {
		v.t.Errorf("%q is at %.0f,%.0f, outside the %dx%d page", label, xy[0], xy[1], v.d.w, v.d.h)
		return false
	}
	v.tap(xy, 0, 0)
	return true
}

// checkScreen checks every button of the screen on top lies in the page
// (a screen taller than the page scrolls: its rows out of view are not
// buttons until scrolled in) and, on a touch screen, that each is a
// finger's target (44 CSS px or more) and text is at least 14 CSS px.
func (v *devTab) checkScreen(name string) {
	v.t.Helper()
	t := v.t
	if v.d.touch {
		if !eval[bool](v.tab, `strategema.touch`) {
			t.Errorf("%s: the game does not know it is on a touch screen", name)
		}
		if s := eval[float64](v.tab, `strategema.uiScale / strategema.dpr`); s < minTouchScale-1e-6 {
			t.Errorf("%s: the HUD's scale is %.2f CSS px a layout px: its smallest text is %.1f CSS px, want ≥ 14", name, s, 12.5*s)
		}
	}
	bs := eval[[]map[string]any](v.tab, `strategema.buttons()`)
	for _, b := range bs {
		x, y, w, h := b["x"].(float64), b["y"].(float64), b["w"].(float64), b["h"].(float64)
		label := b["label"].(string)
		if x < -0.5 || y < -0.5 || x+w > float64(v.d.w)+0.5 || y+h > float64(v.d.h)+0.5 {
			t.Errorf("%s on the %s: %q at %.0f,%.0f %.0fx%.0f is outside the %dx%d page", name, v.d.name, label, x, y, w, h, v.d.w, v.d.h)
		} else if v.d.touch && (w < minTargetCSSPx-0.5 || h < minTargetCSSPx-0.5) {
			t.Errorf("%s on the %s: %q is %.1fx%.1f CSS px, under %d", name, v.d.name, label, w, h, minTargetCSSPx)
		}
	}
}

// readers opens the Rules (How to play, then the complete rules): one
// wheel notch (Chrome's deltaY 100) scrolls three lines, and on a touch
// screen one finger drags the text.
func (v *devTab) readers(t *testing.T) {
	if !v.press("Rules") {
		return
	}
	v.waitFor(`strategema.screen == "howto"`, 5*time.Second)
	v.shot("howto")
	v.checkScreen("howto")
	// the top bar's Complete rules, or (a narrow screen has no room for
	// it) the last page's Next, which says the same
	for page := 0; ; page++ {
		if xy := eval[*[2]float64](v.tab, `strategema.button("Complete rules")`); xy != nil {
			v.tap(*xy, 0, 0)
			break
		}
		if page == 8 {
			t.Error("no Complete rules button after paging through How to play")
			return
		}
		if !v.press("Next") {
			return
		}
		time.Sleep(300 * time.Millisecond)
	}
	v.waitFor(`strategema.screen == "doc"`, 5*time.Second)
	v.shot("rules")
	v.checkScreen("rules")
	cx, cy := float64(v.d.w)/2, float64(v.d.h)/2
	// One wheel notch (Chrome's deltaY 100) scrolls three lines.
	s0 := eval[float64](v.tab, `strategema.scroll`)
	v.wheel(cx, cy, 100)
	if got := eval[float64](v.tab, `strategema.scroll`) - s0; math.Abs(got-3) > 0.01 {
		t.Errorf("one wheel notch (deltaY 100) scrolled the Rules %.2f lines, want 3", got)
	}
	v.wheel(cx, cy, -100)
	if got := eval[float64](v.tab, `strategema.scroll`); math.Abs(got-s0) > 0.01 {
		t.Errorf("a notch back left the Rules at line %.2f, want %.2f", got, s0)
	}
	if v.d.touch {
		s0 := eval[float64](v.tab, `strategema.scroll`)
		v.swipe([2]float64{cx, cy + 100}, 0, -200)
		scrolled := eval[float64](v.tab, `strategema.scroll`) > s0
		t.Run("finger-scroll-rules", func(t *testing.T) {
			if !scrolled {
				t.Error("a one-finger swipe did not scroll the Rules")
			}
		})
	}
	v.backTo("howto")
	v.back()
	for _, sc := range [...]struct{ button, screen string }{{"Controls", "doc"}, {"Settings", "settings"}, {"Load record", "load"}} {
		if !v.press(sc.button) {
			continue
		}
		v.waitFor(fmt.Sprintf(`strategema.screen == %q`, sc.screen), 5*time.Second)
		name := strings.ToLower(strings.ReplaceAll(sc.button, " ", "-"))
		v.shot(name)
		v.checkScreen(name)
		v.back()
	}
}

// back returns to the menu with the screen's Back button, or Escape when
// the button is out of reach.
func (v *devTab) back() {
	v.t.Helper()
	v.backTo("menu")
}

// backTo leaves the screen with its Back button (or Escape) and waits for
// the screen named.
func (v *devTab) backTo(screen string) {
	v.t.Helper()
	if xy := eval[*[2]float64](v.tab, `strategema.button("Back")`); xy != nil && xy[0] >= 0 && xy[1] >= 0 && xy[0] <= float64(v.d.w) && xy[1] <= float64(v.d.h) {
		v.tap(*xy, 0, 0)
	} else {
		v.run(chromedp.KeyEvent("\x1b"))
	}
	v.waitFor(fmt.Sprintf(`strategema.screen == %q`, screen), 5*time.Second)
}

// board plays a hotseat game: a trembling tap selects, a swipe orbits at
// the desktop's speed, the wheel zooms by one notch, a first tap on a
// destination previews and the second moves, the log scrolls under a
// finger.
func (v *devTab) board(t *testing.T) {
	if !v.press("New game: Two Commanders") {
		return
	}
	v.waitFor(`strategema.screen == "play" && strategema.toMove == "Cerulean"`, 10*time.Second)
	v.shot("play")
	v.checkScreen("play")
	from, to := pickMove(v.tab)
	// A tap that slides 6 CSS px is a tap: it selects and does not orbit.
	yaw := eval[float64](v.tab, `strategema.yaw`)
	v.tap(*v.cell(from), 6, 0)
	v.waitFor(fmt.Sprintf(`strategema.selected == %q`, from), 5*time.Second)
	if got := eval[float64](v.tab, `strategema.yaw`); math.Abs(got-yaw) > 1e-4 {
		t.Errorf("a tap that slid 6 px turned the board by %.3f rad", got-yaw)
	}
	xy := v.cell(to)
	if xy == nil {
		t.Fatalf("destination %s is off screen", to)
	}
	if v.d.touch {
		// The first tap on a destination points at it (the preview).
		v.tap(*xy, 0, 0)
		v.waitFor(fmt.Sprintf(`strategema.hover == %q`, to), 5*time.Second)
		v.waitTicks(10)
		if rec := eval[string](v.tab, `strategema.record`); strings.Contains(rec, from+">"+to) {
			t.Fatalf("the first tap on %s moved the unit; it should only preview", to)
		}
		if sel := eval[string](v.tab, `strategema.selected`); sel != from {
			t.Errorf("after the preview tap the selection is %q, want %q", sel, from)
		}
		v.shot("preview")
	}
	v.tap(*v.cell(to), 0, 0)
	v.waitFor(fmt.Sprintf(`strategema.record.includes(%q)`, from+">"+to), 10*time.Second)
	v.shot("moved")

	// A swipe of 70 CSS px turns the board 70 × 0.006 rad on every screen.
	centre := eval[[2]float64](v.tab, `(() => { const q = strategema.cellScreen("L2-D4") || strategema.cellScreen("L2-E5"); return q; })()`)
	yaw = eval[float64](v.tab, `strategema.yaw`)
	v.swipe(centre, 70, 0)
	turned := eval[float64](v.tab, `strategema.yaw`) - yaw
	want := 70 * orbitPerCSSPx
	// Idle rotation and the drag's first few pixels (the board's own drag
	// threshold) make it a little less than the whole swipe.
	if turned < want*0.6 || turned > want*1.15 {
		t.Errorf("a 70 CSS px swipe turned the board %.1f°, want about %.1f°", turned*180/math.Pi, want*180/math.Pi)
	}
	t.Logf("a 70 CSS px swipe turned the board %.1f° (desktop goal %.1f°)", turned*180/math.Pi, want*180/math.Pi)

	// One wheel notch zooms the board by 1.12.
	if !v.d.touch {
		z := eval[float64](v.tab, `strategema.zoom`)
		v.wheel(centre[0], centre[1], -100)
		if got := eval[float64](v.tab, `strategema.zoom`) / z; math.Abs(got-1.12) > 0.005 {
			t.Errorf("one wheel notch zoomed the board ×%.3f, want ×1.12", got)
		}
	}
	v.shot("orbited")
	if !v.press("Menu") {
		v.run(chromedp.KeyEvent("\x1b"))
	}
	v.waitFor(`strategema.screen == "menu"`, 5*time.Second)
	v.shot("menu-in-game")
	v.checkScreen("menu-in-game")
}

// turnFigures are the page's frame times over a computer turn.
type turnFigures struct {
	MaxGapMs   float64    `json:"maxGap"`
	MaxGapAt   float64    `json:"maxGapAt"`   // ms after End turn the longest gap ended
	MaxGapWhen string     `json:"maxGapWhen"` // what the game was doing as it ended
	ThinkFrom  float64    `json:"thinkFrom"`  // ms after End turn the search was first seen
	ThinkTo    float64    `json:"thinkTo"`    // and last seen
	IdleGaps   []float64  `json:"idle"`       // the gaps before the turn
	IdleGapMs  float64    `json:"-"`          // the idle frame time: their idleQuantile
	Frames     float64    `json:"frames"`
	GameFrames float64    `json:"gameFrames"`
	ThinkMs    float64    `json:"thinkMs"`
	Nodes      float64    `json:"nodes"`
	Worker     workerInfo `json:"worker"` // after the turn
}

// workerInfo is the page's globalThis.strategemaWorkerInfo: where the
// computer's searches ran (render/player/aiplayer/worker_js.go).
type workerInfo struct {
	State   string  `json:"state"`   // off, starting, ready, failed
	Why     string  `json:"why"`     // why the page searches (failed)
	ReadyMs float64 `json:"readyMs"` // from its start to serving
	Served  float64 `json:"served"`
	InPage  float64 `json:"inPage"`
}

// gapTiming says when the longest gap fell: after End turn, against the
// search's span as the frames saw it.
func (f turnFigures) gapTiming() string {
	return fmt.Sprintf("the longest gap ended %.0f ms after End turn (%s); the search seen from %.0f to %.0f ms", f.MaxGapAt, f.MaxGapWhen, f.ThinkFrom, f.ThinkTo)
}

// speed is the search's actions per second as the page saw them.
func (f turnFigures) speed() float64 { return 1000 * f.Nodes / max(f.ThinkMs, 1) }

// frameGapBound is the longest frame allowed while the computer thinks:
// the device's goal, or on a machine whose frames before the turn took
// idleMs each, two of them and maxFrameGapOverIdleMs.
func frameGapBound(goal, idleMs float64) float64 {
	return max(goal, 2*idleMs+maxFrameGapOverIdleMs)
}

// Where a computer turn's search runs (computerTurn's play).
const (
	searchInWorker = "worker" // the search worker (the default)
	searchInPage   = "page"   // in the page, yielding (strategemaWorker = false)
	searchFrozen   = "frozen" // in the page, never yielding (and strategemaYieldMs = 0)
	searchKilled   = "killed" // the worker, made to fail as the turn reaches it: the page plays the turn
)

// computerTurn starts a game against the computer at the default think
// time (2 s), ends the person's turn and records the page's animation
// frames while the computer thinks: with the search in the worker the
// longest gap stays within the bound and the game keeps drawing. On the
// phone a second turn makes the worker fail as the turn reaches it: the
// page plays the turn itself, and says why once in the console. On the desktop
// it plays the same turn in the page without yielding (strategemaWorker =
// false, strategemaYieldMs = 0), which must break the bound, and reports
// both searches' speed (docs/PERFORMANCE.md). STRATEGEMA_SEARCH=page
// measures the first turn with the search in the page, yielding;
// STRATEGEMA_WORKER_DEPTH=N measures the worker at depth N (workerSpeed).
func (v *devTab) computerTurn(t *testing.T) {
	play := func(where string) turnFigures {
		// From the menu, a new game against Data (the page reads
		// strategemaWorker and strategemaYieldMs when the commander is
		// made), abandoning the game in progress.
		if eval[string](v.tab, `strategema.screen`) == "play" && !v.press("Menu") {
			t.FailNow()
		}
		v.waitFor(`strategema.screen == "menu"`, 10*time.Second)
		inPage := where == searchInPage || where == searchFrozen
		v.run(chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`globalThis.strategemaWorker = %v; globalThis.strategemaYieldMs = %s`,
			!inPage, map[bool]string{true: "0", false: "undefined"}[where == searchFrozen])))
		v.press("Choose an opponent…")
		v.bringIntoList("Lt. Cmdr. Data")
		v.press("Lt. Cmdr. Data")
		v.waitFor(`strategema.button("Abandon") != null || strategema.screen == "play"`, 10*time.Second)
		if eval[string](v.tab, `strategema.screen`) != "play" {
			v.press("Abandon")
		}
		v.waitFor(`strategema.screen == "play" && strategema.toMove == "Cerulean" && strategema.actionsLeft == 2 && strategema.button("Abandon") == null`, 10*time.Second)
		if !inPage {
			// the worker starts with the first commander: measure once it serves
			v.waitFor(`(globalThis.strategemaWorkerInfo || {}).state != "starting"`, 60*time.Second)
		}
		v.run(chromedp.Evaluate[chromedp.Void](`(() => {
			// Before the turn (armed false) the frames' gaps are the idle
			// ones, each kept. The computer's search is measured from the
			// first frame that sees it thinking until the first frame with
			// its first action played: every gap ending in those frames
			// counts, the first one included (a search that freezes the
			// page may start before the frame that sees it) and the last
			// (the frame ending a freeze finds the action played, and a
			// search no frame saw still leaves that gap). The frames of the
			// turn's end before it, and of the actions played after, are
			// not the search's: on a busy machine they are slow frames
			// however the search behaves.
			const g = globalThis.strategemaGaps = {maxGap: 0, maxGapAt: 0, maxGapWhen: "", thinkFrom: -1, thinkTo: -1, idle: [], t0: performance.now(), frames: 0, gameFrames: 0, last: 0, lastGameFrames: 0, f0: -1, armed: false, armedAt: 0, amber: false, open: false, acted: false};
			const f = (t) => {
				if (!g.armed && g.last > 0) g.idle.push(t - g.last);
				if (g.armed && !g.acted) {
					const thinking = strategema.thinking;
					const acted = g.amber && (strategema.toMove != "Amber" || strategema.actionsLeft < 2);
					if (thinking || g.open || acted) {
						if (g.f0 < 0) g.f0 = g.lastGameFrames;
						if (t - g.last > g.maxGap) {
							g.maxGap = t - g.last;
							g.maxGapAt = t - g.armedAt;
							g.maxGapWhen = thinking ? "thinking" : strategema.toMove + " to move, " + strategema.actionsLeft + " actions left";
						}
						g.frames++;
						g.gameFrames = strategema.frames - g.f0;
					}
					if (thinking) {
						g.open = true;
						if (g.thinkFrom < 0) g.thinkFrom = t - g.armedAt;
						g.thinkTo = t - g.armedAt;
					}
					g.acted = acted;
				}
				if (g.armed && strategema.toMove == "Amber") g.amber = true;
				g.lastGameFrames = strategema.frames;
				g.last = t;
				requestAnimationFrame(f);
			};
			requestAnimationFrame(f);
		})()`))
		// the board's own frame times, before the turn (the killed
		// worker's turn measures no frames)
		if where != searchKilled {
			v.waitTicks(12)
			v.waitFor(fmt.Sprintf(`strategemaGaps.idle.length >= %d || (strategemaGaps.idle.length >= %d && performance.now() - strategemaGaps.t0 > %d)`,
				idleFrames, minIdleFrames, maxIdleWait.Milliseconds()), 2*time.Minute)
		}
		if where == searchKilled {
			// the worker fails as the computer's turn reaches it
			v.run(chromedp.Evaluate[chromedp.Void](`strategemaSearchWorker.postMessage("fail")`))
		}
		v.run(chromedp.Evaluate[chromedp.Void](`strategemaGaps.armedAt = performance.now(); strategemaGaps.armed = true`))
		v.press("End turn")
		v.waitFor(`strategemaGaps.amber`, 30*time.Second)
		if where != searchKilled {
			v.shot("computer-thinking-" + where)
		}
		// The span ends with the computer's first action played; its second
		// is not waited for (the next game, if any, abandons this one
		// while the computer plays).
		v.waitFor(`strategemaGaps.acted`, 120*time.Second)
		f := eval[turnFigures](v.tab, `({...strategemaGaps, thinkMs: strategema.thinkMs || 0, nodes: strategema.thinkNodes || 0, worker: globalThis.strategemaWorkerInfo || {}})`)
		f.IdleGapMs = quantile(f.IdleGaps, idleQuantile)
		return f
	}
	first := searchInWorker
	if os.Getenv("STRATEGEMA_SEARCH") == searchInPage {
		first = searchInPage
	}
	on := play(first)
	goal := float64(maxFrameGapDesktopMs)
	if v.d.touch {
		goal = maxFrameGapTouchMs
	}
	bound := frameGapBound(goal, on.IdleGapMs)
	t.Logf("%s, the computer thinking 2 s in the %s: longest frame %.0f ms (bound %.0f; %.0f ms a frame before the turn, the %.0fth percentile of %d: median %.0f, longest %.0f), %.0f animation frames, %.0f game frames; search %.0f actions in %.0f ms (%.0f actions/s); %s; worker %+v",
		v.d.name, first, on.MaxGapMs, bound, on.IdleGapMs, 100*idleQuantile, len(on.IdleGaps), quantile(on.IdleGaps, 0.5), quantile(on.IdleGaps, 1),
		on.Frames, on.GameFrames, on.Nodes, on.ThinkMs, on.speed(), on.gapTiming(), on.Worker)
	if first == searchInWorker && (on.Worker.State != "ready" || on.Worker.Served < 1) {
		t.Errorf("the computer's turn was not searched in the worker: %+v", on.Worker)
	}
	v.frameChecks(t, on, goal, bound)
	if v.d.name != "desktop" {
		v.workerFails(t, play)
		return
	}
	if d, _ := strconv.Atoi(os.Getenv("STRATEGEMA_WORKER_DEPTH")); d > 0 {
		v.workerSpeed(t, d)
	}
	// The same turn in the page with the search not yielding: the page
	// freezes, and the check above must see it (else it could not fail).
	off := play(searchFrozen)
	offBound := frameGapBound(goal, off.IdleGapMs)
	t.Logf("%s, the same in the page without yielding: longest frame %.0f ms (bound %.0f), %.0f game frames; search %.0f actions in %.0f ms (%.0f actions/s); %s",
		v.d.name, off.MaxGapMs, offBound, off.GameFrames, off.Nodes, off.ThinkMs, off.speed(), off.gapTiming())
	if off.IdleGapMs <= maxIdleGapMs && off.MaxGapMs <= offBound {
		t.Errorf("with the search in the page not yielding the longest frame was %.0f ms, within the %.0f ms bound: the frame check cannot see a frozen page", off.MaxGapMs, offBound)
	}
}

// workerSpeed measures the search worker's speed at a fixed depth: a
// suggestion from the opening, asked of the worker directly (a request id
// of the test's own, which the game ignores), three times, the page on
// the play screen meanwhile (STRATEGEMA_WORKER_DEPTH=N on the desktop;
// docs/PERFORMANCE.md).
func (v *devTab) workerSpeed(t *testing.T, depth int) {
	start := engine.NewPosition()
	req := fmt.Sprintf(`{"id":1000000000,"op":"suggest","depth":%d,"state":%q}`, depth, start.State())
	v.run(chromedp.Evaluate[chromedp.Void](`globalThis.speedReplies = []; strategemaSearchWorker.addEventListener("message", (e) => { const r = JSON.parse(e.data); if (r.id == 1000000000 && r.op != "progress") speedReplies.push(r); })`))
	for i := 0; i < 3; i++ {
		v.run(chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`speedReplies = []; strategemaSearchWorker.postMessage(%q)`, req)))
		v.waitFor(`speedReplies.length > 0`, 5*time.Minute)
		r := eval[struct {
			Op    string
			Err   string
			Stats struct{ Nodes, Elapsed, NPS float64 }
		}](v.tab, `speedReplies[0]`)
		t.Logf("the worker at depth %d from the opening: %s %s, %.0f actions in %.0f ms (%.0f actions/s)", depth, r.Op, r.Err, r.Stats.Nodes, r.Stats.Elapsed/1e6, r.Stats.NPS)
	}
}

// frameChecks checks a computer turn's frames against the bound, unless
// the machine was too busy before the turn to tell.
func (v *devTab) frameChecks(t *testing.T, on turnFigures, goal, bound float64) {
	if on.IdleGapMs > maxIdleGapMs {
		// Frames before the turn took longer than the freeze the check
		// must tell apart: the machine is too busy to measure.
		t.Run("frame-times", func(t *testing.T) {
			t.Skipf("frames took %.0f ms before the computer's turn (the %.0fth percentile of %d, over %d ms): too busy to tell a frozen page from a slow one; rerun alone",
				on.IdleGapMs, 100*idleQuantile, len(on.IdleGaps), maxIdleGapMs)
		})
		return
	}
	if on.MaxGapMs > bound {
		t.Errorf("while the computer thought the page went %.0f ms without a frame, over the %.0f ms bound (goal %.0f ms; %.0f ms a frame before the turn)", on.MaxGapMs, bound, goal, on.IdleGapMs)
	}
	// The span holds at least the frame that first sees the search and the
	// one with its action played: the game draws in both.
	if on.GameFrames < 2 || on.GameFrames < on.Frames/2 {
		t.Errorf("the game drew %.0f frames while the computer thought (the page %.0f)", on.GameFrames, on.Frames)
	}
}

// workerFails makes the search worker fail with the computer's turn in
// hand (a crash, as far as the page can tell): the page plays the turn
// itself, says why once in the console, and searches in the page from
// then on.
func (v *devTab) workerFails(t *testing.T, play func(string) turnFigures) {
	const warning = "the computer thinks in the page, not in a worker"
	n := 0
	if v.console != nil {
		n = len(v.console())
	}
	t0 := time.Now()
	f := play(searchKilled)
	t.Logf("%s, the worker failing with the turn in hand: the page played the turn (search %.0f actions in %.0f ms; the check took %v); worker %+v",
		v.d.name, f.Nodes, f.ThinkMs, time.Since(t0).Round(100*time.Millisecond), f.Worker)
	if f.Worker.State != "failed" || f.Worker.InPage < 1 || !strings.Contains(f.Worker.Why, "told to fail") {
		t.Errorf("after the worker failed: %+v, want it failed with its reason and the turn searched in the page", f.Worker)
	}
	if v.console == nil {
		return
	}
	said := 0
	for _, l := range v.console()[n:] {
		if strings.Contains(l, warning) {
			said++
		}
	}
	if said != 1 {
		t.Errorf("the console said %d times %q, want once:\n%s", said, warning, strings.Join(v.console()[n:], "\n"))
	}
}

// fullscreen turns the Fullscreen setting on with a click (a user gesture),
// reloads, and checks the page asks for nothing at load and the setting
// says what the page shows.
func (v *devTab) fullscreen(console func() []string) {
	t := v.t
	if !v.press("Settings") {
		return
	}
	v.waitFor(`strategema.screen == "settings"`, 5*time.Second)
	// The Fullscreen row's Change button; where the window is too short
	// for every row, the rows scroll under a finger (or the mouse).
	find := `(() => { const b = strategema.buttons().find(b => b.about == "Fullscreen"); return b ? [b.x + b.w/2, b.y + b.h/2] : null; })()`
	xy := eval[*[2]float64](v.tab, find)
	for i := 0; xy == nil && i < 6; i++ {
		v.swipe([2]float64{float64(v.d.w) * 0.2, float64(v.d.h) * 0.5}, 0, -float64(v.d.h)*0.2)
		xy = eval[*[2]float64](v.tab, find)
	}
	if xy == nil {
		t.Fatal("no Change button for Fullscreen, even after scrolling the settings")
	}
	if xy[0] < 0 || xy[1] < 0 || xy[0] > float64(v.d.w) || xy[1] > float64(v.d.h) {
		t.Fatalf("the Fullscreen setting's button is at %.0f,%.0f, outside the %dx%d page", xy[0], xy[1], v.d.w, v.d.h)
	}
	const saved = `(() => { const k = Object.keys(localStorage).find(k => k.includes("settings")); return k ? JSON.parse(localStorage.getItem(k)) : {}; })()`
	before := eval[map[string]any](v.tab, saved)
	v.tap(*xy, 0, 0)
	v.waitTicks(8)
	real := eval[bool](v.tab, `!!document.fullscreenElement`)
	if got := eval[bool](v.tab, `strategema.fullscreen`); got != real {
		t.Errorf("after a click the setting says full screen %v, the page %v", got, real)
	}
	// Saved on: a reload must not ask for it without a gesture.
	after := eval[map[string]any](v.tab, saved)
	if after["fullscreen"] != true {
		t.Errorf("the click did not save the Fullscreen setting on: %v", after)
	}
	for k, was := range before {
		if k != "fullscreen" && fmt.Sprint(after[k]) != fmt.Sprint(was) {
			t.Errorf("the Fullscreen click changed the setting %q from %v to %v", k, was, after[k])
		}
	}
	n := len(console())
	v.run(chromedp.Reload())
	v.waitFor(`globalThis.strategema && strategema.frames > 5`, 60*time.Second)
	v.waitTicks(10)
	for _, l := range console()[n:] {
		if strings.Contains(strings.ToLower(l), "fullscreen") {
			t.Errorf("the page asked for full screen at load: %s", l)
		}
	}
	if eval[bool](v.tab, `strategema.fullscreen`) != eval[bool](v.tab, `!!document.fullscreenElement`) {
		t.Errorf("after a reload the setting says full screen %v while the page is not", eval[bool](v.tab, `strategema.fullscreen`))
	}
	// The reload continued the game in progress: back to the menu.
	if eval[string](v.tab, `strategema.screen`) == "play" && !v.press("Menu") {
		v.run(chromedp.KeyEvent("\x1b"))
	}
	v.waitFor(`strategema.screen == "menu"`, 10*time.Second)
}
