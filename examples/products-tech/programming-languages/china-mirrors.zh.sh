# npm（Node.js）：改用 npmmirror 镜像；第二行打印当前使用的地址
npm config set registry https://registry.npmmirror.com
npm config get registry
# pip（Python）：改用清华大学 TUNA 镜像，写入当前用户的配置（不要在虚拟环境里运行）
python3 -m pip config --user set global.index-url https://mirrors.tuna.tsinghua.edu.cn/pypi/web/simple
# Go 1.13 及以上：改用 goproxy.cn，取不到时直连源站
go env -w GOPROXY=https://goproxy.cn,direct
# Flutter：改用 CFUG 镜像，当前终端立即生效，并写进 shell 的启动文件，以后每个新终端都生效
export PUB_HOSTED_URL="https://pub.flutter-io.cn"
export FLUTTER_STORAGE_BASE_URL="https://storage.flutter-io.cn"
rc="$HOME/.bashrc"; [ -n "$ZSH_VERSION" ] && rc="$HOME/.zshrc"
if ! grep -qs '^export PUB_HOSTED_URL=' "$rc"; then
  if [ -s "$rc" ] && [ -n "$(tail -c 1 "$rc")" ]; then echo >> "$rc"; fi
  printf '%s\n' 'export PUB_HOSTED_URL="https://pub.flutter-io.cn"' 'export FLUTTER_STORAGE_BASE_URL="https://storage.flutter-io.cn"' >> "$rc"
fi
