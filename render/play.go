package render

import (
	"fmt"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/engine"
	"strategema/render/scene"
)

// hudCache holds the HUD's strings, rebuilt only when the match changes
// (so a steady frame formats nothing).
type hudCache struct {
	version  int
	m        *match
	hover    engine.Cell
	turn     string
	terrC    string
	terrA    string
	warn     string
	status   string
	info     []string
	infoCols []scene.Color
	pvVer    int
	infoGen  int
}

// playLayout is the play screen's geometry.
type playLayout struct {
	top, panel, info, log, bar Rect
}

func (a *App) playRects() playLayout {
	s := float32(a.pt.scaleOr1())
	var L playLayout
	topH := 62 * s
	L.top = Rect{0, 0, a.w, topH}
	pw := min(400*s, a.w*0.36)
	L.panel = Rect{a.w - pw - 8*s, topH + 8*s, pw, a.h - topH - 16*s}
	L.info = Rect{L.panel.X, L.panel.Y, pw, min(250*s, L.panel.H*0.42)}
	L.log = Rect{L.panel.X, L.info.Y + L.info.H + 8*s, pw, L.panel.H - L.info.H - 8*s}
	L.bar = Rect{8 * s, a.h - 56*s, L.panel.X - 16*s, 48 * s}
	return L
}

// layout places the view and the current screen's buttons.
func (a *App) layout() {
	a.buttons = a.buttons[:0]
	if a.pt == nil || a.w == 0 {
		return
	}
	a.view.X0, a.view.Y0, a.view.W, a.view.H = 0, 0, a.w, a.h
	a.view.Inset = 0
	switch a.screen {
	case scrPlay:
		a.layoutPlay()
	case scrMenu:
		a.layoutMenu()
	case scrSettings:
		a.layoutSettings()
	case scrLoad:
		a.layoutLoad()
	case scrDoc:
		a.layoutDoc()
	case scrReplay:
		a.layoutReplay()
	}
}

func (a *App) layoutPlay() {
	L := a.playRects()
	s := float32(a.pt.scale)
	a.view.X0, a.view.Y0 = 0, L.top.H
	a.view.W, a.view.H = L.panel.X-8*s, a.h-L.top.H-L.bar.H-16*s
	a.view.Inset = 48 * s // the view controls along the top
	m := a.m
	pos := m.g.Position()
	human := a.humanToMove()
	can := human && !pos.Over() && !pos.DrawPending()
	spend := can && pos.ActionsLeft() > 0
	surgeCell := a.surgeTarget()
	type bdef struct {
		label, hint string
		id          int
		ok          bool
	}
	defs := [...]bdef{
		{"Surge", "S", btSurge, spend && surgeCell != engine.NoCell},
		{"Hold", "H", btHold, spend},
		{"End turn", "E", btEnd, spend},
		{"Undo", "U", btUndo, m.g.CanUndo() && a.undoAllowed()},
		{"Offer draw", "O", btOfferDraw, can && !pos.DrawOffered()},
		{"Resign", "R", btResign, human && !pos.Over()},
		{"Suggest", "G", btSuggest, a.canSuggest() || a.ai.sug != nil},
	}
	gap := 8 * s
	n := float32(len(defs))
	if a.opts.Advisor == nil {
		n-- // no Suggest button
	}
	bw := min((L.bar.W-gap*(n-1))/n, 170*s)
	shown := defs[:int(n)]
	if m.ai.exhibition {
		a.layoutExhibition(L.bar) // pause, step and pace instead
		shown = nil
	}
	for i, d := range shown {
		b := a.addButton(Rect{L.bar.X + float32(i)*(bw+gap), L.bar.Y, bw, L.bar.H}, d.label, d.hint, d.id, 0, d.ok)
		b.accent = d.id == btEnd
	}
	// view controls, top-right of the board
	vx := a.view.X0 + a.view.W - 8*s
	y := L.top.H + 8*s
	sz := 34 * s
	labels := [...]string{"4", "3", "2", "1", "All"}
	for i, l := range labels {
		w := sz
		if l == "All" {
			w = 48 * s
		}
		vx -= w
		solo := 4 - i
		b := a.addButton(Rect{vx, y, w, sz}, l, "", btSolo, solo, true)
		b.on = a.view.Solo == solo
		vx -= 4 * s
	}
	mapLabel := "Map view"
	if a.view.Mode == scene.Flat {
		mapLabel = "3D view"
	}
	vx -= 110 * s
	a.addButton(Rect{vx, y, 106 * s, sz}, mapLabel, "M", btMap, 0, true)
	vx -= 84 * s
	a.addButton(Rect{vx, y, 80 * s, sz}, "Camera", "C", btResetCam, 0, true)
	a.addButton(Rect{L.top.W - 104*s, 12 * s, 96 * s, 38 * s}, "Menu", "Esc", btMenu, 0, true)
	a.layoutOver()
	// log scroll
	a.addButton(Rect{L.log.X + L.log.W - 64*s, L.log.Y + 6*s, 26 * s, 24 * s}, "▲", "", btLogUp, 0, true)
	a.addButton(Rect{L.log.X + L.log.W - 34*s, L.log.Y + 6*s, 26 * s, 24 * s}, "▼", "", btLogDown, 0, true)
}

