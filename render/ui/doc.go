// Package ui is the window's 2D toolkit: the painter (rounded panels in
// one batched shader call, text), rectangles, the font faces and their
// glyph caches, fitting text to a width (elide, wrap), the colours, the
// board's palettes, buttons, the modal dialog and the short note at the
// bottom of the window.
//
// It knows nothing of the game: it may import Ebitengine, golang.org/x/image,
// strategema/assets, strategema/shaders and strategema/render/colour, and
// never the engine, the AI or the rest of render.
package ui
