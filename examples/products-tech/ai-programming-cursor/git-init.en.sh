git init
if [ -z "$(git config user.name)" ] || [ -z "$(git config user.email)" ]; then
  echo 'Git does not know your name and email yet, so nothing was added. Run these two lines with your own details, then paste this block again:' >&2
  echo '  git config --global user.name "Your Name"' >&2
  echo '  git config --global user.email "you@example.com"' >&2
elif git rev-parse -q --verify HEAD > /dev/null && ! git diff --cached --quiet; then
  echo 'You have changes staged with git add; this block would commit them too, so it changed nothing. Unstage them with the line below (your edits stay in the files), then paste this block again:' >&2
  echo '  git restore --staged .' >&2
else
  if [ -s .gitignore ] && [ -n "$(tail -c 1 .gitignore)" ]; then echo >> .gitignore; fi
  for pattern in .env '.env.*' '!.env.example' '*.pem' '*.key' credentials.json secrets.json node_modules/ dist/; do
    grep -qxF -- "$pattern" .gitignore 2>/dev/null || printf '%s\n' "$pattern" >> .gitignore
  done
  if git check-ignore -q --no-index .env.example; then printf '%s\n' '!.env.example' >> .gitignore; fi
  if [ -n "$(git ls-files -ci --exclude-standard)" ]; then
    echo 'No longer tracked (the files stay on disk; revoke any key that was ever committed):' >&2
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
    echo 'Nothing was committed: these files match .gitignore but are still staged:' >&2
    git ls-files -ci --exclude-standard >&2
  elif git diff --cached --quiet; then
    echo 'Nothing new to commit.'
  else
    git commit -q -m "$message"
  fi
fi
