//go:build js

package main

import (
	"strategema/render"
	"strategema/render/store"
)

// hostOnline: a page cannot host games (it plays on the server that
// served it, or the one in Settings), and never links a database driver.
func hostOnline(store.Backend) func() (render.Hosted, error) { return nil }
