#!/usr/bin/env bash
# 用法：在项目目录里运行 bash upgrade-postgres.sh
# 先把旧的 compose 文件（postgres:17，卷 db-data 挂在 /var/lib/postgresql/data）存成 compose.17.yaml，
# 再把本文的新文件存成 compose.yaml（postgres:18，卷 pgdata）。旧卷全程不动、不删。
set -euo pipefail
old=compose.17.yaml
backup="backup-$(date +%Y%m%d-%H%M%S).sql"

# 1. 用旧文件起 17 的数据库，导出 app 库。-T 不分配终端，免得换行变成 \r\n、备份出错。
docker compose -f "$old" up -d --wait db
docker compose -f "$old" exec -T db pg_dump -U app -d app > "$backup"
if ! grep -q 'PostgreSQL database dump complete' "$backup"; then
  echo "备份 $backup 不完整，已停下；旧数据库没有改动。" >&2
  exit 1
fi
# 2. 停掉旧容器。不加 -v：加了就连卷带数据一起删掉。
docker compose -f "$old" down
# 3. 用新文件起一个空的 18，把备份导进去；出任何错都停下。
docker compose up -d --wait db
docker compose exec -T db psql -U app -d app -v ON_ERROR_STOP=1 -q < "$backup" > /dev/null
docker compose up -d
echo "已把 $backup 导入 PostgreSQL 18。核对数据无误后，再用 docker volume rm 删除旧卷（docker volume ls 里以 _db-data 结尾的那个）。"
