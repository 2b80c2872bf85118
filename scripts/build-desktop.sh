#!/usr/bin/env bash
# Builds the desktop game for Linux (cgo, native) and Windows (cross, no cgo)
# into dist/. macOS must be built on a Mac: see docs/INSTALL.md.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p dist
go build -trimpath -o dist/strategema-linux-amd64 .
CGO_ENABLED=0 GOOS=windows GOARCH=amd64 go build -trimpath -ldflags="-H=windowsgui" -o dist/strategema-windows-amd64.exe .
go build -trimpath -o dist/strategema-cli-linux-amd64 ./cmd/strategema-cli
CGO_ENABLED=0 GOOS=windows GOARCH=amd64 go build -trimpath -o dist/strategema-cli-windows-amd64.exe ./cmd/strategema-cli
ls -l dist
