#!/bin/sh
# 用法：sudo sh add-registry-mirror.sh
# 给 Linux 上的 Docker Engine 加上 DaoCloud 的 Docker Hub 镜像：没有 daemon.json 就新建，
# 有就只加这一项、保留原有设置；文件不是合法 JSON 时停下，不重启 Docker。
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
    sys.exit(f"{path} 不是合法的 JSON（{error}），没有改动，也没有重启 Docker")
mirrors = settings.setdefault("registry-mirrors", [])
if mirror not in mirrors:
    mirrors.append(mirror)
with open(path, "w", encoding="utf-8") as file:
    json.dump(settings, file, indent=2, ensure_ascii=False)
    file.write("\n")
PY
fi

systemctl restart docker
# 重启后应能在这里看到镜像地址；看不到就检查 journalctl -u docker 的最后几行。
docker info | grep -A1 'Registry Mirrors'
