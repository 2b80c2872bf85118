//go:build !js

// (chromedp does not build for js/wasm, and the browser test drives a browser from outside it.)

package e2e

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// TestWindowsBuild cross-builds the game and the headless tool for Windows
// without cgo, as scripts/build-desktop.sh does, and checks each is a PE
// executable for amd64. (The Linux build is what the other tests run; a
// macOS build needs a Mac: see docs/INSTALL.md.)
func TestWindowsBuild(t *testing.T) {
	if testing.Short() {
		t.Skip("cross-build skipped in -short mode")
	}
	root := repoRoot(t)
	dir := t.TempDir()
	for _, b := range []struct{ pkg, out, ldflags string }{
		{".", "strategema.exe", "-H=windowsgui"},
		{"./cmd/strategema-cli", "strategema-cli.exe", ""},
	} {
		out := filepath.Join(dir, b.out)
		cmd := exec.Command("go", "build", "-trimpath", "-ldflags="+b.ldflags, "-o", out, b.pkg)
		cmd.Dir = root
		cmd.Env = append(os.Environ(), "GOOS=windows", "GOARCH=amd64", "CGO_ENABLED=0")
		t0 := time.Now()
		if msg, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("GOOS=windows CGO_ENABLED=0 go build %s: %v\n%s", b.pkg, err, msg)
		}
		data, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		checkPE(t, b.out, data)
		t.Logf("%s: %.1f MB in %v", b.out, float64(len(data))/(1<<20), time.Since(t0).Round(time.Millisecond))
	}
}

// checkPE checks data is a PE image for x86-64: the MZ stub, the "PE\0\0"
// signature where the stub points, and machine type 0x8664.
func checkPE(t *testing.T, name string, data []byte) {
	t.Helper()
	if len(data) < 0x40 || !bytes.Equal(data[:2], []byte("MZ")) {
		t.Fatalf("%s: no MZ header", name)
	}
	off := int(data[0x3c]) | int(data[0x3d])<<8 | int(data[0x3e])<<16 | int(data[0x3f])<<24
	if off < 0 || off+6 > len(data) || !bytes.Equal(data[off:off+4], []byte("PE\x00\x00")) {
		t.Fatalf("%s: no PE signature at %#x", name, off)
	}
	if m := int(data[off+4]) | int(data[off+5])<<8; m != 0x8664 {
		t.Fatalf("%s: machine %#x, want 0x8664 (amd64)", name, m)
	}
}
