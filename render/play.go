package render

import (
	"time"

	"strategema/engine"
	"strategema/render/lattice"
	"strategema/render/match"
	"strategema/render/scene"
	"strategema/render/ui"
)

// playRoom is the game being played: the board with its selection and
// cursor, the controls (controls.go), the HUD (hud.go), the Tactical Log
// (log.go), the computer's thinking panel and the exhibition's bar
// (thinking.go) and the game-over panel (over.go). The game itself is a
// match.Match; the room lives as long as the window, and start gives it
// each new game.
type playRoom struct {
	a *App
	m *match.Match // nil before the first game

	boardPointer             // the hovered cell (camera.go)
	cursor       engine.Cell // the keyboard cursor
	kbMode       bool        // the keyboard cursor is showing
	mouseSeen    bool        // the pointer's first position is known
	lastMX       float32
	lastMY       float32

	engageText string
	// legend5 are the legend's rows (legendRows), written for the
	// language legendWritten keeps.
	legend5       [engine.NumKinds]string
	legendLines   []string // the rows wrapped to the stage (drawLegend)
	legendWritten ui.TextCache
	engageFor     *engine.Event

	hud     hudCache
	log     logView
	think   thinkPanel
	over    overPanel
	fpsText string

	asked bool // Options.Suggest has been served
	// logOpen shows the Tactical Log's panel; closed, the board has the
	// whole stage.
	logOpen bool
	// legend shows the five kinds, their shapes and map letters.
	legend bool
	front  frontTipState // the locked-front advice (fronttip.go)
	shapes shapeIcons    // the legend's pictures of the shapes (legend.go)
}

// The play room's buttons.
const (
	playSurge = iota
	playHold
	playEnd
	playUndo
	playOfferDraw
	playResign
	playSuggest
	playMenu
	playMap
	playSolo // arg: the level shown alone, 0 for all
	playResetCam
	playLogUp
	playLogDown
	playLog    // the Tactical Log's panel: open or close
	playLegend // the legend of the five kinds: show or hide
	playPause  // the exhibition's
	playStep
	playPace
	overReplay // the game-over panel's
	overSave
	overClose
	overMenu
	overAnalyse
)

func newPlayRoom(a *App) *playRoom {
	return &playRoom{a: a, boardPointer: boardPointer{hover: engine.NoCell}, cursor: engine.NewCell(1, 3, 1)}
}

// start shows m, with the room's state of the last game dropped.
func (p *playRoom) start(m *match.Match) {
	p.m = m
	p.over.shown = false // a finished game opens on its result panel
	p.hover, p.kbMode = engine.NoCell, false
	p.log.scroll = 0
}

func (p *playRoom) name() string { return "play" }

func (p *playRoom) board() lattice.State {
	bs := lattice.StateOf(&p.m.Shown)
	bs.M, bs.Hover = p.m, p.hover
	if p.m.Sel != engine.NoCell && p.m.Dests.Has(p.hover) {
		bs.Fights = p.hud.preview
	}
	if p.kbMode {
		bs.Cur = p.cursor
	}
	return bs
}

// playLayout is the play screen's geometry: the top bar, the stage the
// board fills, the action bar, the Tactical Log's panel (when open), and
// where the thinking panel floats.
type playLayout struct {
	top, stage, panel, log, think, bar ui.Rect
	// tall: a window held upright (a phone): the action bar takes two
	// rows and the log opens as a sheet over the board's lower part.
	tall bool
	// short: a window held sideways with little height (a phone turned):
	// the online panel goes into the top bar (onlinetopbar.go).
	short bool
}

// playBarRows is how many rows the action bar takes in a window w wide at
// scale s: one where seven buttons fit at a comfortable width, else two.
func playBarRows(w, s float32) int {
	if w/s < 7*96 {
		return 2
	}
	return 1
}

