package render

import (
	"image"
	"math"
	"unsafe"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/hajimehoshi/ebiten/v2"

	"strategema/engine"
	"strategema/render/match"
	"strategema/render/scene"
)

// asEbiten reinterprets scene vertices as Ebitengine vertices: the two
// structs have the same layout (TestVertexLayout checks it), so the frame
// hands its buffer over without a copy.
func asEbiten(v []scene.Vertex) []ebiten.Vertex {
	if len(v) == 0 {
		return nil
	}
	return unsafe.Slice((*ebiten.Vertex)(unsafe.Pointer(&v[0])), len(v))
}

var levelNames = [4]string{"L1", "L2", "L3", "L4"}
var counterText = [4]string{"0/3", "1/3", "2/3", "3/3"}
var fileNames = [8]string{"A", "B", "C", "D", "E", "F", "G", "H"}
var rankNames = [8]string{"1", "2", "3", "4", "5", "6", "7", "8"}

// boardState is what the board draws: a position and, in play, the
// match's animation and selection.
type boardState struct {
	pos   *engine.Position // nil: no board
	fade  *engine.Position // the tiles fade toward it; nil: pos
	m     *match.Match     // nil outside play
	hover engine.Cell
	cur   engine.Cell // keyboard cursor, or NoCell
	mark  engine.Cell // a cell to ring (replay: the event's cell)
}

// board draws the 3D lattice and the flat map: it owns the scene shader
// and its uniforms, the unit meshes, the triangle builder, each tile's
// fading colour and the measurements of the last frame (Measure).
type board struct {
	view   *scene.View
	pal    *Palette
	meshes *scene.Meshes
	b      scene.Builder
	// tileCol is each tile's shown colour, fading toward its owner's.
	tileCol [engine.Cells]scene.Color

	shader *ebiten.Shader
	sopts  ebiten.DrawTrianglesShaderOptions
	uLight []float32
	uTime  []float32
	uHatch []float32

	time float32 // seconds, for pulses and the shimmer
	// measuring keeps meas up to date (screenshots, tests): the cells' and
	// units' sizes on the screen, from the projection the frame used.
	measuring bool
	meas      boardMeasure
}

// newBoard is a board seen through v in the colours of pal.
func newBoard(v *scene.View, pal *Palette) *board {
	bd := &board{view: v, pal: pal, meshes: scene.UnitMeshes()}
	bd.uLight = make([]float32, 3)
	bd.uTime = make([]float32, 1)
	bd.uHatch = make([]float32, 1)
	bd.sopts.Uniforms = map[string]any{"LightDir": bd.uLight, "Time": bd.uTime, "Hatch": bd.uHatch}
	return bd
}

// boardOf is a board showing p, with nothing marked.
func boardOf(p *engine.Position) boardState {
	return boardState{pos: p, hover: engine.NoCell, cur: engine.NoCell, mark: engine.NoCell}
}

// blendTiles moves each tile's colour toward its owner's colour, so
// territory changes fade in.
func (bd *board) blendTiles(p *engine.Position, dt float32) {
	k := 1 - float32(math.Exp(float64(-dt*7)))
	for c := engine.Cell(0); c < engine.Cells; c++ {
		bd.tileCol[c] = bd.tileCol[c].Lerp(bd.pal.tileColour(p, c), k)
	}
}

// snapTiles sets every tile to its owner's colour at once.
func (bd *board) snapTiles(p *engine.Position) {
	for c := engine.Cell(0); c < engine.Cells; c++ {
		bd.tileCol[c] = bd.pal.tileColour(p, c)
	}
}

// lerp3 is the point t of the way from p to q.
func lerp3(p, q mgl32.Vec3, t float32) mgl32.Vec3 { return p.Add(q.Sub(p).Mul(t)) }

