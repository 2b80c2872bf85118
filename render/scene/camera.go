// Package scene holds the window's 3D scene without any Ebitengine import:
// the board layout in world space, the orbit camera, projection, picking,
// the unit meshes and the painter's-sort triangle builder. Everything here
// is plain math, so it is unit-tested without a display.
//
// It may import the engine and render/colour; never Ebitengine or the
// rest of render.
package scene

import (
	"math"

	"github.com/go-gl/mathgl/mgl32"

	"strategema/engine"
)

// Mode is how the four levels are laid out.
type Mode uint8

// The two layouts.
const (
	// Stacked shows the levels as a 3D lattice, one above the other.
	Stacked Mode = iota
	// Flat shows the four levels side by side, seen straight from above.
	Flat
)

// Spread limits: the vertical distance between levels, in cells.
const (
	MinSpread     = 1.5
	MaxSpread     = 7
	DefaultSpread = 4.0
	// FlatGap is the space between two levels side by side in the flat
	// map, in cells (room for the right level's rank labels).
	FlatGap = 1.6
	// FlatRowGap is the space between two rows of levels in the flat map,
	// in cells (room for the file labels below and the level's name above).
	FlatRowGap = 2.2
	// UnitScale is the size of the unit meshes on the board (a phone's
	// smallest unit stays legible: TestLatticeOnAPhone).
	UnitScale = 1.6
	// UnitLift is how far above its tile a unit's centre floats: low
	// enough that the shapes stand in their tile, so a unit is seen on its
	// own cell (its centre inside its tile on the screen) rather than a
	// row further back (TestUnitStandsOnItsCell).
	UnitLift = 0.36
	// UnitTop is the room the fit keeps above a level for its units (the
	// Core reaches UnitLift + 0.75; the rest leaves the rank labels clear
	// of the view controls).
	UnitTop = 1.3
	// LevelGap is the room, in cells, the stacked view keeps between two
	// levels side by side or one above the other on the screen.
	LevelGap = 0.7
	// MinPitch and MaxPitch bound the stacked view's elevation: lower, a
	// level's ranks crowd into thin strips; higher, units flatten into
	// their tiles.
	MinPitch = 0.5
	MaxPitch = 1.2
)

// Orbit is an orbit camera around a target point.
type Orbit struct {
	Yaw   float32 // radians; 0 looks from Cerulean's side (rank 1) toward rank 8
	Pitch float32 // radians above the horizon
	Zoom  float32 // 1 = fit the board; larger is closer
	PanX  float32 // pan in world units, along the screen's right axis
	PanY  float32 // pan in world units, along the screen's up axis
}

// DefaultPitch is the default camera's elevation (about 45°): a cell's
// depth on the screen is about 70% of its width, so ranks read apart and
// a click lands where it aims, and units still show their height.
const DefaultPitch = 0.78

// DefaultOrbit is the camera the Reset key restores.
func DefaultOrbit() Orbit {
	return Orbit{Yaw: 0, Pitch: DefaultPitch, Zoom: 1}
}

// Clamp keeps the camera in a usable range.
func (o *Orbit) Clamp() {
	o.Pitch = clamp(o.Pitch, MinPitch, MaxPitch)
	o.Zoom = clamp(o.Zoom, 0.35, 6)
	o.Yaw = float32(math.Remainder(float64(o.Yaw), 2*math.Pi))
	o.PanX = clamp(o.PanX, -20, 20)
	o.PanY = clamp(o.PanY, -20, 20)
}

func clamp(v, lo, hi float32) float32 {
	if v < lo {
		return lo
	}
	if v > hi {
		return hi
	}
	return v
}

// View is everything that decides where a cell lands on the screen: the
// layout, the camera and the viewport in device pixels. Call Update after
// changing any field and before projecting.
type View struct {
	Mode   Mode
	Solo   int     // 0: all levels; 1–4: that level alone
	Spread float32 // distance between stacked levels, in cells
	Cam    Orbit
	W, H   float32 // viewport in device pixels
	// X0, Y0 is the viewport's top-left corner on the screen.
	X0, Y0 float32
	// Inset is the height, in pixels, of a strip at the top of the
	// viewport that the fitted board keeps clear (controls drawn over the
	// board). The viewport itself, and picking, still cover it.
	Inset float32

	vp    [16]float32 // projection × view (mgl32.Mat4: see Vec)
	view  [16]float32
	ortho bool
	eye   Vec
	cols  int // flat map: levels per row (4, 2 or 1, whichever fits largest)
	// The stacked view's staircase: each level sits stepX further along
	// the screen's right axis (seen at the camera's yaw) and stepY higher
	// than the one below, so no level ever covers another.
	stepX, stepY float32
	right        Vec // the camera's right axis, horizontal
	// Tall is true when the staircase climbs the screen (levels one above
	// the other, a little offset), false when it runs across it.
	Tall bool
}

