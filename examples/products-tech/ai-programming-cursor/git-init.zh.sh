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
    git ls-files -ci --exclude-standard >&2
    git ls-files -ci --exclude-standard -z | xargs -0 git rm --cached -f -q --
  fi
  if git rev-parse -q --verify HEAD > /dev/null; then
    git add .gitignore
    message="Stop tracking the files .gitignore lists"
  else
    git add -A
    message="Initial commit"
  fi
  git status --short
  if [ -n "$(git ls-files -ci --exclude-standard)" ]; then
    echo '没有提交：下面这些文件符合 .gitignore，却仍在暂存区里：' >&2
    git ls-files -ci --exclude-standard >&2
  elif git diff --cached --quiet; then
    echo '没有新的改动需要提交。'
  else
    git commit -q -m "$message"
  fi
fi
