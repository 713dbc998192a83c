git init
if [ -z "$(git config user.name)" ] || [ -z "$(git config user.email)" ]; then
  echo 'Git does not know your name and email yet, so nothing was added. Run these two lines with your own details, then paste this block again:' >&2
  echo '  git config --global user.name "Your Name"' >&2
  echo '  git config --global user.email "you@example.com"' >&2
else
  if [ -s .gitignore ] && [ -n "$(tail -c 1 .gitignore)" ]; then echo >> .gitignore; fi
  for pattern in .env '.env.*' '!.env.example' node_modules/ dist/; do
    grep -qxF -- "$pattern" .gitignore 2>/dev/null || printf '%s\n' "$pattern" >> .gitignore
  done
  if [ -n "$(git ls-files -ci --exclude-standard)" ]; then
    echo 'No longer tracked (the files stay on disk; revoke any key that was ever committed):' >&2
    git ls-files -ci --exclude-standard >&2
    git ls-files -ci --exclude-standard -z | xargs -0 git rm --cached -q --
  fi
  if git rev-parse -q --verify HEAD > /dev/null; then
    git add .gitignore
    message="Stop tracking the files .gitignore lists"
  else
    git add -A
    message="Initial commit"
  fi
  git status --short
  if git diff --cached --quiet; then
    echo 'Nothing new to commit.'
  else
    git commit -q -m "$message"
  fi
fi
