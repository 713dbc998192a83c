# npm：改回官方源 https://registry.npmjs.org/
npm config delete registry
# pip：改回 pypi.org
python3 -m pip config --user unset global.index-url
# Go：改回默认的 proxy.golang.org
go env -u GOPROXY
# Flutter：从当前终端和 shell 的启动文件里去掉这两个变量
unset PUB_HOSTED_URL FLUTTER_STORAGE_BASE_URL
rc="$HOME/.bashrc"; [ -n "$ZSH_VERSION" ] && rc="$HOME/.zshrc"
if [ -f "$rc" ]; then
  grep -v -e '^export PUB_HOSTED_URL=' -e '^export FLUTTER_STORAGE_BASE_URL=' "$rc" > "$rc.tmp"
  cat "$rc.tmp" > "$rc" && rm "$rc.tmp"
fi
