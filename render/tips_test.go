package render

import (
	"fmt"
	"os"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/engine"
	"strategema/render/input"
	"strategema/render/player"
	"strategema/render/player/aiplayer"
)

// TestTipHidesNoCellThatMatters: at the window's three common sizes, in
// English and Russian, with a unit of the midgame record selected and the
// pointer on a destination where it would fight, the tip with the combat
// preview (about 390×250 at 1024×640 before: it hid most of L1 and L2) is
// compact, fits the stage below the view controls and hides neither the
// pointed cell, nor the selected unit, nor any of its destinations.
func TestTipHidesNoCellThatMatters(t *testing.T) {
	record, err := os.ReadFile("testdata/midgame.sgr")
	if err != nil {
		t.Fatal(err)
	}
	for _, tag := range []string{"en", "ru"} {
		for _, sz := range [][2]int{{1024, 640}, {1280, 800}, {1920, 1080}} {
			a := newTestApp(t, Options{Quiet: true})
			a.setLanguage(tag)
			if err := a.games.openRecord(record, "midgame"); err != nil {
				t.Fatal(err)
			}
			run(t, a, 2)
			p := a.play
			fights := 0
			runUntil(t, a, 5, func() bool {
				img := ebiten.NewImage(sz[0], sz[1])
				defer img.Deallocate()
				a.Draw(img)
				a.layout()
				pos := p.m.Game.Position()
				for from := engine.Cell(0); from < engine.Cells; from++ {
					if id := pos.UnitAt(from); id == engine.NoUnit || pos.Unit(id).Side != pos.ToMove() {
						continue
					}
					for _, to := range pos.Destinations(from).Cells() {
						evs, err := p.m.Game.Preview(engine.Move(from, to))
						if err != nil || !slices.ContainsFunc(evs, func(e engine.Event) bool { return e.Type == engine.EvEngaged }) {
							continue
						}
						fights++
						p.m.Select(from)
						v := a.view
						x, y, _, _ := v.Project(v.CellPos(to))
						a.fr.MX, a.fr.MY, p.hover, p.kbMode = x, y, to, false
						p.refreshHUD()
						// the tip alone, as the frame draws it over the
						// board (the whole frame is drawn once above: its
						// board, a second a frame, would change nothing here)
						L := p.rects()
						p.drawTip(img, L)
						r := p.hud.tipRect
						name := fmt.Sprintf("%dx%d in %s, %s>%s", sz[0], sz[1], tag, from, to)
						if r.W > L.stage.W*0.4 || r.H > L.stage.H*0.5 {
							t.Errorf("%s: the tip %+v is not compact in the stage %+v", name, r, L.stage)
						}
						if r.X < L.stage.X || r.X+r.W > L.stage.X+L.stage.W || r.Y < L.stage.Y+v.Inset || r.Y+r.H > L.stage.Y+L.stage.H {
							t.Errorf("%s: the tip %+v leaves the stage %+v", name, r, L.stage)
						}
						for d := engine.Cell(0); d < engine.Cells; d++ {
							dx, dy, _, _ := v.Project(v.CellPos(d))
							if r.Contains(dx, dy) && (d == to || d == from || p.m.Dests.Has(d)) {
								t.Errorf("%s: the tip %+v hides %s", name, r, d)
							}
						}
					}
				}
				return true
			})
			if fights == 0 {
				t.Fatalf("no move of the midgame record fights")
			}
		}
	}
}

// TestSuggestLeavesTheTipWithThePointer: after Suggest the keyboard
// cursor goes to the suggested unit, but the tip stays with the pointer:
// it does not describe (and sit on) the suggested unit's cell while the
// pointer rests elsewhere.
func TestSuggestLeavesTheTipWithThePointer(t *testing.T) {
	script := &scriptInput{Steps: []func(*App, *input.Frame) bool{key(ebiten.KeyG)}}
	a := newTestApp(t, Options{Input: script, Quiet: true, Advisor: aiplayer.Suggest})
	a.games.newGame([2]player.Player{player.Human{Label: "Cerulean"}, player.Human{Label: "Amber"}})
	a.set.IdleRotation = false
	runUntil(t, a, 3000, func() bool { return a.play.m.Hint() != nil })
	hint := a.play.m.Hint()
	if len(hint) == 0 || hint[0].Type != engine.ActMove {
		t.Skipf("the suggestion %v does not start with a move", hint)
	}
	run(t, a, 5)
	if a.play.cursor != hint[0].From {
		t.Errorf("the keyboard cursor is on %s, not on the suggested unit %s", a.play.cursor, hint[0].From)
	}
	if a.play.hover.Valid() || len(a.play.hud.info) != 0 {
		t.Errorf("with the pointer off the board the tip shows %s: %q", a.play.hover, a.play.hud.info)
	}
}
