package server

import (
	"bytes"
	"context"
	"fmt"
	"html"
	"net/http"
	"os"
	"path/filepath"

	"strategema/web"
)

// webFiles serves the browser build (the web package's handler: .wasm as
// application/wasm, gzip for browsers that take it).
func webFiles(dir string) http.Handler { return web.Handler(dir) }

// handleGamePage answers a game link or invite opened in a browser: the
// browser build when the server serves it (the game reads the link, the
// secret in its fragment), else a page saying how to play it.
func (s *Server) handleGamePage(w http.ResponseWriter, r *http.Request) {
	if s.cfg.WebDir != "" {
		page, err := os.ReadFile(filepath.Join(s.cfg.WebDir, "index.html"))
		if err != nil {
			http.Error(w, "the browser build is missing", http.StatusNotFound)
			return
		}
		// the page names its files relative to itself (game.wasm): at
		// BASE/g/GAME they are one folder up, wherever BASE is
		page = bytes.Replace(page, []byte("<head>"), []byte(`<head><base href="../">`), 1)
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Cache-Control", "no-cache")
		w.Write(page)
		return
	}
	id := html.EscapeString(r.PathValue("id"))
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	fmt.Fprintf(w, `<!doctype html><meta name="viewport" content="width=device-width"><title>STRATEGEMA game %s</title>
<p>STRATEGEMA game %s. This server does not serve the browser game: open the game,
choose <b>Play online</b>, then <b>Join</b>, and paste this whole link (with its #secret).</p>
<p>Or play it with <code>strategema-cli online play --invite LINK --player data</code>,
watch it with <code>strategema-cli online watch --invite LINK</code>;
its record: <a href="/api/games/%s/record">/api/games/%s/record</a>.</p>`, id, id, id, id)
}

// contextWithoutRequest is a context for a hijacked connection's life:
// not cancelled when the HTTP handler's request context is.
func contextWithoutRequest(r *http.Request) (context.Context, context.CancelFunc) {
	return context.WithCancel(context.WithoutCancel(r.Context()))
}
