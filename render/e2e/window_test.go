//go:build linux

// The harness: the window tells the test what it shows through
// STRATEGEMA_UIMAP (render.UIMap: the screen, its buttons with their
// rectangles, the dialog and the note), so a test clicks a button by its
// label, as a player reads it, not by a pixel position that any layout
// change would move.

package e2e

import (
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"
)

var gameBinary string // built once by TestMain

func TestMain(m *testing.M) {
	os.Exit(runMain(m))
}

func runMain(m *testing.M) int {
	for _, tool := range []string{"Xvfb", "xdotool", "import"} {
		if _, err := exec.LookPath(tool); err != nil {
			fmt.Fprintf(os.Stderr, "e2e: %s not found (scripts/deps-debian.sh installs it)\n", tool)
			return 1
		}
	}
	dir, err := os.MkdirTemp("", "strategema-e2e")
	if err != nil {
		fmt.Fprintln(os.Stderr, "e2e:", err)
		return 1
	}
	defer os.RemoveAll(dir)
	gameBinary = filepath.Join(dir, "strategema")
	build := exec.Command("go", "build", "-o", gameBinary, "strategema")
	build.Stdout, build.Stderr = os.Stderr, os.Stderr
	if err := build.Run(); err != nil {
		fmt.Fprintln(os.Stderr, "e2e: building the game:", err)
		return 1
	}
	return m.Run()
}

// UIMap mirrors render.UIMap, what the window writes to STRATEGEMA_UIMAP.
type UIMap struct {
	Screen  string   `json:"screen"`
	Buttons []Button `json:"buttons"`
	Dialog  string   `json:"dialog"` // the open dialog's title, "" when none
	Note    string   `json:"note"`   // the note (toast) showing, "" when none
	Frame   int      `json:"frame"`
	Over    bool     `json:"over"`    // the game shown is over
	Actions int      `json:"actions"` // actions played in the game shown
}

// Button is one button of the screen, in window pixels.
type Button struct {
	Label   string  `json:"label"`
	X       float64 `json:"x"`
	Y       float64 `json:"y"`
	W       float64 `json:"w"`
	H       float64 `json:"h"`
	Enabled bool    `json:"enabled"`
}

var displayN atomic.Int32

func init() { displayN.Store(int32(40 + os.Getpid()%200)) }

// window is one game in its own X server.
type window struct {
	t       *testing.T
	display string
	xvfb    *exec.Cmd
	game    *exec.Cmd
	exited  chan error
	dir     string // the game's config directory: settings, autosave
	uimap   string
	log     *os.File
	// screen is the X server's size: the game's window opens filling it
	// (STRATEGEMA_WINDOW), at the top left, where the tests click
	screen string
}

// startWindow starts an X server of w×h and the game in it. env adds
// variables (STRATEGEMA_MUTE is not set: the sound is on, as a player's
// first start has it).
func startWindow(t *testing.T, w, h int, dir string, env ...string) *window {
	t.Helper()
	if dir == "" {
		dir = t.TempDir()
	}
	win := &window{t: t, dir: dir, uimap: filepath.Join(t.TempDir(), "uimap.json"), screen: fmt.Sprintf("%dx%d", w, h)}
	n := displayN.Add(1)
	win.display = ":" + strconv.Itoa(int(n))
	win.xvfb = exec.Command("Xvfb", win.display, "-screen", "0", fmt.Sprintf("%dx%dx24", w, h), "-nolisten", "tcp")
	if err := win.xvfb.Start(); err != nil {
		t.Fatalf("Xvfb: %v", err)
	}
	t.Cleanup(win.stop)
	deadline := time.Now().Add(10 * time.Second)
	for !win.xReady() {
		if time.Now().After(deadline) {
			t.Fatal("Xvfb did not start")
		}
		time.Sleep(100 * time.Millisecond)
	}
	win.launch(env...)
	return win
}

func (w *window) xReady() bool {
	cmd := exec.Command("xdotool", "getdisplaygeometry")
	cmd.Env = append(os.Environ(), "DISPLAY="+w.display)
	return cmd.Run() == nil
}

// launch starts the game and waits for its first screen.
func (w *window) launch(env ...string) {
	w.t.Helper()
	os.Remove(w.uimap)
	logf, err := os.Create(filepath.Join(w.t.TempDir(), "game.log"))
	if err != nil {
		w.t.Fatal(err)
	}
	w.log = logf
	w.game = exec.Command(gameBinary)
	w.game.Env = append(os.Environ(), "DISPLAY="+w.display, "STRATEGEMA_CONFIG_DIR="+w.dir, "STRATEGEMA_UIMAP="+w.uimap, "STRATEGEMA_WINDOW="+w.screen)
	w.game.Env = append(w.game.Env, env...)
	w.game.Stdout, w.game.Stderr = logf, logf
	if err := w.game.Start(); err != nil {
		w.t.Fatalf("starting the game: %v", err)
	}
	w.exited = make(chan error, 1)
	go func(c *exec.Cmd, ch chan error) { ch <- c.Wait() }(w.game, w.exited)
	w.waitUI("the first screen", 30*time.Second, func(u UIMap) bool { return u.Screen != "" })
}

