//go:build !js

package main

import (
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"strategema/render/store"
)

// TestHostServesTheBrowserBuild: the server the window hosts serves the
// browser build it finds (here through STRATEGEMA_WEB), at / and at a
// game's link, so a friend on the same network opens the invite in a
// browser; a folder without game.wasm is no build.
func TestHostServesTheBrowserBuild(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{"index.html": "<html><head><title>the page</title></head></html>", "wasm_exec.js": "//", "game.wasm": "\x00asm"}
	for name, body := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if webBuildIn(t.TempDir()) {
		t.Error("an empty folder counts as the browser build")
	}
	t.Setenv("STRATEGEMA_WEB", dir)
	if got := hostWebDir(); got != dir {
		t.Fatalf("hostWebDir() = %q, want %q", got, dir)
	}
	h, err := hostOnline(&store.Dir{Path: t.TempDir()})()
	if err != nil {
		t.Fatal(err)
	}
	get := func(path string) (string, string) {
		t.Helper()
		resp, err := http.Get(h.Base + path)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return string(b), resp.Header.Get("Content-Type")
	}
	if body, _ := get("/"); !strings.Contains(body, "the page") {
		t.Errorf("/ serves %q", body)
	}
	if body, _ := get("/g/abcd"); !strings.Contains(body, `<base href="../"><title>the page</title>`) {
		t.Errorf("a game's link serves %q", body)
	}
	if _, ct := get("/game.wasm"); ct != "application/wasm" {
		t.Errorf("game.wasm served as %q", ct)
	}
}
