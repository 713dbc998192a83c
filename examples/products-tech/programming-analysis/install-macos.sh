python3 -m venv .venv
.venv/bin/python -m pip install pandas -i https://pypi.tuna.tsinghua.edu.cn/simple
.venv/bin/python retention.py
