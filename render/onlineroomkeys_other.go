//go:build !js

package render

// onlineroomkeys_other.go: a window has its keyboard; only a page on a
// touch screen needs one raised (onlineroomkeys_js.go).

func (r *onlineRoom) syncKeys()     {}
func (r *onlineRoom) releaseKeys()  {}
func (r *onlineRoom) publishField() {}
