#!/usr/bin/env bash
# Runs every test of STRATEGEMA: vet, the engine, AI and CLI tests, the
# window tests under Xvfb and the browser tests in headless Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps-debian.sh
echo "== go vet"
go vet ./...
GOOS=windows go vet ./...
# the browser tests and scripts/friendplay drive Chromium from the host:
# they are not built for the browser
GOOS=js GOARCH=wasm go vet $(go list ./... | grep -v -e /web/e2e -e /scripts/friendplay)
echo "== go test"
# one package at a time: the AI deadline and window frame tests measure time
xvfb-run -a -s '-screen 0 1280x800x24' go test -p 1 -count=1 -timeout 25m ./...
echo "== go test -race (the AI's threads)"
# the search's helper threads outlive their search (they are not waited
# for): the race detector checks what they share with the next turns, in
# the tests that play games and searches with two threads (the timing
# tests are left out: the detector slows everything down).
go test -race -count=1 -timeout 10m -run 'TestNoIllegalActionsSearchPlayers|TestSeenMapNotWrittenAfterSearch|TestCancel|TestProgressAndStats|TestSuggest' ./ai
