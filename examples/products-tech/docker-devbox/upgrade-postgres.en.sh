#!/usr/bin/env bash
# Usage: bash upgrade-postgres.sh in the project folder
# First save the old compose file (postgres:17, volume db-data at /var/lib/postgresql/data) as
# compose.17.yaml, and this guide's new file as compose.yaml (postgres:18, volume pgdata).
# The old volume is never touched or deleted.
set -euo pipefail
old=compose.17.yaml
backup="backup-$(date +%Y%m%d-%H%M%S).sql"

# 1. Start the 17 database from the old file and dump the app database. -T allocates no terminal,
#    so line ends stay \n and the dump stays intact.
docker compose -f "$old" up -d --wait db
docker compose -f "$old" exec -T db pg_dump -U app -d app > "$backup"
if ! grep -q 'PostgreSQL database dump complete' "$backup"; then
  echo "The dump $backup is incomplete: stopped; the old database is unchanged." >&2
  exit 1
fi
# 2. Stop the old containers. No -v: that would delete the volume and the data in it.
docker compose -f "$old" down
# 3. Start an empty 18 from the new file and load the dump into it, stopping at any error.
docker compose up -d --wait db
docker compose exec -T db psql -U app -d app -v ON_ERROR_STOP=1 -q < "$backup" > /dev/null
docker compose up -d
echo "Loaded $backup into PostgreSQL 18. Once the data checks out, remove the old volume with docker volume rm (the one ending in _db-data in docker volume ls)."
