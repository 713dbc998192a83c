import csv
import sys
import time
from datetime import datetime
from pathlib import Path
from urllib.parse import urlsplit
from urllib.robotparser import RobotFileParser

import requests
from bs4 import BeautifulSoup

# 用法：.venv/bin/python fetch_prices.py https://example.com/item/1 https://example.com/item/2
# 写明你是谁、怎么联系你：对方发现问题时可以来信，而不是直接封掉。
AGENT = "price-check/1.0 (+mailto:you@example.com)"
SELECTOR = ".price"  # 价格所在元素的 CSS 选择器：在浏览器里右键“检查”找到
DELAY = 2  # 从第二个页面起，每次请求前等几秒
OUTPUT = Path("prices.csv")
headers = {"User-Agent": AGENT}
rules = {}  # 每个网站的 robots.txt 只读一次


def allowed(url):
    """这个网站的 robots.txt 是否允许这个 User-Agent 访问这个网址。"""
    parts = urlsplit(url)
    if parts.netloc not in rules:
        answer = requests.get(f"{parts.scheme}://{parts.netloc}/robots.txt", headers=headers, timeout=10)
        robots = RobotFileParser()
        if answer.status_code in (401, 403) or answer.status_code >= 500:
            robots.disallow_all = True  # 规则不公开或网站出错：不抓
        elif answer.status_code >= 400:
            robots.allow_all = True  # 没有 robots.txt：没有限制
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
            problems.append(f"robots.txt 不允许抓取 {url}，已跳过")
            continue
        page = requests.get(url, headers=headers, timeout=10)
        page.raise_for_status()
    except requests.RequestException as error:
        problems.append(f"{url}: {error}")
        continue
    # 交给 Beautiful Soup 的是字节而不是 page.text：它会按网页自己声明的编码（很多中文网站是 GBK）解码，
    # 而服务器没写编码时，requests 会按 ISO-8859-1 解码，中文就成了乱码。
    found = BeautifulSoup(page.content, "html.parser").select_one(SELECTOR)
    if found is None:
        # 页面改版了：现在就报出来，而不是连续几周存下空值。
        problems.append(f"{url}：找不到 {SELECTOR!r}，页面结构可能变了")
        continue
    rows.append([datetime.now().isoformat(timespec="seconds"), url, found.get_text(strip=True)])

new_file = not OUTPUT.exists()
# 新文件用 utf-8-sig 在开头写 BOM（给 Excel 用）；追加时不再写，免得文件中间出现 BOM。
with OUTPUT.open("a", newline="", encoding="utf-8-sig" if new_file else "utf-8") as file:
    writer = csv.writer(file)
    if new_file:
        writer.writerow(["fetched_at", "url", "price"])
    writer.writerows(rows)

print(f"已把 {len(rows)} 个价格追加到 {OUTPUT}")
if problems:
    sys.exit("\n".join(problems))
