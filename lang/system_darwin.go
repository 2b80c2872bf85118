//go:build darwin

package lang

import (
	"os"
	"os/exec"
	"strings"
)

// systemLocale reads LANG and its kin first (a terminal's), then the
// user's preferred language, which an app started from the Finder gets
// no variable for.
func systemLocale() string {
	if t := FromEnv(os.Getenv); t != "" {
		return t
	}
	out, err := exec.Command("defaults", "read", "-g", "AppleLocale").Output()
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(out))
}
