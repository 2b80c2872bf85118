package scene

import (
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// TestBrowserBuildKeepsNoMatrixMethods links the browser build and reads
// the linker's reachability graph (-dumpdep): no mgl32 type may be marked
// as reachable through an interface. Once one is (a struct field or an
// exported method's signature of a type the game object reaches, such as
// View's), text/template's method lookup by name makes the linker keep
// every exported method of mgl32's vectors and matrices: 0.58 MB of
// game.wasm. Hold mgl32 values as Vec or plain arrays; see Vec.
func TestBrowserBuildKeepsNoMatrixMethods(t *testing.T) {
	if testing.Short() {
		t.Skip("links the browser build")
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags=-dumpdep", "-o", filepath.Join(t.TempDir(), "game.wasm"), ".")
	cmd.Dir = root
	cmd.Env = append(cmd.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go build (js/wasm, -dumpdep): %v\n%.2000s", err, out)
	}
	inInterface := regexp.MustCompile(`^(\S+) <UsedInIface> -> type:(\S*mathgl/mgl32\.\S+) <UsedInIface>$`)
	found := map[string]bool{}
	for line := range strings.Lines(string(out)) {
		m := inInterface.FindStringSubmatch(strings.TrimSpace(line))
		if m != nil && !strings.Contains(m[1], "mathgl/mgl32") {
			found[m[1]+" holds "+m[2]] = true
		}
	}
	if !strings.Contains(string(out), "strategema/render/scene.(*View).Project") {
		t.Fatalf("the linker's graph does not name View.Project: -dumpdep's format changed?\n%.2000s", out)
	}
	var lines []string
	for l := range found {
		lines = append(lines, l)
	}
	sort.Strings(lines)
	for _, l := range lines {
		t.Errorf("the browser build reaches an mgl32 type through an interface: %s", l)
	}
}