// pathPoint is where a gliding unit is at progress t of event e.
func (bd *board) pathPoint(e *engine.Event, t float32) mgl32.Vec3 {
	var pts [4]engine.Cell
	n := 0
	pts[n] = e.From
	n++
	for _, v := range e.Via {
		if v != engine.NoCell {
			pts[n] = v
			n++
		}
	}
	pts[n] = e.To
	n++
	t = t * t * (3 - 2*t) // ease
	seg := t * float32(n-1)
	i := min(int(seg), n-2)
	f := seg - float32(i)
	p := lerp3(bd.view.UnitPos(pts[i]), bd.view.UnitPos(pts[i+1]), f)
	p[1] += 0.35 * float32(math.Sin(float64(t)*math.Pi)) // a small hop
	return p
}

// buildBoard fills the builder with the tiles and units of bs.
func (bd *board) build(bs *boardState) {
	v := bd.view
	b := &bd.b
	b.Begin(v)
	p := bs.pos
	pal := bd.pal
	pulse := 0.5 + 0.5*float32(math.Sin(float64(bd.time)*5))

	var cur *engine.Event
	var prog float32
	var dests engine.Bitboard
	sel := engine.NoCell
	if bs.m != nil {
		cur, prog = bs.m.Current()
		dests, sel = bs.m.Dests, bs.m.Sel
	}

	if bd.measuring {
		bd.meas.reset()
	}
	// Tiles.
	for c := engine.Cell(0); c < engine.Cells; c++ {
		if !v.LevelVisible(c.Level()) {
			continue
		}
		if bd.measuring {
			bd.measureCell(c)
		}
		q := v.Corners(c, 0.045)
		var hi, outline float32
		if dests.Has(c) {
			hi = 0.45 + 0.35*pulse
		}
		if c == sel {
			outline = 1
		}
		if c == bs.hover || c == bs.cur || c == bs.mark {
			outline = max(outline, 0.75)
		}
		hatch := float32(0)
		if pal.Hatch {
			if s, ok := p.Owner(c); ok && s == engine.Amber {
				hatch = 1
			}
		}
		b.Quad(&q, bd.tileCol[c], scene.MatTile, hi, hatch, outline, 0.02)
	}

	// Units.
	for id := engine.UnitID(0); id < engine.NumUnits; id++ {
		u := p.Unit(id)
		if !u.Alive || !v.LevelVisible(u.Cell.Level()) {
			continue
		}
		pos := v.UnitPos(u.Cell)
		col := pal.Unit[u.Side]
		scale := float32(1)
		var glow float32
		if cur != nil && cur.Unit == id {
			switch cur.Type {
			case engine.EvMoved, engine.EvRetreated:
				pos = bd.pathPoint(cur, prog)
			case engine.EvCaptured, engine.EvEncircled:
				col.A = 1 - prog
				scale = 1 + 0.6*prog
				glow = prog
			case engine.EvNeutralized:
				col = col.Lerp(pal.Grey, prog)
			case engine.EvSurged:
				glow = 0.6 * (1 - prog)
			}
		}
		switch {
		case u.Neutralized:
			col = pal.Grey
		case !u.Kind.IsSource() && !p.Supplied(id):
			col = col.Lerp(pal.Isolated, 0.25+0.6*pulse)
		}
		if u.Cell == sel {
			glow = max(glow, 0.25+0.2*pulse)
		}
		spin := bd.time*0.6 + float32(id)*0.7
		if u.Kind == engine.Guardian || u.Kind == engine.Striker {
			spin = float32(u.Side) * math.Pi
		}
		box := b.Mesh(bd.meshes[u.Kind], pos, scale*scene.UnitScale, spin, col, glow)
		if bd.measuring {
			bd.meas.unit(box)
		}
		if u.Surging && !u.Neutralized {
			bd.aura(u.Cell, u.Range(), pal.Unit[u.Side], pulse)
		}
		// a soft shadow disc under each unit
		sq := v.Corners(u.Cell, 0.12)
		for i := range sq {
			sq[i] = sq[i].Add(pos.Sub(v.UnitPos(u.Cell)))
			sq[i][1] = v.CellPos(u.Cell)[1] + 0.01
		}
		b.Quad(&sq, col.Scale(0.8).Alpha(0.35*col.A), scene.MatGlow, 0, 0, 0, 0.01)
	}

	// Event flashes.
	if cur != nil {
		switch cur.Type {
		case engine.EvEngaged:
			f := 1 - prog
			bd.flash(cur.Combat.AttackerCell, scene.Color{R: 1, G: 0.95, B: 0.8, A: f}, 0.9+0.4*prog)
			bd.flash(cur.Combat.DefenderCell, scene.Color{R: 1, G: 0.35, B: 0.25, A: f}, 0.9+0.4*prog)
		case engine.EvCaptured, engine.EvEncircled:
			bd.flash(cur.From, scene.Color{R: 1, G: 0.6, B: 0.3, A: 1 - prog}, 0.6+1.2*prog)
		case engine.EvSurged:
			bd.flash(cur.From, pal.Unit[cur.Side].Alpha(1-prog), 0.5+2.5*prog)
		}
	}
	bd.hints(bs) // a suggested turn, the computer's last turn
	b.Finish()
	if bd.measuring {
		bd.meas.finish()
	}
}

