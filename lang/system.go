package lang

// System is the language the operating system's user interface uses, as
// a catalog tag: LANG and its kin on Linux and macOS (then the macOS
// user's preferred language), the user's UI languages on Windows,
// navigator.language in a browser. English when none is ours.
func System() string {
	if t := systemLocale(); t != "" {
		return Match(t)
	}
	return Default
}