func (p *playRoom) rects() playLayout {
	a := p.a
	s := float32(a.pt.ScaleOr1())
	var L playLayout
	L.tall = a.h > a.w*1.1
	L.short = !L.tall && a.h <= shortScreenH*s
	topH := 62 * s
	L.top = ui.Rect{X: 0, Y: 0, W: a.w, H: topH}
	rows := float32(playBarRows(a.w, s))
	barH := rows*48*s + (rows-1)*8*s
	L.bar = ui.Rect{X: 8 * s, Y: a.h - barH - 8*s, W: a.w - 16*s, H: barH}
	L.stage = ui.Rect{X: 0, Y: topH, W: a.w, H: L.bar.Y - 8*s - topH}
	if g := p.shownOnline(); g != nil && L.tall {
		// the online panel's band above the bar (onlineGame.panel)
		v := g.c.View()
		L.stage.H = g.panel(L, &v).r.Y - topH
	}
	if p.logOpen {
		if L.tall {
			h := L.stage.H * 0.55
			L.panel = ui.Rect{X: 8 * s, Y: L.stage.Y + L.stage.H - h, W: a.w - 16*s, H: h}
		} else {
			pw := min(400*s, a.w*0.34)
			L.panel = ui.Rect{X: a.w - pw - 8*s, Y: topH + 8*s, W: pw, H: L.bar.Y - 16*s - topH}
			L.stage.W = L.panel.X - 8*s
		}
		L.log = L.panel
	}
	L.think = ui.Rect{X: L.stage.X + 8*s, Y: L.stage.Y + 48*s, W: min(440*s, L.stage.W-16*s), H: 120 * s}
	return L
}

