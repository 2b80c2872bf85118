#!/usr/bin/env bash
# online-killtest.sh: kill -9 the game server KILLS times at random moments
# during a load run, starting it again each time on the same SQLite file;
# the load test then checks that every acknowledged action is stored
# ("lost": 0) and counts the clients' reconnections.
#
#   scripts/online-killtest.sh [GAMES] [RATE] [SECONDS] [KILLS]
set -euo pipefail
games=${1:-200} rate=${2:-100} secs=${3:-60} kills=${4:-10}
dir=$(mktemp -d)
srv=
trap 'if [ -n "$srv" ]; then kill -9 "$srv" 2>/dev/null || true; wait "$srv" 2>/dev/null || true; fi; rm -rf "$dir"' EXIT
go build -o "$dir/strategema-server" ./cmd/strategema-server
go build -o "$dir/strategema-cli" ./cmd/strategema-cli
port=$((20000 + RANDOM % 20000))
start() {
	"$dir/strategema-server" --addr "127.0.0.1:$port" --db "$dir/games.db" --create-rate -1 2>>"$dir/server.log" &
	srv=$!
	for _ in $(seq 100); do curl -fs "127.0.0.1:$port/healthz" >/dev/null && return; sleep 0.1; done
	echo "the server did not start" >&2
	exit 1
}
start
"$dir/strategema-cli" loadtest --server "http://127.0.0.1:$port" --games "$games" --rate "$rate" --duration "${secs}s" --json >"$dir/out.json" &
lt=$!
# Let the games get going (creation and connections) before the first kill.
until curl -fs "127.0.0.1:$port/metrics" | grep -q '^strategema_entries_stored_total [1-9]'; do sleep 0.5; done
for i in $(seq "$kills"); do
	sleep "$(awk -v r=$RANDOM 'BEGIN { printf "%.2f", 2 + 3 * r / 32768 }')"
	stored=$(curl -fs "127.0.0.1:$port/metrics" | awk '/^strategema_entries_stored_total/ { print $2 }')
	kill -9 "$srv"
	wait "$srv" 2>/dev/null || true
	echo "kill $i: killed after $stored entries stored since its start" >&2
	start
done
wait "$lt" || true
cat "$dir/out.json"
