// Package e2e holds the end-to-end tests of the builds players run: the
// WebAssembly game in headless Chromium (driven with chromedp through real
// mouse events, its state read from the page's globalThis.strategema) and
// the desktop cross-build for Windows. It has no code of its own; see
// e2e_test.go and desktop_test.go.
//
// Environment:
//
//	STRATEGEMA_CHROMIUM=PATH   the browser (default /usr/bin/chromium; the test skips without it)
//	STRATEGEMA_E2E_OUT=DIR     also write browser.png and figures.json (sizes, first frame, fps) there
package e2e
