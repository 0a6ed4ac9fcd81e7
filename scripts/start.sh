#!/usr/bin/env bash
# `npm start`: install, check the port, build the app if its sources changed
# (scripts/build-app.ts), then become the gateway. The last step is `exec`, and npm's own
# shell line is `exec bash …`, so the process npm started is the gateway itself: npm forwards
# SIGTERM and SIGINT to it (a container stop, a service manager), and nothing is left running
# on the port. The port is checked before the build, so a taken port is said at once, with
# the setting to change.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install.sh
export PATH="$PWD/node_modules/.bin:$PATH"
node --import tsx scripts/check-port.ts
node --import tsx scripts/build-app.ts
exec env NODE_ENV="${NODE_ENV:-production}" node --import tsx server/src/main.ts
