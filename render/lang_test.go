package render

import (
	"encoding/json"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"

	"strategema/assets"
	"strategema/docs"
)

// lang_test.go: the window in every language. Every rune a catalog or a
// translated document can show has a glyph in the window's fonts (no
// missing-glyph boxes in Russian), and the screens of the window speak
// the language chosen, with no English left on their buttons.

// catalogRunes is every rune of every message of the catalogs' files
// (lang/catalog/*.json), plural forms included, with a message that
// holds it.
func catalogRunes(t *testing.T) map[rune]string {
	t.Helper()
	files, err := filepath.Glob("../lang/catalog/*.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no catalogs: %v", err)
	}
	runes := map[rune]string{}
	var walk func(id string, v any)
	walk = func(id string, v any) {
		switch v := v.(type) {
		case string:
			for _, r := range v {
				if _, ok := runes[r]; !ok {
					runes[r] = id
				}
			}
		case map[string]any:
			for k, w := range v {
				if k != "description" {
					walk(id, w)
				}
			}
		}
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]any
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for id, v := range m {
			walk(filepath.Base(f)+" "+id, v)
		}
	}
	return runes
}

// TestEveryMessageHasGlyphs: the Go fonts the window draws with have a
// glyph for every rune of every catalog message (Cyrillic, arrows, the
// multiplication sign...) and of the readers' documents in every
// language.
func TestEveryMessageHasGlyphs(t *testing.T) {
	runes := catalogRunes(t)
	if _, ok := runes['Ж']; !ok {
		t.Fatal("no Cyrillic in the catalogs: the test reads the wrong files")
	}
	docRunes := map[rune]string{}
	err := fs.WalkDir(docs.FS, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		if b := path.Base(p); b != "RULES.md" && b != "CONTROLS.md" {
			return nil // not shown by a reader
		}
		data, err := fs.ReadFile(docs.FS, p)
		for _, r := range string(data) {
			if _, ok := docRunes[r]; !ok {
				docRunes[r] = p
			}
		}
		return err
	})
	if _, ok := docRunes['д']; err != nil || !ok {
		t.Fatalf("no documents: %v", err)
	}
	var buf sfnt.Buffer
	for name, ttf := range map[string][]byte{"regular": assets.Regular, "bold": assets.Bold, "mono": assets.Mono} {
		f, err := opentype.Parse(ttf)
		if err != nil {
			t.Fatal(err)
		}
		for _, set := range []map[rune]string{runes, docRunes} {
			var missing []string
			for r, where := range set {
				if r == '\n' || r == '\t' {
					continue
				}
				if i, err := f.GlyphIndex(&buf, r); err != nil || i == 0 {
					missing = append(missing, string(r)+" ("+where+")")
				}
			}
			sort.Strings(missing)
			if len(missing) > 0 {
				t.Errorf("the %s font has no glyph for %s", name, strings.Join(missing, ", "))
			}
		}
	}
}
