//go:build !js

package main

import (
	"io"
	"net"
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

// TestPickLANAddress: a friend is shown a private address first, else
// another global one (this test machine's 192.0.2.2, say), never a
// loopback or link-local one, and 127.0.0.1 only with no network.
func TestPickLANAddress(t *testing.T) {
	ips := func(s ...string) []net.IP {
		var out []net.IP
		for _, a := range s {
			out = append(out, net.ParseIP(a))
		}
		return out
	}
	tests := []struct {
		name string
		ips  []net.IP
		want string
	}{
		{"no network", nil, "127.0.0.1"},
		{"loopback and link-local only", ips("127.0.0.1", "169.254.3.4", "fe80::1"), "127.0.0.1"},
		{"a home network", ips("fe80::1", "192.168.1.20"), "192.168.1.20"},
		{"private before global", ips("203.0.113.9", "10.0.0.7"), "10.0.0.7"},
		{"global only", ips("fd00::2", "192.0.2.2"), "192.0.2.2"},
		{"IPv6 only", ips("2001:db8::1"), "127.0.0.1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := pickLANAddress(tc.ips); got != tc.want {
				t.Errorf("pickLANAddress(%v) = %s, want %s", tc.ips, got, tc.want)
			}
		})
	}
}
