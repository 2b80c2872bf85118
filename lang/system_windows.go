//go:build windows

package lang

import "golang.org/x/sys/windows"

// systemLocale is the first of the user's preferred UI languages.
func systemLocale() string {
	langs, err := windows.GetUserPreferredUILanguages(windows.MUI_LANGUAGE_NAME)
	if err != nil || len(langs) == 0 {
		return ""
	}
	return langs[0]
}
