package e2e

import "github.com/chromedp/chromedp"

// ChromiumOptions are the options the browser tests and
// scripts/friendplay start headless Chromium with: the browser at path,
// software WebGL 2 (SwiftShader), the profile in profileDir, and its
// background work (updates, sync, QUIC) off.
func ChromiumOptions(path, profileDir string) []chromedp.ExecAllocatorOption {
	return []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(path),
		chromedp.Flag("headless", true),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("use-angle", "swiftshader"),
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-quic", true),
		chromedp.UserDataDir(profileDir),
	}
}
