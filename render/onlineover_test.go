//go:build !js

package render

import (
	"context"
	"testing"
	"time"

	"strategema/engine"
	"strategema/online/protocol"
)

// TestOnlineBoardEndShownOnce: a game played online that ends on the
// board (here a draw agreed: the window offers, the opponent accepts)
// says its result once, in the play room's result panel, which offers
// the rematch among its buttons; no "Game over" dialog over it. Pressed,
// Rematch is asked (and shown asked); the opponent's answer opens the
// new game; the panel's six buttons fit a phone. About 4 s.
func TestOnlineBoardEndShownOnce(t *testing.T) {
	ls := startLiveServer(t)
	a := onlineApp(t, ls)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	g, opp := openAgainstClient(ctx, t, a, ls, "10+5")
	runUntil(t, a, 600, func() bool { return a.play.m.HumanToMove() && !a.play.m.Busy() })
	a.play.act(engine.Simple(engine.ActOfferDraw))
	runUntil(t, a, 600, func() bool { return opp.View().DrawPending })
	v := opp.View()
	if !v.DrawPending {
		t.Fatalf("the window's draw offer did not reach Amber: %+v", protocol.Words(v.Entries))
	}
	if err := opp.Act(ctx, v.V, "accept-draw"); err != nil {
		t.Fatal(err)
	}
	m := g.m
	runUntil(t, a, 900, func() bool { m.Finish(); return g.ended && a.play.over.visible(m) })
	if !g.ended || !a.play.over.visible(m) {
		t.Fatalf("the agreed draw: ended %v, result panel %v, dialog %+v", g.ended, a.play.over.visible(m), a.dialog)
	}
	runUntil(t, a, 3, nil)
	if a.dialog != nil {
		t.Errorf("a dialog %q (%q) over the result panel, which says the same", a.dialog.Title, a.dialog.Text)
	}
	if !shownEnabled(a, overRematch) {
		t.Fatal("the result panel of a game played online offers no Rematch")
	}
	// its six buttons fit on a phone held upright and turned
	was, wasTouch := a.devScale, a.fr.TouchScreen
	for _, d := range []deviceSize{deviceSizes[0], deviceSizes[1]} {
		w, h := d.px()
		var problems []string
		runUntil(t, a, 10, func() bool {
			a.devScale, a.fr.TouchScreen = d.dev, d.touch
			problems = checkLayoutAt(a, w, h, d.dev)
			return true
		})
		for _, p := range problems {
			t.Errorf("the result panel on the %s: %s", d.name, p)
		}
	}
	a.devScale, a.fr.TouchScreen = was, wasTouch
	onlineShots(t, a, "online-board-end")
	runUntil(t, a, 3, nil)
	pressShown(a, overRematch)
	runUntil(t, a, 2, nil)
	if !g.rematch || !shown(a, overRematch) || shownEnabled(a, overRematch) {
		t.Errorf("after Rematch: asked %v, shown %v, still pressable %v", g.rematch, shown(a, overRematch), shownEnabled(a, overRematch))
	}
	if err := opp.Do(ctx, protocol.Message{T: protocol.TRematch, V: opp.View().V}); err != nil {
		t.Fatal(err)
	}
	runUntil(t, a, 900, func() bool {
		ng := a.net.game
		return ng != g && ng.m != nil && a.play.m == ng.m && a.top() == room(a.play)
	})
	if ng := a.net.game; ng == g || ng.local != engine.Amber {
		t.Fatalf("the rematch did not open at the window with the colours swapped")
	}
}
