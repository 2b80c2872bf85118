package render

import (
	"strings"

	"strategema/learn/howto"
	"strategema/learn/lessons"
	"strategema/render/markdown"
)

// howtolinks.go: the lesson buttons under the rules' headings. The
// reader (reader.go) shows a button under each heading that learn/howto's
// table (RulesLessons) names, opening the lesson; howto_test.go checks
// that every heading named is in its document, every lesson named exists
// and every lesson is linked from each document.

// headingText is a heading block's plain text.
func headingText(b markdown.Block) string {
	var t strings.Builder
	for _, sp := range b.Spans {
		t.WriteString(sp.Text)
	}
	return strings.TrimSpace(t.String())
}

// lessonIndex is the index of the lesson with that ID in all, or -1.
func lessonIndex(all []lessons.Lesson, id string) int {
	for i, l := range all {
		if l.ID == id {
			return i
		}
	}
	return -1
}

// docLessonLinks is, for the document file read (docPath's answer) and
// its blocks, the lesson buttons under each heading: by block index, the
// label (the lesson's number and title in the window's language) and the
// lesson's index in all.
func (a *App) docLessonLinks(file string, blocks []markdown.Block, all []lessons.Lesson) map[int][]markdown.Button {
	heads := howto.RulesLessons()[file]
	if len(heads) == 0 {
		return nil
	}
	out := map[int][]markdown.Button{}
	for i, b := range blocks {
		if b.Kind != markdown.Heading {
			continue
		}
		for _, id := range heads[headingText(b)] {
			if k := lessonIndex(all, id); k >= 0 {
				out[i] = append(out[i], markdown.Button{Label: a.trf("howto.lesson_link", "N", k+1, "Title", a.tr(all[k].Title)), Arg: k})
			}
		}
	}
	return out
}
