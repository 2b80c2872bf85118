#!/usr/bin/env bash
# Builds what a player downloads into dist/:
#
#   strategema-linux-amd64.tar.gz   strategema/ with the game, strategema.desktop
#                                   and strategema.png (256 px)
#   strategema-windows-amd64.zip    strategema.exe (with its icon and version
#                                   resource)
#   strategema-web.zip              index.html, game.wasm and wasm_exec.js at the
#                                   root: any static host, or an itch.io HTML5 page
#
# then checks them (go test ./packaging against dist/: the files each bundle
# holds, the .exe's resources, the page's relative paths) and fails when a
# bundle is over 30 MB. The version is VERSION, else
# `git describe --tags --always --dirty`. Needs: Go, gcc and the X11/GL
# headers (scripts/deps-debian.sh), zip, and the module proxy the first time
# (go-winres). About two minutes from a cold build cache on two cores, 15 s warm.
#
# macOS bundles are built on a Mac: scripts/build-macos-app.sh.
set -euo pipefail
cd "$(dirname "$0")/.."

for tool in go zip tar gzip; do
  command -v "$tool" >/dev/null || { echo "release: needs $tool on the PATH" >&2; exit 1; }
done

VERSION="${VERSION:-$(git describe --tags --always --dirty 2>/dev/null || echo dev)}"
export VERSION
max_bytes=$((30 * 1024 * 1024))
dist=dist
# Every file in the bundles gets the last commit's time, so two releases of
# one commit hold the same files.
epoch=$(git log -1 --format=%ct 2>/dev/null || date +%s)

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
mkdir -p "$dist"
dist_abs="$PWD/$dist"
rm -f "$dist"/strategema-linux-amd64.tar.gz "$dist"/strategema-windows-amd64.zip "$dist"/strategema-web.zip

echo "== release $VERSION"
scripts/build-desktop.sh --game-only "$stage/bin"
scripts/build-web.sh "$stage/web-build"

# stamp sets every file under $1 to the commit's time.
stamp() { find "$1" -exec touch -h -d "@$epoch" {} +; }

echo "== bundling"
linux="$stage/linux/strategema"
mkdir -p "$linux"
install -m 755 "$stage/bin/strategema-linux-amd64" "$linux/strategema"
install -m 644 packaging/linux/strategema.desktop "$linux/strategema.desktop"
install -m 644 assets/icon/icon-256.png "$linux/strategema.png"
stamp "$stage/linux"
tar --sort=name --owner=0 --group=0 --numeric-owner -C "$stage/linux" -cf - strategema |
  gzip -9 -n >"$dist/strategema-linux-amd64.tar.gz"

windows="$stage/windows"
mkdir -p "$windows"
install -m 644 "$stage/bin/strategema-windows-amd64.exe" "$windows/strategema.exe"
stamp "$windows"
(cd "$windows" && TZ=UTC zip -q -X -9 "$dist_abs/strategema-windows-amd64.zip" strategema.exe)

web="$stage/web"
mkdir -p "$web"
install -m 644 "$stage/web-build/index.html" "$stage/web-build/game.wasm" "$stage/web-build/wasm_exec.js" "$web/"
stamp "$web"
(cd "$web" && TZ=UTC zip -q -X -9 "$dist_abs/strategema-web.zip" index.html game.wasm wasm_exec.js)

echo "== checking"
status=0
for f in strategema-linux-amd64.tar.gz strategema-windows-amd64.zip strategema-web.zip; do
  size=$(stat -c %s "$dist/$f")
  awk -v f="$f" -v s="$size" 'BEGIN { printf "%-32s %5.1f MB (%d bytes)\n", f, s / 1048576, s }'
  if [ "$size" -gt "$max_bytes" ]; then
    echo "release: $f is $size bytes, over the limit of $max_bytes (30 MB)" >&2
    status=1
  fi
done
[ "$status" -eq 0 ] || exit 1
STRATEGEMA_RELEASE_DIR="$dist_abs" STRATEGEMA_RELEASE_VERSION="$VERSION" \
  go test -count=1 -v -run "TestRelease" ./packaging
echo "== released $VERSION into $dist/"