// kill ends the game as a crash or a power cut would (SIGKILL).
func (w *window) kill() {
	if w.game != nil && w.game.Process != nil {
		_ = w.game.Process.Signal(syscall.SIGKILL)
		<-w.exited
		w.game = nil
	}
}

func (w *window) stop() {
	w.kill()
	if w.xvfb != nil && w.xvfb.Process != nil {
		_ = w.xvfb.Process.Kill()
		_ = w.xvfb.Wait()
	}
	if w.log != nil {
		w.log.Close()
		if w.t.Failed() {
			if data, err := os.ReadFile(w.log.Name()); err == nil {
				w.t.Logf("the game's output:\n%s", tail(string(data), 3000))
			}
		}
	}
}

func tail(s string, n int) string {
	if len(s) > n {
		return "…" + s[len(s)-n:]
	}
	return s
}

// alive fails the test if the game has ended.
func (w *window) alive(what string) {
	w.t.Helper()
	select {
	case err := <-w.exited:
		w.exited <- err
		w.t.Fatalf("%s: the game ended (%v)", what, err)
	default:
	}
}

// ui reads what the window shows now.
func (w *window) ui() UIMap {
	var u UIMap
	data, err := os.ReadFile(w.uimap)
	if err == nil {
		_ = json.Unmarshal(data, &u)
	}
	return u
}

// waitUI waits until cond holds for the window's UI map.
func (w *window) waitUI(what string, d time.Duration, cond func(UIMap) bool) UIMap {
	w.t.Helper()
	deadline := time.Now().Add(d)
	for {
		w.alive(what)
		u := w.ui()
		if cond(u) {
			return u
		}
		if time.Now().After(deadline) {
			w.t.Fatalf("waiting for %s: the window shows %+v", what, u)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

func (w *window) xdo(args ...string) {
	w.t.Helper()
	cmd := exec.Command("xdotool", args...)
	cmd.Env = append(os.Environ(), "DISPLAY="+w.display)
	if out, err := cmd.CombinedOutput(); err != nil {
		w.t.Fatalf("xdotool %v: %v %s", args, err, out)
	}
}

// click moves the pointer to (x, y) and clicks the left button.
func (w *window) click(x, y float64) {
	w.t.Helper()
	w.xdo("mousemove", strconv.Itoa(int(x)), strconv.Itoa(int(y)))
	time.Sleep(150 * time.Millisecond)
	w.xdo("click", "1")
	time.Sleep(150 * time.Millisecond)
}

// key presses a key by its X name ("Escape", "e", "Return").
func (w *window) key(name string) {
	w.t.Helper()
	w.xdo("key", name)
	time.Sleep(150 * time.Millisecond)
}

// button finds the enabled button whose label starts with label on the
// screen shown, waiting for it to appear.
func (w *window) button(label string) Button {
	w.t.Helper()
	var found Button
	w.waitUI("a button "+strconv.Quote(label), 15*time.Second, func(u UIMap) bool {
		for _, b := range u.Buttons {
			if strings.HasPrefix(b.Label, label) && b.Enabled {
				found = b
				return true
			}
		}
		return false
	})
	return found
}

// press clicks the button whose label starts with label.
func (w *window) press(label string) {
	w.t.Helper()
	b := w.button(label)
	w.click(b.X+b.W/2, b.Y+b.H/2)
}

// shot captures the whole X screen; with STRATEGEMA_TEST_SHOTS set it also
// keeps the PNG there under name.
func (w *window) shot(name string) image.Image {
	w.t.Helper()
	path := filepath.Join(w.t.TempDir(), name)
	if d := os.Getenv("STRATEGEMA_TEST_SHOTS"); d != "" {
		path = filepath.Join(d, name)
	}
	cmd := exec.Command("import", "-window", "root", path)
	cmd.Env = append(os.Environ(), "DISPLAY="+w.display)
	if out, err := cmd.CombinedOutput(); err != nil {
		w.t.Fatalf("import: %v %s", err, out)
	}
	f, err := os.Open(path)
	if err != nil {
		w.t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		w.t.Fatalf("screenshot %s: %v", name, err)
	}
	return img
}
