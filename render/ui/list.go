package ui

// Scroller is how far a list that does not fit its area is scrolled: its
// rows move up by Off pixels, never past the first or the last.
type Scroller struct{ Off float32 }

// Clamp keeps the scroll within a list content pixels tall shown in an
// area view pixels tall (0 when it fits).
func (sc *Scroller) Clamp(content, view float32) {
	sc.Off = max(0, min(sc.Off, content-view))
}

// Shows reports whether r lies whole inside the list's area (a row only
// partly scrolled into view is not shown: no button is cut).
func Shows(r, area Rect) bool {
	const e = 0.5
	return r.Y >= area.Y-e && r.Y+r.H <= area.Y+area.H+e
}
