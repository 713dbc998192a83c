"""Platform fee and net amount of one sale, at the rates in Lemon Squeezy's Help Center.

Usage:
  python3 ls_fee.en.py PRICE [--vat PERCENT] [--tax-inclusive] [--outside-us] [--paypal] [--subscription]
  python3 ls_fee.en.py --payout AMOUNT --method bank|paypal
"""

import argparse
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

CENT = Decimal("0.01")

# Platform fee: 5% of the order total (tax included) + $0.50, plus surcharges
BASE_RATE = Decimal("0.05")
FIXED_FEE = Decimal("0.50")
OUTSIDE_US = Decimal("0.015")  # transactions outside the US
PAYPAL = Decimal("0.015")  # the buyer pays with PayPal
SUBSCRIPTION = Decimal("0.005")  # subscription payments
MAX_AMOUNT = Decimal("1000000000")  # larger inputs are refused, not rounded
MIN_PAYOUT = Decimal("50")  # smaller balances stay "Pending" until the next payout


def money(value):
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


def amount(text):
    # Accepts 20, 20.5, 20% or a full-width 20％; anything else is refused with a message, not a traceback
    try:
        value = Decimal(text.strip().rstrip("%％"))
    except InvalidOperation:
        raise argparse.ArgumentTypeError(f"not a number: {text!r} (write e.g. 20 or 20%)")
    if not value.is_finite() or value < 0:
        raise argparse.ArgumentTypeError(f"must be a number of 0 or more: {text!r}")
    if value > MAX_AMOUNT:
        raise argparse.ArgumentTypeError(f"too large: {text!r} (at most {MAX_AMOUNT:,})")
    return value


def sale(price, vat, tax_inclusive, outside_us, paypal, subscription):
    if tax_inclusive:  # the price the buyer sees already contains the tax
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
    # Payouts to accounts outside the US: bank 1% each; PayPal 3% each, capped at $30
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
        parser.error("give either a price or --payout, not both")
    if args.payout is not None:
        if args.payout == 0:
            parser.error("the payout must be more than 0")
        fee = payout_fee(args.payout, args.method)
        print(f"Payout fee: ${fee}")
        print(f"You receive: ${money(args.payout - fee)}")
        if args.payout < MIN_PAYOUT:
            print(f"Note: below the ${MIN_PAYOUT} minimum, so it stays Pending until a later payout")
        return
    if args.price is None:
        parser.error("give a price, or --payout to price a payout")
    if args.price == 0:
        parser.error("the price must be more than 0")
    total, tax, fee, net = sale(
        args.price, args.vat, args.tax_inclusive, args.outside_us, args.paypal, args.subscription
    )
    print(f"Buyer pays (tax included): ${money(total)}")
    print(f"Tax the platform remits: ${tax}")
    print(f"Platform fee: ${fee}")
    print(f"You keep: ${money(net)}")


main()
