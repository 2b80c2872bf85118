package assets

import (
	"os/exec"
	"strings"
	"testing"
)

// TestBrowserBuildHasNoPNGDecoder: nothing in the browser build imports
// image/png (its decoder and the icons it would decode cost 0.15 MB of
// game.wasm, and a page has no window icon).
func TestBrowserBuildHasNoPNGDecoder(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list")
	}
	cmd := exec.Command("go", "list", "-deps", "strategema")
	cmd.Env = append(cmd.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	for _, pkg := range strings.Fields(string(out)) {
		if pkg == "image/png" {
			t.Fatal("the browser build imports image/png; keep the icons (assets/icon.go) native only")
		}
	}
}
