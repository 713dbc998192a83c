#!/bin/sh
# Usage: sudo sh add-registry-mirror.sh
# Adds DaoCloud's Docker Hub mirror to Docker Engine on Linux: creates daemon.json if there is none,
# or adds this one key and keeps the rest; stops without restarting Docker if the file is not valid JSON.
set -eu
CONFIG="${DOCKER_DAEMON_JSON:-/etc/docker/daemon.json}"
MIRROR="https://docker.m.daocloud.io"

if [ ! -s "$CONFIG" ]; then
  mkdir -p "$(dirname "$CONFIG")"
  printf '{\n  "registry-mirrors": ["%s"]\n}\n' "$MIRROR" > "$CONFIG"
else
  cp "$CONFIG" "$CONFIG.bak"
  python3 - "$CONFIG" "$MIRROR" <<'PY'
import json, sys
path, mirror = sys.argv[1], sys.argv[2]
try:
    settings = json.load(open(path, encoding="utf-8"))
except ValueError as error:
    sys.exit(f"{path} is not valid JSON ({error}): left as it was, Docker not restarted")
mirrors = settings.setdefault("registry-mirrors", [])
if mirror not in mirrors:
    mirrors.append(mirror)
with open(path, "w", encoding="utf-8") as file:
    json.dump(settings, file, indent=2, ensure_ascii=False)
    file.write("\n")
PY
fi

systemctl restart docker
# The mirror should be listed here after the restart; if not, read the last lines of journalctl -u docker.
docker info | grep -A1 'Registry Mirrors'
