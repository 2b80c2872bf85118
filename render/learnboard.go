package render

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/engine"
	"strategema/render/colour"
	"strategema/render/lattice"
	"strategema/render/match"
	"strategema/render/player"
	"strategema/render/ui"
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
	// tip is the play room's tip and combat preview, reused as they are
	// (hud.go): the hovered cell and, with a unit selected, the engine's
	// prediction of its move there, beside the pointer and on the board.
	tip playRoom
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
	if lb.tip.m == lb.m {
		bs.Fights = lb.tip.hud.preview
	}
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
		m.Finish() // a click during an animation ends it and still acts
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
			m.ClickSelected()
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
	lb.m.Advance(a.dt*float32(a.set.AnimSpeed), a.playFn)
	if a.dialog != nil {
		return false
	}
	back = lb.keys()
	lb.pointer()
	lb.tip.a, lb.tip.m, lb.tip.hover = a, lb.m, lb.hover
	lb.tip.refreshHUD()
	return back
}

// drawTip draws the play room's tip beside the pointer, over the board.
func (lb *learnBoard) drawTip(dst *ebiten.Image) {
	a := lb.a
	if lb.tip.m != lb.m || lb.m == nil {
		return
	}
	lb.tip.refreshHUD()
	stage := ui.Rect{X: a.view.X0, Y: a.view.Y0, W: a.view.W, H: a.view.H}
	lb.tip.drawTip(dst, playLayout{stage: stage})
}

// hintRingRadius is the hint ring's radius in pixels at scale 1, at the
// least: it rings the unit standing on the cell and the cell's tile.
const hintRingRadius = 26

// hintRing is where the hint ring around the unit on c is drawn: its
// centre between the unit and its tile, and a radius that takes in both
// (ok false when the cell is off the screen or its level hidden).
func (lb *learnBoard) hintRing(c engine.Cell) (cx, cy, rad float32, ok bool) {
	v := lb.a.view
	if !c.Valid() || !v.LevelVisible(c.Level()) {
		return 0, 0, 0, false
	}
	ux, uy, _, ok1 := v.Project(v.UnitPos(c))
	tx, ty, _, ok2 := v.Project(v.CellPos(c))
	if !ok1 || !ok2 {
		return 0, 0, 0, false
	}
	s := float32(lb.a.pt.Scale)
	cx, cy = (ux+tx)/2, (uy+ty)/2
	dx, dy := ux-tx, uy-ty
	rad = max(hintRingRadius*s, float32(math.Sqrt(float64(dx*dx+dy*dy)))/2+14*s)
	return cx, cy, rad, true
}

// drawHint rings the unit on c over the board, over every ring the board
// draws itself (a Core's, the selection's): a gold circle, pulsing, on a
// dark one so that it shows on any tile.
func (lb *learnBoard) drawHint(c engine.Cell) {
	cx, cy, rad, ok := lb.hintRing(c)
	if !ok {
		return
	}
	pt := lb.a.pt
	s := float32(pt.Scale)
	pulse := 0.5 + 0.5*float32(math.Sin(float64(lb.a.time)*4))
	rad += 3 * s * pulse
	const n = 48
	circle := func(w float32, c colour.Color) {
		for k := 0; k < n; k++ {
			a0 := 2 * math.Pi * float64(k) / n
			a1 := 2 * math.Pi * float64(k+1) / n
			x0, y0 := cx+rad*float32(math.Cos(a0)), cy+rad*float32(math.Sin(a0))
			x1, y1 := cx+rad*float32(math.Cos(a1)), cy+rad*float32(math.Sin(a1))
			pt.Line(x0, y0, x1, y1, w, c)
		}
	}
	circle(7*s, colour.Color{R: 0.02, G: 0.03, B: 0.06, A: 0.8})
	circle(3.5*s, colStar)
}
