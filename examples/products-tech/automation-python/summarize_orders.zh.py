import csv
import re
import sys
from collections import defaultdict
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from pathlib import Path

# 用法：.venv/bin/python summarize_orders.py orders.csv
# 导出表的列名：你的表头不同（比如“订单日期”“渠道”“实付金额”）就改这三个。
DATE, CHANNEL, AMOUNT = "date", "channel", "amount"
source = Path(sys.argv[1])
# 金额用 Decimal 才精确：用 float 时 0.10 + 0.20 会变成 0.30000000000000004，
# 2.675 也会被舍成 2.67。
totals = defaultdict(Decimal)
counts = defaultdict(int)


def read_rows(encoding):
    # utf-8-sig 会去掉 Excel 写在开头的 BOM；newline="" 让 csv 模块自己处理 Windows 换行。
    with source.open(newline="", encoding=encoding) as file:
        return list(csv.DictReader(file))


try:
    rows = read_rows("utf-8-sig")
except UnicodeDecodeError:
    # 中文 Windows 上的 Excel 另存为“CSV（逗号分隔）”时用的是 GBK；GB18030 能读所有 GBK 文件。
    rows = read_rows("gb18030")
    print(f"{source} 不是 UTF-8 编码，已按 GBK/GB18030 读取", file=sys.stderr)

missing = {DATE, CHANNEL, AMOUNT} - set(rows[0] if rows else [])
if missing:
    sys.exit(f"{source} 缺少这些列：{sorted(missing)}；表里的列是 {list(rows[0]) if rows else []}")

for line, row in enumerate(rows, start=2):
    # 2026-11-05、2026/11/5（Excel 保存日期的样子）和 2026-11-05 10:30 都算作 2026-11。
    date = re.match(r"\s*(\d{4})[-/.](\d{1,2})\b", row[DATE] or "")
    # 去掉千位分隔符和货币符号：“¥1,299.00”按 1299.00 计。
    amount = re.sub(r"[,\s¥￥]", "", row[AMOUNT] or "")
    try:
        if not date:
            raise ValueError
        value = Decimal(amount)
    except (ValueError, InvalidOperation):
        sys.exit(f"第 {line} 行的日期 {row[DATE]!r} 或金额 {row[AMOUNT]!r} 无法识别，没有写出汇总")
    key = (f"{date[1]}-{int(date[2]):02d}", row[CHANNEL])
    totals[key] += value
    counts[key] += 1

output = source.with_name(source.stem + "_summary.csv")
# 用 utf-8-sig 写入 BOM，中文 Windows 上的 Excel 打开时渠道名才不是乱码。
with output.open("w", newline="", encoding="utf-8-sig") as file:
    writer = csv.writer(file)
    writer.writerow(["month", "channel", "orders", "revenue"])
    for (month, channel), revenue in sorted(totals.items()):
        cents = revenue.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
        writer.writerow([month, channel, counts[(month, channel)], cents])

print(f"Wrote {len(totals)} rows to {output}")
