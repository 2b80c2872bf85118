// Package e2e holds the end-to-end tests of the builds players run: the
// WebAssembly game in headless Chromium (driven with chromedp through real
// mouse, wheel and touch events, its state read from the page's
// globalThis.strategema) on a desktop page (TestBrowser) and on a phone
// held upright and turned, a tablet and a desktop (TestBrowserDevices),
// the lessons and puzzles in the browser (TestBrowserLearns), and the
// desktop cross-build for Windows. TestBrowserFPS, opt-in, compares the
// frame rate of browser builds:
//
//	go test ./web/e2e -run TestBrowserFPS -count=1 -v -timeout 30m -args -fps.dirs OLD_DIR,NEW_DIR [-fps.rounds 3] [-fps.secs 4]
//
// It has no code of its own; see e2e_test.go and desktop_test.go.
//
// Environment:
//
//	STRATEGEMA_CHROMIUM=PATH   the browser (default /usr/bin/chromium; the test skips without it)
//	STRATEGEMA_E2E_OUT=DIR     also write browser.png and figures.json (sizes, first frame, fps) there
//	STRATEGEMA_SHOTS=DIR       write a screenshot of each screen of TestBrowserDevices at each size there (none without it)
//	STRATEGEMA_DEVICE=NAME     TestBrowserDevices on that device only (phone, phone-turned, tablet, desktop)
package e2e
