package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
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
