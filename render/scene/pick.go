package scene

import (
	"github.com/go-gl/mathgl/mgl32"

	"strategema/engine"
)

// UnitPickRadius is the radius, in cells, around a unit's centre that
// picks its cell.
const UnitPickRadius = 0.5

// Pick returns the cell under the screen point (x, y), or ok false off
// the board. The tiles are translucent, so the choice follows what the
// player sees rather than strict depth: a highlighted cell of prefer (the
// selected unit's destinations) under the point wins, then the front-most
// unit (on the cells of occupied) whose body covers the point, then the
// front-most tile containing the point.
func (v *View) Pick(x, y float32, occupied, prefer engine.Bitboard) (cell engine.Cell, ok bool) {
	var best [3]float32
	var hit [3]engine.Cell
	hit[0], hit[1], hit[2] = engine.NoCell, engine.NoCell, engine.NoCell
	for c := engine.Cell(0); c < engine.Cells; c++ {
		if !v.LevelVisible(c.Level()) {
			continue
		}
		if occupied.Has(c) {
			u := v.UnitPos(c)
			if ux, uy, ud, uok := v.Project(u); uok {
				r := UnitPickRadius * v.PixelsPerUnit(u)
				if dx, dy := x-ux, y-uy; dx*dx+dy*dy <= r*r && (hit[1] == engine.NoCell || ud < best[1]) {
					hit[1], best[1] = c, ud
				}
			}
		}
		_, _, d, cok := v.Project(v.CellPos(c))
		if !cok {
			continue
		}
		k := 2
		if prefer.Has(c) {
			k = 0
		}
		if hit[k] != engine.NoCell && d >= best[k] {
			continue
		}
		q := v.Corners(c, 0)
		if v.inQuad(x, y, &q) {
			hit[k], best[k] = c, d
		}
	}
	for _, c := range hit {
		if c != engine.NoCell {
			return c, true
		}
	}
	return engine.NoCell, false
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
