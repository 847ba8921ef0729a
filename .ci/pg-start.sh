#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on a free loopback port and prints its URL.
# Usage: eval "$(bash .ci/pg-start.sh DIR)"  → exports TEST_DATABASE_URL and PG_CI_DIR.
set -euo pipefail
dir=${1:-$(mktemp -d /tmp/siloker-pg.XXXXXX)}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[[ -x "$bin/initdb" ]] || { echo "PostgreSQL server binaries not found" >&2; exit 1; }
port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
mkdir -p "$dir"
as_pg=()
if [[ $(id -u) -eq 0 ]]; then chown postgres "$dir"; as_pg=(runuser -u postgres --); fi
"${as_pg[@]}" "$bin/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --no-locale >/dev/null
"${as_pg[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
  -o "-h 127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null
echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres PG_CI_DIR=$dir PG_CI_BIN=$bin"
