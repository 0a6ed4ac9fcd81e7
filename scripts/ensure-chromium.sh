#!/usr/bin/env bash
# Browser tests drive Debian's Chromium; a test tool's own browser download cannot work on
# these machines. Installs it (and ffmpeg, which turns QR images into a fake camera feed)
# with apt-get where it is missing and we may, saying first what and why, and otherwise says
# exactly what to install.
set -euo pipefail
need=()
why=()
# The browser the tests launch (scripts/lib/chromium.ts).
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  need+=(chromium)
  why+=('chromium: the browser the tests drive')
fi
if ! command -v ffmpeg >/dev/null 2>&1; then
  need+=(ffmpeg)
  why+=("ffmpeg: turns QR images into the fake camera feed of the scanner's tests")
fi
[ ${#need[@]} -eq 0 ] && exit 0
say() {
  echo "The browser tests need Debian packages that are missing: ${need[*]}."
  printf '  %s\n' "${why[@]}"
}
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  say
  echo "Installing them with apt-get (apt-get update, then apt-get install ${need[*]})…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  say
  echo "Installing them with sudo apt-get (apt-get update, then apt-get install ${need[*]})…"
  sudo apt-get update -qq
  sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
else
  say >&2
  echo "Install them, then run the tests again:" >&2
  echo "  sudo apt-get install -y ${need[*]}" >&2
  exit 1
fi
