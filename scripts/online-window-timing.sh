#!/usr/bin/env bash
# online-window-timing.sh: the time from pressing Play online in the real
# window to the friend's first action seen there. The window (under Xvfb,
# driven by xdotool through its UI map, STRATEGEMA_UIMAP) hosts the game
# itself: Play online, Play a friend, Amber (the friend moves first),
# Create the game, Copy link (without a clipboard the link goes to
# invite.txt in the player's folder); a `strategema-cli online play` bot
# opens the link as the friend. Prints the seconds of each step and keeps
# a screenshot of the game in OUT (default /tmp).
#
#   scripts/online-window-timing.sh [OUT]
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-/tmp}
tmp=$(mktemp -d)
game= bot= xvfb=
trap 'for p in $bot $game $xvfb; do kill "$p" 2>/dev/null || true; done; rm -rf "$tmp"' EXIT
go build -o "$tmp/strategema" .
go build -o "$tmp/strategema-cli" ./cmd/strategema-cli
disp=:$((70 + RANDOM % 20))
Xvfb "$disp" -screen 0 1280x800x24 >/dev/null 2>&1 &
xvfb=$!
sleep 1
mkdir -p "$tmp/cfg"
DISPLAY=$disp STRATEGEMA_CONFIG_DIR="$tmp/cfg" STRATEGEMA_MUTE=1 STRATEGEMA_WINDOW=1280x800 STRATEGEMA_UIMAP="$tmp/ui.json" \
	"$tmp/strategema" 2>"$tmp/game.log" &
game=$!
now() { date +%s.%N; }
ui() { cat "$tmp/ui.json" 2>/dev/null || echo '{}'; }
until [ "$(ui | jq -r .screen)" = menu ]; do sleep 0.2; done
press() { # press LABEL: wait for the button, then click its centre
	local xy
	for _ in $(seq 300); do
		xy=$(ui | jq -r --arg l "$1" '.buttons[]? | select(.label == $l and .enabled) | "\(.x + .w / 2 | floor) \(.y + .h / 2 | floor)"' | head -1)
		[ -n "$xy" ] && break
		sleep 0.1
	done
	[ -n "$xy" ] || { echo "no button $1 on $(ui | jq -r .screen)" >&2; exit 1; }
	# shellcheck disable=SC2086
	DISPLAY=$disp xdotool mousemove $xy sleep 0.1 click 1
}
t0=$(now)
press "Play online"
press "Play a friend"
press "Amber"
press "Create the game"
press "Copy link"
until [ -s "$tmp/cfg/invite.txt" ]; do sleep 0.1; done
t1=$(now)
"$tmp/strategema-cli" online play --invite "$(cat "$tmp/cfg/invite.txt")" --player random --time 50ms >"$tmp/bot.log" 2>&1 &
bot=$!
until [ "$(ui | jq -r .screen)" = play ] && [ "$(ui | jq -r .actions)" -ge 1 ]; do sleep 0.1; done
t2=$(now)
sleep 1
DISPLAY=$disp import -window root "$out/online-window.png"
awk -v a="$t0" -v b="$t1" -v c="$t2" 'BEGIN { printf "Play online to the link copied: %.1f s; the link to the friend'"'"'s first action in the window: %.1f s; in all %.1f s\n", b - a, c - b, c - a }'
