//go:build js

package render

import (
	"syscall/js"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/engine"
	"strategema/render/input"
	"strategema/render/match"
	"strategema/render/player/aiplayer"
	"strategema/render/scene"
	"strategema/render/ui"
)

// The test bridge (browser only). Every frame the game publishes its
// state on the page as globalThis.strategema, for the loader page (which
// hides its progress bar once frames > 0) and for the browser tests:
//
//	frames        Draw calls so far (rises every frame)
//	ticks         Update calls so far
//	firstFrameMs  performance.now() at the first frame (ms since navigation)
//	goStartMs     performance.now() when the Go program started
//	fps, tps      Ebitengine's measured frame and tick rates
//	width, height the screen in device pixels; dpr the device pixel ratio
//	screen        "menu", "play", "settings", "load", "doc" or "replay"
//	record        the game's record so far (engine.RecordOf), "" without a game
//	turn, round, toMove ("Cerulean"/"Amber"), actionsLeft, over, result
//	selected      the selected unit's cell ("L1-D2") or ""
//	thinking      a computer is searching for its turn, or a suggestion is sought
//	thinkNodes    the actions the last search had played at its last report,
//	thinkMs       and the milliseconds it had taken (kept after it ends:
//	              thinkNodes / thinkMs is the search's speed in the page)
//	touch         the player uses a touch screen (Frame.TouchScreen)
//	uiScale       the HUD's scale (device pixels per layout pixel)
//	zoom, yaw     the board camera's zoom and turn (radians)
//	hover         the cell the pointer (or the last tap) points at, or ""
//	scroll        the reader's scroll (lines) on "doc", the log's on "play"
//	fullscreen    the setting, which follows the page (syncFullscreen)
//	online        the online panel as last drawn, or null (onlinebridge_js.go)
//
// and these functions (positions in CSS pixels of the page):
//
//	cellScreen("L2-D2") -> [x, y] a point the game's picker maps to that
//	                       cell (a unit's body, else its tile), or null
//	button("Hold")      -> [x, y] the centre of the button with that label, or null
//	buttons()           -> [{label, x, y, w, h, enabled, about}, ...] (about:
//	                       the row a settings button changes, else "")
//	moves()             -> the legal moves of the side to move, as record words
//
// Positions come from a copy of the camera taken at the end of the last
// Draw, so they match the picture on the screen.
type webBridge struct {
	app    *App
	obj    js.Value
	funcs  []js.Func
	frames int
	room   string // the name of the room on top

	thinking bool
	think    *match.Thinking // the request whose reports are published
	thinkN   int             // its progress reports published

	recM   *match.Match
	recN   int
	recV   int
	record string
	sel    engine.Cell
	result string

	// the last frame's geometry, for the functions
	view    scene.View
	occ     engine.Bitboard
	prefer  engine.Bitboard // the selection's destinations, which the picker favours
	scale   float64
	buttons []ui.Button
	entries []contentsEntry // the reader's contents entries in view
}

var web webBridge

// goStartMs is performance.now() when this package was initialised: the
// Go program's start, after the page compiled the WebAssembly.
var goStartMs = func() float64 {
	if perf := js.Global().Get("performance"); perf.Truthy() {
		return perf.Call("now").Float()
	}
	return 0
}()

// webMark records performance.now() under name in the page's
// globalThis.strategemaMarks: the start-up milestones the browser test
// reports (where the time to the first frame goes).
func webMark(name string) {
	perf := js.Global().Get("performance")
	if !perf.Truthy() {
		return
	}
	marks := js.Global().Get("strategemaMarks")
	if !marks.Truthy() {
		marks = js.Global().Get("Object").New()
		js.Global().Set("strategemaMarks", marks)
	}
	marks.Set(name, perf.Call("now"))
}

