package scene

import (
	"fmt"
	"math"
	"testing"

	"strategema/engine"
)

// TestMeshesClosedOutward checks every unit mesh: each edge is shared by
// exactly two triangles running it in opposite directions (closed and
// consistently wound), every face normal agrees with its vertex normals,
// and the enclosed volume is positive (normals point outward).
func TestMeshesClosedOutward(t *testing.T) {
	ms := UnitMeshes()
	for k, m := range ms {
		name := engine.Kind(k).String()
		if len(m.Tris) == 0 {
			t.Fatalf("%s: empty mesh", name)
		}
		// weld vertices by position
		key := func(p Vec) [3]int32 {
			return [3]int32{int32(math.Round(float64(p[0]) * 1e4)), int32(math.Round(float64(p[1]) * 1e4)), int32(math.Round(float64(p[2]) * 1e4))}
		}
		edges := map[[2][3]int32]int{}
		var vol float64
		for _, tr := range m.Tris {
			a, b, c := m.Pos[tr[0]], m.Pos[tr[1]], m.Pos[tr[2]]
			for i := 0; i < 3; i++ {
				p, q := m.Pos[tr[i]], m.Pos[tr[(i+1)%3]]
				edges[[2][3]int32{key(p), key(q)}]++
			}
			fn := b.Sub(a).Cross(c.Sub(a))
			if fn.Len() < 1e-9 {
				t.Errorf("%s: degenerate triangle %v", name, tr)
				continue
			}
			vn := m.Norm[tr[0]].Add(m.Norm[tr[1]]).Add(m.Norm[tr[2]])
			if fn.Dot(vn) <= 0 {
				t.Errorf("%s: triangle %v winds against its normals", name, tr)
			}
			vol += float64(a.Dot(b.Cross(c))) / 6
		}
		for e, n := range edges {
			back := [2][3]int32{e[1], e[0]}
			if n != 1 || edges[back] != 1 {
				t.Errorf("%s: edge %v used %d times, reverse %d: mesh not closed", name, e, n, edges[back])
				break
			}
		}
		if vol <= 0 {
			t.Errorf("%s: volume %.4f, want > 0 (outward normals)", name, vol)
		}
		if m.Radius <= 0.1 || m.Radius > 0.5 {
			t.Errorf("%s: radius %.2f does not fit a cell", name, m.Radius)
		}
	}
}

type camCase struct {
	name  string
	mode  Mode
	solo  int
	orbit Orbit
	exact bool // every centre must pick back exactly
}

func camCases() []camCase {
	cs := []camCase{
		{"default", Stacked, 0, DefaultOrbit(), true},
		{"flat", Flat, 0, DefaultOrbit(), true},
		{"flat-zoom-pan", Flat, 0, Orbit{Zoom: 1.7, PanX: 3, PanY: -1}, false},
		{"side", Stacked, 0, Orbit{Yaw: 1.1, Pitch: 0.3, Zoom: 1}, false},
		{"behind", Stacked, 0, Orbit{Yaw: 3.0, Pitch: 0.4, Zoom: 1}, true},
		{"steep", Stacked, 0, Orbit{Yaw: -0.7, Pitch: 1.3, Zoom: 1.4}, false},
		{"below", Stacked, 0, Orbit{Yaw: 0.4, Pitch: -0.6, Zoom: 1}, false},
	}
	for l := 1; l <= 4; l++ {
		cs = append(cs, camCase{"solo", Stacked, l, Orbit{Yaw: 0.3 * float32(l), Pitch: 0.4 + 0.2*float32(l), Zoom: 1}, true})
		cs = append(cs, camCase{"flat-solo", Flat, l, DefaultOrbit(), true})
	}
	return cs
}

