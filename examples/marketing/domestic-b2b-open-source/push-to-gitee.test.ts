// The guide's fallback for when Gitee's repository mirroring cannot be added (section-2): once,
// `git remote add gitee <Gitee URL>` in the project folder; at each release, push-to-gitee.sh (kept
// outside the project folder), run with bash or zsh or pasted into either. GitHub and Gitee are local
// bare repositories: the GitHub stand-in has main, dev and feature/x, an annotated and a lightweight
// tag; the Gitee stand-in starts empty, or with a README commit of its own on main, as when the reader
// lets Gitee initialise the repository. The reader's starting state is a fresh clone of the GitHub
// stand-in (only main checked out, so dev and feature/x exist only as origin/dev and origin/feature/x),
// a fresh HOME, no system or global git config and no user.name. Every branch and tag on the GitHub
// stand-in must reach the Gitee stand-in, and nothing else (no branch called HEAD, no tag the reader
// made only locally). Later releases pushed to GitHub from elsewhere must reach Gitee too: a new
// commit, branch and tag; dev rebased and force-pushed; a tag on a commit that is on no branch. GitHub
// wins: a Gitee commit GitHub lacks is overwritten, and a tag deleted and made again on GitHub (moved,
// force-pushed) moves on Gitee too. A branch or tag deleted on GitHub is deleted on Gitee by hand with
// the commands the tip before the code block gives.
// The commands the fourth reading ran (fixtures/push-to-gitee.before-fix.sh: git push --all gitee,
// git push --tags gitee) pushed only local branches, so dev never reached Gitee. The script the fifth
// reading ran (fixtures/push-to-gitee.round5.sh: no leading + and no fetch of all tags) was rejected
// after a rebase and on a Gitee repository with a README commit, and left a tag on no branch behind.
// The script the sixth reading ran (fixtures/push-to-gitee.round6.sh: no --force on the tag fetch and
// no + on the tag refspecs) left a moved tag on its old commit on Gitee and still exited 0.
// The same checks reject all three. The one-refspec form `refs/remotes/origin/*:refs/heads/*` is not used
// because it also makes a branch called HEAD on Gitee, even with a ^refs/remotes/origin/HEAD exclusion.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { articleOf, type Language } from '../../support/article-blocks.ts'
import { readerEnv } from '../../support/reader-env.ts'
import { run } from '../../support/run.ts'
import { tempDir } from '../../support/temp-dir.ts'

const here = import.meta.dirname
const scriptFile = join(here, 'push-to-gitee.sh')
const script = readFileSync(scriptFile, 'utf8')
const beforeFix = join(here, 'fixtures', 'push-to-gitee.before-fix.sh')
const round5 = join(here, 'fixtures', 'push-to-gitee.round5.sh')
const round6 = join(here, 'fixtures', 'push-to-gitee.round6.sh')
const example = 'examples/marketing/domestic-b2b-open-source/push-to-gitee.sh'

interface Block {
  type: string
  title?: string
  text?: string
  tone?: string
  example?: string
}

function sectionBlocks(language: Language, id: string): Block[] {
  const article = articleOf<{ sections: { id: string; blocks?: Block[] }[] }>(
    language,
    'marketing/domestic-b2b-open-source',
  )
  return article.sections.find((section) => section.id === id)?.blocks ?? []
}

