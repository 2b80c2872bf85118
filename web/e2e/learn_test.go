//go:build !js

package e2e

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"strategema/engine"
	"strategema/learn/lessons"
	"strategema/learn/puzzles"
)

// learn_test.go: learning in the browser, as on the desktop: the first
// lesson played to its last stage, the first puzzle solved, How to play
// paged through to the complete rules, with real mouse and key events.

// openGame starts headless Chromium on the game served from dir, at
// 1280×800, and waits for its menu.
func openGame(t *testing.T, url string) *tab {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 6*time.Minute)
	t.Cleanup(cancel)
	bctx := startChromium(t, ctx)
	p := &tab{t: t, ctx: bctx}
	p.run(chromedp.EmulateViewport(1280, 800))
	p.run(chromedp.Navigate(url + "/"))
	p.waitFor(`globalThis.strategema && strategema.frames > 0`, 90*time.Second)
	p.waitFor(`strategema.screen == "menu"`, 10*time.Second)
	return p
}

// hasButton is a JavaScript condition: the screen shows an enabled button
// labelled label (or, with prefix, starting with it).
func hasButton(label string, prefix bool) string {
	cmp := fmt.Sprintf(`b.label == %q`, label)
	if prefix {
		cmp = fmt.Sprintf(`b.label.startsWith(%q)`, label)
	}
	return fmt.Sprintf(`strategema.buttons().some(b => %s && b.enabled)`, cmp)
}

// clickCell clicks cell c, failing when no point of the screen picks it.
func (p *tab) clickCell(c engine.Cell) {
	p.t.Helper()
	xy := p.cell(c.String())
	if xy == nil {
		p.t.Fatalf("%s is not on the screen", c)
	}
	p.click(*xy)
	p.waitTicks(3)
}

// playLearn plays acts at the learn board on top with clicks and keys,
// trying an action again (up to three times) until played[i], a
// JavaScript condition, holds; g follows the game to know the empty cells.
func (p *tab) playLearn(g *engine.Game, acts []engine.Action, played []string) {
	p.t.Helper()
	for i, a := range acts {
		for try := 1; ; try++ {
			p.hurry(g)
			switch a.Type {
			case engine.ActMove:
				p.clickCell(a.From)
				p.clickCell(a.To)
			case engine.ActEnd:
				p.key("e")
			case engine.ActHold:
				p.key("h")
			case engine.ActSurge:
				xy := p.cell(a.From.String())
				if xy == nil {
					p.t.Fatalf("%s is not on the screen", a.From)
				}
				p.run(chromedp.MouseEvent(chromedp.MouseMoved, (*xy)[0], (*xy)[1]))
				p.waitTicks(3)
				p.key("s")
			default:
				p.t.Fatalf("the learn board has no key for %v", a)
			}
			if i >= len(played) || played[i] == "" || p.within(played[i], 10*time.Second) {
				break
			}
			if try == 3 {
				p.t.Fatalf("%v was not taken after %d tries", a, try)
			}
		}
		if _, err := g.Apply(a); err != nil {
			p.t.Fatalf("%v: %v", a, err)
		}
	}
}

// hurry ends a running animation as a player's click does: a click on an
// empty cell no unit may move to (it drops the selection otherwise).
func (p *tab) hurry(g *engine.Game) {
	pos := g.Position()
	occ := pos.Occupied(engine.Cerulean).Or(pos.Occupied(engine.Amber))
	for c := engine.Cell(0); c < engine.Cells; c++ {
		if !occ.Has(c) && p.cell(c.String()) != nil {
			p.clickCell(c)
			p.clickCell(c)
			return
		}
	}
}

// within reports whether the JavaScript condition cond holds within d.
func (p *tab) within(cond string, d time.Duration) bool {
	p.t.Helper()
	deadline := time.Now().Add(d)
	for time.Now().Before(deadline) {
		if eval[bool](p, cond) {
			return true
		}
		time.Sleep(50 * time.Millisecond)
	}
	return false
}

// key presses a key (a kb constant or a character) as a person does: down,
// held over a couple of game ticks so a slow frame sees it, then up.
func (p *tab) key(k string) {
	p.t.Helper()
	for i, ev := range kb.Encode([]rune(k)[0]) {
		p.run(chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
			_, err := cdp.Call(ctx, t, input.DispatchKeyEvent, *ev)
			return err
		}))
		if i == 0 {
			p.waitTicks(2)
		}
	}
	p.waitTicks(2)
}

// keep writes a screenshot under STRATEGEMA_E2E_OUT, when set.
func (p *tab) keep(name string) {
	if out := os.Getenv("STRATEGEMA_E2E_OUT"); out != "" {
		if err := os.MkdirAll(out, 0o755); err == nil {
			_ = os.WriteFile(filepath.Join(out, name), p.screenshot(), 0o644)
		}
	}
}

