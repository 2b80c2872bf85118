package packfs

import (
	"bytes"
	"compress/flate"
	"io"
	"io/fs"
	"path"
	"reflect"
	"testing"
	"testing/fstest"
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
	if err := fstest.TestFS(f, "RULES.md", "ru/RULES.md", "catalog/en.json", "catalog/ru.json"); err != nil {
		t.Error(err)
	}
	if _, err := Open([]byte("not a pack")); err == nil {
		t.Error("a damaged pack opened")
	}
}

// TestOpenFolders: a folder opens as an fs.ReadDirFile that reads its
// entries n at a time, then io.EOF; a file is no folder and a missing
// folder does not open.
func TestOpenFolders(t *testing.T) {
	f := FS{"a/x.txt": "x", "a/y.txt": "yy", "a/b/z.txt": "z", "top.txt": "t"}
	cases := []struct {
		name  string
		n     int
		reads [][]string // the names each ReadDir(n) call returns
	}{
		{".", 0, [][]string{{"a", "top.txt"}, {}}},
		{".", 1, [][]string{{"a"}, {"top.txt"}}},
		{"a", 2, [][]string{{"b", "x.txt"}, {"y.txt"}}},
		{"a/b", -1, [][]string{{"z.txt"}, {}}},
	}
	for _, c := range cases {
		h, err := f.Open(c.name)
		if err != nil {
			t.Fatalf("Open(%q): %v", c.name, err)
		}
		st, err := h.Stat()
		if err != nil || !st.IsDir() || st.Name() != path.Base(c.name) || !st.Mode().IsDir() {
			t.Errorf("Open(%q).Stat() = %v, %v: want a folder", c.name, st, err)
		}
		if _, err := h.Read(make([]byte, 1)); err == nil {
			t.Errorf("Open(%q): a folder read as a file", c.name)
		}
		d := h.(fs.ReadDirFile)
		for i, want := range c.reads {
			got, err := d.ReadDir(c.n)
			if err != nil {
				t.Fatalf("Open(%q) ReadDir(%d) #%d: %v", c.name, c.n, i, err)
			}
			names := []string{}
			for _, e := range got {
				names = append(names, e.Name())
			}
			if !reflect.DeepEqual(names, want) {
				t.Errorf("Open(%q) ReadDir(%d) #%d = %v, want %v", c.name, c.n, i, names, want)
			}
		}
		if c.n > 0 {
			if got, err := d.ReadDir(c.n); len(got) != 0 || err != io.EOF {
				t.Errorf("Open(%q) ReadDir(%d) at the end = %v, %v; want io.EOF", c.name, c.n, got, err)
			}
		}
	}
	for _, bad := range []string{"nowhere", "a/x.txt/", "a/c", "/a", ""} {
		if h, err := f.Open(bad); err == nil {
			st, _ := h.Stat()
			t.Errorf("Open(%q) opened %v", bad, st.Name())
		}
	}
	if h, err := f.Open("top.txt"); err != nil {
		t.Error(err)
	} else if _, ok := h.(fs.ReadDirFile); ok {
		t.Error("a file opens as a folder")
	}
}

// TestDeflate: Deflate writes raw DEFLATE that flate.NewReader reads back,
// the same bytes for the same data, smaller for repetitive text.
func TestDeflate(t *testing.T) {
	for _, data := range [][]byte{nil, []byte("a"), bytes.Repeat([]byte("the Core, the Guardian, the Nexus; "), 200)} {
		packed, err := Deflate(data)
		if err != nil {
			t.Fatal(err)
		}
		again, err := Deflate(data)
		if err != nil || !bytes.Equal(packed, again) {
			t.Errorf("%d bytes: deflated twice differently (%v)", len(data), err)
		}
		got, err := io.ReadAll(flate.NewReader(bytes.NewReader(packed)))
		if err != nil || !bytes.Equal(got, data) {
			t.Errorf("%d bytes: inflated %d bytes, %v", len(data), len(got), err)
		}
		if len(data) > 1000 && len(packed) >= len(data)/10 {
			t.Errorf("%d repetitive bytes deflated to %d", len(data), len(packed))
		}
	}
}
