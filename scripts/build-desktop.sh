#!/usr/bin/env bash
# Builds the desktop game for Linux (cgo, native) and Windows (cross, no cgo),
# and the headless tool for both, into OUT (default dist/). macOS must be
# built on a Mac: see docs/INSTALL.md and scripts/build-macos-app.sh.
#
# Usage: scripts/build-desktop.sh [--game-only] [OUT]
#
# The binaries are stripped (-s -w), built with -trimpath and stamped with
# the version (VERSION, else `git describe --tags --always --dirty`), which
# packaging.Version returns. The Windows game gets its icon and version
# resource from a .syso that go-winres makes from packaging/windows/winres.json
# and assets/icon/ for this build only: it is written into the repository
# root (the main package, where `go build` picks it up) and removed when the
# script ends, so the stamped version is always this build's.
set -euo pipefail
cd "$(dirname "$0")/.."

game_only=false
if [ "${1:-}" = --game-only ]; then
  game_only=true
  shift
fi
out="${1:-dist}"
mkdir -p "$out"

version="${VERSION:-$(git describe --tags --always --dirty 2>/dev/null || echo dev)}"
if ! [[ "$version" =~ ^[A-Za-z0-9._+-]+$ ]]; then
  echo "build-desktop: version '$version' has characters other than letters, digits and ._+-" >&2
  exit 1
fi
# Windows wants four numbers: v1.2.3-4-gabcdef (4 commits after v1.2.3) is
# 1.2.3.4; a version without a leading x.y.z is 0.0.0.0.
if [[ "$version" =~ ^v?([0-9]+)\.([0-9]+)\.([0-9]+)(-([0-9]+)-g)? ]]; then
  version4="${BASH_REMATCH[1]}.${BASH_REMATCH[2]}.${BASH_REMATCH[3]}.${BASH_REMATCH[5]:-0}"
else
  version4=0.0.0.0
fi
stamp="-X strategema/packaging.version=$version"

syso=rsrc_windows_amd64.syso
work=$(mktemp -d)
trap 'rm -rf "$work"; rm -f "$syso"' EXIT

echo "building $version for linux/amd64"
go build -trimpath -ldflags="-s -w $stamp" -o "$out/strategema-linux-amd64" .

echo "building $version for windows/amd64 (icon and version resource: go-winres)"
cp assets/icon/icon-{16,32,48,64,128,256}.png "$work/"
sed -e "s/@VERSION@/$version/g" -e "s/@VERSION4@/$version4/g" packaging/windows/winres.json >"$work/winres.json"
go run github.com/tc-hib/go-winres@v0.3.3 make --in "$work/winres.json" --arch amd64 --out rsrc
CGO_ENABLED=0 GOOS=windows GOARCH=amd64 go build -trimpath -ldflags="-H windowsgui -s -w $stamp" \
  -o "$out/strategema-windows-amd64.exe" .
rm -f "$syso"

if ! $game_only; then
  go build -trimpath -ldflags="-s -w $stamp" -o "$out/strategema-cli-linux-amd64" ./cmd/strategema-cli
  CGO_ENABLED=0 GOOS=windows GOARCH=amd64 go build -trimpath -ldflags="-s -w $stamp" \
    -o "$out/strategema-cli-windows-amd64.exe" ./cmd/strategema-cli
fi
ls -l "$out"
