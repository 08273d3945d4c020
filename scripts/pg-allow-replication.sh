#!/usr/bin/env bash
# Lets the local PostgreSQL (127.0.0.1:5432, the tests' server) accept replication connections from
# 127.0.0.1, which the tests of reads from a streaming replica need (apps/server/test/pg-replica.ts
# makes one with pg_basebackup). Idempotent; needs write access to the server's pg_hba.conf (root).
set -euo pipefail
admin="${PG_ADMIN_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
hba=$(psql "$admin" -Atqc 'show hba_file')
line='host replication all 127.0.0.1/32 trust'
if ! grep -qxF "$line" "$hba"; then
  printf '# Haat tests: a streaming replica on this machine (scripts/pg-allow-replication.sh)\n%s\n' "$line" >> "$hba"
  psql "$admin" -Atqc 'select pg_reload_conf()' >/dev/null
  echo "pg-allow-replication: added '$line' to $hba"
fi
