//go:build js

package render

import "strconv"

// publishOnline sets globalThis.strategema.online: the online panel as
// the last frame drew it, in CSS pixels, as JSON text ("" when the play
// room shows no online game; text, not objects, to keep the build small):
//
//	{"panel": [x, y, w, h], "clocks": [[x, y, w, h, "text"], ...]}
//
// (the person's clock first), for the browser tests' phone checks; and
// strategema.invite: the friend's invite the Online room's waiting screen
// shows ("" elsewhere), for the browser's invite timing.
func (w *webBridge) publishOnline(a *App) {
	invite := ""
	if r, ok := a.top().(*onlineRoom); ok && r.created != nil {
		invite = r.created.Friends()
	}
	w.obj.Set("invite", invite)
	g := a.net.game
	if g == nil || g.m == nil || a.play.m != g.m || a.top() != room(a.play) || g.drawn.panel.W == 0 {
		w.obj.Set("online", "")
		return
	}
	s := w.scale
	if s <= 0 {
		s = 1
	}
	box := func(b []byte, r shownText) []byte {
		for i, v := range [4]float32{r.r.X, r.r.Y, r.r.W, r.r.H} {
			if i > 0 {
				b = append(b, ',')
			}
			b = strconv.AppendFloat(b, float64(v)/s, 'f', 1, 64)
		}
		if r.text != "" {
			b = strconv.AppendQuote(append(b, ','), r.text)
		}
		return b
	}
	d := &g.drawn
	b := box([]byte(`{"panel":[`), shownText{r: d.panel})
	b = append(b, `],"clocks":[`...)
	for i, c := range d.clocks {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(box(append(b, '['), c), ']')
	}
	w.obj.Set("online", string(append(b, "]}"...)))
}
