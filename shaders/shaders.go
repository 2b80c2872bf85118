// Package shaders embeds the Kage shaders of the window. It has no
// Ebitengine import: render compiles the sources with ebiten.NewShader.
package shaders

import _ "embed"

// Scene shades the 3D board: lit units, holographic tiles, glow rings.
//
//go:embed scene.kage
var Scene []byte

// Panel draws rounded HUD panels and buttons.
//
//go:embed panel.kage
var Panel []byte
