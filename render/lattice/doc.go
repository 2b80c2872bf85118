// Package lattice draws the board: the 3D lattice of four levels and the
// flat map, its static stage (backdrop and level planes), the labels,
// the marks of recent turns, links and engagements, the suggested turn's
// hints, and the measurement of what a frame drew (for screenshots and
// tests).
//
// It may import the engine, render/match (the game in progress it
// animates), render/scene, render/ui, render/colour and lang; never
// render itself or the AI.
package lattice
