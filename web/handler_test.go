package web

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"
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
	// the loader counts what travels: the compressed reply's Content-Length
	if resp.ContentLength != int64(len(body)) || resp.Header.Get("X-Compressed-Length") != strconv.Itoa(len(body)) {
		t.Errorf("compressed wasm: Content-Length %d, X-Compressed-Length %q for a body of %d bytes", resp.ContentLength, resp.Header.Get("X-Compressed-Length"), len(body))
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

// TestHandlerPrecompressed checks that game.wasm.gz left by the build is
// sent as it is while it matches game.wasm, and ignored once it is stale.
func TestHandlerPrecompressed(t *testing.T) {
	dir := t.TempDir()
	wasm := bytes.Repeat([]byte("\x00asm precompressed "), 2048)
	name := filepath.Join(dir, "game.wasm")
	if err := os.WriteFile(name, wasm, 0o644); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.NoCompression) // unlike the server's own level
	zw.Write(wasm)
	zw.Close()
	pre := buf.Bytes()
	if err := os.WriteFile(name+".gz", pre, 0o644); err != nil {
		t.Fatal(err)
	}
	fetch := func() []byte {
		t.Helper()
		rec := httptest.NewRecorder()
		req := httptest.NewRequest("GET", "/game.wasm", nil)
		req.Header.Set("Accept-Encoding", "gzip")
		Handler(dir).ServeHTTP(rec, req)
		if rec.Code != 200 || rec.Header().Get("Content-Encoding") != "gzip" {
			t.Fatalf("status %d, headers %v", rec.Code, rec.Header())
		}
		zr, err := gzip.NewReader(bytes.NewReader(rec.Body.Bytes()))
		if err != nil {
			t.Fatal(err)
		}
		if plain, err := io.ReadAll(zr); err != nil || !bytes.Equal(plain, wasm) {
			t.Fatalf("body does not unzip to game.wasm (%d bytes, %v)", len(plain), err)
		}
		return rec.Body.Bytes()
	}
	if got := fetch(); !bytes.Equal(got, pre) {
		t.Errorf("game.wasm.gz was not sent as it is (%d bytes, want %d)", len(got), len(pre))
	}

	// A rebuilt game.wasm of another size makes the .gz stale even when its
	// time stamp is not older (same second on a coarse file system).
	wasm = append(wasm, "rebuilt"...)
	if err := os.WriteFile(name, wasm, 0o644); err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	os.Chtimes(name, now, now)
	os.Chtimes(name+".gz", now, now)
	if got := fetch(); bytes.Equal(got, pre) {
		t.Error("a stale game.wasm.gz was sent")
	}
	// An older .gz is stale too.
	os.Chtimes(name+".gz", now.Add(-time.Hour), now.Add(-time.Hour))
	if got := fetch(); bytes.Equal(got, pre) {
		t.Error("an older game.wasm.gz was sent")
	}
}
