#!/usr/bin/env bash
# online-friend-timing.sh: "send a link, play a friend" as a newcomer, timed
# (scripts/friendplay): a game server serving the browser build (as
# docs/ONLINE.md starts one), player A in headless Chromium creating the
# game and copying the link, player B the desktop window under Xvfb joining
# with it. Prints the seconds from A's Play online to both seeing the first
# action (the browser's and the window's start-up not counted); then, with
# FULL=1, the two play on: turns each way, a takeback, draw offers, a draw.
# Screenshots of each step go to OUT (default /tmp/friendplay); the timed
# run takes none unless SHOTS=1.
#
#   scripts/online-friend-timing.sh [OUT]
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-/tmp/friendplay}
tmp=$(mktemp -d)
srv=
trap 'if [ -n "$srv" ]; then kill "$srv" 2>/dev/null || true; wait "$srv" 2>/dev/null || true; fi; rm -rf "$tmp"' EXIT
scripts/build-web.sh "$tmp/web" >/dev/null
go build -o "$tmp/strategema" .
go build -o "$tmp/strategema-server" ./cmd/strategema-server
go build -o "$tmp/friendplay" ./scripts/friendplay
port=$((20000 + RANDOM % 20000))
"$tmp/strategema-server" --addr "127.0.0.1:$port" --db "$tmp/games.db" --web "$tmp/web" 2>"$tmp/server.log" &
srv=$!
for _ in $(seq 100); do curl -fs "127.0.0.1:$port/healthz" >/dev/null && break; sleep 0.1; done
args=(-server "http://127.0.0.1:$port" -window "$tmp/strategema" -shots "$out")
[ "${FULL:-}" = 1 ] || args+=(-short)
[ "${SHOTS:-}" = 1 ] || args+=(-noshots)
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
"$tmp/friendplay" "${args[@]}"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
