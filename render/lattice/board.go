package lattice

import (
	"image"
	"math"
	"unsafe"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/engine"
	"strategema/render/colour"
	"strategema/render/match"
	"strategema/render/scene"
	"strategema/render/ui"
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

// State is what the board draws: a position and, in play, the
// match's animation and selection.
type State struct {
	Pos   *engine.Position // nil: no board
	Fade  *engine.Position // the tiles fade toward it; nil: pos
	M     *match.Match     // nil outside play
	Hover engine.Cell
	Cur   engine.Cell // keyboard cursor, or NoCell
	Mark  engine.Cell // a cell to ring (replay: the event's cell)
	// Fights are the predicted engagements of a move to hover.
	Fights []engine.Combat
	// Behind: the board only stands behind the room's panel (the menu,
	// the settings, the record list...): no labels over the panel.
	Behind bool
}

// Board draws the 3D lattice and the flat map: it owns the scene shader
// and its uniforms, the unit meshes, the triangle builder, each tile's
// fading colour and the measurements of the last frame (Measure).
type Board struct {
	view   *scene.View
	pal    *ui.Palette
	meshes *scene.Meshes
	B      scene.Builder
	// tileCol is each tile's shown colour, fading toward its owner's.
	tileCol [engine.Cells]colour.Color
	// target is each tile's owner colour and startAt when its fade begins
	target  [engine.Cells]colour.Color
	startAt [engine.Cells]float32
	// sweepFrom is the cell territory changes sweep out from.
	sweepFrom engine.Cell

	Shader *ebiten.Shader
	sopts  ebiten.DrawTrianglesShaderOptions
	uLight []float32
	uTime  []float32
	uHatch []float32
	bg     [4]ebiten.Vertex // the backdrop's quad
	// clip is the part of the screen the board draws on, kept between
	// frames (each new sub-image grows buffers of its own)
	clip     *ebiten.Image
	clipOf   *ebiten.Image
	clipRect image.Rectangle
	// Stage holds the static layers (stage.go)
	Stage stage

	Time  float32  // seconds, for pulses and the shimmer
	trail traceLog // the recent turns' events, traced on the board
	// Measuring keeps meas up to date (screenshots, tests): the cells' and
	// units' sizes on the screen, from the projection the frame used.
	Measuring bool
	Meas      Measure
	// written is the language flatNames, the flat map's level names, are
	// written in (SetLang).
	written   ui.TextCache
	flatNames [4]string
	// edgeLabels are the files' and ranks' labels written this frame on
	// the stacked board, which the levels' names keep clear of.
	edgeLabels []ui.Rect
	// Avoid are the screen's buttons over the board, which the levels'
	// names keep clear of (the App sets them before DrawLabels).
	Avoid   []ui.Rect
	scratch []ui.Rect // levelNames' places to try, kept between frames
}

// NewBoard is a board seen through v in the colours of pal.
func NewBoard(v *scene.View, pal *ui.Palette) *Board {
	bd := &Board{view: v, pal: pal, meshes: scene.UnitMeshes(), sweepFrom: engine.NoCell, flatNames: flatLevelNames}
	bd.uLight = make([]float32, 3)
	bd.uTime = make([]float32, 1)
	bd.uHatch = make([]float32, 1)
	bd.sopts.Uniforms = map[string]any{"LightDir": bd.uLight, "Time": bd.uTime, "Hatch": bd.uHatch}
	// Ebitengine's anti-aliased pass stays off: on a software rasteriser
	// it costs most of the frame (SwiftShader 0.6 frames a second instead
	// of 13; Mesa llvmpipe under Xvfb 2.7 instead of 12). The tiles' and
	// rings' edges are smoothed in the shader instead.
	bd.sopts.AntiAlias = false
	return bd
}

// StateOf is a board showing p, with nothing marked.
func StateOf(p *engine.Position) State {
	return State{Pos: p, Hover: engine.NoCell, Cur: engine.NoCell, Mark: engine.NoCell}
}

// Behind is the board standing behind a room's panel: drawn, unlabelled.
func Behind(p *engine.Position) State {
	bs := StateOf(p)
	bs.Behind = true
	return bs
}

// seeThrough is the opacity of a unit standing in front of the cell the
// player points at.
const seeThrough = 0.3

// sweepDelay is how long, in seconds per cell of distance, a territory
// change takes to travel from where it started.
const sweepDelay = 0.06

// BlendTiles moves each tile's colour toward its owner's colour, so
// territory changes sweep out from the cell of the event that caused them
// (the last one animated) instead of snapping.
func (bd *Board) BlendTiles(p *engine.Position, dt float32) {
	k := 1 - float32(math.Exp(float64(-dt*7)))
	o := bd.sweepFrom
	for c := engine.Cell(0); c < engine.Cells; c++ {
		if t := tileColour(bd.pal, p, c); t != bd.target[c] {
			bd.target[c] = t
			bd.startAt[c] = bd.Time
			if o.Valid() {
				d := max(absInt(c.File()-o.File()), absInt(c.Rank()-o.Rank()), absInt(c.Level()-o.Level()))
				bd.startAt[c] += sweepDelay * float32(d)
			}
		}
		if bd.Time >= bd.startAt[c] {
			bd.tileCol[c] = bd.tileCol[c].Lerp(bd.target[c], k)
		}
	}
}

func absInt(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// SnapTiles sets every tile to its owner's colour at once.
func (bd *Board) SnapTiles(p *engine.Position) {
	for c := engine.Cell(0); c < engine.Cells; c++ {
		bd.tileCol[c] = tileColour(bd.pal, p, c)
		bd.target[c], bd.startAt[c] = bd.tileCol[c], 0
	}
}

// lerp3 is the point t of the way from p to q.
func lerp3(p, q scene.Vec, t float32) scene.Vec { return p.Add(q.Sub(p).Mul(t)) }

// pathPoint is where a gliding unit is at progress t of event e.
func (bd *Board) pathPoint(e *engine.Event, t float32) scene.Vec {
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
	// each step arches over what lies between: higher the longer it is, so
	// a move between levels travels a curve the eye can follow
	return arcPoint(bd.view.UnitPos(pts[i]), bd.view.UnitPos(pts[i+1]), f, 0.3)
}

// Build fills the builder with the tiles and units of bs.
func (bd *Board) Build(bs *State) {
	v := bd.view
	b := &bd.B
	b.Begin(v)
	p := bs.Pos
	pal := bd.pal
	pulse := 0.5 + 0.5*float32(math.Sin(float64(bd.Time)*5))

	var cur *engine.Event
	var prog float32
	var dests engine.Bitboard
	sel := engine.NoCell
	if bs.M != nil {
		cur, prog = bs.M.Current()
		dests, sel = bs.M.Dests, bs.M.Sel
		bd.trail.note(bs.M, cur)
		if cur != nil && cur.To.Valid() {
			bd.sweepFrom = cur.To
		}
	}

	if bd.Measuring {
		bd.Meas.reset()
	}
	// Far cells dimmer than near ones: the depth range of the board.
	dNear, dFar := bd.depthRange()
	// Tiles.
	for c := engine.Cell(0); c < engine.Cells; c++ {
		if !v.LevelVisible(c.Level()) {
			continue
		}
		if bd.Measuring {
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
		if c == bs.Hover || c == bs.Cur || c == bs.Mark {
			outline = max(outline, 0.75)
		}
		if dests.Has(c) && c.Level() != sel.Level() {
			outline = max(outline, 0.3) // a destination on another level
		}
		hatch := float32(0)
		if pal.Hatch {
			if s, ok := p.Owner(c); ok && s == engine.Amber {
				hatch = 1
			}
		}
		col := bd.tileCol[c]
		if dFar > dNear {
			_, _, d, _ := v.Project(v.CellPos(c))
			col = col.Scale(1 - 0.35*(d-dNear)/(dFar-dNear))
		}
		b.Quad(&q, col, scene.MatTile, hi, hatch, outline, 0.02)
	}

	// Units: one standing in front of the cell the player points at (or
	// the keyboard cursor's) is drawn see-through.
	pointed := bs.Hover
	if !pointed.Valid() {
		pointed = bs.Cur
	}
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
			col = IsolatedColour(col, pal.Isolated, pulse)
		}
		if u.Cell == sel {
			glow = max(glow, 0.25+0.2*pulse)
		}
		if v.Covers(u.Cell, pointed) {
			col.A *= seeThrough // the cell the player points at shows whole
		}
		scale *= scene.KindScale(u.Kind) // the Core stands out
		if u.Kind == engine.Core {
			glow = max(glow, 0.12)
		}
		spin := bd.Time*0.6 + float32(id)*0.7
		if !scene.KindTurns(u.Kind) {
			spin = float32(u.Side) * math.Pi
		}
		box := b.Mesh(bd.meshes[u.Kind], pos, scale*scene.UnitScale, spin, col, glow)
		if bd.Measuring {
			bd.Meas.unit(box)
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
		b.Quad(&sq, colour.Color{R: 0.01, G: 0.02, B: 0.05, A: 0.55 * col.A}, scene.MatGlow, 0, 0, 0, 0.01)
	}

	// Event flashes.
	if cur != nil {
		switch cur.Type {
		case engine.EvEngaged:
			f := 1 - prog
			bd.flash(cur.Combat.AttackerCell, colour.Color{R: 1, G: 0.95, B: 0.8, A: f}, 0.9+0.4*prog)
			bd.flash(cur.Combat.DefenderCell, colour.Color{R: 1, G: 0.35, B: 0.25, A: f}, 0.9+0.4*prog)
		case engine.EvCaptured, engine.EvEncircled:
			bd.flash(cur.From, colour.Color{R: 1, G: 0.6, B: 0.3, A: 1 - prog}, 0.6+1.2*prog)
		case engine.EvSurged:
			// a wave runs out to the unit's new reach and a flash marks it
			bd.flash(cur.From, pal.Unit[cur.Side].Alpha(1-prog), 0.5+2.5*prog)
			bd.wave(cur.From, 0.5+float32(cur.Kind.Range()+1)*prog, pal.Unit[cur.Side].Alpha(1-0.7*prog))
		}
	}
	if bs.M != nil {
		bd.traces()
		bd.links(sel, bs.Hover, dests, ColHint.Alpha(0.6))
		bd.engagements(bs.Hover, bs.Fights, pulse)
	}
	if bs.Hover.Valid() {
		bd.column(bs.Hover)
	} else {
		bd.column(bs.Cur)
	}
	bd.hints(bs) // a suggested turn, the computer's last turn
	b.Finish()
	if bd.Measuring {
		bd.Meas.finish()
	}
}

// aura draws a surging unit's wider influence: a glowing square frame
// around its reach on its own level.
func (bd *Board) aura(c engine.Cell, r int, col colour.Color, pulse float32) {
	v := bd.view
	lo := v.CellPos(engine.NewCell(c.Level(), max(c.File()-r, 0), max(c.Rank()-r, 0)))
	hi := v.CellPos(engine.NewCell(c.Level(), min(c.File()+r, 7), min(c.Rank()+r, 7)))
	y := lo[1] + 0.03
	x0, x1 := min(lo[0], hi[0])-0.5, max(lo[0], hi[0])+0.5
	z0, z1 := min(lo[2], hi[2])-0.5, max(lo[2], hi[2])+0.5
	w := float32(0.09)
	col.A = 0.35 + 0.3*pulse
	edges := [4][4]scene.Vec{
		{{x0, y, z0}, {x1, y, z0}, {x1, y, z0 + w}, {x0, y, z0 + w}},
		{{x0, y, z1 - w}, {x1, y, z1 - w}, {x1, y, z1}, {x0, y, z1}},
		{{x0, y, z0}, {x0 + w, y, z0}, {x0 + w, y, z1}, {x0, y, z1}},
		{{x1 - w, y, z0}, {x1, y, z0}, {x1, y, z1}, {x1 - w, y, z1}},
	}
	for i := range edges {
		bd.B.Quad(&edges[i], col, scene.MatTile, 0, 0, 0, 0)
	}
	// and a halo around the unit itself
	p := v.UnitPos(c)
	h := float32(0.55)
	q := [4]scene.Vec{{p[0] - h, y, p[2] - h}, {p[0] + h, y, p[2] - h}, {p[0] + h, y, p[2] + h}, {p[0] - h, y, p[2] + h}}
	bd.B.Quad(&q, col.Alpha(0.5+0.4*pulse), scene.MatGlow, 0.7, 0, 0, 0)
}

// wave draws a square glowing frame of half-size h cells around cell c
// on its level.
func (bd *Board) wave(c engine.Cell, h float32, col colour.Color) {
	if !c.Valid() || !bd.view.LevelVisible(c.Level()) {
		return
	}
	p := bd.view.CellPos(c)
	y := p[1] + 0.04
	x0, x1, z0, z1 := p[0]-h, p[0]+h, p[2]-h, p[2]+h
	const w = 0.12
	edges := [4][4]scene.Vec{
		{{x0, y, z0}, {x1, y, z0}, {x1, y, z0 + w}, {x0, y, z0 + w}},
		{{x0, y, z1 - w}, {x1, y, z1 - w}, {x1, y, z1}, {x0, y, z1}},
		{{x0, y, z0}, {x0 + w, y, z0}, {x0 + w, y, z1}, {x0, y, z1}},
		{{x1 - w, y, z0}, {x1, y, z0}, {x1, y, z1}, {x1 - w, y, z1}},
	}
	for i := range edges {
		bd.B.Quad(&edges[i], col, scene.MatTile, 0, 0, 0, -0.2)
	}
}

// flash draws a glowing ring of radius r cells on cell c.
func (bd *Board) flash(c engine.Cell, col colour.Color, r float32) {
	if !c.Valid() || !bd.view.LevelVisible(c.Level()) {
		return
	}
	p := bd.view.UnitPos(c)
	q := [4]scene.Vec{{p[0] - r, p[1], p[2] - r}, {p[0] + r, p[1], p[2] - r}, {p[0] + r, p[1], p[2] + r}, {p[0] - r, p[1], p[2] + r}}
	bd.B.Quad(&q, col, scene.MatGlow, 0.55, 0, 0, -1)
}

// Draw submits the built scene.
func (bd *Board) Draw(dst *ebiten.Image) {
	if len(bd.B.Index) == 0 {
		return
	}
	bd.uTime[0] = bd.Time
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
	dst = bd.clipTo(dst, image.Rect(int(v.X0), int(v.Y0), int(v.X0+v.W+0.5), int(v.Y0+v.H+0.5)))
	bd.drawStatic(dst)
	dst.DrawTrianglesShader(asEbiten(bd.B.Out), bd.B.Index, bd.Shader, &bd.sopts)
}

// mglZero is the world origin (the board's centre).
var mglZero = scene.Vec{}

// depthRange is the depth of the nearest and farthest cell centres in
// view, for dimming far cells.
func (bd *Board) depthRange() (near, far float32) {
	v := bd.view
	near, far = math.MaxFloat32, -math.MaxFloat32
	for l := 0; l < 4; l++ {
		if !v.LevelVisible(l) {
			continue
		}
		for _, c := range [4]engine.Cell{engine.NewCell(l, 0, 0), engine.NewCell(l, 7, 0), engine.NewCell(l, 0, 7), engine.NewCell(l, 7, 7)} {
			if _, _, d, ok := v.Project(v.CellPos(c)); ok {
				near, far = min(near, d), max(far, d)
			}
		}
	}
	return near, far
}

// clipTo is the part r of dst, made again only when either changes.
func (bd *Board) clipTo(dst *ebiten.Image, r image.Rectangle) *ebiten.Image {
	if bd.clip == nil || bd.clipOf != dst || bd.clipRect != r {
		bd.clip, bd.clipOf, bd.clipRect = dst.SubImage(r).(*ebiten.Image), dst, r
	}
	return bd.clip
}

// tileColour is the target colour of cell c in p, in pal.
func tileColour(pal *ui.Palette, p *engine.Position, c engine.Cell) colour.Color {
	if s, ok := p.Owner(c); ok {
		return pal.Tile[s]
	}
	return pal.Neutral
}