// humanToMove reports whether the side to move (or, with a draw offer
// pending, the side answering) is played at the window.
func (a *App) humanToMove() bool {
	m := a.m
	if m == nil {
		return false
	}
	s := m.g.Position().ToMove()
	if m.g.Position().DrawPending() {
		s = s.Opponent()
	}
	return m.computer(s) == nil
}

// undoAllowed: against a computer, undo is allowed on the human's turn (it
// takes back to the human's last action).
func (a *App) undoAllowed() bool { return a.m.think == nil || a.humanToMove() }

// surgeTarget is the unit a Surge would boost: the selection, else the
// unit under the pointer or cursor, when the engine allows it.
func (a *App) surgeTarget() engine.Cell {
	m := a.m
	pos := m.g.Position()
	for _, c := range [2]engine.Cell{m.sel, a.hover} {
		if !c.Valid() || pos.UnitAt(c) == engine.NoUnit {
			continue
		}
		u := pos.Unit(pos.UnitAt(c))
		if u.Side == pos.ToMove() && u.Active() && !u.Surging {
			return c
		}
	}
	return engine.NoCell
}

// act plays a at the window.
func (a *App) act(act engine.Action) {
	m := a.m
	if m == nil {
		return
	}
	m.finish()
	if _, err := m.apply(act); err != nil {
		a.say(err.Error())
		return
	}
	a.autosave()
}

// autosave keeps the game after every action (temporary file + rename).
func (a *App) autosave() {
	if a.opts.Screenshot != "" || a.opts.Bench > 0 || a.m.ai.exhibition {
		return // an exhibition never replaces a person's saved game
	}
	m := a.m
	if m.g.Position().Over() {
		if err := a.st.ClearAutosave(); err != nil {
			a.say(err.Error())
		}
		return
	}
	if err := a.st.WriteAutosave(a.recordBytes()); err != nil {
		a.say(err.Error())
	}
}

// recordBytes is the game's record with who played each side.
func (a *App) recordBytes() []byte {
	m := a.m
	r := engine.RecordOf(m.g,
		engine.Header{Key: "Event", Value: "STRATEGEMA"},
		engine.Header{Key: "Cerulean", Value: m.players[0].Name()},
		engine.Header{Key: "Amber", Value: m.players[1].Name()})
	return []byte(r.String())
}

func (a *App) onPlayButton(id, arg int) {
	m := a.m
	switch id {
	case btSurge:
		if c := a.surgeTarget(); c != engine.NoCell {
			a.act(engine.Surge(c))
		}
	case btHold:
		a.act(engine.Simple(engine.ActHold))
	case btEnd:
		a.act(engine.Simple(engine.ActEnd))
	case btUndo:
		a.undo()
	case btOfferDraw:
		a.act(engine.Simple(engine.ActOfferDraw))
	case btResign:
		side := m.g.Position().ToMove()
		a.ask("Resign?", side.Title()+" resigns and "+side.Opponent().Title()+" wins. This cannot be undone.",
			"Resign", func() { a.act(engine.Simple(engine.ActResign)) }, "Play on", nil)
	case btMenu:
		a.screen = scrMenu
	case btMap:
		a.toggleMap()
	case btSolo:
		a.view.Solo = arg
		a.idle = 0
	case btResetCam:
		a.view.Cam = scene.DefaultOrbit()
		a.idle = 0
	case btLogUp:
		a.logScroll += 3
	case btLogDown:
		a.logScroll = max(0, a.logScroll-3)
	}
}

func (a *App) toggleMap() {
	if a.view.Mode == scene.Flat {
		a.view.Mode = scene.Stacked
	} else {
		a.view.Mode = scene.Flat
	}
	a.view.Cam.PanX, a.view.Cam.PanY, a.view.Cam.Zoom = 0, 0, 1
	a.idle = 0
}