func (p *playRoom) layout() {
	a := p.a
	L := p.rects()
	s := float32(a.pt.Scale)
	a.view.X0, a.view.Y0, a.view.W, a.view.H = L.stage.X, L.stage.Y, L.stage.W, L.stage.H
	a.view.Inset = 48 * s // the view controls along the top
	m := p.m
	pos := m.Game.Position()
	human := m.HumanToMove()
	can := human && !pos.Over() && !pos.DrawPending()
	spend := can && pos.ActionsLeft() > 0
	surgeCell := m.SurgeTarget(p.hover)
	type bdef struct {
		label, hint string
		id          int
		ok          bool
	}
	defs := [...]bdef{
		{a.tr("play.surge"), "S", playSurge, spend && surgeCell != engine.NoCell},
		{a.tr("play.hold"), "H", playHold, spend},
		{a.tr("play.end_turn"), "E", playEnd, spend},
		{a.tr("play.undo"), "U", playUndo, m.Game.CanUndo() && m.UndoAllowed()},
		{a.tr("play.offer_draw"), "O", playOfferDraw, can && !pos.DrawOffered()},
		{a.tr("play.resign"), "R", playResign, human && !pos.Over()},
		{a.tr("play.suggest"), "G", playSuggest, p.canSuggest() || m.Suggesting() != nil},
	}
	if u, r, ok := p.onlineBar(); ok { // a game played online: takeback and resignation go to the server
		defs[3], defs[5] = bdef{u.label, "", u.id, u.enabled}, bdef{r.label, "R", r.id, r.enabled}
		if g := p.shownOnline(); L.short && g.takebackAsked() {
			// the top bar's panel has no room for the answer: it takes the
			// places of Surge and Hold (no play is made before it)
			defs[0], defs[1] = bdef{a.tr("online.takeback.accept"), "", onlineAccept, true}, bdef{a.tr("online.takeback.decline"), "", onlineDecline, true}
		}
	}
	gap := 8 * s
	n := float32(len(defs))
	if a.opts.Advisor == nil {
		n-- // no Suggest button
	}
	rows := playBarRows(a.w, s)
	perRow := (int(n) + rows - 1) / rows
	rowH := (L.bar.H - gap*float32(rows-1)) / float32(rows)
	bw := min((L.bar.W-gap*float32(perRow-1))/float32(perRow), 170*s)
	shown := defs[:int(n)]
	if m.Exhibition {
		p.layoutExhibition(ui.Rect{X: L.bar.X, Y: L.bar.Y + L.bar.H - rowH, W: L.bar.W, H: rowH}) // pause, step and pace instead
		shown = nil
	}
	for i, d := range shown {
		col, row := i%perRow, i/perRow
		b := a.addButton(ui.Rect{X: L.bar.X + float32(col)*(bw+gap), Y: L.bar.Y + float32(row)*(rowH+gap), W: bw, H: rowH}, d.label, d.hint, d.id, 0, d.ok)
		b.Accent = d.id == playEnd || d.id == onlineAccept
	}
	// view controls, top-right of the board: the log's toggle, the levels,
	// the map and the camera (the last two on a second row when narrow)
	vx := a.view.X0 + a.view.W - 8*s
	y := L.top.H + 8*s
	sz := 34 * s
	if L.tall || a.touchUI() {
		sz = max(44*s, float32(ui.MinTouchTarget*a.deviceScale())) // a finger's width
	}
	logLabel := a.tr("play.log")
	if p.logOpen {
		logLabel = a.tr("play.hide_log")
		// where the levels' row has no room for it (a phone in Russian:
		// All went off the screen's left edge) the lit button keeps its
		// short name
		levels := 4*(sz+4*s) + max(48*s, a.pt.Width(a.tr("play.all"), a.pt.Body)+20*s)
		if vx-(a.pt.Width(logLabel, a.pt.Body)+28*s+8*s+levels) < a.view.X0+8*s {
			logLabel = a.tr("play.log")
		}
	}
	lw := a.pt.Width(logLabel, a.pt.Body) + 28*s
	if !(p.logOpen && !L.tall) {
		vx -= lw
		lb := a.addButton(ui.Rect{X: vx, Y: y, W: lw, H: sz}, logLabel, "", playLog, 0, true)
		lb.On = p.logOpen
		vx -= 8 * s
	}
	labels := [...]string{"4", "3", "2", "1", a.tr("play.all")}
	for i, l := range labels {
		w := sz
		if i == len(labels)-1 {
			w = max(48*s, a.pt.Width(l, a.pt.Body)+20*s)
		}
		vx -= w
		solo := 4 - i
		b := a.addButton(ui.Rect{X: vx, Y: y, W: w, H: sz}, l, "", playSolo, solo, true)
		b.On = a.view.Solo == solo
		vx -= 4 * s
	}
	mapLabel := a.tr("play.map_view")
	if a.view.Mode == scene.Flat {
		mapLabel = a.tr("play.view_3d")
	}
	// each as wide as its label in the window's language asks
	fit := func(label string, least float32) float32 { return max(least, a.pt.Width(label, a.pt.Body)+28*s) }
	legend, camera := a.tr("play.legend"), a.tr("play.camera")
	wLegend, wMap, wCamera := fit(legend, 86*s), fit(mapLabel, 106*s), fit(camera, 80*s)
	if vx-(wLegend+wMap+wCamera+12*s) < a.view.X0+8*s { // no room left on this row
		vx, y = a.view.X0+a.view.W-8*s, y+sz+6*s
		a.view.Inset += sz + 6*s
	}
	vx -= wLegend + 4*s
	lg := a.addButton(ui.Rect{X: vx, Y: y, W: wLegend, H: sz}, legend, "", playLegend, 0, true)
	lg.On = p.legend
	vx -= wMap + 4*s
	a.addButton(ui.Rect{X: vx, Y: y, W: wMap, H: sz}, mapLabel, "M", playMap, 0, true)
	vx -= wCamera + 4*s
	a.addButton(ui.Rect{X: vx, Y: y, W: wCamera, H: sz}, camera, "C", playResetCam, 0, true)
	a.addButton(ui.Rect{X: L.top.W - 104*s, Y: 12 * s, W: 96 * s, H: 38 * s}, a.tr("play.menu"), "Esc", playMenu, 0, true)
	p.over.layout(p)
	p.layoutOnline(L)
	if p.logOpen {
		// the log's scroll and close
		bw, bh, pitch := 26*s, 24*s, 30*s
		if a.touchUI() { // a finger's target each, side by side
			bw = float32(ui.MinTouchTarget * a.deviceScale())
			bh, pitch = bw, bw+4*s
		}
		right := L.log.X + L.log.W - 8*s
		a.addButton(ui.Rect{X: right - 3*pitch + 4*s, Y: L.log.Y + 6*s, W: bw, H: bh}, "▲", "", playLogUp, 0, true)
		a.addButton(ui.Rect{X: right - 2*pitch + 4*s, Y: L.log.Y + 6*s, W: bw, H: bh}, "▼", "", playLogDown, 0, true)
		a.addButton(ui.Rect{X: right - pitch + 4*s, Y: L.log.Y + 6*s, W: bw, H: bh}, "×", "", playLog, 0, true)
	}
}

