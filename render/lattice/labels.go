package lattice

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/engine"
	"strategema/lang"
	"strategema/render/colour"
	"strategema/render/scene"
	"strategema/render/ui"
)

// labels.go: the board's text: level names, files and ranks, the
// flat map's unit letters, the isolation counters and the engagement
// totals.

var levelNames = [4]string{"L1", "L2", "L3", "L4"}

// flatLevelNames say on the flat map which level is which way up, in
// English until setLang gives the window's language.
var flatLevelNames = [4]string{"L1 · bottom level", "L2", "L3", "L4 · top level"}

// SetLang writes the flat map's level names in pr's language; a call
// with the printer already in use costs a comparison.
func (bd *Board) SetLang(pr *lang.Printer) {
	if pr == nil || !bd.written.Stale(ui.TextKey{Of: pr}) {
		return
	}
	bd.flatNames = [4]string{pr.T("play.level.bottom"), levelNames[1], levelNames[2], pr.T("play.level.top")}
}

var counterText = [4]string{"0/3", "1/3", "2/3", "3/3"}
var fileNames = [8]string{"A", "B", "C", "D", "E", "F", "G", "H"}
var rankNames = [8]string{"1", "2", "3", "4", "5", "6", "7", "8"}

// DrawLabels writes the level names (and, on the flat map, files and
// ranks), the isolation counters and the engagement totals.
func (bd *Board) DrawLabels(dst *ebiten.Image, pt *ui.Painter, bs *State, engageText string) {
	v := bd.view
	bd.edgeLabels = bd.edgeLabels[:0]
	var names [4]ui.Rect
	for l := 0; l < 4; l++ {
		if !v.LevelVisible(l) {
			continue
		}
		if v.Mode == scene.Flat {
			bd.flatLabels(dst, pt, l)
		} else {
			names[l] = bd.stackedLabels(dst, pt, l)
		}
	}
	if v.Mode != scene.Flat {
		bd.levelNames(dst, pt, names)
	}
	// The keyboard cursor: in 3D a tile's outline is thin along the ranks,
	// so a marker points at the cell too.
	if c := bs.Cur; c.Valid() && v.Mode == scene.Stacked && v.LevelVisible(c.Level()) {
		if x, y, _, ok := v.Project(v.CellPos(c)); ok { // the tip on the tile's centre
			w := pt.Width("▼", pt.Bold)
			pt.Text(dst, "▼", pt.Bold, x-w/2, y-float32(pt.Bold.Size)*0.95, ui.ColText.Alpha(0.9))
		}
	}
	p := bs.Pos
	if v.Mode == scene.Flat {
		bd.mapSymbols(dst, pt, p)
	}
	for id := engine.UnitID(0); id < engine.NumUnits; id++ {
		u := p.Unit(id)
		if !u.Alive || !v.LevelVisible(u.Cell.Level()) || u.Kind.IsSource() {
			continue
		}
		if u.Neutralized || (!p.Supplied(id) && u.Isolation <= 3) {
			x, y, _, ok := v.Project(v.UnitPos(u.Cell).Add(scene.Vec{0, 0.45, 0}))
			if !ok {
				continue
			}
			s := counterText[min(u.Isolation, 3)]
			w := pt.Width(s, pt.Small)
			c := ui.ColWarn
			if u.Neutralized {
				c = ui.ColDim
			}
			pt.Rect(ui.Rect{X: x - w/2 - 4, Y: y - float32(pt.Small.Size)*0.7, W: w + 8, H: float32(pt.Small.Size) * 1.4}, colour.Color{A: 0.7}, 4, 0)
			pt.Text(dst, s, pt.Small, x-w/2, y-float32(pt.Small.Size)*0.62, c)
		}
	}
	if bs.M != nil {
		if e, prog := bs.M.Current(); e != nil && e.Type == engine.EvEngaged && engageText != "" {
			mid := lerp3(v.UnitPos(e.Combat.AttackerCell), v.UnitPos(e.Combat.DefenderCell), 0.5).Add(scene.Vec{0, 0.7 + 0.3*prog, 0})
			if x, y, _, ok := v.Project(mid); ok {
				w := pt.Width(engageText, pt.Bold)
				al := min(1, 3*(1-prog))
				pt.Rect(ui.Rect{X: x - w/2 - 8, Y: y - 4, W: w + 16, H: float32(pt.Bold.Size) * 1.5}, ui.ColPanel.Alpha(0.85*al), 6, 1)
				pt.Text(dst, engageText, pt.Bold, x-w/2, y, ui.ColText.Alpha(al))
			}
		}
	}
}

