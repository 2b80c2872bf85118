package render

import (
	"image"
	"image/color"
	"math"
	"sort"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/hajimehoshi/ebiten/v2"

	"strategema/engine"
	"strategema/render/colour"
	"strategema/render/lattice"
	"strategema/render/scene"
	"strategema/render/ui"
)

// legend.go: the play room's legend of the five kinds: each kind's shape
// as the board draws it, its map letter, name, strength and reach.

// legendRows describe the five kinds in the window's language: map
// letter, name, shape in 3D, strength and reach; written again only when
// the language changes.
func (p *playRoom) legendRows() *[engine.NumKinds]string {
	a := p.a
	if p.legendWritten.Stale(ui.TextKey{N: [4]int{a.langGen}}) {
		for k := range p.legend5 {
			kd := engine.Kind(k)
			p.legend5[k] = a.trf("play.legend.row", "Letter", lattice.KindSymbols[k], "Unit", a.lang.Unit(kd),
				"Shape", a.tr("play.shape."+kd.String()), "Strength", kd.BaseStrength(), "Range", kd.Range())
		}
	}
	return &p.legend5
}

// drawLegend paints the legend of the five kinds at the stage's top left
// (below the thinking panel when it shows): each row starts with the
// kind's shape as the board draws it. It returns the panel's rectangle.
func (p *playRoom) drawLegend(dst *ebiten.Image, L playLayout, belowThinking bool) ui.Rect {
	a := p.a
	pt := a.pt
	s := float32(pt.Scale)
	rowH := max(pt.LineH(pt.Small), 24*s)
	icon := rowH + 4*s // the shape's column
	legendRows := p.legendRows()
	w := float32(0)
	for _, r := range legendRows {
		w = max(w, pt.Width(r, pt.Small))
	}
	r := ui.Rect{X: L.think.X, Y: L.think.Y, W: min(w+icon+28*s, L.stage.W-16*s)}
	if belowThinking {
		r.Y += L.think.H + 8*s
	}
	// a row too long for the stage (a phone) wraps under its words
	lines := p.legendLines[:0]
	var counts [engine.NumKinds]int
	var rowsH float32
	for k, row := range legendRows {
		n := len(lines)
		lines = pt.Wrap(lines, row, pt.Small, r.W-icon-26*s)
		counts[k] = len(lines) - n
		rowsH += max(rowH, float32(counts[k])*pt.LineH(pt.Small))
	}
	p.legendLines = lines
	r.H = rowsH + 44*s
	pt.Rect(r, ui.ColPanel.Alpha(0.92), 10*s, 1.2*s)
	pt.Text(dst, a.tr("play.legend.title"), pt.Bold, r.X+14*s, r.Y+10*s, ui.ColDim) // also puts the panel down, under the shapes
	y := r.Y + 36*s
	ty := (rowH - pt.LineH(pt.Small)) / 2
	for k := range legendRows {
		c := ui.ColText
		if engine.Kind(k) == engine.Core {
			c = ui.ColWarn // the one to protect
		}
		p.shapes.draw(dst, engine.Kind(k), ui.Rect{X: r.X + 12*s, Y: y, W: rowH, H: rowH}, a.pal.Unit[0])
		n := counts[k]
		ly := y + ty
		if n > 1 {
			ly = y
		}
		for _, l := range lines[:n] {
			pt.Text(dst, l, pt.Small, r.X+14*s+icon, ly, c)
			ly += pt.LineH(pt.Small)
		}
		y += max(rowH, float32(n)*pt.LineH(pt.Small))
		lines = lines[n:]
	}
	return r
}

// shapeIcons draws the units' meshes (scene.UnitMeshes, the board's own)
// small and flat-shaded, turned as the default camera sees them: the
// legend's picture of each kind.
type shapeIcons struct {
	meshes *scene.Meshes
	white  *ebiten.Image
	verts  []ebiten.Vertex
	idx    []uint16
	tris   []shapeTri
	op     ebiten.DrawTrianglesOptions
}

// shapeTri is one face of an icon, projected: its corners on the screen,
// its depth and its shade.
type shapeTri struct {
	x, y  [3]float32
	depth float32
	light float32
}

// The icon's view: turned a little about the vertical, looked at a little
// from above, lit from the upper left and the front.
var (
	shapeTurn  = mgl32.HomogRotate3DX(0.42).Mul4(mgl32.HomogRotate3DY(0.5))
	shapeLight = mgl32.Vec3{-0.45, 0.75, 0.6}.Normalize()
)

// draw paints kind's shape in r in colour c.
func (si *shapeIcons) draw(dst *ebiten.Image, kind engine.Kind, r ui.Rect, c colour.Color) {
	if si.meshes == nil {
		si.meshes = scene.UnitMeshes()
		img := ebiten.NewImage(3, 3)
		img.Fill(color.White)
		si.white = img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
		si.op.AntiAlias = true
	}
	m := si.meshes[kind]
	scale := min(r.W, r.H) / 2 / m.Radius
	cx, cy := r.X+r.W/2, r.Y+r.H/2
	si.tris = si.tris[:0]
	for _, t := range m.Tris {
		var tr shapeTri
		var z float32
		var n mgl32.Vec3
		for i, vi := range t {
			p := shapeTurn.Mul4x1(mgl32.Vec3(m.Pos[vi]).Vec4(1)).Vec3()
			n = n.Add(shapeTurn.Mul4x1(mgl32.Vec3(m.Norm[vi]).Vec4(0)).Vec3())
			tr.x[i], tr.y[i] = cx+p.X()*scale, cy-p.Y()*scale
			z += p.Z()
		}
		n = n.Normalize()
		if n.Z() <= 0 {
			continue // faces away
		}
		tr.depth = z / 3
		tr.light = 0.35 + 0.65*float32(math.Max(0, float64(n.Dot(shapeLight))))
		si.tris = append(si.tris, tr)
	}
	sort.Slice(si.tris, func(i, j int) bool { return si.tris[i].depth < si.tris[j].depth }) // far faces first
	si.verts, si.idx = si.verts[:0], si.idx[:0]
	for _, tr := range si.tris {
		i := uint16(len(si.verts))
		for k := range 3 {
			si.verts = append(si.verts, ebiten.Vertex{DstX: tr.x[k], DstY: tr.y[k], SrcX: 1, SrcY: 1,
				ColorR: c.R * tr.light, ColorG: c.G * tr.light, ColorB: c.B * tr.light, ColorA: 1})
		}
		si.idx = append(si.idx, i, i+1, i+2)
	}
	if len(si.idx) > 0 {
		dst.DrawTriangles(si.verts, si.idx, si.white, &si.op)
	}
}
