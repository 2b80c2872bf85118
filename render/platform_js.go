//go:build js

package render

import (
	"errors"
	"syscall/js"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/render/input"
)

// The platform bridge (browser only): what a page does in place of a
// desktop window: no Quit, full screen only on a click, records opened
// with the file picker and saved as downloads.

// maxRecordBytes bounds a record read through the file picker.
const maxRecordBytes = 4 << 20

// canPickFiles reports whether the Load screen offers the file picker.
const canPickFiles = true

// canQuit reports whether the menu offers Quit: a page has nothing to
// quit (a Go program that returns leaves a dead page behind).
func canQuit() bool { return false }

// startFullscreen reports whether the page asks for full screen at load
// when the setting says so: it may not, the browser grants full screen
// only in answer to a click or a key (the F key, Settings).
const startFullscreen = false

// syncFullscreen makes the setting say what the page shows: the player may
// leave full screen with the browser's own Escape, and the page starts
// windowed whatever the setting says. Not saved: the next full screen a
// person asks for saves it.
func (a *App) syncFullscreen() {
	a.set.Fullscreen = ebiten.IsFullscreen()
}

// pickFile opens the browser's file picker for a game record. The choice
// arrives later through the input (input.QueueFile), as if the file had been dropped.
func (a *App) pickFile() {
	doc := js.Global().Get("document")
	if !doc.Truthy() {
		a.say(a.tr("ui.note.no_files"))
		return
	}
	in := doc.Call("createElement", "input")
	in.Set("type", "file")
	in.Set("accept", ".sgr,.txt,text/plain")
	in.Get("style").Set("display", "none")
	doc.Get("body").Call("appendChild", in)
	var onChange js.Func
	onChange = js.FuncOf(func(js.Value, []js.Value) any {
		onChange.Release()
		files := in.Get("files")
		in.Call("remove")
		if !files.Truthy() || files.Get("length").Int() == 0 {
			return nil
		}
		readPicked(files.Call("item", 0))
		return nil
	})
	in.Call("addEventListener", "change", onChange)
	in.Call("click")
}

// readPicked reads a chosen file's bytes and queues them for the game.
func readPicked(file js.Value) {
	name := file.Get("name").String()
	if size := file.Get("size").Float(); size > maxRecordBytes {
		input.QueueFile(name, nil, errTooLarge)
		return
	}
	var then, fail js.Func
	release := func() { then.Release(); fail.Release() }
	then = js.FuncOf(func(_ js.Value, args []js.Value) any {
		defer release()
		if len(args) == 0 {
			return nil
		}
		u8 := js.Global().Get("Uint8Array").New(args[0])
		data := make([]byte, u8.Get("length").Int())
		js.CopyBytesToGo(data, u8)
		input.QueueFile(name, data, nil)
		return nil
	})
	fail = js.FuncOf(func(_ js.Value, args []js.Value) any {
		defer release()
		msg := "the file could not be read"
		if len(args) > 0 && args[0].Truthy() {
			msg += ": " + args[0].Call("toString").String()
		}
		input.QueueFile(name, nil, errors.New(msg))
		return nil
	})
	file.Call("arrayBuffer").Call("then", then, fail)
}

// downloadRecord offers the saved record as a download.
func (a *App) downloadRecord(name string, data []byte) {
	g := js.Global()
	doc := g.Get("document")
	if !doc.Truthy() {
		return
	}
	u8 := g.Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(u8, data)
	blob := g.Get("Blob").New([]any{u8}, map[string]any{"type": "text/plain;charset=utf-8"})
	url := g.Get("URL").Call("createObjectURL", blob)
	link := doc.Call("createElement", "a")
	link.Set("href", url)
	link.Set("download", name)
	link.Get("style").Set("display", "none")
	doc.Get("body").Call("appendChild", link)
	link.Call("click")
	link.Call("remove")
	revoke := g.Get("URL").Get("revokeObjectURL").Call("bind", g.Get("URL"), url)
	g.Call("setTimeout", revoke, int((time.Minute).Milliseconds()))
}
