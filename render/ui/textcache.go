package ui

// TextCache says when texts kept between frames must be written again:
// the one cache of the window's words (the HUD's lines, the legend, a
// panel's title, wrapped paragraphs, a document read in the window's
// language). Its key is everything the texts are written from, the
// window's language generation included, so a change of language writes
// them again like any other change, and a steady frame formats nothing.
type TextCache struct {
	key TextKey
	ok  bool
}

// TextKey is what texts are written from: up to four numbers (the
// window's language generation among them), a text, and a thing whose
// identity counts (a match, a printer: a pointer, so making the key
// allocates nothing). One key type for every cache keeps the browser
// build small.
type TextKey struct {
	N    [4]int
	Text string
	Of   any
}

// Stale reports whether the texts must be written for key (the first
// time, after Drop, or when key differs from the last one), and keeps key
// as the texts' from now on.
//
// It is never inlined: one comparison for every cache, not a copy of it
// at each (the browser build's size).
//
//go:noinline
func (c *TextCache) Stale(key TextKey) bool {
	if c.ok && c.key == key {
		return false
	}
	c.key, c.ok = key, true
	return true
}

// Drop makes the next Stale report true whatever its key.
func (c *TextCache) Drop() { c.ok = false }