// aura draws a surging unit's wider influence: a glowing square frame
// around its reach on its own level.
func (bd *board) aura(c engine.Cell, r int, col scene.Color, pulse float32) {
	v := bd.view
	lo := v.CellPos(engine.NewCell(c.Level(), max(c.File()-r, 0), max(c.Rank()-r, 0)))
	hi := v.CellPos(engine.NewCell(c.Level(), min(c.File()+r, 7), min(c.Rank()+r, 7)))
	y := lo[1] + 0.03
	x0, x1 := min(lo[0], hi[0])-0.5, max(lo[0], hi[0])+0.5
	z0, z1 := min(lo[2], hi[2])-0.5, max(lo[2], hi[2])+0.5
	w := float32(0.09)
	col.A = 0.35 + 0.3*pulse
	edges := [4][4]mgl32.Vec3{
		{{x0, y, z0}, {x1, y, z0}, {x1, y, z0 + w}, {x0, y, z0 + w}},
		{{x0, y, z1 - w}, {x1, y, z1 - w}, {x1, y, z1}, {x0, y, z1}},
		{{x0, y, z0}, {x0 + w, y, z0}, {x0 + w, y, z1}, {x0, y, z1}},
		{{x1 - w, y, z0}, {x1, y, z0}, {x1, y, z1}, {x1 - w, y, z1}},
	}
	for i := range edges {
		bd.b.Quad(&edges[i], col, scene.MatTile, 0, 0, 0, 0)
	}
	// and a halo around the unit itself
	p := v.UnitPos(c)
	h := float32(0.55)
	q := [4]mgl32.Vec3{{p[0] - h, y, p[2] - h}, {p[0] + h, y, p[2] - h}, {p[0] + h, y, p[2] + h}, {p[0] - h, y, p[2] + h}}
	bd.b.Quad(&q, col.Alpha(0.5+0.4*pulse), scene.MatGlow, 0.7, 0, 0, 0)
}

// flash draws a glowing ring of radius r cells on cell c.
func (bd *board) flash(c engine.Cell, col scene.Color, r float32) {
	if !c.Valid() || !bd.view.LevelVisible(c.Level()) {
		return
	}
	p := bd.view.UnitPos(c)
	q := [4]mgl32.Vec3{{p[0] - r, p[1], p[2] - r}, {p[0] + r, p[1], p[2] - r}, {p[0] + r, p[1], p[2] + r}, {p[0] - r, p[1], p[2] + r}}
	bd.b.Quad(&q, col, scene.MatGlow, 0.55, 0, 0, -1)
}

