git init
echo ".env" >> .gitignore
git add -A
git commit -m "Initial commit"
