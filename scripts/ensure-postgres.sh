#!/usr/bin/env bash
# The gateway tests run on PostgreSQL as well as on the embedded PGlite (issue 13 item 4), in
# a throwaway cluster (scripts/with-postgres.sh) made with the server's own initdb and pg_ctl.
# Installs Debian's `postgresql` with apt-get where they are missing and we may, and otherwise
# says exactly what to install.
set -euo pipefail
if ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || command -v initdb >/dev/null 2>&1; then
  exit 0
fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing postgresql with apt-get…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  sudo apt-get update -qq
  sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
else
  echo "The gateway tests on PostgreSQL need Debian's postgresql (initdb, pg_ctl). Install it, then run the tests again:" >&2
  echo "  sudo apt-get install -y postgresql" >&2
  exit 1
fi
