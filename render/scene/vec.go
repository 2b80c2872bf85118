package scene

import "github.com/go-gl/mathgl/mgl32"

// Vec is a point or a direction in the board's world space: x across the
// files, y up the levels, z along the ranks, a cell 1 wide. It is
// mgl32.Vec3 with only the arithmetic the board needs, each done by mgl32.
//
// The board's types hold Vec, not mgl32.Vec3, because of the browser
// build's size: Ebitengine's built-in shaders use text/template, whose
// method lookup by name makes the linker keep every exported method of
// every type the game reaches by reflection, and mgl32.Vec3's methods
// lead to every vector and matrix type of mgl32 (0.3 MB of game.wasm).
// mgl32's types are used in function bodies only; TestBrowserBuildKeepsNoMatrixMethods
// checks that the linker drops what the game does not call.
type Vec [3]float32

// Add is p + q.
func (p Vec) Add(q Vec) Vec { return Vec(mgl32.Vec3(p).Add(mgl32.Vec3(q))) }

// Sub is p − q.
func (p Vec) Sub(q Vec) Vec { return Vec(mgl32.Vec3(p).Sub(mgl32.Vec3(q))) }

// Mul is p scaled by s.
func (p Vec) Mul(s float32) Vec { return Vec(mgl32.Vec3(p).Mul(s)) }

// Dot is the dot product of p and q.
func (p Vec) Dot(q Vec) float32 { return mgl32.Vec3(p).Dot(mgl32.Vec3(q)) }

// Cross is the cross product p × q.
func (p Vec) Cross(q Vec) Vec { return Vec(mgl32.Vec3(p).Cross(mgl32.Vec3(q))) }

// Len is p's length.
func (p Vec) Len() float32 { return mgl32.Vec3(p).Len() }

// Normalize is p scaled to length 1.
func (p Vec) Normalize() Vec { return Vec(mgl32.Vec3(p).Normalize()) }
