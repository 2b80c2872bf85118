//go:build !js

package render

import (
	"fmt"
	"io/fs"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/docs"
	"strategema/lang"
	"strategema/learn/howto"
	"strategema/learn/lessons"
	"strategema/render/input"
	"strategema/render/markdown"
	"strategema/render/store"
)

// TestHowtoPagesAreComplete: every page's picture parses, its lesson
// exists, and its title and body are in every language's catalog.
func TestHowtoPagesAreComplete(t *testing.T) {
	all := lessons.All()
	pages := howto.Pages()
	if len(pages) < 5 || len(pages) > 7 {
		t.Errorf("How to play has %d pages, want 5 to 7", len(pages))
	}
	for _, p := range pages {
		if _, err := p.Position(); err != nil {
			t.Error(err)
		}
		if lessonIndex(all, p.Lesson) < 0 {
			t.Errorf("page %q opens lesson %q, which does not exist", p.ID, p.Lesson)
		}
		for _, l := range lang.Languages() {
			pr := lang.New(l.Tag)
			for _, id := range []string{p.Title(), p.Body()} {
				if s := pr.T(id); strings.HasPrefix(s, "[") {
					t.Errorf("%s: %s is missing", l.Tag, id)
				}
			}
			if b := markdown.Parse([]byte(pr.T(p.Body()))); len(b) == 0 {
				t.Errorf("%s: page %q has no words", l.Tag, p.ID)
			}
		}
	}
	// the unit table is a real table, one row a unit
	for _, l := range lang.Languages() {
		rows := 0
		for _, b := range markdown.Parse([]byte(lang.New(l.Tag).T("howto.units.body"))) {
			if b.Kind == markdown.Table {
				rows = len(b.Rows) - 1
			}
		}
		if rows != 5 {
			t.Errorf("%s: the units page's table has %d rows, want 5", l.Tag, rows)
		}
	}
}

// TestRulesSectionsLinkLessons: every heading the map names is a heading
// of its document, every lesson it names exists, and every lesson is
// linked from at least one section of each rules document.
func TestRulesSectionsLinkLessons(t *testing.T) {
	all := lessons.All()
	for file, heads := range howto.RulesLessons() {
		src, err := fs.ReadFile(docs.FS, file)
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		have := map[string]bool{}
		for _, b := range markdown.Parse(src) {
			if b.Kind == markdown.Heading {
				have[headingText(b)] = true
			}
		}
		linked := map[string]bool{}
		for h, ids := range heads {
			if !have[h] {
				t.Errorf("%s has no heading %q", file, h)
			}
			for _, id := range ids {
				if lessonIndex(all, id) < 0 {
					t.Errorf("%s, %q: no lesson %q", file, h, id)
				}
				linked[id] = true
			}
		}
		for _, l := range all {
			if !linked[l.ID] {
				t.Errorf("%s: no section links lesson %q", file, l.ID)
			}
		}
	}
	if _, ok := howto.RulesLessons()["RULES.md"]; !ok {
		t.Error("the English rules have no links")
	}
}

// TestHowtoPagedThroughAtTheWindow opens Rules from the menu (How to
// play), pages through with Next and the arrow keys, opens the page's
// lesson and comes back, then the complete rules, where a section's
// button opens its lesson.
func TestHowtoPagedThroughAtTheWindow(t *testing.T) {
	shotDir(t)
	script := &scriptInput{}
	a := newTestApp(t, Options{Input: script, Docs: docs.FS, Quiet: true, Store: store.New(store.NewMem())})
	run(t, a, 2)
	script.Steps = append(script.Steps, clickButton(a.tr("menu.rules"))...)
	runUntil(t, a, 200, script.Done)
	h, ok := a.top().(*howtoRoom)
	if !ok {
		t.Fatalf("Rules opened %q, want How to play", a.top().name())
	}
	savePNG(t, run(t, a, 2), "howto-1-en.png")
	script.Steps = append(script.Steps, clickButton(a.tr("howto.next"))...)
	runUntil(t, a, 200, script.Done)
	if h.i != 1 {
		t.Fatalf("Next showed page %d", h.i+1)
	}
	key := func(k ebiten.Key) func(*App, *input.Frame) bool {
		return func(a *App, f *input.Frame) bool { f.Keys = append(f.Keys, k); return true }
	}
	for range len(h.pages) { // past the last page the arrow stays there
		script.Steps = append(script.Steps, key(ebiten.KeyArrowRight))
	}
	runUntil(t, a, 200, script.Done)
	if h.i != len(h.pages)-1 {
		t.Fatalf("the arrow keys stopped at page %d of %d", h.i+1, len(h.pages))
	}
	script.Steps = append(script.Steps, key(ebiten.KeyArrowLeft))
	runUntil(t, a, 200, script.Done)
	if h.i != len(h.pages)-2 {
		t.Fatalf("Left showed page %d", h.i+1)
	}
	// the page's lesson, and back to the same page
	want := lessonIndex(h.all, h.pages[h.i].Lesson)
	script.Steps = append(script.Steps, clickButton(a.trf("howto.try", "N", want+1, "Title", a.tr(h.all[want].Title)))...)
	runUntil(t, a, 200, script.Done)
	lr, ok := a.top().(*lessonRoom)
	if !ok || lr.index != want {
		t.Fatalf("Try it opened %q, want lesson %d", a.top().name(), want+1)
	}
	script.Steps = append(script.Steps, clickButton(a.tr("learn.back"))...)
	runUntil(t, a, 200, script.Done)
	if a.top() != room(h) || h.i != len(h.pages)-2 {
		t.Fatalf("Back from the lesson went to %q", a.top().name())
	}
	// the complete rules, and a section's lesson from there
	script.Steps = append(script.Steps, clickButton(a.tr("howto.rules"))...)
	runUntil(t, a, 200, script.Done)
	d, ok := a.top().(*docRoom)
	if !ok {
		t.Fatalf("Complete rules opened %q", a.top().name())
	}
	run(t, a, 2)
	label := a.trf("howto.lesson_link", "N", 1, "Title", a.tr(h.all[0].Title))
	found := false
	for range 10 { // down the rules to the board's section
		for _, b := range a.buttons {
			found = found || b.Label == label
		}
		if found {
			break
		}
		script.Steps = append(script.Steps, key(ebiten.KeyPageDown))
		runUntil(t, a, 200, script.Done)
		run(t, a, 2)
	}
	if !found {
		t.Fatalf("the rules show no button %q; buttons %v", label, buttonLabels(a))
	}
	savePNG(t, run(t, a, 2), "howto-rules-en.png")
	script.Steps = append(script.Steps, clickButton(label)...)
	runUntil(t, a, 200, script.Done)
	if lr, ok := a.top().(*lessonRoom); !ok || lr.index != 0 {
		t.Fatalf("the section's button opened %q, want lesson 1", a.top().name())
	}
	a.pop()
	run(t, a, 2)
	if a.top() != room(d) {
		t.Fatalf("Back from the lesson went to %q, want the rules", a.top().name())
	}
}

