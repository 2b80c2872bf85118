package render

import (
	"bytes"
	"encoding/json"
	"os"
)

// UIMap is what the window shows, written to Options.UIMap for tests that
// drive the real window from outside (xdotool): they click a button by
// the label a player reads instead of by a pixel position.
type UIMap struct {
	Screen  string        `json:"screen"` // the room on top: menu, play, settings…
	Buttons []UIMapButton `json:"buttons"`
	Dialog  string        `json:"dialog"`  // the open dialog's title, "" when none
	Note    string        `json:"note"`    // the note (toast) showing, "" when none
	Over    bool          `json:"over"`    // the game in progress is over
	Actions int           `json:"actions"` // actions played in the game in progress
	Window  [2]float32    `json:"window"`  // the window's size in pixels
}

// UIMapButton is one button, in window pixels.
type UIMapButton struct {
	Label   string  `json:"label"`
	X       float32 `json:"x"`
	Y       float32 `json:"y"`
	W       float32 `json:"w"`
	H       float32 `json:"h"`
	Enabled bool    `json:"enabled"`
}

// uiMapWriter publishes the UI map: it writes Options.UIMap again
// whenever what the window shows changed. The App reaches it as a.uiMap.
type uiMapWriter struct {
	path string // Options.UIMap; "" publishes nothing
	last []byte // the map last written
}

// snapshot describes a's window as it is this tick. A dialog's choices
// are listed as its buttons, since they are what a click can reach.
func (uiMapWriter) snapshot(a *App) UIMap {
	u := UIMap{Screen: a.top().name(), Window: [2]float32{a.w, a.h}}
	if a.note.Showing() {
		u.Note = a.note.Text
	}
	if m := a.play.m; m != nil {
		u.Over = m.Game.Position().Over()
		u.Actions = len(m.Game.Actions())
	}
	if a.dialog != nil {
		u.Dialog = a.dialog.Title
		_, rs := a.dialog.Rects(a.pt, a.w, a.h)
		for i, c := range a.dialog.Choices {
			if i < len(rs) {
				r := rs[i]
				u.Buttons = append(u.Buttons, UIMapButton{c.Label, r.X, r.Y, r.W, r.H, true})
			}
		}
		return u
	}
	for _, b := range a.buttons {
		u.Buttons = append(u.Buttons, UIMapButton{b.Label, b.R.X, b.R.Y, b.R.W, b.R.H, b.Enabled})
	}
	return u
}

// publish rewrites the file when what a's window shows changed (through
// a temporary file, so a reader never sees half of one).
func (w *uiMapWriter) publish(a *App) {
	if w.path == "" {
		return
	}
	data, err := json.Marshal(w.snapshot(a))
	if err != nil || bytes.Equal(data, w.last) {
		return
	}
	w.last = data
	tmp := w.path + ".tmp"
	if os.WriteFile(tmp, data, 0o644) == nil {
		_ = os.Rename(tmp, w.path)
	}
}
