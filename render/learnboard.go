package render

import (
	"github.com/hajimehoshi/ebiten/v2"

	"strategema/engine"
	"strategema/render/match"
	"strategema/render/player"
	"strategema/render/scene"
)

// learnBoard is the board of a lesson stage or a puzzle: a match.Match
// both of whose sides are played at the window, the hovered cell, a cell
// ringed (the hint) and the same input as a game: click a unit, click a
// destination; S surges at the hovered cell, H holds, E ends the turn; a
// drag turns the camera, the wheel zooms, M the map, C the camera, 1–4
// and 0 the levels. Every action goes to act, the room's, which decides
// what it means (a lesson's Try, a puzzle's turn).
type learnBoard struct {
	a        *App
	m        *match.Match
	hover    engine.Cell
	mark     engine.Cell
	lastPick pickKey
	act      func(engine.Action)
}

// show puts g on the board, the selection and the hint dropped.
func (lb *learnBoard) show(g *engine.Game) {
	if lb.m != nil {
		lb.m.Stop()
	}
	lb.m = match.New(g, [2]player.Player{player.Human{Label: "Cerulean"}, player.Human{Label: "Amber"}})
	lb.m.SetLang(lb.a.lang)
	lb.hover, lb.mark = engine.NoCell, engine.NoCell
	lb.lastPick = pickKey{}
	lb.a.snapTiles(&lb.m.Shown)
}

// state is what the board shows.
func (lb *learnBoard) state() boardState {
	bs := boardOf(&lb.m.Shown)
	bs.m, bs.hover, bs.mark = lb.m, lb.hover, lb.mark
	return bs
}

// canPlay reports whether the player may act now: the game goes on and
// no animation is running.
func (lb *learnBoard) canPlay() bool {
	p := lb.m.Game.Position()
	return !p.Over() && !p.DrawPending() && !lb.m.Busy()
}

// keys handles the game keys; it reports whether Esc was pressed with
// nothing selected (the room goes back).
func (lb *learnBoard) keys() (back bool) {
	a := lb.a
	m := lb.m
	for _, k := range a.fr.Keys {
		switch k {
		case ebiten.KeyEscape:
			if m.Sel != engine.NoCell {
				m.Deselect()
			} else {
				back = true
			}
		case ebiten.KeyM:
			a.toggleMap()
		case ebiten.KeyC:
			a.view.Cam = scene.DefaultOrbit()
		case ebiten.KeyDigit0, ebiten.KeyNumpad0:
			a.view.Solo = 0
		case ebiten.KeyDigit1, ebiten.KeyDigit2, ebiten.KeyDigit3, ebiten.KeyDigit4:
			a.view.Solo = int(k-ebiten.KeyDigit1) + 1
		case ebiten.KeyS:
			lb.surge()
		case ebiten.KeyH:
			if lb.canPlay() {
				lb.act(engine.Simple(engine.ActHold))
			}
		case ebiten.KeyE:
			if lb.canPlay() {
				lb.act(engine.Simple(engine.ActEnd))
			}
		}
	}
	return back
}

// surge surges at the hovered cell (or the selected unit's).
func (lb *learnBoard) surge() {
	if !lb.canPlay() {
		return
	}
	c := lb.m.SurgeTarget(lb.hover)
	if c == engine.NoCell {
		lb.a.say(lb.a.tr("learn.surge.none"))
		return
	}
	lb.act(engine.Surge(c))
}

// pointer handles the hover, the camera's drag and zoom and a click on a
// cell.
func (lb *learnBoard) pointer() {
	a := lb.a
	f := &a.fr
	v := a.view
	d := &a.drag
	m := lb.m
	inView := Rect{v.X0, v.Y0, v.W, v.H}.Contains(f.MX, f.MY)
	key := pickKey{f.MX, f.MY, v.Cam, v.Mode, v.Solo, v.Spread, m.Version, v.W, v.H}
	if key != lb.lastPick {
		lb.lastPick = key
		lb.hover = engine.NoCell
		if c, ok := v.Pick(f.MX, f.MY, m.Occupied(), m.Dests); ok && inView {
			lb.hover = c
		}
	}
	if f.Pressed[mouseLeft] && inView && !a.pressOnUI && d.button < 0 {
		*d = pointerDrag{mouseLeft, f.MX, f.MY, false}
	}
	if d.button == mouseLeft {
		dx, dy := f.MX-d.x, f.MY-d.y
		s := float32(a.pt.scale)
		if !d.moved && dx*dx+dy*dy > 36*s*s {
			d.moved = true
		}
		if d.moved && v.Mode == scene.Stacked {
			k := orbitPerCSSPixel / max(f.DPR, 1)
			v.Cam.Yaw += dx * k
			v.Cam.Pitch += dy * k
			d.x, d.y = f.MX, f.MY
			a.idle = 0
		}
		if f.Released[mouseLeft] || !f.Down[mouseLeft] {
			if !d.moved {
				if c, ok := v.Pick(f.MX, f.MY, m.Occupied(), m.Dests); ok {
					lb.click(c)
				} else {
					m.Deselect()
				}
			}
			d.button = -1
		}
	}
	if f.WheelY != 0 && inView {
		v.Cam.Zoom *= 1 + 0.12*f.WheelY
		a.idle = 0
	}
}

// click selects a unit of the side to move or moves the selected unit to
// a legal destination, as in a game.
func (lb *learnBoard) click(c engine.Cell) {
	m := lb.m
	if m.Busy() {
		m.Finish()
		return
	}
	if !lb.canPlay() {
		return
	}
	pos := m.Game.Position()
	if m.Sel != engine.NoCell && m.Dests.Has(c) {
		lb.act(engine.Move(m.Sel, c))
		return
	}
	if id := pos.UnitAt(c); id != engine.NoUnit && pos.Unit(id).Side == pos.ToMove() {
		if m.Sel == c {
			m.Deselect()
		} else {
			m.Select(c)
		}
		return
	}
	m.Deselect()
}

// update advances the animations and reads the input; it reports whether
// the player asked to go back.
func (lb *learnBoard) update() (back bool) {
	a := lb.a
	lb.m.Advance(dt*float32(a.set.AnimSpeed), a.playFn)
	if a.dialog != nil {
		return false
	}
	back = lb.keys()
	lb.pointer()
	return back
}
