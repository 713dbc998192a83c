import csv
import re
import sys
from collections import defaultdict
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from pathlib import Path

# Usage: .venv/bin/python summarize_orders.py orders.csv
# The column names of your export: change these three if yours differ (such as "订单日期").
DATE, CHANNEL, AMOUNT = "date", "channel", "amount"
source = Path(sys.argv[1])
# Decimal keeps money exact: float adds 0.10 + 0.20 up to 0.30000000000000004
# and rounds 2.675 down to 2.67.
totals = defaultdict(Decimal)
counts = defaultdict(int)


def read_rows(encoding):
    # utf-8-sig drops the BOM Excel puts first; newline="" lets csv handle Windows line ends.
    with source.open(newline="", encoding=encoding) as file:
        return list(csv.DictReader(file))


try:
    rows = read_rows("utf-8-sig")
except UnicodeDecodeError:
    # Excel on Chinese Windows saves "CSV (Comma delimited)" in GBK; GB18030 reads all of GBK.
    rows = read_rows("gb18030")
    print(f"{source} is not UTF-8: read it as GBK/GB18030", file=sys.stderr)

missing = {DATE, CHANNEL, AMOUNT} - set(rows[0] if rows else [])
if missing:
    sys.exit(f"{source} lacks the columns {sorted(missing)}; it has {list(rows[0]) if rows else []}")

for line, row in enumerate(rows, start=2):
    # 2026-11-05, 2026/11/5 (how Excel saves dates) and 2026-11-05 10:30 all give 2026-11.
    date = re.match(r"\s*(\d{4})[-/.](\d{1,2})\b", row[DATE] or "")
    # Thousands separators and currency signs go: "¥1,299.00" counts as 1299.00.
    amount = re.sub(r"[,\s¥￥]", "", row[AMOUNT] or "")
    try:
        if not date:
            raise ValueError
        value = Decimal(amount)
    except (ValueError, InvalidOperation):
        sys.exit(f"Line {line}: date {row[DATE]!r} or amount {row[AMOUNT]!r} is not usable; nothing written")
    key = (f"{date[1]}-{int(date[2]):02d}", row[CHANNEL])
    totals[key] += value
    counts[key] += 1

output = source.with_name(source.stem + "_summary.csv")
# utf-8-sig writes a BOM, so Excel on Chinese Windows shows the channel names, not mojibake.
with output.open("w", newline="", encoding="utf-8-sig") as file:
    writer = csv.writer(file)
    writer.writerow(["month", "channel", "orders", "revenue"])
    for (month, channel), revenue in sorted(totals.items()):
        cents = revenue.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
        writer.writerow([month, channel, counts[(month, channel)], cents])

print(f"Wrote {len(totals)} rows to {output}")
