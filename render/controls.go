package render

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/engine"
	"strategema/render/scene"
)

// controls.go: the play room's keyboard and pointer: selecting and moving
// units, the keyboard cursor, the camera, and the keys of computer play.

// keys handles the keyboard on the board.
func (p *playRoom) keys() {
	a := p.a
	f := &a.fr
	m := p.m
	for _, k := range f.Keys {
		switch k {
		case ebiten.KeyEscape:
			if m.Sel != engine.NoCell {
				m.Deselect()
			} else {
				a.pop()
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
			p.press(&button{id: playSurge})
		case ebiten.KeyH:
			if m.HumanToMove() {
				p.act(engine.Simple(engine.ActHold))
			}
		case ebiten.KeyE:
			if m.HumanToMove() {
				p.act(engine.Simple(engine.ActEnd))
			}
		case ebiten.KeyU, ebiten.KeyBackspace:
			if m.Game.CanUndo() && m.UndoAllowed() {
				p.undo()
			}
		case ebiten.KeyZ:
			if f.Ctrl() && m.Game.CanUndo() && m.UndoAllowed() {
				p.undo()
			}
		case ebiten.KeyO:
			if m.HumanToMove() {
				p.act(engine.Simple(engine.ActOfferDraw))
			}
		case ebiten.KeyR:
			if m.HumanToMove() && !m.Game.Position().Over() {
				p.press(&button{id: playResign})
			}
		case ebiten.KeyTab:
			p.cycleUnit(f.Shift())
		case ebiten.KeyArrowLeft, ebiten.KeyArrowRight, ebiten.KeyArrowUp, ebiten.KeyArrowDown, ebiten.KeyPageUp, ebiten.KeyPageDown:
			if !f.Shift() {
				p.moveCursor(k)
			}
		case ebiten.KeyEnter, ebiten.KeyNumpadEnter, ebiten.KeySpace:
			p.kbMode = true
			p.hover = p.cursor
			p.clickCell(p.cursor)
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

// computerKeys handles the keys of computer play and removes them from
// the frame so the board's keys do not see them: G or ? suggests a turn;
// in an exhibition Space or P pauses, N steps one action, T changes the
// pace, and undo is off.
func (p *playRoom) computerKeys() {
	f := &p.a.fr
	m := p.m
	k := 0
	for _, key := range f.Keys {
		used := true
		switch {
		case key == ebiten.KeyG || key == ebiten.KeySlash:
			if m.Exhibition {
				used = false
			} else {
				p.suggest()
			}
		case !m.Exhibition:
			used = false
		case key == ebiten.KeySpace || key == ebiten.KeyP:
			m.TogglePause()
		case key == ebiten.KeyN:
			m.Step()
		case key == ebiten.KeyT:
			m.NextPace()
		case key == ebiten.KeyU || key == ebiten.KeyBackspace || key == ebiten.KeyZ || key == ebiten.KeyEnter:
			// nothing to undo or select in an exhibition
		default:
			used = false
		}
		if !used {
			f.Keys[k] = key
			k++
		}
	}
	f.Keys = f.Keys[:k]
}

// moveCursor moves the keyboard cursor: arrows by file and rank,
// Page Up/Down by level.
func (p *playRoom) moveCursor(k ebiten.Key) {
	if !p.kbMode {
		p.kbMode = true
		if p.hover.Valid() {
			p.cursor = p.hover
		}
	}
	c := p.cursor
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
	p.cursor = engine.NewCell(min(max(l, 0), 3), min(max(fl, 0), 7), min(max(r, 0), 7))
	if v := p.a.view; v.Solo != 0 {
		v.Solo = p.cursor.Level() + 1
	}
	p.hover = p.cursor
}

// cycleUnit selects the next (or previous) unit of the side to move that
// has somewhere to go.
func (p *playRoom) cycleUnit(back bool) {
	m := p.m
	pos := m.Game.Position()
	if !m.HumanToMove() || pos.Over() {
		return
	}
	start := p.cursor
	if m.Sel != engine.NoCell {
		start = m.Sel
	}
	step := 1
	if back {
		step = -1
	}
	for i := 1; i <= engine.Cells; i++ {
		c := engine.Cell((int(start) + step*i + 2*engine.Cells) % engine.Cells)
		id := pos.UnitAt(c)
		if id == engine.NoUnit || !p.a.view.LevelVisible(c.Level()) {
			continue
		}
		if u := pos.Unit(id); u.Side == pos.ToMove() && u.Active() && !pos.Destinations(c).Empty() {
			p.kbMode = true
			p.cursor, p.hover = c, c
			m.Select(c)
			return
		}
	}
}

// cameraInput: left-drag orbits, right- or middle-drag pans, the wheel
// zooms; a left click without a drag picks a cell.
func (p *playRoom) cameraInput() {
	a := p.a
	f := &a.fr
	v := a.view
	d := &a.drag
	inView := Rect{v.X0, v.Y0, v.W, v.H}.Contains(f.MX, f.MY)
	key := pickKey{f.MX, f.MY, v.Cam, v.Mode, v.Solo, v.Spread, p.m.Version, v.W, v.H}
	if (!p.kbMode || f.Pressed[mouseLeft]) && key != p.lastPick {
		p.lastPick = key
		if c, ok := v.Pick(f.MX, f.MY, p.m.Occupied(), p.m.Dests); ok && inView {
			if c != p.hover {
				p.hover = c
			}
		} else if !p.kbMode {
			p.hover = engine.NoCell
		}
	}
	for b := 0; b < numButtons; b++ {
		if f.Pressed[b] && inView && !a.pressOnUI && d.button < 0 {
			*d = pointerDrag{b, f.MX, f.MY, false}
		}
	}
	if d.button >= 0 {
		dx, dy := f.MX-d.x, f.MY-d.y
		s := float32(a.pt.scale)
		if !d.moved && (dx*dx+dy*dy > 36*s*s || f.Touches >= 2) { // two fingers are a gesture, never a tap
			d.moved = true
		}
		if d.moved {
			a.idle = 0
			switch {
			case d.button == mouseLeft && v.Mode == scene.Stacked && f.Touches < 2:
				k := orbitPerCSSPixel / max(f.DPR, 1) // a swipe turns the same on every screen
				v.Cam.Yaw += dx * k
				v.Cam.Pitch += dy * k
			default:
				ppu := v.PixelsPerUnit(mglZero)
				if ppu > 0 {
					v.Cam.PanX += dx / ppu
					v.Cam.PanY -= dy / ppu
				}
			}
			d.x, d.y = f.MX, f.MY
		}
		if f.Released[d.button] || !f.Down[d.button] {
			if d.button == mouseLeft && !d.moved {
				p.kbMode = false
				if c, ok := v.Pick(f.MX, f.MY, p.m.Occupied(), p.m.Dests); ok {
					p.cursor = c
					if f.TouchScreen {
						p.tapCell(c) // preview first, move on the second tap (touch.go)
					} else {
						p.clickCell(c)
					}
				} else {
					p.a.tap.cancel()
					p.m.Deselect()
				}
			}
			d.button = -1
		}
	}
	if f.DragY != 0 && d.button < 0 && p.rects().log.Contains(f.MX, f.MY) {
		p.log.scroll = max(0, p.log.scroll+f.DragY/a.pt.LineH(a.pt.Small)) // one finger scrolls the log
	}
	if f.WheelY != 0 {
		if p.rects().log.Contains(f.MX, f.MY) {
			p.log.scroll = max(0, p.log.scroll+f.WheelY*2)
		} else if inView {
			v.Cam.Zoom *= float32(math.Pow(1.12, float64(f.WheelY)))
			a.idle = 0
		}
	}
	if f.MX != p.lastMX || f.MY != p.lastMY {
		if p.mouseSeen && p.kbMode && inView && f.Touches == 0 && (abs32(f.MX-p.lastMX)+abs32(f.MY-p.lastMY)) > 3 {
			p.kbMode = false
		}
		p.lastMX, p.lastMY, p.mouseSeen = f.MX, f.MY, true
	}
}

func abs32(x float32) float32 {
	if x < 0 {
		return -x
	}
	return x
}

// clickCell is a click (or Enter) on cell c: select a unit of the side to
// move, or move the selected unit to a legal destination.
func (p *playRoom) clickCell(c engine.Cell) {
	m := p.m
	if m.Busy() {
		m.Finish()
		return
	}
	pos := m.Game.Position()
	if pos.Over() || !m.HumanToMove() || pos.DrawPending() {
		return
	}
	if m.Sel != engine.NoCell && m.Dests.Has(c) {
		p.act(engine.Move(m.Sel, c))
		return
	}
	if id := pos.UnitAt(c); id != engine.NoUnit {
		u := pos.Unit(id)
		if u.Side == pos.ToMove() {
			if m.Sel == c {
				m.Deselect()
				return
			}
			m.Select(c)
			if u.Neutralized {
				p.a.say(p.a.tr("play.neutralized_cannot"))
			} else if pos.ActionsLeft() == 0 {
				p.a.say(p.a.tr("play.no_action_left"))
			}
			return
		}
	}
	m.Deselect()
}
