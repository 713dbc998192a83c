import sys

import pandas as pd

# orders.csv: one row per order, with the columns customer_id and date (YYYY-MM-DD)
for encoding in ("utf-8-sig", "gb18030"):  # UTF-8 (with or without BOM), then Excel's GBK
    try:
        orders = pd.read_csv("orders.csv", dtype=str, encoding=encoding)
        break
    except UnicodeDecodeError:
        continue
else:
    sys.exit("orders.csv is neither UTF-8 nor GBK: save it again as CSV UTF-8")

missing = {"customer_id", "date"} - set(orders.columns)
if missing:
    sys.exit(f"orders.csv has no column {', '.join(sorted(missing))}; first row: {list(orders.columns)}")

# Rows without a customer or a date (cancelled or unpaid orders) are skipped and counted
orders = orders.replace(r"^\s*$", float("nan"), regex=True)
blank = orders["customer_id"].isna() | orders["date"].isna()
if blank.any():
    print(f"Rows skipped (no customer_id or date): {blank.sum()}")
orders = orders[~blank].copy()

# Only YYYY-MM-DD (or YYYY/MM/DD, with or without a time) is accepted, so 05/01/2026 is never guessed
raw = orders["date"].str.strip()
day = raw.str.split(r"[ T]", n=1).str[0].str.replace("/", "-")
orders["date"] = pd.to_datetime(day, format="%Y-%m-%d", errors="coerce")
bad = raw[orders["date"].isna()]
if len(bad):
    sys.exit(f"{len(bad)} dates are not YYYY-MM-DD, e.g. {bad.head(3).tolist()}; reformat the date column and run again")

# Months counted from year 0, so that month arithmetic is plain subtraction
orders["month"] = orders["date"].dt.year * 12 + orders["date"].dt.month - 1
orders["cohort"] = orders.groupby("customer_id")["month"].transform("min")  # first purchase month
orders["months_since"] = orders["month"] - orders["cohort"]
last = orders["month"].max()

buyers = orders.groupby(["cohort", "months_since"])["customer_id"].nunique().unstack()
# Every offset gets a column, even one in which nobody bought
buyers = buyers.reindex(columns=range(0, last - buyers.index.min() + 1))
retention = buyers.div(buyers[0], axis=0).fillna(0)
# A month that has not happened yet is left blank, not 0
reached = pd.DataFrame({n: buyers.index + n <= last for n in buyers.columns}, index=buyers.index)
retention = retention.where(reached).round(3)


def label(m):
    return f"{m // 12}-{m % 12 + 1:02d}"


retention.index = [label(m) for m in retention.index]
retention.index.name = "cohort"
retention.columns.name = None
print(retention.head(12).to_string(na_rep=""))
print(f"Data ends in {label(last)}; if that month is not over, its column is understated")
retention.to_csv("retention.csv")
