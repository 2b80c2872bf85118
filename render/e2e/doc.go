// Package e2e plays the desktop game as a player does: the real binary in a
// real X window (Xvfb), driven by xdotool through the window system's own
// event path. Its tests run on Linux (window_test.go has the harness).
package e2e
