#!/usr/bin/env bash
# Installs the npm dependencies exactly as locked, once per lockfile change. npm itself runs on
# the machine's Node; every `npm run` then uses Node 22 from the `node` package.
set -euo pipefail
cd "$(dirname "$0")/.."
stamp=node_modules/.install-stamp
want=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
  echo "Installing dependencies (npm ci)…"
  npm ci --no-audit --no-fund --loglevel=error
  echo "$want" > "$stamp"
fi
