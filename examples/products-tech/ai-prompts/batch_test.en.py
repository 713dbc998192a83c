"""Run one prompt over a whole test set through the DeepSeek API and write results.csv.

Usage: DEEPSEEK_API_KEY=your-key python3 batch_test.py prompt.txt samples/
prompt.txt is this guide's landing page prompt; each .txt file in samples/ is one set of product
notes, filled in between the prompt's last <notes> and </notes>. Python's standard library only.
If a request fails (no balance left, rate limit, timeout and so on), the answers already received
stay in results.csv.
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
# The prompt's length rules: a Chinese line is measured in characters, an English one in words.
LIMITS = {"characters": (18, 40), "words": (8, 20)}
FIELDS = {"headline": "headline", "subheadline": "subheadline"}
UNITS = {"characters": "characters", "words": "words"}


def ask(key: str, prompt: str) -> str:
    body = {
        "model": MODEL,
        "messages": [{"role": "user", "content": prompt}],
        "response_format": {"type": "json_object"},  # JSON only
        "thinking": {"type": "disabled"},  # no thinking mode: copy does not need it, and it costs less
        "max_tokens": 2000,  # room enough that the JSON is not cut off
    }
    request = urllib.request.Request(
        BASE_URL.rstrip("/") + "/chat/completions",
        data=json.dumps(body).encode("utf-8"),
        headers={"Content-Type": "application/json", "Authorization": "Bearer " + key},
    )
    with urllib.request.urlopen(request, timeout=120) as response:
        return json.load(response)["choices"][0]["message"]["content"] or ""


def measure(text: str) -> tuple:
    """How long a line is, in the unit the prompt's rules use for its language."""
    if any("\u4e00" <= char <= "\u9fff" for char in text):
        return len(text), "characters"
    return len(text.split()), "words"


def problems(answer: dict) -> list:
    found = []
    for variant in answer.get("variants", []):
        for place, field in enumerate(FIELDS):
            size, unit = measure(variant.get(field, ""))
            if size > LIMITS[unit][place]:
                found.append("%s over %d %s: %s" % (FIELDS[field], LIMITS[unit][place], UNITS[unit], variant[field]))
    if len(answer.get("variants", [])) != 3:
        found.append("not three versions")
    return found


def message(error: urllib.error.HTTPError) -> str:
    """The API's own account of the failure (its error.message), or the HTTP status text."""
    try:
        return json.load(error)["error"]["message"]
    except Exception:
        return str(error.reason)


def main() -> int:
    key = os.environ.get("DEEPSEEK_API_KEY", "").strip()
    if len(sys.argv) != 3 or not key:
        print("Usage: DEEPSEEK_API_KEY=your-key python3 batch_test.py prompt.txt samples/", file=sys.stderr)
        return 2
    template = Path(sys.argv[1]).read_text(encoding="utf-8")
    start, end = template.rfind("<notes>"), template.rfind("</notes>")
    if start < 0 or end < start:  # without both tags rfind returns -1 and the prompt would be cut in the wrong place
        print("prompt.txt has no <notes> and </notes> pair: nowhere to put the notes, not running.", file=sys.stderr)
        return 2
    failures = 0
    with open("results.csv", "w", encoding="utf-8-sig", newline="") as out:  # BOM so Excel reads UTF-8
        writer = csv.DictWriter(out, fieldnames=["sample", "passed", "problems", "output"])
        writer.writeheader()
        for sample in sorted(Path(sys.argv[2]).glob("*.txt")):
            try:
                notes = sample.read_text(encoding="utf-8").strip()
            except UnicodeDecodeError:
                found, content = ["%s not saved as UTF-8; save it as UTF-8 and try again" % sample.name], ""
            else:
                prompt = template[: start + len("<notes>")] + "\n" + notes + "\n" + template[end:]
                try:
                    content = ask(key, prompt)
                    if not content.strip():  # blank when the API could not read the output as JSON: ask once more
                        content = ask(key, prompt)
                except urllib.error.HTTPError as error:
                    failures += 1
                    problem = "request failed: %d %s" % (error.code, message(error))
                    writer.writerow({"sample": sample.name, "passed": "no", "problems": problem, "output": ""})
                    print(sample.name, problem, file=sys.stderr)
                    if error.code in (401, 402):  # 401 wrong key, 402 no balance left: sending again fails too, so stop
                        print("Key rejected or balance used up: the remaining samples are not sent.", file=sys.stderr)
                        break
                    continue
                except (urllib.error.URLError, TimeoutError) as error:
                    failures += 1
                    problem = "request failed: %s" % getattr(error, "reason", error)
                    writer.writerow({"sample": sample.name, "passed": "no", "problems": problem, "output": ""})
                    print(sample.name, problem, file=sys.stderr)
                    continue
                try:
                    found = problems(json.loads(content))
                except json.JSONDecodeError:
                    found = ["not valid JSON"]
                except (AttributeError, TypeError):
                    found = ["not the JSON structure asked for"]
            writer.writerow({"sample": sample.name, "passed": "no" if found else "yes", "problems": "; ".join(found), "output": content})
            out.flush()  # written row by row: an error halfway through loses none of the earlier answers
            print(sample.name, "failed" if found else "passed")
    if failures:
        print("%d sample(s) failed to get an answer; every answer received is in results.csv." % failures, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
