package assets

import (
	"bytes"
	"testing"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/goregular"
)

// TestFontsMatchGoFonts: the embedded compressed fonts are exactly the
// module's Go fonts (after an update of golang.org/x/image, run
// `go generate ./assets`).
func TestFontsMatchGoFonts(t *testing.T) {
	for _, tc := range []struct {
		name      string
		got, want []byte
	}{
		{"regular", Regular, goregular.TTF},
		{"bold", Bold, gobold.TTF},
		{"mono", Mono, gomono.TTF},
	} {
		if !bytes.Equal(tc.got, tc.want) {
			t.Errorf("font %s: %d bytes differ from golang.org/x/image's %d: run go generate ./assets", tc.name, len(tc.got), len(tc.want))
		}
	}
	if _, err := font("italic"); err == nil {
		t.Error("a font that is not embedded read without an error")
	}
}