// webFrame publishes the frame's state; Draw calls it last.
func (a *App) webFrame() {
	aiplayer.FrameDrawn() // a search waiting between its slices runs on
	w := &web
	if w.app != a {
		w.start(a)
	}
	w.frames++
	o := w.obj
	if w.frames == 1 {
		if perf := js.Global().Get("performance"); perf.Truthy() {
			o.Set("firstFrameMs", perf.Call("now"))
			o.Set("goStartMs", goStartMs)
		}
	}
	o.Set("frames", w.frames)
	o.Set("ticks", a.tick)
	o.Set("fps", ebiten.ActualFPS())
	o.Set("tps", ebiten.ActualTPS())
	o.Set("width", a.w)
	o.Set("height", a.h)
	w.scale = input.MonitorScale()
	o.Set("dpr", w.scale)
	if name := a.top().name(); name != w.room {
		w.room = name
		o.Set("screen", name)
	}
	w.publishGame(a)
	w.publishThinking(a)
	a.syncFullscreen()
	o.Set("touch", a.fr.TouchScreen)
	o.Set("uiScale", a.uiScale())
	o.Set("zoom", a.view.Cam.Zoom)
	o.Set("yaw", a.view.Cam.Yaw)
	o.Set("fullscreen", a.set.Fullscreen)
	w.publishPointer(a)
	w.publishOnline(a)
	// geometry for cellScreen and button
	w.view = *a.view
	w.occ = engine.Bitboard{}
	bs := a.top().board()
	if bs.Pos != nil {
		w.occ = bs.Pos.Occupied(engine.Cerulean).Or(bs.Pos.Occupied(engine.Amber))
	}
	w.prefer = engine.Bitboard{}
	if bs.M != nil {
		w.prefer = bs.M.Dests
	}
	w.buttons = append(w.buttons[:0], a.buttons...)
	w.entries = w.entries[:0]
	if r, ok := a.top().(*docRoom); ok {
		w.entries = r.contentsInView(w.entries)
	}
	if a.dialog != nil {
		// a dialog is modal: its choices are the only buttons a click reaches
		w.buttons = w.buttons[:0]
		_, rs := a.dialog.Rects(a.pt, a.w, a.h)
		for i, c := range a.dialog.Choices {
			if i < len(rs) {
				w.buttons = append(w.buttons, ui.Button{R: rs[i], Label: c.Label, Enabled: true})
			}
		}
	}
}

// publishGame sets the match's fields, the record only when it changed.
func (w *webBridge) publishGame(a *App) {
	o := w.obj
	m := a.play.m
	if m == nil {
		if w.recM != nil || w.frames == 1 {
			w.recM = nil
			for _, k := range [...]string{"record", "toMove", "selected", "result"} {
				o.Set(k, "")
			}
			for _, k := range [...]string{"turn", "round", "actionsLeft"} {
				o.Set(k, 0)
			}
			o.Set("over", false)
		}
		return
	}
	pos := m.Game.Position()
	if w.recM != m || w.recN != len(m.Game.Actions()) || w.recV != m.Version {
		w.recM, w.recN, w.recV = m, len(m.Game.Actions()), m.Version
		if r := engine.RecordOf(m.Game).String(); r != w.record || w.frames == 1 {
			w.record = r
			o.Set("record", r)
		}
		o.Set("turn", pos.Turn())
		o.Set("round", pos.Round())
		o.Set("toMove", pos.ToMove().Title())
		o.Set("actionsLeft", pos.ActionsLeft())
		o.Set("over", pos.Over())
		if res := match.ResultTextIn(m.Lang(), pos); res != w.result {
			w.result = res
			o.Set("result", res)
		}
		w.sel = engine.Cell(-2) // force the selection out below
	}
	if w.sel != m.Sel {
		w.sel = m.Sel
		s := ""
		if m.Sel.Valid() {
			s = m.Sel.String()
		}
		o.Set("selected", s)
	}
}

// publishPointer sets hover and scroll.
func (w *webBridge) publishPointer(a *App) {
	hover, scroll := "", float32(0)
	switch r := a.top().(type) {
	case *playRoom:
		if r.hover.Valid() {
			hover = r.hover.String()
		}
		scroll = r.log.scroll
	case *docRoom:
		scroll = r.scroll / max(a.pt.LineH(a.pt.Body), 1) // the reader scrolls by the pixel; this reports lines
	}
	w.obj.Set("hover", hover)
	w.obj.Set("scroll", scroll)
}

// publishThinking sets thinking, and the search's progress when a new
// report came in.
func (w *webBridge) publishThinking(a *App) {
	m := a.play.m
	on := m != nil && (m.Think != nil && !m.Think.Draw || m.Suggesting() != nil)
	if on != w.thinking || w.frames == 1 {
		w.thinking = on
		w.obj.Set("thinking", on)
	}
	var t *match.Thinking
	if m != nil {
		t = m.Think
	}
	if t != w.think {
		// the request that ended may have sent its last report (the
		// turn's own figures) after the previous frame: publish it first.
		w.publishProgress()
		w.think, w.thinkN = t, 0
	}
	w.publishProgress()
}

// publishProgress sets thinkNodes and thinkMs from the watched request's
// latest report, when a new one came in.
func (w *webBridge) publishProgress() {
	if w.think == nil {
		return
	}
	prog, n := w.think.Progress()
	if n > 0 && n != w.thinkN {
		w.thinkN = n
		w.obj.Set("thinkNodes", float64(prog.Nodes))
		w.obj.Set("thinkMs", float64(prog.Elapsed)/float64(time.Millisecond))
	}
}

