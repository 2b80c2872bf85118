package assets

import (
	"bytes"
	"compress/flate"
	"embed"
	"fmt"
	"io"
)

//go:generate go run ../scripts/gen-fonts -out fonts

// The Go fonts (golang.org/x/image/font/gofont, BSD licence:
// fonts/LICENSE) as scripts/gen-fonts writes them: without the hinting
// instructions sfnt skips, reduced to the characters the game can show,
// DEFLATE-compressed. The browser build downloads 96 KB instead of 474 KB
// of TrueType; every glyph kept draws as the Go font's
// (TestFontsDrawAsGoFonts).
//
//go:embed fonts/regular.ttf.deflate fonts/bold.ttf.deflate fonts/mono.ttf.deflate
var fontFiles embed.FS

// Font files (TrueType), inflated when the package loads (a few
// milliseconds).
var (
	Regular = mustFont("regular")
	Bold    = mustFont("bold")
	Mono    = mustFont("mono")
)

// mustFont is the TrueType file of the embedded font name. The files are
// embedded and checked by the package's tests, so a failure is a broken
// build, not a player's problem.
func mustFont(name string) []byte {
	data, err := font(name)
	if err != nil {
		panic(err)
	}
	return data
}

// font inflates fonts/NAME.ttf.deflate.
func font(name string) ([]byte, error) {
	packed, err := fontFiles.ReadFile("fonts/" + name + ".ttf.deflate")
	if err != nil {
		return nil, fmt.Errorf("assets: font %s: %w", name, err)
	}
	data, err := io.ReadAll(flate.NewReader(bytes.NewReader(packed)))
	if err != nil {
		return nil, fmt.Errorf("assets: inflating font %s: %w", name, err)
	}
	return data, nil
}