// TestPickRoundTrip projects the centre of every visible cell and picks it
// back. Where levels overlap on the screen the front-most tile wins, so for
// those angles the test checks the pick is a visible cell whose tile covers
// the point and lies in front of the projected one.
func TestPickRoundTrip(t *testing.T) {
	for _, cc := range camCases() {
		v := NewView(1280, 800)
		v.Mode, v.Solo, v.Cam = cc.mode, cc.solo, cc.orbit
		v.Update()
		misses := 0
		for c := engine.Cell(0); c < engine.Cells; c++ {
			if !v.LevelVisible(c.Level()) {
				continue
			}
			x, y, d, ok := v.Project(v.CellPos(c))
			if !ok {
				t.Errorf("%s: %s behind the camera", cc.name, c)
				continue
			}
			if x < 0 || y < 0 || x > 1280 || y > 800 {
				if cc.exact {
					t.Errorf("%s: %s projects off screen at %.0f,%.0f", cc.name, c, x, y)
				}
				continue
			}
			got, ok := v.Pick(x, y, engine.Bitboard{}, engine.Bitboard{})
			if !ok {
				t.Errorf("%s: %s at %.0f,%.0f picks nothing", cc.name, c, x, y)
				continue
			}
			if got == c {
				continue
			}
			misses++
			if cc.exact {
				t.Errorf("%s: %s at %.0f,%.0f picks %s", cc.name, c, x, y, got)
				continue
			}
			_, _, gd, _ := v.Project(v.CellPos(got))
			q := v.Corners(got, 0)
			if !v.inQuad(x, y, &q) || gd > d || !v.LevelVisible(got.Level()) {
				t.Errorf("%s: %s picks %s, which is not a covering tile in front", cc.name, c, got)
			}
		}
		t.Logf("%s: %d cells covered by a tile in front", cc.name, misses)
	}
}

// TestPickUnits: a click on a unit's body picks its cell, from any angle.
func TestPickUnits(t *testing.T) {
	p := engine.NewPosition()
	occ := p.Occupied(engine.Cerulean).Or(p.Occupied(engine.Amber))
	for _, cc := range camCases() {
		v := NewView(1280, 800)
		v.Mode, v.Solo, v.Cam = cc.mode, cc.solo, cc.orbit
		v.Update()
		for _, c := range occ.Cells() {
			if !v.LevelVisible(c.Level()) {
				continue
			}
			x, y, d, _ := v.Project(v.UnitPos(c))
			got, ok := v.Pick(x, y, occ, engine.Bitboard{})
			if !ok {
				t.Errorf("%s: unit on %s picks nothing", cc.name, c)
				continue
			}
			if got != c {
				// only another unit in front may cover it
				_, _, gd, _ := v.Project(v.UnitPos(got))
				if !occ.Has(got) || gd > d {
					t.Errorf("%s: unit on %s picks %s", cc.name, c, got)
				}
			}
			// a highlighted destination under the point wins over units
			if _, _, _, ok := v.Project(v.CellPos(c)); ok {
				tx, ty, _, _ := v.Project(v.CellPos(c))
				pref := engine.Singleton(c)
				if got, _ := v.Pick(tx, ty, occ, pref); got != c {
					t.Errorf("%s: preferred cell %s picks %s", cc.name, c, got)
				}
			}
		}
	}
}

func TestCellLayout(t *testing.T) {
	v := NewView(1280, 800)
	a1, h1 := v.CellPos(engine.NewCell(0, 0, 0)), v.CellPos(engine.NewCell(0, 7, 0))
	ax, _, _, _ := v.Project(a1)
	hx, _, _, _ := v.Project(h1)
	if ax >= hx {
		t.Errorf("from Cerulean's side file A (x=%.0f) must be left of file H (x=%.0f)", ax, hx)
	}
	_, y1, _, _ := v.Project(v.CellPos(engine.NewCell(0, 3, 0)))
	_, y4, _, _ := v.Project(v.CellPos(engine.NewCell(3, 3, 0)))
	if y4 >= y1 {
		t.Errorf("level 4 (y=%.0f) must be above level 1 (y=%.0f)", y4, y1)
	}
	v.Mode = Flat
	v.Update()
	l1, _, _, _ := v.Project(v.CellPos(engine.NewCell(0, 0, 0)))
	l4, _, _, _ := v.Project(v.CellPos(engine.NewCell(3, 0, 0)))
	_, r1, _, _ := v.Project(v.CellPos(engine.NewCell(0, 0, 0)))
	_, r8, _, _ := v.Project(v.CellPos(engine.NewCell(0, 0, 7)))
	if l1 >= l4 || r8 >= r1 {
		t.Errorf("flat map: level 1 left of level 4 (%.0f, %.0f), rank 8 above rank 1 (%.0f, %.0f)", l1, l4, r8, r1)
	}
}