// undo takes back the last action; against a computer, back to the
// human's own last action.
func (a *App) undo() {
	m := a.m
	if err := m.undo(); err != nil {
		a.say(err.Error())
		return
	}
	for m.g.CanUndo() && m.computer(m.g.Position().ToMove()) != nil && !m.g.Position().DrawPending() {
		if err := m.undo(); err != nil {
			break
		}
	}
	a.snapTiles(&m.shown)
	a.autosave()
}

// updatePlay handles the board's input, the computer's answers and the
// end of the game.
func (a *App) updatePlay() {
	m := a.m
	f := &a.fr
	m.advance(dt*float32(a.set.AnimSpeed), a.playFn)
	a.noteEngage()
	a.aiUpdate()
	if a.dialog == nil {
		a.aiKeys()
		a.playKeys()
		a.cameraInput()
	}
	a.drivePlayers()
	pos := m.g.Position()
	// the hotseat draw question
	if a.dialog == nil && pos.DrawPending() && !m.busy() && m.computer(pos.ToMove().Opponent()) == nil {
		off, ans := pos.ToMove(), pos.ToMove().Opponent()
		a.ask("Draw offered", a.drawOfferText(off, ans),
			"Accept", func() { a.act(engine.Simple(engine.ActAcceptDraw)) },
			"Decline", func() { a.act(engine.Simple(engine.ActDeclineDraw)) })
	}
	if a.dialog == nil && pos.Over() && !m.busy() && !a.overShown {
		a.overShown = true
		a.openOver()
	}
	_ = f
}

// noteEngage formats the totals of an engagement as it starts.
func (a *App) noteEngage() {
	e, _ := a.m.current()
	if e == a.engageFor {
		return
	}
	a.engageFor = e
	a.engageText = ""
	if e != nil && e.Type == engine.EvEngaged {
		a.engageText = fmt.Sprintf("%d vs %d", e.Combat.A.Total(), e.Combat.D.Total())
	}
}

// drivePlayers lets computer commanders play: one request at a time, on a
// goroutine; the window keeps drawing.
func (a *App) drivePlayers() {
	m := a.m
	if r, ok := m.poll(); ok {
		pos := m.g.Position()
		switch {
		case r.err != nil:
			a.say(r.err.Error())
			m.plan = append(m.plan[:0], engine.Simple(engine.ActEnd))
		case r.offer && !pos.DrawPending() && !pos.Over():
			a.computerOffers(r.why)
		case pos.DrawPending():
			a.noteDrawAnswer(r.why)
			if r.accept {
				a.act(engine.Simple(engine.ActAcceptDraw))
			} else {
				a.act(engine.Simple(engine.ActDeclineDraw))
				a.say(m.players[pos.ToMove().Opponent()].Name() + " declines the draw")
			}
		default:
			m.plan = append(m.plan[:0], r.acts...)
		}
	}
	pos := m.g.Position()
	if m.busy() || pos.Over() || m.think != nil {
		return
	}
	if pos.DrawPending() {
		if m.computer(pos.ToMove().Opponent()) != nil {
			m.startThink(pos.ToMove().Opponent(), true)
		}
		return
	}
	if m.computer(pos.ToMove()) == nil {
		m.plan = m.plan[:0]
		return
	}
	if !m.ai.mayAct() {
		return // a paused exhibition
	}
	if len(m.plan) > 0 {
		act := m.plan[0]
		m.plan = m.plan[1:]
		m.ai.willPlay(act, pos)
		if _, err := m.apply(act); err != nil {
			a.say(err.Error())
			m.plan = m.plan[:0]
			if _, err := m.apply(engine.Simple(engine.ActEnd)); err != nil {
				a.say(err.Error())
			}
		}
		m.ai.played(len(m.g.Actions()))
		a.autosave()
		return
	}
	m.startThink(pos.ToMove(), false)
}

