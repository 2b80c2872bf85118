//go:build !js

// Command browserfps measures the browser build's frame rate on the play
// screen with the full board, in headless Chromium on SwiftShader
// (software WebGL 2), as web/e2e's TestBrowser does, for several builds
// in alternation so they share the machine's load:
//
//	browserfps [-rounds 3] [-secs 4] [-size 1280x800] [-dpr 1] DIR...
//
// Each DIR holds a browser build (index.html, game.wasm, wasm_exec.js:
// scripts/build-web.sh DIR). It prints each run's frames a second and the
// page main thread's CPU time a frame, then each build's median.
package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/performance"
	"github.com/chromedp/chromedp"

	"strategema/web"
)

func main() {
	rounds := flag.Int("rounds", 3, "runs of each build")
	secs := flag.Float64("secs", 4, "seconds measured in each run")
	size := flag.String("size", "1280x800", "viewport in CSS pixels")
	dpr := flag.Float64("dpr", 1, "device pixel ratio")
	flag.Parse()
	var w, h int64
	if _, err := fmt.Sscanf(strings.Replace(*size, "x", " ", 1), "%d %d", &w, &h); err != nil {
		fmt.Fprintln(os.Stderr, "browserfps: -size:", err)
		os.Exit(2)
	}
	dirs := flag.Args()
	fps := make([][]float64, len(dirs))
	cpu := make([][]float64, len(dirs))
	for r := 0; r < *rounds; r++ {
		for i, d := range dirs {
			f, ms, tree, err := measure(d, w, h, *dpr, time.Duration(*secs*float64(time.Second)))
			if err != nil {
				fmt.Fprintf(os.Stderr, "browserfps: %s: %v\n", d, err)
				os.Exit(1)
			}
			fps[i] = append(fps[i], f)
			cpu[i] = append(cpu[i], tree[0])
			fmt.Printf("round %d  %-24s %5.1f fps  CPU a frame: browser %6.1f ms, its GPU process %6.1f ms, page main thread %5.1f ms  load %s\n",
				r+1, d, f, tree[0], tree[1], ms, load())
		}
	}
	for i, d := range dirs {
		slices.Sort(fps[i])
		slices.Sort(cpu[i])
		fmt.Printf("median %-24s %5.1f fps  browser CPU %6.1f ms a frame  (fps %.1f)\n", d, fps[i][len(fps[i])/2], cpu[i][len(cpu[i])/2], fps[i])
	}
	if len(dirs) > 1 {
		for i := 1; i < len(dirs); i++ {
			fmt.Printf("%s against %s: fps ×%.2f, browser CPU a frame ×%.2f\n", dirs[i], dirs[0],
				fps[i][len(fps[i])/2]/fps[0][len(fps[0])/2], cpu[i][len(cpu[i])/2]/cpu[0][len(cpu[0])/2])
		}
	}
}

func load() string {
	b, _ := os.ReadFile("/proc/loadavg")
	f := strings.Fields(string(b))
	if len(f) < 3 {
		return "?"
	}
	return strings.Join(f[:3], " ")
}