// flatLabels writes level l's name, files and ranks on the flat map.
func (bd *Board) flatLabels(dst *ebiten.Image, pt *ui.Painter, l int) {
	v := bd.view
	at := v.CellPos(engine.NewCell(l, 0, 7)).Add(scene.Vec{0, 0, 0.9})
	if x, y, _, ok := v.Project(at); ok {
		pt.Text(dst, bd.flatNames[l], pt.Bold, x, y-float32(pt.Bold.Size), ui.ColText.Alpha(0.85))
	}
	fileAt := func(f int) scene.Vec { return v.CellPos(engine.NewCell(l, f, 0)).Add(scene.Vec{0, 0, -0.75}) }
	step := bd.labelStep(fileAt(0), fileAt(7), pt.Width("W", pt.Small)*1.2)
	for f := 0; f < 8; f += step {
		if x, y, _, ok := v.Project(fileAt(f)); ok {
			w := pt.Width(fileNames[f], pt.Small)
			pt.Text(dst, fileNames[f], pt.Small, x-w/2, y-float32(pt.Small.Size)/2, ui.ColDim)
		}
	}
	if v.FlatLeftColumn(l) || v.Solo != 0 {
		rankAt := func(r int) scene.Vec { return v.CellPos(engine.NewCell(l, 0, r)).Add(scene.Vec{0.8, 0, 0}) }
		step := bd.labelStep(rankAt(0), rankAt(7), float32(pt.Small.Size)*1.05)
		for r := 0; r < 8; r += step {
			if x, y, _, ok := v.Project(rankAt(r)); ok {
				pt.Text(dst, rankNames[r], pt.Small, x-4, y-float32(pt.Small.Size)/2, ui.ColDim)
			}
		}
	}
}

