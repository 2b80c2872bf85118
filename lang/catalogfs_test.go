package lang

import (
	"os"
	"reflect"
	"testing"

	"strategema/internal/packfs"
)

// TestCatalogPackMatches: the browser build's catalog.pack holds every
// catalog file, byte for byte as in catalog/.
func TestCatalogPackMatches(t *testing.T) {
	packed, err := os.ReadFile("catalog.pack")
	if err != nil {
		t.Fatal(err)
	}
	got, err := packfs.Open(packed)
	if err != nil {
		t.Fatal(err)
	}
	want, err := packfs.Collect(os.DirFS("."), "catalog/*.json")
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(map[string]string(got), want) {
		t.Error("catalog.pack differs from catalog/*.json: run go generate ./lang")
	}
}
