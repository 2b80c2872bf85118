package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func writeFile(t *testing.T, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "game.txt")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestReplayExitCodes(t *testing.T) {
	cases := []struct {
		name, text string
		code       int
		stderr     string
	}{
		{"valid unfinished", "1C: L2-D2>L2-D4, surge L2-D4\n1A: L1-E7>L1-E6, hold\n", 0, ""},
		{"valid finished", "1C: resign\n0-1 ; resignation\n", 0, ""},
		{"illegal", "1C: hold, end\n1A: L1-B7>L1-D6\n", 1, "line 2: L1-B7>L1-D6: a Guardian moves orthogonally"},
		{"malformed", "1C: L9-A1>L1-A2\n", 2, "line 1, column 5"},
		{"binary", "\x00\xff\xfe", 2, "not valid UTF-8"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			code := run([]string{"replay", writeFile(t, c.text)}, &out, &errb)
			if code != c.code {
				t.Fatalf("exit %d, want %d (stderr %q)", code, c.code, errb.String())
			}
			if !strings.Contains(errb.String(), c.stderr) {
				t.Fatalf("stderr %q, want %q", errb.String(), c.stderr)
			}
		})
	}
	var out, errb bytes.Buffer
	if code := run([]string{"replay", filepath.Join(t.TempDir(), "missing")}, &out, &errb); code != 2 {
		t.Fatalf("missing file: exit %d", code)
	}
}

func TestReplayJSON(t *testing.T) {
	var out, errb bytes.Buffer
	path := writeFile(t, "1C: L2-D2>L2-D4, surge L2-D4\n1A: hold\n")
	if code := run([]string{"replay", "--json", path}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var obj map[string]any
	if err := json.Unmarshal(out.Bytes(), &obj); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"turn", "side_to_move", "actions_left", "result", "reason", "territory", "control", "units", "combats"} {
		if _, ok := obj[k]; !ok {
			t.Errorf("missing key %q", k)
		}
	}
	if len(obj) != 9 {
		t.Errorf("%d keys, want exactly 9", len(obj))
	}
	var r replayJSON
	if err := json.Unmarshal(out.Bytes(), &r); err != nil {
		t.Fatal(err)
	}
	if r.Turn != 2 || r.SideToMove != "amber" || r.ActionsLeft != 1 || r.Result != "ongoing" || r.Reason != "" {
		t.Fatalf("state %+v", r)
	}
	if len(r.Control) != 256 || len(r.Units) != 78 {
		t.Fatalf("control %d chars, %d units", len(r.Control), len(r.Units))
	}
	if r.Territory.Cerulean+r.Territory.Amber+r.Territory.Neutral != 256 {
		t.Fatalf("territory %+v", r.Territory)
	}
	if strings.Count(r.Control, "C") != r.Territory.Cerulean || strings.Count(r.Control, "A") != r.Territory.Amber {
		t.Fatalf("control string disagrees with territory")
	}
	surging := 0
	for i, u := range r.Units {
		if u.Surging {
			surging++
			if u.Cell != "L2-D4" {
				t.Errorf("surging unit on %s", u.Cell)
			}
		}
		if i > 0 && cellIndex(t, r.Units[i-1].Cell) >= cellIndex(t, u.Cell) {
			t.Fatalf("units not sorted by cell index at %d", i)
		}
	}
	if surging != 1 {
		t.Fatalf("%d surging units, want 1", surging)
	}
}

func cellIndex(t *testing.T, s string) int {
	t.Helper()
	l, f, r := int(s[1]-'1'), int(s[3]-'A'), int(s[4]-'1')
	return l*64 + r*8 + f
}

func TestPerftCommand(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"perft", "1"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if !strings.HasPrefix(out.String(), "perft 1: ") || !strings.Contains(out.String(), "per second") {
		t.Fatalf("output %q", out.String())
	}
	if code := run([]string{"perft", "x"}, &out, &errb); code != 2 {
		t.Fatalf("bad N: exit %d", code)
	}
}

func TestUnknownCommand(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"fly"}, &out, &errb); code != 2 {
		t.Fatalf("exit %d", code)
	}
}
