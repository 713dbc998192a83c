git init
if [ -z "$(git config user.name)" ] || [ -z "$(git config user.email)" ]; then
  echo 'Git 还不知道你的名字和邮箱，所以什么都没有加进去。把下面两行换成你自己的信息运行，再把这段命令粘贴一遍：' >&2
  echo '  git config --global user.name "你的名字"' >&2
  echo '  git config --global user.email "you@example.com"' >&2
elif git rev-parse -q --verify HEAD > /dev/null && ! git diff --cached --quiet; then
  echo '你已经用 git add 暂存了改动，这段命令会把它们一起提交，所以什么都没有改。先用下面这行取消暂存（改动仍在文件里），再把这段命令粘贴一遍：' >&2
  echo '  git restore --staged .' >&2
else
  if [ -s .gitignore ] && [ -n "$(tail -c 1 .gitignore)" ]; then echo >> .gitignore; fi
  for pattern in .env '.env.*' '!.env.example' '*.pem' '*.key' credentials.json secrets.json node_modules/ dist/; do
    grep -qxF -- "$pattern" .gitignore 2>/dev/null || printf '%s\n' "$pattern" >> .gitignore
  done
  if git check-ignore -q --no-index .env.example; then printf '%s\n' '!.env.example' >> .gitignore; fi
  if [ -n "$(git ls-files -ci --exclude-standard)" ]; then
    echo '以下文件不再纳入 Git（文件仍在磁盘上；曾经提交过的密钥要作废重发）：' >&2
    git -c core.quotepath=off ls-files -ci --exclude-standard >&2
    if git -c core.quotepath=off ls-files -ci --exclude-standard | grep -vE '\.local$' | grep -qE '(^|/)\.env\.'; then
      echo '其中有 .env.local 以外的 .env.* 文件。如果某个文件不含密钥、本该留在版本库里（如 .env.sample、.env.development 这类模板），这段命令运行完后用下面这行把它留下（换成它的文件名）：' >&2
      printf '  echo \047!.env.sample\047 >> .gitignore && git add .gitignore .env.sample && git commit -m "Keep .env.sample"\n' >&2
    fi
    git ls-files -ci --exclude-standard -z | xargs -0 git rm --cached -f -q --
  fi
  if git rev-parse -q --verify HEAD > /dev/null; then
    git add .gitignore
    message="Stop tracking the files .gitignore lists"
  else
    git add -A
    message="Initial commit"
  fi
  git -c core.quotepath=off status --short
  if [ -n "$(git ls-files -ci --exclude-standard)" ]; then
    echo '没有提交：下面这些文件符合 .gitignore，却仍在暂存区里：' >&2
    git -c core.quotepath=off ls-files -ci --exclude-standard >&2
    echo '每个文件运行一次下面这行把它移出暂存区（文件仍在磁盘上），再把这段命令粘贴一遍：' >&2
    echo "  git rm --cached -f -- '文件名'" >&2
  elif git diff --cached --quiet; then
    echo '没有新的改动需要提交。'
  else
    git commit -q -m "$message"
  fi
fi
