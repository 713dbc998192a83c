import csv
import sys
from collections import defaultdict
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

# 用法：.venv/bin/python summarize_orders.py orders.csv
# 需要的列：date（YYYY-MM-DD）、channel、amount（如 19.90）
source = Path(sys.argv[1])
# 金额用 Decimal 才精确：用 float 时 0.10 + 0.20 会变成 0.30000000000000004，
# 2.675 也会被舍成 2.67。
totals = defaultdict(Decimal)
counts = defaultdict(int)

# utf-8-sig 会去掉 Excel 写在开头的 BOM；newline="" 让 csv 模块自己处理 Windows 换行。
with source.open(newline="", encoding="utf-8-sig") as file:
    for row in csv.DictReader(file):
        month = row["date"][:7]
        key = (month, row["channel"])
        totals[key] += Decimal(row["amount"])
        counts[key] += 1

output = source.with_name(source.stem + "_summary.csv")
with output.open("w", newline="", encoding="utf-8") as file:
    writer = csv.writer(file)
    writer.writerow(["month", "channel", "orders", "revenue"])
    for (month, channel), revenue in sorted(totals.items()):
        cents = revenue.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
        writer.writerow([month, channel, counts[(month, channel)], cents])

print(f"Wrote {len(totals)} rows to {output}")
