git fetch --prune --tags --force origin
git push gitee $(git for-each-ref --format='+refs/remotes/origin/%(refname:lstrip=3):refs/heads/%(refname:lstrip=3)' refs/remotes/origin | grep -v '^+refs/remotes/origin/HEAD:') $(git ls-remote --tags --refs origin | awk '{print "+" $2 ":" $2}')
