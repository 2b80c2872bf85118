package web

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
)

func TestHandler(t *testing.T) {
	dir := t.TempDir()
	wasm := bytes.Repeat([]byte("\x00asm STRATEGEMA "), 4096)
	if err := os.WriteFile(filepath.Join(dir, "game.wasm"), wasm, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte("<!DOCTYPE html>"), 0o644); err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()
	get := func(path, enc string) (*http.Response, []byte) {
		t.Helper()
		req, _ := http.NewRequest("GET", srv.URL+path, nil)
		req.Header.Set("Accept-Encoding", enc) // set by hand: the client does not decompress
		resp, err := http.DefaultTransport.RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		body, err := io.ReadAll(resp.Body)
		if err != nil {
			t.Fatal(err)
		}
		return resp, body
	}

	resp, body := get("/game.wasm", "gzip, deflate, br")
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "application/wasm" ||
		resp.Header.Get("Content-Encoding") != "gzip" || resp.Header.Get("Cache-Control") != "no-cache" {
		t.Fatalf("compressed wasm: %d %v", resp.StatusCode, resp.Header)
	}
	if got := resp.Header.Get("X-Uncompressed-Length"); got != "65536" {
		t.Errorf("X-Uncompressed-Length %q, want 65536", got)
	}
	zr, err := gzip.NewReader(bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if plain, err := io.ReadAll(zr); err != nil || !bytes.Equal(plain, wasm) {
		t.Fatalf("gunzipped body differs (%d bytes, %v)", len(plain), err)
	}
	if len(body) >= len(wasm)/4 {
		t.Errorf("compressed to %d of %d bytes", len(body), len(wasm))
	}

	for _, enc := range []string{"", "identity", "gzip;q=0"} {
		resp, body = get("/game.wasm", enc)
		if resp.Header.Get("Content-Encoding") != "" || !bytes.Equal(body, wasm) || resp.Header.Get("Content-Type") != "application/wasm" {
			t.Errorf("Accept-Encoding %q: %v, %d bytes", enc, resp.Header, len(body))
		}
	}
	if resp, _ = get("/missing.wasm", "gzip"); resp.StatusCode != http.StatusNotFound {
		t.Errorf("missing wasm: %d", resp.StatusCode)
	}
	if resp, _ = get("/../../etc/passwd.wasm", "gzip"); resp.StatusCode == 200 {
		t.Errorf("a path outside the folder was served")
	}
	if resp, body = get("/", "gzip"); resp.StatusCode != 200 || string(body) != "<!DOCTYPE html>" {
		t.Errorf("index: %d %q", resp.StatusCode, body)
	}
}
