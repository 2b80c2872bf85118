package render

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/ai"
	"strategema/engine"
	"strategema/render/input"
	"strategema/render/match"
	"strategema/render/player"
	"strategema/render/player/aiplayer"
	"strategema/render/ui"
)

// testCommander is a real commander of package ai searching to a fixed
// small depth on one thread, so the tests are fast and repeatable.
func testCommander(t *testing.T, name string, depth int) player.Computer {
	t.Helper()
	p, err := aiplayer.New(name, ai.WithDepth(depth), ai.WithThreads(1), ai.WithTableSize(14))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// testEntries are the menu's two commanders, made by testCommander.
func testEntries(t *testing.T) []player.Entry {
	mk := func(name string) func() (player.Computer, error) {
		return func() (player.Computer, error) { return testCommander(t, name, 2), nil }
	}
	return []player.Entry{{Title: "Lt. Cmdr. Data", New: mk("data")}, {Title: "Grandmaster Kolrami", New: mk("kolrami")}}
}

// key is a script step that presses k at once.
func key(k ebiten.Key) func(*App, *input.Frame) bool {
	return func(a *App, f *input.Frame) bool { f.Keys = append(f.Keys, k); return true }
}

// until is a script step that waits for a game and cond.
func until(cond func(a *App) bool) func(*App, *input.Frame) bool {
	return func(a *App, f *input.Frame) bool { return a.play.m != nil && cond(a) }
}

// legalTurn checks that acts, played from p, are legal.
func legalTurn(t *testing.T, p *engine.Position, acts []engine.Action) {
	t.Helper()
	q := p.Clone()
	for _, act := range acts {
		if err := q.Apply(act, nil); err != nil {
			t.Fatalf("%s of %v is illegal: %v", act, acts, err)
		}
	}
}

// logHas reports whether a line of the Tactical Log contains s.
func logHas(m *match.Match, s string) bool {
	for _, l := range m.Log {
		if strings.Contains(l.Text, s) {
			return true
		}
	}
	return false
}

// TestVsComputer: the human plays a move through the input seam; Data
// thinks on his own goroutine within his budget while frames keep being
// drawn, the thinking panel shows his progress, and his turn is legal
// and played with its animations.
func TestVsComputer(t *testing.T) {
	script := &scriptInput{}
	a := newTestApp(t, Options{Input: script, Quiet: true, Advisor: aiplayer.Suggest})
	a.games.newGame([2]player.Player{player.Human{Label: "Cerulean"}, testCommander(t, "data", 3)})
	a.set.IdleRotation, a.set.AnimSpeed, a.set.ThinkTime = false, 3, 0.75
	move := engine.Move(engine.NewCell(1, 3, 1), engine.NewCell(1, 3, 3)) // L2-D2>L2-D4
	if q := a.play.m.Game.Position().Clone(); q.Apply(move, nil) != nil {
		t.Fatalf("test move %s is illegal", move)
	}
	script.Steps = append(script.Steps, clickCell(move.From, true)...)
	script.Steps = append(script.Steps, clickCell(move.To, false)...)
	script.Steps = append(script.Steps, pressKey(ebiten.KeyE))
	// wait for Data's first report, then shoot the thinking panel
	var thinkStart time.Time
	thinkTicks := 0
	img := runUntil(t, a, 3000, func() bool {
		if a.play.m.Think != nil && !a.play.m.Think.Draw {
			if thinkStart.IsZero() {
				thinkStart = time.Now()
			}
			thinkTicks++
			_, n := a.play.m.Think.Progress()
			return n > 0
		}
		return false
	})
	if got := a.play.m.Game.Actions(); len(got) < 1 || got[0] != move {
		t.Fatalf("the human's move was not played: %v", got)
	}
	if a.play.m.Think == nil {
		t.Fatal("Data is not thinking")
	}
	savePNG(t, img, "vs-computer-thinking.png")
	if !strings.HasPrefix(a.play.think.lines[2], "depth ") {
		t.Errorf("the thinking panel shows %q, want the search's depth", a.play.think.lines[2])
	}
	before := a.play.m.Game.Position().Clone()
	n0 := len(a.play.m.Game.Actions())
	budget := a.play.m.Think.Budget
	var answered time.Duration
	runUntil(t, a, 6000, func() bool {
		if a.play.m.Think != nil {
			thinkTicks++
		} else if answered == 0 {
			answered = time.Since(thinkStart)
		}
		p := a.play.m.Game.Position()
		return p.Turn() == 3 && !a.play.m.Busy()
	})
	p := a.play.m.Game.Position()
	if p.Turn() != 3 || p.ToMove() != engine.Cerulean {
		t.Fatalf("Data did not play his turn: turn %d, %s to move", p.Turn(), p.ToMove())
	}
	played := a.play.m.Game.Actions()[n0:]
	legalTurn(t, &before, played)
	t.Logf("Data played %v in %v (budget %v); %d ticks ran while he thought", played, answered, budget, thinkTicks)
	if answered > budget+3*time.Second { // slack for a loaded machine
		t.Errorf("Data answered after %v, budget %v", answered, budget)
	}
	// The first runUntil already returned on a frame drawn mid-search; on
	// a starved machine a tick may take a good part of the budget, so two
	// ticks are all that is asked here.
	if thinkTicks < 2 {
		t.Errorf("only %d frames while Data thought: the window did not keep drawing", thinkTicks)
	}
	if len(a.play.m.Trail) == 0 || a.play.m.TrailSide != engine.Amber {
		t.Errorf("no trail of Data's turn: %v", a.play.m.Trail)
	}
}

// TestSuggestKey: G asks for the human's turn without blocking the
// window; the suggestion is legal, highlighted and logged.
func TestSuggestKey(t *testing.T) {
	script := &scriptInput{Steps: []func(*App, *input.Frame) bool{key(ebiten.KeyG)}}
	a := newTestApp(t, Options{Input: script, Quiet: true, Advisor: aiplayer.Suggest})
	a.games.newGame([2]player.Player{player.Human{Label: "Cerulean"}, testCommander(t, "kolrami", 2)})
	a.set.IdleRotation, a.set.ThinkTime = false, 0.25
	ticks := 0
	runUntil(t, a, 3000, func() bool {
		if a.play.m.Suggesting() != nil {
			ticks++
		}
		return a.play.m.Hint() != nil
	})
	hint := a.play.m.Hint()
	if len(hint) == 0 {
		t.Fatal("no suggestion")
	}
	pos := a.play.m.Game.Position().Clone()
	first := match.ActionWords(hint[0], &pos)
	legalTurn(t, &pos, hint)
	if !logHas(a.play.m, "Suggested for Cerulean: "+first) {
		t.Errorf("no log line for the suggestion %v", hint)
	}
	img := run(t, a, 20)
	savePNG(t, img, "suggestion.png")
	t.Logf("suggested %v; %d ticks ran while it was searched", hint, ticks)
	// playing its first action leaves the rest; another action drops it
	a.play.act(hint[0])
	a.play.m.Finish() // the highlight waits for the animations
	if rest := a.play.m.Hint(); len(hint) > 1 && (len(rest) != len(hint)-1 || rest[0] != hint[1]) {
		t.Errorf("after %s the suggestion shows %v, want the rest of %v", hint[0], rest, hint)
	}
	a.play.act(engine.Simple(engine.ActEnd))
	if a.play.m.Hint() != nil {
		t.Error("the suggestion is still shown after another action")
	}
}

// TestExhibition: Kolrami and Data play each other; P pauses (no action
// is played), N plays exactly one, and Space resumes.
func TestExhibition(t *testing.T) {
	var paused, stepped int
	script := &scriptInput{Steps: []func(*App, *input.Frame) bool{
		until(func(a *App) bool { return len(a.play.m.Game.Actions()) >= 3 }),
		key(ebiten.KeyP),
		until(func(a *App) bool { paused = len(a.play.m.Game.Actions()); return true }),
	}}
	script.Steps = append(script.Steps, wait(40)...)
	script.Steps = append(script.Steps,
		until(func(a *App) bool {
			if n := len(a.play.m.Game.Actions()); n != paused {
				t.Errorf("paused at %d actions, %d played while paused", paused, n)
			}
			return true
		}),
		key(ebiten.KeyN),
		until(func(a *App) bool { return len(a.play.m.Game.Actions()) > paused }),
	)
	script.Steps = append(script.Steps, wait(40)...)
	script.Steps = append(script.Steps,
		until(func(a *App) bool { stepped = len(a.play.m.Game.Actions()); return true }),
		key(ebiten.KeySpace),
		until(func(a *App) bool { return len(a.play.m.Game.Actions()) > stepped+1 }),
	)
	a := newTestApp(t, Options{Input: script, Quiet: true, Computers: testEntries(t)})
	a.set.IdleRotation, a.set.AnimSpeed = false, 3
	run(t, a, 1)
	// the menu's entry starts it
	found := false
	for _, b := range a.buttons {
		if b.ID == menuExhibition {
			found = true
			if b.Label != "Exhibition: Kolrami vs Data" { // Cerulean first, as the rules name the sides and the bar shows them
				t.Errorf("menu label %q", b.Label)
			}
		}
	}
	if !found {
		t.Fatal("no exhibition in the menu")
	}
	a.menu.press(&ui.Button{ID: menuExhibition})
	if !a.play.m.Exhibition || a.play.m.Players[0].Name() != "Grandmaster Kolrami" || a.play.m.Players[1].Name() != "Lt. Cmdr. Data" {
		t.Fatalf("exhibition players %s vs %s", a.play.m.Players[0].Name(), a.play.m.Players[1].Name())
	}
	a.play.m.Pace = match.PaceFast
	var img = runUntil(t, a, 8000, script.Done)
	if !script.Done() {
		t.Fatalf("script stuck at step %d of %d (%d actions)", script.i, len(script.Steps), len(a.play.m.Game.Actions()))
	}
	if stepped != paused+1 {
		t.Errorf("N played %d actions, want 1", stepped-paused)
	}
	if a.play.m.Paused {
		t.Error("Space did not resume")
	}
	savePNG(t, img, "exhibition.png")
	if saved, _ := a.st.ReadAutosave(); saved != nil {
		t.Error("the exhibition was autosaved")
	}
}

// TestDrawOfferToData: offered a draw at the opening (level), Data
// answers by his policy and the log says why.
func TestDrawOfferToData(t *testing.T) {
	script := &scriptInput{Steps: []func(*App, *input.Frame) bool{key(ebiten.KeyO)}}
	a := newTestApp(t, Options{Input: script, Quiet: true})
	a.games.newGame([2]player.Player{player.Human{Label: "Cerulean"}, testCommander(t, "data", 1)})
	runUntil(t, a, 2000, func() bool {
		p := a.play.m.Game.Position()
		return script.Done() && p.DrawOffered() && !p.DrawPending() && a.play.m.Think == nil
	})
	p := a.play.m.Game.Position()
	if !p.DrawOffered() || p.DrawPending() {
		t.Fatal("the draw offer was not answered")
	}
	if !logHas(a.play.m, "Lt. Cmdr. Data accepts") && !logHas(a.play.m, "Lt. Cmdr. Data declines") {
		t.Errorf("no log line with Data's reason: %v", a.play.m.Log)
	}
	if !p.Over() || p.Result() != engine.Draw {
		t.Errorf("Data declined a draw in a level opening")
	}
	// the note survives an undo that keeps its event, and goes with it
	a.play.m.Resync()
	if !logHas(a.play.m, "Lt. Cmdr. Data accepts") {
		t.Error("the reason left the log on a rebuild")
	}
}

// offerer is a computer that always offers a draw (the seam's Diplomat).
type offerer struct{ player.Random }

func (o *offerer) ExplainDraw(ctx context.Context, p *engine.Position) (bool, string) {
	return false, "Offerer declines: testing"
}

func (o *offerer) WantsDraw(ctx context.Context, p *engine.Position) (bool, string) {
	return true, "Offerer offers a draw: testing"
}

// TestComputerOffersDraw: a computer's draw offer is put to the human in
// the draw dialog with its reason, and a logged line.
func TestComputerOffersDraw(t *testing.T) {
	o := &offerer{*player.NewRandom(5)}
	o.Label = "Offerer"
	a := newTestApp(t, Options{Quiet: true})
	a.games.newGame([2]player.Player{o, player.Human{Label: "Amber"}})
	runUntil(t, a, 600, func() bool { return a.dialog != nil })
	if a.dialog == nil || !strings.Contains(a.dialog.Text, "Offerer offers a draw: testing") {
		t.Fatalf("no draw dialog with the reason: %+v", a.dialog)
	}
	if !logHas(a.play.m, "Offerer offers a draw: testing") {
		t.Error("no log line for the offer")
	}
	a.dialog.Choices[1].Do() // decline
	a.dialog = nil
	runUntil(t, a, 600, func() bool { return a.play.m.Game.Position().ToMove() == engine.Amber })
	if p := a.play.m.Game.Position(); p.ToMove() != engine.Amber || p.Over() {
		t.Fatalf("the computer did not play on after the decline: %s to move", p.ToMove())
	}
}
