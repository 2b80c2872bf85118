package main

import "image"

// windowIcons is nil in the browser: a page has no window icon (its tab
// shows the page's favicon), so the build carries neither the icons nor
// a PNG decoder.
func windowIcons() []image.Image { return nil }
