package packaging

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"debug/elf"
	"debug/pe"
	"encoding/binary"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// The tests named TestRelease check the bundles of a release in the folder
// STRATEGEMA_RELEASE_DIR; scripts/release.sh runs them after building
// (building takes a minute or more, too long for every test run, so the
// other runs skip them). STRATEGEMA_RELEASE_VERSION is the version the
// bundles must carry.

// maxBundleBytes is the largest a download may be.
const maxBundleBytes = 30 << 20

// releaseDir returns the release folder, skipping the test without one.
func releaseDir(t *testing.T) string {
	t.Helper()
	dir := os.Getenv("STRATEGEMA_RELEASE_DIR")
	if dir == "" {
		t.Skip("STRATEGEMA_RELEASE_DIR not set: scripts/release.sh runs this test on its bundles")
	}
	return dir
}

// readBundle reads a bundle, failing when it is missing or too large.
func readBundle(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(releaseDir(t), name))
	if err != nil {
		t.Fatal(err)
	}
	if len(data) > maxBundleBytes {
		t.Errorf("%s: %d bytes, over %d", name, len(data), maxBundleBytes)
	}
	return data
}

// unzip returns a zip file's entries by name, in the archive's order.
func unzip(t *testing.T, data []byte) ([]string, map[string][]byte) {
	t.Helper()
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	files := map[string][]byte{}
	for _, f := range zr.File {
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		b, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			t.Fatalf("%s: %v", f.Name, err)
		}
		names = append(names, f.Name)
		files[f.Name] = b
	}
	return names, files
}

// checkVersionInBinary checks, in a subtest, that the stamped version is
// in a game binary. The linker keeps packaging.version only when the game
// calls Version(): until it does, the subtest says so and skips.
func checkVersionInBinary(t *testing.T, bin []byte) {
	t.Helper()
	t.Run("version", func(t *testing.T) {
		v := os.Getenv("STRATEGEMA_RELEASE_VERSION")
		if v == "" {
			t.Skip("STRATEGEMA_RELEASE_VERSION not set")
		}
		if !bytes.Contains(bin, []byte(v)) {
			t.Errorf("version %q not in the binary (main.go puts packaging.Version() in the title)", v)
		}
	})
}

func TestReleaseLinuxBundle(t *testing.T) {
	data := readBundle(t, "strategema-linux-amd64.tar.gz")
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	tr := tar.NewReader(zr)
	files := map[string][]byte{}
	modes := map[string]int64{}
	for {
		h, err := tr.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(h.Name, "strategema/") {
			t.Errorf("%s: outside the strategema/ folder", h.Name)
		}
		if h.Typeflag == tar.TypeReg {
			b, err := io.ReadAll(tr)
			if err != nil {
				t.Fatal(err)
			}
			files[h.Name], modes[h.Name] = b, h.Mode
		}
	}
	want := []string{"strategema/strategema", "strategema/strategema.desktop", "strategema/strategema.png"}
	got := slices.Sorted(func(yield func(string) bool) {
		for k := range files {
			if !yield(k) {
				return
			}
		}
	})
	if !slices.Equal(got, want) {
		t.Fatalf("files %v, want %v", got, want)
	}
	if modes["strategema/strategema"]&0o111 == 0 {
		t.Errorf("the game's mode %o is not executable", modes["strategema/strategema"])
	}
	for name, src := range map[string]string{
		"strategema/strategema.desktop": "linux/strategema.desktop",
		"strategema/strategema.png":     "../assets/icon/icon-256.png",
	} {
		b, err := os.ReadFile(src)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(files[name], b) {
			t.Errorf("%s differs from %s", name, src)
		}
	}
	bin := files["strategema/strategema"]
	f, err := elf.NewFile(bytes.NewReader(bin))
	if err != nil {
		t.Fatalf("the game is not an ELF file: %v", err)
	}
	if f.Machine != elf.EM_X86_64 {
		t.Errorf("machine %v, want x86-64", f.Machine)
	}
	if f.Section(".symtab") != nil {
		t.Error("the game keeps its symbol table: not built with -s")
	}
	if f.Section(".debug_info") != nil || f.Section(".zdebug_info") != nil {
		t.Error("the game keeps DWARF: not built with -w")
	}
	checkVersionInBinary(t, bin)
}

