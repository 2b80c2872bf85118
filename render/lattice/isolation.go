package lattice

import "strategema/render/colour"

// IsolatedColour is the body of an isolated unit whose side's colour is
// side, at pulse (0 to 1): the side's own hue, its brightness pulsing
// from half to full, with a touch of the palette's isolation colour; it
// stays nearer its own side's colour than the other side's, so an
// isolated Cerulean unit never looks Amber (the 0/3 tag beside it says
// how far its isolation has gone).
func IsolatedColour(side, isolated colour.Color, pulse float32) colour.Color {
	c := side.Scale(0.5+0.5*pulse).Lerp(isolated, 0.08)
	c.A = side.A
	return c
}
