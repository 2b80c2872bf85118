//go:build linux

package e2e

import (
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
