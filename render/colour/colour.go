// Package colour is the one colour type of the front end, shared by the
// 3D scene (render/scene) and the 2D layer (render/ui). It imports
// nothing, so the headless scene package can use it.
package colour

// Color is a straight-alpha RGBA colour with components in 0–1.
type Color struct{ R, G, B, A float32 }

// Lerp blends from c toward d by t.
func (c Color) Lerp(d Color, t float32) Color {
	return Color{c.R + (d.R-c.R)*t, c.G + (d.G-c.G)*t, c.B + (d.B-c.B)*t, c.A + (d.A-c.A)*t}
}

// Scale multiplies the colour (not the alpha) by k.
func (c Color) Scale(k float32) Color { return Color{c.R * k, c.G * k, c.B * k, c.A} }

// Alpha returns c with alpha a.
func (c Color) Alpha(a float32) Color { c.A = a; return c }