/** The GitHub and Gitee stand-ins and the reader's fresh clone, with `git remote add gitee` done. */
function readerClone(options: { giteeReadme?: boolean } = {}) {
  const root = tempDir('gitee-push')
  const env = readerEnv(join(root, 'home'), { GIT_CONFIG_NOSYSTEM: '1' })
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', args, { cwd, env, encoding: 'utf8', stdio: 'pipe' }).trim()
  const author = ['-c', 'user.name=Maintainer', '-c', 'user.email=maintainer@example.com']
  const github = join(root, 'github.git')
  const gitee = join(root, 'gitee.git')
  execFileSync('mkdir', ['-p', join(root, 'home')])
  git(root, 'init', '-q', '--bare', '-b', 'main', github)
  git(root, 'init', '-q', '--bare', gitee)
  // The maintainer's other machine, which pushes to GitHub.
  const elsewhere = join(root, 'elsewhere')
  git(root, 'clone', '-q', github, elsewhere)
  const commit = (message: string) =>
    git(elsewhere, ...author, 'commit', '-q', '--allow-empty', '-m', message)
  commit('First release')
  git(elsewhere, 'push', '-q', 'origin', 'HEAD:main')
  git(elsewhere, 'switch', '-q', '-c', 'dev')
  commit('Work in progress')
  git(elsewhere, 'push', '-q', 'origin', 'dev')
  git(elsewhere, 'switch', '-q', '-c', 'feature/x')
  commit('A feature')
  git(elsewhere, 'push', '-q', 'origin', 'feature/x')
  git(elsewhere, ...author, 'tag', '-a', 'v1.0.0', '-m', 'v1.0.0', 'main')
  git(elsewhere, 'tag', 'v0.9-light', 'main')
  git(elsewhere, 'push', '-q', 'origin', '--tags')

  if (options.giteeReadme) {
    // Gitee's own first commit, made when the repository was created with a README.
    const web = join(root, 'gitee-web')
    git(root, 'init', '-q', '-b', 'main', web)
    git(web, ...author, 'commit', '-q', '--allow-empty', '-m', 'Initial commit: README.md')
    git(web, 'push', '-q', gitee, 'main')
  }

  const project = join(root, 'project')
  git(root, 'clone', '-q', github, project)
  git(project, 'remote', 'add', 'gitee', gitee)
  // A tag the reader made only on this machine, which must stay off Gitee.
  git(project, 'tag', 'local-try', 'HEAD')
  const refs = (repo: string) =>
    git(repo, 'for-each-ref', '--format=%(objectname) %(refname)').split('\n').filter(Boolean).sort()
  const sh = (shell: string, args: string[]) => run(shell, args, { cwd: project, env })
  /** A second release, pushed to GitHub from the other machine. */
  const secondRelease = () => {
    git(elsewhere, 'switch', '-q', 'dev')
    commit('More work')
    git(elsewhere, 'push', '-q', 'origin', 'dev')
    git(elsewhere, 'switch', '-q', '-c', 'release/2', 'main')
    commit('Second release')
    git(elsewhere, 'push', '-q', 'origin', 'release/2')
    git(elsewhere, ...author, 'tag', '-a', 'v2.0.0', '-m', 'v2.0.0', 'release/2')
    git(elsewhere, 'push', '-q', 'origin', 'v2.0.0')
  }
  /** dev rewritten on the other machine and force-pushed to GitHub. */
  const rebaseDev = () => {
    git(elsewhere, 'switch', '-q', 'dev')
    git(elsewhere, ...author, 'commit', '-q', '--amend', '--allow-empty', '-m', 'Work in progress, rewritten')
    git(elsewhere, 'push', '-q', '--force', 'origin', 'dev')
  }
  /** A tag on a commit that no branch holds, such as an orphan docs commit. */
  const tagOnNoBranch = () => {
    git(elsewhere, 'switch', '-q', '--orphan', 'docs-build')
    commit('Built docs')
    git(elsewhere, 'tag', 'docs-1', 'HEAD')
    git(elsewhere, 'push', '-q', 'origin', 'docs-1')
    git(elsewhere, 'switch', '-q', 'main')
  }
  /** v1.0.0 deleted and made again on a new commit of main, and force-pushed to GitHub. */
  const moveTag = () => {
    git(elsewhere, 'switch', '-q', 'main')
    commit('Fix after the release')
    git(elsewhere, 'push', '-q', 'origin', 'main')
    git(elsewhere, 'tag', '-d', 'v1.0.0')
    git(elsewhere, ...author, 'tag', '-a', 'v1.0.0', '-m', 'v1.0.0, made again', 'main')
    git(elsewhere, 'push', '-q', '--force', 'origin', 'v1.0.0')
  }
  /** The commit or tag object a ref names in a repository, or '' when it has no such ref. */
  const ref = (repo: string, name: string) =>
    refs(repo)
      .find((line) => line.endsWith(` ${name}`))
      ?.split(' ')[0] ?? ''
  return { github, gitee, project, git, refs, sh, secondRelease, rebaseDev, tagOnNoBranch, moveTag, ref }
}

describe.each(['zh', 'en'] as Language[])('the Gitee fallback in section-2 (%s)', (language) => {
  const blocks = sectionBlocks(language, 'section-2')
  const index = blocks.findIndex((block) => block.type === 'code' && block.example === example)
  const code = blocks[index]
  const tip = blocks[index - 1]

  it('is a bash code block whose short title gives the script to run at each release', () => {
    expect(code).toBeDefined()
    expect(code?.title).toContain('bash ~/push-to-gitee.sh')
    expect(code?.title?.length ?? 0).toBeLessThan(language === 'zh' ? 60 : 120)
  })

  it('has a tip just before it with the remote to add once, GitHub wins, and how to delete on Gitee', () => {
    expect(tip?.type).toBe('callout')
    expect(tip?.tone).toBe('tip')
    expect(tip?.text).toContain('git remote add gitee')
    expect(tip?.text).toContain('~/push-to-gitee.sh')
    expect(tip?.text).toContain('git push --all')
    expect(tip?.text).toContain(language === 'zh' ? '以 GitHub 为准' : 'GitHub wins')
    // A branch and a tag deleted on GitHub: the two deletion forms the tests below run.
    expect(tip?.text).toContain('git push gitee --delete')
    expect(tip?.text).toContain('refs/tags/')
    // No text still tells the reader that git push --all pushes every branch.
    for (const block of blocks) expect(block.text ?? '').not.toContain('git push --all gitee')
  })
})

