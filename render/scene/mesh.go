package scene

import (
	"math"

	"strategema/engine"
)

// Mesh is a triangle mesh: positions, a normal per vertex and
// counter-clockwise triangles seen from outside (the right-hand rule gives
// the outward normal). Faceted meshes repeat vertices per face.
type Mesh struct {
	Pos  []Vec
	Norm []Vec
	Tris [][3]uint16
	// Radius bounds the mesh around its origin.
	Radius float32
}

// face adds a flat triangle with its own vertices.
func (m *Mesh) face(a, b, c Vec) {
	n := b.Sub(a).Cross(c.Sub(a)).Normalize()
	i := uint16(len(m.Pos))
	m.Pos = append(m.Pos, a, b, c)
	m.Norm = append(m.Norm, n, n, n)
	m.Tris = append(m.Tris, [3]uint16{i, i + 1, i + 2})
}

// outward orients triangle (a,b,c) to face away from centre.
func (m *Mesh) outward(a, b, c, centre Vec) {
	n := b.Sub(a).Cross(c.Sub(a))
	if n.Dot(a.Add(b).Add(c).Mul(1.0/3).Sub(centre)) < 0 {
		b, c = c, b
	}
	m.face(a, b, c)
}

func (m *Mesh) finish() *Mesh {
	for _, p := range m.Pos {
		m.Radius = max(m.Radius, p.Len())
	}
	return m
}

// Octahedron is a faceted octahedron of radius r, stretched by sy in height.
func Octahedron(r, sy float32) *Mesh {
	m := &Mesh{}
	top, bot := Vec{0, r * sy, 0}, Vec{0, -r * sy, 0}
	ring := [4]Vec{{r, 0, 0}, {0, 0, r}, {-r, 0, 0}, {0, 0, -r}}
	for i := range ring {
		a, b := ring[i], ring[(i+1)%4]
		m.outward(top, a, b, Vec{})
		m.outward(bot, a, b, Vec{})
	}
	return m.finish()
}

// Torus is a ring in the XZ plane: major radius R, tube radius t, with seg
// segments around and sides around the tube, smooth-shaded.
func Torus(R, t float32, seg, sides int) *Mesh {
	m := &Mesh{}
	for i := 0; i < seg; i++ {
		u := 2 * math.Pi * float64(i) / float64(seg)
		cu, su := float32(math.Cos(u)), float32(math.Sin(u))
		for j := 0; j < sides; j++ {
			w := 2 * math.Pi * float64(j) / float64(sides)
			cw, sw := float32(math.Cos(w)), float32(math.Sin(w))
			n := Vec{cu * cw, sw, su * cw}
			m.Pos = append(m.Pos, Vec{cu * (R + t*cw), t * sw, su * (R + t*cw)})
			m.Norm = append(m.Norm, n)
		}
	}
	idx := func(i, j int) uint16 { return uint16((i%seg)*sides + j%sides) }
	for i := 0; i < seg; i++ {
		for j := 0; j < sides; j++ {
			a, b, c, d := idx(i, j), idx(i+1, j), idx(i+1, j+1), idx(i, j+1)
			m.Tris = append(m.Tris, m.orient(a, b, c), m.orient(a, c, d))
		}
	}
	return m.finish()
}

// orient returns the triangle wound so its face normal agrees with the
// vertex normals.
func (m *Mesh) orient(a, b, c uint16) [3]uint16 {
	pa, pb, pc := m.Pos[a], m.Pos[b], m.Pos[c]
	n := pb.Sub(pa).Cross(pc.Sub(pa))
	if n.Dot(m.Norm[a].Add(m.Norm[b]).Add(m.Norm[c])) < 0 {
		return [3]uint16{a, c, b}
	}
	return [3]uint16{a, b, c}
}

// merge appends o's triangles to m.
func (m *Mesh) merge(o *Mesh) *Mesh {
	base := uint16(len(m.Pos))
	m.Pos = append(m.Pos, o.Pos...)
	m.Norm = append(m.Norm, o.Norm...)
	for _, t := range o.Tris {
		m.Tris = append(m.Tris, [3]uint16{t[0] + base, t[1] + base, t[2] + base})
	}
	return m.finish()
}

// icosa is the 12 vertices and 20 faces of a unit icosahedron.
func icosa() ([]Vec, [][3]int) {
	p := float32((1 + math.Sqrt(5)) / 2)
	v := []Vec{
		{-1, p, 0}, {1, p, 0}, {-1, -p, 0}, {1, -p, 0},
		{0, -1, p}, {0, 1, p}, {0, -1, -p}, {0, 1, -p},
		{p, 0, -1}, {p, 0, 1}, {-p, 0, -1}, {-p, 0, 1},
	}
	for i := range v {
		v[i] = v[i].Normalize()
	}
	f := [][3]int{
		{0, 11, 5}, {0, 5, 1}, {0, 1, 7}, {0, 7, 10}, {0, 10, 11},
		{1, 5, 9}, {5, 11, 4}, {11, 10, 2}, {10, 7, 6}, {7, 1, 8},
		{3, 9, 4}, {3, 4, 2}, {3, 2, 6}, {3, 6, 8}, {3, 8, 9},
		{4, 9, 5}, {2, 4, 11}, {6, 2, 10}, {8, 6, 7}, {9, 8, 1},
	}
	return v, f
}