// measure opens the build in dir, starts a game and counts frames.
func measure(dir string, w, h int64, dpr float64, d time.Duration) (fps, mainMs float64, treeMs [2]float64, err error) {
	srv := httptest.NewServer(web.Handler(dir))
	defer srv.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	prof, err := os.MkdirTemp("", "browserfps")
	if err != nil {
		return 0, 0, treeMs, err
	}
	defer os.RemoveAll(prof)
	chromium := os.Getenv("STRATEGEMA_CHROMIUM")
	if chromium == "" {
		chromium = "/usr/bin/chromium"
	}
	actx, acancel := chromedp.NewExecAllocator(ctx,
		chromedp.ExecPath(chromium),
		chromedp.Flag("headless", true),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("use-angle", "swiftshader"),
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("no-first-run", true),
		chromedp.UserDataDir(prof),
	)
	defer acancel()
	bctx, bcancel := chromedp.NewContext(actx)
	defer bcancel()
	do := func(a chromedp.Action[chromedp.Void]) error { return chromedp.Do(bctx, a) }
	wait := func(cond string) error {
		_, err := chromedp.Run(bctx, chromedp.Poll[chromedp.Void](cond,
			chromedp.WithPollingInterval(20*time.Millisecond), chromedp.WithPollingTimeout(60*time.Second)))
		if err != nil {
			return fmt.Errorf("waiting for %s: %w", cond, err)
		}
		return nil
	}
	num := func(expr string) (float64, error) { return chromedp.Run(bctx, chromedp.Evaluate[float64](expr)) }
	if err := do(chromedp.EmulateViewport(w, h, chromedp.EmulateScale(dpr))); err != nil {
		return 0, 0, treeMs, err
	}
	if err := do(chromedp.Navigate(srv.URL + "/")); err != nil {
		return 0, 0, treeMs, err
	}
	if err := wait(`globalThis.strategema && strategema.frames > 2 && strategema.screen == "menu"`); err != nil {
		return 0, 0, treeMs, err
	}
	xy, err := chromedp.Run(bctx, chromedp.Evaluate[*[2]float64](`strategema.button("New game: Two Commanders")`))
	if err != nil || xy == nil {
		return 0, 0, treeMs, fmt.Errorf("no New game button: %v", err)
	}
	for _, t := range []input.DispatchMouseEventType{chromedp.MouseMoved, chromedp.MousePressed, chromedp.MouseReleased} {
		if err := do(chromedp.MouseEvent(t, xy[0], xy[1], chromedp.ButtonLeft, chromedp.ClickCount(1))); err != nil {
			return 0, 0, treeMs, err
		}
		// the game reads input in its ticks: a few between the events
		n, err := num(`strategema.ticks`)
		if err != nil {
			return 0, 0, treeMs, err
		}
		if err := wait(fmt.Sprintf(`strategema.ticks >= %d`, int(n)+3)); err != nil {
			return 0, 0, treeMs, err
		}
	}
	if err := wait(`strategema.screen == "play"`); err != nil {
		return 0, 0, treeMs, err
	}
	// move the pointer off the board's buttons, then settle
	_ = do(chromedp.MouseEvent(chromedp.MouseMoved, float64(w)/2, float64(h)/2))
	time.Sleep(1500 * time.Millisecond)
	if _, err := chromedp.Call(bctx, performance.Enable, performance.EnableParams{TimeDomain: performance.EnableTimeDomainThreadTicks}); err != nil {
		return 0, 0, treeMs, err
	}
	thread := func() float64 {
		res, err := chromedp.Call(bctx, performance.GetMetrics, cdp.Empty{})
		if err != nil {
			return 0
		}
		for _, m := range res.Metrics {
			if m.Name == "TaskDuration" {
				return m.Value
			}
		}
		return 0
	}
	f0, err := num(`strategema.frames`)
	if err != nil {
		return 0, 0, treeMs, err
	}
	pid := 0
	if c := chromedp.FromContext(bctx); c != nil && c.Browser != nil && c.Browser.Process() != nil {
		pid = c.Browser.Process().Pid
	}
	t0, m0, c0 := time.Now(), thread(), treeCPU(pid)
	time.Sleep(d)
	f1, err := num(`strategema.frames`)
	if err != nil {
		return 0, 0, treeMs, err
	}
	el, m1, c1 := time.Since(t0).Seconds(), thread(), treeCPU(pid)
	if f1 > f0 {
		mainMs = 1000 * (m1 - m0) / (f1 - f0)
		for k := range c1 {
			c1[k] -= c0[k]
		}
		treeMs = [2]float64{float64(c1[0].Microseconds()) / 1000 / (f1 - f0), float64(c1[1].Microseconds()) / 1000 / (f1 - f0)}
	}
	return (f1 - f0) / el, mainMs, treeMs, nil
}

// treeCPU is the CPU time of process pid and its descendants, and of
// those among them that are Chromium's GPU process (where SwiftShader
// rasterises).
func treeCPU(pid int) (t [2]time.Duration) {
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
		// pid (comm) state ppid ... utime stime: fields 4, 14 and 15
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
	const tick = 10 * time.Millisecond // USER_HZ 100
	for n, tk := range ticks {
		for q, hops := n, 0; q > 0 && hops < 64; q, hops = parent[q], hops+1 {
			if q == pid {
				t[0] += time.Duration(tk) * tick
				if cmd, _ := os.ReadFile(filepath.Join("/proc", strconv.Itoa(n), "cmdline")); bytes.Contains(cmd, []byte("--type=gpu-process")) {
					t[1] += time.Duration(tk) * tick
				}
				break
			}
		}
	}
	return t
}
