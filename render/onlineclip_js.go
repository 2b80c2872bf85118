//go:build js

package render

import (
	"errors"
	"strings"
	"syscall/js"
)

// onlineclip_js.go: the browser's clipboard (navigator.clipboard) and the
// page's address: the server that served it, and an invite link
// (BASE/g/GAME#SECRET) the page was opened with.

var errNoClipboard = errors.New("the browser refused the clipboard")

// promise waits for p and calls done with its value or failure.
func promise(p js.Value, done func(js.Value, error)) {
	if !p.Truthy() {
		done(js.Undefined(), errNoClipboard)
		return
	}
	var then, fail js.Func
	then = js.FuncOf(func(_ js.Value, args []js.Value) any {
		then.Release()
		fail.Release()
		v := js.Undefined()
		if len(args) > 0 {
			v = args[0]
		}
		go done(v, nil)
		return nil
	})
	fail = js.FuncOf(func(js.Value, []js.Value) any {
		then.Release()
		fail.Release()
		go done(js.Undefined(), errNoClipboard)
		return nil
	})
	p.Call("then", then, fail)
}

func clipboard() js.Value {
	nav := js.Global().Get("navigator")
	if !nav.Truthy() {
		return js.Undefined()
	}
	return nav.Get("clipboard")
}

// writeClipboard puts s on the clipboard.
func writeClipboard(s string, done func(error)) {
	c := clipboard()
	if !c.Truthy() {
		done(errNoClipboard)
		return
	}
	promise(c.Call("writeText", s), func(_ js.Value, err error) { done(err) })
}

// readClipboard reads the clipboard's text (the browser may ask the player).
func readClipboard(done func(string, error)) {
	c := clipboard()
	if !c.Truthy() || !c.Get("readText").Truthy() {
		done("", errNoClipboard)
		return
	}
	promise(c.Call("readText"), func(v js.Value, err error) {
		if err != nil || v.Type() != js.TypeString {
			done("", errNoClipboard)
			return
		}
		done(v.String(), nil)
	})
}

// pageServer is the address of the server that served the page (its
// origin and any path before /g/), or "" for a page opened from a file.
func pageServer() string {
	loc := js.Global().Get("location")
	if !loc.Truthy() {
		return ""
	}
	origin := loc.Get("origin").String()
	if !strings.HasPrefix(origin, "http://") && !strings.HasPrefix(origin, "https://") {
		return ""
	}
	path := loc.Get("pathname").String()
	if prefix, _, ok := strings.Cut(path, "/g/"); ok {
		return origin + prefix
	}
	return origin + strings.TrimSuffix(strings.TrimSuffix(path, "index.html"), "/")
}

// pageInvite is the page's address when it is a game's (BASE/g/GAME, with
// the seat's secret after #), else "".
func pageInvite() string {
	loc := js.Global().Get("location")
	if !loc.Truthy() || !strings.Contains(loc.Get("pathname").String(), "/g/") {
		return ""
	}
	return loc.Get("href").String()
}

// keepLinkFile: a page has no folder to write to.
func (a *App) keepLinkFile(string) string { return "" }
