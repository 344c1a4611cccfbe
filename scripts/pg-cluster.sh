#!/usr/bin/env bash
# Starts or stops a throwaway PostgreSQL 15 cluster on 127.0.0.1 for tests and benchmarks.
#   scripts/pg-cluster.sh start DIR PORT   → prints the DATABASE_URL
#   scripts/pg-cluster.sh replica PRIMARY_DIR DIR PORT [sync]
#                                          → a streaming replica of a cluster started here
#                                            (pg_basebackup -R -X stream), prints its URL. With
#                                            `sync`, the primary names it synchronous: a session
#                                            with synchronous_commit=remote_apply sees its
#                                            commits on the replica as soon as they return.
#   scripts/pg-cluster.sh down DIR         → stops a cluster (or replica), keeping its files
#   scripts/pg-cluster.sh up DIR           → starts it again as it was
#   scripts/pg-cluster.sh stop DIR
set -euo pipefail
PGBIN=${PGBIN:-/usr/lib/postgresql/15/bin}
cmd=${1:?start|stop}; dir=${2:?cluster dir}

as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "$cmd" in
  start)
    port=${3:?port}
    mkdir -p "$dir"
    if [ "$(id -u)" = 0 ]; then chown postgres:postgres "$dir"; fi
    as_pg "$PGBIN/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 \
      || { cat "$dir/initdb.log" >&2; exit 1; }
    mkdir -p "$dir/sock" && { [ "$(id -u)" != 0 ] || chown postgres:postgres "$dir/sock"; }
    echo "-p $port -k $dir/sock -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" >"$dir/options"
    as_pg "$PGBIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -o "$(cat "$dir/options")" -w start >/dev/null || { cat "$dir/server.log" >&2; exit 1; }
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  replica)
    primary=${2:?primary cluster dir}; dir=${3:?replica dir}; port=${4:?port}; mode=${5:-async}
    primary_port=$(sed -n 's/.*"-p" "\([0-9]*\)".*/\1/p' "$primary/data/postmaster.opts")
    mkdir -p "$dir/sock"
    if [ "$(id -u)" = 0 ]; then chown postgres:postgres "$dir" "$dir/sock"; fi
    # The default pg_hba.conf of initdb trusts replication connections from 127.0.0.1.
    as_pg "$PGBIN/pg_basebackup" -h 127.0.0.1 -p "$primary_port" -U postgres -D "$dir/data" -R -X stream >"$dir/basebackup.log" 2>&1 \
      || { cat "$dir/basebackup.log" >&2; exit 1; }
    # A hot standby refuses to start with fewer connections than its primary (200).
    echo "-p $port -k $dir/sock -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=200 -c hot_standby_feedback=on" >"$dir/options"
    as_pg "$PGBIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -o "$(cat "$dir/options")" -w start >/dev/null || { cat "$dir/server.log" >&2; exit 1; }
    if [ "$mode" = sync ]; then
      as_pg "$PGBIN/psql" -h "$primary/sock" -p "$primary_port" -U postgres -qAt \
        -c "ALTER SYSTEM SET synchronous_standby_names = '*'" -c "SELECT pg_reload_conf()" >/dev/null
    fi
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  down)
    as_pg "$PGBIN/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null
    ;;
  up)
    as_pg "$PGBIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -o "$(cat "$dir/options")" -w start >/dev/null || { cat "$dir/server.log" >&2; exit 1; }
    ;;
  stop)
    if [ -d "$dir/data" ]; then as_pg "$PGBIN/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true; fi
    rm -rf "$dir"
    ;;
  *) echo "usage: $0 start DIR PORT | replica PRIMARY_DIR DIR PORT [sync] | down DIR | up DIR | stop DIR" >&2; exit 2 ;;
esac