// stackedLabels writes level l's files along the edge nearest the viewer
// and its ranks along the edge on the left of the screen, whatever the
// camera's yaw, and returns where its name goes: above its top-left
// corner on the screen (levelNames writes it).
func (bd *Board) stackedLabels(dst *ebiten.Image, pt *ui.Painter, l int) ui.Rect {
	v := bd.view
	// the level's name beside its top-left corner on the screen
	x0, y0, best := float32(0), float32(0), float32(math.MaxFloat32)
	for _, c := range [4]engine.Cell{engine.NewCell(l, 0, 0), engine.NewCell(l, 7, 0), engine.NewCell(l, 0, 7), engine.NewCell(l, 7, 7)} {
		q := v.Corners(c, 0)
		for _, p := range q {
			if x, y, _, ok := v.Project(p); ok && x+0.3*y < best {
				x0, y0, best = x, y, x+0.3*y
			}
		}
	}
	name := ui.Rect{X: x0, Y: y0 - float32(pt.Bold.Size)*1.6, W: pt.Width(levelNames[l], pt.Bold), H: float32(pt.Bold.Size) * 1.35}
	// files: beyond rank 1 or rank 8, whichever edge is nearer
	_, _, dFront, _ := v.Project(v.CellPos(engine.NewCell(l, 3, 0)))
	_, _, dBack, _ := v.Project(v.CellPos(engine.NewCell(l, 3, 7)))
	rankOut, fileOut := float32(-0.8), float32(-0.8)
	rank := 0
	if dBack < dFront {
		rankOut, rank = 0.8, 7
	}
	fileAt := func(f int) scene.Vec { return v.CellPos(engine.NewCell(l, f, rank)).Add(scene.Vec{0, 0, rankOut}) }
	step := bd.labelStep(fileAt(0), fileAt(7), pt.Width("W", pt.Small)*1.2)
	files := len(bd.edgeLabels) // this level's files start here
	size := float32(pt.Small.Size)
	var fileText [8]string
	for f := 0; f < 8; f += step {
		if x, y, _, ok := v.Project(fileAt(f)); ok {
			w := pt.Width(fileNames[f], pt.Small)
			fileText[len(bd.edgeLabels)-files] = fileNames[f]
			bd.edgeLabels = append(bd.edgeLabels, ui.Rect{X: x - w/2, Y: y - size/2, W: w, H: size * 1.35})
		}
	}
	fileRects := bd.edgeLabels[files:]
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
	rankAt := func(r int) scene.Vec { return v.CellPos(engine.NewCell(l, file, r)).Add(scene.Vec{fileOut, 0, 0}) }
	step = bd.labelStep(rankAt(0), rankAt(7), size*1.05)
	var rankText [8]string
	var rankRects [8]ui.Rect
	nr := 0
	for r := 0; r < 8; r += step {
		if x, y, _, ok := v.Project(rankAt(r)); ok {
			w := pt.Width(rankNames[r], pt.Small)
			// inside the viewport, over the board's edge if the board
			// reaches it (a phone's narrow screen)
			lx := min(max(x-w/2, v.X0+2), v.X0+v.W-w-2)
			rankText[nr], rankRects[nr] = rankNames[r], ui.Rect{X: lx, Y: y - size/2, W: w, H: size * 1.35}
			nr++
		}
	}
	// a small board's corner puts rank 1's label against file A's: the
	// files' row goes down clear of it where the view has the room, else
	// the rank's label moves left of the files or is left out
	if down := filesDown(rankRects[:nr], fileRects, size); down > 0 {
		if low := fileRects[0].Y + fileRects[0].H + down; low <= v.Y0+v.H {
			for i := range fileRects {
				fileRects[i].Y += down
			}
		}
	}
	for i, r := range fileRects {
		pt.Text(dst, fileText[i], pt.Small, r.X, r.Y, ui.ColDim)
	}
	for i, lr := range rankRects[:nr] {
		var ok bool
		if lr, ok = clearOfFiles(lr, fileRects, size, v.X0+2); !ok {
			continue // no room beside the files at the view's edge
		}
		pt.Text(dst, rankText[i], pt.Small, lr.X, lr.Y, ui.ColDim)
		bd.edgeLabels = append(bd.edgeLabels, lr)
	}
	return name
}

// filesDown is how far the files' row (below the ranks' labels) must go
// down to stand clear of them: sharing at most a quarter of a label's
// height (the lines' leading) where they meet side by side; 0 where they
// are clear or the files lie above.
func filesDown(ranks, files []ui.Rect, size float32) float32 {
	gap := size / 4
	down := float32(0)
	for _, r := range ranks {
		for _, f := range files {
			if !meets(r, f, gap) || f.Y < r.Y {
				continue
			}
			down = max(down, r.Y+0.75*r.H-f.Y+1)
		}
	}
	return down
}

// meets reports whether labels r and f share more than a quarter of a
// line's height and stand within gap of each other side by side.
func meets(r, f ui.Rect, gap float32) bool {
	dy := min(r.Y+r.H, f.Y+f.H) - max(r.Y, f.Y)
	return dy > 0.25*min(r.H, f.H) && r.X < f.X+f.W+gap && f.X < r.X+r.W+gap
}

// clearOfFiles moves a rank's label r off the files' labels of its level
// (where a small board's corner puts rank 1's beside file A's), outward
// to the left with a gap of a quarter of the text's size, but not left of
// minX; ok is false where it cannot be.
func clearOfFiles(r ui.Rect, files []ui.Rect, size, minX float32) (ui.Rect, bool) {
	gap := size / 4
	for _, f := range files {
		if !meets(r, f, gap) {
			continue // clear of this one
		}
		if f.X < r.X+r.W/2 { // a file on its left: the rank's label goes right of it
			return r, false
		}
		r.X = f.X - gap - r.W
		if r.X < minX {
			return r, false
		}
	}
	return r, true
}

