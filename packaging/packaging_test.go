package packaging

import (
	"bufio"
	"bytes"
	"encoding/json"
	"encoding/xml"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func TestVersion(t *testing.T) {
	saved := version
	t.Cleanup(func() { version = saved })
	version = "v1.2.3-4-gabcdef"
	if got := Version(); got != "v1.2.3-4-gabcdef" {
		t.Errorf("stamped: Version() = %q", got)
	}
	version = ""
	// A test binary's main module has no version: "dev".
	if got := Version(); got != "dev" {
		t.Errorf("unstamped: Version() = %q, want dev", got)
	}
}

// TestDesktopEntry: the Linux desktop entry has the keys a menu needs,
// each once, and starts `strategema`, the Exec line INSTALL.md rewrites
// to the installed path.
func TestDesktopEntry(t *testing.T) {
	f, err := os.Open(filepath.Join("linux", "strategema.desktop"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	if !sc.Scan() || sc.Text() != "[Desktop Entry]" {
		t.Fatal("the first line is not [Desktop Entry]")
	}
	keys := map[string]string{}
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		k, v, ok := strings.Cut(line, "=")
		if !ok {
			t.Errorf("line %q is not key=value", line)
			continue
		}
		if _, dup := keys[k]; dup {
			t.Errorf("key %s twice", k)
		}
		keys[k] = v
	}
	for k, want := range map[string]string{
		"Type": "Application", "Name": "STRATEGEMA", "Exec": "strategema %f",
		"TryExec": "strategema", "Icon": "strategema", "Terminal": "false",
	} {
		if keys[k] != want {
			t.Errorf("%s=%q, want %q", k, keys[k], want)
		}
	}
	for _, k := range []string{"Categories", "Keywords"} {
		if !strings.HasSuffix(keys[k], ";") {
			t.Errorf("%s=%q: a list ends with ';'", k, keys[k])
		}
	}
	if !strings.Contains(keys["Categories"], "Game;") {
		t.Errorf("Categories=%q lacks Game", keys["Categories"])
	}
}

// substitute reads a template of this folder and fills its placeholders.
func substitute(t *testing.T, name string, vars map[string]string) []byte {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	for k, v := range vars {
		s = strings.ReplaceAll(s, "@"+k+"@", v)
	}
	if i := strings.Index(s, "@VERSION"); i >= 0 {
		t.Fatalf("%s: a placeholder is left: %q", name, s[i:min(len(s), i+16)])
	}
	return []byte(s)
}

// TestWindowsResourceTemplate: after build-desktop.sh's substitution,
// winres.json is JSON whose icons are the committed PNGs no larger than
// the 256 px an .ico holds, and whose version strings are the release's.
func TestWindowsResourceTemplate(t *testing.T) {
	data := substitute(t, filepath.Join("windows", "winres.json"), map[string]string{"VERSION": "v1.2.3-4-gabcdef", "VERSION4": "1.2.3.4"})
	var res struct {
		Icons   map[string]map[string][]string `json:"RT_GROUP_ICON"`
		Version map[string]map[string]struct {
			Fixed map[string]string            `json:"fixed"`
			Info  map[string]map[string]string `json:"info"`
		} `json:"RT_VERSION"`
	}
	if err := json.Unmarshal(data, &res); err != nil {
		t.Fatalf("winres.json: %v", err)
	}
	icons := res.Icons["APP"]["0000"]
	if len(icons) != 6 {
		t.Errorf("%d icon files, want the 6 sizes 16 to 256", len(icons))
	}
	for _, name := range icons {
		if _, err := os.Stat(filepath.Join("..", "assets", "icon", name)); err != nil {
			t.Errorf("icon %s: %v", name, err)
		}
		if name == "icon-512.png" {
			t.Error("an .ico holds at most 256 px")
		}
	}
	v := res.Version["#1"]["0000"]
	if v.Fixed["file_version"] != "1.2.3.4" || v.Info["0409"]["ProductVersion"] != "v1.2.3-4-gabcdef" {
		t.Errorf("version resource %+v: placeholders not where expected", v)
	}
}

// TestMacInfoPlist: the macOS bundle's Info.plist is well-formed XML, and
// names the executable and icon build-macos-app.sh puts in the bundle.
func TestMacInfoPlist(t *testing.T) {
	data := substitute(t, filepath.Join("macos", "Info.plist"), map[string]string{"VERSION": "v1.2.3", "VERSION3": "1.2.3"})
	dec := xml.NewDecoder(bytes.NewReader(data))
	dec.Strict = true
	values := map[string]string{}
	var key, text string
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("Info.plist: %v", err)
		}
		switch tok := tok.(type) {
		case xml.CharData:
			text = strings.TrimSpace(string(tok))
		case xml.EndElement:
			switch tok.Name.Local {
			case "key":
				key = text
			case "string":
				values[key] = text
			}
		}
	}
	script, err := os.ReadFile(filepath.Join("..", "scripts", "build-macos-app.sh"))
	if err != nil {
		t.Fatal(err)
	}
	for k, want := range map[string]string{
		"CFBundleExecutable":         "strategema",
		"CFBundleIconFile":           "strategema",
		"CFBundlePackageType":        "APPL",
		"CFBundleShortVersionString": "1.2.3",
	} {
		if values[k] != want {
			t.Errorf("%s = %q, want %q", k, values[k], want)
		}
	}
	for _, path := range []string{"Contents/MacOS/strategema", "Resources/strategema.icns"} {
		if !bytes.Contains(script, []byte(path)) {
			t.Errorf("build-macos-app.sh does not write %s, which Info.plist names", path)
		}
	}
}

