import csv
import json
import os
import sys
import urllib.request
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path

# Usage: .venv/bin/python notify_wecom.py orders_summary.csv [YYYY-MM]
# Reads the robot's address from the WECOM_WEBHOOK environment variable, never from this file,
# and posts last calendar month of the summary (or the month given) to that WeCom (企业微信) group.
LIMIT = 2048  # bytes: WeCom takes at most this much text in one message

webhook = os.environ.get("WECOM_WEBHOOK", "").strip()
if not webhook.startswith("https://") or "key=" not in webhook:
    sys.exit("WECOM_WEBHOOK is not set: copy the robot's webhook address from the group's settings")

# Last month, not the newest month in the file: an export taken on the 1st may already hold
# a few of today's orders, and those would make a partial month look like a whole one.
last_month = date.today().replace(day=1) - timedelta(days=1)
month = sys.argv[2] if len(sys.argv) > 2 else last_month.strftime("%Y-%m")

# utf-8-sig: the summary starts with a BOM so that Excel shows it right.
with Path(sys.argv[1]).open(newline="", encoding="utf-8-sig") as file:
    rows = [row for row in csv.DictReader(file) if row["month"] == month]
if not rows:
    sys.exit(f"{sys.argv[1]} has no rows for {month}: nothing sent")

rows.sort(key=lambda row: Decimal(row["revenue"]), reverse=True)
orders = sum(int(row["orders"]) for row in rows)
revenue = sum(Decimal(row["revenue"]) for row in rows)
lines = [f"Orders in {month}: {orders} orders, {revenue} in all"]
lines += [f"{r['channel']}: {r['orders']} orders, {r['revenue']}" for r in rows]
# Whole lines only, biggest channels first; if some do not fit, the last line says how many.
content = lines[0]
for shown, line in enumerate(lines[1:]):
    left = len(rows) - shown - 1
    tail = f"\n…and {left} more channels" if left else ""
    if len(f"{content}\n{line}{tail}".encode()) > LIMIT:
        content += f"\n…and {len(rows) - shown} more channels"
        break
    content += f"\n{line}"

body = json.dumps({"msgtype": "text", "text": {"content": content}}).encode()
request = urllib.request.Request(webhook, data=body, headers={"Content-Type": "application/json"})
try:
    with urllib.request.urlopen(request, timeout=10) as response:
        answer = json.load(response)
except Exception as error:
    # The message names the error, not the address: the key must not end up in a log.
    reason = getattr(error, "reason", "")
    sys.exit(f"Could not reach WeCom: {type(error).__name__} {reason}")

# A refusal can come back as HTTP 200 too; errcode 0 is the only sign the message was taken.
if answer.get("errcode") != 0:
    sys.exit(f"WeCom refused the message: errcode {answer.get('errcode')}, {answer.get('errmsg')}")
print(f"Sent the {month} summary to WeCom")
