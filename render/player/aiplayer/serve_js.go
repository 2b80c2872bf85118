//go:build js

package aiplayer

import (
	"encoding/json"
	"syscall/js"
)

// serve_js.go: the worker's side of the search worker in the browser
// (protocol.go): the same game.wasm, started by the page in a Web Worker
// (web/index.html), serves the page's searches instead of opening the
// game.

// InWorker reports whether this program runs in a Web Worker (the page's
// search worker) rather than in the page.
func InWorker() bool {
	scope := js.Global().Get("WorkerGlobalScope")
	return scope.Type() == js.TypeFunction && js.Global().InstanceOf(scope)
}

// ServeWorker serves the page's search requests: the worker's script
// hands each message to globalThis.strategemaSearch, and the replies go
// back with postMessage. It returns at once; the program must then stay
// alive (the requests run on goroutines).
func ServeWorker() {
	post := func(r searchReply) {
		b, err := json.Marshal(r)
		if err != nil {
			b, _ = json.Marshal(searchReply{ID: r.ID, Op: replyError, Err: "search worker: a reply that does not encode: " + err.Error()})
		}
		js.Global().Call("postMessage", string(b))
	}
	s := newSearchServer(post)
	js.Global().Set("strategemaSearch", js.FuncOf(func(this js.Value, args []js.Value) any {
		if len(args) > 0 && args[0].Type() == js.TypeString {
			s.receive(args[0].String())
		}
		return nil
	}))
	post(searchReply{Op: replyReady})
}
