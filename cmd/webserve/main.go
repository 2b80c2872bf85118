// Command webserve serves the browser build of STRATEGEMA (the web/ folder)
// on 127.0.0.1 for trying it locally.
package main

import (
	"flag"
	"fmt"
	"log"
	"net/http"
	"os"
	"path/filepath"

	"strategema/web"
)

func main() {
	dir := flag.String("dir", "web", "folder holding index.html, wasm_exec.js and game.wasm")
	addr := flag.String("addr", "127.0.0.1:8080", "address to listen on")
	flag.Parse()
	if _, err := os.Stat(filepath.Join(*dir, "game.wasm")); err != nil {
		log.Fatalf("webserve: %v (build it first: scripts/build-web.sh)", err)
	}
	fmt.Printf("STRATEGEMA: open http://%s/\n", *addr)
	log.Fatal(http.ListenAndServe(*addr, web.Handler(*dir)))
}
