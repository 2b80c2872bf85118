//go:build js

package lang

import "syscall/js"

// systemLocale is the browser's navigator.language.
func systemLocale() string {
	nav := js.Global().Get("navigator")
	if nav.IsUndefined() || nav.IsNull() {
		return ""
	}
	if l := nav.Get("language"); l.Type() == js.TypeString {
		return l.String()
	}
	return ""
}
