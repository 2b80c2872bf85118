//go:build !js

package render

import (
	"bytes"
	"errors"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
)

// onlineclip_other.go: the desktop's clipboard, through the system's own
// tools (pbcopy on a Mac, clip on Windows, wl-copy, xclip or xsel on
// Linux): Ebitengine 2.8 has no clipboard, and no module served here
// offers one without cgo on every platform. Where none is found the
// window says so and the link is also written to a file.

// clipTools are the commands that write and read the clipboard, in the
// order tried.
func clipTools() (write, read [][]string) {
	switch runtime.GOOS {
	case "darwin":
		return [][]string{{"pbcopy"}}, [][]string{{"pbpaste"}}
	case "windows":
		return [][]string{{"clip"}}, [][]string{{"powershell", "-NoProfile", "-Command", "Get-Clipboard"}}
	}
	return [][]string{{"wl-copy"}, {"xclip", "-selection", "clipboard"}, {"xsel", "--clipboard", "--input"}},
		[][]string{{"wl-paste", "--no-newline"}, {"xclip", "-selection", "clipboard", "-o"}, {"xsel", "--clipboard", "--output"}}
}

var errNoClipboard = errors.New("no clipboard tool found")

// writeClipboard puts s on the clipboard; done hears how it went (on a
// goroutine of its own).
func writeClipboard(s string, done func(error)) {
	go func() {
		w, _ := clipTools()
		for _, c := range w {
			if _, err := exec.LookPath(c[0]); err != nil {
				continue
			}
			cmd := exec.Command(c[0], c[1:]...)
			cmd.Stdin = strings.NewReader(s)
			if err := cmd.Run(); err == nil {
				done(nil)
				return
			}
		}
		done(errNoClipboard)
	}()
}

// readClipboard reads the clipboard's text.
func readClipboard(done func(string, error)) {
	go func() {
		_, r := clipTools()
		for _, c := range r {
			if _, err := exec.LookPath(c[0]); err != nil {
				continue
			}
			var out bytes.Buffer
			cmd := exec.Command(c[0], c[1:]...)
			cmd.Stdout = &out
			if err := cmd.Run(); err == nil {
				done(out.String(), nil)
				return
			}
		}
		done("", errNoClipboard)
	}()
}

// pageServer is the server that served the page: none on the desktop.
func pageServer() string { return "" }

// pageInvite is the invite the page was opened with: none on the desktop.
func pageInvite() string { return "" }

// keepLinkFile writes the invite to a file in the player's folder, so it
// can be copied from there where the clipboard cannot be reached; the
// file's place, or "".
func (a *App) keepLinkFile(text string) string {
	if err := a.st.B.Write("invite.txt", []byte(text+"\n")); err != nil {
		return ""
	}
	return filepath.Join(a.where(), "invite.txt")
}
