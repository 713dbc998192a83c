import sys

import pandas as pd

# orders.csv：每行一笔订单，包含 customer_id 和 date（YYYY-MM-DD）两列
for encoding in ("utf-8-sig", "gb18030"):  # 先按 UTF-8（带不带 BOM 都行）读，不行再按 Excel 默认的 GBK 读
    try:
        orders = pd.read_csv("orders.csv", dtype=str, encoding=encoding)
        break
    except UnicodeDecodeError:
        continue
else:
    sys.exit("orders.csv 既不是 UTF-8 也不是 GBK 编码：请在 Excel 里另存为“CSV UTF-8”")

missing = {"customer_id", "date"} - set(orders.columns)
if missing:
    sys.exit(f"orders.csv 缺少列 {', '.join(sorted(missing))}；第一行是 {list(orders.columns)}")

# 没有客户或日期的行（已取消、未付款的订单）跳过并计数
orders = orders.replace(r"^\s*$", float("nan"), regex=True)
blank = orders["customer_id"].isna() | orders["date"].isna()
if blank.any():
    print(f"已跳过缺少 customer_id 或 date 的行：{blank.sum()} 行")
orders = orders[~blank].copy()

# 只认 YYYY-MM-DD（或 YYYY/MM/DD，可带时间），05/01/2026 这种写法不猜，直接报错
raw = orders["date"].str.strip()
day = raw.str.split(r"[ T]", n=1).str[0].str.replace("/", "-")
orders["date"] = pd.to_datetime(day, format="%Y-%m-%d", errors="coerce")
bad = raw[orders["date"].isna()]
if len(bad):
    sys.exit(f"有 {len(bad)} 个日期不是 YYYY-MM-DD 格式，例如 {bad.head(3).tolist()}；请改好日期列后再运行")

# 月份换算成从公元 0 年起的序号，月份相减就是普通减法
orders["month"] = orders["date"].dt.year * 12 + orders["date"].dt.month - 1
orders["cohort"] = orders.groupby("customer_id")["month"].transform("min")  # 首次购买月份
orders["months_since"] = orders["month"] - orders["cohort"]
last = orders["month"].max()

buyers = orders.groupby(["cohort", "months_since"])["customer_id"].nunique().unstack()
# 每个间隔月都占一列，哪怕那个月谁也没买
buyers = buyers.reindex(columns=range(0, last - buyers.index.min() + 1))
retention = buyers.div(buyers[0], axis=0).fillna(0)
# 还没到的月份留空，而不是记成 0
reached = pd.DataFrame({n: buyers.index + n <= last for n in buyers.columns}, index=buyers.index)
retention = retention.where(reached).round(3)


def label(m):
    return f"{m // 12}-{m % 12 + 1:02d}"


retention.index = [label(m) for m in retention.index]
retention.index.name = "cohort"
retention.columns.name = None
print(retention.head(12).to_string(na_rep=""))
print(f"数据截至 {label(last)}；如果这个月还没过完，这一列会偏低")
retention.to_csv("retention.csv")