// playKeys handles the keyboard on the board.
func (a *App) playKeys() {
	f := &a.fr
	m := a.m
	for _, k := range f.Keys {
		switch k {
		case ebiten.KeyEscape:
			if m.sel != engine.NoCell {
				m.deselect()
			} else {
				a.screen = scrMenu
			}
		case ebiten.KeyM:
			a.toggleMap()
		case ebiten.KeyC:
			a.view.Cam = scene.DefaultOrbit()
		case ebiten.KeyDigit0, ebiten.KeyNumpad0:
			a.view.Solo = 0
		case ebiten.KeyDigit1, ebiten.KeyDigit2, ebiten.KeyDigit3, ebiten.KeyDigit4:
			a.view.Solo = int(k-ebiten.KeyDigit1) + 1
		case ebiten.KeyBracketLeft:
			a.set.Spread = max(a.set.Spread-0.4, scene.MinSpread)
			a.saveSettings()
		case ebiten.KeyBracketRight:
			a.set.Spread = min(a.set.Spread+0.4, scene.MaxSpread)
			a.saveSettings()
		case ebiten.KeyS:
			a.onPlayButton(btSurge, 0)
		case ebiten.KeyH:
			if a.humanToMove() {
				a.act(engine.Simple(engine.ActHold))
			}
		case ebiten.KeyE:
			if a.humanToMove() {
				a.act(engine.Simple(engine.ActEnd))
			}
		case ebiten.KeyU, ebiten.KeyBackspace:
			if m.g.CanUndo() && a.undoAllowed() {
				a.undo()
			}
		case ebiten.KeyZ:
			if f.Ctrl() && m.g.CanUndo() && a.undoAllowed() {
				a.undo()
			}
		case ebiten.KeyO:
			if a.humanToMove() {
				a.act(engine.Simple(engine.ActOfferDraw))
			}
		case ebiten.KeyR:
			if a.humanToMove() && !m.g.Position().Over() {
				a.onPlayButton(btResign, 0)
			}
		case ebiten.KeyTab:
			a.cycleUnit(f.Shift())
		case ebiten.KeyArrowLeft, ebiten.KeyArrowRight, ebiten.KeyArrowUp, ebiten.KeyArrowDown, ebiten.KeyPageUp, ebiten.KeyPageDown:
			if !f.Shift() {
				a.moveCursor(k)
			}
		case ebiten.KeyEnter, ebiten.KeyNumpadEnter, ebiten.KeySpace:
			a.kbMode = true
			a.hover = a.cursor
			a.clickCell(a.cursor)
		case ebiten.KeyEqual, ebiten.KeyNumpadAdd:
			a.view.Cam.Zoom *= 1.15
		case ebiten.KeyMinus, ebiten.KeyNumpadSubtract:
			a.view.Cam.Zoom /= 1.15
		}
	}
	// Shift+arrows orbit.
	if f.Shift() {
		const sp = 1.6 * dt
		if f.KeyHeld(ebiten.KeyArrowLeft) {
			a.view.Cam.Yaw -= sp
			a.idle = 0
		}
		if f.KeyHeld(ebiten.KeyArrowRight) {
			a.view.Cam.Yaw += sp
			a.idle = 0
		}
		if f.KeyHeld(ebiten.KeyArrowUp) {
			a.view.Cam.Pitch += sp
			a.idle = 0
		}
		if f.KeyHeld(ebiten.KeyArrowDown) {
			a.view.Cam.Pitch -= sp
			a.idle = 0
		}
	}
}

// moveCursor moves the keyboard cursor: arrows by file and rank,
// Page Up/Down by level.
func (a *App) moveCursor(k ebiten.Key) {
	if !a.kbMode {
		a.kbMode = true
		if a.hover.Valid() {
			a.cursor = a.hover
		}
	}
	c := a.cursor
	l, fl, r := c.Level(), c.File(), c.Rank()
	switch k {
	case ebiten.KeyArrowLeft:
		fl--
	case ebiten.KeyArrowRight:
		fl++
	case ebiten.KeyArrowUp:
		r++
	case ebiten.KeyArrowDown:
		r--
	case ebiten.KeyPageUp:
		l++
	case ebiten.KeyPageDown:
		l--
	}
	a.cursor = engine.NewCell(min(max(l, 0), 3), min(max(fl, 0), 7), min(max(r, 0), 7))
	if a.view.Solo != 0 {
		a.view.Solo = a.cursor.Level() + 1
	}
	a.hover = a.cursor
}

// cycleUnit selects the next (or previous) unit of the side to move that
// has somewhere to go.
func (a *App) cycleUnit(back bool) {
	m := a.m
	pos := m.g.Position()
	if !a.humanToMove() || pos.Over() {
		return
	}
	start := a.cursor
	if m.sel != engine.NoCell {
		start = m.sel
	}
	step := 1
	if back {
		step = -1
	}
	for i := 1; i <= engine.Cells; i++ {
		c := engine.Cell((int(start) + step*i + 2*engine.Cells) % engine.Cells)
		id := pos.UnitAt(c)
		if id == engine.NoUnit || !a.view.LevelVisible(c.Level()) {
			continue
		}
		if u := pos.Unit(id); u.Side == pos.ToMove() && u.Active() && !pos.Destinations(c).Empty() {
			a.kbMode = true
			a.cursor, a.hover = c, c
			m.selectCell(c)
			return
		}
	}
}

