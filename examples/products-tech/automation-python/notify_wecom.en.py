import csv
import json
import os
import sys
import urllib.request
from pathlib import Path

# Usage: .venv/bin/python notify_wecom.py orders_summary.csv
# Reads the robot's address from the WECOM_WEBHOOK environment variable, never from this file,
# and posts the latest month of the summary to that WeCom (企业微信) group.
LIMIT = 2048  # bytes: the most WeCom takes in one text message

webhook = os.environ.get("WECOM_WEBHOOK", "").strip()
if not webhook.startswith("https://") or "key=" not in webhook:
    sys.exit("WECOM_WEBHOOK is not set: copy the robot's webhook address from the group's settings")

with Path(sys.argv[1]).open(newline="", encoding="utf-8") as file:
    rows = list(csv.DictReader(file))
if not rows:
    sys.exit(f"{sys.argv[1]} has no rows: nothing sent")

latest = max(row["month"] for row in rows)
lines = [f"Orders in {latest}"]
lines += [f"{r['channel']}: {r['orders']} orders, {r['revenue']}" for r in rows if r["month"] == latest]
# Cut at the byte limit without splitting a character.
content = "\n".join(lines).encode()[:LIMIT].decode(errors="ignore")

body = json.dumps({"msgtype": "text", "text": {"content": content}}).encode()
request = urllib.request.Request(webhook, data=body, headers={"Content-Type": "application/json"})
try:
    with urllib.request.urlopen(request, timeout=10) as response:
        answer = json.load(response)
except Exception as error:
    # The message names the error, not the address: the key must not end up in a log.
    reason = getattr(error, "reason", "")
    sys.exit(f"Could not reach WeCom: {type(error).__name__} {reason}")

# WeCom answers HTTP 200 even when it refuses a message; errcode says whether it was sent.
if answer.get("errcode") != 0:
    sys.exit(f"WeCom refused the message: errcode {answer.get('errcode')}, {answer.get('errmsg')}")
print(f"Sent the {latest} summary to WeCom")
