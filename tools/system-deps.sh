#!/usr/bin/env bash
# Install the system libraries Qt needs, only those that are missing (Debian/Ubuntu, apt-get).
# Usage: tools/system-deps.sh test   (offscreen tests)   |   tools/system-deps.sh play   (a window)
set -euo pipefail
mode=${1:-test}

# library file -> Debian package
declare -A needed=(
  [libGL.so.1]=libgl1 [libEGL.so.1]=libegl1 [libglib-2.0.so.0]=libglib2.0-0
  [libdbus-1.so.3]=libdbus-1-3 [libfontconfig.so.1]=libfontconfig1
  [libxkbcommon.so.0]=libxkbcommon0
)
if [ "$mode" = play ]; then
  needed+=(
    [libxcb-cursor.so.0]=libxcb-cursor0 [libxcb-icccm.so.4]=libxcb-icccm4
    [libxcb-keysyms.so.1]=libxcb-keysyms1 [libxkbcommon-x11.so.0]=libxkbcommon-x11-0
    [libxcb-shape.so.0]=libxcb-shape0 [libxcb-render-util.so.0]=libxcb-render-util0
    [libxcb-image.so.0]=libxcb-image0 [libX11-xcb.so.1]=libx11-xcb1
  )
fi

# Read the lists once into variables: `cmd | grep -q` under pipefail fails when grep exits early.
libs=$(ldconfig -p 2>/dev/null || true)
fonts=$(fc-list 2>/dev/null || true)
missing=()
for lib in "${!needed[@]}"; do
  [[ $libs == *"$lib"* ]] || missing+=("${needed[$lib]}")
done
[[ ${fonts,,} == *dejavu* ]] || missing+=(fonts-dejavu-core)

[ ${#missing[@]} -eq 0 ] && exit 0
echo "Qt needs these system packages: ${missing[*]}"
if ! command -v apt-get >/dev/null; then
  echo "No apt-get here: install them with your system's package manager." >&2
  exit 1
fi
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