// TestBuilderSortsAndDoesNotAllocate builds a full board twice and checks
// the faces come out back to front and the second frame allocates nothing.
func TestBuilderSortsAndDoesNotAllocate(t *testing.T) {
	v := NewView(1280, 800)
	ms := UnitMeshes()
	p := engine.NewPosition()
	var b Builder
	frame := func() {
		b.Begin(v)
		for c := engine.Cell(0); c < engine.Cells; c++ {
			q := v.Corners(c, 0.04)
			b.Quad(&q, Color{R: 0.2, G: 0.4, B: 0.9, A: 0.5}, MatTile, 0, 0, 0, 0)
		}
		for id := engine.UnitID(0); id < engine.NumUnits; id++ {
			u := p.Unit(id)
			b.Mesh(ms[u.Kind], v.UnitPos(u.Cell), 1, 0.3, Color{R: 1, G: 1, B: 1, A: 1}, 0)
		}
		b.Finish()
	}
	frame()
	if allocs := testing.AllocsPerRun(20, frame); allocs != 0 {
		t.Errorf("a frame allocates %.1f times, want 0", allocs)
	}
	for i := 1; i < len(b.faces); i++ {
		if b.faces[i].depth > b.faces[i-1].depth {
			t.Fatalf("faces not sorted back to front at %d", i)
		}
	}
	if b.Faces < 256 || len(b.Index)%3 != 0 {
		t.Errorf("%d faces, %d indices", b.Faces, len(b.Index))
	}
	t.Logf("%d faces, %d vertices", b.Faces, len(b.Out))
}

func BenchmarkBuildFrame(b *testing.B) {
	v := NewView(1280, 800)
	ms := UnitMeshes()
	p := engine.NewPosition()
	var bl Builder
	b.ReportAllocs()
	for b.Loop() {
		v.Cam.Yaw += 0.01
		v.Update()
		bl.Begin(v)
		for c := engine.Cell(0); c < engine.Cells; c++ {
			q := v.Corners(c, 0.04)
			bl.Quad(&q, Color{R: 0.2, G: 0.4, B: 0.9, A: 0.5}, MatTile, 0, 0, 0, 0)
		}
		for id := engine.UnitID(0); id < engine.NumUnits; id++ {
			u := p.Unit(id)
			bl.Mesh(ms[u.Kind], v.UnitPos(u.Cell), 1, 0.3, Color{R: 1, G: 1, B: 1, A: 1}, 0)
		}
		bl.Finish()
	}
}

// levelBox is the screen rectangle level l covers: its tiles and the
// tallest unit standing on them.
func levelBox(v *View, l int) (x0, y0, x1, y1 float32) {
	x0, y0, x1, y1 = 1e9, 1e9, -1e9, -1e9
	for _, c := range [...]engine.Cell{engine.NewCell(l, 0, 0), engine.NewCell(l, 7, 0), engine.NewCell(l, 0, 7), engine.NewCell(l, 7, 7)} {
		q := v.Corners(c, 0)
		for _, p := range q {
			for _, h := range [...]float32{0, UnitTop} {
				x, y, _, _ := v.Project(p.Add(Vec{0, h, 0}))
				x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
			}
		}
	}
	return
}

// TestStaircaseSeparatesLevels: in wide, square and tall board areas,
// from the default camera and orbited ones (the elevation clamped), the
// four levels with their units never overlap on the screen, each stands
// higher than the one below, all stay inside the area below the view
// controls, and together they fill it in one direction at least.
func TestStaircaseSeparatesLevels(t *testing.T) {
	orbits := []Orbit{DefaultOrbit(), {Yaw: 0.8, Pitch: 0.2, Zoom: 1}, {Yaw: -2.2, Pitch: 1.5, Zoom: 1}, {Yaw: 3.1, Pitch: 0.9, Zoom: 1}}
	for _, sz := range [][2]float32{{1280, 674}, {1920, 950}, {864, 674}, {600, 700}, {390, 700}} {
		for _, o := range orbits {
			v := NewView(sz[0], sz[1])
			v.Y0, v.Inset, v.Cam = 62, 48, o
			v.Update()
			if v.Cam.Pitch < MinPitch || v.Cam.Pitch > MaxPitch {
				t.Errorf("%v %+v: pitch %.2f outside the clamp", sz, o, v.Cam.Pitch)
			}
			var box [4][4]float32
			top, bottom, left, right := float32(1e9), float32(-1e9), float32(1e9), float32(-1e9)
			for l := 0; l < 4; l++ {
				x0, y0, x1, y1 := levelBox(v, l)
				box[l] = [4]float32{x0, y0, x1, y1}
				top, bottom, left, right = min(top, y0), max(bottom, y1), min(left, x0), max(right, x1)
				if x0 < v.X0-0.5 || x1 > v.X0+v.W+0.5 || y0 < v.Y0+v.Inset-0.5 || y1 > v.Y0+v.H+0.5 {
					t.Errorf("%v %+v: L%d at %.0f,%.0f–%.0f,%.0f leaves the board area", sz, o, l+1, x0, y0, x1, y1)
				}
				for k := 0; k < l; k++ {
					b := box[k]
					if x0 < b[2]-0.5 && b[0] < x1-0.5 && y0 < b[3]-0.5 && b[1] < y1-0.5 {
						t.Errorf("%v %+v: L%d %v overlaps L%d %v", sz, o, l+1, box[l], k+1, b)
					}
				}
				if l > 0 && y0 >= box[l-1][1] {
					t.Errorf("%v %+v: L%d (top %.0f) is not above L%d (top %.0f)", sz, o, l+1, y0, l, box[l-1][1])
				}
			}
			fillH, fillW := (bottom-top)/(v.H-v.Inset), (right-left)/v.W
			if max(fillH, fillW) < 0.9 {
				t.Errorf("%v %+v: the levels fill %.0f%% of the width and %.0f%% of the height", sz, o, fillW*100, fillH*100)
			}
		}
	}
}

