package server

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestGamePageFindsItsFiles: a game's page (BASE/g/GAME) is the browser
// build's index.html with a base one folder up, so its relative
// game.wasm and wasm_exec.js load from BASE, not from BASE/g/.
func TestGamePageFindsItsFiles(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "index.html"), []byte(`<html><head><title>page</title><script src="wasm_exec.js"></script></head></html>`), 0o644)
	s := &Server{cfg: Config{WebDir: dir}}
	rec := httptest.NewRecorder()
	req := httptest.NewRequest(http.MethodGet, "/g/abc", nil)
	req.SetPathValue("id", "abc")
	s.handleGamePage(rec, req)
	body, _ := io.ReadAll(rec.Result().Body)
	if !strings.Contains(string(body), `<head><base href="../"><title>page</title>`) {
		t.Fatalf("the game page: %s", body)
	}
	if ct := rec.Result().Header.Get("Content-Type"); !strings.HasPrefix(ct, "text/html") {
		t.Errorf("served as %q", ct)
	}
}

// TestGamePageWithoutTheBrowserBuild: a server that serves no browser
// build answers a game's link with a page that says to open it in the
// game (Play online, Join), escaping the id.
func TestGamePageWithoutTheBrowserBuild(t *testing.T) {
	s := &Server{}
	rec := httptest.NewRecorder()
	req := httptest.NewRequest(http.MethodGet, "/g/a<b", nil)
	req.SetPathValue("id", "a<b")
	s.handleGamePage(rec, req)
	body, _ := io.ReadAll(rec.Result().Body)
	if !strings.Contains(string(body), "<b>Join</b>") || !strings.Contains(string(body), "a&lt;b") || strings.Contains(string(body), "a<b") {
		t.Fatalf("the game page: %s", body)
	}
}
