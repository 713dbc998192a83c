"""按 Lemon Squeezy 帮助中心公布的费率，算一笔销售的平台费和到手金额。

用法：
  python3 ls_fee.zh.py 售价 [--vat 税率%] [--tax-inclusive] [--outside-us] [--paypal] [--subscription]
  python3 ls_fee.zh.py --payout 打款金额 --method bank|paypal
"""

import argparse
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

CENT = Decimal("0.01")

# 平台费：订单总额（含税）的 5% + 0.50 美元，以下情况另加
BASE_RATE = Decimal("0.05")
FIXED_FEE = Decimal("0.50")
OUTSIDE_US = Decimal("0.015")  # 美国以外的交易
PAYPAL = Decimal("0.015")  # 买家用 PayPal 付款
SUBSCRIPTION = Decimal("0.005")  # 订阅扣款
MAX_AMOUNT = Decimal("1000000000")  # 更大的输入直接拒绝
MIN_PAYOUT = Decimal("50")  # 不足的余额保持 Pending，顺延到下次打款


def money(value):
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


def amount(text):
    # 接受 20、20.5、20% 或全角的 20％；其他输入给出提示后退出，不抛出回溯
    try:
        value = Decimal(text.strip().rstrip("%％"))
    except InvalidOperation:
        raise argparse.ArgumentTypeError(f"不是数字：{text!r}（请写成 20 或 20%）")
    if not value.is_finite() or value < 0:
        raise argparse.ArgumentTypeError(f"必须是不小于 0 的数字：{text!r}")
    if value > MAX_AMOUNT:
        raise argparse.ArgumentTypeError(f"数字太大：{text!r}（最多 {MAX_AMOUNT:,}）")
    return value


def sale(price, vat, tax_inclusive, outside_us, paypal, subscription):
    if tax_inclusive:  # 买家看到的价格已经含税
        total = price
        tax = money(price * vat / (100 + vat))
    else:
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
    # 打到美国以外的账户：银行每次 1%；PayPal 每次 3%，封顶 30 美元
    if method == "bank":
        return money(amount * Decimal("0.01"))
    return money(min(amount * Decimal("0.03"), Decimal("30")))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("price", nargs="?", type=amount)
    parser.add_argument("--vat", type=amount, default=Decimal("0"))
    parser.add_argument("--tax-inclusive", action="store_true")
    parser.add_argument("--outside-us", action="store_true")
    parser.add_argument("--paypal", action="store_true")
    parser.add_argument("--subscription", action="store_true")
    parser.add_argument("--payout", type=amount)
    parser.add_argument("--method", choices=["bank", "paypal"], default="bank")
    args = parser.parse_args()
    if args.payout is not None and args.price is not None:
        parser.error("售价和 --payout 只能给一个：算一笔销售，或算一次打款")
    if args.payout is not None:
        if args.payout == 0:
            parser.error("打款金额必须大于 0")
        fee = payout_fee(args.payout, args.method)
        print(f"打款手续费：{fee} 美元")
        print(f"实际到账：{money(args.payout - fee)} 美元")
        if args.payout < MIN_PAYOUT:
            print(f"注意：低于 {MIN_PAYOUT} 美元的最低打款额，这笔会保持 Pending，顺延到以后的打款")
        return
    if args.price is None:
        parser.error("请给出售价，或用 --payout 算打款费")
    if args.price == 0:
        parser.error("售价必须大于 0")
    total, tax, fee, net = sale(
        args.price, args.vat, args.tax_inclusive, args.outside_us, args.paypal, args.subscription
    )
    print(f"买家支付（含税）：{money(total)} 美元")
    print(f"平台代缴的税：{tax} 美元")
    print(f"平台费：{fee} 美元")
    print(f"到手：{money(net)} 美元")


main()
