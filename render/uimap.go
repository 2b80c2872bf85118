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

// uiMap describes the window as it is this tick. A dialog's choices are
// listed as its buttons, since they are what a click can reach.
func (a *App) uiMap() UIMap {
	u := UIMap{Screen: a.top().name(), Window: [2]float32{a.w, a.h}}
	if a.toastT > 0 {
		u.Note = a.toast
	}
	if m := a.play.m; m != nil {
		u.Over = m.Game.Position().Over()
		u.Actions = len(m.Game.Actions())
	}
	if a.dialog != nil {
		u.Dialog = a.dialog.title
		_, rs := a.dialog.rects(a.pt, a.w, a.h)
		for i, c := range a.dialog.choices {
			if i < len(rs) {
				r := rs[i]
				u.Buttons = append(u.Buttons, UIMapButton{c.label, r.X, r.Y, r.W, r.H, true})
			}
		}
		return u
	}
	for _, b := range a.buttons {
		u.Buttons = append(u.Buttons, UIMapButton{b.label, b.r.X, b.r.Y, b.r.W, b.r.H, b.enabled})
	}
	return u
}

// writeUIMap rewrites Options.UIMap when what the window shows changed
// (through a temporary file, so a reader never sees half of one).
func (a *App) writeUIMap() {
	data, err := json.Marshal(a.uiMap())
	if err != nil || bytes.Equal(data, a.lastUIMap) {
		return
	}
	a.lastUIMap = data
	tmp := a.opts.UIMap + ".tmp"
	if os.WriteFile(tmp, data, 0o644) == nil {
		_ = os.Rename(tmp, a.opts.UIMap)
	}
}
