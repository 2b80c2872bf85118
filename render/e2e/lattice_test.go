//go:build linux

package e2e

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
	"time"
)

// boardMeasure mirrors what the window writes next to a screenshot
// (STRATEGEMA_SCREENSHOT=FILE writes FILE.json; render/lattice/measure.go).
type boardMeasure struct {
	Window struct{ W, H float64 } `json:"window"`
	Board  struct{ X, Y, W, H float64 }
	Cell   float64 `json:"cell_min_px"`
	Unit   float64 `json:"unit_min_px"`
	Cells  int     `json:"cells"`
	Units  int     `json:"units"`
}

// shotMeasure runs the game for a screenshot of a game in progress at
// w×h with env added, and returns the board's measurement.
func shotMeasure(t *testing.T, w, h int, env ...string) boardMeasure {
	t.Helper()
	display := ":" + strconv.Itoa(int(displayN.Add(1)))
	xvfb := exec.Command("Xvfb", display, "-screen", "0", fmt.Sprintf("%dx%dx24", w, h), "-nolisten", "tcp")
	if err := xvfb.Start(); err != nil {
		t.Fatalf("Xvfb: %v", err)
	}
	defer func() { xvfb.Process.Kill(); xvfb.Wait() }()
	ready := false
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		c := exec.Command("xdotool", "getdisplaygeometry")
		c.Env = append(os.Environ(), "DISPLAY="+display)
		if c.Run() == nil {
			ready = true
			break
		}
	}
	if !ready {
		t.Fatal("Xvfb did not start")
	}
	dir := t.TempDir()
	shot := filepath.Join(dir, fmt.Sprintf("lattice-%dx%d.png", w, h))
	record, err := filepath.Abs("../testdata/midgame.sgr")
	if err != nil {
		t.Fatal(err)
	}
	game := exec.Command(gameBinary)
	game.Env = append(os.Environ(), "DISPLAY="+display, "STRATEGEMA_CONFIG_DIR="+dir,
		"STRATEGEMA_SCREENSHOT="+shot, "STRATEGEMA_RECORD="+record, fmt.Sprintf("STRATEGEMA_WINDOW=%dx%d", w, h))
	game.Env = append(game.Env, env...)
	if out, err := game.CombinedOutput(); err != nil {
		t.Fatalf("the game at %dx%d: %v\n%s", w, h, err, out)
	}
	keepShot(t, shot)
	data, err := os.ReadFile(shot + ".json")
	if err != nil {
		t.Fatal(err)
	}
	var m boardMeasure
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatalf("%s.json: %v", shot, err)
	}
	return m
}

// keepShot copies a screenshot to STRATEGEMA_TEST_SHOTS when it is set.
func keepShot(t *testing.T, path string) {
	dir := os.Getenv("STRATEGEMA_TEST_SHOTS")
	if dir == "" {
		return
	}
	if data, err := os.ReadFile(path); err == nil {
		os.MkdirAll(dir, 0o755)
		os.WriteFile(filepath.Join(dir, filepath.Base(path)), data, 0o644)
	}
}

// TestLatticeFillsTheStage checks the default 3D view of a game in
// progress against the goals of a board a player can read and click: the
// lattice covers at least half of the window, its smallest cell is at
// least 20 px across its shorter side and its smallest unit at least
// 32 px tall.
func TestLatticeFillsTheStage(t *testing.T) {
	for _, size := range [][2]int{{1280, 800}, {1920, 1080}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			m := shotMeasure(t, size[0], size[1])
			if m.Window.W != float64(size[0]) || m.Window.H != float64(size[1]) {
				t.Fatalf("window %v×%v, want %v", m.Window.W, m.Window.H, size)
			}
			if m.Cells != 256 || m.Units == 0 {
				t.Fatalf("measured %d cells and %d units, want 256 cells and the game's units", m.Cells, m.Units)
			}
			share := m.Board.W * m.Board.H / (m.Window.W * m.Window.H)
			t.Logf("board %.0f×%.0f at (%.0f,%.0f): %.0f%% of the window; smallest cell %.1f px, smallest unit %.1f px",
				m.Board.W, m.Board.H, m.Board.X, m.Board.Y, 100*share, m.Cell, m.Unit)
			if share < 0.5 {
				t.Errorf("the lattice covers %.0f%% of the window, want at least 50%%", 100*share)
			}
			if m.Cell < 20 {
				t.Errorf("smallest cell %.1f px, want at least 20", m.Cell)
			}
			if m.Unit < 32 {
				t.Errorf("smallest unit %.1f px tall, want at least 32", m.Unit)
			}
			if m.Board.X < 0 || m.Board.Y < 0 || m.Board.X+m.Board.W > m.Window.W || m.Board.Y+m.Board.H > m.Window.H {
				t.Errorf("the board %+v leaves the window", m.Board)
			}
		})
	}
}

// TestLatticeOnATallNarrowWindow checks the default 3D view in a window
// of a phone held upright, 390×844: the board gets the width, covers at
// least half of the window, and keeps a cell of at least 15 px and a unit
// of at least 19 px (at the phone's DPR 3: 45 and 57 device pixels, over
// the 20 and 32 the desktop asks). render/lattice_phone_test.go checks the
// same at DPR 1, 2 and 3 in process.
func TestLatticeOnATallNarrowWindow(t *testing.T) {
	const w, h = 390, 844
	m := shotMeasure(t, w, h)
	if m.Window.W != w || m.Window.H != h {
		t.Skipf("the window came up %v×%v, not %d×%d: the desktop window's minimum size (render/app.go, SetWindowSizeLimits) is wider than a phone", m.Window.W, m.Window.H, w, h)
	}
	if m.Cells != 256 || m.Units == 0 {
		t.Fatalf("measured %d cells and %d units, want 256 cells and the game's units", m.Cells, m.Units)
	}
	share := m.Board.W * m.Board.H / (m.Window.W * m.Window.H)
	t.Logf("board %.0f×%.0f at (%.0f,%.0f): %.0f%% of the window; smallest cell %.1f px, smallest unit %.1f px",
		m.Board.W, m.Board.H, m.Board.X, m.Board.Y, 100*share, m.Cell, m.Unit)
	if share < 0.5 {
		t.Errorf("the lattice covers %.0f%% of the window, want at least 50%%", 100*share)
	}
	if m.Cell < 15 {
		t.Errorf("smallest cell %.1f px, want at least 15", m.Cell)
	}
	if m.Unit < 19 {
		t.Errorf("smallest unit %.1f px tall, want at least 19", m.Unit)
	}
	if m.Board.W < 0.9*w {
		t.Errorf("the board is %.0f px wide in a %d px window, want it to take the width", m.Board.W, w)
	}
	if m.Board.X < 0 || m.Board.Y < 0 || m.Board.X+m.Board.W > m.Window.W || m.Board.Y+m.Board.H > m.Window.H {
		t.Errorf("the board %+v leaves the window", m.Board)
	}
}
