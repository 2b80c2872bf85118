package render

import (
	"strings"

	"strategema/learn/lessons"
	"strategema/render/markdown"
)

// howtolinks.go: which lesson teaches which section of the rules. The
// reader (doc.go) shows a button under each heading named here that opens
// the lesson; howto_test.go checks that every heading named is in its
// document, every lesson named exists and every lesson is linked from
// each document.

// rulesLessons maps a rules document (a file of Options.Docs) to its
// headings, written as in the document, and the IDs of the lessons that
// teach each one.
func rulesLessons() map[string]map[string][]string {
	return map[string]map[string][]string{
		"RULES.md": {
			"2. The board and coordinates": {"lattice"},
			"Control Node":                 {"node"},
			"Guardian":                     {"guardian"},
			"Striker":                      {"striker"},
			"Nexus":                        {"nexus"},
			"Command Core":                 {"core"},
			"5. Turns and actions":         {"actions"},
			"7. Influence and territory":   {"influence"},
			"8. Surges":                    {"actions", "influence"},
			"9. Supply, isolation and neutralization": {"supply"},
			"Combat strength":                         {"combat"},
			"Capture":                                 {"capture"},
			"12. Encirclement and the Litana cascade": {"encirclement"},
			"14. Victory, draws and resignation":      {"victory", "draws"},
		},
		"ru/RULES.md": {
			"2. Решётка и координаты": {"lattice"},
			"Узел контроля":           {"node"},
			"Страж":                   {"guardian"},
			"Штурмовик":               {"striker"},
			"Нексус":                  {"nexus"},
			"Командное ядро":          {"core"},
			"5. Ходы и действия":      {"actions"},
			"7. Влияние и территория": {"influence"},
			"8. Всплески":             {"actions", "influence"},
			"9. Снабжение, изоляция и нейтрализация": {"supply"},
			"Сила в схватке":                {"combat"},
			"Уничтожение":                   {"capture"},
			"12. Окружение и каскад Литаны": {"encirclement"},
			"14. Победа, ничья и сдача":     {"victory", "draws"},
		},
	}
}

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
	heads := rulesLessons()[file]
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
