import csv
import json
import os
import sys
import urllib.request
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path

# 用法：.venv/bin/python notify_wecom.py orders_summary.csv [YYYY-MM]
# 机器人地址只从环境变量 WECOM_WEBHOOK 读取，不写进这个文件；
# 把汇总表里上一个自然月（或你指定的月份）的数字发到这个企业微信群。
LIMIT = 2048  # 字节：企业微信规定一条文本消息最多这么长

webhook = os.environ.get("WECOM_WEBHOOK", "").strip()
if not webhook.startswith("https://") or "key=" not in webhook:
    sys.exit("没有设置 WECOM_WEBHOOK：到群里的机器人设置里复制 Webhook 地址")

# 取上个月，而不是表里最新的月份：1 日导出的订单里可能已有当天的几单，
# 那样发出去的就是本月的零头，却看着像一整个月。
last_month = date.today().replace(day=1) - timedelta(days=1)
month = sys.argv[2] if len(sys.argv) > 2 else last_month.strftime("%Y-%m")

# utf-8-sig：汇总表开头有 BOM（为了让 Excel 正确显示），读时要去掉。
with Path(sys.argv[1]).open(newline="", encoding="utf-8-sig") as file:
    rows = [row for row in csv.DictReader(file) if row["month"] == month]
if not rows:
    sys.exit(f"{sys.argv[1]} 里没有 {month} 的数据，没有发送")

rows.sort(key=lambda row: Decimal(row["revenue"]), reverse=True)
orders = sum(int(row["orders"]) for row in rows)
revenue = sum(Decimal(row["revenue"]) for row in rows)
lines = [f"{month} 订单汇总：共 {orders} 单，{revenue}"]
lines += [f"{r['channel']}：{r['orders']} 单，{r['revenue']}" for r in rows]
# 只发整行，收入高的渠道在前；放不下的，最后一行写明还有几个渠道没列出。
content = lines[0]
for shown, line in enumerate(lines[1:]):
    left = len(rows) - shown - 1
    tail = f"\n……其余 {left} 个渠道未列出" if left else ""
    if len(f"{content}\n{line}{tail}".encode()) > LIMIT:
        content += f"\n……其余 {len(rows) - shown} 个渠道未列出"
        break
    content += f"\n{line}"

body = json.dumps({"msgtype": "text", "text": {"content": content}}).encode()
request = urllib.request.Request(webhook, data=body, headers={"Content-Type": "application/json"})
try:
    with urllib.request.urlopen(request, timeout=10) as response:
        answer = json.load(response)
except Exception as error:
    # 只报错误，不打印地址：key 不能出现在日志里。
    reason = getattr(error, "reason", "")
    sys.exit(f"连不上企业微信：{type(error).__name__} {reason}")

# 被拒收时也可能返回 HTTP 200；只有 errcode 为 0 才说明消息发出去了。
if answer.get("errcode") != 0:
    sys.exit(f"企业微信拒收：errcode {answer.get('errcode')}，{answer.get('errmsg')}")
print(f"已把 {month} 的汇总发到企业微信")
