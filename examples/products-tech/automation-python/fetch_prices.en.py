import csv
import sys
import time
from datetime import datetime
from pathlib import Path
from urllib.parse import urlsplit
from urllib.robotparser import RobotFileParser

import requests
from bs4 import BeautifulSoup

# Usage: .venv/bin/python fetch_prices.py https://example.com/item/1 https://example.com/item/2
# Say who you are and how to reach you: a site that sees a problem can write instead of blocking.
AGENT = "price-check/1.0 (+mailto:you@example.com)"
SELECTOR = ".price"  # where the price sits; find yours with right-click > Inspect in the browser
DELAY = 2  # seconds to wait before each page after the first
OUTPUT = Path("prices.csv")
headers = {"User-Agent": AGENT}
rules = {}  # robots.txt of each site, read once


def allowed(url):
    """What the site's robots.txt says about this URL for this User-Agent."""
    parts = urlsplit(url)
    if parts.netloc not in rules:
        answer = requests.get(f"{parts.scheme}://{parts.netloc}/robots.txt", headers=headers, timeout=10)
        robots = RobotFileParser()
        if answer.status_code in (401, 403) or answer.status_code >= 500:
            robots.disallow_all = True  # rules kept private, or the site is down: do not crawl
        elif answer.status_code >= 400:
            robots.allow_all = True  # no robots.txt: no rules set
        else:
            robots.parse(answer.text.splitlines())
        rules[parts.netloc] = robots
    return rules[parts.netloc].can_fetch(AGENT, url)


rows, problems = [], []
for number, url in enumerate(sys.argv[1:]):
    if number:
        time.sleep(DELAY)
    try:
        if not allowed(url):
            problems.append(f"robots.txt does not allow {url}: skipped")
            continue
        page = requests.get(url, headers=headers, timeout=10)
        page.raise_for_status()
    except requests.RequestException as error:
        problems.append(f"{url}: {error}")
        continue
    # The bytes, not page.text: Beautiful Soup reads the page's own charset (GBK on many Chinese
    # sites), where requests falls back to ISO-8859-1 when the server names none.
    found = BeautifulSoup(page.content, "html.parser").select_one(SELECTOR)
    if found is None:
        # The page changed: say so now, rather than store weeks of empty values.
        problems.append(f"{url}: nothing matches {SELECTOR!r}; the page layout may have changed")
        continue
    rows.append([datetime.now().isoformat(timespec="seconds"), url, found.get_text(strip=True)])

new_file = not OUTPUT.exists()
# utf-8-sig: a BOM at the start, for Excel; appending adds none in the middle of the file.
with OUTPUT.open("a", newline="", encoding="utf-8-sig" if new_file else "utf-8") as file:
    writer = csv.writer(file)
    if new_file:
        writer.writerow(["fetched_at", "url", "price"])
    writer.writerows(rows)

print(f"Added {len(rows)} prices to {OUTPUT}")
if problems:
    sys.exit("\n".join(problems))
