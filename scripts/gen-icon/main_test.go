package main

import (
	"bytes"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"
)

// TestCommittedIconsAreTheGeneratorsOutput: the PNGs in assets/icon are
// what this program draws now, pixel for pixel (run `go generate ./assets`
// after changing the drawing).
func TestCommittedIconsAreTheGeneratorsOutput(t *testing.T) {
	for _, size := range Sizes {
		name := filepath.Join("..", "..", "assets", "icon", FileName(size))
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		got, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		want := Render(size)
		if got.Bounds() != want.Bounds() {
			t.Fatalf("%s: bounds %v, drawn %v", name, got.Bounds(), want.Bounds())
		}
		diff := 0
		b := want.Bounds()
		for y := b.Min.Y; y < b.Max.Y; y++ {
			for x := b.Min.X; x < b.Max.X; x++ {
				if color.NRGBAModel.Convert(got.At(x, y)) != color.NRGBAModel.Convert(want.At(x, y)) {
					diff++
				}
			}
		}
		if diff > 0 {
			t.Errorf("%s: %d pixels differ from the drawing: run go generate ./assets", name, diff)
		}
	}
}

// TestWriteWritesEverySize: the program writes one decodable PNG per size.
func TestWriteWritesEverySize(t *testing.T) {
	dir := t.TempDir()
	if err := write(dir); err != nil {
		t.Fatal(err)
	}
	for _, size := range Sizes {
		f, err := os.Open(filepath.Join(dir, FileName(size)))
		if err != nil {
			t.Fatal(err)
		}
		cfg, err := png.DecodeConfig(f)
		f.Close()
		if err != nil || cfg.Width != size || cfg.Height != size {
			t.Errorf("size %d: %v, %d×%d", size, err, cfg.Width, cfg.Height)
		}
	}
}
