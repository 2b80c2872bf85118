//go:build !js

// (chromedp does not build for js/wasm, and the browser test drives a browser from outside it.)

package e2e

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"image/png"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/dom"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/performance"
	"github.com/chromedp/chromedp"

	"strategema/engine"
	"strategema/web"
)

// Goals of the browser build (docs/PERFORMANCE.md).
const (
	// The wasm's size limits (docs/PERFORMANCE.md, "What keeps it
	// small"): game.wasm under 16 MB and the page's largest download
	// under 4 MB gzipped, the bounds the online play's screens are held
	// to, in millions of bytes.
	maxWasmBytes     = 16_000_000
	maxWasmGzipBytes = 4_000_000
	maxFirstFrameS   = 3.0
)

// figures are what the browser test measured.
type figures struct {
	WasmBytes      int64   `json:"wasm_bytes"`
	WasmGzipBytes  int64   `json:"wasm_gzip_bytes"`
	FirstFrameMs   float64 `json:"first_frame_ms"`    // performance.now() at the first frame
	FirstFrameTS   float64 `json:"first_frame_wall"`  // seconds from Navigate to seeing frames > 0
	FirstFrameCPUs float64 `json:"first_frame_cpu_s"` // the browser's CPU time from Navigate to the first frame
	ReloadFrameMs  float64 `json:"reload_first_frame_ms"`
	// LoadSteps are the page's marks (ms since navigation): wasm fetched,
	// compiled, Go started, render.New, the first Update and Draw, first
	// frame, and nextUpdate (the frame after the first was flushed to the
	// GPU: its shaders linked and textures uploaded).
	LoadSteps     map[string]float64 `json:"load_steps"`
	FPS           float64            `json:"fps"` // frames per second over a few seconds, full board
	EbitenFPS     float64            `json:"ebiten_fps"`
	CPUPerFrameMs float64            `json:"cpu_ms_per_frame"` // the browser's processes, all cores together
	// MainThreadMsPerFrame is the page's main thread (the game's Go code and
	// its WebGL calls) in thread CPU time.
	MainThreadMsPerFrame float64 `json:"main_thread_ms_per_frame"`
	LoadAverage          string  `json:"load_average"` // the machine's, while measuring
	Viewport             string  `json:"viewport"`
	Browser              string  `json:"browser"`
}

// chromiumPath is the browser the tests drive: STRATEGEMA_CHROMIUM, else
// /usr/bin/chromium.
func chromiumPath() string {
	if p := os.Getenv("STRATEGEMA_CHROMIUM"); p != "" {
		return p
	}
	return "/usr/bin/chromium"
}

// needChromium skips the test when there is no browser to drive, and
// names the one there is.
func needChromium(t *testing.T) string {
	t.Helper()
	chromium := chromiumPath()
	if _, err := os.Stat(chromium); err != nil {
		t.Skipf("no browser at %s (install chromium, or set STRATEGEMA_CHROMIUM)", chromium)
	}
	return chromium
}

// startChromium starts headless Chromium under ctx, with software WebGL 2
// (SwiftShader), a fresh profile and its background work (updates, sync,
// QUIC) off, and returns its first tab; the browser ends with the test
// (or ctx). The test skips without a browser.
func startChromium(t *testing.T, ctx context.Context) context.Context {
	t.Helper()
	chromium := needChromium(t)
	actx, acancel := chromedp.NewExecAllocator(ctx, ChromiumOptions(chromium, t.TempDir())...)
	t.Cleanup(acancel)
	bctx, bcancel := chromedp.NewContext(actx)
	t.Cleanup(bcancel)
	if _, err := chromedp.Run(bctx, chromedp.Evaluate[chromedp.Void](`1`)); err != nil {
		t.Fatalf("starting %s: %v", chromium, err)
	}
	return bctx
}

// browserPID is the process id of the browser behind ctx, or 0.
func browserPID(ctx context.Context) int {
	if c := chromedp.FromContext(ctx); c != nil && c.Browser != nil && c.Browser.Process() != nil {
		return c.Browser.Process().Pid
	}
	return 0
}

// repoRoot is the module's root, two folders up from this package.
func repoRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Fatalf("module root not found: %v", err)
	}
	return root
}