// NewView is a stacked view with the default camera.
func NewView(w, h float32) *View {
	v := &View{Spread: DefaultSpread, Cam: DefaultOrbit(), W: w, H: h}
	v.Update()
	return v
}

// LevelVisible reports whether level l (0-based) is drawn.
func (v *View) LevelVisible(l int) bool { return v.Solo == 0 || v.Solo == l+1 }

// levelOrigin is the world position of the centre of level l.
func (v *View) levelOrigin(l int) Vec {
	if v.Mode == Flat {
		// Levels fill rows from the bottom left: in two rows L1 L2 below
		// and L3 L4 above, so higher levels sit higher, as in 3D. Files
		// run along −X, so a level further right has a smaller X.
		cols := max(v.cols, 1)
		rows := (4 + cols - 1) / cols
		col, row := l%cols, l/cols
		return Vec{
			(float32(cols-1)/2 - float32(col)) * (8 + FlatGap),
			0,
			(float32(row) - float32(rows-1)/2) * (8 + FlatRowGap),
		}
	}
	k := float32(l) - 1.5
	return v.right.Mul(k * v.stepX).Add(Vec{0, k * v.stepY, 0})
}

// FlatLeftColumn reports whether level l (0-based) is at the left of its
// row in the flat map (the rank labels go there).
func (v *View) FlatLeftColumn(l int) bool { return l%max(v.cols, 1) == 0 }

// Margins around a level in the flat map, in cells beyond its tiles: the
// rank labels on the left, the level's name above, the file labels below.
const (
	flatLeft   = 1.2
	flatRight  = 0.4
	flatTop    = 1.5
	flatBottom = 1.1
)

// flatExtent is the size, in cells, of the flat map with cols levels to a
// row (or of one level alone), labels included.
func flatExtent(cols int) (w, h float32) {
	rows := (4 + cols - 1) / cols
	w = float32(cols)*8 + float32(cols-1)*FlatGap + flatLeft + flatRight
	h = float32(rows)*8 + float32(rows-1)*FlatRowGap + flatTop + flatBottom
	return w, h
}

// flatCols picks the flat map's arrangement (4×1, 2×2 or 1×4) whose cells
// come out largest in a w×h pixel area.
func flatCols(w, h float32) int {
	best, bestK := 4, float32(0)
	for _, cols := range [...]int{4, 2, 1} {
		ew, eh := flatExtent(cols)
		if k := min(w/ew, h/eh); k > bestK*1.02 {
			best, bestK = cols, k
		}
	}
	return best
}

// CellPos is the world position of the centre of cell c's tile.
// Files run along −X (so file A is on the left seen from rank 1), ranks
// along +Z, levels up +Y.
func (v *View) CellPos(c engine.Cell) Vec {
	o := v.levelOrigin(c.Level())
	return Vec{o[0] + 3.5 - float32(c.File()), o[1], o[2] + float32(c.Rank()) - 3.5}
}

// UnitPos is where a unit standing on c floats.
func (v *View) UnitPos(c engine.Cell) Vec {
	p := v.CellPos(c)
	p[1] += UnitLift
	return p
}

// bounds is the centre and radius of the visible part of the board.
func (v *View) bounds() (Vec, float32) {
	if v.Solo != 0 {
		return v.levelOrigin(v.Solo - 1), 6.2
	}
	if v.Mode == Flat {
		w, h := flatExtent(max(v.cols, 1))
		return Vec{}, float32(math.Hypot(float64(w), float64(h))) / 2
	}
	w, h := 1.5*v.stepX+6, 1.5*v.stepY+1.5
	return Vec{}, float32(math.Sqrt(float64(32 + w*w + h*h)))
}

