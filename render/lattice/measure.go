package lattice

import (
	"encoding/json"
	"fmt"
	"math"
	"os"

	"strategema/engine"
	"strategema/render/scene"
)

// Measure is what the last frame drew of the board, measured with
// the projection it was drawn with: written next to a screenshot
// (STRATEGEMA_SCREENSHOT=FILE gives FILE.json) so tests and reviewers can
// check the board's size without reading pixels.
type Measure struct {
	Window struct {
		W float32 `json:"w"`
		H float32 `json:"h"`
	} `json:"window"`
	// Board is the screen rectangle of every drawn cell.
	Board struct {
		X float32 `json:"x"`
		Y float32 `json:"y"`
		W float32 `json:"w"`
		H float32 `json:"h"`
	} `json:"board"`
	// CellMinPx is the shorter side of the smallest cell on the screen:
	// the smaller of the distances between its opposite edges.
	CellMinPx float32 `json:"cell_min_px"`
	// UnitMinPx is the height, in pixels, of the smallest drawn unit.
	UnitMinPx float32 `json:"unit_min_px"`
	// Cells and Units count what was measured.
	Cells int `json:"cells"`
	Units int `json:"units"`

	x0, y0, x1, y1 float32
}

// reset starts a frame's measurement.
func (m *Measure) reset() {
	*m = Measure{x0: math.MaxFloat32, y0: math.MaxFloat32, x1: -math.MaxFloat32, y1: -math.MaxFloat32,
		CellMinPx: math.MaxFloat32, UnitMinPx: math.MaxFloat32}
}

// cell adds the tile with world corners q, seen through v.
func (m *Measure) cell(v *scene.View, q *[4]scene.Vec) {
	var sx, sy [4]float32
	for i := range q {
		x, y, _, ok := v.Project(q[i])
		if !ok {
			return
		}
		sx[i], sy[i] = x, y
		m.x0, m.y0, m.x1, m.y1 = min(m.x0, x), min(m.y0, y), max(m.x1, x), max(m.y1, y)
	}
	// a projected tile is a parallelogram: its two heights are its area
	// over each side's length
	area := float32(math.Abs(float64((sx[1]-sx[0])*(sy[3]-sy[0]) - (sy[1]-sy[0])*(sx[3]-sx[0]))))
	e1 := float32(math.Hypot(float64(sx[1]-sx[0]), float64(sy[1]-sy[0])))
	e2 := float32(math.Hypot(float64(sx[3]-sx[0]), float64(sy[3]-sy[0])))
	if e1 > 0 && e2 > 0 {
		m.CellMinPx = min(m.CellMinPx, area/e1, area/e2)
	}
	m.Cells++
}

// unit adds a unit that covers the screen rectangle b.
func (m *Measure) unit(b scene.Box) {
	if b.Y1 <= b.Y0 {
		return
	}
	m.UnitMinPx = min(m.UnitMinPx, b.Y1-b.Y0)
	m.Units++
}

// finish closes a frame's measurement.
func (m *Measure) finish() {
	if m.Cells == 0 {
		m.x0, m.y0, m.x1, m.y1, m.CellMinPx = 0, 0, 0, 0, 0
	}
	if m.Units == 0 {
		m.UnitMinPx = 0
	}
	m.Board.X, m.Board.Y, m.Board.W, m.Board.H = m.x0, m.y0, m.x1-m.x0, m.y1-m.y0
}

// WriteMeasure writes the last frame's measurement of a w×h window to
// path as JSON.
func (bd *Board) WriteMeasure(path string, w, h float32) error {
	m := bd.Meas
	m.Window.W, m.Window.H = w, h
	data, err := json.MarshalIndent(&m, "", "  ")
	if err != nil {
		return fmt.Errorf("board measurement: %w", err)
	}
	if err := os.WriteFile(path, append(data, '\n'), 0o644); err != nil {
		return fmt.Errorf("board measurement: %w", err)
	}
	return nil
}

// measureCell notes cell c's tile when the board is measuring.
func (bd *Board) measureCell(c engine.Cell) {
	q := bd.view.Corners(c, 0)
	bd.Meas.cell(bd.view, &q)
}