describe.each([
  ['bash, run as a file', 'bash', [scriptFile]],
  ['zsh, run as a file', 'zsh', [scriptFile]],
  ['bash, pasted', 'bash', ['-c', script]],
  ['zsh, pasted', 'zsh', ['-c', script]],
] as const)('push-to-gitee.sh in %s', (_, shell, args) => {
  it('from a fresh clone, pushes every GitHub branch, including dev which exists only as origin/dev, and every tag', async () => {
    const reader = readerClone()
    expect(reader.git(reader.project, 'branch', '--format=%(refname:short)')).toBe('main')
    const pushed = await reader.sh(shell, [...args])
    expect(pushed.code, pushed.stderr).toBe(0)
    expect(reader.refs(reader.gitee)).toEqual(reader.refs(reader.github))
    expect(reader.refs(reader.gitee)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/ refs\/heads\/dev$/),
        expect.stringMatching(/ refs\/heads\/feature\/x$/),
      ]),
    )
    expect(reader.refs(reader.gitee).some((ref) => ref.endsWith(' refs/heads/HEAD'))).toBe(false)
  })

  it('at the second release, fetches from GitHub first, so the new commit, branch and tag reach Gitee', async () => {
    const reader = readerClone()
    expect((await reader.sh(shell, [...args])).code).toBe(0)
    reader.secondRelease()
    const again = await reader.sh(shell, [...args])
    expect(again.code, again.stderr).toBe(0)
    expect(reader.refs(reader.gitee)).toEqual(reader.refs(reader.github))
    expect(reader.refs(reader.gitee)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/ refs\/heads\/release\/2$/),
        expect.stringMatching(/ refs\/tags\/v2\.0\.0$/),
      ]),
    )
  })

  it('after dev was rebased and force-pushed on GitHub, overwrites dev on Gitee and exits 0', async () => {
    const reader = readerClone()
    expect((await reader.sh(shell, [...args])).code).toBe(0)
    const old = reader.ref(reader.gitee, 'refs/heads/dev')
    reader.rebaseDev()
    const again = await reader.sh(shell, [...args])
    expect(again.code, again.stderr).toBe(0)
    expect(reader.ref(reader.gitee, 'refs/heads/dev')).not.toBe(old)
    expect(reader.refs(reader.gitee)).toEqual(reader.refs(reader.github))
  })

  it('pushes a tag on a commit that no branch holds', async () => {
    const reader = readerClone()
    reader.tagOnNoBranch()
    const pushed = await reader.sh(shell, [...args])
    expect(pushed.code, pushed.stderr).toBe(0)
    expect(reader.ref(reader.gitee, 'refs/tags/docs-1')).not.toBe('')
    expect(reader.refs(reader.gitee)).toEqual(reader.refs(reader.github))
  })

  it('on a Gitee repository created with a README commit, makes main the GitHub main and exits 0', async () => {
    const reader = readerClone({ giteeReadme: true })
    expect(reader.ref(reader.gitee, 'refs/heads/main')).not.toBe('')
    const pushed = await reader.sh(shell, [...args])
    expect(pushed.code, pushed.stderr).toBe(0)
    expect(reader.refs(reader.gitee)).toEqual(reader.refs(reader.github))
  })

  it('after a tag was deleted, made again on a new commit and force-pushed to GitHub, moves it on Gitee', async () => {
    const reader = readerClone()
    expect((await reader.sh(shell, [...args])).code).toBe(0)
    const old = reader.ref(reader.gitee, 'refs/tags/v1.0.0')
    reader.moveTag()
    const again = await reader.sh(shell, [...args])
    expect(again.code, again.stderr).toBe(0)
    expect(again.stderr).not.toContain('rejected')
    expect(reader.ref(reader.gitee, 'refs/tags/v1.0.0')).not.toBe(old)
    expect(reader.refs(reader.gitee)).toEqual(reader.refs(reader.github))
  })

  it('leaves a tag made only in the local clone off Gitee', async () => {
    const reader = readerClone()
    expect(reader.ref(reader.project, 'refs/tags/local-try')).not.toBe('')
    expect((await reader.sh(shell, [...args])).code).toBe(0)
    expect(reader.ref(reader.gitee, 'refs/tags/local-try')).toBe('')
  })
})