// TestScriptsParse: the release scripts are valid bash (bash -n), so a
// typo shows here and not at release time.
func TestScriptsParse(t *testing.T) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("no bash")
	}
	for _, s := range []string{"release.sh", "build-desktop.sh", "build-web.sh", "build-macos-app.sh"} {
		out, err := exec.Command("bash", "-n", filepath.Join("..", "scripts", s)).CombinedOutput()
		if err != nil {
			t.Errorf("%s: %v\n%s", s, err, out)
		}
	}
}

// TestServerUnit: the game server's systemd unit has its three sections,
// runs strategema-server with the flags docs/ONLINE.md names under its own
// user, restarts it, and stops it with SIGTERM (the graceful shutdown).
func TestServerUnit(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("linux", "strategema-server.service"))
	if err != nil {
		t.Fatal(err)
	}
	sections := map[string]map[string]string{}
	var cur map[string]string
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "[") && strings.HasSuffix(line, "]"):
			cur = map[string]string{}
			sections[line] = cur
		case cur == nil:
			t.Fatalf("line %q before the first section", line)
		default:
			k, v, ok := strings.Cut(line, "=")
			if !ok {
				t.Fatalf("line %q is not key=value", line)
			}
			cur[k] = v
		}
	}
	for _, s := range []string{"[Unit]", "[Service]", "[Install]"} {
		if sections[s] == nil {
			t.Fatalf("no %s section", s)
		}
	}
	svc := sections["[Service]"]
	exec := strings.Fields(svc["ExecStart"])
	if len(exec) == 0 || filepath.Base(exec[0]) != "strategema-server" {
		t.Fatalf("ExecStart %q does not start strategema-server", svc["ExecStart"])
	}
	for _, flag := range []string{"--addr", "--db", "--public-url"} {
		if !strings.Contains(svc["ExecStart"], flag+" ") {
			t.Errorf("ExecStart lacks %s", flag)
		}
	}
	for k, want := range map[string]string{"User": "strategema", "KillSignal": "SIGTERM", "Restart": "always"} {
		if svc[k] != want {
			t.Errorf("%s=%q, want %q", k, svc[k], want)
		}
	}
	if sections["[Install]"]["WantedBy"] != "multi-user.target" {
		t.Errorf("WantedBy=%q", sections["[Install]"]["WantedBy"])
	}
}
