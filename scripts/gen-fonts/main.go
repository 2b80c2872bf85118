// Command gen-fonts writes the Go fonts the window uses (regular, bold,
// mono, from golang.org/x/image/font/gofont) DEFLATE-compressed into
// assets/fonts, where package assets embeds them: 474 KB of TrueType
// become 216 KB, which the browser build downloads. Run by
// `go generate ./assets`; assets' tests check the files still match
// the module's fonts.
//
// Usage: go run ./scripts/gen-fonts -out assets/fonts
package main

import (
	"bytes"
	"compress/flate"
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/goregular"
)

func main() {
	out := flag.String("out", "assets/fonts", "the folder to write the .ttf.deflate files into")
	flag.Parse()
	if err := write(*out); err != nil {
		fmt.Fprintln(os.Stderr, "gen-fonts:", err)
		os.Exit(1)
	}
}

// write compresses each font into dir/NAME.ttf.deflate.
func write(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("making %s: %w", dir, err)
	}
	for name, ttf := range map[string][]byte{"regular": goregular.TTF, "bold": gobold.TTF, "mono": gomono.TTF} {
		data, err := deflate(ttf)
		if err != nil {
			return fmt.Errorf("compressing %s: %w", name, err)
		}
		path := filepath.Join(dir, name+".ttf.deflate")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			return fmt.Errorf("writing %s: %w", path, err)
		}
		fmt.Printf("%s: %d -> %d bytes\n", path, len(ttf), len(data))
	}
	return nil
}

// deflate is data compressed at the best level (raw DEFLATE, RFC 1951).
func deflate(data []byte) ([]byte, error) {
	var b bytes.Buffer
	w, err := flate.NewWriter(&b, flate.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := w.Write(data); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}
