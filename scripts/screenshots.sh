#!/usr/bin/env bash
# Regenerates the README's screenshots in docs/screenshots/ from the real
# window under Xvfb (STRATEGEMA_SCREENSHOT), each with the board's
# measurement beside it in /tmp (FILE.json: the board's rectangle, the
# smallest cell and unit). Needs Xvfb and xvfb-run (scripts/deps-debian.sh).
#
#   scripts/screenshots.sh            # 1280×800, the README's size
#   SIZE=1920x1080 scripts/screenshots.sh
#
# browser.png comes from the browser test (go test ./web/e2e), and
# vs-computer.png and exhibition.png from play against the computers;
# this script leaves those three as they are.
set -euo pipefail
cd "$(dirname "$0")/.."
size=${SIZE:-1280x800}
out=docs/screenshots
bin=$(mktemp -d)/strategema
go build -o "$bin" .
mid=render/testdata/midgame.sgr
fin=render/testdata/finished.sgr

shot() { # shot NAME [VAR=value...]
	local name=$1
	shift
	local cfg
	cfg=$(mktemp -d)
	env "$@" STRATEGEMA_WINDOW="$size" STRATEGEMA_CONFIG_DIR="$cfg" STRATEGEMA_MUTE=1 \
		STRATEGEMA_SCREENSHOT="$PWD/$out/$name.png" \
		xvfb-run -a -s "-screen 0 ${size}x24" "$bin"
	mv "$out/$name.png.json" "/tmp/$name.png.json"
	rm -rf "$cfg"
	echo "$out/$name.png"
}

shot opening
shot lattice STRATEGEMA_RECORD=$mid
shot combat-preview STRATEGEMA_RECORD=$mid 'STRATEGEMA_SELECT=L4-D4>L1-B4'
shot map-view STRATEGEMA_RECORD=$mid STRATEGEMA_VIEW=map
shot game-over STRATEGEMA_RECORD=$fin
shot menu STRATEGEMA_VIEW=menu
shot suggestion STRATEGEMA_RECORD=$mid STRATEGEMA_SUGGEST=1 STRATEGEMA_FRAMES=150
