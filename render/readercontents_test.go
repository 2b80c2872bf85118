//go:build !js

package render

import (
	"strings"
	"testing"

	"strategema/docs"
	"strategema/render/markdown"
)

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
