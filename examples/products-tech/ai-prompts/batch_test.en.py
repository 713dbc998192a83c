"""Run one prompt over a whole test set through the DeepSeek API and write results.csv.

Usage: DEEPSEEK_API_KEY=your-key python3 batch_test.py prompt.txt samples/
prompt.txt is this guide's landing page prompt; each .txt file in samples/ is one set of product
notes, filled in between the prompt's last <notes> and </notes>. Python's standard library only.
"""

import csv
import json
import os
import sys
import urllib.request
from pathlib import Path

BASE_URL = os.environ.get("DEEPSEEK_BASE_URL", "https://api.deepseek.com")
MODEL = "deepseek-flash"
HEADLINE_MAX, SUBHEADLINE_MAX = 8, 20  # words, as the prompt's requirements say


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


def problems(answer: dict) -> list:
    found = []
    for variant in answer.get("variants", []):
        if len(variant.get("headline", "").split()) > HEADLINE_MAX:
            found.append("headline over %d words: %s" % (HEADLINE_MAX, variant["headline"]))
        if len(variant.get("subheadline", "").split()) > SUBHEADLINE_MAX:
            found.append("subheadline over %d words: %s" % (SUBHEADLINE_MAX, variant["subheadline"]))
    if len(answer.get("variants", [])) != 3:
        found.append("not three versions")
    return found


def main() -> int:
    key = os.environ.get("DEEPSEEK_API_KEY", "").strip()
    if len(sys.argv) != 3 or not key:
        print("Usage: DEEPSEEK_API_KEY=your-key python3 batch_test.py prompt.txt samples/", file=sys.stderr)
        return 2
    template = Path(sys.argv[1]).read_text(encoding="utf-8")
    start, end = template.rfind("<notes>"), template.rfind("</notes>")
    rows = []
    for sample in sorted(Path(sys.argv[2]).glob("*.txt")):
        notes = sample.read_text(encoding="utf-8").strip()
        prompt = template[: start + len("<notes>")] + "\n" + notes + "\n" + template[end:]
        content = ask(key, prompt)
        if not content.strip():  # blank when the API could not read the output as JSON: ask once more
            content = ask(key, prompt)
        try:
            found = problems(json.loads(content))
        except (json.JSONDecodeError, AttributeError):
            found = ["not valid JSON"]
        rows.append({"sample": sample.name, "passed": "no" if found else "yes", "problems": "; ".join(found), "output": content})
        print(sample.name, "failed" if found else "passed")
    with open("results.csv", "w", encoding="utf-8-sig", newline="") as out:  # BOM so Excel reads UTF-8
        writer = csv.DictWriter(out, fieldnames=["sample", "passed", "problems", "output"])
        writer.writeheader()
        writer.writerows(rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
