package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"strategema/learn/lessons"
)

func TestLessonsListJSON(t *testing.T) {
	for _, tc := range []struct{ lang, first string }{{"en", "The lattice"}, {"ru", "Решётка"}} {
		var out, errb bytes.Buffer
		if code := run([]string{"--lang", tc.lang, "lessons", "list", "--json"}, &out, &errb); code != 0 {
			t.Fatalf("%s: exit %d: %s", tc.lang, code, errb.String())
		}
		var got []map[string]string
		if err := json.Unmarshal(out.Bytes(), &got); err != nil {
			t.Fatalf("%s: %v in %s", tc.lang, err, out.String())
		}
		all := lessons.All()
		if len(got) != len(all) {
			t.Fatalf("%s: %d lessons listed, want %d", tc.lang, len(got), len(all))
		}
		for i, l := range all {
			if got[i]["id"] != l.ID || got[i]["title"] == "" || strings.HasPrefix(got[i]["title"], "[") || len(got[i]) != 2 {
				t.Errorf("%s: entry %d = %v, want id %q and a title", tc.lang, i, got[i], l.ID)
			}
		}
		if got[0]["title"] != tc.first {
			t.Errorf("%s: first title %q, want %q", tc.lang, got[0]["title"], tc.first)
		}
	}
}

func TestLessonsCheck(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"--lang", "en", "lessons", "check"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	stages := 0
	for _, l := range lessons.All() {
		stages += len(l.Stages)
	}
	want := testEN.N("cli.lessons.check_ok", stages) + "\n"
	if out.String() != want {
		t.Fatalf("stdout %q, want %q", out.String(), want)
	}
}

func TestLessonsUsage(t *testing.T) {
	for _, args := range [][]string{{"lessons"}, {"lessons", "play"}, {"lessons", "list", "--xml"}} {
		var out, errb bytes.Buffer
		if code := run(append([]string{"--lang", "en"}, args...), &out, &errb); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
		if !strings.Contains(errb.String(), "lessons check") {
			t.Errorf("%v: no usage on stderr: %q", args, errb.String())
		}
	}
}