// start creates globalThis.strategema and, in the browser, continues the
// autosaved game at once: a reload goes on with the game it interrupted.
func (w *webBridge) start(a *App) {
	for _, f := range w.funcs {
		f.Release()
	}
	*w = webBridge{app: a, buttons: w.buttons[:0]}
	w.obj = js.Global().Get("Object").New()
	w.fn("cellScreen", w.cellScreen)
	w.fn("button", w.button)
	w.fn("buttons", w.buttonList)
	w.fn("moves", w.moves)
	w.fn("contents", w.contentsList)
	js.Global().Set("strategema", w.obj)
	if a.games.hasAutosave && a.play.m == nil && a.dialog == nil && a.top() == room(a.menu) {
		a.games.continueAutosave()
	}
}

func (w *webBridge) fn(name string, f func(args []js.Value) any) {
	jf := js.FuncOf(func(_ js.Value, args []js.Value) (res any) {
		defer func() {
			if r := recover(); r != nil { // never take the game down from a page script
				res = nil
			}
		}()
		return f(args)
	})
	w.funcs = append(w.funcs, jf)
	w.obj.Set(name, jf)
}

// css converts device pixels to the page's CSS pixels.
func (w *webBridge) css(x, y float32) []any {
	s := w.scale
	if s <= 0 {
		s = 1
	}
	return []any{float64(x) / s, float64(y) / s}
}

func (w *webBridge) cellScreen(args []js.Value) any {
	if len(args) < 1 || args[0].Type() != js.TypeString {
		return nil
	}
	c, err := engine.ParseCell(args[0].String())
	if err != nil {
		return nil
	}
	x, y, ok := w.cellPoint(c)
	if !ok {
		return nil
	}
	return w.css(x, y)
}

// cellPoint finds a screen point that picks cell c on the last frame's
// view: the unit's body, the tile's centre, else a point of a grid over
// the tile; never a point under a button or outside the board's viewport.
func (w *webBridge) cellPoint(c engine.Cell) (float32, float32, bool) {
	v := &w.view
	if !v.LevelVisible(c.Level()) {
		return 0, 0, false
	}
	try := func(p [3]float32) (float32, float32, bool) {
		x, y, _, ok := v.Project(p)
		if !ok || x < v.X0 || y < v.Y0 || x >= v.X0+v.W || y >= v.Y0+v.H {
			return 0, 0, false
		}
		for i := range w.buttons {
			if w.buttons[i].R.Contains(x, y) {
				return 0, 0, false
			}
		}
		if got, ok := v.Pick(x, y, w.occ, w.prefer); !ok || got != c {
			return 0, 0, false
		}
		return x, y, true
	}
	if w.occ.Has(c) {
		if x, y, ok := try(v.UnitPos(c)); ok {
			return x, y, true
		}
	}
	centre := v.CellPos(c)
	if x, y, ok := try(centre); ok {
		return x, y, true
	}
	const k = 4
	for i := -k; i <= k; i++ {
		for j := -k; j <= k; j++ {
			p := centre
			p[0] += 0.45 * float32(i) / k
			p[2] += 0.45 * float32(j) / k
			if x, y, ok := try(p); ok {
				return x, y, true
			}
		}
	}
	return 0, 0, false
}

func (w *webBridge) button(args []js.Value) any {
	if len(args) < 1 || args[0].Type() != js.TypeString {
		return nil
	}
	label := args[0].String()
	for i := range w.buttons {
		if b := &w.buttons[i]; b.Label == label {
			return w.css(b.R.X+b.R.W/2, b.R.Y+b.R.H/2)
		}
	}
	return nil
}

func (w *webBridge) buttonList([]js.Value) any {
	out := make([]any, 0, len(w.buttons))
	for i := range w.buttons {
		b := &w.buttons[i]
		p := w.css(b.R.X, b.R.Y)
		sz := w.css(b.R.W, b.R.H)
		out = append(out, map[string]any{"label": b.Label, "x": p[0], "y": p[1], "w": sz[0], "h": sz[1], "enabled": b.Enabled, "about": b.About})
	}
	return out
}

// contentsList is the reader's contents entries in view: each one's
// text, its place and the scroll (in lines, as scroll) that brings its
// heading to the page's top.
func (w *webBridge) contentsList([]js.Value) any {
	out := make([]any, 0, len(w.entries))
	line := float32(1)
	if a := w.app; a != nil && a.pt != nil {
		line = max(a.pt.LineH(a.pt.Body), 1)
	}
	for _, e := range w.entries {
		p, sz := w.css(e.r.X, e.r.Y), w.css(e.r.W, e.r.H)
		out = append(out, map[string]any{"label": e.label, "x": p[0], "y": p[1], "w": sz[0], "h": sz[1], "target": e.target / line})
	}
	return out
}

func (w *webBridge) moves([]js.Value) any {
	a := w.app
	out := []any{}
	if a == nil || a.play.m == nil {
		return out
	}
	for _, act := range a.play.m.Game.Position().LegalActions(nil) {
		if act.Type == engine.ActMove {
			out = append(out, act.String())
		}
	}
	return out
}
