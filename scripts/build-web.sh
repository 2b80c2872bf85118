#!/usr/bin/env bash
# Builds the browser version into web/ (game.wasm, its gzip -9 copy game.wasm.gz
# and the Go runtime's wasm_exec.js).
# Serve it with: go run ./cmd/webserve   (then open http://127.0.0.1:8080/)
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-web}"
mkdir -p "$out"
[ "$out" = web ] || cp web/index.html "$out/"
GOOS=js GOARCH=wasm go build -trimpath -ldflags="-s -w" -o "$out/game.wasm" .
cp "$(go env GOROOT)/lib/wasm/wasm_exec.js" "$out/"
size=$(stat -c %s "$out/game.wasm")
# The precompressed copy that web.Handler (cmd/webserve) sends as it is.
gzip -9 -n -c "$out/game.wasm" >"$out/game.wasm.gz"
gz=$(stat -c %s "$out/game.wasm.gz")
echo "built $out/game.wasm: $((size / 1024)) KiB ($((gz / 1024)) KiB gzipped)"
