// Command gen-fonts writes the Go fonts the window uses (regular, bold,
// mono, from golang.org/x/image/font/gofont) into assets/fonts, where
// package assets embeds them, DEFLATE-compressed, reduced to the
// characters the game can show (textChars, monoChars), and without their
// TrueType hinting instructions: golang.org/x/image/font/sfnt, which draws
// our text, skips those instructions, so they were bytes the browser
// build downloaded for nothing. Every outline, advance and kerning pair
// kept draws as the Go font's (TestFontsDrawAsGoFonts checks each against
// the module's fonts). 474 KB of TrueType become 216 KB compressed as they
// are, 96 KB as written here.
//
// fontTools (https://github.com/fonttools/fonttools, Debian's
// python3-fonttools), the reference toolkit for OpenType files, does the
// work: its subsetter, with --no-hinting and the glyph numbers retained.
//
// Run by `go generate ./assets`.
// Usage: go run ./scripts/gen-fonts -out assets/fonts
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/goregular"

	"strategema/internal/packfs"
)

func main() {
	out := flag.String("out", "assets/fonts", "the folder to write the .ttf.deflate files into")
	python := flag.String("python", "python3", "the Python interpreter that has fontTools")
	flag.Parse()
	if err := write(*out, *python); err != nil {
		fmt.Fprintln(os.Stderr, "gen-fonts:", err)
		os.Exit(1)
	}
}

// write strips each font's hinting and compresses it into
// dir/NAME.ttf.deflate.
func write(dir, python string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("making %s: %w", dir, err)
	}
	for _, f := range []struct {
		name  string
		ttf   []byte
		chars string
	}{
		{"regular", goregular.TTF, textChars},
		{"bold", gobold.TTF, textChars},
		{"mono", gomono.TTF, monoChars},
	} {
		name, ttf := f.name, f.ttf
		stripped, err := withoutHinting(python, ttf, f.chars)
		if err != nil {
			return fmt.Errorf("font %s: %w", name, err)
		}
		data, err := packfs.Deflate(stripped)
		if err != nil {
			return fmt.Errorf("compressing %s: %w", name, err)
		}
		path := filepath.Join(dir, name+".ttf.deflate")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			return fmt.Errorf("writing %s: %w", path, err)
		}
		fmt.Printf("%s: %d -> %d bytes without hinting -> %d compressed\n", path, len(ttf), len(stripped), len(data))
	}
	return nil
}

// textChars are the characters the regular and bold fonts keep: every
// one of the Go fonts' but box drawing, block elements, miscellaneous
// symbols and the private use area, which nothing the game writes uses
// and a file name hardly would. Latin, Greek and Cyrillic stay whole, so
// a save's name in any of them shows. lang's and assets' tests check
// every character of the catalogs and the readers is there.
const textChars = "U+0000-24FF,U+25A0-25FF,U+2700-DFFF,U+F900-FFFF"

// monoChars are the characters the monospaced font keeps (fontTools'
// --unicodes syntax). The window draws only the readers' code in it (the
// rules' notation and commands, in English and Russian), so it keeps
// Basic Latin, Latin-1, Cyrillic, punctuation, arrows, mathematical
// operators and geometric shapes; assets' TestMonoCoversTheReaders checks
// every character of the readers' documents is there.
const monoChars = "U+0020-007E,U+00A0-00FF,U+0400-045F,U+2010-205E,U+2190-21FF,U+2200-22FF,U+25A0-25FF"

// withoutHinting is the TrueType file ttf with the glyphs of chars and
// every table and name kept but its hinting instructions
// (fpgm, prep, cvt and each glyph's program) removed, by fontTools'
// subsetter. Glyph numbers are kept, so a kept glyph's number is the Go
// font's.
func withoutHinting(python string, ttf []byte, chars string) ([]byte, error) {
	dir, err := os.MkdirTemp("", "gen-fonts")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	in, out := filepath.Join(dir, "in.ttf"), filepath.Join(dir, "out.ttf")
	if err := os.WriteFile(in, ttf, 0o644); err != nil {
		return nil, err
	}
	cmd := exec.Command(python, "-m", "fontTools.subset", in,
		"--output-file="+out,
		"--unicodes="+chars, "--retain-gids",
		"--no-hinting",
		"--layout-features=*", "--name-IDs=*", "--name-languages=*", "--name-legacy",
		"--glyph-names", "--legacy-kern", "--notdef-glyph", "--notdef-outline",
		"--recommended-glyphs", "--drop-tables=", "--no-prune-unicode-ranges")
	if msg, err := cmd.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("fontTools (apt-get install python3-fonttools): %w: %s", err, msg)
	}
	return os.ReadFile(out)
}