func buttonLabels(a *App) []string {
	var out []string
	for _, b := range a.buttons {
		out = append(out, b.Label)
	}
	return out
}

// portraitSizes are upright windows (a tablet, a phone held upright): How
// to play puts its picture above its words there.
var portraitSizes = []struct {
	w, h int
	dev  float64
}{{768, 1024, 1}, {390, 844, 1}}

// TestHowtoLayout: every page in the smallest landscape window and on a
// phone held upright, the page with the widest table and the rules with
// their lesson links at every size, in both languages: nothing overlaps,
// nothing leaves the window (layout_test.go's check).
func TestHowtoLayout(t *testing.T) {
	for i, p := range howto.Pages() {
		c := layoutCase{fmt.Sprintf("how to play, page %d", i+1), func(t *testing.T, a *App) {
			h := newHowtoRoom(a)
			h.show(i)
			a.push(h)
		}}
		// every page where the room is tightest; the widest table at every size
		sizes := append(screenSizes[:1:1], portraitSizes[len(portraitSizes)-1])
		if p.ID == "units" {
			sizes = append(screenSizes, portraitSizes...)
		}
		for _, sz := range sizes {
			for _, tag := range layoutLanguages {
				checkLayoutCase(t, fmt.Sprintf("%s at %dx%d@%g in %s", c.name, sz.w, sz.h, sz.dev, tag), c, sz.w, sz.h, sz.dev, tag)
			}
		}
	}
	c := layoutCase{"rules with lesson links, scrolled", func(t *testing.T, a *App) {
		a.push(&docRoom{a: a, title: "Rules", src: "RULES.md", scroll: 2400})
	}}
	for _, sz := range screenSizes {
		for _, tag := range layoutLanguages {
			checkLayoutCase(t, fmt.Sprintf("%s at %dx%d@%g in %s", c.name, sz.w, sz.h, sz.dev, tag), c, sz.w, sz.h, sz.dev, tag)
		}
	}
}

// TestHowtoSwipeTurnsThePage: a finger's sideways swipe on the words turns
// the page (right to left: the next), and a swipe back returns.
func TestHowtoSwipeTurnsThePage(t *testing.T) {
	script := &scriptInput{}
	a := newTestApp(t, Options{Input: script, Docs: docs.FS, Quiet: true})
	run(t, a, 2)
	h := newHowtoRoom(a)
	a.push(h)
	run(t, a, 2)
	swipe := func(dx float32) {
		g := h.geom()
		x0, y := g.text.X+g.text.W/2, g.text.Y+g.text.H/2
		const n = 8
		script.Steps = append(script.Steps, func(a *App, f *input.Frame) bool {
			f.MX, f.MY = x0, y
			f.Down[input.MouseLeft], f.Pressed[input.MouseLeft] = true, true
			return true
		})
		for k := 1; k <= n; k++ {
			script.Steps = append(script.Steps, func(a *App, f *input.Frame) bool {
				f.MX, f.MY = x0+dx*float32(k)/n, y
				f.Down[input.MouseLeft] = true
				return true
			})
		}
		script.Steps = append(script.Steps, func(a *App, f *input.Frame) bool {
			f.MX, f.MY = x0+dx, y
			f.Released[input.MouseLeft] = true
			return true
		})
		runUntil(t, a, 100, script.Done)
		run(t, a, 2)
	}
	swipe(-200)
	if h.i != 1 {
		t.Fatalf("a swipe to the left showed page %d, want 2", h.i+1)
	}
	swipe(200)
	if h.i != 0 {
		t.Fatalf("a swipe to the right showed page %d, want 1", h.i+1)
	}
}
