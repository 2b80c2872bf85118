//go:build linux

package e2e

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestNewGameWithSoundOn: a player's first start, sound on by default, on a
// machine that may have no sound device (this one has none): "New game"
// starts a game, a move plays its sound (or finds no device and says so),
// and the game goes on.
func TestNewGameWithSoundOn(t *testing.T) {
	w := startWindow(t, 1280, 800, "")
	w.press("New game: Two Commanders")
	w.waitUI("the game screen", 10*time.Second, func(u UIMap) bool { return u.Screen == "play" })
	w.key("e") // end the turn: a sound plays
	w.waitUI("Amber's turn", 10*time.Second, func(u UIMap) bool { return u.Actions == 1 })
	time.Sleep(2 * time.Second) // ALSA reports a missing device after a while
	w.key("e")
	w.waitUI("Cerulean's turn again", 10*time.Second, func(u UIMap) bool { return u.Actions == 2 })
	w.alive("after two turns with sound on")
	w.press("Menu")
	w.press("Settings")
	w.waitUI("the settings", 10*time.Second, func(u UIMap) bool { return u.Screen == "settings" })
	w.shot("sound-on-settings.png")
	w.alive("in the settings")
}

// resize makes the game's window w×h at the screen's top left corner (Xvfb
// has no window manager to fit it), asking again until the window has taken
// the size and the place: the clicks are at screen coordinates, and a
// window left lower than the top (seen once at 1920×1080) puts its bottom
// row of buttons off the screen.
func (w *window) resize(width, height int) {
	w.t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for {
		cmd := exec.Command("xdotool", "search", "--name", "STRATEGEMA")
		cmd.Env = append(os.Environ(), "DISPLAY="+w.display)
		out, _ := cmd.Output()
		ids := strings.Fields(string(out))
		for _, id := range ids {
			w.xdo("windowmove", id, "0", "0")
			w.xdo("windowsize", id, strconv.Itoa(width), strconv.Itoa(height))
		}
		time.Sleep(700 * time.Millisecond)
		if ws := w.windowSize(); int(ws[0]) == width && int(ws[1]) == height && len(ids) > 0 && w.atOrigin(ids) {
			return
		}
		if time.Now().After(deadline) {
			w.t.Fatalf("the window is %v, not %dx%d", w.windowSize(), width, height)
		}
	}
}

// atOrigin reports whether the windows ids stand at the screen's top left
// corner, as xdotool sees them.
func (w *window) atOrigin(ids []string) bool {
	w.t.Helper()
	for _, id := range ids {
		cmd := exec.Command("xdotool", "getwindowgeometry", "--shell", id)
		cmd.Env = append(os.Environ(), "DISPLAY="+w.display)
		out, err := cmd.Output()
		if err != nil {
			return false
		}
		geo := string(out)
		if !strings.Contains(geo, "\nX=0\n") || !strings.Contains(geo, "\nY=0\n") {
			return false
		}
	}
	return true
}

// windowSize is the window's size as the UI map says.
func (w *window) windowSize() [2]float64 {
	var m struct {
		Window [2]float64 `json:"window"`
	}
	if data, err := os.ReadFile(w.uimap); err == nil {
		_ = json.Unmarshal(data, &m)
	}
	return m.Window
}

// hold clicks the button labelled label holding the mouse button down for
// a moment, so a slow frame (a large window on a software renderer) sees
// the press.
func (w *window) hold(label string) {
	w.t.Helper()
	b := w.button(label)
	w.xdo("mousemove", strconv.Itoa(int(b.X+b.W/2)), strconv.Itoa(int(b.Y+b.H/2)))
	time.Sleep(150 * time.Millisecond)
	w.xdo("mousedown", "1")
	time.Sleep(500 * time.Millisecond)
	w.xdo("mouseup", "1")
	time.Sleep(200 * time.Millisecond)
}

// holdUntil clicks the button labelled label until done holds: a click
// a very slow frame missed is made again (never once done holds).
func (w *window) holdUntil(label string, done func(UIMap) bool) {
	w.t.Helper()
	for try := 0; try < 3; try++ {
		w.hold(label)
		deadline := time.Now().Add(6 * time.Second)
		for time.Now().Before(deadline) {
			if done(w.ui()) {
				return
			}
			time.Sleep(100 * time.Millisecond)
		}
	}
	w.waitUI("after "+label, time.Second, done)
}

