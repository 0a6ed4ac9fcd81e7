#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster: a new data folder under
# /tmp, trust authentication on 127.0.0.1 only, a free private port, no durability (fsync off:
# nothing here must survive), stopped and deleted when the command ends, whether it passed,
# failed or was interrupted. The command gets TEST_DATABASE_URL as the superuser `postgres`,
# which owns every database it creates (PostgreSQL 15 lets only the owner create tables in
# `public`); each gateway test file makes a database of its own there (server/src/testing.ts).
# DATABASE_URL names the same server.
#
#   bash scripts/with-postgres.sh npx vitest run --project gateway
set -euo pipefail

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bin" ]; then bin=$(dirname "$(command -v initdb)"); fi
dir=$(mktemp -d /tmp/scamlock-pg.XXXXXX)
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

# initdb refuses to run as root: as root, the cluster belongs to the `postgres` account the
# Debian package creates.
as_owner() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$dir"

stop() {
  as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT INT TERM

as_owner "$bin/initdb" -D "$dir/data" -A trust -U postgres -E UTF8 --locale=C --no-sync >/dev/null
as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -o \
  "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null || { cat "$dir/server.log" >&2; exit 1; }

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
# Also as DATABASE_URL, the gateway's own setting: tests of several gateways sharing one server
# run only when it is set. Every other test passes its settings explicitly, so none of them
# starts on this database by accident.
export DATABASE_URL="$TEST_DATABASE_URL"
"$@"