// Update recomputes the matrices from the fields.
func (v *View) Update() {
	if v.W < 1 {
		v.W = 1
	}
	if v.H < 1 {
		v.H = 1
	}
	v.Inset = clamp(v.Inset, 0, v.H/3)
	v.Cam.Clamp()
	if v.Mode == Stacked {
		v.staircase()
	}
	v.cols = flatCols(v.W, v.H-v.Inset)
	aspect := v.W / v.H
	centre, radius := v.bounds()
	if v.Mode == Flat {
		v.ortho = true
		// Straight down, rank 8 at the top of the screen; the map (labels
		// included) fills the viewport below the inset.
		ew, eh := flatExtent(v.cols)
		// the labels' margins are uneven: the map's middle is off the origin
		mid := Vec{(flatLeft - flatRight) / 2, 0, (flatTop - flatBottom) / 2}
		if v.Solo != 0 {
			ew, eh = 8+flatLeft+flatRight, 8+flatTop+flatBottom
		}
		k := min(v.W/ew, (v.H-v.Inset)/eh) * v.Cam.Zoom // pixels per cell
		halfW, halfH := v.W/(2*k), v.H/(2*k)
		// lower the map's middle to the middle of the area below the inset
		target := centre.Add(mid).Add(Vec{v.Cam.PanX, 0, -v.Cam.PanY + v.Inset/(2*k)})
		v.eye = target.Add(Vec{0, 50, 0})
		v.view = mgl32.LookAtV(mgl32.Vec3(v.eye), mgl32.Vec3(target), mgl32.Vec3{0, 0, 1})
		proj := mgl32.Ortho(-halfW, halfW, -halfH, halfH, 1, 100)
		v.vp = proj.Mul4(v.view)
		return
	}
	// The stacked view is orthographic: every level is seen from the same
	// elevation, so all four keep the same shape and the same gap between
	// them, and the fit below can pack them tightly without overlap.
	v.ortho = true
	halfH, ox, oy := v.fitStacked(centre, aspect)
	halfH /= v.Cam.Zoom
	halfW := halfH * aspect
	dir, right, up := orbitAxes(v.Cam.Yaw, v.pitch())
	target := centre.Add(right.Mul(ox - v.Cam.PanX)).Add(up.Mul(oy - v.Cam.PanY))
	dist := radius + 30
	v.eye = target.Add(dir.Mul(dist))
	v.view = mgl32.LookAtV(mgl32.Vec3(v.eye), mgl32.Vec3(target), mgl32.Vec3{0, 1, 0})
	proj := mgl32.Ortho(-halfW, halfW, -halfH, halfH, 0.1, 2*dist)
	v.vp = proj.Mul4(v.view)
}

// staircase arranges the stacked levels for the viewport: across the
// screen (each level beside the one below, higher by the spread) or up it
// (each level above the one below, far enough that they never overlap,
// and offset sideways into the room left), whichever gives larger cells.
// The choice is made as seen from the front, so orbiting never switches
// it; the step is then sized for the camera's yaw.
func (v *View) staircase() {
	sy, cy := math.Sincos(float64(v.Cam.Yaw))
	v.right = Vec{float32(-cy), 0, float32(-sy)}
	p := float64(v.pitch())
	sp, cp := float32(math.Sin(p)), float32(math.Cos(p))
	w, h := v.W, v.H-v.Inset
	// a level seen from the front: 8 wide; 8·sin p deep plus its units
	levelH := func(half float32) float32 { return 2*half*sp + UnitTop*cp }
	spread := max(v.Spread, MinSpread)
	acrossK := min(w/(4*8+3*LevelGap), h/(levelH(4)+3*spread*cp))
	upStep := levelH(4) + LevelGap // on the screen, in world units
	upK := min(w/8, h/(levelH(4)+3*upStep))
	v.Tall = upK > acrossK*1.05
	// the level's half-extent at this yaw, along the right axis and in depth
	half := 4 * float32(math.Abs(cy)+math.Abs(sy))
	if !v.Tall {
		// across: the spread is the least climb; where the viewport has
		// height to spare, the levels climb into it
		v.stepX = 2*half + LevelGap
		k := min(w/(4*2*half+3*LevelGap), h/(levelH(half)+3*spread*cp))
		v.stepY = clamp((h/k-levelH(half))/(3*cp), spread, MaxSpread)
		return
	}
	v.stepY = max(spread, (levelH(half)+LevelGap)/cp)
	// the room left across the screen, in world units at the fitted scale
	k := min(w/(2*half), h/(levelH(half)+3*v.stepY*cp))
	v.stepX = clamp((w/k-2*half)/3, 0, 2*half+LevelGap)
}

// SoloTilt is how much more steeply the camera looks at one level shown
// alone: a single level has the room to be seen from higher up.
const SoloTilt = 0.4

// pitch is the camera's elevation in the stacked view.
func (v *View) pitch() float32 {
	if v.Solo != 0 {
		return clamp(v.Cam.Pitch+SoloTilt, MinPitch, 1.5)
	}
	return v.Cam.Pitch
}

// orbitAxes is the direction from the target to the eye and the screen's
// right and up axes of an orbit camera.
func orbitAxes(yaw, pitch float32) (dir, right, up Vec) {
	cp, sp := float32(math.Cos(float64(pitch))), float32(math.Sin(float64(pitch)))
	cy, sy := float32(math.Cos(float64(yaw))), float32(math.Sin(float64(yaw)))
	dir = Vec{cp * sy, sp, -cp * cy}
	right = Vec{-cy, 0, -sy}
	up = dir.Cross(right).Normalize()
	return dir, right, up
}

