import pandas as pd

orders = pd.read_csv("orders.csv", parse_dates=["date"])
orders["month"] = orders["date"].dt.to_period("M")

# 每位客户首次购买的月份，就是他所在的同期群
orders["cohort"] = orders.groupby("customer_id")["date"].transform("min").dt.to_period("M")
orders["months_since"] = (orders["month"] - orders["cohort"]).apply(lambda offset: offset.n)

cohorts = (
    orders.groupby(["cohort", "months_since"])["customer_id"]
    .nunique()
    .unstack(fill_value=0)
)
retention = cohorts.div(cohorts[0], axis=0).round(3)
print(retention.head(12))
retention.to_csv("retention.csv")
