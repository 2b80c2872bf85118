// Package web serves the browser build of STRATEGEMA: the folder with
// index.html (the loader page), wasm_exec.js (the Go runtime's glue) and
// game.wasm. cmd/webserve and the browser tests (web/e2e) use its Handler.
package web

import (
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Handler serves dir with no caching (a rebuilt game is always fresh; the
// browser still revalidates and keeps its compiled code), .wasm files as
// application/wasm (which streaming compilation needs) and, to a browser
// that accepts it, gzip-compressed: 14 MB of WebAssembly travel as about
// 3.7 MB. A compressed reply carries X-Uncompressed-Length, so the loader's
// progress bar knows the size it will read, and X-Compressed-Length, the
// size that travels (its Content-Length, which a browser may hide from
// the page once it decodes the reply), which the loader's text counts. The compressed game.wasm is
// read from game.wasm.gz when the build left one there that is not older
// than game.wasm (scripts/build-web.sh does, with gzip -9), else made once,
// in the background from the start, and again when the file changes.
func Handler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	z := &gzipCache{}
	// Compress the game now, in the background, so the first visitor does
	// not wait for it.
	go func() { _, _, _, _ = z.get(filepath.Join(dir, "game.wasm")) }()
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		if !strings.HasSuffix(r.URL.Path, ".wasm") {
			files.ServeHTTP(w, r)
			return
		}
		w.Header().Set("Content-Type", "application/wasm")
		w.Header().Add("Vary", "Accept-Encoding")
		if !acceptsGzip(r) || r.Header.Get("Range") != "" {
			files.ServeHTTP(w, r)
			return
		}
		name := filepath.Join(dir, filepath.FromSlash(path.Clean("/"+r.URL.Path)))
		body, size, mod, err := z.get(name)
		if err != nil {
			files.ServeHTTP(w, r) // let the file server answer (404 and the like)
			return
		}
		w.Header().Set("Content-Encoding", "gzip")
		w.Header().Set("X-Uncompressed-Length", strconv.FormatInt(size, 10))
		// what travels; a browser may not show a decoded reply's Content-Length to the page
		w.Header().Set("X-Compressed-Length", strconv.Itoa(len(body)))
		http.ServeContent(w, r, "", mod, bytes.NewReader(body))
	})
}

// acceptsGzip reports whether the request's Accept-Encoding allows gzip
// (listed, and not with q=0).
func acceptsGzip(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		enc, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(enc), "gzip") {
			continue
		}
		for _, p := range strings.Split(params, ";") {
			if k, v, ok := strings.Cut(strings.TrimSpace(p), "="); ok && strings.TrimSpace(k) == "q" {
				q, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
				return err == nil && q > 0
			}
		}
		return true
	}
	return false
}

// gzipCache keeps the last compressed file until it changes on disk.
type gzipCache struct {
	mu   sync.Mutex
	name string
	mod  time.Time
	size int64
	body []byte
}

func (c *gzipCache) get(name string) ([]byte, int64, time.Time, error) {
	st, err := os.Stat(name)
	if err != nil {
		return nil, 0, time.Time{}, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.name == name && c.mod.Equal(st.ModTime()) && c.size == st.Size() {
		return c.body, c.size, c.mod, nil
	}
	if body, ok := precompressed(name, st); ok {
		c.name, c.mod, c.size, c.body = name, st.ModTime(), st.Size(), body
		return c.body, c.size, c.mod, nil
	}
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, 0, time.Time{}, err
	}
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.DefaultCompression)
	if _, err := zw.Write(data); err != nil {
		return nil, 0, time.Time{}, err
	}
	if err := zw.Close(); err != nil {
		return nil, 0, time.Time{}, err
	}
	c.name, c.mod, c.size, c.body = name, st.ModTime(), int64(len(data)), buf.Bytes()
	return c.body, c.size, c.mod, nil
}

// precompressed reads name.gz when it is a gzip file made from the current
// name: not older than it, and with the size in the gzip trailer (the
// uncompressed length modulo 2^32) equal to name's.
func precompressed(name string, st os.FileInfo) ([]byte, bool) {
	zst, err := os.Stat(name + ".gz")
	if err != nil || zst.ModTime().Before(st.ModTime()) {
		return nil, false
	}
	body, err := os.ReadFile(name + ".gz")
	if err != nil || len(body) < 18 || body[0] != 0x1f || body[1] != 0x8b {
		return nil, false
	}
	if binary.LittleEndian.Uint32(body[len(body)-4:]) != uint32(st.Size()) {
		return nil, false
	}
	return body, true
}
