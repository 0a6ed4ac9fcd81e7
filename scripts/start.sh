#!/usr/bin/env bash
# `npm start`, and `npm run demo` (`--demo`): install, check the port, build the app if its
# sources changed (scripts/build-app.ts), then become the gateway serving it. The last step
# is `exec`, and npm's own shell line is `exec bash …`, so the process npm started is the
# gateway itself: npm forwards SIGTERM and SIGINT to it (a container stop, a service manager),
# and nothing is left running on the port. The port is checked before the build, so a taken
# port is said at once, with the setting to change.
#
# --demo: the same, outside production, with the demo staff accounts on a data folder of its
# own (DEMO in server/src/env.ts: ./data-demo, accounts made or given a new password at every
# start, which the start prints).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = --demo ]; then
  export DEMO=1 NODE_ENV="${NODE_ENV:-development}"
fi
bash scripts/install.sh
export PATH="$PWD/node_modules/.bin:$PATH"
node --import tsx scripts/check-port.ts
node --import tsx scripts/build-app.ts
# The app was built to be served, in any NODE_ENV (the gateway alone serves it only in
# production: `npm run gateway` beside `npm run dev`).
exec env NODE_ENV="${NODE_ENV:-production}" SERVE_APP="${SERVE_APP:-1}" \
  node --import tsx server/src/main.ts
