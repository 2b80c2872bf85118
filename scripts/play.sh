#!/usr/bin/env bash
# Starts STRATEGEMA on a Debian desktop (installs the build packages first).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps-debian.sh
exec go run . "$@"
