#!/usr/bin/env bash
# Every check, in the order that fails fastest: format, lint, types, build and its size
# budget, then all tests
# (unit, gateway, browser) in one Vitest run, whose count is the last line printed.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
export PATH="$PWD/node_modules/.bin:$PATH"

step() { printf '\n== %s\n' "$1"; }
step 'Format (prettier)'
prettier --check . --log-level warn
step 'Lint (eslint)'
eslint . --max-warnings 0
step 'Types (tsc)'
tsc --noEmit -p tsconfig.json
tsc --noEmit -p tsconfig.sw.json
step 'Build'
vite build --logLevel warn
step 'Size budget'
tsx scripts/size.ts --check
step 'Tests (vitest: unit, gateway, browser)'
mkdir -p .test-results
status=0
vitest run --reporter=default --reporter=json --outputFile.json=.test-results/vitest.json || status=$?
node scripts/summary.mjs .test-results/vitest.json || true
[ "$status" -eq 0 ] || exit "$status"