// drawBoard submits the built scene.
func (bd *board) draw(dst *ebiten.Image) {
	if len(bd.b.Index) == 0 {
		return
	}
	bd.uTime[0] = bd.time
	if bd.pal.Hatch {
		bd.uHatch[0] = 1
	} else {
		bd.uHatch[0] = 0
	}
	// The key light sits above and to the left of the viewer, so units
	// read well from every angle.
	bd.uLight[0], bd.uLight[1], bd.uLight[2] = -0.38, 0.62, 0.69
	// the board stays in its own area: never under the HUD or the bars
	v := bd.view
	dst = dst.SubImage(image.Rect(int(v.X0), int(v.Y0), int(v.X0+v.W+0.5), int(v.Y0+v.H+0.5))).(*ebiten.Image)
	dst.DrawTrianglesShader(asEbiten(bd.b.Out), bd.b.Index, bd.shader, &bd.sopts)
}

// drawBoardLabels writes the level names (and, on the flat map, files and
// ranks), the isolation counters and the engagement totals.
func (bd *board) drawLabels(dst *ebiten.Image, pt *painter, bs *boardState, engageText string) {
	v := bd.view
	for l := 0; l < 4; l++ {
		if !v.LevelVisible(l) {
			continue
		}
		if v.Mode == scene.Flat {
			bd.flatLabels(dst, pt, l)
		} else {
			bd.stackedLabels(dst, pt, l)
		}
	}
	// The keyboard cursor: in 3D a tile's outline is thin along the ranks,
	// so a marker points at the cell too.
	if c := bs.cur; c.Valid() && v.Mode == scene.Stacked && v.LevelVisible(c.Level()) {
		if x, y, _, ok := v.Project(v.CellPos(c)); ok { // the tip on the tile's centre
			w := pt.Width("▼", pt.Bold)
			pt.Text(dst, "▼", pt.Bold, x-w/2, y-float32(pt.Bold.Size)*0.95, colText.Alpha(0.9))
		}
	}
	p := bs.pos
	for id := engine.UnitID(0); id < engine.NumUnits; id++ {
		u := p.Unit(id)
		if !u.Alive || !v.LevelVisible(u.Cell.Level()) || u.Kind.IsSource() {
			continue
		}
		if u.Neutralized || (!p.Supplied(id) && u.Isolation <= 3) {
			x, y, _, ok := v.Project(v.UnitPos(u.Cell).Add(mgl32.Vec3{0, 0.45, 0}))
			if !ok {
				continue
			}
			s := counterText[min(u.Isolation, 3)]
			w := pt.Width(s, pt.Small)
			c := colWarn
			if u.Neutralized {
				c = colDim
			}
			pt.Rect(Rect{x - w/2 - 4, y - float32(pt.Small.Size)*0.7, w + 8, float32(pt.Small.Size) * 1.4}, scene.Color{A: 0.7}, 4, 0)
			pt.Text(dst, s, pt.Small, x-w/2, y-float32(pt.Small.Size)*0.62, c)
		}
	}
	if bs.m != nil {
		if e, prog := bs.m.Current(); e != nil && e.Type == engine.EvEngaged && engageText != "" {
			mid := lerp3(v.UnitPos(e.Combat.AttackerCell), v.UnitPos(e.Combat.DefenderCell), 0.5).Add(mgl32.Vec3{0, 0.7 + 0.3*prog, 0})
			if x, y, _, ok := v.Project(mid); ok {
				w := pt.Width(engageText, pt.Bold)
				al := min(1, 3*(1-prog))
				pt.Rect(Rect{x - w/2 - 8, y - 4, w + 16, float32(pt.Bold.Size) * 1.5}, colPanel.Alpha(0.85*al), 6, 1)
				pt.Text(dst, engageText, pt.Bold, x-w/2, y, colText.Alpha(al))
			}
		}
	}
}

// mglZero is the world origin (the board's centre).
var mglZero = mgl32.Vec3{}

// snapTiles sets every tile to its owner's colour at once (a new game, an
// undo, a replay's jump).
func (a *App) snapTiles(p *engine.Position) { a.board.snapTiles(p) }

