//go:build !js

package render

import (
	"strings"
	"testing"

	"strategema/docs"
	"strategema/render/input"
	"strategema/render/markdown"
)

// TestContentsEntriesScroll: on a phone held upright, a tap on the rules'
// contents entry "3. The forces" scrolls the page to that heading; a drag
// that starts on an entry scrolls the page by the drag and follows no
// entry.
func TestContentsEntriesScroll(t *testing.T) {
	for _, tag := range layoutLanguages {
		t.Run(tag, func(t *testing.T) {
			script := &scriptInput{}
			a := newTestApp(t, Options{Input: script, Docs: docs.FS, Quiet: true})
			a.set.Language = tag
			a.setLanguage(tag)
			a.devScale = 3
			run(t, a, 2)
			r := &docRoom{a: a, title: "Rules", src: "RULES.md"}
			a.push(r)
			// the game's screen is a phone's, for every update and draw
			onPhone := func(ticks int, until func() bool) {
				runUntilOn(t, a, phoneW*3, phoneH*3, ticks, func() bool {
					a.fr.TouchScreen, a.fr.DPR = true, 3
					return until != nil && until()
				})
			}
			onPhone(3, nil)
			if len(r.contents) < 10 {
				t.Fatalf("found %d contents entries, want the rules' 19", len(r.contents))
			}
			// the third entry and the heading it names
			item, head := -1, -1
			for it, h := range r.contents {
				if item < 0 || it < item {
					item, head = it, h
				}
			}
			item, head = item+2, r.contents[item+2]
			_, text := r.rect()
			y := text.Y + (r.page.BlockY[item]+r.page.BlockY[item+1])/2 - r.scroll
			x := text.X + 60*float32(a.pt.Scale)
			press := func(dy float32) {
				script.Steps = append(script.Steps, func(a *App, f *input.Frame) bool {
					f.MX, f.MY, f.TouchScreen, f.DPR = x, y, true, 3
					f.Down[input.MouseLeft], f.Pressed[input.MouseLeft] = true, true
					return true
				})
				for k := 1; k <= 6; k++ {
					script.Steps = append(script.Steps, func(a *App, f *input.Frame) bool {
						f.MX, f.MY = x, y+dy*float32(k)/6
						f.Down[input.MouseLeft] = true
						return true
					})
				}
				script.Steps = append(script.Steps, func(a *App, f *input.Frame) bool {
					f.MX, f.MY = x, y+dy
					f.Released[input.MouseLeft] = true
					return true
				})
				onPhone(100, script.Done)
				onPhone(2, nil)
			}
			press(-150) // a drag up: the page scrolls down by it, no jump
			if r.scroll < 100 || r.scroll > 200 {
				t.Errorf("a drag of 150 px scrolled the page to %.0f, want about 150", r.scroll)
			}
			r.scroll = 0
			onPhone(2, nil)
			press(0)
			if want := r.page.BlockY[head]; r.scroll != want {
				t.Errorf("a tap on the entry %q scrolled to %.0f, want its heading %q at %.0f",
					headingText(r.blocks[item]), r.scroll, headingText(r.blocks[head]), want)
			}
		})
	}
}

// TestControlsTouchFirst: on a touch screen the Controls open on the
// section about a finger, in both languages; with the mouse on the
// keyboard's first section, as written.
func TestControlsTouchFirst(t *testing.T) {
	for _, tag := range layoutLanguages {
		for _, touch := range []bool{true, false} {
			a := newTestApp(t, Options{Docs: docs.FS, Quiet: true})
			a.set.Language = tag
			a.setLanguage(tag)
			run(t, a, 2)
			r := &docRoom{a: a, title: "Controls", src: "CONTROLS.md"}
			a.push(r)
			first := ""
			runUntil(t, a, 3, func() bool {
				a.fr.TouchScreen = touch
				r.load()
				for _, b := range r.blocks {
					if b.Kind == markdown.Heading && b.Level == 2 {
						first = strings.ToLower(headingText(b))
						break
					}
				}
				return true
			})
			isTouch := strings.Contains(first, "touch") || strings.Contains(first, "сенсор")
			if isTouch != touch {
				t.Errorf("%s, touch %v: the Controls open on %q", tag, touch, first)
			}
		}
	}
}
