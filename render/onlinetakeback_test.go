//go:build !js

package render

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"strategema/engine"
	"strategema/online/client"
	"strategema/online/protocol"
	"strategema/render/store"
)

// pressShown presses the play room's button id if it is shown and
// enabled (laid out this tick), reporting whether it was.
func pressShown(a *App, id int) bool {
	for i := range a.buttons {
		if b := a.buttons[i]; b.ID == id && b.Enabled {
			a.play.press(&b)
			return true
		}
	}
	return false
}

// shownEnabled reports whether the play room shows button id enabled.
func shownEnabled(a *App, id int) bool {
	for i := range a.buttons {
		if a.buttons[i].ID == id && a.buttons[i].Enabled {
			return true
		}
	}
	return false
}

// shown reports whether the play room shows button id (enabled or not):
// the bar's Undo and Resign become Take back and Resign or Abort online.
func shown(a *App, id int) bool {
	for i := range a.buttons {
		if a.buttons[i].ID == id {
			return true
		}
	}
	return false
}

// TestOnlineTakebackResignRematch: the window (Cerulean) against a
// scripted client (Amber) on a real server. The bar offers Take back in
// place of Undo, and Abort in place of Resign in the first turn; the window asks to take back its turn, Amber accepts and
// the window is back on its turn with the server's game (a first request
// declined: said, and Take back not offered again for that turn); Amber asks, the
// window's panel shows Accept, and Amber's turn is taken back on both
// sides; the window resigns on Amber's turn; both agree a rematch, which
// opens with the colours swapped, and the window aborts it.
func TestOnlineTakebackResignRematch(t *testing.T) {
	ls := startLiveServer(t)
	a := onlineApp(t, ls)
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute) // the layout checks at five sizes take a while on a loaded machine
	defer cancel()
	g, opp := openAgainstClient(ctx, t, a, ls, "10+5")
	oppWait := func(what string, ok func(*client.View) bool) client.View {
		t.Helper()
		v, err := opp.Wait(ctx, ok)
		if err != nil {
			t.Fatalf("Amber waiting for %s: %v", what, err)
		}
		return v
	}
	runUntil(t, a, 2, nil)
	checkOnlineOnPhone(t, a, "first-turn", deviceSizes[:5]...)
	if !shown(a, onlineAbort) || shown(a, onlineResign) || !shown(a, onlineTakeback) || shown(a, playUndo) || shown(a, playResign) {
		t.Fatalf("the first turn's bar: abort %v, resign %v, take back %v, undo %v", shown(a, onlineAbort), shown(a, onlineResign), shown(a, onlineTakeback), shown(a, playUndo))
	}
	// turn through the window: hold and end, waiting for each to be sent
	turn := func(v int64) {
		t.Helper()
		for _, act := range []engine.Action{engine.Simple(engine.ActHold), engine.Simple(engine.ActEnd)} {
			runUntil(t, a, 600, func() bool { a.play.m.Finish(); return a.play.m.HumanToMove() && !a.play.m.Busy() })
			a.play.act(act)
		}
		runUntil(t, a, 900, func() bool { return opp.View().V >= v })
		if opp.View().V < v {
			t.Fatalf("the window's turn did not reach version %d", v)
		}
	}
	turn(2)
	if err := opp.Act(ctx, 2, "hold", "end"); err != nil {
		t.Fatal(err)
	}
	turn(6)
	runUntil(t, a, 600, func() bool { return !g.sending && shown(a, onlineTakeback) && g.canAskTakeback(ptr(g.c.View())) })
	onlineShots(t, a, "online-bar")
	// asked and declined: said, and not asked again for this turn
	runUntil(t, a, 600, func() bool { return !g.sending && pressShown(a, onlineTakeback) })
	runUntil(t, a, 600, func() bool { return opp.View().Takeback == "cerulean" && g.askSeen })
	if err := opp.AnswerTakeback(ctx, 6, false); err != nil {
		t.Fatal(err)
	}
	runUntil(t, a, 600, func() bool { return !g.asking })
	if !strings.Contains(a.note.Text, "declined") || shownEnabled(a, onlineTakeback) {
		t.Fatalf("after the decline: note %q, Take back enabled %v", a.note.Text, shownEnabled(a, onlineTakeback))
	}
	if err := opp.Act(ctx, 6, "hold", "end"); err != nil {
		t.Fatal(err)
	}
	turn(10)
	runUntil(t, a, 600, func() bool { return !g.sending && pressShown(a, onlineTakeback) })
	runUntil(t, a, 600, func() bool { return opp.View().Takeback == "cerulean" })
	if err := opp.AnswerTakeback(ctx, 10, true); err != nil {
		t.Fatal(err)
	}
	runUntil(t, a, 600, func() bool { return a.net.game.takebacks == 1 && a.play.m == a.net.game.m })
	if m := a.play.m; len(m.Game.Actions()) != 8 || !m.HumanToMove() || a.net.game.takebacks != 1 {
		t.Fatalf("after the takeback the window has %d actions, its turn %v", len(m.Game.Actions()), m.HumanToMove())
	}
	if runUntil(t, a, 2, nil); pressShown(a, onlineTakeback) {
		t.Error("Take back offered again for the turn taken back")
	}
	if b := a.play.turnBadge(a.play.m.Game.Position()); b != "Your move" {
		t.Errorf("the turn badge on the window's turn says %q", b)
	}
	turn(13)
	if err := opp.Act(ctx, 13, "hold", "end"); err != nil {
		t.Fatal(err)
	}
	if err := opp.AskTakeback(ctx, 15); err != nil {
		t.Fatal(err)
	}
	runUntil(t, a, 600, func() bool { return shown(a, onlineAccept) })
	if !strings.Contains(a.note.Text, "asks for a takeback") {
		t.Errorf("the request was not told: note %q", a.note.Text)
	}
	onlineShots(t, a, "online-takeback-asked")
	checkOnlineOnPhone(t, a, "takeback-asked", deviceSizes[1]) // Accept and Decline in the action bar
	runUntil(t, a, 600, func() bool { return shown(a, onlineAccept) && pressShown(a, onlineAccept) })
	runUntil(t, a, 600, func() bool { return a.net.game.takebacks == 2 && opp.View().Takebacks == 2 })
	if m := a.play.m; len(m.Game.Actions()) != 10 || m.HumanToMove() {
		t.Fatalf("after Amber's takeback the window has %d actions, its turn %v", len(m.Game.Actions()), m.HumanToMove())
	}
	if b := a.play.turnBadge(a.play.m.Game.Position()); b != "Opponent's move" {
		t.Errorf("the turn badge on Amber's turn says %q", b)
	}
	// resign on Amber's turn
	runUntil(t, a, 60, func() bool { return pressShown(a, onlineResign) })
	if a.dialog == nil {
		t.Fatal("no question before resigning")
	}
	a.dialog.Choices[0].Do()
	a.dialog = nil
	runUntil(t, a, 600, func() bool { return a.dialog != nil })
	if a.dialog == nil || !strings.Contains(a.dialog.Text, "Amber wins") || !strings.Contains(a.dialog.Text, "Cerulean resigned") {
		t.Fatalf("the end: %+v", a.dialog)
	}
	if gs := a.net.profile().Games; len(gs) != 1 || gs[0].Result != "amber" {
		t.Errorf("the profile: %+v", gs)
	}
	if sc := a.ladder.results()[onlineResults]; sc != (store.Score{Losses: 1}) {
		t.Errorf("the online results: %+v, want one loss", sc)
	}
	if res, _ := a.st.LoadResults(); res[onlineResults].Losses != 1 {
		t.Errorf("the kept results: %+v", res)
	}
	names, _ := a.st.Records()
	if len(names) != 1 {
		t.Fatalf("records kept: %v", names)
	}
	data, err := a.st.ReadRecord(names[0])
	if err != nil {
		t.Fatal(err)
	}
	if eg, _, err := engine.LoadRecord(data); err != nil || len(eg.Actions()) != 10 || !strings.Contains(string(data), "[Termination \"resignation (cerulean) at turn 6: 0-1\"]") {
		t.Fatalf("the kept record (%v):\n%s", err, data)
	}
	a.dialog.Choices[0].Do() // Rematch
	a.dialog = nil
	runUntil(t, a, 300, func() bool { return opp.View().Over })
	over := oppWait("the end", func(w *client.View) bool { return w.Over })
	if err := opp.Do(ctx, protocol.Message{T: protocol.TRematch, V: over.V}); err != nil {
		t.Fatal(err)
	}
	runUntil(t, a, 900, func() bool {
		ng := a.net.game
		return ng != g && ng.m != nil && a.play.m == ng.m && a.top() == room(a.play)
	})
	ng := a.net.game
	if ng == g || ng.m == nil || ng.local != engine.Amber || ng.watch {
		t.Fatalf("the rematch at the window: new %v, seat %v", ng != g, ng.local)
	}
	runUntil(t, a, 60, func() bool { return pressShown(a, onlineAbort) })
	if a.dialog == nil {
		t.Fatal("no question before aborting")
	}
	a.dialog.Choices[0].Do()
	a.dialog = nil
	runUntil(t, a, 600, func() bool { return a.dialog != nil })
	if a.dialog == nil || !strings.Contains(a.dialog.Text, "Game aborted") {
		t.Fatalf("the abort: %+v", a.dialog)
	}
}

func ptr[T any](v T) *T { return &v }

// onlineShots draws the window at 1024x640, 1280x800 and 1920x1080 in
// English and Russian into STRATEGEMA_TEST_SHOTS/NAME-LANG-WxH.png, to
// look at (nothing without it).
func onlineShots(t *testing.T, a *App, name string) {
	dir := os.Getenv("STRATEGEMA_TEST_SHOTS")
	if dir == "" {
		return
	}
	for _, tag := range []string{"ru", "en"} {
		a.set.Language = tag
		a.setLanguage(tag)
		for _, sz := range [][2]int{{1024, 640}, {1280, 800}, {1920, 1080}} {
			savePNG(t, drawnAt(t, a, sz[0], sz[1]), fmt.Sprintf("%s-%s-%dx%d.png", name, tag, sz[0], sz[1]))
		}
	}
}