// flatLabels writes level l's name, files and ranks on the flat map.
func (bd *board) flatLabels(dst *ebiten.Image, pt *painter, l int) {
	v := bd.view
	at := v.CellPos(engine.NewCell(l, 0, 7)).Add(mgl32.Vec3{0, 0, 0.9})
	if x, y, _, ok := v.Project(at); ok {
		pt.Text(dst, levelNames[l], pt.Bold, x, y-float32(pt.Bold.Size), colDim)
	}
	for f := 0; f < 8; f++ {
		if x, y, _, ok := v.Project(v.CellPos(engine.NewCell(l, f, 0)).Add(mgl32.Vec3{0, 0, -0.75})); ok {
			w := pt.Width(fileNames[f], pt.Small)
			pt.Text(dst, fileNames[f], pt.Small, x-w/2, y-float32(pt.Small.Size)/2, colDim)
		}
	}
	if v.FlatLeftColumn(l) || v.Solo != 0 {
		for r := 0; r < 8; r++ {
			if x, y, _, ok := v.Project(v.CellPos(engine.NewCell(l, 0, r)).Add(mgl32.Vec3{0.8, 0, 0})); ok {
				pt.Text(dst, rankNames[r], pt.Small, x-4, y-float32(pt.Small.Size)/2, colDim)
			}
		}
	}
}

// stackedLabels writes level l's name above its top-left corner, its
// files along the edge nearest the viewer and its ranks along the edge on
// the left of the screen, whatever the camera's yaw.
func (bd *board) stackedLabels(dst *ebiten.Image, pt *painter, l int) {
	v := bd.view
	// the level's corners on the screen, to place its name
	x0, y0 := float32(math.MaxFloat32), float32(math.MaxFloat32)
	for _, c := range [4]engine.Cell{engine.NewCell(l, 0, 0), engine.NewCell(l, 7, 0), engine.NewCell(l, 0, 7), engine.NewCell(l, 7, 7)} {
		q := v.Corners(c, 0)
		for _, p := range q {
			if x, y, _, ok := v.Project(p); ok {
				x0, y0 = min(x0, x), min(y0, y)
			}
		}
	}
	pt.Text(dst, levelNames[l], pt.Bold, x0, y0-float32(pt.Bold.Size)*1.6, colText.Alpha(0.85))
	// files: beyond rank 1 or rank 8, whichever edge is nearer
	_, _, dFront, _ := v.Project(v.CellPos(engine.NewCell(l, 3, 0)))
	_, _, dBack, _ := v.Project(v.CellPos(engine.NewCell(l, 3, 7)))
	rankOut, fileOut := float32(-0.8), float32(-0.8)
	rank := 0
	if dBack < dFront {
		rankOut, rank = 0.8, 7
	}
	for f := 0; f < 8; f++ {
		p := v.CellPos(engine.NewCell(l, f, rank)).Add(mgl32.Vec3{0, 0, rankOut})
		if x, y, _, ok := v.Project(p); ok {
			w := pt.Width(fileNames[f], pt.Small)
			pt.Text(dst, fileNames[f], pt.Small, x-w/2, y-float32(pt.Small.Size)/2, colDim)
		}
	}
	// ranks: beside file A or file H, whichever is on the left
	xa, _, _, _ := v.Project(v.CellPos(engine.NewCell(l, 0, 3)))
	xh, _, _, _ := v.Project(v.CellPos(engine.NewCell(l, 7, 3)))
	file := 0
	if xh < xa {
		file = 7
	}
	// file A lies at +X: outward is +X for A, −X for H
	fileOut = 0.75
	if file == 7 {
		fileOut = -0.75
	}
	for r := 0; r < 8; r++ {
		p := v.CellPos(engine.NewCell(l, file, r)).Add(mgl32.Vec3{fileOut, 0, 0})
		if x, y, _, ok := v.Project(p); ok {
			w := pt.Width(rankNames[r], pt.Small)
			pt.Text(dst, rankNames[r], pt.Small, x-w/2, y-float32(pt.Small.Size)/2, colDim)
		}
	}
}
