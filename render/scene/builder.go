package scene

import (
	"math"
	"slices"
	"strategema/render/colour"
)

// Vertex has the memory layout of ebiten.Vertex, so the render package can
// hand a []Vertex to DrawTrianglesShader without copying (it checks the
// layout in a test). The scene package itself never imports Ebitengine.
type Vertex struct {
	DstX, DstY                     float32
	SrcX, SrcY                     float32
	ColorR, ColorG, ColorB, ColorA float32
	Custom0, Custom1               float32
	Custom2, Custom3               float32
}

// Color is the front end's colour (render/colour), named here for the
// scene's own code.
type Color = colour.Color

// Materials, passed to the shader in Custom3.
const (
	// MatLit is a lit solid: Custom0–2 hold the view-space normal.
	MatLit = 0
	// MatTile is a holographic tile: Src is the tile's UV (0–1); Custom0 the
	// highlight strength, Custom1 the hatch pattern (1 for Amber territory
	// in the colour-blind palette), Custom2 the outline strength.
	MatTile = 1
	// MatGlow is a soft ring or disc: Src is the UV (−1..1); Custom0 the
	// ring's inner radius (0 for a filled disc).
	MatGlow = 2
)

type face struct {
	depth float32
	start uint32 // index of the first vertex in tmp
	quad  bool
}

// Builder collects the scene's faces for one frame, sorts them back to
// front (the painter's algorithm: Ebitengine has no depth buffer) and
// writes the vertex and index buffers. It reuses its memory between frames:
// after warm-up a frame allocates nothing.
type Builder struct {
	v     *View
	tmp   []Vertex
	faces []face
	world []Vec
	scr   []Vertex
	depth []float32
	Out   []Vertex
	Index []uint16
	// Faces is the number of faces drawn in the last frame.
	Faces int
}

// Initial capacities of the frame buffers: a full board with every unit
// and tile needs about this much, so the first frame does not spend its
// time growing slices (in the browser a third of the first Draw did).
const (
	initialVertices = 1 << 14
	initialFaces    = 1 << 12
)

// Begin starts a frame seen through v.
func (b *Builder) Begin(v *View) {
	if b.tmp == nil {
		b.tmp = make([]Vertex, 0, initialVertices)
		b.faces = make([]face, 0, initialFaces)
		b.Out = make([]Vertex, 0, initialVertices)
		b.Index = make([]uint16, 0, initialVertices*3/2)
	}
	b.v = v
	b.tmp = b.tmp[:0]
	b.faces = b.faces[:0]
}

// Box is a screen rectangle by its corners, in pixels.
type Box struct{ X0, Y0, X1, Y1 float32 }

// Mesh adds mesh m at world position pos, scaled by s and turned by spin
// radians about the vertical axis, in colour c with material params e
// (Custom3 = MatLit; emissive strength in SrcX). Back faces are culled.
// It returns the screen rectangle the mesh covers.
func (b *Builder) Mesh(m *Mesh, pos Vec, s, spin float32, c Color, emissive float32) Box {
	v := b.v
	cs, sn := float32(math.Cos(float64(spin))), float32(math.Sin(float64(spin)))
	n := len(m.Pos)
	b.world = slices.Grow(b.world[:0], n)[:n]
	b.scr = slices.Grow(b.scr[:0], n)[:n]
	b.depth = slices.Grow(b.depth[:0], n)[:n]
	ok := true
	box := Box{math.MaxFloat32, math.MaxFloat32, -math.MaxFloat32, -math.MaxFloat32}
	for i, p := range m.Pos {
		w := Vec{(p[0]*cs - p[2]*sn) * s, p[1] * s, (p[0]*sn + p[2]*cs) * s}.Add(pos)
		b.world[i] = w
		x, y, d, okp := v.Project(w)
		ok = ok && okp
		box = Box{min(box.X0, x), min(box.Y0, y), max(box.X1, x), max(box.Y1, y)}
		nm := m.Norm[i]
		vn := v.ViewNormal(Vec{nm[0]*cs - nm[2]*sn, nm[1], nm[0]*sn + nm[2]*cs})
		b.scr[i] = Vertex{DstX: x, DstY: y, SrcX: emissive, ColorR: c.R, ColorG: c.G, ColorB: c.B, ColorA: c.A,
			Custom0: vn[0], Custom1: vn[1], Custom2: vn[2], Custom3: MatLit}
		b.depth[i] = d
	}
	if !ok {
		return Box{}
	}
	for _, t := range m.Tris {
		a, bb, cc := b.world[t[0]], b.world[t[1]], b.world[t[2]]
		fn := bb.Sub(a).Cross(cc.Sub(a))
		if !v.Facing(a, fn) {
			continue
		}
		start := uint32(len(b.tmp))
		b.tmp = append(b.tmp, b.scr[t[0]], b.scr[t[1]], b.scr[t[2]])
		b.faces = append(b.faces, face{depth: (b.depth[t[0]] + b.depth[t[1]] + b.depth[t[2]]) / 3, start: start})
	}
	return box
}

// Quad adds a two-sided quad with corners p (in order around it), colour c
// and the shader parameters of material mat. UVs run 0–1 for MatTile and
// −1..1 for MatGlow. bias is added to the sort depth (negative draws later).
func (b *Builder) Quad(p *[4]Vec, c Color, mat, c0, c1, c2, bias float32) {
	var d float32
	start := uint32(len(b.tmp))
	lo, hi := float32(0), float32(1)
	if mat == MatGlow {
		lo = -1
	}
	uv := [4][2]float32{{lo, lo}, {hi, lo}, {hi, hi}, {lo, hi}}
	for i := range p {
		x, y, dd, ok := b.v.Project(p[i])
		if !ok {
			b.tmp = b.tmp[:start]
			return
		}
		d += dd
		b.tmp = append(b.tmp, Vertex{DstX: x, DstY: y, SrcX: uv[i][0], SrcY: uv[i][1],
			ColorR: c.R, ColorG: c.G, ColorB: c.B, ColorA: c.A, Custom0: c0, Custom1: c1, Custom2: c2, Custom3: mat})
	}
	b.faces = append(b.faces, face{depth: d/4 + bias, start: start, quad: true})
}

// Finish sorts the faces back to front and fills Out and Index.
func (b *Builder) Finish() {
	slices.SortFunc(b.faces, func(x, y face) int {
		switch {
		case x.depth > y.depth:
			return -1
		case x.depth < y.depth:
			return 1
		}
		return int(x.start) - int(y.start)
	})
	b.Out = b.Out[:0]
	b.Index = b.Index[:0]
	for _, f := range b.faces {
		if len(b.Out) > 65000 {
			break // far beyond any board; uint16 indices end here
		}
		i := uint16(len(b.Out))
		if f.quad {
			b.Out = append(b.Out, b.tmp[f.start:f.start+4]...)
			b.Index = append(b.Index, i, i+1, i+2, i, i+2, i+3)
		} else {
			b.Out = append(b.Out, b.tmp[f.start:f.start+3]...)
			b.Index = append(b.Index, i, i+1, i+2)
		}
	}
	b.Faces = len(b.faces)
}
