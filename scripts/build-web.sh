#!/usr/bin/env bash
# Builds the browser version into web/ (game.wasm, its gzip -9 copy game.wasm.gz
# and the Go runtime's wasm_exec.js), stamped with the version (VERSION, else
# `git describe --tags --always --dirty`), which packaging.Version returns.
# Usage: scripts/build-web.sh [OUT]   (OUT defaults to web/; another folder
# gets a copy of web/index.html too)
# Serve it with: go run ./cmd/webserve   (then open http://127.0.0.1:8080/)
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-web}"
mkdir -p "$out"
[ "$out" = web ] || cp web/index.html "$out/"
version="${VERSION:-$(git describe --tags --always --dirty 2>/dev/null || echo dev)}"
if ! [[ "$version" =~ ^[A-Za-z0-9._+-]+$ ]]; then
  echo "build-web: version '$version' has characters other than letters, digits and ._+-" >&2
  exit 1
fi
GOOS=js GOARCH=wasm go build -trimpath -ldflags="-s -w -X strategema/packaging.version=$version" -o "$out/game.wasm" .
cp "$(go env GOROOT)/lib/wasm/wasm_exec.js" "$out/"
size=$(stat -c %s "$out/game.wasm")
# The precompressed copy that web.Handler (cmd/webserve) sends as it is.
gzip -9 -n -c "$out/game.wasm" >"$out/game.wasm.gz"
gz=$(stat -c %s "$out/game.wasm.gz")
echo "built $out/game.wasm: $((size / 1024)) KiB ($((gz / 1024)) KiB gzipped)"
