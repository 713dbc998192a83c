import csv
import json
import os
import sys
import urllib.request
from pathlib import Path

# 用法：.venv/bin/python notify_wecom.py orders_summary.csv
# 机器人地址只从环境变量 WECOM_WEBHOOK 读取，不写进这个文件；
# 把汇总表里最近一个月的数字发到这个企业微信群。
LIMIT = 2048  # 字节：企业微信一条文本消息的上限

webhook = os.environ.get("WECOM_WEBHOOK", "").strip()
if not webhook.startswith("https://") or "key=" not in webhook:
    sys.exit("没有设置 WECOM_WEBHOOK：到群里的机器人设置里复制 Webhook 地址")

with Path(sys.argv[1]).open(newline="", encoding="utf-8") as file:
    rows = list(csv.DictReader(file))
if not rows:
    sys.exit(f"{sys.argv[1]} 里没有数据，没有发送")

latest = max(row["month"] for row in rows)
lines = [f"{latest} 订单汇总"]
lines += [f"{r['channel']}：{r['orders']} 单，{r['revenue']}" for r in rows if r["month"] == latest]
# 按字节截断，但不把一个汉字切成两半。
content = "\n".join(lines).encode()[:LIMIT].decode(errors="ignore")

body = json.dumps({"msgtype": "text", "text": {"content": content}}).encode()
request = urllib.request.Request(webhook, data=body, headers={"Content-Type": "application/json"})
try:
    with urllib.request.urlopen(request, timeout=10) as response:
        answer = json.load(response)
except Exception as error:
    # 只报错误，不打印地址：key 不能出现在日志里。
    reason = getattr(error, "reason", "")
    sys.exit(f"连不上企业微信：{type(error).__name__} {reason}")

# 企业微信拒收消息时也返回 HTTP 200，发没发成要看 errcode。
if answer.get("errcode") != 0:
    sys.exit(f"企业微信拒收：errcode {answer.get('errcode')}，{answer.get('errmsg')}")
print(f"已把 {latest} 的汇总发到企业微信")
