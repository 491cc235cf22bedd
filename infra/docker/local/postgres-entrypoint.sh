#!/bin/sh
# The official postgres image's first start, the part docker-compose.yml relies on: an empty
# PGDATA gets a cluster owned by POSTGRES_USER (trust for POSTGRES_HOST_AUTH_METHOD=trust,
# otherwise POSTGRES_PASSWORD is required), then the scripts in /docker-entrypoint-initdb.d run
# against a server that listens on no TCP port. PGPORT moves the port, as for any Postgres.
set -eu

if [ "${1:-}" = postgres ] && [ ! -s "$PGDATA/PG_VERSION" ]; then
  export POSTGRES_USER="${POSTGRES_USER:-postgres}"
  method="${POSTGRES_HOST_AUTH_METHOD:-scram-sha-256}"
  if [ "$method" != trust ] && [ -z "${POSTGRES_PASSWORD:-}" ]; then
    echo "docker-entrypoint: set POSTGRES_PASSWORD, or POSTGRES_HOST_AUTH_METHOD=trust" >&2
    exit 1
  fi
  password_file=$(mktemp)
  printf '%s\n' "${POSTGRES_PASSWORD:-}" > "$password_file"
  initdb --username="$POSTGRES_USER" --pwfile="$password_file" --auth-local=trust --auth-host="$method" --encoding=UTF8
  rm -f "$password_file"
  printf "listen_addresses = '*'\n" >> "$PGDATA/postgresql.conf"
  printf 'host all all all %s\n' "$method" >> "$PGDATA/pg_hba.conf"

  pg_ctl --wait --options="-c listen_addresses=''" start
  for script in /docker-entrypoint-initdb.d/*; do
    case "$script" in
      *.sh) echo "docker-entrypoint: running $script"; sh "$script" ;;
      *.sql) echo "docker-entrypoint: running $script"; psql --variable=ON_ERROR_STOP=1 --username="$POSTGRES_USER" --dbname=postgres --file="$script" ;;
      *) ;;
    esac
  done
  pg_ctl --wait --mode=fast stop
fi

exec "$@"