// cameraInput: left-drag orbits, right- or middle-drag pans, the wheel
// zooms; a left click without a drag picks a cell.
func (a *App) cameraInput() {
	f := &a.fr
	v := a.view
	inView := Rect{v.X0, v.Y0, v.W, v.H}.Contains(f.MX, f.MY)
	key := pickKey{f.MX, f.MY, v.Cam, v.Mode, v.Solo, v.Spread, a.m.version, v.W, v.H}
	if (!a.kbMode || f.Pressed[mouseLeft]) && key != a.lastPick {
		a.lastPick = key
		if c, ok := v.Pick(f.MX, f.MY, a.occupied(), a.m.dests); ok && inView {
			if c != a.hover {
				a.hover = c
			}
		} else if !a.kbMode {
			a.hover = engine.NoCell
		}
	}
	for b := 0; b < numButtons; b++ {
		if f.Pressed[b] && inView && !a.pressOnUI && a.drag < 0 {
			a.drag, a.dragX, a.dragY, a.dragMoved = b, f.MX, f.MY, false
		}
	}
	if a.drag >= 0 {
		dx, dy := f.MX-a.dragX, f.MY-a.dragY
		s := float32(a.pt.scale)
		if !a.dragMoved && (dx*dx+dy*dy > 36*s*s || f.Touches >= 2) { // two fingers are a gesture, never a tap
			a.dragMoved = true
		}
		if a.dragMoved {
			a.idle = 0
			switch {
			case a.drag == mouseLeft && v.Mode == scene.Stacked && f.Touches < 2:
				v.Cam.Yaw += dx * 0.006
				v.Cam.Pitch += dy * 0.006
			default:
				ppu := v.PixelsPerUnit(mglZero)
				if ppu > 0 {
					v.Cam.PanX += dx / ppu
					v.Cam.PanY -= dy / ppu
				}
			}
			a.dragX, a.dragY = f.MX, f.MY
		}
		if f.Released[a.drag] || !f.Down[a.drag] {
			if a.drag == mouseLeft && !a.dragMoved {
				a.kbMode = false
				if c, ok := v.Pick(f.MX, f.MY, a.occupied(), a.m.dests); ok {
					a.cursor = c
					a.clickCell(c)
				} else {
					a.m.deselect()
				}
			}
			a.drag = -1
		}
	}
	if f.WheelY != 0 {
		lp := Rect{a.playRects().log.X, a.playRects().log.Y, a.playRects().log.W, a.playRects().log.H}
		if lp.Contains(f.MX, f.MY) {
			a.logScroll = max(0, a.logScroll+f.WheelY*2)
		} else if inView {
			v.Cam.Zoom *= float32(math.Pow(1.12, float64(f.WheelY)))
			a.idle = 0
		}
	}
	if f.MX != a.lastMX || f.MY != a.lastMY {
		if a.mouseSeen && a.kbMode && inView && f.Touches == 0 && (abs32(f.MX-a.lastMX)+abs32(f.MY-a.lastMY)) > 3 {
			a.kbMode = false
		}
		a.lastMX, a.lastMY, a.mouseSeen = f.MX, f.MY, true
	}
}

// pickKey is what the hovered cell depends on: picking runs only when it
// changes.
type pickKey struct {
	x, y   float32
	cam    scene.Orbit
	mode   scene.Mode
	solo   int
	spread float32
	ver    int
	w, h   float32
}

func abs32(x float32) float32 {
	if x < 0 {
		return -x
	}
	return x
}

// occupied is the set of cells holding a unit on the drawn position.
func (a *App) occupied() engine.Bitboard {
	p := &a.m.shown
	return p.Occupied(engine.Cerulean).Or(p.Occupied(engine.Amber))
}

// clickCell is a click (or Enter) on cell c: select a unit of the side to
// move, or move the selected unit to a legal destination.
func (a *App) clickCell(c engine.Cell) {
	m := a.m
	if m.busy() {
		m.finish()
		return
	}
	pos := m.g.Position()
	if pos.Over() || !a.humanToMove() || pos.DrawPending() {
		return
	}
	if m.sel != engine.NoCell && m.dests.Has(c) {
		a.act(engine.Move(m.sel, c))
		return
	}
	if id := pos.UnitAt(c); id != engine.NoUnit {
		u := pos.Unit(id)
		if u.Side == pos.ToMove() {
			if m.sel == c {
				m.deselect()
				return
			}
			m.selectCell(c)
			if u.Neutralized {
				a.say("A neutralized unit cannot move or surge")
			} else if pos.ActionsLeft() == 0 {
				a.say("No action left this turn")
			}
			return
		}
	}
	m.deselect()
}

