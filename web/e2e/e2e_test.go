package e2e

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"image/png"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/dom"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"strategema/engine"
)

// Goals of the browser build (docs/PERFORMANCE.md).
const (
	maxWasmBytes   = 15 << 20
	maxFirstFrameS = 3.0
)

// figures are what the browser test measured.
type figures struct {
	WasmBytes     int64   `json:"wasm_bytes"`
	WasmGzipBytes int64   `json:"wasm_gzip_bytes"`
	FirstFrameMs  float64 `json:"first_frame_ms"`   // performance.now() at the first frame
	FirstFrameTS  float64 `json:"first_frame_wall"` // seconds from Navigate to seeing frames > 0
	ReloadFrameMs float64 `json:"reload_first_frame_ms"`
	// LoadSteps are the page's marks (ms since navigation): wasm fetched,
	// compiled, Go started, first frame.
	LoadSteps map[string]float64 `json:"load_steps"`
	FPS       float64            `json:"fps"` // frames per second over a few seconds, full board
	EbitenFPS float64            `json:"ebiten_fps"`
	Viewport  string             `json:"viewport"`
	Browser   string             `json:"browser"`
}

func chromiumPath() string {
	if p := os.Getenv("STRATEGEMA_CHROMIUM"); p != "" {
		return p
	}
	return "/usr/bin/chromium"
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

// serve serves dir as cmd/webserve does: no caching, .wasm as
// application/wasm (which WebAssembly streaming needs).
func serve(dir string) *httptest.Server {
	fs := http.FileServer(http.Dir(dir))
	return httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		if strings.HasSuffix(r.URL.Path, ".wasm") {
			w.Header().Set("Content-Type", "application/wasm")
		}
		fs.ServeHTTP(w, r)
	}))
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
	chromium := chromiumPath()
	if _, err := os.Stat(chromium); err != nil {
		t.Skipf("no browser at %s (install chromium, or set STRATEGEMA_CHROMIUM)", chromium)
	}
	dir, size, gz := buildWeb(t)
	fig := figures{WasmBytes: size, WasmGzipBytes: gz, Viewport: "1280x800 CSS px, DPR 1"}
	t.Logf("game.wasm: %.2f MB (%.2f MB gzipped)", float64(size)/(1<<20), float64(gz)/(1<<20))
	srv := serve(dir)
	defer srv.Close()

	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	profile := t.TempDir()
	downloads := t.TempDir()
	actx, acancel := chromedp.NewExecAllocator(ctx,
		chromedp.ExecPath(chromium),
		chromedp.Flag("headless", true),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("use-angle", "swiftshader"),
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-quic", true),
		chromedp.UserDataDir(profile),
	)
	defer acancel()
	bctx, bcancel := chromedp.NewContext(actx)
	defer bcancel()
	p := &tab{t: t, ctx: bctx}

	if v, err := chromedp.CallBrowser(bctx, browser.GetVersion, struct{}{}); err == nil {
		fig.Browser = v.Product
	} else {
		t.Fatalf("starting %s: %v", chromium, err)
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
	t0 := time.Now()
	p.run(chromedp.Navigate(srv.URL + "/"))
	p.waitFor(`globalThis.strategema && strategema.frames > 0`, 60*time.Second)
	fig.FirstFrameTS = time.Since(t0).Seconds()
	fig.FirstFrameMs = eval[float64](p, `strategema.firstFrameMs`)
	fig.LoadSteps = eval[map[string]float64](p, `({fetched: strategemaLoad.fetched, compiled: strategemaLoad.compiled, goStart: strategema.goStartMs, firstFrame: strategema.firstFrameMs})`)
	t.Logf("first frame: %.0f ms after navigation start (seen by the test after %.2f s); steps (ms) %v", fig.FirstFrameMs, fig.FirstFrameTS, fig.LoadSteps)

	// The loader hides itself; the canvas fills the page at the device pixel ratio.
	p.waitFor(`getComputedStyle(document.getElementById("loader")).display == "none"`, 5*time.Second)
	canvas := eval[[]float64](p, `(() => { const c = document.querySelector("canvas"); return [c.width, c.height, innerWidth, innerHeight, devicePixelRatio, strategema.width, strategema.height]; })()`)
	if canvas[0] != canvas[2]*canvas[4] || canvas[1] != canvas[3]*canvas[4] {
		t.Errorf("canvas %vx%v does not fill the %vx%v page at DPR %v", canvas[0], canvas[1], canvas[2], canvas[3], canvas[4])
	}
	if canvas[5] != canvas[0] || canvas[6] != canvas[1] {
		t.Errorf("the game lays out %vx%v on a %vx%v canvas", canvas[5], canvas[6], canvas[0], canvas[1])
	}

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

	// Frame rate with the full board.
	f0, s0 := eval[int](p, `strategema.frames`), time.Now()
	time.Sleep(3 * time.Second)
	f1, s1 := eval[int](p, `strategema.frames`), time.Now()
	fig.FPS = float64(f1-f0) / s1.Sub(s0).Seconds()
	fig.EbitenFPS = eval[float64](p, `strategema.fps`)
	t.Logf("frame rate, full board: %.1f fps (Ebitengine says %.1f)", fig.FPS, fig.EbitenFPS)

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
	other := otherRecord(t)
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
	p.waitFor(fmt.Sprintf(`strategema.screen == "play" && strategema.record == %q`, other), 10*time.Second)

	if out != "" {
		data, _ := json.MarshalIndent(fig, "", "  ")
		if err := os.WriteFile(filepath.Join(out, "figures.json"), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("figures: %+v", fig)
	if size > maxWasmBytes {
		t.Logf("NOTE: game.wasm is %.1f MB, over the %d MB goal", float64(size)/(1<<20), maxWasmBytes>>20)
	}
	if fig.FirstFrameMs > maxFirstFrameS*1000 {
		t.Logf("NOTE: first frame after %.1f s, over the %.0f s goal", fig.FirstFrameMs/1000, maxFirstFrameS)
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

// otherRecord is a short game that differs from the one in the browser.
func otherRecord(t *testing.T) string {
	t.Helper()
	g := engine.NewGame()
	for i := 0; i < 3; i++ {
		acts := g.Position().LegalActions(nil)
		if len(acts) == 0 {
			t.Fatal("no legal action at the opening")
		}
		a := acts[len(acts)/2]
		if i == 2 {
			a = engine.Simple(engine.ActEnd)
		}
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("%s: %v", a, err)
		}
	}
	return engine.RecordOf(g).String()
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
