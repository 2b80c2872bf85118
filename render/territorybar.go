package render

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/engine"
	"strategema/render/ui"
)

// territorybar.go: the territory counter of the learning rooms' top bar:
// the play room's bar (hud.go) drawn from a position: each side's cells
// from its end, the Systemic Victory marks at 180 cells from each end,
// each side's count under its end in its colour.

// drawTerritoryBar draws pos's territory in bar.
func (a *App) drawTerritoryBar(dst *ebiten.Image, bar ui.Rect, pos *engine.Position) {
	pt := a.pt
	s := float32(pt.Scale)
	if bar.W < 60*s {
		return
	}
	pt.Rect(bar, a.pal.Neutral.Alpha(1), 4*s, 0)
	tc, ta := float32(pos.Territory(engine.Cerulean)), float32(pos.Territory(engine.Amber))
	pt.Rect(ui.Rect{X: bar.X, Y: bar.Y, W: bar.W * tc / engine.Cells, H: bar.H}, a.pal.Tile[0].Alpha(1), 4*s, 0)
	pt.Rect(ui.Rect{X: bar.X + bar.W*(1-ta/engine.Cells), Y: bar.Y, W: bar.W * ta / engine.Cells, H: bar.H}, a.pal.Tile[1].Alpha(1), 4*s, 0)
	for _, x := range [2]float32{bar.X + bar.W*engine.SystemicCells/engine.Cells, bar.X + bar.W*(1-float32(engine.SystemicCells)/engine.Cells)} {
		pt.Rect(ui.Rect{X: x - 1*s, Y: bar.Y - 4*s, W: 2 * s, H: bar.H + 8*s}, ui.ColText, 0, 0)
	}
	c, am := fmt.Sprint(int(tc)), fmt.Sprint(int(ta))
	pt.Text(dst, c, pt.Small, bar.X, bar.Y+bar.H+3*s, a.pal.Unit[0])
	pt.Text(dst, am, pt.Small, bar.X+bar.W-pt.Width(am, pt.Small), bar.Y+bar.H+3*s, a.pal.Unit[1])
	mid := systemicLabel
	pt.Text(dst, mid, pt.Small, bar.X+bar.W*engine.SystemicCells/engine.Cells-pt.Width(mid, pt.Small)/2, bar.Y+bar.H+3*s, ui.ColDim)
}
