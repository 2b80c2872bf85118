package ui

import (
	"strings"
	"testing"
)

// TestWrapHyphenatesALongWord: a word wider than the width is cut with a
// hyphen at each cut ("Завершить" in a phone's narrow button), each line
// within the width, and the lines less the hyphens give the text back.
func TestWrapHyphenatesALongWord(t *testing.T) {
	p, err := NewPainter()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		text string
		w    float32
	}{{"Завершить ход", 50}, {"neutralization", 40}, {"a b", 400}} {
		lines := p.Wrap(nil, c.text, p.Small, c.w)
		joined := ""
		for i, l := range lines {
			if p.Width(l, p.Small) > c.w+0.01 {
				t.Errorf("%q at %g: line %q is %.1f wide", c.text, c.w, l, p.Width(l, p.Small))
			}
			if i < len(lines)-1 && !strings.HasSuffix(l, "-") && !strings.Contains(c.text, l+" ") {
				t.Errorf("%q at %g: line %q is a cut word without a hyphen", c.text, c.w, l)
			}
			joined += strings.TrimSuffix(l, "-")
		}
		if strings.ReplaceAll(joined, " ", "") != strings.ReplaceAll(c.text, " ", "") {
			t.Errorf("%q at %g: lines %q do not give the text back", c.text, c.w, lines)
		}
	}
}
