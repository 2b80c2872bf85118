//go:build js

package main

import "strategema/render/player/aiplayer"

// In a Web Worker, the page's search worker (web/index.html), the program
// serves the page's searches instead of opening the game: it never
// reaches main, which would open the game's window.
func init() {
	if aiplayer.InWorker() {
		aiplayer.ServeWorker()
		select {}
	}
}