// refreshHUD rebuilds the HUD's strings when the match or hover changed.
func (a *App) refreshHUD() {
	m := a.m
	h := &a.hud
	if h.m == m && h.version == m.version && h.hover == a.hover && h.pvVer == m.version {
		return
	}
	h.m, h.version, h.hover, h.pvVer = m, m.version, a.hover, m.version
	pos := &m.shown
	g := m.g.Position()
	h.turn = fmt.Sprintf("Turn %d · Round %d", g.Turn(), g.Round())
	h.terrC = fmt.Sprintf("%d", pos.Territory(engine.Cerulean))
	h.terrA = fmt.Sprintf("%d", pos.Territory(engine.Amber))
	iso := [2]int{}
	for id := engine.UnitID(0); id < engine.NumUnits; id++ {
		u := pos.Unit(id)
		if u.Active() && !u.Kind.IsSource() && !pos.Supplied(id) {
			iso[u.Side]++
		}
	}
	h.warn = ""
	for s := engine.Cerulean; s <= engine.Amber; s++ {
		if iso[s] > 0 {
			if h.warn != "" {
				h.warn += "   "
			}
			h.warn += fmt.Sprintf("⚠ %s: %d isolated", s.Title(), iso[s])
		}
	}
	h.status = ""
	switch {
	case g.Over():
		h.status = resultText(g)
	case m.think != nil:
		h.status = m.players[m.think.side].Name() + " is thinking…"
	case g.DrawPending():
		h.status = g.ToMove().Title() + " offers a draw"
	}
	a.buildInfo()
}

// systemicLabel marks the Systemic Victory line on the territory bar.
var systemicLabel = fmt.Sprint(engine.SystemicCells)

// resultText is "Cerulean wins — Active Victory (Core captured)".
func resultText(p *engine.Position) string {
	why := map[engine.Reason]string{
		engine.ReasonActive:      "Active Victory: the Command Core was captured",
		engine.ReasonSystemic:    fmt.Sprintf("Systemic Victory: %d cells or more at a turn end", engine.SystemicCells),
		engine.ReasonIsolation:   "Isolation Victory: no Nexus left and the Core sealed",
		engine.ReasonResignation: "by resignation",
		engine.ReasonRepetition:  "by fivefold repetition",
		engine.ReasonTurnLimit:   "by the 500-turn rule",
		engine.ReasonAgreement:   "by agreement",
	}[p.Reason()]
	switch p.Result() {
	case engine.CeruleanWins:
		return "Cerulean wins — " + why
	case engine.AmberWins:
		return "Amber wins — " + why
	case engine.Draw:
		return "Drawn — " + why
	}
	return ""
}

// buildInfo writes the info panel: the hovered cell, its owner and
// influence, its unit, and the engine's prediction of a move there.
func (a *App) buildInfo() {
	h := &a.hud
	h.infoGen++
	h.info, h.infoCols = h.info[:0], h.infoCols[:0]
	add := func(s string, c scene.Color) {
		h.info = append(h.info, s)
		h.infoCols = append(h.infoCols, c)
	}
	m := a.m
	pos := &m.shown
	c := a.hover
	if !c.Valid() {
		add("Point at a cell, or use the arrow keys.", colDim)
		if m.sel != engine.NoCell {
			add(fmt.Sprintf("Selected: %s — %d destinations", m.sel, m.dests.Count()), colText)
		}
		return
	}
	owner := "neutral"
	oc := colDim
	if s, ok := pos.Owner(c); ok {
		owner = s.Title()
		oc = a.pal.Unit[s]
	}
	add(fmt.Sprintf("%s · %s", c, owner), oc)
	add(fmt.Sprintf("Influence  Cerulean %d · Amber %d", pos.Influence(engine.Cerulean, c), pos.Influence(engine.Amber, c)), colText)
	if id := pos.UnitAt(c); id != engine.NoUnit {
		u := pos.Unit(id)
		state := "supplied"
		switch {
		case u.Neutralized:
			state = "neutralized"
		case !pos.Supplied(id):
			state = fmt.Sprintf("ISOLATED %d/3", u.Isolation)
		}
		if u.Surging {
			state += " · surging"
		}
		add(fmt.Sprintf("%s %s (str %d, range %d) — %s", u.Side.Title(), u.Kind.Title(), u.Kind.BaseStrength(), u.Range(), state), a.pal.Unit[u.Side])
	}
	if m.sel == engine.NoCell || !m.dests.Has(c) {
		return
	}
	// The engine's preview of the move: every engagement with its breakdown.
	act := engine.Move(m.sel, c)
	evs, err := m.g.Preview(act)
	if err != nil {
		add(err.Error(), colBad)
		return
	}
	add("Move "+act.String()+":", colText)
	fights := 0
	for _, e := range evs {
		switch e.Type {
		case engine.EvEngaged:
			fights++
			cb := e.Combat
			res, col := "standoff", colWarn
			switch cb.Outcome {
			case engine.MoverWins:
				res, col = "wins", colGood
			case engine.DefenderWins:
				res, col = "repelled", colBad
			}
			add(fmt.Sprintf("vs %s %s: %s — %s", cb.DefenderKind.Title(), cb.DefenderCell, cb, res), col)
		case engine.EvRetreated, engine.EvCaptured, engine.EvEncircled, engine.EvGameOver:
			add("  "+e.Describe(), colDim)
		}
	}
	if fights == 0 {
		add("no combat", colDim)
	}
}

