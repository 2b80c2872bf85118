//go:build js

package input

import "syscall/js"

// Input the page reads better than Ebitengine does: the wheel and the
// kind of pointer.

// pageInput is what the page's own listeners saw: the wheel's notches
// not yet taken and whether the page's main pointer is coarse (a finger).
// The callbacks run on the page's event loop between the game's ticks.
var pageInput struct {
	installed bool
	notches   float64
	coarse    bool
	wheel     js.Func
}

// installPageInput adds the page's wheel listener once. Ebitengine keeps
// only the last wheel event of a tick and reads its delta as notches
// whatever its unit (Chrome's 100 pixels a notch became 100 notches); the
// listener sums every event, converted by its deltaMode (wheelNotches)
// and, for pixels, the page's zoom, so one notch is one notch at every
// device pixel ratio.
func installPageInput() {
	if pageInput.installed {
		return
	}
	pageInput.installed = true
	g := js.Global()
	if mm := g.Get("matchMedia"); mm.Truthy() {
		pageInput.coarse = g.Call("matchMedia", "(pointer: coarse)").Get("matches").Truthy()
	}
	pageInput.wheel = js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) > 0 {
			e := args[0]
			dy, mode := e.Get("deltaY").Float(), e.Get("deltaMode").Int()
			if mode == 0 {
				// Pixels of the page, which shrink as it zooms: Chrome's
				// notch is 100 device-independent pixels, 50 CSS px at a
				// device pixel ratio of 2 (page zoom, a tablet).
				dy *= max(js.Global().Get("devicePixelRatio").Float(), 1)
			}
			pageInput.notches += wheelNotches(dy, mode)
		}
		return nil
	})
	g.Call("addEventListener", "wheel", pageInput.wheel, map[string]any{"passive": true, "capture": true})
}

// webWheel takes the wheel's notches since the last tick.
func webWheel() (float64, bool) {
	installPageInput()
	n := pageInput.notches
	pageInput.notches = 0
	return n, true
}

// webCoarsePointer reports whether the page's main pointer is coarse.
func webCoarsePointer() (coarse, known bool) {
	installPageInput()
	return pageInput.coarse, true
}

// webPixelRatio is the page's devicePixelRatio now: it changes with the
// page's zoom and when the window moves to a screen of another density.
func webPixelRatio() (float64, bool) {
	r := js.Global().Get("devicePixelRatio")
	if r.Type() != js.TypeNumber || r.Float() <= 0 {
		return 0, false
	}
	return r.Float(), true
}
