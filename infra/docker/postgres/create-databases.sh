#!/bin/sh
# Runs once, when the Postgres container initialises an empty data folder: one database per
# service, named in SHOP_DATABASES (docker-compose.yml). Each service migrates its own.
set -eu

for database in ${SHOP_DATABASES:-}; do
  case "$database" in
    *[!a-z0-9_]* | "") echo "create-databases: refusing database name '$database'" >&2; exit 1 ;;
  esac
  echo "create-databases: $database"
  psql --variable=ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
    --command "CREATE DATABASE \"$database\""
done
