package packfs

import (
	"io"
	"io/fs"
	"reflect"
	"testing"
)

func TestPackRoundTrip(t *testing.T) {
	files := map[string]string{"RULES.md": "# Rules\n", "ru/RULES.md": "# Правила\n", "catalog/en.json": "{}", "catalog/ru.json": "{\"a\": \"б\"}"}
	packed, err := Pack(files)
	if err != nil {
		t.Fatal(err)
	}
	f, err := Open(packed)
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range files {
		got, err := fs.ReadFile(f, name)
		if err != nil || string(got) != want {
			t.Errorf("ReadFile(%q) = %q, %v; want %q", name, got, err, want)
		}
		h, err := f.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		st, _ := h.Stat()
		all, _ := io.ReadAll(h)
		if string(all) != want || st.Size() != int64(len(want)) || st.IsDir() {
			t.Errorf("Open(%q) read %q (size %d, dir %v)", name, all, st.Size(), st.IsDir())
		}
	}
	for dir, want := range map[string][]string{".": {"RULES.md", "catalog", "ru"}, "catalog": {"en.json", "ru.json"}, "ru": {"RULES.md"}} {
		entries, err := fs.ReadDir(f, dir)
		if err != nil {
			t.Fatalf("ReadDir(%q): %v", dir, err)
		}
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
			if e.IsDir() != (e.Name() == "catalog" || e.Name() == "ru") {
				t.Errorf("ReadDir(%q): %s a folder: %v", dir, e.Name(), e.IsDir())
			}
		}
		if !reflect.DeepEqual(names, want) {
			t.Errorf("ReadDir(%q) = %v, want %v", dir, names, want)
		}
	}
	for _, bad := range []string{"missing.md", "/RULES.md", "../RULES.md"} {
		if _, err := fs.ReadFile(f, bad); err == nil {
			t.Errorf("ReadFile(%q) did not fail", bad)
		}
	}
	if _, err := fs.ReadDir(f, "nowhere"); err == nil {
		t.Error("ReadDir of a missing folder did not fail")
	}
	if _, err := Open([]byte("not a pack")); err == nil {
		t.Error("a damaged pack opened")
	}
}
