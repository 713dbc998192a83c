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
    git -c core.quotepath=off ls-files -ci --exclude-standard >&2
    if git -c core.quotepath=off ls-files -ci --exclude-standard | grep -vE '\.local$' | grep -qE '(^|/)\.env\.'; then
      echo 'Among them are .env.* files other than .env.local. If one holds no secrets and belongs in the repository (a template such as .env.sample or .env.development), keep it after this block with the line below, using its name:' >&2
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
    echo 'Nothing was committed: these files match .gitignore but are still staged:' >&2
    git -c core.quotepath=off ls-files -ci --exclude-standard >&2
    echo 'Take them out with this line for each file (the file stays on disk), then paste this block again:' >&2
    echo "  git rm --cached -f -- 'file name'" >&2
  elif git diff --cached --quiet; then
    echo 'Nothing new to commit.'
  else
    git commit -q -m "$message"
  fi
fi
