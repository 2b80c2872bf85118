// Package scene holds the window's 3D scene without any Ebitengine import:
// the board layout in world space, the orbit camera, projection, picking,
// the unit meshes and the painter's-sort triangle builder. Everything here
// is plain math, so it is unit-tested without a display.
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
	DefaultSpread = 4.6
	// FlatGap is the space between two levels in the flat map, in cells.
	FlatGap = 1.6
	// UnitLift is how far above its tile a unit's centre floats.
	UnitLift = 0.42
)

// Orbit is an orbit camera around a target point.
type Orbit struct {
	Yaw   float32 // radians; 0 looks from Cerulean's side (rank 1) toward rank 8
	Pitch float32 // radians above the horizon
	Zoom  float32 // 1 = fit the board; larger is closer
	PanX  float32 // pan in world units, along the screen's right axis
	PanY  float32 // pan in world units, along the screen's up axis
}

// DefaultOrbit is the camera the Reset key restores.
func DefaultOrbit() Orbit {
	return Orbit{Yaw: 0, Pitch: 0.4, Zoom: 1}
}

// Clamp keeps the camera in a usable range.
func (o *Orbit) Clamp() {
	const lim = 1.5
	o.Pitch = clamp(o.Pitch, -lim, lim)
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

	vp    mgl32.Mat4 // projection × view
	view  mgl32.Mat4
	ortho bool
	eye   mgl32.Vec3
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
func (v *View) levelOrigin(l int) mgl32.Vec3 {
	if v.Mode == Flat {
		return mgl32.Vec3{(1.5 - float32(l)) * (8 + FlatGap), 0, 0}
	}
	return mgl32.Vec3{0, (float32(l) - 1.5) * v.Spread, 0}
}

// CellPos is the world position of the centre of cell c's tile.
// Files run along −X (so file A is on the left seen from rank 1), ranks
// along +Z, levels up +Y.
func (v *View) CellPos(c engine.Cell) mgl32.Vec3 {
	o := v.levelOrigin(c.Level())
	return mgl32.Vec3{o[0] + 3.5 - float32(c.File()), o[1], o[2] + float32(c.Rank()) - 3.5}
}

// UnitPos is where a unit standing on c floats.
func (v *View) UnitPos(c engine.Cell) mgl32.Vec3 {
	p := v.CellPos(c)
	p[1] += UnitLift
	return p
}

// bounds is the centre and radius of the visible part of the board.
func (v *View) bounds() (mgl32.Vec3, float32) {
	if v.Solo != 0 {
		return v.levelOrigin(v.Solo - 1), 6.2
	}
	if v.Mode == Flat {
		return mgl32.Vec3{}, 2 * (8 + FlatGap)
	}
	h := 1.5*v.Spread + 0.5
	return mgl32.Vec3{}, float32(math.Sqrt(float64(32 + h*h)))
}

// Eye is the camera position in world space (for ortho views, a point far
// along the view direction).
func (v *View) Eye() mgl32.Vec3 { return v.eye }

// Update recomputes the matrices from the fields.
func (v *View) Update() {
	if v.W < 1 {
		v.W = 1
	}
	if v.H < 1 {
		v.H = 1
	}
	v.Cam.Clamp()
	aspect := v.W / v.H
	centre, radius := v.bounds()
	if v.Mode == Flat {
		v.ortho = true
		// Straight down, rank 8 at the top of the screen.
		halfW := (radius + 0.6) / v.Cam.Zoom
		halfH := 5.2 / v.Cam.Zoom
		if v.Solo != 0 {
			halfW, halfH = 5.2/v.Cam.Zoom, 5.2/v.Cam.Zoom
		}
		if halfW/aspect > halfH {
			halfH = halfW / aspect
		} else {
			halfW = halfH * aspect
		}
		target := centre.Add(mgl32.Vec3{v.Cam.PanX, 0, -v.Cam.PanY})
		v.eye = target.Add(mgl32.Vec3{0, 50, 0})
		v.view = mgl32.LookAtV(v.eye, target, mgl32.Vec3{0, 0, 1})
		proj := mgl32.Ortho(-halfW, halfW, -halfH, halfH, 1, 100)
		v.vp = proj.Mul4(v.view)
		return
	}
	v.ortho = false
	const fovy = 0.62 // about 35.5°
	fit := radius / float32(math.Sin(fovy/2))
	if aspect < 1 {
		fit /= aspect
	}
	dist := fit / v.Cam.Zoom * 1.02
	cp, sp := float32(math.Cos(float64(v.Cam.Pitch))), float32(math.Sin(float64(v.Cam.Pitch)))
	cy, sy := float32(math.Cos(float64(v.Cam.Yaw))), float32(math.Sin(float64(v.Cam.Yaw)))
	dir := mgl32.Vec3{cp * sy, sp, -cp * cy} // from target to eye
	right := mgl32.Vec3{-cy, 0, -sy}
	up := dir.Cross(right).Normalize()
	target := centre.Sub(right.Mul(v.Cam.PanX)).Sub(up.Mul(v.Cam.PanY))
	v.eye = target.Add(dir.Mul(dist))
	v.view = mgl32.LookAtV(v.eye, target, mgl32.Vec3{0, 1, 0})
	near := max(dist-radius*1.6, 0.5)
	proj := mgl32.Perspective(fovy, aspect, near, dist+radius*2+10)
	v.vp = proj.Mul4(v.view)
}

// Project maps a world point to screen pixels. depth grows away from the
// camera; ok is false for points behind the camera.
func (v *View) Project(p mgl32.Vec3) (x, y, depth float32, ok bool) {
	c := v.vp.Mul4x1(p.Vec4(1))
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
func (v *View) ViewNormal(n mgl32.Vec3) mgl32.Vec3 {
	m := v.view
	return mgl32.Vec3{
		m[0]*n[0] + m[4]*n[1] + m[8]*n[2],
		m[1]*n[0] + m[5]*n[1] + m[9]*n[2],
		m[2]*n[0] + m[6]*n[1] + m[10]*n[2],
	}
}

// Facing reports whether a face with world normal n at world point p faces
// the camera.
func (v *View) Facing(p, n mgl32.Vec3) bool {
	if v.ortho {
		return v.ViewNormal(n)[2] > 0
	}
	return n.Dot(v.eye.Sub(p)) > 0
}

// PixelsPerUnit is the approximate screen size of one world unit at p.
func (v *View) PixelsPerUnit(p mgl32.Vec3) float32 {
	x0, y0, _, ok0 := v.Project(p)
	right := mgl32.Vec3{v.view[0], v.view[4], v.view[8]}
	x1, y1, _, ok1 := v.Project(p.Add(right))
	if !ok0 || !ok1 {
		return 0
	}
	return float32(math.Hypot(float64(x1-x0), float64(y1-y0)))
}

// Corners returns the four world corners of cell c's tile, shrunk by inset
// on each side.
func (v *View) Corners(c engine.Cell, inset float32) [4]mgl32.Vec3 {
	p := v.CellPos(c)
	h := 0.5 - inset
	return [4]mgl32.Vec3{
		{p[0] - h, p[1], p[2] - h},
		{p[0] + h, p[1], p[2] - h},
		{p[0] + h, p[1], p[2] + h},
		{p[0] - h, p[1], p[2] + h},
	}
}
