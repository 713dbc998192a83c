npm config delete registry
python3 -m pip config --user unset global.index-url -qqq
go env -u GOPROXY
unset PUB_HOSTED_URL FLUTTER_STORAGE_BASE_URL
rc="$HOME/.bashrc"; [ -n "$ZSH_VERSION" ] && rc="$HOME/.zshrc"
if [ -f "$rc" ]; then
  grep -v -e '^export PUB_HOSTED_URL=' -e '^export FLUTTER_STORAGE_BASE_URL=' "$rc" > "$rc.tmp"
  cat "$rc.tmp" > "$rc" && rm "$rc.tmp"
fi
