package render

import (
	"github.com/hajimehoshi/ebiten/v2"

	"strategema/engine"
	"strategema/render/lattice"
	"strategema/render/match"
	"strategema/render/player"
)

// learnBoard is the board of a lesson stage or a puzzle: a match.Match
// both of whose sides are played at the window, the hovered cell, a cell
// ringed (the hint) and the same input as a game: click a unit, click a
// destination; S surges at the hovered cell, H holds, E ends the turn;
// the camera answers as in the play room (camera.go): a drag turns or
// pans it, the wheel zooms, M the map, C the camera, 1–4 and 0 the
// levels. Every action goes to act, the room's, which decides what it
// means (a lesson's Try, a puzzle's turn).
type learnBoard struct {
	a *App
	m *match.Match
	boardPointer
	mark engine.Cell
	act  func(engine.Action)
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
func (lb *learnBoard) state() lattice.State {
	bs := lattice.StateOf(&lb.m.Shown)
	bs.M, bs.Hover, bs.Mark = lb.m, lb.hover, lb.mark
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
		default:
			a.cam.key(k)
		}
	}
	a.cam.orbitKeys()
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

// pointer handles the hover, the camera's drags and zoom (camera.go)
// and a click on a cell.
func (lb *learnBoard) pointer() {
	if c, hit, clicked := lb.a.cam.pointer(&lb.boardPointer, lb.m, false, false); clicked {
		if hit {
			lb.click(c)
		} else {
			lb.m.Deselect()
		}
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
