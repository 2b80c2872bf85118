//go:build !js

package render

// The platform bridge of the WebAssembly build (platform_js.go): what a
// desktop window does instead.

// canPickFiles reports whether the Load screen offers the file picker:
// desktops open records by dropping them on the window instead.
const canPickFiles = false

// pickFile opens the browser's file picker (browser only).
func (a *App) pickFile() {}

// downloadRecord offers a saved record as a download (browser only).
func (a *App) downloadRecord(name string, data []byte) {}

// canQuit reports whether the menu offers Quit: a desktop window closes.
func canQuit() bool { return true }

// startFullscreen reports whether the window opens full screen when the
// setting says so: a desktop window may.
const startFullscreen = true

// syncFullscreen makes the setting follow the window (browser only: a
// desktop window leaves full screen only through the game).
func (a *App) syncFullscreen() {}