func TestReleaseWindowsBundle(t *testing.T) {
	names, files := unzip(t, readBundle(t, "strategema-windows-amd64.zip"))
	if !slices.Equal(names, []string{"strategema.exe"}) {
		t.Fatalf("files %v, want [strategema.exe]", names)
	}
	exe := files["strategema.exe"]
	f, err := pe.NewFile(bytes.NewReader(exe))
	if err != nil {
		t.Fatalf("not a PE file: %v", err)
	}
	if f.Machine != pe.IMAGE_FILE_MACHINE_AMD64 {
		t.Errorf("machine %#x, want amd64", f.Machine)
	}
	oh, ok := f.OptionalHeader.(*pe.OptionalHeader64)
	if !ok || oh.Subsystem != pe.IMAGE_SUBSYSTEM_WINDOWS_GUI {
		t.Error("not a Windows GUI program: not linked with -H windowsgui (a console would open beside the window)")
	}
	if len(f.Symbols) > 0 {
		t.Errorf("%d symbols: not built with -s", len(f.Symbols))
	}
	res, err := peResources(f)
	if err != nil {
		t.Fatal(err)
	}
	// One icon group holding the six sizes of assets/icon.
	if len(res[rtGroupIcon]) != 1 {
		t.Fatalf("%d icon groups, want 1", len(res[rtGroupIcon]))
	}
	if g := res[rtGroupIcon][0]; len(g) < 6 || binary.LittleEndian.Uint16(g[4:]) != 6 || len(res[rtIcon]) != 6 {
		t.Errorf("the icon group lists %d icons and the file holds %d, want 6 and 6", binary.LittleEndian.Uint16(g[4:]), len(res[rtIcon]))
	}
	for i, icon := range res[rtIcon] {
		if !bytes.HasPrefix(icon, []byte("\x89PNG")) && binary.LittleEndian.Uint32(icon) != 40 {
			t.Errorf("icon %d is neither a PNG nor a bitmap", i)
		}
	}
	if len(res[rtVersion]) != 1 {
		t.Fatalf("%d version resources, want 1", len(res[rtVersion]))
	}
	vi := res[rtVersion][0]
	if !bytes.Contains(vi, []byte{0xbd, 0x04, 0xef, 0xfe}) {
		t.Error("the version resource has no VS_FIXEDFILEINFO")
	}
	wantStrings := []string{"ProductName", "STRATEGEMA", "FileVersion", "strategema.exe"}
	if v := os.Getenv("STRATEGEMA_RELEASE_VERSION"); v != "" {
		wantStrings = append(wantStrings, v)
	}
	for _, s := range wantStrings {
		if !bytes.Contains(vi, utf16le(s)) {
			t.Errorf("the version resource lacks %q", s)
		}
	}
	checkVersionInBinary(t, exe)
}

// pageRef matches what the page loads: src and href attributes and fetch
// calls.
var pageRef = regexp.MustCompile(`(?:src|href)="([^"]*)"|fetch\("([^"]*)"\)`)

func TestReleaseWebBundle(t *testing.T) {
	names, files := unzip(t, readBundle(t, "strategema-web.zip"))
	want := []string{"game.wasm", "index.html", "wasm_exec.js"}
	if !slices.Equal(slices.Sorted(slices.Values(names)), want) {
		t.Fatalf("files %v, want %v at the root", names, want)
	}
	if !bytes.HasPrefix(files["game.wasm"], []byte("\x00asm")) {
		t.Error("game.wasm is not WebAssembly")
	}
	// The page loads only files of the bundle, by relative paths: it works
	// from any folder of any host (itch.io serves it from a subfolder).
	refs := 0
	for _, m := range pageRef.FindAllStringSubmatch(string(files["index.html"]), -1) {
		ref := m[1] + m[2]
		if strings.HasPrefix(ref, "data:") {
			continue
		}
		refs++
		if _, ok := files[ref]; !ok {
			t.Errorf("index.html loads %q, which is not a file of the bundle (absolute or outside it)", ref)
		}
	}
	if refs < 2 {
		t.Errorf("index.html loads %d files of the bundle, want wasm_exec.js and game.wasm", refs)
	}
	// wasm_exec.js must be the glue of the Go that built game.wasm.
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatalf("go env GOROOT: %v", err)
	}
	glue, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(files["wasm_exec.js"], glue) {
		t.Error("wasm_exec.js is not this Go's lib/wasm/wasm_exec.js")
	}
	checkVersionInBinary(t, files["game.wasm"])
}