// TestFlatMapFills: the flat map picks the arrangement with the largest
// cells (2×2 in the window's board area), keeps the levels apart and
// inside the area, L1 at the bottom left and L4 at the top right.
func TestFlatMapFills(t *testing.T) {
	v := NewView(864, 674)
	v.Mode, v.Y0, v.Inset = Flat, 62, 48
	v.Update()
	if ppu := v.PixelsPerUnit(Vec{}); ppu < 28 {
		t.Errorf("flat map cells are %.0f px, want ≥ 28", ppu)
	}
	var box [4][4]float32
	for l := 0; l < 4; l++ {
		x0, y0, x1, y1 := levelBox(v, l)
		box[l] = [4]float32{x0, y0, x1, y1}
		if x0 < v.X0 || x1 > v.X0+v.W || y0 < v.Y0+v.Inset || y1 > v.Y0+v.H {
			t.Errorf("L%d at %v leaves the board area", l+1, box[l])
		}
		for k := 0; k < l; k++ {
			b := box[k]
			if x0 < b[2] && b[0] < x1 && y0 < b[3] && b[1] < y1 {
				t.Errorf("L%d %v overlaps L%d %v", l+1, box[l], k+1, b)
			}
		}
	}
	if !(box[0][0] < box[1][0] && box[0][1] > box[2][1] && box[3][0] > box[2][0] && box[3][1] < box[1][1]) {
		t.Errorf("levels not in a 2×2 grid with L1 bottom left, L4 top right: %v", box)
	}
	if !v.FlatLeftColumn(0) || v.FlatLeftColumn(1) || !v.FlatLeftColumn(2) {
		t.Error("FlatLeftColumn disagrees with the 2×2 grid")
	}
	// a wide, short area puts the levels in one row
	v.W, v.H, v.Inset = 1600, 300, 0
	v.Update()
	_, ya, _, _ := levelBox(v, 0)
	_, yb, _, _ := levelBox(v, 3)
	if ya != yb {
		t.Errorf("wide area: L1 top %.0f, L4 top %.0f, want one row", ya, yb)
	}
}

// standingViews is the stacked board at the window's three common sizes,
// from the default camera and a few the player orbits to (turned, from
// Amber's side, from higher up).
func standingViews() map[string]*View {
	views := map[string]*View{}
	for _, sz := range [][2]float32{{1024, 640}, {1280, 800}, {1920, 1080}} {
		for _, o := range []Orbit{DefaultOrbit(), {Yaw: 0.5, Pitch: DefaultPitch, Zoom: 1}, {Yaw: math.Pi, Pitch: DefaultPitch, Zoom: 1}, {Yaw: -0.3, Pitch: MaxPitch, Zoom: 1}} {
			v := NewView(sz[0], sz[1])
			v.Cam = o
			v.Update()
			views[fmt.Sprintf("%.0fx%.0f yaw %.2f pitch %.2f", sz[0], sz[1], o.Yaw, o.Pitch)] = v
		}
	}
	return views
}

// TestUnitStandsOnItsCell: a unit is seen on its own cell, not a row
// further back: the middle of its body lies inside its own tile on the
// screen, for every cell and camera of standingViews.
func TestUnitStandsOnItsCell(t *testing.T) {
	for name, v := range standingViews() {
		for c := engine.Cell(0); c < engine.Cells; c++ {
			x, y, _, _ := v.Project(v.UnitPos(c))
			q := v.Corners(c, 0)
			if !v.inQuad(x, y, &q) {
				t.Errorf("%s: the unit on %s is drawn outside its tile", name, c)
				break
			}
		}
	}
}

