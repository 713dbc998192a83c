"""用 DeepSeek 接口把一份提示词跑过整个测试集，结果写进 results.csv。

用法：DEEPSEEK_API_KEY=你的密钥 python3 batch_test.py prompt.txt samples/
prompt.txt 是本文的落地页提示词；samples/ 里每个 .txt 文件是一份产品笔记，
会被填进提示词最后的 <notes> 和 </notes> 之间。只用 Python 标准库。
"""

import csv
import json
import os
import sys
import urllib.request
from pathlib import Path

BASE_URL = os.environ.get("DEEPSEEK_BASE_URL", "https://api.deepseek.com")
MODEL = "deepseek-flash"
HEADLINE_MAX, SUBHEADLINE_MAX = 18, 40  # 和提示词里的字数要求一致


def ask(key: str, prompt: str) -> str:
    body = {
        "model": MODEL,
        "messages": [{"role": "user", "content": prompt}],
        "response_format": {"type": "json_object"},  # 只返回 JSON
        "thinking": {"type": "disabled"},  # 关掉思考模式：文案任务不需要，省钱也更快
        "max_tokens": 2000,  # 留足，JSON 才不会被截断
    }
    request = urllib.request.Request(
        BASE_URL.rstrip("/") + "/chat/completions",
        data=json.dumps(body).encode("utf-8"),
        headers={"Content-Type": "application/json", "Authorization": "Bearer " + key},
    )
    with urllib.request.urlopen(request, timeout=120) as response:
        return json.load(response)["choices"][0]["message"]["content"] or ""


def problems(answer: dict) -> list:
    found = []
    for variant in answer.get("variants", []):
        if len(variant.get("headline", "")) > HEADLINE_MAX:
            found.append("标题超过 %d 字：%s" % (HEADLINE_MAX, variant["headline"]))
        if len(variant.get("subheadline", "")) > SUBHEADLINE_MAX:
            found.append("副标题超过 %d 字：%s" % (SUBHEADLINE_MAX, variant["subheadline"]))
    if len(answer.get("variants", [])) != 3:
        found.append("不是三版文案")
    return found


def main() -> int:
    key = os.environ.get("DEEPSEEK_API_KEY", "").strip()
    if len(sys.argv) != 3 or not key:
        print("用法：DEEPSEEK_API_KEY=你的密钥 python3 batch_test.py prompt.txt samples/", file=sys.stderr)
        return 2
    template = Path(sys.argv[1]).read_text(encoding="utf-8")
    start, end = template.rfind("<notes>"), template.rfind("</notes>")
    rows = []
    for sample in sorted(Path(sys.argv[2]).glob("*.txt")):
        notes = sample.read_text(encoding="utf-8").strip()
        prompt = template[: start + len("<notes>")] + "\n" + notes + "\n" + template[end:]
        content = ask(key, prompt)
        if not content.strip():  # 认不出 JSON 时接口返回空白：重发一次
            content = ask(key, prompt)
        try:
            found = problems(json.loads(content))
        except (json.JSONDecodeError, AttributeError):
            found = ["不是合法的 JSON"]
        rows.append({"样本": sample.name, "通过": "否" if found else "是", "问题": "；".join(found), "输出": content})
        print(sample.name, "不通过" if found else "通过")
    with open("results.csv", "w", encoding="utf-8-sig", newline="") as out:  # 带 BOM，Excel 打开不乱码
        writer = csv.DictWriter(out, fieldnames=["样本", "通过", "问题", "输出"])
        writer.writeheader()
        writer.writerows(rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