func (p *playRoom) press(b *ui.Button) {
	a := p.a
	m := p.m
	switch b.ID {
	case playSurge:
		if c := m.SurgeTarget(p.hover); c != engine.NoCell {
			p.act(engine.Surge(c))
		}
	case playHold:
		p.act(engine.Simple(engine.ActHold))
	case playEnd:
		p.act(engine.Simple(engine.ActEnd))
	case playUndo:
		p.undo()
	case playOfferDraw:
		p.act(engine.Simple(engine.ActOfferDraw))
	case playResign:
		side := m.Game.Position().ToMove()
		a.ask(a.tr("play.resign.title"), a.trf("play.resign.text", "Side", a.lang.Side(side), "Winner", a.lang.Side(side.Opponent())),
			a.tr("play.resign.yes"), func() { p.act(engine.Simple(engine.ActResign)) }, a.tr("play.resign.no"), nil)
	case playSuggest:
		p.suggest()
	case playMenu:
		a.pop()
	case playMap:
		a.cam.toggleMap()
	case playSolo:
		a.view.Solo = b.Arg
		a.idle = 0
	case playResetCam:
		a.view.Cam = scene.DefaultOrbit()
		a.idle = 0
	case playLog:
		p.logOpen = !p.logOpen
	case playLegend:
		p.legend = !p.legend
	case playLogUp:
		p.log.scroll += 3
	case playLogDown:
		p.log.scroll = max(0, p.log.scroll-3)
	case playPause:
		m.TogglePause()
	case playStep:
		m.Step()
	case playPace:
		m.NextPace()
	case overReplay:
		p.over.open = false
		a.push(newReplayRoom(a, m.Game))
	case overSave:
		a.games.saveRecord()
	case overClose:
		p.over.open = false
	case overMenu:
		p.over.open = false
		a.pop()
	case overAnalyse:
		p.over.analyse(p)
	case overRematch:
		if g := a.net.game; g != nil && g.m == m {
			g.askRematch()
		}
	case onlineTakeback, onlineAccept, onlineDecline, onlineResign, onlineAbort:
		p.pressOnline(b)
	}
}

// act plays a at the window and keeps the game.
func (p *playRoom) act(act engine.Action) {
	if p.m == nil {
		return
	}
	if err := p.m.Act(act); err != nil {
		p.a.say(p.a.lang.Error(err))
		return
	}
	p.a.games.autosave()
}

// undo takes back the last action; against a computer, back to the
// person's own last action.
func (p *playRoom) undo() {
	if err := p.m.Undo(); err != nil {
		p.a.say(p.a.lang.Error(err))
		return
	}
	p.a.snapTiles(&p.m.Shown)
	p.over.shown, p.over.open = false, false // an ending taken back shows its panel again when it comes
	p.a.games.autosave()
}

// canSuggest reports whether the person may ask for a suggestion now.
func (p *playRoom) canSuggest() bool {
	return p.a.opts.Advisor != nil && p.m != nil && p.m.CanSuggest()
}

// suggest asks the Advisor for the person's turn; the window keeps
// drawing and shows the search's time.
func (p *playRoom) suggest() {
	if p.canSuggest() {
		p.m.SuggestExplained(p.a.opts.Advisor, p.a.opts.Explainer)
	}
}

// update handles the board's input, the computer's answers and the end of
// the game.
func (p *playRoom) update() {
	a := p.a
	m := p.m
	speed := float32(a.set.AnimSpeed)
	m.Advance(a.dt*speed, a.playFn)
	p.noteEngage()
	m.Update(a.dt*speed, time.Duration(a.set.ThinkTime*float64(time.Second)))
	if a.opts.Suggest && !p.asked {
		p.asked = true
		p.suggest()
	}
	if acts, ok, err := m.PollSuggestion(); ok {
		if err != nil {
			a.say(a.lang.Error(err))
		} else if len(acts) > 0 && acts[0].Type == engine.ActMove {
			p.cursor = acts[0].From // the keys go on from there; the tip stays with the pointer
		}
	}
	if a.dialog == nil {
		p.computerKeys()
		p.keys()
		p.cameraInput()
	}
	if m.Drive(a.say) {
		a.games.autosave()
	}
	p.adviseLockedFront()
	pos := m.Game.Position()
	// the hotseat draw question
	if a.dialog == nil && pos.DrawPending() && !m.Busy() && m.Computer(pos.ToMove().Opponent()) == nil {
		off, ans := pos.ToMove(), pos.ToMove().Opponent()
		a.ask(a.tr("play.draw.title"), m.DrawOfferText(off, ans),
			a.tr("play.draw.accept"), func() { p.act(engine.Simple(engine.ActAcceptDraw)) },
			a.tr("play.draw.decline"), func() { p.act(engine.Simple(engine.ActDeclineDraw)) })
	}
	if a.dialog == nil && pos.Over() && !m.Busy() && !p.over.shown {
		p.over.shown = true
		p.over.show()
	}
}

// noteEngage formats the totals of an engagement as it starts.
func (p *playRoom) noteEngage() {
	e, _ := p.m.Current()
	if e == p.engageFor {
		return
	}
	p.engageFor = e
	p.engageText = ""
	if e != nil && e.Type == engine.EvEngaged {
		p.engageText = p.a.trf("play.engage", "Attack", e.Combat.A.Total(), "Defence", e.Combat.D.Total())
	}
}
