npm config set registry https://registry.npmmirror.com
npm config get registry
python3 -m pip config --user set global.index-url https://mirrors.tuna.tsinghua.edu.cn/pypi/web/simple
go env -w GOPROXY=https://goproxy.cn,direct
export PUB_HOSTED_URL="https://pub.flutter-io.cn"
export FLUTTER_STORAGE_BASE_URL="https://storage.flutter-io.cn"
rc="$HOME/.bashrc"; [ -n "$ZSH_VERSION" ] && rc="$HOME/.zshrc"
if ! grep -qs '^export PUB_HOSTED_URL=' "$rc"; then
  if [ -s "$rc" ] && [ -n "$(tail -c 1 "$rc")" ]; then echo >> "$rc"; fi
  printf '%s\n' 'export PUB_HOSTED_URL="https://pub.flutter-io.cn"' 'export FLUTTER_STORAGE_BASE_URL="https://storage.flutter-io.cn"' >> "$rc"
fi