// Icosahedron is a faceted icosahedron of radius r.
func Icosahedron(r float32) *Mesh {
	v, f := icosa()
	m := &Mesh{}
	for _, t := range f {
		m.outward(v[t[0]].Mul(r), v[t[1]].Mul(r), v[t[2]].Mul(r), Vec{})
	}
	return m.finish()
}

// Sphere is a smooth icosphere of radius r, subdivided n times.
func Sphere(r float32, n int) *Mesh {
	v, f := icosa()
	for ; n > 0; n-- {
		mid := map[[2]int]int{}
		midpoint := func(a, b int) int {
			k := [2]int{min(a, b), max(a, b)}
			if i, ok := mid[k]; ok {
				return i
			}
			v = append(v, v[a].Add(v[b]).Normalize())
			mid[k] = len(v) - 1
			return len(v) - 1
		}
		var nf [][3]int
		for _, t := range f {
			a, b, c := midpoint(t[0], t[1]), midpoint(t[1], t[2]), midpoint(t[2], t[0])
			nf = append(nf, [3]int{t[0], a, c}, [3]int{t[1], b, a}, [3]int{t[2], c, b}, [3]int{a, b, c})
		}
		f = nf
	}
	m := &Mesh{}
	for _, p := range v {
		m.Pos = append(m.Pos, p.Mul(r))
		m.Norm = append(m.Norm, p)
	}
	for _, t := range f {
		m.Tris = append(m.Tris, m.orient(uint16(t[0]), uint16(t[1]), uint16(t[2])))
	}
	return m.finish()
}

// Prism is a faceted regular prism with k sides, circumradius r and height h.
func Prism(k int, r, h float32) *Mesh {
	m := &Mesh{}
	ring := make([]Vec, k)
	for i := range ring {
		a := 2*math.Pi*float64(i)/float64(k) + math.Pi/float64(k)
		ring[i] = Vec{r * float32(math.Cos(a)), 0, r * float32(math.Sin(a))}
	}
	up, dn := Vec{0, h / 2, 0}, Vec{0, -h / 2, 0}
	for i := range ring {
		a, b := ring[i], ring[(i+1)%k]
		m.outward(a.Add(dn), b.Add(dn), b.Add(up), Vec{})
		m.outward(a.Add(dn), b.Add(up), a.Add(up), Vec{})
		m.outward(up, a.Add(up), b.Add(up), Vec{})
		m.outward(dn, a.Add(dn), b.Add(dn), Vec{})
	}
	return m.finish()
}

// Pyramid is a square pyramid with half-width r and height h, centred on
// its mid-height.
func Pyramid(r, h float32) *Mesh {
	m := &Mesh{}
	apex := Vec{0, h / 2, 0}
	base := [4]Vec{{r, -h / 2, r}, {-r, -h / 2, r}, {-r, -h / 2, -r}, {r, -h / 2, -r}}
	c := Vec{0, -h / 6, 0}
	for i := range base {
		m.outward(apex, base[i], base[(i+1)%4], c)
	}
	m.outward(base[0], base[1], base[2], c)
	m.outward(base[0], base[2], base[3], c)
	return m.finish()
}

// KindScale is how much larger than UnitScale a kind is drawn: the Core
// stands out.
func KindScale(k engine.Kind) float32 {
	if k == engine.Core {
		return 1.2
	}
	return 1
}

// KindTurns reports whether a kind's unit turns slowly on the board; a
// Guardian and a Striker face the enemy instead.
func KindTurns(k engine.Kind) bool { return k != engine.Guardian && k != engine.Striker }

// stretchY makes m k times taller, its normals bent to match.
func (m *Mesh) stretchY(k float32) *Mesh {
	for i := range m.Pos {
		m.Pos[i][1] *= k
		n := m.Norm[i]
		m.Norm[i] = Vec{n[0], n[1] / k, n[2]}.Normalize()
	}
	m.Radius = 0
	return m.finish()
}

// Meshes holds one mesh per unit kind.
type Meshes [engine.NumKinds]*Mesh

// UnitMeshes builds the five unit meshes of the rules (section 2): Core a
// ringed octahedron, Nexus an icosahedron, Guardian a hexagonal prism,
// Striker a pyramid, Node a sphere. Each, at its size on the board
// (UnitScale × KindScale), stands within its cell's square whichever way
// it turns (TestUnitsStandWithinTheirCell): none overhangs the board's
// edge from rank 8 or a neighbour's tile.
func UnitMeshes() *Meshes {
	var ms Meshes
	core := Octahedron(0.2, 2.0) // tall rather than wide: the Core stands out upwards
	ms[engine.Core] = core.merge(Torus(0.235, 0.025, 24, 5))
	ms[engine.Nexus] = Icosahedron(0.31).stretchY(1.15) // taller for its narrower footprint: a phone still shows it 19 CSS px tall
	ms[engine.Guardian] = Prism(6, 0.31, 0.5)           // taller for its narrower footprint: a phone still shows it 19 CSS px tall
	ms[engine.Striker] = Pyramid(0.29, 0.56)
	ms[engine.Node] = Sphere(0.3, 1)
	return &ms
}
