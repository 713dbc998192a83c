"""用 DeepSeek 接口把一份提示词跑过整个测试集，结果写进 results.csv。

用法：DEEPSEEK_API_KEY=你的密钥 python3 batch_test.py prompt.txt samples/
prompt.txt 是本文的落地页提示词；samples/ 里每个 .txt 文件是一份产品笔记，
会被填进提示词最后的 <notes> 和 </notes> 之间。只用 Python 标准库。
一次请求失败（余额不足、限流、超时等）时，已收到的回答照样留在 results.csv 里。
"""

import csv
import json
import os
import sys
import urllib.error
import urllib.request
from pathlib import Path

BASE_URL = os.environ.get("DEEPSEEK_BASE_URL", "https://api.deepseek.com")
MODEL = "deepseek-flash"
# 和提示词里的长度要求一致：中文按字数算，英文按词数算。
LIMITS = {"characters": (18, 40), "words": (8, 20)}
FIELDS = {"headline": "标题", "subheadline": "副标题"}
UNITS = {"characters": "字", "words": "个词"}


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


def measure(text: str) -> tuple:
    """一行有多长，按提示词对这种语言的计法：中文数字，英文数词。"""
    if any("\u4e00" <= char <= "\u9fff" for char in text):
        return len(text), "characters"
    return len(text.split()), "words"


def problems(answer: dict) -> list:
    found = []
    for variant in answer.get("variants", []):
        for place, field in enumerate(FIELDS):
            size, unit = measure(variant.get(field, ""))
            if size > LIMITS[unit][place]:
                found.append("%s超过 %d %s：%s" % (FIELDS[field], LIMITS[unit][place], UNITS[unit], variant[field]))
    if len(answer.get("variants", [])) != 3:
        found.append("不是三版文案")
    return found


def message(error: urllib.error.HTTPError) -> str:
    """接口对这次失败的说明（它返回的 error.message），读不到就用 HTTP 状态的说明。"""
    try:
        return json.load(error)["error"]["message"]
    except Exception:
        return str(error.reason)


def main() -> int:
    key = os.environ.get("DEEPSEEK_API_KEY", "").strip()
    if len(sys.argv) != 3 or not key:
        print("用法：DEEPSEEK_API_KEY=你的密钥 python3 batch_test.py prompt.txt samples/", file=sys.stderr)
        return 2
    template = Path(sys.argv[1]).read_text(encoding="utf-8")
    start, end = template.rfind("<notes>"), template.rfind("</notes>")
    if start < 0 or end < start:  # 两个标签缺一个，rfind 会返回 -1，切出来的提示词就错了
        print("prompt.txt 里没有成对的 <notes> 和 </notes>：笔记无处可放，不运行。", file=sys.stderr)
        return 2
    failures = 0
    with open("results.csv", "w", encoding="utf-8-sig", newline="") as out:  # 带 BOM，Excel 打开不乱码
        writer = csv.DictWriter(out, fieldnames=["样本", "通过", "问题", "输出"])
        writer.writeheader()
        for sample in sorted(Path(sys.argv[2]).glob("*.txt")):
            try:
                notes = sample.read_text(encoding="utf-8").strip()
            except UnicodeDecodeError:
                found, content = ["%s 不是 UTF-8 编码，请另存为 UTF-8 再试" % sample.name], ""
            else:
                prompt = template[: start + len("<notes>")] + "\n" + notes + "\n" + template[end:]
                try:
                    content = ask(key, prompt)
                    if not content.strip():  # 认不出 JSON 时接口返回空白：重发一次
                        content = ask(key, prompt)
                except urllib.error.HTTPError as error:
                    failures += 1
                    problem = "请求失败：%d %s" % (error.code, message(error))
                    writer.writerow({"样本": sample.name, "通过": "否", "问题": problem, "输出": ""})
                    print(sample.name, problem, file=sys.stderr)
                    if error.code in (401, 402):  # 401 密钥错误、402 余额不足：再发也是失败，停下
                        print("密钥无效或余额不足，后面的样本不再发送。", file=sys.stderr)
                        break
                    continue
                except (urllib.error.URLError, TimeoutError) as error:
                    failures += 1
                    problem = "请求失败：%s" % getattr(error, "reason", error)
                    writer.writerow({"样本": sample.name, "通过": "否", "问题": problem, "输出": ""})
                    print(sample.name, problem, file=sys.stderr)
                    continue
                try:
                    found = problems(json.loads(content))
                except json.JSONDecodeError:
                    found = ["不是合法的 JSON"]
                except (AttributeError, TypeError):
                    found = ["不是要求的 JSON 结构"]
            writer.writerow({"样本": sample.name, "通过": "否" if found else "是", "问题": "；".join(found), "输出": content})
            out.flush()  # 每条写完就落盘：中途出错，前面的回答不会丢
            print(sample.name, "不通过" if found else "通过")
    if failures:
        print("有 %d 个样本请求失败；已收到的回答都在 results.csv 里。" % failures, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
