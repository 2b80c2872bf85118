package render

import (
	"image"
	"os"
	"sync"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// The window's tests need a running game loop (ReadPixels, shaders), and a
// process may run only one, on the main goroutine. TestMain runs it and
// the tests hand it jobs: an App to drive for some ticks and a screenshot
// to take at the end. Run them under xvfb-run.

type job struct {
	app   *App
	ticks int
	until func() bool // optional: run until this is true (or ticks pass)
	shot  *image.RGBA
	done  chan struct{}
	n     int
	// screen is the game's screen in device pixels (zero: the window's):
	// a phone's, larger than the test's display, is drawn scaled down
	screen image.Point
}

type host struct {
	mu   sync.Mutex
	cur  *job
	jobs chan *job
	quit chan struct{}
}

var theHost = &host{jobs: make(chan *job), quit: make(chan struct{})}

func (h *host) current() *job {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.cur == nil {
		select {
		case j := <-h.jobs:
			h.cur = j
		default:
		}
	}
	return h.cur
}

func (h *host) Update() error {
	select {
	case <-h.quit:
		return ebiten.Termination
	default:
	}
	j := h.current()
	if j == nil {
		return nil
	}
	if j.n < j.ticks && (j.until == nil || !j.until()) {
		if err := j.app.Update(); err != nil && err != ebiten.Termination {
			j.app.fatal = err
		}
		j.n++
	}
	return nil
}

func (h *host) Draw(screen *ebiten.Image) {
	j := h.current()
	if j == nil {
		return
	}
	j.app.Draw(screen)
	if j.n >= j.ticks || (j.until != nil && j.until()) {
		b := screen.Bounds()
		j.shot = image.NewRGBA(b)
		screen.ReadPixels(j.shot.Pix)
		h.mu.Lock()
		h.cur = nil
		h.mu.Unlock()
		close(j.done)
	}
}

func (h *host) Layout(ow, oh int) (int, int) {
	if j := h.current(); j != nil && j.screen.X > 0 { // the job's first frame is on its screen too
		return j.screen.X, j.screen.Y
	}
	return ow, oh
}

// runUntilOn is runUntil on a screen of w×h device pixels (a phone's,
// larger than the test's display): every update and draw sees that size.
func runUntilOn(t *testing.T, app *App, w, h, ticks int, cond func() bool) {
	t.Helper()
	j := &job{app: app, ticks: ticks, until: cond, done: make(chan struct{}), screen: image.Point{X: w, Y: h}}
	theHost.jobs <- j
	<-j.done
	if app.fatal != nil {
		t.Fatalf("app failed: %v", app.fatal)
	}
}

// run drives app for ticks updates on the game loop and returns the final
// frame.
func run(t *testing.T, app *App, ticks int) *image.RGBA {
	t.Helper()
	j := &job{app: app, ticks: ticks, done: make(chan struct{})}
	theHost.jobs <- j
	<-j.done
	if app.fatal != nil {
		t.Fatalf("app failed: %v", app.fatal)
	}
	return j.shot
}

// runUntil drives app until cond holds (at most ticks updates).
func runUntil(t *testing.T, app *App, ticks int, cond func() bool) *image.RGBA {
	t.Helper()
	j := &job{app: app, ticks: ticks, until: cond, done: make(chan struct{})}
	theHost.jobs <- j
	<-j.done
	if app.fatal != nil {
		t.Fatalf("app failed: %v", app.fatal)
	}
	return j.shot
}

func TestMain(m *testing.M) {
	code := make(chan int, 1)
	go func() {
		code <- m.Run()
		close(theHost.quit)
	}()
	ebiten.SetWindowSize(1280, 800)
	ebiten.SetWindowTitle("STRATEGEMA tests")
	ebiten.SetTPS(ebiten.SyncWithFPS)
	ebiten.SetVsyncEnabled(false)
	if err := ebiten.RunGame(theHost); err != nil {
		os.Stderr.WriteString("game loop: " + err.Error() + "\n")
		os.Exit(2)
	}
	os.Exit(<-code)
}

// drawnAt is the window drawn at w×h on the next tick: laid out for that
// size, then drawn twice (the second frame shows what the first one's
// drawing measured, such as the Legend's shapes).
func drawnAt(t *testing.T, a *App, w, h int) *image.RGBA {
	t.Helper()
	rgba := image.NewRGBA(image.Rect(0, 0, w, h))
	runUntil(t, a, 30, func() bool {
		img := ebiten.NewImage(w, h)
		defer img.Deallocate()
		a.Draw(img)
		a.layout()
		a.Draw(img)
		a.Draw(img)
		img.ReadPixels(rgba.Pix)
		return true
	})
	return rgba
}
