package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"strategema/ai"
	"strategema/lang"
)

// TestLevelsInEveryLanguage: the English catalog names each level as the
// ladder does, and Russian gives each its own title and character.
func TestLevelsInEveryLanguage(t *testing.T) {
	en, ru := lang.New("en"), lang.New("ru")
	for _, l := range ai.Levels() {
		if got := en.T("level." + l.Name + ".title"); got != l.Title {
			t.Errorf("%s: English catalog title %q, ladder %q", l.Name, got, l.Title)
		}
		if got := en.T("level." + l.Name + ".blurb"); got != l.Blurb {
			t.Errorf("%s: English catalog blurb %q, ladder %q", l.Name, got, l.Blurb)
		}
	}
	var out, errb bytes.Buffer
	if code := runLevels(ru, []string{"--json"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if !strings.Contains(out.String(), "Лейтенант-коммандер Дейта") {
		t.Errorf("Russian titles missing: %s", out.String())
	}
}

func TestLevelsJSON(t *testing.T) {
	var out, errb bytes.Buffer
	if code := runLevels(lang.New("en"), []string{"--json"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var got []map[string]any
	if err := json.Unmarshal(out.Bytes(), &got); err != nil {
		t.Fatalf("%v in %s", err, out.String())
	}
	want := ai.Levels()
	if len(got) != len(want) {
		t.Fatalf("%d levels, want %d", len(got), len(want))
	}
	for i, g := range got {
		if len(g) != 3 {
			t.Errorf("level %d has keys %v, want name, title, elo", i, g)
		}
		if g["name"] != want[i].Name || g["title"] != want[i].Title || g["elo"] != float64(want[i].Elo) {
			t.Errorf("level %d: %v, want %+v", i, g, want[i])
		}
		if _, err := ai.New(g["name"].(string)); err != nil {
			t.Errorf("level %d: %v", i, err)
		}
	}
}

func TestLevelsTable(t *testing.T) {
	var out, errb bytes.Buffer
	if code := runLevels(lang.New("en"), nil, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	lines := strings.Split(out.String(), "\n")
	for i, l := range ai.Levels() {
		row := lines[1+i]
		if !strings.HasPrefix(row, l.Name+" ") || !strings.Contains(row, l.Title) || !strings.Contains(row, l.Blurb) {
			t.Errorf("row %d %q does not show %+v", i+1, row, l)
		}
	}
}

func TestLevelsBadArguments(t *testing.T) {
	for _, args := range [][]string{{"--nope"}, {"extra"}} {
		var out, errb bytes.Buffer
		if code := runLevels(lang.New("en"), args, &out, &errb); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
}
