package docs

import (
	"fmt"
	"io/fs"
	"reflect"
	"strings"
	"testing"
)

// shape is a Markdown document's structure, the part a translation must
// keep: how many headings of each level, the tables (rows and columns of
// each, in order) and the code blocks (lines of each, in order).
type shape struct {
	Headings [7]int // [n]: headings of level n (# is 1)
	Tables   []string
	Code     []int
}

// shapeOf reads the structure of a Markdown text. Lines inside a fenced
// code block are code, not headings or tables.
func shapeOf(text string) shape {
	var s shape
	inCode, codeLines := false, 0
	rows, cols := 0, 0
	endTable := func() {
		if rows > 0 {
			s.Tables = append(s.Tables, fmt.Sprintf("%dx%d", rows, cols))
		}
		rows, cols = 0, 0
	}
	for _, line := range strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n") {
		if strings.HasPrefix(line, "```") {
			if inCode {
				s.Code = append(s.Code, codeLines)
			}
			inCode, codeLines = !inCode, 0
			endTable()
			continue
		}
		if inCode {
			codeLines++
			continue
		}
		if strings.HasPrefix(line, "|") {
			cells := strings.Count(strings.ReplaceAll(line, `\|`, ""), "|") - 1
			if rows == 0 {
				cols = cells
			} else if cells != cols {
				cols = -1 // a row that breaks the table's width
			}
			rows++
			continue
		}
		endTable()
		if level := len(line) - len(strings.TrimLeft(line, "#")); level > 0 && level < len(s.Headings) && strings.HasPrefix(line[level:], " ") {
			s.Headings[level]++
		}
	}
	endTable()
	return s
}

// TestTranslationsKeepTheStructure fails when a translated document (ru/X.md)
// departs from the English X.md in its headings, tables or code blocks: a
// section left out, a table with a row or column missing, a diagram cut.
func TestTranslationsKeepTheStructure(t *testing.T) {
	translated, err := fs.Glob(FS, "*/*.md")
	if err != nil || len(translated) == 0 {
		t.Fatalf("no translated documents found (%v)", err)
	}
	for _, name := range translated {
		t.Run(name, func(t *testing.T) {
			_, src, _ := strings.Cut(name, "/")
			en, err := fs.ReadFile(FS, src)
			if err != nil {
				t.Fatalf("%s has no English original %s: %v", name, src, err)
			}
			tr, err := fs.ReadFile(FS, name)
			if err != nil {
				t.Fatal(err)
			}
			want, got := shapeOf(string(en)), shapeOf(string(tr))
			if got.Headings != want.Headings {
				t.Errorf("headings by level (#, ##, ...): %s has %v, %s has %v", name, got.Headings[1:], src, want.Headings[1:])
			}
			if !reflect.DeepEqual(got.Tables, want.Tables) {
				t.Errorf("tables (rows x columns): %s has %v, %s has %v", name, got.Tables, src, want.Tables)
			}
			if len(got.Code) != len(want.Code) {
				t.Errorf("code blocks: %s has %d, %s has %d", name, len(got.Code), src, len(want.Code))
			}
		})
	}
}

// TestShapeOf checks the reader of structure on a small document, so that
// the comparison above cannot pass by reading nothing.
func TestShapeOf(t *testing.T) {
	doc := "# T\n\n## A\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n### B\n\n```\n# not a heading\n| no | table |\n```\n\n| x \\| y | z |\n|---|---|\n"
	got := shapeOf(doc)
	want := shape{Tables: []string{"3x2", "2x2"}, Code: []int{2}}
	want.Headings[1], want.Headings[2], want.Headings[3] = 1, 1, 1
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("shapeOf = %+v, want %+v", got, want)
	}
	cut := strings.Replace(doc, "| 1 | 2 |\n", "", 1)
	if reflect.DeepEqual(shapeOf(cut).Tables, want.Tables) {
		t.Fatal("a table row dropped went unnoticed")
	}
}
