# npm (Node.js): the npmmirror registry; the second line prints the registry now in use
npm config set registry https://registry.npmmirror.com
npm config get registry
# pip (Python): the TUNA mirror at Tsinghua University, for your user account (run it outside a virtual environment)
python3 -m pip config --user set global.index-url https://mirrors.tuna.tsinghua.edu.cn/pypi/web/simple
# Go 1.13 or later: goproxy.cn, with direct as the fallback
go env -w GOPROXY=https://goproxy.cn,direct
# Flutter: the CFUG mirror, for this terminal and, through the shell's startup file, for every new one
export PUB_HOSTED_URL="https://pub.flutter-io.cn"
export FLUTTER_STORAGE_BASE_URL="https://storage.flutter-io.cn"
rc="$HOME/.bashrc"; [ -n "$ZSH_VERSION" ] && rc="$HOME/.zshrc"
if ! grep -qs '^export PUB_HOSTED_URL=' "$rc"; then
  if [ -s "$rc" ] && [ -n "$(tail -c 1 "$rc")" ]; then echo >> "$rc"; fi
  printf '%s\n' 'export PUB_HOSTED_URL="https://pub.flutter-io.cn"' 'export FLUTTER_STORAGE_BASE_URL="https://storage.flutter-io.cn"' >> "$rc"
fi
