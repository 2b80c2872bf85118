#!/usr/bin/env bash
# Regenerates the README's screenshots in docs/screenshots/ from the real
# window under Xvfb: builds the game, then takes each picture at the
# README's size (1280×800) in the default palette:
#
#   - seven from the window's own screenshot (STRATEGEMA_SCREENSHOT), each
#     with the board's measurement beside it in /tmp (FILE.json: the
#     board's rectangle, the smallest cell and unit);
#   - vs-computer.png and exhibition.png from play against the computers,
#     driven by their buttons' labels (STRATEGEMA_UIMAP, xdotool);
#   - browser.png from the browser test (go test ./web/e2e), unless
#     SKIP_BROWSER=1.
#
# With BEFORE=COMMIT it also builds that commit and writes the default view
# of a game in progress before and after, side by side, to
# docs/images/default-view-before-after.png.
#
#   scripts/screenshots.sh                     # all of them, 1280×800
#   SIZE=1920x1080 SKIP_BROWSER=1 scripts/screenshots.sh
#   BEFORE=7b362dd scripts/screenshots.sh      # and the before/after
#
# Needs Xvfb, xvfb-run, xdotool, jq and ImageMagick (scripts/deps-debian.sh;
# jq: apt-get install jq), and Chromium for the browser's picture.
set -euo pipefail
cd "$(dirname "$0")/.."
size=${SIZE:-1280x800}
out=docs/screenshots
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bin=$tmp/strategema
go build -o "$bin" .
mid=$PWD/render/testdata/midgame.sgr
fin=$PWD/render/testdata/finished.sgr

shot_with() { # shot_with BINARY FILE [VAR=value...]: the window's own screenshot
	local game=$1 file=$2
	shift 2
	local cfg
	cfg=$(mktemp -d)
	env "$@" STRATEGEMA_WINDOW="$size" STRATEGEMA_CONFIG_DIR="$cfg" STRATEGEMA_MUTE=1 \
		STRATEGEMA_SCREENSHOT="$file" \
		xvfb-run -a -s "-screen 0 ${size}x24" "$game"
	rm -rf "$cfg"
}

shot() { # shot NAME [VAR=value...]
	local name=$1
	shift
	shot_with "$bin" "$PWD/$out/$name.png" "$@"
	mv "$out/$name.png.json" "/tmp/$name.png.json"
	echo "$out/$name.png"
}

shot opening
shot lattice STRATEGEMA_RECORD=$mid
shot combat-preview STRATEGEMA_RECORD=$mid 'STRATEGEMA_SELECT=L4-D4>L1-B4'
shot map-view STRATEGEMA_RECORD=$mid STRATEGEMA_VIEW=map
shot game-over STRATEGEMA_RECORD=$fin
shot menu STRATEGEMA_VIEW=menu
shot suggestion STRATEGEMA_RECORD=$mid STRATEGEMA_SUGGEST=1 STRATEGEMA_FRAMES=150

# Play against the computers in a real window, pressing buttons by label.
display=":$((400 + RANDOM % 500))"
Xvfb "$display" -screen 0 "${size}x24" -nolisten tcp 2>/dev/null &
xvfb=$!
game=
live_end() {
	if [ -n "$game" ]; then
		kill "$game" 2>/dev/null || true
		wait "$game" 2>/dev/null || true
	fi
	game=
}
trap 'live_end; kill $xvfb 2>/dev/null; rm -rf "$tmp"' EXIT
for _ in $(seq 50); do DISPLAY=$display xdotool getdisplaygeometry >/dev/null 2>&1 && break || sleep 0.1; done
ui=$tmp/ui.json
live_start() { # a fresh game window with its own settings
	rm -f "$ui"
	DISPLAY=$display STRATEGEMA_CONFIG_DIR=$(mktemp -d -p "$tmp") STRATEGEMA_MUTE=1 STRATEGEMA_UIMAP=$ui \
		STRATEGEMA_WINDOW=$size "$bin" 2>/dev/null &
	game=$!
	wait_screen menu
}
wait_screen() { # wait_screen NAME: until the window shows that room and its buttons
	for _ in $(seq 150); do
		[ -s "$ui" ] && [ "$(jq -r --arg s "$1" '.screen == $s and (.buttons | length) > 0' "$ui" 2>/dev/null)" = true ] && return 0
		sleep 0.1
	done
	echo "screenshots: the window never showed $1" >&2
	return 1
}
press() { # press LABEL-REGEX: click the button whose label matches
	local xy
	xy=$(jq -r --arg l "$1" '[.buttons[] | select(.label | test($l))][0] | "\(.x + .w/2 | floor) \(.y + .h/2 | floor)"' "$ui")
	case $xy in *[0-9]\ [0-9]*) ;; *)
		echo "screenshots: no button $1" >&2
		return 1
		;;
	esac
	DISPLAY=$display xdotool mousemove ${xy% *} ${xy#* } sleep 0.3 click 1 sleep 0.5
}
grab() { # grab NAME: the whole screen
	DISPLAY=$display import -window root "$out/$1.png"
	echo "$out/$1.png"
}

live_start
press '^Choose an opponent'
wait_screen ladder
press 'Data'
wait_screen play
DISPLAY=$display xdotool mousemove 5 5 key e # end the turn: Data thinks
sleep 0.8
grab vs-computer
live_end

live_start
press '^Exhibition'
wait_screen play
sleep 6
grab exhibition
live_end

if [ -z "${SKIP_BROWSER:-}" ]; then
	STRATEGEMA_E2E_OUT=$tmp/web go test -count=1 -run 'TestBrowser$' ./web/e2e >/dev/null
	cp "$tmp/web/browser.png" "$out/browser.png"
	echo "$out/browser.png"
fi

if [ -n "${BEFORE:-}" ]; then
	src=$tmp/before
	mkdir -p "$src" docs/images
	git archive "$BEFORE" | tar -x -C "$src"
	(cd "$src" && go build -o "$tmp/before-bin" .)
	shot_with "$tmp/before-bin" "$tmp/before.png" STRATEGEMA_RECORD=$mid
	shot_with "$bin" "$tmp/after.png" STRATEGEMA_RECORD=$mid
	label() { convert "$1" -gravity north -background '#04060d' -fill '#dfe8f5' -font DejaVu-Sans-Bold -pointsize 26 \
		-splice 0x48 -annotate +0+10 "$2" "$3"; }
	label "$tmp/before.png" "Before ($BEFORE)" "$tmp/b.png"
	label "$tmp/after.png" "Now ($(git rev-parse --short HEAD))" "$tmp/a.png"
	convert "$tmp/b.png" "$tmp/a.png" -background '#04060d' -splice 16x0 +append -chop 16x0 docs/images/default-view-before-after.png
	echo docs/images/default-view-before-after.png
fi
