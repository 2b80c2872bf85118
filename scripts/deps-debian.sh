#!/usr/bin/env bash
# Installs the Debian packages STRATEGEMA needs to build, run and test:
# the X11/GL/ALSA headers for the Ebitengine window, Xvfb for the window
# tests, Chromium for the browser tests and PostgreSQL for the game server's
# tests (each starts a throwaway cluster of its own). Installs only what is missing.
set -euo pipefail
pkgs=(gcc pkg-config libgl1-mesa-dev libgl1-mesa-dri libx11-dev libxcursor-dev libxi-dev
  libxinerama-dev libxrandr-dev libxxf86vm-dev libasound2-dev xvfb xauth chromium xdotool imagemagick
  postgresql)
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
echo "installing: ${missing[*]}" >&2
# an install stopped half-way (Ctrl-C) leaves dpkg asking for this first
$sudo dpkg --configure -a
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
