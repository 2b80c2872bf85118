package render

import (
	"github.com/hajimehoshi/ebiten/v2"

	"strategema/render/scene"
	"strategema/render/store"
)

// window.go: the desktop window's first place (sized to the monitor, or
// where the player left it) and the view state kept in the settings
// between runs (Options.Remember).

// windowAspect is the shape of a window sized to the monitor: 16:10.
const windowAspect = 1.6

// windowShare is how much of the monitor's height (or width) a first
// window takes.
const windowShare = 0.85

// windowPlacement is the window's first size and position on a monitor
// mw×mh (device-independent pixels): the kept place when there is one,
// shrunk to fit the monitor and moved back onto it, never off the
// screen; else a large share of the monitor at 16:10, centred. ok is false
// when the monitor's size is unknown (leave the window as it is).
func windowPlacement(kept store.Window, mw, mh int) (win store.Window, ok bool) {
	if mw <= 0 || mh <= 0 {
		return store.Window{}, false
	}
	if kept.W >= store.MinWindowW && kept.H >= store.MinWindowH {
		w, h := min(kept.W, mw), min(kept.H, mh)
		x := max(0, min(kept.X, mw-w))
		y := max(0, min(kept.Y, mh-h))
		return store.Window{X: x, Y: y, W: w, H: h, Maximized: kept.Maximized}, true
	}
	h := int(float64(mh) * windowShare)
	w := int(float64(h) * windowAspect)
	if lim := int(float64(mw) * windowShare); w > lim {
		w, h = lim, int(float64(lim)/windowAspect)
	}
	w, h = max(w, min(store.MinWindowW, mw)), max(h, min(store.MinWindowH, mh))
	return store.Window{X: (mw - w) / 2, Y: (mh - h) / 2, W: w, H: h}, true
}

// placeWindow gives the window its first size and position, before the
// game loop runs: the size asked for (Options.WindowW, WindowH), else
// where the player left it, else sized to the monitor.
func (a *App) placeWindow() {
	if a.opts.WindowW > 0 && a.opts.WindowH > 0 {
		ebiten.SetWindowSize(a.opts.WindowW, a.opts.WindowH)
		return
	}
	mw, mh := 0, 0
	if m := ebiten.Monitor(); m != nil {
		mw, mh = m.Size()
	}
	kept := store.Window{}
	if a.opts.Remember {
		kept = a.set.Window
	}
	win, ok := windowPlacement(kept, mw, mh)
	if !ok {
		ebiten.SetWindowSize(1280, 800)
		return
	}
	ebiten.SetWindowSize(win.W, win.H)
	ebiten.SetWindowPosition(win.X, win.Y)
	if win.Maximized {
		ebiten.MaximizeWindow()
	}
	a.keptWindow = win
}

// keepWindow notes where the window is, about once a second, and keeps it
// in the settings when the player has moved, resized or maximised it (not
// in full screen, whose place is the monitor's). A maximised window keeps
// the size it had before.
func (a *App) keepWindow() {
	if !a.opts.Remember || a.tick%60 != 0 || ebiten.IsFullscreen() {
		return
	}
	w, h := ebiten.WindowSize()
	if w <= 0 || h <= 0 { // no desktop window (a browser)
		return
	}
	now := a.keptWindow
	now.Maximized = ebiten.IsWindowMaximized()
	if !now.Maximized {
		now.X, now.Y = ebiten.WindowPosition()
		now.W, now.H = w, h
	}
	if now != a.keptWindow {
		a.keptWindow = now
		a.set.Window = now
		a.saveSettings()
	}
}

// viewNow is the view the player has chosen in the play room.
func (a *App) viewNow() store.View {
	return store.View{Map: a.view.Mode == scene.Flat, Solo: a.view.Solo, Log: a.play.logOpen, Legend: a.play.legend}
}

// restoreView puts back the view kept in the settings (Options.Remember;
// Options.View, when set, wins).
func (a *App) restoreView() {
	if !a.opts.Remember || a.opts.View != "" {
		return
	}
	v := a.set.View
	if v.Map {
		a.view.Mode = scene.Flat
	}
	a.view.Solo = v.Solo
	a.play.logOpen, a.play.legend = v.Log, v.Legend
}

// keepView keeps the play room's view in the settings when the player
// changes it (the map, a level alone, the log, the legend).
func (a *App) keepView() {
	if !a.opts.Remember || a.opts.Screenshot != "" || a.opts.Bench > 0 {
		return
	}
	if v := a.viewNow(); v != a.set.View {
		a.set.View = v
		a.saveSettings()
	}
}