// fitStacked finds the half-height, in world units, of the view in which
// the visible levels (their tiles and the units standing on them, seen
// from the camera) just fill the viewport below the inset, and the
// offsets of the target along the screen's right and up axes that centre
// them there. One level alone is fitted by the circle its corners sweep,
// so turning the camera never changes its zoom.
func (v *View) fitStacked(centre Vec, aspect float32) (halfH, ox, oy float32) {
	yaw := v.Cam.Yaw
	if v.Solo != 0 {
		yaw = 0
	}
	_, right, up := orbitAxes(yaw, v.pitch())
	// the usable area in normalised device coordinates, with margins
	const mx, my = 0.02, 0.03
	loX, hiX := float32(-1+mx), float32(1-mx)
	loY, hiY := float32(-1+my), 1-2*v.Inset/v.H-my
	x0, x1, y0, y1 := float32(math.MaxFloat32), -float32(math.MaxFloat32), float32(math.MaxFloat32), -float32(math.MaxFloat32)
	for l := 0; l < 4; l++ {
		if !v.LevelVisible(l) {
			continue
		}
		o := v.levelOrigin(l).Sub(centre)
		for i := 0; i < 32; i++ {
			// a level's corners, or, for one level alone, the circle its
			// corners sweep as the camera turns
			dx, dz := float32(i&1)*8-4, float32(i>>1&1)*8-4
			dy := float32(i>>2&1) * UnitTop
			if v.Solo != 0 {
				a := float64(i%16) * math.Pi / 8
				dx, dz = 4*math.Sqrt2*float32(math.Cos(a)), 4*math.Sqrt2*float32(math.Sin(a))
				dy = float32(i/16) * UnitTop
			} else if i >= 8 {
				break
			}
			p := o.Add(Vec{dx, dy, dz})
			x, y := p.Dot(right), p.Dot(up)
			x0, x1, y0, y1 = min(x0, x), max(x1, x), min(y0, y), max(y1, y)
		}
	}
	if x1 < x0 {
		return 6, 0, 0
	}
	halfH = max((x1-x0)/((hiX-loX)*aspect), (y1-y0)/(hiY-loY))
	ox = (x0+x1)/2 - (loX+hiX)/2*halfH*aspect
	oy = (y0+y1)/2 - (loY+hiY)/2*halfH
	return halfH, ox, oy
}

// Project maps a world point to screen pixels. depth grows away from the
// camera; ok is false for points behind the camera.
func (v *View) Project(p Vec) (x, y, depth float32, ok bool) {
	c := mgl32.Mat4(v.vp).Mul4x1(mgl32.Vec3(p).Vec4(1))
	if c[3] <= 1e-4 {
		return 0, 0, 0, false
	}
	ix := 1 / c[3]
	x = v.X0 + (c[0]*ix+1)*0.5*v.W
	y = v.Y0 + (1-c[1]*ix)*0.5*v.H
	depth = -(v.view[2]*p[0] + v.view[6]*p[1] + v.view[10]*p[2] + v.view[14])
	return x, y, depth, true
}

// ViewNormal rotates a world direction into view space (x right, y up,
// z toward the camera).
func (v *View) ViewNormal(n Vec) Vec {
	m := v.view
	return Vec{
		m[0]*n[0] + m[4]*n[1] + m[8]*n[2],
		m[1]*n[0] + m[5]*n[1] + m[9]*n[2],
		m[2]*n[0] + m[6]*n[1] + m[10]*n[2],
	}
}

// Facing reports whether a face with world normal n at world point p faces
// the camera.
func (v *View) Facing(p, n Vec) bool {
	if v.ortho {
		return v.ViewNormal(n)[2] > 0
	}
	return n.Dot(v.eye.Sub(p)) > 0
}

// PixelsPerUnit is the approximate screen size of one world unit at p.
func (v *View) PixelsPerUnit(p Vec) float32 {
	x0, y0, _, ok0 := v.Project(p)
	right := Vec{v.view[0], v.view[4], v.view[8]}
	x1, y1, _, ok1 := v.Project(p.Add(right))
	if !ok0 || !ok1 {
		return 0
	}
	return float32(math.Hypot(float64(x1-x0), float64(y1-y0)))
}

// Corners returns the four world corners of cell c's tile, shrunk by inset
// on each side.
func (v *View) Corners(c engine.Cell, inset float32) [4]Vec {
	p := v.CellPos(c)
	h := 0.5 - inset
	return [4]Vec{
		{p[0] - h, p[1], p[2] - h},
		{p[0] + h, p[1], p[2] - h},
		{p[0] + h, p[1], p[2] + h},
		{p[0] - h, p[1], p[2] + h},
	}
}