// learnKept is the learner's progress the browser kept (localStorage).
type learnKept struct {
	Lessons      map[string]int `json:"lessons"`
	PuzzleRating float64        `json:"puzzle_rating"`
	PuzzleStreak int            `json:"puzzle_streak"`
}

func (p *tab) learnKept() learnKept {
	p.t.Helper()
	return eval[learnKept](p, `JSON.parse(localStorage.getItem("strategema/learn.json") || "{}")`)
}

// TestBrowserLearns plays lesson 1 to its end, solves the first puzzle
// and pages through How to play, in the browser build.
func TestBrowserLearns(t *testing.T) {
	needChromium(t)
	dir, _, _ := buildWeb(t)
	srv := serve(dir)
	defer srv.Close()
	p := openGame(t, srv.URL)

	// Lesson 1, offered to a newcomer by the menu, played to its end.
	p.click(p.button("Start lesson 1"))
	p.waitFor(`strategema.screen == "lesson"`, 10*time.Second)
	first := lessons.All()[0]
	for i, st := range first.Stages {
		var acts []engine.Action
		for _, w := range st.Solution {
			a, err := engine.ParseAction(w)
			if err != nil {
				t.Fatal(err)
			}
			acts = append(acts, a)
		}
		next := "Next"
		if i == len(first.Stages)-1 {
			next = "Next lesson"
		}
		played := make([]string, len(acts))
		played[len(acts)-1] = hasButton(next, false)
		p.playLearn(st.Start(), acts, played)
		if got := p.learnKept().Lessons[lessons.Key(first.ID, i)]; got != 3 {
			t.Fatalf("stage %d: %d stars kept, want 3", i+1, got)
		}
		p.keep(fmt.Sprintf("browser-lesson-1-stage-%d.png", i+1))
		p.click(p.button(next))
	}
	p.waitFor(`strategema.screen == "lesson"`, 10*time.Second) // lesson 2
	p.click(p.button("Back"))
	p.waitFor(`strategema.screen == "lessons"`, 10*time.Second)
	p.click(p.button("Back"))
	p.waitFor(`strategema.screen == "menu"`, 10*time.Second)

	// The first puzzle the room offers, solved with clicks.
	set, err := puzzles.Shipped()
	if err != nil || len(set) == 0 {
		t.Fatalf("no shipped puzzles: %v", err)
	}
	ladder := puzzles.NewLadder(set) // the Puzzles room offers the ladder's first to a newcomer
	pz := ladder.At(ladder.First(puzzles.PlayerRating{Rating: 1500}, nil))
	sol, err := pz.SolutionTurn()
	if err != nil {
		t.Fatal(err)
	}
	g, err := pz.Game()
	if err != nil {
		t.Fatal(err)
	}
	p.click(p.button("Puzzles"))
	p.waitFor(`strategema.screen == "puzzles"`, 10*time.Second)
	played := []string{hasButton("Retry", false)}
	for len(played) < len(sol) {
		played = append(played, "!"+hasButton("Hint", false))
	}
	p.playLearn(g, sol, played)
	p.waitFor(`JSON.parse(localStorage.getItem("strategema/learn.json") || "{}").puzzle_streak == 1`, 10*time.Second)
	if k := p.learnKept(); k.PuzzleRating <= 1500 || k.PuzzleStreak != 1 {
		t.Fatalf("after the solution: rating %.0f, streak %d; want above 1500 and 1", k.PuzzleRating, k.PuzzleStreak)
	}
	p.keep("browser-puzzle-solved.png")
	p.click(p.button("Back"))
	p.waitFor(`strategema.screen == "menu"`, 10*time.Second)

	// How to play: Next, the arrow keys, the last page's way to the rules.
	p.click(p.button("Rules"))
	p.waitFor(`strategema.screen == "howto"`, 10*time.Second)
	p.waitFor(hasButton("Try it: lesson 1,", true), 5*time.Second)
	p.click(p.button("Next"))
	p.waitFor(hasButton("Try it: lesson 2,", true), 5*time.Second)
	for range 6 {
		p.key(kb.ArrowRight)
	}
	p.waitFor(hasButton("Try it: lesson 13,", true), 5*time.Second)
	p.keep("browser-howto-last.png")
	p.key(kb.ArrowLeft)
	p.waitFor(hasButton("Try it: lesson 9,", true), 5*time.Second)
	p.key(kb.ArrowRight)
	p.waitFor(hasButton("Try it: lesson 13,", true), 5*time.Second)
	last := eval[[2]float64](p, `(() => { const b = strategema.buttons().filter(b => b.label == "Complete rules").pop(); return [b.x + b.w/2, b.y + b.h/2]; })()`)
	p.click(last)
	p.waitFor(`strategema.screen == "doc"`, 10*time.Second)
	p.key(kb.PageDown)
	p.waitFor(hasButton("Lesson 1: The lattice", false), 10*time.Second)
	p.keep("browser-rules.png")
	p.click(p.button("Lesson 1: The lattice"))
	p.waitFor(`strategema.screen == "lesson"`, 10*time.Second)
}
