package docs

import (
	"os"
	"reflect"
	"testing"

	"strategema/internal/packfs"
)

// TestReadersPackMatches: the browser build's readers.pack holds the
// documents the window shows, byte for byte as they are here.
func TestReadersPackMatches(t *testing.T) {
	packed, err := os.ReadFile("readers.pack")
	if err != nil {
		t.Fatal(err)
	}
	got, err := packfs.Open(packed)
	if err != nil {
		t.Fatal(err)
	}
	want, err := packfs.Collect(os.DirFS("."), "RULES.md", "CONTROLS.md", "ru/*.md")
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(map[string]string(got), want) {
		t.Error("readers.pack differs from the documents: run go generate ./docs")
	}
}