func goEnv(t *testing.T, key string) string {
	t.Helper()
	out, err := exec.Command("go", "env", key).Output()
	if err != nil {
		t.Fatalf("go env %s: %v", key, err)
	}
	return strings.TrimSpace(string(out))
}

// buildWeb builds the game for the browser as scripts/build-web.sh does,
// into a fresh folder with the loader page and the Go runtime's glue.
func buildWeb(t *testing.T) (dir string, size, gz int64) {
	t.Helper()
	root := repoRoot(t)
	dir = t.TempDir()
	wasm := filepath.Join(dir, "game.wasm")
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", wasm, ".")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	t0 := time.Now()
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("GOOS=js GOARCH=wasm go build: %v\n%s", err, out)
	}
	t.Logf("wasm build: %v", time.Since(t0).Round(time.Millisecond))
	copyFile(t, filepath.Join(root, "web", "index.html"), filepath.Join(dir, "index.html"))
	copyFile(t, filepath.Join(goEnv(t, "GOROOT"), "lib", "wasm", "wasm_exec.js"), filepath.Join(dir, "wasm_exec.js"))
	data, err := os.ReadFile(wasm)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if _, err := zw.Write(data); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	// As scripts/build-web.sh does: the server sends this file as it is
	// instead of compressing game.wasm itself.
	if err := os.WriteFile(wasm+".gz", buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir, int64(len(data)), int64(buf.Len())
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	data, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// serve serves dir as cmd/webserve does (web.Handler: no caching,
// application/wasm, gzip to browsers).
func serve(dir string) *httptest.Server {
	return httptest.NewServer(web.Handler(dir))
}

// tab is the page under test.
type tab struct {
	t   *testing.T
	ctx context.Context
}

func (p *tab) run(a chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	if err := chromedp.Do(p.ctx, a); err != nil {
		p.t.Fatal(err)
	}
}

// eval evaluates a JavaScript expression in the page.
func eval[T any](p *tab, expr string) T {
	p.t.Helper()
	v, err := chromedp.Run(p.ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		p.t.Fatalf("%s: %v", expr, err)
	}
	return v
}

// waitFor polls a JavaScript condition until it holds.
func (p *tab) waitFor(cond string, d time.Duration) {
	p.t.Helper()
	_, err := chromedp.Run(p.ctx, chromedp.Poll[chromedp.Void](cond,
		chromedp.WithPollingInterval(15*time.Millisecond), chromedp.WithPollingTimeout(d)))
	if err != nil {
		state, _ := chromedp.Run(p.ctx, chromedp.Evaluate[string](`JSON.stringify(globalThis.strategema || null)`))
		p.t.Fatalf("waiting for %s: %v (state %s)", cond, err, state)
	}
}

// waitTicks waits for n more game ticks (Update calls: input is read there).
func (p *tab) waitTicks(n int) {
	p.t.Helper()
	cur := eval[int](p, `strategema.ticks`)
	p.waitFor(fmt.Sprintf(`strategema.ticks >= %d`, cur+n), 60*time.Second)
}

// click presses and releases the left mouse button at (x, y) in CSS
// pixels, with real input events, a few game ticks apart so the game sees
// the press and the release on different ticks as it would from a person.
func (p *tab) click(xy [2]float64) {
	p.t.Helper()
	x, y := xy[0], xy[1]
	p.run(chromedp.MouseEvent(chromedp.MouseMoved, x, y))
	p.waitTicks(2)
	p.run(chromedp.MouseEvent(chromedp.MousePressed, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1)))
	p.waitTicks(2)
	p.run(chromedp.MouseEvent(chromedp.MouseReleased, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1)))
	p.waitTicks(2)
}

// button is the centre of the game's button with that label.
func (p *tab) button(label string) [2]float64 {
	p.t.Helper()
	xy := eval[*[2]float64](p, fmt.Sprintf(`strategema.button(%q)`, label))
	if xy == nil {
		p.t.Fatalf("no button %q on screen %q", label, eval[string](p, `strategema.screen`))
	}
	return *xy
}

// cell is a point the game picks as that cell, or nil.
func (p *tab) cell(name string) *[2]float64 {
	p.t.Helper()
	return eval[*[2]float64](p, fmt.Sprintf(`strategema.cellScreen(%q)`, name))
}

func (p *tab) screenshot() []byte {
	p.t.Helper()
	png, err := chromedp.Run(p.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		p.t.Fatal(err)
	}
	return png
}

