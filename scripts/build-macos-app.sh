#!/usr/bin/env bash
# macOS ONLY (it stops elsewhere): builds dist/STRATEGEMA.app and its
# download, dist/strategema-macos-ARCH.zip. Ebitengine's macOS backend needs
# cgo and Apple's SDK, so this cannot run on Linux. Needs Go 1.26 and the
# Xcode command line tools (xcode-select --install), which bring sips,
# iconutil, lipo and codesign.
#
# Usage: scripts/build-macos-app.sh             # this Mac's architecture
#        UNIVERSAL=1 scripts/build-macos-app.sh # arm64 + amd64 in one binary
#
# The bundle:
#   STRATEGEMA.app/Contents/Info.plist                from packaging/macos/Info.plist
#   STRATEGEMA.app/Contents/MacOS/strategema          the game
#   STRATEGEMA.app/Contents/Resources/strategema.icns from assets/icon/ (iconutil)
# signed ad hoc (codesign -s -), not notarized: see docs/INSTALL.md for the
# first start past Gatekeeper.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "$(uname -s)" != Darwin ]; then
  echo "build-macos-app: this script runs on a Mac only (Ebitengine's macOS backend needs cgo and Apple's SDK)" >&2
  exit 1
fi

VERSION="${VERSION:-$(git describe --tags --always --dirty 2>/dev/null || echo dev)}"
if ! [[ "$VERSION" =~ ^[A-Za-z0-9._+-]+$ ]]; then
  echo "build-macos-app: version '$VERSION' has characters other than letters, digits and ._+-" >&2
  exit 1
fi
# CFBundleShortVersionString wants x.y.z: v1.2.3-4-gabcdef gives 1.2.3.
if [[ "$VERSION" =~ ^v?([0-9]+)\.([0-9]+)\.([0-9]+) ]]; then
  version3="${BASH_REMATCH[1]}.${BASH_REMATCH[2]}.${BASH_REMATCH[3]}"
else
  version3=0.0.0
fi
ldflags="-s -w -X strategema/packaging.version=$VERSION"

app=dist/STRATEGEMA.app
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
rm -rf "$app"
mkdir -p "$app/Contents/MacOS" "$app/Contents/Resources"

if [ -n "${UNIVERSAL:-}" ]; then
  arch=universal
  CGO_ENABLED=1 GOARCH=arm64 go build -trimpath -ldflags="$ldflags" -o "$work/strategema-arm64" .
  CGO_ENABLED=1 GOARCH=amd64 go build -trimpath -ldflags="$ldflags" -o "$work/strategema-amd64" .
  lipo -create -output "$app/Contents/MacOS/strategema" "$work/strategema-arm64" "$work/strategema-amd64"
else
  arch=$(go env GOARCH)
  CGO_ENABLED=1 go build -trimpath -ldflags="$ldflags" -o "$app/Contents/MacOS/strategema" .
fi

sed -e "s/@VERSION@/$VERSION/g" -e "s/@VERSION3@/$version3/g" packaging/macos/Info.plist >"$app/Contents/Info.plist"
plutil -lint "$app/Contents/Info.plist"

# The .icns: iconutil wants a folder named *.iconset with these names
# (NxN and its @2x, twice the pixels). The 1024 px one is the 512 px
# drawing scaled up by sips.
iconset="$work/strategema.iconset"
mkdir -p "$iconset"
cp assets/icon/icon-16.png "$iconset/icon_16x16.png"
cp assets/icon/icon-32.png "$iconset/icon_16x16@2x.png"
cp assets/icon/icon-32.png "$iconset/icon_32x32.png"
cp assets/icon/icon-64.png "$iconset/icon_32x32@2x.png"
cp assets/icon/icon-128.png "$iconset/icon_128x128.png"
cp assets/icon/icon-256.png "$iconset/icon_128x128@2x.png"
cp assets/icon/icon-256.png "$iconset/icon_256x256.png"
cp assets/icon/icon-512.png "$iconset/icon_256x256@2x.png"
cp assets/icon/icon-512.png "$iconset/icon_512x512.png"
sips -z 1024 1024 assets/icon/icon-512.png --out "$iconset/icon_512x512@2x.png" >/dev/null
iconutil -c icns "$iconset" -o "$app/Contents/Resources/strategema.icns"

# An ad hoc signature over the whole bundle (Apple silicon runs nothing
# unsigned; the linker's own signature covers the binary, not the bundle).
codesign --force --deep --sign - "$app"

zip="dist/strategema-macos-$arch.zip"
rm -f "$zip"
ditto -c -k --keepParent "$app" "$zip"
ls -l "$zip"
echo "built $app ($VERSION, $arch) and $zip"