// TestFirstHour plays a whole game as a new player at three window sizes:
// the menu, a new game, several turns with clicks on the buttons, a
// record saved and loaded through the file chooser, the question before
// the game in progress is abandoned, a resignation, the game-over panel
// and the replay; and at every step nothing overlaps.
func TestFirstHour(t *testing.T) {
	for _, sz := range [][2]int{{1024, 640}, {1280, 800}, {1920, 1080}} {
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
			w := startWindow(t, sz[0], sz[1], "", "STRATEGEMA_MUTE=1")
			w.resize(sz[0], sz[1])
			tag := fmt.Sprintf("-%d", sz[0])
			checkNoOverlap(t, w, w.ui(), "the menu")
			w.shot("menu" + tag + ".png")
			w.holdUntil("New game: Two", func(u UIMap) bool { return u.Screen == "play" })
			for i := 0; i < 4; i++ { // four turns ended with the button
				n := i + 1
				w.holdUntil("End turn", func(u UIMap) bool { return u.Actions == n })
			}
			w.holdUntil("Hold", func(u UIMap) bool { return u.Actions == 5 })
			checkNoOverlap(t, w, w.ui(), "the game")
			w.shot("play" + tag + ".png")
			w.holdUntil("Menu", func(u UIMap) bool { return u.Screen == "menu" })
			u := w.ui()
			checkNoOverlap(t, w, u, "the in-game menu")
			w.holdUntil("Save record", func(u UIMap) bool { return u.Screen == "chooser" }) // a name and a folder to save in
			checkNoOverlap(t, w, w.ui(), "the chooser to save")
			w.shot("save" + tag + ".png")
			w.holdUntil("Save", func(u UIMap) bool { return strings.HasPrefix(u.Note, "Saved ") })
			w.shot("saved" + tag + ".png")
			w.holdUntil("Load record", func(u UIMap) bool { return u.Screen == "chooser" })
			checkNoOverlap(t, w, w.ui(), "the chooser")
			w.shot("chooser" + tag + ".png")
			w.holdUntil("game-", func(u UIMap) bool { return strings.HasPrefix(u.Dialog, "Abandon") })
			w.shot("abandon" + tag + ".png")
			w.key("Escape") // go back: the chooser stays, the game too
			u = w.waitUI("the question closed", 10*time.Second, func(u UIMap) bool { return u.Dialog == "" })
			if u.Screen != "chooser" || u.Actions != 5 {
				t.Fatalf("Esc on the question: screen %q, %d actions", u.Screen, u.Actions)
			}
			w.holdUntil("game-", func(u UIMap) bool { return strings.HasPrefix(u.Dialog, "Abandon") })
			w.holdUntil("Abandon", func(u UIMap) bool { return u.Screen == "play" && u.Dialog == "" && u.Actions == 5 })
			w.holdUntil("Resign", func(u UIMap) bool { return u.Dialog == "Resign?" })
			w.holdUntil("Resign", func(u UIMap) bool { return u.Over }) // the dialog's answer
			u = w.waitUI("the game-over panel", 15*time.Second, func(u UIMap) bool {
				for _, b := range u.Buttons {
					if b.Label == "Replay" {
						return u.Over
					}
				}
				return false
			})
			checkNoOverlap(t, w, u, "the game-over panel")
			w.shot("over" + tag + ".png")
			w.key("u")
			if u := w.ui(); !u.Over {
				t.Fatal("U took the resignation back")
			}
			w.holdUntil("Replay", func(u UIMap) bool { return u.Screen == "replay" })
			w.hold("►|")
			checkNoOverlap(t, w, w.ui(), "the replay")
			w.shot("replay" + tag + ".png")
			w.key("Escape")
			w.waitUI("back in the game", 10*time.Second, func(u UIMap) bool { return u.Screen == "play" })
			w.alive("after the whole game")
		})
	}
}

// checkNoOverlap fails when two buttons overlap or one leaves the window.
func checkNoOverlap(t *testing.T, w *window, u UIMap, where string) {
	t.Helper()
	size := w.windowSize()
	for i, a := range u.Buttons {
		if a.X < -0.5 || a.Y < -0.5 || a.X+a.W > size[0]+0.5 || a.Y+a.H > size[1]+0.5 {
			t.Errorf("%s: the button %q %+v leaves the %v window", where, a.Label, a, size)
		}
		for _, b := range u.Buttons[i+1:] {
			if a.X+0.5 < b.X+b.W && b.X+0.5 < a.X+a.W && a.Y+0.5 < b.Y+b.H && b.Y+0.5 < a.Y+a.H {
				t.Errorf("%s: the buttons %q and %q overlap", where, a.Label, b.Label)
			}
		}
	}
}
