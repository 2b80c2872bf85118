package howto

import (
	"testing"

	"strategema/learn/lessons"
)

// TestPagesAndTableNameRealLessons: every page's picture reads as a
// position, every page and every rules heading names a lesson that
// exists, and no page ID repeats.
func TestPagesAndTableNameRealLessons(t *testing.T) {
	ids := map[string]bool{}
	for _, l := range lessons.All() {
		ids[l.ID] = true
	}
	seen := map[string]bool{}
	for _, p := range Pages() {
		if seen[p.ID] {
			t.Errorf("page %q twice", p.ID)
		}
		seen[p.ID] = true
		if _, err := p.Position(); err != nil {
			t.Error(err)
		}
		if !ids[p.Lesson] {
			t.Errorf("page %q leads to lesson %q, which does not exist", p.ID, p.Lesson)
		}
	}
	for file, heads := range RulesLessons() {
		for head, ls := range heads {
			for _, id := range ls {
				if !ids[id] {
					t.Errorf("%s, %q: lesson %q does not exist", file, head, id)
				}
			}
		}
	}
}
