#!/usr/bin/env bash
# Browser tests drive Debian's Chromium; a test tool's own browser download cannot work on
# these machines. Installs it (and ffmpeg, which turns QR images into a fake camera feed)
# with apt-get where it is missing and we may, and otherwise says exactly what to install.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
command -v ffmpeg >/dev/null 2>&1 || need+=(ffmpeg)
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing ${need[*]} with apt-get…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  sudo apt-get update -qq
  sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
else
  echo "The browser tests need Debian's ${need[*]}. Install them, then run the tests again:" >&2
  echo "  sudo apt-get install -y ${need[*]}" >&2
  exit 1
fi
