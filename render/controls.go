package render

import (
	"github.com/hajimehoshi/ebiten/v2"

	"strategema/engine"
	"strategema/render/ui"
)

// controls.go: the play room's keyboard and pointer: selecting and moving
// units, the keyboard cursor, the log's scrolling and the keys of
// computer play; the camera's keys and drags are camera.go's.

// keys handles the keyboard on the board.
func (p *playRoom) keys() {
	a := p.a
	f := &a.fr
	m := p.m
	for _, k := range f.Keys {
		switch k {
		case ebiten.KeyEscape: // the nearest thing open first: the selection, the Legend, the log, then the menu
			switch {
			case m.Sel != engine.NoCell && !m.Kept: // a unit kept selected after its move is not one the person opened
				m.Deselect()
			case p.legend:
				p.legend = false
			case p.logOpen:
				p.logOpen = false
			default:
				a.pop()
			}
		case ebiten.KeyS:
			p.press(&ui.Button{ID: playSurge})
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
				p.press(&ui.Button{ID: playResign})
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
		default:
			a.cam.key(k)
		}
	}
	a.cam.orbitKeys()
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

// cameraInput is the pointer over the play room's board (camera.go): a
// click on a cell selects or moves (on a touch screen, a first tap only
// points, tap.go); a drag or the wheel over the Tactical Log scrolls it.
func (p *playRoom) cameraInput() {
	a := p.a
	f := &a.fr
	overLog := p.rects().log.Contains(f.MX, f.MY)
	if c, hit, clicked := a.cam.pointer(&p.boardPointer, p.m, p.kbMode, overLog); clicked {
		p.kbMode = false
		switch {
		case !hit:
			a.tap.cancel()
			p.m.Deselect()
		case f.TouchScreen:
			p.cursor = c
			p.tapCell(c) // preview first, move on the second tap (tap.go)
		default:
			p.cursor = c
			p.clickCell(c)
		}
	}
	if dy := a.dragScroll(p.rects().log); dy != 0 {
		p.log.scroll = max(0, p.log.scroll+dy/a.pt.LineH(a.pt.Small)) // one finger scrolls the log
	}
	if f.WheelY != 0 && p.rects().log.Contains(f.MX, f.MY) {
		p.log.scroll = max(0, p.log.scroll+f.WheelY*2)
	}
	if f.MX != p.lastMX || f.MY != p.lastMY {
		v := a.view
		inView := ui.Rect{X: v.X0, Y: v.Y0, W: v.W, H: v.H}.Contains(f.MX, f.MY)
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
// move, or move the selected unit to a legal destination; a cell out of
// the selected unit's reach keeps the selection and says so.
func (p *playRoom) clickCell(c engine.Cell) {
	m := p.m
	if m.Busy() {
		m.Finish() // a click during an animation ends it and still acts
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
				m.ClickSelected()
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
	if m.Sel != engine.NoCell && !m.Dests.Empty() {
		// a miss keeps the selection and says why, rather than dropping it
		p.a.say(p.a.trf("play.out_of_reach", "Cell", c.String(), "From", m.Sel.String()))
		return
	}
	m.Deselect()
}