// drawPlay paints the HUD: top bar, info panel, log.
func (a *App) drawPlay(dst *ebiten.Image) {
	a.refreshHUD()
	pt := a.pt
	s := float32(pt.scale)
	L := a.playRects()
	m := a.m
	g := m.g.Position()
	h := &a.hud

	// top bar
	pt.Rect(L.top, colPanel, 0, 0)
	side := g.ToMove()
	sc := a.pal.Unit[side]
	badge := Rect{12 * s, 12 * s, 210 * s, 38 * s}
	pt.Rect(badge, sc.Scale(0.45).Alpha(0.95), 8*s, 1.5*s)
	name := side.Title() + " to move"
	if g.Over() {
		name = "Game over"
	}
	pt.Text(dst, name, pt.Bold, badge.X+12*s, badge.Y+10*s, colText)
	// action pips
	for i := 0; i < 2; i++ {
		c := scene.Color{R: 0.2, G: 0.24, B: 0.3, A: 1}
		if i < g.ActionsLeft() {
			c = sc
		}
		pt.Rect(Rect{badge.X + badge.W - 50*s + float32(i)*20*s, badge.Y + 12*s, 14 * s, 14 * s}, c, 7*s, 0)
	}
	pt.Text(dst, h.turn, pt.Body, badge.X+badge.W+16*s, 22*s, colDim)
	// territory bar with the 180 marks
	bx := badge.X + badge.W + 190*s
	bw := L.top.W - bx - 130*s - 220*s
	if bw > 120*s {
		bar := Rect{bx, 18 * s, bw, 14 * s}
		pt.Rect(bar, a.pal.Neutral.Alpha(1), 4*s, 0)
		tc, ta := float32(m.shown.Territory(engine.Cerulean)), float32(m.shown.Territory(engine.Amber))
		pt.Rect(Rect{bar.X, bar.Y, bar.W * tc / 256, bar.H}, a.pal.Tile[0].Alpha(1), 4*s, 0)
		pt.Rect(Rect{bar.X + bar.W*(1-ta/256), bar.Y, bar.W * ta / 256, bar.H}, a.pal.Tile[1].Alpha(1), 4*s, 0)
		for _, x := range [2]float32{bar.X + bar.W*engine.SystemicCells/engine.Cells, bar.X + bar.W*(1-float32(engine.SystemicCells)/engine.Cells)} {
			pt.Rect(Rect{x - 1*s, bar.Y - 5*s, 2 * s, bar.H + 10*s}, colText, 0, 0)
		}
		pt.Text(dst, h.terrC, pt.Bold, bar.X, bar.Y+bar.H+4*s, a.pal.Unit[0])
		wa := pt.Width(h.terrA, pt.Bold)
		pt.Text(dst, h.terrA, pt.Bold, bar.X+bar.W-wa, bar.Y+bar.H+4*s, a.pal.Unit[1])
		lbl := systemicLabel
		pt.Text(dst, lbl, pt.Small, bar.X+bar.W*engine.SystemicCells/engine.Cells-pt.Width(lbl, pt.Small)/2, bar.Y+bar.H+6*s, colDim)
		pt.Text(dst, lbl, pt.Small, bar.X+bar.W*(1-float32(engine.SystemicCells)/engine.Cells)-pt.Width(lbl, pt.Small)/2, bar.Y+bar.H+6*s, colDim)
	}
	if h.warn != "" {
		pt.Text(dst, h.warn, pt.Small, L.top.W-130*s-210*s, 22*s, colWarn)
	}
	a.drawExhibition(dst, L.bar)
	if !a.thinkingShown() && h.status != "" && !a.overVisible() {
		w := pt.Width(h.status, pt.Bold) + 28*s
		r := Rect{a.view.X0 + (a.view.W-w)/2, L.top.H + 50*s, w, 36 * s}
		pt.Rect(r, colPanelHi.Alpha(0.92), 8*s, 1.2*s)
		pt.TextCentered(dst, h.status, pt.Bold, r, colText)
	}

	// info panel
	pt.Rect(L.info, colPanel, 10*s, 1.2*s)
	body := L.info.Inset(12 * s)
	if img, stale := a.infoLayer.prepare(body, layerKey{h.infoGen, a.pal.key()}); stale {
		pt.Flush(dst)
		y := float32(0)
		for i, l := range h.info {
			f := pt.Small
			if i == 0 {
				f = pt.Bold
			}
			for j, part := range pt.Wrap(nil, l, f, body.W-4*s) {
				if y > body.H-pt.LineH(pt.Small) {
					break
				}
				x := 2 * s
				if j > 0 {
					x += 14 * s
				}
				pt.Text(img, part, f, x, y, h.infoCols[i])
				y += pt.LineH(f)
			}
		}
	}
	pt.Flush(dst)
	a.infoLayer.draw(dst, body)
	a.drawThinking(dst, L.info)
	a.drawLog(dst, L.log)
	a.drawOver(dst)
	if a.set.ShowFPS {
		a.fpsText = fpsString(a.fpsText, ebiten.ActualFPS())
		pt.Text(dst, a.fpsText, pt.Small, 10*s, L.top.H+8*s, colDim)
	}
}

