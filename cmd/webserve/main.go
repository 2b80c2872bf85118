// Command webserve serves the browser build of STRATEGEMA (the web/ folder)
// on 127.0.0.1 for trying it locally.
package main

import (
	"flag"
	"fmt"
	"log"
	"mime"
	"net/http"
	"os"
	"path/filepath"
)

func main() {
	dir := flag.String("dir", "web", "folder holding index.html, wasm_exec.js and game.wasm")
	addr := flag.String("addr", "127.0.0.1:8080", "address to listen on")
	flag.Parse()
	if _, err := os.Stat(filepath.Join(*dir, "game.wasm")); err != nil {
		log.Fatalf("webserve: %v (build it first: scripts/build-web.sh)", err)
	}
	if err := mime.AddExtensionType(".wasm", "application/wasm"); err != nil {
		log.Fatal(err)
	}
	fmt.Printf("STRATEGEMA: open http://%s/\n", *addr)
	log.Fatal(http.ListenAndServe(*addr, Handler(*dir)))
}

// Handler serves dir with no caching, so a rebuilt game is always fresh.
func Handler(dir string) http.Handler {
	fs := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		fs.ServeHTTP(w, r)
	})
}
