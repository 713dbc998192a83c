git fetch --prune origin
git push --tags gitee $(git for-each-ref --format='refs/remotes/origin/%(refname:lstrip=3):refs/heads/%(refname:lstrip=3)' refs/remotes/origin | grep -v '^refs/remotes/origin/HEAD:')
