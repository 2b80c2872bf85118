// Package packaging is what a release of STRATEGEMA carries besides the
// code: the version stamped into the binaries at build time (Version), and,
// in its folders, the Linux desktop entry (linux/), the Windows icon and
// version resource's description (windows/) and the macOS bundle's
// Info.plist (macos/). scripts/release.sh assembles them into dist/; the
// tests here check those files and, when dist/ holds a release, its
// bundles.
package packaging

import "runtime/debug"

// version is set at link time by scripts/release.sh:
//
//	-ldflags "-X strategema/packaging.version=v1.2.3"
var version string

// Version is the game's version: the one stamped at link time (git
// describe's output, or the release's VERSION), else the module version
// the Go toolchain recorded, else "dev".
func Version() string {
	if version != "" {
		return version
	}
	if info, ok := debug.ReadBuildInfo(); ok && info.Main.Version != "" && info.Main.Version != "(devel)" {
		return info.Main.Version
	}
	return "dev"
}
