package render

import (
	"cmp"
	"math"
	"slices"
	"strings"

	"strategema/render/input"
	"strategema/render/markdown"
	"strategema/render/ui"
)

// readercontents.go: a document's contents entries are links. The items
// of the list under a heading "Contents" ("Содержание") that name a
// heading of the document ("1. Objective" for "## 1. Objective") are
// drawn as links, and a tap or a click on one (not a drag, which scrolls
// the page) scrolls the page to its heading.

// contentsLinks finds the contents entries of blocks, marks their spans
// as links, and returns, by an entry's block index, the index of the
// heading it names.
func contentsLinks(blocks []markdown.Block) map[int]int {
	heads := map[string]int{}
	for i, b := range blocks {
		if b.Kind == markdown.Heading {
			heads[normalHeading(headingText(b))] = i
		}
	}
	out := map[int]int{}
	for i, b := range blocks {
		if b.Kind != markdown.Heading || !isContentsHeading(headingText(b)) {
			continue
		}
		for j := i + 1; j < len(blocks) && blocks[j].Kind == markdown.Item; j++ {
			it := blocks[j]
			name := normalHeading(strings.TrimSpace(it.Marker + " " + headingText(it)))
			if h, ok := heads[name]; ok && h != i {
				out[j] = h
				for k := range it.Spans {
					it.Spans[k].Style |= markdown.Link
				}
			}
		}
	}
	return out
}

// isContentsHeading reports whether a heading is a document's contents.
func isContentsHeading(text string) bool {
	t := strings.ToLower(strings.TrimSpace(text))
	return t == "contents" || t == "содержание" || t == "table of contents"
}

// normalHeading is a heading's text as entries and headings are matched:
// lower case, single spaces, no trailing full stop.
func normalHeading(s string) string {
	return strings.TrimSuffix(strings.ToLower(strings.Join(strings.Fields(s), " ")), ".")
}

// contentsTap follows a tap or a click on a contents entry of the page
// shown in text: on the release of a press that did not drag, the page
// scrolls to the entry's heading. It reports whether it did.
func (r *docRoom) contentsTap(text ui.Rect) bool {
	a := r.a
	f := &a.fr
	if f.Pressed[input.MouseLeft] {
		r.tapX, r.tapY, r.tapDragged = f.MX, f.MY, false
	}
	if f.DragY != 0 {
		r.tapDragged = true
	}
	if !f.Released[input.MouseLeft] || r.tapDragged || r.page == nil || !text.Contains(f.MX, f.MY) {
		return false
	}
	slop := 12 * max(f.DPR, 1)
	if math.Hypot(float64(f.MX-r.tapX), float64(f.MY-r.tapY)) > float64(slop) {
		return false
	}
	y := f.MY - text.Y + r.scroll
	for item, head := range r.contents {
		if item+1 < len(r.page.BlockY) && y >= r.page.BlockY[item] && y < r.page.BlockY[item+1] {
			r.scroll = r.page.BlockY[head]
			return true
		}
	}
	return false
}

// contentsEntry is a contents entry on the screen: its text, its place
// and the scroll that brings its heading to the page's top (the test
// bridge's contents).
type contentsEntry struct {
	label  string
	r      ui.Rect
	target float32
}

// contentsInView appends the contents entries wholly in view to out.
func (r *docRoom) contentsInView(out []contentsEntry) []contentsEntry {
	if r.page == nil {
		return out
	}
	_, text := r.rect()
	bottom := max(0, r.page.H-text.H)
	start := len(out)
	defer func() { // top to bottom, as they read
		slices.SortFunc(out[start:], func(p, q contentsEntry) int { return cmp.Compare(p.r.Y, q.r.Y) })
	}()
	for item, head := range r.contents {
		if item+1 >= len(r.page.BlockY) {
			continue
		}
		y0, y1 := text.Y+r.page.BlockY[item]-r.scroll, text.Y+r.page.BlockY[item+1]-r.scroll
		if y0 < text.Y || y1 > text.Y+text.H {
			continue
		}
		b := r.blocks[item]
		out = append(out, contentsEntry{label: strings.TrimSpace(b.Marker + " " + headingText(b)),
			r: ui.Rect{X: text.X, Y: y0, W: text.W, H: y1 - y0}, target: min(r.page.BlockY[head], bottom)})
	}
	return out
}

// touchFirst moves a document's section about a touch screen (a heading
// of level 2 that names one: "On a touch screen", "На сенсорном экране")
// with everything under it before the first section, for a reader on a
// touch screen: the Controls open on what a finger does rather than on
// the mouse's and the keys' tables.
func touchFirst(blocks []markdown.Block) []markdown.Block {
	first, start, end := -1, -1, len(blocks)
	for i, b := range blocks {
		if b.Kind != markdown.Heading || b.Level > 2 {
			continue
		}
		if first < 0 {
			first = i
		}
		if start >= 0 {
			end = i
			break
		}
		t := strings.ToLower(headingText(b))
		if strings.Contains(t, "touch") || strings.Contains(t, "сенсор") {
			start = i
		}
	}
	if start <= first || first < 0 {
		return blocks
	}
	out := make([]markdown.Block, 0, len(blocks))
	out = append(out, blocks[:first]...)
	out = append(out, blocks[start:end]...)
	out = append(out, blocks[first:start]...)
	return append(out, blocks[end:]...)
}
