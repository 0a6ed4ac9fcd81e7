#!/usr/bin/env bash
# The gateway tests run on PostgreSQL as well as on the embedded PGlite, in a throwaway
# cluster (scripts/with-postgres.sh) made with the server's own initdb and pg_ctl. Installs
# Debian's `postgresql` with apt-get where they are missing and we may, saying first what and
# why, and otherwise says exactly what to install.
set -euo pipefail
if ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || command -v initdb >/dev/null 2>&1; then
  exit 0
fi
say() {
  echo 'The gateway tests run a second time on a PostgreSQL server, in a throwaway cluster that'
  echo "needs Debian's postgresql package (initdb, pg_ctl), which is missing."
}
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  say
  echo 'Installing it with apt-get (apt-get update, then apt-get install postgresql)…'
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  say
  echo 'Installing it with sudo apt-get (apt-get update, then apt-get install postgresql)…'
  sudo apt-get update -qq
  sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
else
  say >&2
  echo 'Install it, then run the tests again:' >&2
  echo '  sudo apt-get install -y postgresql' >&2
  exit 1
fi
