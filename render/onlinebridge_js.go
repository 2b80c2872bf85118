//go:build js

package render

import "syscall/js"

// publishOnline sets globalThis.strategema.online: the online panel as
// the last frame drew it, in CSS pixels, or null when the play room
// shows no online game:
//
//	{panel: {x, y, w, h}, clocks: [{text, x, y, w, h}, ...]}
//
// (the person's clock first), for the browser tests' phone checks.
//
// and strategema.invite: the friend's invite the Online room's waiting
// screen shows ("" elsewhere), for the browser's invite timing.
func (w *webBridge) publishOnline(a *App) {
	invite := ""
	if r, ok := a.top().(*onlineRoom); ok && r.created != nil {
		invite = r.created.Friends()
	}
	w.obj.Set("invite", invite)
	g := a.net.game
	if g == nil || g.m == nil || a.play.m != g.m || a.top() != room(a.play) || g.drawn.panel.W == 0 {
		w.obj.Set("online", js.Null())
		return
	}
	box := func(x, y, wd, h float32) map[string]any {
		p, q := w.css(x, y), w.css(x+wd, y+h)
		return map[string]any{"x": p[0], "y": p[1], "w": q[0].(float64) - p[0].(float64), "h": q[1].(float64) - p[1].(float64)}
	}
	d := &g.drawn
	clocks := make([]any, len(d.clocks))
	for i, c := range d.clocks {
		b := box(c.r.X, c.r.Y, c.r.W, c.r.H)
		b["text"] = c.text
		clocks[i] = b
	}
	w.obj.Set("online", map[string]any{"panel": box(d.panel.X, d.panel.Y, d.panel.W, d.panel.H), "clocks": clocks})
}