// fpsString formats the frame rate only when it changes by a whole frame.
func fpsString(old string, fps float64) string {
	s := itoa(int(fps+0.5)) + " fps"
	if s == old {
		return old
	}
	return s
}

// drawLog paints the Tactical Log, newest at the bottom, scrollable.
func (a *App) drawLog(dst *ebiten.Image, r Rect) {
	pt := a.pt
	s := float32(pt.scale)
	m := a.m
	pt.Rect(r, colPanel, 10*s, 1.2*s)
	pt.Text(dst, "TACTICAL LOG", pt.Bold, r.X+14*s, r.Y+10*s, colDim)
	a.wrapLog(r.W - 28*s)
	lh := pt.LineH(pt.Small)
	body := Rect{r.X + 14*s, r.Y + 40*s, r.W - 20*s, r.H - 46*s}
	rows := int(body.H / lh)
	n := len(a.logWrapped)
	maxScroll := float32(max(0, n-rows))
	a.logScroll = min(a.logScroll, maxScroll)
	turn := m.g.Position().Turn()
	key := layerKey{m.logGen, len(a.logWrapped), int(a.logScroll), turn, a.pal.key(), 0}
	img, stale := a.logLayer.prepare(body, key)
	if stale {
		pt.Flush(dst)
		end := n - int(a.logScroll)
		start := max(0, end-rows)
		y := float32(0)
		for i := start; i < end; i++ {
			w := &a.logWrapped[i]
			c := colText
			switch w.typ {
			case engine.EvEngaged:
				c = colWarn
			case engine.EvCaptured, engine.EvEncircled, engine.EvNeutralized:
				c = colBad
			case engine.EvTurnClosed, engine.EvSurgeExpired, engine.EvTurnEnded:
				c = colDim
			case engine.EvHandOver:
				c = a.pal.Unit[w.side]
			case engine.EvGameOver:
				c = colGood
			}
			if w.note {
				c = colNote
			}
			if w.turn != turn && w.typ != engine.EvGameOver {
				c = c.Scale(0.7)
			}
			pt.Text(img, w.text, pt.Small, w.indent, y, c)
			y += lh
		}
	}
	pt.Flush(dst)
	a.logLayer.draw(dst, body)
}

// wrapped is one display row of the log.
type wrapped struct {
	text   string
	turn   int
	typ    engine.EventType
	side   engine.Side
	indent float32
	note   bool // the window's line, not an event
}

// wrapLog wraps new log lines for the panel width (only what changed).
func (a *App) wrapLog(w float32) {
	m := a.m
	if w != a.logWrapW || m.logGen != a.logWrapV || len(m.log) < a.logWrapN || a.logM != m {
		a.logWrapped, a.logWrapN, a.logWrapW = a.logWrapped[:0], 0, w
		a.logScroll = 0
	}
	a.logWrapV, a.logM = m.logGen, m
	for a.logWrapN < len(m.log) {
		l := m.log[a.logWrapN]
		side := l.side
		a.logWrapN++
		var parts []string
		parts = a.pt.Wrap(parts, l.text, a.pt.Small, w)
		for i, p := range parts {
			ind := float32(0)
			if i > 0 {
				ind = 14 * float32(a.pt.scale)
			}
			a.logWrapped = append(a.logWrapped, wrapped{text: strings.TrimSpace(p), turn: l.turn, typ: l.typ, side: side, indent: ind, note: l.note})
		}
	}
}
