//go:build !js

package client

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestBrowserBuildLinksNoDatabase: the browser build (the window, with
// its Online room and this client) never links a database driver (nor
// net/http: the page's own fetch and WebSocket serve), while
// the desktop window, which hosts games, does.
func TestBrowserBuildLinksNoDatabase(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list")
	}
	deps := func(goos, goarch string) string {
		cmd := exec.Command("go", "list", "-deps", "strategema")
		cmd.Env = append(os.Environ(), "GOOS="+goos, "GOARCH="+goarch)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("go list (%s/%s): %v\n%s", goos, goarch, err, out)
		}
		return string(out)
	}
	web := deps("js", "wasm")
	for _, db := range []string{"modernc.org/sqlite", "github.com/jackc/pgx", "strategema/online/store/sqlitestore", "strategema/online/server",
		"net/http", "crypto/tls"} { // net/http and its TLS would add about 8 MB to game.wasm: the page has fetch and WebSocket
		if strings.Contains(web, db+"\n") || strings.Contains(web, db+"/") {
			t.Errorf("the browser build links %s", db)
		}
	}
	if !strings.Contains(web, "strategema/online/client\n") {
		t.Error("the browser build does not link the online client: the check above proves nothing")
	}
	if desk := deps("linux", "amd64"); !strings.Contains(desk, "modernc.org/sqlite\n") {
		t.Error("the desktop build does not link SQLite: the window cannot host games")
	}
}
