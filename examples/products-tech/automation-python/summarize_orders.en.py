import csv
import sys
from collections import defaultdict
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

# Usage: .venv/bin/python summarize_orders.py orders.csv
# Expects columns: date (YYYY-MM-DD), channel, amount (such as 19.90)
source = Path(sys.argv[1])
# Decimal keeps money exact: float adds 0.10 + 0.20 up to 0.30000000000000004
# and rounds 2.675 down to 2.67.
totals = defaultdict(Decimal)
counts = defaultdict(int)

# utf-8-sig drops the BOM Excel puts first; newline="" lets csv handle Windows line ends.
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