// levelNames writes the levels' names at the places stackedLabels chose,
// each moved the least way clear of the screen's buttons over the board
// (Avoid), the files' and ranks' labels (a rank's label kept inside a
// narrow view lies at the level's corner) and the names before it: above,
// right of or below what it falls on, inside the board's view.
func (bd *Board) levelNames(dst *ebiten.Image, pt *ui.Painter, names [4]ui.Rect) {
	v := bd.view
	taken := bd.edgeLabels
	hit := func(r ui.Rect) (ui.Rect, bool) {
		for _, in := range [2][]ui.Rect{bd.Avoid, taken} {
			for _, q := range in {
				if r.Overlaps(q) {
					return q, true
				}
			}
		}
		return ui.Rect{}, false
	}
	inView := func(r ui.Rect) bool {
		return r.X >= v.X0 && r.Y >= v.Y0 && r.X+r.W <= v.X0+v.W && r.Y+r.H <= v.Y0+v.H
	}
	queue := bd.scratch
	for l, r := range names {
		if r.W == 0 {
			continue
		}
		// a search breadth first, nearest moves first, of a few places
		queue = append(queue[:0], r)
		for n := 0; n < len(queue) && n < 40; n++ {
			c := queue[n]
			q, bad := hit(c)
			if !bad {
				r = c
				break
			}
			for _, m := range [3]ui.Rect{
				{X: c.X, Y: q.Y - c.H - 1, W: c.W, H: c.H}, // above
				{X: q.X + q.W + 2, Y: c.Y, W: c.W, H: c.H}, // right of
				{X: c.X, Y: q.Y + q.H + 1, W: c.W, H: c.H}, // below
			} {
				if inView(m) || n == 0 && !inView(c) {
					queue = append(queue, m)
				}
			}
		}
		pt.Text(dst, levelNames[l], pt.Bold, r.X, r.Y, ui.ColText.Alpha(0.85))
		taken = append(taken, r)
	}
	bd.scratch = queue
}

// labelStep is every how many of the eight labels from first to last
// (world positions) to write so that neighbours on the screen stand at
// least need pixels apart: 1 where the cells are large enough, 2 (1, 3,
// 5, 7) or more on a small board, as a chart thins its axis.
func (bd *Board) labelStep(first, last scene.Vec, need float32) int {
	x0, y0, _, ok0 := bd.view.Project(first)
	x1, y1, _, ok1 := bd.view.Project(last)
	if !ok0 || !ok1 {
		return 1
	}
	gap := float32(math.Hypot(float64(x1-x0), float64(y1-y0))) / 7
	if gap <= 0 {
		return 8
	}
	return min(8, max(1, int(math.Ceil(float64(need/gap)))))
}

// mapSymbols writes each unit's letter (C Core, X Nexus, G Guardian,
// S Striker, N Node) in its cell's top-left corner on the flat map, where
// the meshes seen from straight above look alike: white outlined in
// black, readable on either side's territory.
func (bd *Board) mapSymbols(dst *ebiten.Image, pt *ui.Painter, p *engine.Position) {
	v := bd.view
	f := pt.Small
	for id := engine.UnitID(0); id < engine.NumUnits; id++ {
		u := p.Unit(id)
		if !u.Alive || !v.LevelVisible(u.Cell.Level()) {
			continue
		}
		// files run along −X and ranks along +Z: the top-left corner
		x, y, _, ok := v.Project(v.CellPos(u.Cell).Add(scene.Vec{0.3, 0, 0.3}))
		if !ok {
			continue
		}
		s := KindSymbols[u.Kind]
		w := pt.Width(s, f)
		h := float32(f.Size)
		for _, o := range [4][2]float32{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} { // a dark outline
			pt.Text(dst, s, f, x-w/2+o[0], y-h*0.55+o[1], colShadow)
		}
		pt.Text(dst, s, f, x-w/2, y-h*0.55, ui.ColText)
	}
}

// colShadow outlines text drawn over the board.
var colShadow = colour.Color{R: 0, G: 0, B: 0.02, A: 0.9}

// KindSymbols are the units' letters on the flat map and in the legend.
var KindSymbols = func() (s [engine.NumKinds]string) {
	for k := range s {
		s[k] = string(engine.Kind(k).Letter())
	}
	return s
}()
