package main

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"strategema/engine"
)

// plantedGame: Cerulean runs two Strikers into Amber's front (each 2
// against 7, captured) in round 2, then Amber resigns.
const plantedGame = `[Event "Planted"]
[Cerulean "Test"]
; a comment line stays
1C: L1-D2>L1-D5, L1-E2>L1-E5
1A: hold, hold ; an old comment stays
2C: L1-D5>L1-D6, L1-E5>L1-E6
2A: resign
1-0 ; resignation
`

func TestAnalyseAnnotatesAndReplays(t *testing.T) {
	path := writeFile(t, plantedGame)
	var out, errb bytes.Buffer
	if code := runAnalyse(testEN, []string{"--time", "40ms", "--threads", "1", "--quiet", path}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	annotated := out.String()
	orig, _, err := engine.LoadRecord([]byte(plantedGame))
	if err != nil {
		t.Fatal(err)
	}
	again, rec, err := engine.LoadRecord([]byte(annotated))
	if err != nil {
		t.Fatalf("the annotated record does not replay: %v\n%s", err, annotated)
	}
	if again.Position().Hash() != orig.Position().Hash() || len(again.Actions()) != len(orig.Actions()) ||
		again.Position().Result() != orig.Position().Result() || !rec.HasResult {
		t.Errorf("the annotated record replays to another game:\n%s", annotated)
	}
	lines := strings.Split(annotated, "\n")
	for _, want := range []string{`[Event "Planted"]`, "; a comment line stays", "1-0 ; resignation"} {
		if !strings.Contains(annotated, want+"\n") {
			t.Errorf("line %q is not kept:\n%s", want, annotated)
		}
	}
	eval := `[-+][0-9]+ \([-+][01]\.[0-9][0-9]\)`
	for _, c := range []struct {
		line int
		re   string
	}{
		{3, `^1C: L1-D2>L1-D5, L1-E2>L1-E5 ; ` + eval},
		{4, `^1A: hold, hold ; an old comment stays ; ` + eval},
		{5, `^2C: L1-D5>L1-D6, L1-E5>L1-E6 ; ` + eval + ` \?\? blunder \(0\.[0-9]+ lost\), better: \S.* \(` + `[-+][0-9]+\)$`},
		{6, `^2A: resign ; Cerulean wins \(\+1\.00\) \?\? blunder`},
		{8, `^; analysed by strategema-cli analyse: 4 turns, 40ms a search`},
		{9, `^; Cerulean: 0 inaccuracies, 0 mistakes, 1 blunder$`},
		{10, `^; Amber: 0 inaccuracies, 0 mistakes, 1 blunder$`},
	} {
		if c.line >= len(lines) || !regexp.MustCompile(c.re).MatchString(lines[c.line]) {
			t.Errorf("line %d does not match %q:\n%s", c.line+1, c.re, annotated)
		}
	}
}

func TestAnalyseExitCodes(t *testing.T) {
	for _, c := range []struct {
		name string
		args []string
		want int
	}{
		{"no file", nil, 2},
		{"missing file", []string{"/no/such/record.txt"}, 2},
		{"bad time", []string{"--time", "0s", writeFile(t, "1C: hold, hold\n")}, 2},
		{"malformed", []string{writeFile(t, "1C: jump\n")}, 2},
		{"illegal", []string{writeFile(t, "1C: hold, hold\n1C: hold\n")}, 1},
		{"help", []string{"--help"}, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			if code := runAnalyse(testEN, c.args, &out, &errb); code != c.want {
				t.Errorf("exit %d, want %d (%s)", code, c.want, errb.String())
			}
		})
	}
}
