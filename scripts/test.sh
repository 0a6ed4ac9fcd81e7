#!/usr/bin/env bash
# Every check, in the order that fails fastest: format, lint, types, build and its route
# JavaScript budget, then all tests (unit, gateway, browser) in one Vitest run, then the
# gateway suite again on a throwaway PostgreSQL cluster. The count over both runs is the last
# line printed.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
bash scripts/ensure-postgres.sh
export PATH="$PWD/node_modules/.bin:$PATH"

step() { printf '\n== %s\n' "$1"; }
step 'Format (prettier)'
prettier --check . --log-level warn
step 'Lint (eslint)'
eslint . --max-warnings 0
step 'Types (tsc)'
tsc --noEmit -p tsconfig.json
tsc --noEmit -p tsconfig.sw.json
step 'Build (and prerender)'
vite build --logLevel warn
step 'Route JavaScript budget (scripts/size.ts)'
tsx scripts/size.ts --check
step 'Tests (vitest: unit, gateway and browser, the gateway on PGlite)'
mkdir -p .test-results
rm -f .test-results/vitest.json .test-results/vitest-postgres.json
status=0
vitest run --reporter=default --reporter=json --outputFile.json=.test-results/vitest.json || status=$?
step 'Gateway tests on PostgreSQL (scripts/with-postgres.sh)'
bash scripts/with-postgres.sh vitest run --project gateway --reporter=default --reporter=json \
  --outputFile.json=.test-results/vitest-postgres.json || status=$?
node scripts/summary.mjs .test-results/vitest.json .test-results/vitest-postgres.json || true
[ "$status" -eq 0 ] || exit "$status"
