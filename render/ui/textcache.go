package ui

// TextCache says when texts kept between frames must be written again:
// the one cache of the window's words (the HUD's lines, the legend, a
// panel's title, wrapped paragraphs, a document read in the window's
// language). Its key is everything the texts are written from, the
// window's language generation included, so a change of language writes
// them again like any other change, and a steady frame formats nothing.
type TextCache[K comparable] struct {
	key K
	ok  bool
}

// Stale reports whether the texts must be written for key (the first
// time, after Drop, or when key differs from the last one), and keeps key
// as the texts' from now on.
func (c *TextCache[K]) Stale(key K) bool {
	if c.ok && c.key == key {
		return false
	}
	c.key, c.ok = key, true
	return true
}

// Drop makes the next Stale report true whatever its key.
func (c *TextCache[K]) Drop() { c.ok = false }
