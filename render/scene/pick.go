package scene

import (
	"strategema/engine"
)

// UnitPickRadius is the radius, in cells, around a unit's centre that
// picks its cell: the heart of its body (the Node's sphere is 0.48), so
// a click on a unit's body picks the unit and a click on the middle of
// the tile behind it picks the tile, the unit then drawn see-through.
const UnitPickRadius = 0.38

// bodyAt reports whether the body of a unit standing on c covers the
// screen point (x, y), and the body's depth.
func (v *View) bodyAt(c engine.Cell, x, y float32) (depth float32, ok bool) {
	u := v.UnitPos(c)
	ux, uy, ud, uok := v.Project(u)
	if !uok {
		return 0, false
	}
	r := UnitPickRadius * v.PixelsPerUnit(u)
	dx, dy := x-ux, y-uy
	return ud, dx*dx+dy*dy <= r*r
}

// Covers reports whether the body of a unit standing on unit, in front,
// hides part of cell's tile (its middle or a point half-way from there to
// an edge): the board draws such a unit see-through while the player
// points at the cell, so the cell shows whole.
func (v *View) Covers(unit, cell engine.Cell) bool {
	if unit == cell || !unit.Valid() || !cell.Valid() || !v.LevelVisible(unit.Level()) || !v.LevelVisible(cell.Level()) {
		return false
	}
	p := v.CellPos(cell)
	for _, o := range [...][2]float32{{0, 0}, {0.25, 0}, {-0.25, 0}, {0, 0.25}, {0, -0.25}} {
		x, y, d, ok := v.Project(p.Add(Vec{o[0], 0, o[1]}))
		if !ok {
			continue
		}
		if ud, hit := v.bodyAt(unit, x, y); hit && ud < d {
			return true
		}
	}
	return false
}

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
			if ud, on := v.bodyAt(c, x, y); on && (hit[1] == engine.NoCell || ud < best[1]) {
				hit[1], best[1] = c, ud
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
func (v *View) inQuad(x, y float32, q *[4]Vec) bool {
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
