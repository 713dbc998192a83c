python3 -m venv .venv
source .venv/bin/activate
python -m pip --version