// TestBrowser builds the game for WebAssembly, plays it in headless
// Chromium with real mouse events and checks what a player would: the
// board is drawn, a unit moves, a reload continues the game, a record
// downloads and another opens through the file picker. It measures the
// first frame and the frame rate on the way.
func TestBrowser(t *testing.T) {
	needChromium(t)
	dir, size, gz := buildWeb(t)
	fig := figures{WasmBytes: size, WasmGzipBytes: gz, Viewport: "1280x800 CSS px, DPR 1"}
	t.Logf("game.wasm: %.2f MB (%.2f MB gzipped)", float64(size)/1e6, float64(gz)/1e6)
	srv := serve(dir)
	defer srv.Close()

	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	downloads := t.TempDir()
	bctx := startChromium(t, ctx)
	p := &tab{t: t, ctx: bctx}

	if v, err := chromedp.CallBrowser(bctx, browser.GetVersion, struct{}{}); err == nil {
		fig.Browser = v.Product
	} else {
		t.Fatalf("asking the browser its version: %v", err)
	}
	// The page's console, shown when the test fails.
	var mu sync.Mutex
	var console []string
	msgs := chromedp.Console(bctx)
	go func() {
		for m, err := range msgs {
			if err != nil {
				return
			}
			mu.Lock()
			console = append(console, string(m.Type)+": "+m.Text)
			mu.Unlock()
		}
	}()
	t.Cleanup(func() {
		if t.Failed() {
			mu.Lock()
			defer mu.Unlock()
			t.Logf("browser console:\n%s", strings.Join(console, "\n"))
		}
	})

	p.run(chromedp.EmulateViewport(1280, 800))
	// Navigation to first frame.
	pid := browserPID(bctx)
	t0, cpu0 := time.Now(), treeCPU(pid)
	p.run(chromedp.Navigate(srv.URL + "/"))
	p.waitFor(`globalThis.strategema && strategema.frames > 0`, 60*time.Second)
	fig.FirstFrameTS = time.Since(t0).Seconds()
	fig.FirstFrameCPUs = (treeCPU(pid).all - cpu0.all).Seconds()
	fig.FirstFrameMs = eval[float64](p, `strategema.firstFrameMs`)
	// The marks include nextUpdate, the tick after the first frame was
	// handed to the GPU.
	p.waitFor(`(globalThis.strategemaMarks || {}).nextUpdate > 0`, 30*time.Second)
	fig.LoadSteps = eval[map[string]float64](p, `({fetched: strategemaLoad.fetched, compiled: strategemaLoad.compiled, goStart: strategema.goStartMs, firstFrame: strategema.firstFrameMs, ...(globalThis.strategemaMarks || {})})`)
	t.Logf("first frame: %.0f ms after navigation start (seen by the test after %.2f s, %.2f s of browser CPU); steps (ms) %v",
		fig.FirstFrameMs, fig.FirstFrameTS, fig.FirstFrameCPUs, fig.LoadSteps)

	// The loader hides itself; the canvas fills the page at the device pixel ratio.
	p.waitFor(`getComputedStyle(document.getElementById("loader")).display == "none"`, 5*time.Second)
	canvas := eval[[]float64](p, `(() => { const c = document.querySelector("canvas"); return [c.width, c.height, innerWidth, innerHeight, devicePixelRatio, strategema.width, strategema.height]; })()`)
	if canvas[0] != canvas[2]*canvas[4] || canvas[1] != canvas[3]*canvas[4] {
		t.Errorf("canvas %vx%v does not fill the %vx%v page at DPR %v", canvas[0], canvas[1], canvas[2], canvas[3], canvas[4])
	}
	if canvas[5] != canvas[0] || canvas[6] != canvas[1] {
		t.Errorf("the game lays out %vx%v on a %vx%v canvas", canvas[5], canvas[6], canvas[0], canvas[1])
	}

	// The canvas follows the page's size.
	p.run(chromedp.EmulateViewport(1000, 640))
	p.waitFor(`strategema.width == 1000 && strategema.height == 640 && document.querySelector("canvas").width == 1000`, 20*time.Second)
	p.run(chromedp.EmulateViewport(1280, 800))
	p.waitFor(`strategema.width == 1280 && strategema.height == 800`, 20*time.Second)

	// A fresh profile has no autosave: the main menu. Start a game with the mouse.
	p.waitFor(`strategema.screen == "menu"`, 5*time.Second)
	p.click(p.button("New game: Two Commanders"))
	p.waitFor(`strategema.screen == "play" && strategema.toMove == "Cerulean"`, 10*time.Second)
	p.waitTicks(10)

	// The lattice is drawn: both sides' colours and a rich picture.
	shot := p.screenshot()
	checkPicture(t, shot)
	out := os.Getenv("STRATEGEMA_E2E_OUT")
	if out != "" {
		if err := os.MkdirAll(out, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(out, "browser.png"), shot, 0o644); err != nil {
			t.Fatal(err)
		}
	}

	// Frame rate with the full board, and the browser's CPU time per frame
	// (all its processes: the page's and SwiftShader's), which does not
	// depend on how busy the machine is.
	fr := measureFrames(p, pid, 3*time.Second)
	fig.FPS, fig.MainThreadMsPerFrame, fig.CPUPerFrameMs = fr.fps, fr.mainMs, fr.cpuMs
	fig.EbitenFPS = eval[float64](p, `strategema.fps`)
	fig.LoadAverage = loadAverage()
	t.Logf("frame rate, full board: %.1f fps (Ebitengine says %.1f); CPU a frame: %.1f ms on the page's main thread (the game), %.1f ms for the whole browser; load average %s",
		fig.FPS, fig.EbitenFPS, fig.MainThreadMsPerFrame, fig.CPUPerFrameMs, fig.LoadAverage)

	// Move a Cerulean unit with two real clicks: the unit, then a destination.
	from, to := pickMove(p)
	p.click(*p.cell(from))
	p.waitFor(fmt.Sprintf(`strategema.selected == %q`, from), 5*time.Second)
	xy := p.cell(to)
	if xy == nil {
		t.Fatalf("destination %s went off screen", to)
	}
	p.click(*xy)
	move := from + ">" + to
	p.waitFor(fmt.Sprintf(`strategema.record.includes(%q)`, move), 10*time.Second)
	before := eval[string](p, `strategema.record`)
	turn, left := eval[int](p, `strategema.turn`), eval[int](p, `strategema.actionsLeft`)
	t.Logf("played %s: record %q", move, before)

	// A reload continues the game from localStorage.
	t1 := time.Now()
	p.run(chromedp.Reload())
	p.waitFor(`globalThis.strategema && strategema.frames > 0`, 60*time.Second)
	fig.ReloadFrameMs = eval[float64](p, `strategema.firstFrameMs`)
	p.waitFor(`strategema.screen == "play"`, 10*time.Second)
	if got := eval[string](p, `strategema.record`); got != before {
		t.Fatalf("after a reload the record is %q, want %q", got, before)
	}
	if gt, gl := eval[int](p, `strategema.turn`), eval[int](p, `strategema.actionsLeft`); gt != turn || gl != left {
		t.Errorf("after a reload: turn %d with %d actions left, want turn %d with %d", gt, gl, turn, left)
	}
	t.Logf("reload: game continued, first frame %.0f ms (%.2f s)", fig.ReloadFrameMs, time.Since(t1).Seconds())

	// Save record: kept in localStorage and downloaded.
	eventsOn := true
	if _, err := chromedp.CallBrowser(bctx, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{
		Behavior: browser.SetDownloadBehaviorBehaviorAllow, DownloadPath: downloads, EventsEnabled: &eventsOn,
	}); err != nil {
		t.Fatal(err)
	}
	p.click(p.button("Menu"))
	p.waitFor(`strategema.screen == "menu"`, 5*time.Second)
	p.click(p.button("Save record"))
	saved := waitDownload(t, downloads, 15*time.Second)
	if !strings.Contains(saved, move) {
		t.Errorf("the downloaded record lacks %s:\n%s", move, saved)
	}
	if n := eval[int](p, `Object.keys(localStorage).filter(k => k.startsWith("strategema/game-")).length`); n != 1 {
		t.Errorf("%d saved records in localStorage, want 1", n)
	}

	// Load record: another game through the file picker.
	other, otherDest := otherRecord(t)
	file := filepath.Join(t.TempDir(), "other.sgr")
	if err := os.WriteFile(file, []byte(other), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(bctx, page.SetInterceptFileChooserDialog, page.SetInterceptFileChooserDialogParams{Enabled: true}); err != nil {
		t.Fatal(err)
	}
	chooser := chromedp.Events(bctx, page.FileChooserOpened)
	p.click(p.button("Load record"))
	p.waitFor(`strategema.screen == "load"`, 5*time.Second)
	p.click(p.button("Open a file…"))
	for ev, err := range chooser {
		if err != nil {
			t.Fatalf("file chooser: %v", err)
		}
		if _, err := chromedp.Call(bctx, dom.SetFileInputFiles, dom.SetFileInputFilesParams{Files: []string{file}, BackendNodeID: ev.BackendNodeID}); err != nil {
			t.Fatal(err)
		}
		break
	}
	// a game is in progress: the window asks before abandoning it
	p.waitFor(`strategema.button("Abandon") != null`, 10*time.Second)
	p.click(p.button("Abandon"))
	p.waitFor(fmt.Sprintf(`strategema.screen == "play" && strategema.record == %q`, other), 10*time.Second)

	// On a HiDPI screen the canvas has the device's pixels, and the game
	// lays out at that scale (Ebitengine reads the ratio once, at start-up:
	// a reload picks up a new one).
	p.run(chromedp.EmulateViewport(960, 600, chromedp.EmulateScale(2)))
	p.run(chromedp.Reload())
	p.waitFor(`globalThis.strategema && strategema.frames > 2 && strategema.screen == "play"`, 60*time.Second)
	hi := eval[[]float64](p, `[document.querySelector("canvas").width, document.querySelector("canvas").height, strategema.width, strategema.height, strategema.dpr]`)
	if hi[0] != 1920 || hi[1] != 1200 || hi[2] != 1920 || hi[3] != 1200 || hi[4] != 2 {
		t.Errorf("at 960x600 CSS px and DPR 2: canvas %vx%v, game %vx%v at %v, want 1920x1200 at 2", hi[0], hi[1], hi[2], hi[3], hi[4])
	}
	// cellScreen answers in CSS pixels: every visible cell lies in the page.
	pts := eval[[][2]float64](p, `(() => { const out = []; for (const l of "1234") for (const f of "ABCDEFGH") for (const r of "12345678") { const q = strategema.cellScreen("L" + l + "-" + f + r); if (q) out.push(q); } return out; })()`)
	for _, q := range pts {
		if q[0] < 0 || q[0] > 960 || q[1] < 0 || q[1] > 600 {
			t.Errorf("cellScreen at DPR 2 gives %v, outside the 960x600 CSS page", q)
			break
		}
	}
	if len(pts) < 64 || p.cell(otherDest) == nil {
		t.Errorf("at DPR 2 only %d cells are on screen (%s: %v)", len(pts), otherDest, p.cell(otherDest))
	}
	if out != "" {
		hd := p.screenshot()
		if err := os.WriteFile(filepath.Join(out, "browser-hidpi.png"), hd, 0o644); err != nil {
			t.Fatal(err)
		}
	}

	if out != "" {
		data, _ := json.MarshalIndent(fig, "", "  ")
		if err := os.WriteFile(filepath.Join(out, "figures.json"), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("figures: %+v", fig)
	if size > maxWasmBytes {
		// The size depends only on the code and the toolchain, not on the
		// machine's load: a regression here is a real one.
		t.Errorf("game.wasm is %d bytes, over the %d-byte goal", size, maxWasmBytes)
	}
	if gz > maxWasmGzipBytes {
		t.Errorf("game.wasm is %d bytes gzipped, over the %d-byte goal", gz, maxWasmGzipBytes)
	}
	if fig.FirstFrameMs > maxFirstFrameS*1000 {
		t.Logf("NOTE: first frame after %.1f s, over the %.0f s goal", fig.FirstFrameMs/1000, maxFirstFrameS)
	}
}

// The builds TestBrowserFPS compares, and how it measures them.
var (
	fpsDirs   = flag.String("fps.dirs", "", "TestBrowserFPS: the browser builds to measure, comma-separated folders (scripts/build-web.sh DIR), relative to the module root; without them the test skips")
	fpsRounds = flag.Int("fps.rounds", 3, "TestBrowserFPS: runs of each build")
	fpsSecs   = flag.Float64("fps.secs", 4, "TestBrowserFPS: seconds measured in each run")
	fpsSize   = flag.String("fps.size", "1280x800", "TestBrowserFPS: the viewport in CSS pixels")
	fpsDPR    = flag.Float64("fps.dpr", 1, "TestBrowserFPS: the device pixel ratio")
)

// TestBrowserFPS measures the frame rate of browser builds on the play
// screen with the full board, as TestBrowser does, in alternation so they
// share the machine's load; it runs only when given the builds:
//
//	go test ./web/e2e -run TestBrowserFPS -count=1 -v -timeout 30m -args -fps.dirs OLD_DIR,NEW_DIR [-fps.rounds 3] [-fps.secs 4] [-fps.size 1280x800] [-fps.dpr 1]
//
// Each run is a fresh browser; it logs the frames a second and the CPU
// time a frame (the whole browser, its GPU process, the page's main
// thread), then each build's medians and each build against the first.
func TestBrowserFPS(t *testing.T) {
	if *fpsDirs == "" {
		t.Skip("no builds to measure: -args -fps.dirs DIR,DIR")
	}
	needChromium(t)
	var w, h int64
	if _, err := fmt.Sscanf(strings.Replace(*fpsSize, "x", " ", 1), "%d %d", &w, &h); err != nil {
		t.Fatalf("-fps.size %q: %v", *fpsSize, err)
	}
	root := repoRoot(t)
	dirs := strings.Split(*fpsDirs, ",")
	fps := make([][]float64, len(dirs))
	cpu := make([][]float64, len(dirs))
	for r := 1; r <= *fpsRounds; r++ {
		for i, d := range dirs {
			if !filepath.IsAbs(d) {
				d = filepath.Join(root, d)
			}
			t.Run(fmt.Sprintf("round%d-%d", r, i), func(t *testing.T) {
				f := fullBoardFrames(t, d, w, h, *fpsDPR, time.Duration(*fpsSecs*float64(time.Second)))
				fps[i], cpu[i] = append(fps[i], f.fps), append(cpu[i], f.cpuMs)
				t.Logf("round %d  %-24s %5.1f fps  CPU a frame: browser %6.1f ms, its GPU process %6.1f ms, page main thread %5.1f ms  load %s",
					r, dirs[i], f.fps, f.cpuMs, f.gpuMs, f.mainMs, loadAverage())
			})
		}
	}
	if t.Failed() {
		return
	}
	for i, d := range dirs {
		t.Logf("median %-24s %5.1f fps  browser CPU %6.1f ms a frame  (fps %.1f)", d, median(fps[i]), median(cpu[i]), fps[i])
	}
	for i := 1; i < len(dirs); i++ {
		t.Logf("%s against %s: fps ×%.2f, browser CPU a frame ×%.2f", dirs[i], dirs[0],
			median(fps[i])/median(fps[0]), median(cpu[i])/median(cpu[0]))
	}
}

// fullBoardFrames opens the build in dir in a fresh browser at w×h CSS
// pixels and the device pixel ratio dpr, starts a game with the mouse,
// and measures its frames for d.
func fullBoardFrames(t *testing.T, dir string, w, h int64, dpr float64, d time.Duration) frameRate {
	t.Helper()
	srv := serve(dir)
	defer srv.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	p := &tab{t: t, ctx: startChromium(t, ctx)}
	p.run(chromedp.EmulateViewport(w, h, chromedp.EmulateScale(dpr)))
	p.run(chromedp.Navigate(srv.URL + "/"))
	p.waitFor(`globalThis.strategema && strategema.frames > 2 && strategema.screen == "menu"`, 60*time.Second)
	p.click(p.button("New game: Two Commanders"))
	p.waitFor(`strategema.screen == "play"`, 60*time.Second)
	// the pointer off the board's buttons, then the view settles
	p.run(chromedp.MouseEvent(chromedp.MouseMoved, float64(w)/2, float64(h)/2))
	time.Sleep(1500 * time.Millisecond)
	return measureFrames(p, browserPID(p.ctx), d)
}

// quantile is the q-quantile of xs (0 ≤ q ≤ 1), the value at index
// ⌊q·n⌋ of the n sorted (the last for q = 1): 0.5 the median (the upper
// of the two middle ones for an even count), 0.9 of 20 values the second
// largest; 0 for none.
func quantile(xs []float64, q float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	i := min(int(q*float64(len(xs))), len(xs)-1)
	return slices.Sorted(slices.Values(xs))[i]
}

// median is the middle of xs: quantile(xs, 0.5).
func median(xs []float64) float64 { return quantile(xs, 0.5) }

// TestQuantile: the idle frame time (the 0.9-quantile) of 20 frames is
// the second slowest, so one slow frame does not decide it; the median of
// an even count is the upper middle one, as the fps medians were.
func TestQuantile(t *testing.T) {
	twenty := make([]float64, 20)
	for i := range twenty {
		twenty[i] = float64(100 + i)
	}
	twenty[3] = 900 // one slow frame
	cases := []struct {
		name string
		xs   []float64
		q    float64
		want float64
	}{
		{"none", nil, 0.5, 0},
		{"one", []float64{7}, 0.9, 7},
		{"median of three", []float64{3, 1, 2}, 0.5, 2},
		{"median of four", []float64{4, 1, 3, 2}, 0.5, 3},
		{"0.9 of twenty, one slow", twenty, 0.9, 119},
		{"the largest", twenty, 1, 900},
		{"the smallest", twenty, 0, 100},
	}
	for _, c := range cases {
		if got := quantile(c.xs, c.q); got != c.want {
			t.Errorf("%s: quantile(%v, %v) = %v, want %v", c.name, c.xs, c.q, got, c.want)
		}
	}
	if twenty[3] != 900 {
		t.Error("quantile sorted its argument in place")
	}
}

// pickMove chooses a legal move of the side to move whose unit and
// destination are both on screen and pickable.
func pickMove(p *tab) (from, to string) {
	p.t.Helper()
	moves := eval[[]string](p, `strategema.moves()`)
	if len(moves) == 0 {
		p.t.Fatal("no legal move offered")
	}
	for _, m := range moves {
		f, d, ok := strings.Cut(m, ">")
		if !ok {
			continue
		}
		if p.cell(f) != nil && p.cell(d) != nil {
			return f, d
		}
	}
	p.t.Fatalf("none of the %d legal moves has both cells on screen: %v", len(moves), moves)
	return "", ""
}

// otherRecord is a short game that differs from the one in the browser:
// two moves of Cerulean and the end of the turn. dest is where the last
// move went.
func otherRecord(t *testing.T) (rec, dest string) {
	t.Helper()
	g := engine.NewGame()
	for i := 0; i < 2; i++ {
		var moves []engine.Action
		for _, a := range g.Position().LegalActions(nil) {
			if a.Type == engine.ActMove {
				moves = append(moves, a)
			}
		}
		if len(moves) == 0 {
			t.Fatal("no legal move at the opening")
		}
		a := moves[len(moves)/2]
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("%s: %v", a, err)
		}
		dest = a.To.String()
	}
	if _, err := g.Apply(engine.Simple(engine.ActEnd)); err != nil {
		t.Fatal(err)
	}
	return engine.RecordOf(g).String(), dest
}

// waitDownload returns the content of the first finished .sgr download.
func waitDownload(t *testing.T, dir string, d time.Duration) string {
	t.Helper()
	end := time.Now().Add(d)
	for time.Now().Before(end) {
		ents, _ := os.ReadDir(dir)
		for _, e := range ents {
			if strings.HasSuffix(e.Name(), ".sgr") {
				data, err := os.ReadFile(filepath.Join(dir, e.Name()))
				if err == nil && len(data) > 0 {
					return string(data)
				}
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatalf("no record was downloaded into %s", dir)
	return ""
}

// checkPicture checks a screenshot shows the lattice: Cerulean blue and
// Amber orange in good numbers and a picture of many colours (a blank or
// one-colour canvas fails).
func checkPicture(t *testing.T, data []byte) {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	b := img.Bounds()
	var blue, amber int
	colours := map[uint32]bool{}
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			r, g, bl = r>>8, g>>8, bl>>8
			colours[(r>>3)<<10|(g>>3)<<5|bl>>3] = true
			switch {
			case bl > 110 && bl > r+60 && bl > g+10:
				blue++
			case r > 130 && r > bl+80 && g > bl+25 && r >= g:
				amber++
			}
		}
	}
	total := b.Dx() * b.Dy()
	t.Logf("screenshot %dx%d: %d colours, %.2f%% blue, %.2f%% amber", b.Dx(), b.Dy(), len(colours),
		100*float64(blue)/float64(total), 100*float64(amber)/float64(total))
	if len(colours) < 200 {
		t.Errorf("only %d distinct colours: the lattice is not drawn", len(colours))
	}
	if blue < total/500 || amber < total/500 {
		t.Errorf("side colours missing: %d blue and %d amber pixels of %d", blue, amber, total)
	}
}

// cpuTimes is the CPU time (user and system) a browser has used so far:
// all its processes, and its GPU process (where SwiftShader rasterises).
type cpuTimes struct{ all, gpu time.Duration }

// treeCPU is the CPU time used so far by process pid and all its
// descendants, from /proc; none where there is no /proc.
func treeCPU(pid int) cpuTimes {
	var t cpuTimes
	if pid <= 0 {
		return t
	}
	ents, err := os.ReadDir("/proc")
	if err != nil {
		return t
	}
	parent := map[int]int{}
	ticks := map[int]int64{}
	for _, e := range ents {
		n, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		data, err := os.ReadFile(filepath.Join("/proc", e.Name(), "stat"))
		if err != nil {
			continue
		}
		// pid (comm) state ppid ... utime stime: fields 4, 14 and 15.
		i := bytes.LastIndexByte(data, ')')
		if i < 0 {
			continue
		}
		f := strings.Fields(string(data[i+1:]))
		if len(f) < 13 {
			continue
		}
		pp, _ := strconv.Atoi(f[1])
		ut, _ := strconv.ParseInt(f[11], 10, 64)
		st, _ := strconv.ParseInt(f[12], 10, 64)
		parent[n], ticks[n] = pp, ut+st
	}
	const tick = time.Second / 100 // USER_HZ is 100 on Linux
	for n, tk := range ticks {
		for q, hops := n, 0; q > 0 && hops < 64; q, hops = parent[q], hops+1 {
			if q == pid {
				t.all += time.Duration(tk) * tick
				if cmd, _ := os.ReadFile(filepath.Join("/proc", strconv.Itoa(n), "cmdline")); bytes.Contains(cmd, []byte("--type=gpu-process")) {
					t.gpu += time.Duration(tk) * tick
				}
				break
			}
		}
	}
	return t
}

// frameRate is what measureFrames measured: frames a second, and CPU
// time a frame in milliseconds on the page's main thread (the game's Go
// code and its WebGL calls), in the whole browser and in its GPU process.
type frameRate struct {
	fps, mainMs, cpuMs, gpuMs float64
}

// measureFrames counts the page's frames for d and the CPU time they
// took; pid is the browser's process.
func measureFrames(p *tab, pid int, d time.Duration) frameRate {
	p.t.Helper()
	if _, err := chromedp.Call(p.ctx, performance.Enable, performance.EnableParams{TimeDomain: performance.EnableTimeDomainThreadTicks}); err != nil {
		p.t.Fatal(err)
	}
	f0, s0, c0, m0 := eval[int](p, `strategema.frames`), time.Now(), treeCPU(pid), mainThread(p)
	time.Sleep(d)
	f1, s1, c1, m1 := eval[int](p, `strategema.frames`), time.Now(), treeCPU(pid), mainThread(p)
	r := frameRate{fps: float64(f1-f0) / s1.Sub(s0).Seconds()}
	if f1 > f0 {
		n := float64(f1 - f0)
		r.mainMs = 1000 * (m1 - m0) / n
		r.cpuMs = float64((c1.all - c0.all).Microseconds()) / 1000 / n
		r.gpuMs = float64((c1.gpu - c0.gpu).Microseconds()) / 1000 / n
	}
	return r
}

// loadAverage is the machine's 1-, 5- and 15-minute load, or "".
func loadAverage() string {
	data, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return ""
	}
	f := strings.Fields(string(data))
	if len(f) < 3 {
		return ""
	}
	return strings.Join(f[:3], " ")
}

// mainThread is the page's main-thread busy time so far, in seconds
// (Performance.getMetrics TaskDuration, in the time domain Enable chose).
func mainThread(p *tab) float64 {
	p.t.Helper()
	res, err := chromedp.Call(p.ctx, performance.GetMetrics, cdp.Empty{})
	if err != nil {
		p.t.Fatal(err)
	}
	for _, m := range res.Metrics {
		if m.Name == "TaskDuration" {
			return m.Value
		}
	}
	return 0
}