// TestPickTileAmongUnits: with every unit of the opening on the board, a
// click on the middle of any cell's tile picks that cell, never the unit
// standing in front of it (clicking D2 selected the Core on D1), and a
// click on a unit's body picks that unit.
func TestPickTileAmongUnits(t *testing.T) {
	p := engine.NewPosition()
	occ := p.Occupied(engine.Cerulean).Or(p.Occupied(engine.Amber))
	for name, v := range standingViews() {
		bad := 0
		for c := engine.Cell(0); c < engine.Cells && bad < 3; c++ {
			x, y, _, _ := v.Project(v.CellPos(c))
			if got, ok := v.Pick(x, y, occ, engine.Bitboard{}); !ok || got != c {
				t.Errorf("%s: a click on the tile of %s picks %s", name, c, got)
				bad++
			}
			if occ.Has(c) {
				x, y, _, _ = v.Project(v.UnitPos(c))
				if got, _ := v.Pick(x, y, occ, engine.Bitboard{}); got != c {
					t.Errorf("%s: a click on the unit on %s picks %s", name, c, got)
					bad++
				}
			}
		}
	}
}

// TestCoversTheCellBehind: seen from Cerulean's side, a unit hides part
// of the cell behind it (and is drawn see-through while the player points
// there), never its own cell nor the cell in front of it or beside it;
// seen from Amber's side, the other way round.
func TestCoversTheCellBehind(t *testing.T) {
	for _, yaw := range []float32{0, math.Pi} {
		v := NewView(1024, 640)
		v.Cam.Yaw = yaw
		v.Update()
		for l := 0; l < 4; l++ {
			for f := 0; f < 8; f++ {
				for r := 1; r < 7; r++ {
					c := engine.NewCell(l, f, r)
					behind, front := engine.NewCell(l, f, r+1), engine.NewCell(l, f, r-1)
					if yaw != 0 {
						behind, front = front, behind
					}
					if !v.Covers(c, behind) {
						t.Errorf("yaw %.2f: the unit on %s does not cover %s behind it", yaw, c, behind)
					}
					if v.Covers(c, c) || v.Covers(c, front) {
						t.Errorf("yaw %.2f: the unit on %s covers itself or %s in front", yaw, c, front)
					}
					if f > 0 && v.Covers(c, engine.NewCell(l, f-1, r)) {
						t.Errorf("yaw %.2f: the unit on %s covers the cell beside it", yaw, c)
					}
				}
			}
		}
	}
}

// TestUnitsStandWithinTheirCell: every unit's body, at its size on the
// board and turned any way it turns, stands within its cell's square: seen
// from every camera of standingViews, the body's outline dropped onto the
// tile lies inside the tile, so a unit on rank 8 never overhangs the
// board's edge and none reaches over a neighbour's tile.
func TestUnitsStandWithinTheirCell(t *testing.T) {
	ms := UnitMeshes()
	for k := engine.Kind(0); k < engine.NumKinds; k++ {
		spins := []float32{0, math.Pi}
		if KindTurns(k) {
			spins = spins[:0]
			for i := range 24 {
				spins = append(spins, float32(i)*math.Pi/12)
			}
		}
		s := UnitScale * KindScale(k)
		for name, v := range standingViews() {
			bad := false
			for _, c := range []engine.Cell{engine.NewCell(0, 0, 7), engine.NewCell(1, 4, 7), engine.NewCell(3, 7, 7), engine.NewCell(2, 3, 0), engine.NewCell(0, 5, 4)} {
				q := v.Corners(c, 0)
				base := v.CellPos(c)
				for _, spin := range spins {
					cs, sn := float32(math.Cos(float64(spin))), float32(math.Sin(float64(spin)))
					for _, p := range ms[k].Pos {
						x, z := (p[0]*cs-p[2]*sn)*s, (p[0]*sn+p[2]*cs)*s
						sx, sy, _, ok := v.Project(base.Add(Vec{x, 0, z}))
						if ok && !v.inQuad(sx, sy, &q) {
							t.Errorf("%s: the %s on %s reaches outside its tile (turned %.2f)", name, k, c, spin)
							bad = true
							break
						}
					}
					if bad {
						break
					}
				}
				if bad {
					break
				}
			}
		}
	}
}
