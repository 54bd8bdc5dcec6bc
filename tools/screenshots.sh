#!/usr/bin/env bash
# Every screenshot the README and docs/ show, made again: at a release, not at every tweak
# (each new picture adds its whole size to the repository's history).
# Usage: tools/screenshots.sh [DIR]   (default docs/screenshots; run from anywhere, after make setup)
# Needs xvfb-run, xdotool and ImageMagick's import (apt-get install xvfb xdotool imagemagick).
# Each step runs in a fresh X server of 1600x1000; any step that fails stops the script.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(realpath -m "${1:-docs/screenshots}")
python=.venv/bin/python

missing=""
for tool in xvfb-run xdotool import; do
  command -v "$tool" >/dev/null || missing="$missing $tool"
done
if [ -n "$missing" ]; then
  echo "screenshots.sh needs:$missing (apt-get install xvfb xdotool imagemagick)" >&2
  exit 2
fi
[ -x "$python" ] || { echo "no $python: run make setup first" >&2; exit 2; }
mkdir -p "$out"

x() {  # one step in its own X server
  echo "== $*"
  xvfb-run -a -s "-screen 0 1600x1000x24" "$python" "$@"
}

# Riverboat's tables, the log, the replay viewer and the Italian window (through the widgets).
x docs/screenshots/make_screenshots.py --out "$out"
# The River with the real mouse: the new-game dialog, 2 and 4 players, a drag, the breakdown.
x tools/x_input_the_river.py --out "$out"
# The guided first game, in English and in Italian.
x tools/x_guide.py --out "$out"
x tools/x_guide.py --out "$out" --language it
x tools/x_guide.py --game the-river --out "$out"
# The game review of each game (its graph, a key moment), in English and in Italian.
x tools/x_review.py --game riverboat --out "$out"
x tools/x_review.py --game the-river --out "$out"
x tools/x_review.py --game riverboat --language it --out "$out"
x tools/x_review.py --game the-river --language it --out "$out"
# Help > Rules, opened with the "?" beside the prompt.
x tools/x_rules_shots.py --game riverboat --out "$out/rules-riverboat.png"
x tools/x_rules_shots.py --game riverboat --language it --out "$out/rules-riverboat-it.png"
x tools/x_rules_shots.py --game the-river --find pioneer --out "$out/rules-the-river.png"
echo "made in $out: $(ls "$out"/*.png | wc -l) pictures"
