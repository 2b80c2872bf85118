package ui

// Fitting a line of text to a width by eliding it.

// ElideStart shortens s from its start ("…/games/strategema") to fit w.
func ElideStart(pt *Painter, s string, f *FontFace, w float32) string {
	if pt.Width(s, f) <= w {
		return s
	}
	rs := []rune(s)
	for i := 1; i < len(rs); i++ {
		if t := "…" + string(rs[i:]); pt.Width(t, f) <= w {
			return t
		}
	}
	return "…"
}

// ElideEnd shortens s at its end ("Records end in…") to fit w.
func ElideEnd(pt *Painter, s string, f *FontFace, w float32) string {
	if pt.Width(s, f) <= w {
		return s
	}
	// the longest prefix that fits with the ellipsis, found by halving
	// (a prefix's width grows with its length)
	rs := []rune(s)
	lo, hi := 0, len(rs)-1 // rs[:lo] fits; rs[:hi+1] does not
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if pt.Width(string(rs[:mid])+"…", f) <= w {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	if lo == 0 {
		return "…"
	}
	return string(rs[:lo]) + "…"
}
