import csv
import sys
from collections import defaultdict
from pathlib import Path

# 用法：python summarize_orders.py orders.csv
# 需要的列：date（YYYY-MM-DD）、channel、amount
source = Path(sys.argv[1])
totals = defaultdict(float)
counts = defaultdict(int)

with source.open(newline="", encoding="utf-8-sig") as file:
    for row in csv.DictReader(file):
        month = row["date"][:7]
        key = (month, row["channel"])
        totals[key] += float(row["amount"])
        counts[key] += 1

output = source.with_name(source.stem + "_summary.csv")
with output.open("w", newline="", encoding="utf-8") as file:
    writer = csv.writer(file)
    writer.writerow(["month", "channel", "orders", "revenue"])
    for (month, channel), revenue in sorted(totals.items()):
        writer.writerow([month, channel, counts[(month, channel)], round(revenue, 2)])

print(f"Wrote {len(totals)} rows to {output}")
