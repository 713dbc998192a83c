"""按 Lemon Squeezy 帮助中心公布的费率，算一笔销售的平台费和到手金额。

用法：
  python3 ls_fee.zh.py 售价 [--vat 税率%] [--outside-us] [--paypal] [--subscription]
  python3 ls_fee.zh.py --payout 打款金额 --method bank|paypal
"""

import argparse
from decimal import ROUND_HALF_UP, Decimal

CENT = Decimal("0.01")

# 平台费：订单总额（含税）的 5% + 0.50 美元，以下情况另加
BASE_RATE = Decimal("0.05")
FIXED_FEE = Decimal("0.50")
OUTSIDE_US = Decimal("0.015")  # 美国以外的交易
PAYPAL = Decimal("0.015")  # 买家用 PayPal 付款
SUBSCRIPTION = Decimal("0.005")  # 订阅扣款


def money(value):
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


def sale(price, vat, outside_us, paypal, subscription):
    tax = money(price * vat / 100)
    total = price + tax
    rate = BASE_RATE
    if outside_us:
        rate += OUTSIDE_US
    if paypal:
        rate += PAYPAL
    if subscription:
        rate += SUBSCRIPTION
    fee = money(FIXED_FEE + total * rate)
    return total, tax, fee, total - tax - fee


def payout_fee(amount, method):
    # 打到美国以外的账户：银行每次 2.5% + 2.50 美元；PayPal 每次 3%，封顶 30 美元
    if method == "bank":
        return money(amount * Decimal("0.025") + Decimal("2.50"))
    return money(min(amount * Decimal("0.03"), Decimal("30")))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("price", nargs="?", type=Decimal)
    parser.add_argument("--vat", type=Decimal, default=Decimal("0"))
    parser.add_argument("--outside-us", action="store_true")
    parser.add_argument("--paypal", action="store_true")
    parser.add_argument("--subscription", action="store_true")
    parser.add_argument("--payout", type=Decimal)
    parser.add_argument("--method", choices=["bank", "paypal"], default="bank")
    args = parser.parse_args()
    if args.payout is not None:
        fee = payout_fee(args.payout, args.method)
        print(f"打款手续费：{fee} 美元")
        print(f"实际到账：{money(args.payout - fee)} 美元")
        return
    if args.price is None:
        parser.error("请给出售价，或用 --payout 算打款费")
    total, tax, fee, net = sale(
        args.price, args.vat, args.outside_us, args.paypal, args.subscription
    )
    print(f"买家支付（含税）：{money(total)} 美元")
    print(f"平台代缴的税：{tax} 美元")
    print(f"平台费：{fee} 美元")
    print(f"到手：{money(net)} 美元")


main()
