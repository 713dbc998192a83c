"""Platform fee and net amount of one sale, at the rates in Lemon Squeezy's Help Center.

Usage:
  python3 ls_fee.en.py PRICE [--vat PERCENT] [--outside-us] [--paypal] [--subscription]
  python3 ls_fee.en.py --payout AMOUNT --method bank|paypal
"""

import argparse
from decimal import ROUND_HALF_UP, Decimal

CENT = Decimal("0.01")

# Platform fee: 5% of the order total (tax included) + $0.50, plus surcharges
BASE_RATE = Decimal("0.05")
FIXED_FEE = Decimal("0.50")
OUTSIDE_US = Decimal("0.015")  # transactions outside the US
PAYPAL = Decimal("0.015")  # the buyer pays with PayPal
SUBSCRIPTION = Decimal("0.005")  # subscription payments


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
    # Payouts to accounts outside the US: bank 2.5% + $2.50 each; PayPal 3% each, capped at $30
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
        print(f"Payout fee: ${fee}")
        print(f"You receive: ${money(args.payout - fee)}")
        return
    if args.price is None:
        parser.error("give a price, or --payout to price a payout")
    total, tax, fee, net = sale(
        args.price, args.vat, args.outside_us, args.paypal, args.subscription
    )
    print(f"Buyer pays (tax included): ${money(total)}")
    print(f"Tax the platform remits: ${tax}")
    print(f"Platform fee: ${fee}")
    print(f"You keep: ${money(net)}")


main()
