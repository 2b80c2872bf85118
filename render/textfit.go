package render

// textfit.go: fitting a line of text to a width by eliding it.

// elideStart shortens s from its start ("…/games/strategema") to fit w.
func elideStart(pt *painter, s string, f *fontFace, w float32) string {
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

// elideEnd shortens s at its end ("Records end in…") to fit w.
func elideEnd(pt *painter, s string, f *fontFace, w float32) string {
	if pt.Width(s, f) <= w {
		return s
	}
	rs := []rune(s)
	for i := len(rs) - 1; i > 0; i-- {
		if t := string(rs[:i]) + "…"; pt.Width(t, f) <= w {
			return t
		}
	}
	return "…"
}
