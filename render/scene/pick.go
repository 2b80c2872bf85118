package scene

import (
	"github.com/go-gl/mathgl/mgl32"

	"strategema/engine"
)

// UnitPickRadius is the radius, in cells, around a unit's centre that
// picks its cell.
const UnitPickRadius = 0.34

// Pick returns the cell under the screen point (x, y): the front-most of
// the visible tiles containing the point and of the units (on the cells of
// occupied) whose body covers it. ok is false when the point is off the
// board.
func (v *View) Pick(x, y float32, occupied engine.Bitboard) (cell engine.Cell, ok bool) {
	best := float32(0)
	cell = engine.NoCell
	for c := engine.Cell(0); c < engine.Cells; c++ {
		if !v.LevelVisible(c.Level()) {
			continue
		}
		if occupied.Has(c) {
			u := v.UnitPos(c)
			ux, uy, ud, uok := v.Project(u)
			if uok {
				r := UnitPickRadius * v.PixelsPerUnit(u)
				if dx, dy := x-ux, y-uy; dx*dx+dy*dy <= r*r && (cell == engine.NoCell || ud < best) {
					cell, best = c, ud
				}
			}
		}
		_, _, d, cok := v.Project(v.CellPos(c))
		if !cok || (cell != engine.NoCell && d >= best) {
			continue
		}
		q := v.Corners(c, 0)
		if v.inQuad(x, y, &q) {
			cell, best = c, d
		}
	}
	return cell, cell != engine.NoCell
}

// inQuad reports whether the screen point lies inside the projection of
// the convex world quad q.
func (v *View) inQuad(x, y float32, q *[4]mgl32.Vec3) bool {
	var sx, sy [4]float32
	for i := range q {
		px, py, _, ok := v.Project(q[i])
		if !ok {
			return false
		}
		sx[i], sy[i] = px, py
	}
	pos, neg := false, false
	for i := 0; i < 4; i++ {
		j := (i + 1) % 4
		cr := (sx[j]-sx[i])*(y-sy[i]) - (sy[j]-sy[i])*(x-sx[i])
		if cr > 0 {
			pos = true
		} else if cr < 0 {
			neg = true
		}
	}
	return !(pos && neg)
}
