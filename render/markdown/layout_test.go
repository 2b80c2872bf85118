package markdown

import (
	"io/fs"
	"strings"
	"testing"

	"golang.org/x/image/font/opentype"

	"strategema/assets"
	"strategema/docs"
	"strategema/render/ui"
)

// TestMarkdownRunsStayInColumn lays the readers' documents out, in both
// languages, at widths from a phone's to a wide window's, and checks no
// run of text reaches past the column it was wrapped to: inline code is
// set in a wider face than the body, and its spaces must be measured in
// it.
func TestMarkdownRunsStayInColumn(t *testing.T) {
	face := func(ttf []byte, base float64) *ui.FontFace {
		f, err := opentype.Parse(ttf)
		if err != nil {
			t.Fatalf("font: %v", err)
		}
		ff := &ui.FontFace{Font: f, Base: base}
		if err := ff.Resize(1); err != nil {
			t.Fatalf("font size: %v", err)
		}
		return ff
	}
	bold := face(assets.Bold, 15)
	faces := Faces{Body: face(assets.Regular, 15), Bold: bold, Mono: face(assets.Mono, 13),
		Head: [3]*ui.FontFace{face(assets.Bold, 24), face(assets.Bold, 19), face(assets.Bold, 16.5)}}
	for _, file := range []string{"RULES.md", "CONTROLS.md", "ru/RULES.md", "ru/CONTROLS.md"} {
		src, err := fs.ReadFile(docs.FS, file)
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		blocks := Parse(src)
		for w := float32(280); w <= 1400; w += 37 {
			l := LayOut(blocks, faces, 1, w, nil)
			for _, r := range l.Runs {
				if right := r.X + float32(r.Face.Width(r.Text)); right > w+0.5 {
					t.Errorf("%s at width %.0f: %q ends at %.1f", file, w, r.Text, right)
					break
				}
			}
		}
	}
}

// TestHyphenate: a word too wide for its column breaks into pieces that
// fit, each but the last ending in a hyphen, which put together again
// (less the hyphens added) give the word back.
func TestHyphenate(t *testing.T) {
	f, err := opentype.Parse(assets.Regular)
	if err != nil {
		t.Fatal(err)
	}
	face := &ui.FontFace{Font: f, Base: 15}
	if err := face.Resize(1); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		word string
		w    float32
	}{{"neutralization", 50}, {"Выжидание", 40}, {"Предложить", 30}, {"self-isolation", 45}, {"ab", 4}} {
		parts := hyphenate(c.word, face, c.w)
		if len(parts) < 2 {
			t.Errorf("%q at %g px: %q, want it broken", c.word, c.w, parts)
			continue
		}
		joined := ""
		for i, p := range parts {
			if i < len(parts)-1 {
				if !strings.HasSuffix(p, "-") && face.Width(p+"-") <= float64(c.w) {
					t.Errorf("%q at %g px: piece %q has no hyphen", c.word, c.w, p)
				}
				if face.Width(p) > float64(c.w)+0.01 && len([]rune(p)) > 1 {
					t.Errorf("%q at %g px: piece %q is %.1f px wide", c.word, c.w, p, face.Width(p))
				}
			}
			joined += p
		}
		if strings.ReplaceAll(joined, "-", "") != strings.ReplaceAll(c.word, "-", "") {
			t.Errorf("%q at %g px: pieces %q do not give the word back", c.word, c.w, parts)
		}
	}
}
