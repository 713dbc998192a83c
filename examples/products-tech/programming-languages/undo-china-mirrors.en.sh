# npm: back to the official registry, https://registry.npmjs.org/
npm config delete registry
# pip: back to pypi.org
python3 -m pip config --user unset global.index-url
# Go: back to the default, proxy.golang.org
go env -u GOPROXY
# Flutter: remove the two variables from this terminal and from the shell's startup file
unset PUB_HOSTED_URL FLUTTER_STORAGE_BASE_URL
rc="$HOME/.bashrc"; [ -n "$ZSH_VERSION" ] && rc="$HOME/.zshrc"
if [ -f "$rc" ]; then
  grep -v -e '^export PUB_HOSTED_URL=' -e '^export FLUTTER_STORAGE_BASE_URL=' "$rc" > "$rc.tmp"
  cat "$rc.tmp" > "$rc" && rm "$rc.tmp"
fi