describe.each(['bash', 'zsh'])('the deletion commands of the tip in %s', (shell) => {
  it('delete on Gitee a branch and a tag deleted on GitHub', async () => {
    const reader = readerClone()
    expect((await reader.sh(shell, [scriptFile])).code).toBe(0)
    expect(reader.ref(reader.gitee, 'refs/heads/feature/x')).not.toBe('')
    expect(reader.ref(reader.gitee, 'refs/tags/v0.9-light')).not.toBe('')
    const deleted = await reader.sh(shell, [
      '-c',
      'git push gitee --delete feature/x && git push gitee --delete refs/tags/v0.9-light',
    ])
    expect(deleted.code, deleted.stderr).toBe(0)
    expect(reader.ref(reader.gitee, 'refs/heads/feature/x')).toBe('')
    expect(reader.ref(reader.gitee, 'refs/tags/v0.9-light')).toBe('')
  })
})

describe.each(['bash', 'zsh'])('the script of the sixth reading in %s', (shell) => {
  it('leaves a moved tag on its old commit on Gitee and still exits 0', async () => {
    const reader = readerClone()
    expect((await reader.sh(shell, [round6])).code).toBe(0)
    const old = reader.ref(reader.gitee, 'refs/tags/v1.0.0')
    reader.moveTag()
    const again = await reader.sh(shell, [round6])
    expect(again.code).toBe(0)
    expect(again.stderr).toContain('would clobber existing tag')
    expect(reader.ref(reader.gitee, 'refs/tags/v1.0.0')).toBe(old)
    expect(reader.ref(reader.gitee, 'refs/tags/v1.0.0')).not.toBe(
      reader.ref(reader.github, 'refs/tags/v1.0.0'),
    )
  })
})

describe.each(['bash', 'zsh'])('the script of the fifth reading in %s', (shell) => {
  it('is rejected after a rebase: dev stays old on Gitee and the run exits non-zero', async () => {
    const reader = readerClone()
    expect((await reader.sh(shell, [round5])).code).toBe(0)
    reader.rebaseDev()
    const again = await reader.sh(shell, [round5])
    expect(again.code).not.toBe(0)
    expect(again.stderr).toContain('non-fast-forward')
    expect(reader.ref(reader.gitee, 'refs/heads/dev')).not.toBe(reader.ref(reader.github, 'refs/heads/dev'))
  })

  it('leaves a tag on no branch off Gitee', async () => {
    const reader = readerClone()
    reader.tagOnNoBranch()
    expect((await reader.sh(shell, [round5])).code).toBe(0)
    expect(reader.ref(reader.gitee, 'refs/tags/docs-1')).toBe('')
  })

  it('is rejected by a Gitee repository created with a README commit', async () => {
    const reader = readerClone({ giteeReadme: true })
    const pushed = await reader.sh(shell, [round5])
    expect(pushed.code).not.toBe(0)
    expect(reader.ref(reader.gitee, 'refs/heads/main')).not.toBe(reader.ref(reader.github, 'refs/heads/main'))
  })

  it('pushes the tag made only in the local clone', async () => {
    const reader = readerClone()
    expect((await reader.sh(shell, [round5])).code).toBe(0)
    expect(reader.ref(reader.gitee, 'refs/tags/local-try')).not.toBe('')
  })
})

describe.each(['bash', 'zsh'])('the commands of the fourth reading in %s', (shell) => {
  it('are rejected: git push --all leaves dev, which exists only as origin/dev, off Gitee', async () => {
    const reader = readerClone()
    const pushed = await reader.sh(shell, [beforeFix])
    expect(pushed.code, pushed.stderr).toBe(0)
    expect(reader.refs(reader.gitee)).not.toEqual(reader.refs(reader.github))
    expect(reader.refs(reader.gitee).some((ref) => ref.endsWith(' refs/heads/dev'))).toBe(false)
  })

  it('the one-refspec form is not used: it makes a branch called HEAD on Gitee', async () => {
    const reader = readerClone()
    const pushed = await reader.sh(shell, [
      '-c',
      "git push gitee 'refs/remotes/origin/*:refs/heads/*' '^refs/remotes/origin/HEAD'",
    ])
    expect(pushed.code, pushed.stderr).toBe(0)
    expect(reader.refs(reader.gitee).some((ref) => ref.endsWith(' refs/heads/HEAD'))).toBe(true)
  })
})
