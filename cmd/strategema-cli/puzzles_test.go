package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"strategema/learn/puzzles"
)

func TestPuzzlesListJSON(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"puzzles", "list", "--json"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var got []map[string]any
	if err := json.Unmarshal(out.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	set, err := puzzles.Shipped()
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(set) {
		t.Fatalf("%d puzzles listed, %d shipped", len(got), len(set))
	}
	for _, p := range got {
		for _, k := range []string{"id", "theme", "record", "solution", "position"} {
			if s, _ := p[k].(string); s == "" {
				t.Errorf("puzzle %v: no %q", p["id"], k)
			}
		}
	}
}

func TestPuzzlesCheckExitCodes(t *testing.T) {
	set, err := puzzles.Shipped()
	if err != nil {
		t.Fatal(err)
	}
	if len(set) == 0 {
		t.Fatal("the shipped set is empty")
	}
	broken := set[:1]
	broken[0].Solution = "hold, hold"
	data, err := puzzles.Marshal(broken)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "broken.json")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	if code := run([]string{"--lang", "en", "puzzles", "check", path}, &out, &errb); code != 1 {
		t.Fatalf("broken set: exit %d, want 1: %s", code, out.String())
	}
	if code := run([]string{"puzzles", "check", filepath.Join(t.TempDir(), "none.json")}, &out, &errb); code != 2 {
		t.Fatalf("missing file: exit %d, want 2", code)
	}
	if code := run([]string{"puzzles", "frobnicate"}, &out, &errb); code != 2 {
		t.Fatalf("unknown subcommand: exit %d, want 2", code)
	}
}

// TestPuzzlesListLadderWhy: list --ladder prints the set easiest first,
// and --why adds the task line and the reasons under each puzzle, in the
// chosen language.
func TestPuzzlesListLadderWhy(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"--lang", "en", "puzzles", "list", "--ladder", "--why"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	first := strings.Fields(lines[0])
	if len(first) < 3 || first[2] != "1000" {
		t.Errorf("the ladder starts with %q, want a puzzle rated 1000", lines[0])
	}
	if !strings.HasPrefix(lines[1], "      One turn wins an enemy unit") {
		t.Errorf("no task line under the first puzzle: %q", lines[1])
	}
	if !strings.Contains(out.String(), "it is captured") || !strings.Contains(out.String(), "cut off") {
		t.Error("--why prints no reasons")
	}
	out.Reset()
	if code := run([]string{"--lang", "ru", "puzzles", "list", "--ladder", "--why"}, &out, &errb); code != 0 || !strings.Contains(out.String(), "Один ход выигрывает") {
		t.Errorf("ru: exit %d, %q", code, out.String()[:min(200, out.Len())])
	}
}
