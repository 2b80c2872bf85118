//go:build js

package render

import (
	"strconv"
	"syscall/js"

	"strategema/render/ui"
)

// onlineroomkeys_js.go: a phone's keyboard for the Online room's field.
// A canvas raises no keyboard on a touch screen, so a tap on the field
// focuses a hidden <input> of the page, in the tap's own event (a phone
// raises its keyboard only from a person's gesture); what is typed there
// is the field's text, and the keyboard's Go (Enter) submits it. The
// input's keys never reach the canvas, whose keys the game reads.

// fieldKeys is the page's one hidden input and the field it serves.
type fieldKeys struct {
	input js.Value
	room  *onlineRoom // the room whose field it serves (nil: none)
	rect  ui.Rect     // that field, in CSS pixels
	enter bool        // the keyboard's Go was pressed
	funcs []js.Func
}

var pageKeys fieldKeys

// init makes the input and its listeners, once; false without a page.
func (k *fieldKeys) init() bool {
	if k.input.Truthy() {
		return true
	}
	doc := js.Global().Get("document")
	if !doc.Truthy() || !doc.Get("body").Truthy() {
		return false
	}
	in := doc.Call("createElement", "input")
	in.Set("id", "strategema-keys")
	for _, kv := range [...][2]string{{"type", "text"}, {"autocomplete", "off"}, {"autocorrect", "off"},
		{"autocapitalize", "off"}, {"spellcheck", "false"}, {"inputmode", "url"}, {"enterkeyhint", "go"}} {
		in.Call("setAttribute", kv[0], kv[1])
	}
	// over the field (the browser keeps it in view above the keyboard),
	// unseen; 16 px, or a phone zooms the page in on focus
	in.Get("style").Set("cssText", "position:fixed;left:0;top:0;width:1px;height:1px;opacity:0;border:0;padding:0;margin:0;font-size:16px;z-index:-1")
	tap := js.FuncOf(func(_ js.Value, args []js.Value) any {
		r := k.room
		if r == nil || r.a.top() != room(r) || !r.hasField() {
			return nil
		}
		ts := args[0].Get("changedTouches")
		if !ts.Truthy() || ts.Length() == 0 {
			return nil
		}
		t := ts.Index(0)
		if k.rect.Contains(float32(t.Get("clientX").Float()), float32(t.Get("clientY").Float())) {
			in.Set("value", r.field.text)
			st := in.Get("style")
			st.Set("left", strconv.FormatFloat(float64(k.rect.X), 'f', 0, 32)+"px")
			st.Set("top", strconv.FormatFloat(float64(k.rect.Y), 'f', 0, 32)+"px")
			in.Call("focus")
		}
		return nil
	})
	key := js.FuncOf(func(_ js.Value, args []js.Value) any {
		if args[0].Get("key").String() == "Enter" {
			args[0].Call("preventDefault")
			k.enter = true
			in.Call("blur") // the keyboard goes; the game shows what it does
		}
		return nil
	})
	k.funcs = append(k.funcs, tap, key)
	doc.Call("addEventListener", "touchend", tap, true) // before the canvas's own
	in.Call("addEventListener", "keydown", key)
	doc.Get("body").Call("appendChild", in)
	k.input = in
	return true
}

// release leaves the field: the keyboard goes.
func (k *fieldKeys) release() {
	if k.input.Truthy() && k.room != nil {
		k.input.Call("blur")
	}
	k.room, k.enter = nil, false
}

// syncKeys, each tick, offers the page's keyboard for the field shown on
// a touch screen, takes what was typed there, and submits on its Go.
func (r *onlineRoom) syncKeys() {
	a := r.a
	if !a.touchUI() || !r.hasField() || a.dialog != nil {
		if pageKeys.room == r {
			pageKeys.release()
		}
		return
	}
	if !pageKeys.init() {
		return
	}
	k := &pageKeys
	k.room = r
	d := float32(a.deviceScale())
	f := r.fieldRect()
	k.rect = ui.Rect{X: f.X / d, Y: f.Y / d, W: f.W / d, H: f.H / d}
	if js.Global().Get("document").Get("activeElement").Equal(k.input) {
		v := k.input.Get("value").String()
		if len(v) > maxFieldLen {
			v = v[:maxFieldLen]
		}
		r.field.text = v
	}
	if k.enter {
		k.enter = false
		if r.busy == "" {
			r.submit()
		}
	}
}

// releaseKeys lets the page's keyboard go with the room.
func (r *onlineRoom) releaseKeys() {
	if pageKeys.room == r {
		pageKeys.release()
	}
}

// publishField sets strategema.field, the field's text, for the browser
// tests (globalThis.strategema is the test bridge's).
func (r *onlineRoom) publishField() {
	if o := js.Global().Get("strategema"); o.Truthy() {
		o.Set("field", r.field.text)
	}
}
