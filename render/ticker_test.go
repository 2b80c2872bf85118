//go:build !js

package render

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/engine"
	"strategema/render/match"
)

// TestTickerLeavesTheBoardClear: the log's last lines at the stage's foot
// are never written over a cell of the board (on a phone turned the
// stage has no free foot: a long line ran over L1 and L2; it is now cut
// to the room beside them), and on the desktop they are written.
func TestTickerLeavesTheBoardClear(t *testing.T) {
	for _, d := range []deviceSize{deviceSizes[1], deviceSizes[4]} {
		a := newTestApp(t, Options{Quiet: true})
		a.games.newGame(hotseat())
		run(t, a, 2)
		m := a.play.m
		for _, w := range []string{"L2-D2>L2-D4", "hold", "L2-D7>L2-D5", "hold"} {
			act, err := engine.ParseAction(w)
			if err != nil {
				t.Fatal(err)
			}
			if err := m.Act(act); err != nil {
				t.Fatal(err)
			}
			m.Finish()
		}
		// a long line (a combat's, a coach's note) reaches across the foot
		m.Log = append(m.Log, match.LogLine{Text: "L2-D4 Striker engages L2-D5 Node: 3 against 2, the Node is pushed back to L2-D6 and the Striker holds its ground", Note: true})
		m.LogGen++
		tail := map[string]bool{}
		for _, l := range m.Log[max(0, len(m.Log)-tickerLines):] {
			tail[l.Text] = true
		}
		w, h := d.px()
		drawn := 0
		runUntil(t, a, 10, func() bool {
			a.devScale, a.fr.TouchScreen = d.dev, d.touch
			img := ebiten.NewImage(w, h)
			defer img.Deallocate()
			_, texts := checkLayoutOn(a, img, d.dev)
			v := a.view
			for _, tx := range texts {
				if !tail[tx.Text] {
					continue
				}
				drawn++
				for c := engine.Cell(0); c < engine.Cells; c++ {
					if x, y, _, ok := v.Project(v.CellPos(c)); ok && v.LevelVisible(c.Level()) && tx.R.Contains(x, y) {
						t.Errorf("%s: the log's line %q is written over %s", d.name, tx.Text, c)
					}
				}
			}
			return true
		})
		if !d.touch && drawn == 0 {
			t.Errorf("%s: the log's last lines are not written at the stage's foot", d.name)
		}
	}
}
