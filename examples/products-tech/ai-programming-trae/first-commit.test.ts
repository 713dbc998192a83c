// The Trae guide's first commit (section-2, steps install-git, put-project-under-git, keep-env-out-of-git
// and first-commit, read as one text in that order), typed as the steps say into bash and into zsh (the
// default shell on macOS), from each starting state a reader has:
// - after `npx create-next-app@latest` tonight, git without user.name or user.email (a fresh machine):
//   create-next-app's own commit fails and it removes the .git it made (helpers/git.ts, tryGitInit), so
//   the folder has no repository;
// - after `npx create-next-app@latest`, git with an identity: create-next-app has already made
//   "Initial commit from Create Next App";
// - an existing project with no repository, whose .gitignore has no .env line and no final newline
//   (`node_modules\ndist`), and a .env holding a key;
// - an existing repository whose earlier commit already tracks .env;
// - an existing repository whose earlier commit tracks apps/web/.env (a .env in a subfolder);
// - an existing repository that tracks .env, with a change to it staged (git add .env) and then
//   edited again, so the index differs from both HEAD and the disk;
// - an existing repository whose .gitignore is `.env`, `.env.*`, `!.env.example` and which tracks
//   .env.example (a secret-free template the reader keeps, as the step says, with `!.env.example`);
// - an existing repository that tracks .env.sample under `.gitignore` `.env` (kept with `!.env.sample`);
// - a new repository (git init, nothing committed) with an untracked .env.example the reader wants in Git:
//   `.env*` ignores it without a sign, so the step gives `!.env.example` before git add -A;
// - a project folder inside another repository (a home folder or parent folder under Git) that has a
//   commit, a staged new file and an unstaged change of its own: `git rev-parse --show-prefix` prints
//   the folder's path, and the git init the step then gives keeps the parent's changes out of the commit;
// - a terminal left in src/ of the reader's own repository (a subfolder of the project): there
//   `git rev-parse --show-prefix` also prints a path (`src/`), so the step first has the reader run
//   `ls package.json` in the folder with package.json; from src/ it says "No such file or directory",
//   and after cd to the project folder the check prints the empty line of a repository's top.
// create-next-app's git step is played by a local stand-in that does what tryGitInit does (git init,
// git add -A, git commit, and on failure removes .git), on the files create-next-app 16.4.3 wrote
// (fixtures/create-next-app-16.4.3.json) with the .gitignore it wrote (fixtures/create-next-app-gitignore.txt:
// `npx create-next-app@16.4.3 demo --ts --tailwind --eslint --app --src-dir --skip-install --yes
// --disable-git` on 2026-12-02; it has `.env*`, no .idea lines, and ends with a newline) and a
// .env.local holding a key.
// No commit the step makes may hold a .env file. The step the second reading found
// (fixtures/first-commit.before-fix.sh) gave no git init, the step of the third reading gave no
// .gitignore line and no git rm --cached, and the untrack command of 1d76400 (what the third reading,
// read3, ran) untracked only '.env*' at the top, so a subfolder's .env stayed in the commit, and
// stopped on a staged .env change; the same checks reject all three. The step of the fifth reading
// (read5) ran the prefix check wherever the terminal was, so from src/ of the reader's own repository its
// "prints a path" branch gave git init and made a second repository inside the project; the same
// subfolder test shows the package.json check stops that. The first-commit step of the second reading
// of 2026-12-04 (fixtures/first-commit-step.before-fix.{zh,en}.txt) gave `!.env.example` only once git
// status showed the template as deleted; in a new repository it never shows, so the commit lost it; the
// same template test rejects it. The step names each message it sorts by in
// English and, next to it, in the Chinese a terminal set to Chinese prints (git's and glibc's zh_CN
// catalogues); where this machine has the zh_CN.UTF-8 locale, the last tests run ls and git in it.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { articleOf, type Language } from '../../support/article-blocks.ts'
import { readerEnv } from '../../support/reader-env.ts'
import { run, type Ran } from '../../support/run.ts'
import { tempDir } from '../../support/temp-dir.ts'

const here = import.meta.dirname
const made = JSON.parse(readFileSync(join(here, 'fixtures', 'create-next-app-16.4.3.json'), 'utf8')) as {
  files: string[]
}
const gitignore = readFileSync(join(here, 'fixtures', 'create-next-app-gitignore.txt'), 'utf8')

function stepText(language: Language): string {
  const article = articleOf<{ sections: { steps?: { id: string; text: string }[] }[] }>(
    language,
    'products-tech/ai-programming-trae',
  )
  const steps = article.sections.flatMap((section) => section.steps ?? [])
  const ids = steps.map((s) => s.id)
  const at = ids.indexOf('install-git')
  if (at < 0) throw new Error(`${language}: no step install-git`)
  // The four steps of the first commit, one after another in the guide.
  if (ids.slice(at, at + 4).join() !== firstCommitSteps.join())
    throw new Error(`${language}: steps ${ids.slice(at, at + 4)} instead of ${firstCommitSteps}`)
  return steps
    .slice(at, at + 4)
    .map((s) => s.text)
    .join('\n')
}

const firstCommitSteps = ['install-git', 'put-project-under-git', 'keep-env-out-of-git', 'first-commit']

const untrack = "git rm -f --cached --ignore-unmatch -q -- ':(glob)**/.env*'"
/** The untrack command of 1d76400: top-level .env* only, and no -f. */
const topLevelUntrack = "git rm --cached --ignore-unmatch -q -- '.env*'"
/** What the step says to do to keep a tracked .env.example: a line `!.env.example` after `.env*`, then git add -A again. */
const keepExample = String.raw`printf '!.env.example\n' >> .gitignore` + '\ngit add -A\ngit status'
/** The text of the first-commit step alone, from the guide or from a fixture of an older version. */
function firstCommitText(language: Language): string {
  const article = articleOf<{ sections: { steps?: { id: string; text: string }[] }[] }>(
    language,
    'products-tech/ai-programming-trae',
  )
  const step = article.sections.flatMap((section) => section.steps ?? []).find((s) => s.id === 'first-commit')
  if (!step) throw new Error(`${language}: no step first-commit`)
  return step.text
}
const firstCommitBeforeTemplateFix = (language: Language) =>
  readFileSync(join(here, 'fixtures', `first-commit-step.before-fix.${language}.txt`), 'utf8')
/** The line that keeps .env.example, as the step words it: `!.env.example` on its own line after `.env*`. */
const templateLine = String.raw`printf '!.env.example\n' >> .gitignore`

/**
 * What a reader who wants .env.example in Git types from a first-commit step text: the `!.env.example`
 * line before git add -A where the text gives it there; otherwise git add -A and git status first, and
 * the line only if git status shows the template as deleted, as that text says.
 */
async function commitKeepingTemplate(
  text: string,
  sh: (shell: string, script: string) => Promise<Ran>,
  shell: string,
  before: readonly string[],
  commit: string,
) {
  const at = text.indexOf('!.env.example')
  const lineFirst = at >= 0 && at < text.indexOf('git add -A')
  const first = await sh(
    shell,
    [...before, ...(lineFirst ? [templateLine] : []), 'git add -A', 'git status'].join('\n'),
  )
  if (first.code !== 0) throw new Error(first.stderr)
  const shownDeleted = /deleted:\s+\.env\.example/.test(first.stdout)
  const rescue = !lineFirst && shownDeleted ? [templateLine, 'git add -A', 'git status'] : []
  const last = await sh(shell, [...rescue, commit].join('\n'))
  if (last.code !== 0) throw new Error(last.stderr)
  return { lineFirst, status: first.stdout, shownDeleted }
}

/** The commands the step tells the reader to type, in its order; `identity` lines only for a git without one. */
const commands = {
  zh: {
    init: 'git init',
    identity: [
      'git config --global user.name "你的名字"',
      'git config --global user.email "you@example.com"',
    ],
    guard: [String.raw`grep -qsxF '.env*' .gitignore || printf '\n.env*\n' >> .gitignore`, untrack],
    commit: ['git add -A', 'git status', 'git commit -m "初始提交"'],
    name: '你的名字',
  },
  en: {
    init: 'git init',
    identity: [
      'git config --global user.name "Your Name"',
      'git config --global user.email "you@example.com"',
    ],
    guard: [String.raw`grep -qsxF '.env*' .gitignore || printf '\n.env*\n' >> .gitignore`, untrack],
    commit: ['git add -A', 'git status', 'git commit -m "Initial commit"'],
    name: 'Your Name',
  },
} as const

/** A reader's machine after `npx create-next-app@latest`, with or without a git identity. */
function afterCreateNextApp({ identity }: { identity: boolean }) {
  const home = tempDir('git-home')
  const project = tempDir('next-project')
  const env = readerEnv(home, { GIT_CONFIG_NOSYSTEM: '1' })
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: project, env, encoding: 'utf8', stdio: 'pipe' }).trim()
  if (identity) {
    git('config', '--global', 'user.name', 'Reader')
    git('config', '--global', 'user.email', 'reader@example.com')
  }
  for (const file of made.files) {
    mkdirSync(join(project, file, '..'), { recursive: true })
    writeFileSync(join(project, file), file === '.gitignore' ? gitignore : `// ${file}\n`)
  }
  writeFileSync(join(project, '.env.local'), 'OPENAI_API_KEY=sk-live-do-not-commit\n')
  // What create-next-app's tryGitInit does once it has written the files.
  try {
    git('init')
    git('add', '-A')
    git('commit', '-m', 'Initial commit from Create Next App')
  } catch {
    execFileSync('rm', ['-rf', join(project, '.git')])
  }
  const sh = (shell: string, script: string) => run(shell, ['-c', script], { cwd: project, env })
  const committed = () => git('ls-tree', '-r', '--name-only', 'HEAD').split('\n')
  return { project, git, sh, committed }
}

/** An existing project (not made by create-next-app): `.gitignore` is `node_modules\ndist`, no .env line, no final newline. */
function existingProject({ tracked }: { tracked: boolean }) {
  const home = tempDir('git-home')
  const project = tempDir('old-project')
  const env = readerEnv(home, { GIT_CONFIG_NOSYSTEM: '1' })
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: project, env, encoding: 'utf8', stdio: 'pipe' }).trim()
  mkdirSync(join(project, 'src'))
  writeFileSync(join(project, 'src', 'index.js'), 'console.log(process.env.OPENAI_API_KEY)\n')
  writeFileSync(join(project, 'package.json'), '{ "name": "old-project" }\n')
  writeFileSync(join(project, '.gitignore'), 'node_modules\ndist')
  writeFileSync(join(project, '.env'), 'OPENAI_API_KEY=sk-live-do-not-commit\n')
  if (tracked) {
    // A repository whose earlier commit already holds .env; git has an identity.
    git('config', '--global', 'user.name', 'Reader')
    git('config', '--global', 'user.email', 'reader@example.com')
    git('init')
    git('add', '-A')
    git('commit', '-m', 'Earlier work')
  }
  const sh = (shell: string, script: string) => run(shell, ['-c', script], { cwd: project, env })
  /** Every path in the given commits' trees. */
  const filesIn = (commits: string[]) =>
    commits.flatMap((commit) => git('ls-tree', '-r', '--name-only', commit).split('\n'))
  const commits = () => git('rev-list', '--all').split('\n')
  return { project, git, sh, filesIn, commits }
}

/** A repository with an identity whose earlier commit holds `files` (path → content); `after` runs once it is made. */
function repository(
  files: Record<string, string>,
  after?: (git: (...args: string[]) => string, project: string) => void,
) {
  const home = tempDir('git-home')
  const project = tempDir('repo-project')
  const env = readerEnv(home, { GIT_CONFIG_NOSYSTEM: '1' })
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: project, env, encoding: 'utf8', stdio: 'pipe' }).trim()
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(join(project, file, '..'), { recursive: true })
    writeFileSync(join(project, file), content)
  }
  git('config', '--global', 'user.name', 'Reader')
  git('config', '--global', 'user.email', 'reader@example.com')
  git('init')
  git('add', '-A', '--force')
  git('commit', '-m', 'Earlier work')
  const earlier = git('rev-list', '--all').split('\n')
  after?.(git, project)
  const sh = (shell: string, script: string) => run(shell, ['-c', script], { cwd: project, env })
  /** Every path in the trees of the commits made since the earlier one. */
  const newFiles = () =>
    git('rev-list', '--all')
      .split('\n')
      .filter((commit) => !earlier.includes(commit))
      .flatMap((commit) => git('ls-tree', '-r', '--name-only', commit).split('\n'))
  const made = () =>
    git('rev-list', '--all')
      .split('\n')
      .filter((commit) => !earlier.includes(commit))
  return { project, git, sh, newFiles, made, earlier }
}

/** The command the step gives to tell no repository, a repository's top folder and a folder inside another repository apart. */
const prefixCheck = 'git rev-parse --show-prefix'
/** The command the step gives first, to be sure the terminal is in the folder with package.json. */
const folderCheck = 'ls package.json'

/** A project folder `demo` inside a parent repository with a commit, a staged new file, an unstaged change and an unignored .env-named file. */
function insideParent() {
  const home = tempDir('git-home')
  const parent = tempDir('parent-repo')
  const project = join(parent, 'demo')
  const env = readerEnv(home, { GIT_CONFIG_NOSYSTEM: '1' })
  const gitIn =
    (cwd: string) =>
    (...args: string[]) =>
      execFileSync('git', args, { cwd, env, encoding: 'utf8', stdio: 'pipe' }).trim()
  const parentGit = gitIn(parent)
  parentGit('config', '--global', 'user.name', 'Reader')
  parentGit('config', '--global', 'user.email', 'reader@example.com')
  writeFileSync(join(parent, 'parent.txt'), 'a\n')
  parentGit('init')
  parentGit('add', '-A')
  parentGit('commit', '-m', 'Parent work')
  writeFileSync(join(parent, 'parent.txt'), 'a\nb\n')
  writeFileSync(join(parent, 'parent-new.txt'), 'new\n')
  parentGit('add', 'parent-new.txt')
  writeFileSync(join(parent, '.env.backup'), key)
  mkdirSync(join(project, 'src'), { recursive: true })
  writeFileSync(join(project, 'src', 'index.js'), '// app\n')
  writeFileSync(join(project, 'package.json'), '{ "name": "demo" }\n')
  writeFileSync(join(project, '.gitignore'), 'node_modules')
  writeFileSync(join(project, '.env'), key)
  const sh = (shell: string, script: string) => run(shell, ['-c', script], { cwd: project, env })
  return { parent, project, parentGit, git: gitIn(project), sh }
}

const key = 'OPENAI_API_KEY=sk-live-do-not-commit\n'
const staged = 'OPENAI_API_KEY=sk-live-staged-key\n'
const onDisk = 'OPENAI_API_KEY=sk-live-newest-key\n'
const isEnv = (file: string) => /(^|\/)\.env/.test(file)

describe.each(['zh', 'en'] as Language[])('the put-project-under-git step (%s)', (language) => {
  const text = stepText(language)
  const step = commands[language]

  it('gives git init, the identity lines, the .env guard and the commit, in that order', () => {
    const order = [step.init, ...step.identity, ...step.guard, ...step.commit].map((command) =>
      text.indexOf(command),
    )
    expect(
      order.every((at) => at >= 0),
      `${order}`,
    ).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    expect(text).toContain('not a git repository')
    expect(text).toContain('Initial commit from Create Next App')
    // The line the .env.example test adds, and the shell the commands are for on Windows.
    expect(text).toContain('!.env.example')
    expect(text).toContain('.env.sample')
    expect(text).toContain('Git Bash')
    // Git is installed first; the repository check comes before git init.
    expect(text).toContain('git-scm.com/download/win')
    expect(text).toContain('git --version')
    expect(text.indexOf(prefixCheck)).toBeGreaterThanOrEqual(0)
    expect(text.indexOf(prefixCheck)).toBeLessThan(text.indexOf(step.init))
    // The folder check comes first, with the message it prints outside the project folder.
    expect(text.indexOf(folderCheck)).toBeGreaterThanOrEqual(0)
    expect(text.indexOf(folderCheck)).toBeLessThan(text.indexOf(prefixCheck))
    expect(text).toContain('No such file or directory')
  })

  describe.each(['bash', 'zsh'])('in %s', (shell) => {
    it('without a git identity: git log says what the step says, and its commands make the first commit, without .env.local', async () => {
      const reader = afterCreateNextApp({ identity: false })
      expect(existsSync(join(reader.project, '.git'))).toBe(false)
      const log = await reader.sh(shell, 'git log')
      expect(log.code).not.toBe(0)
      expect(log.stderr).toContain('not a git repository')

      const typed = await reader.sh(
        shell,
        [step.init, ...step.identity, ...step.guard, ...step.commit].join('\n'),
      )
      expect(typed.code, typed.stderr).toBe(0)
      expect(typed.stdout).not.toMatch(/\.env/)
      expect(reader.git('log', '--format=%an <%ae>')).toBe(`${step.name} <you@example.com>`)
      expect(reader.committed()).toEqual(
        expect.arrayContaining(['package.json', '.gitignore', 'src/app/page.tsx']),
      )
      expect(reader.committed().filter((file) => file.includes('.env'))).toEqual([])
    })

    it('with a git identity: git log shows the commit the step says to look for, and it holds no .env.local', async () => {
      const reader = afterCreateNextApp({ identity: true })
      const log = await reader.sh(shell, 'git log')
      expect(log.code).toBe(0)
      expect(log.stdout).toContain('Initial commit from Create Next App')
      expect(reader.committed().filter((file) => file.includes('.env'))).toEqual([])
    })

    it('in an existing project whose .gitignore has no .env line and no final newline: .env is in no commit', async () => {
      const reader = existingProject({ tracked: false })
      const typed = await reader.sh(
        shell,
        [step.init, ...step.identity, ...step.guard, ...step.commit].join('\n'),
      )
      expect(typed.code, typed.stderr).toBe(0)
      expect(typed.stdout).not.toMatch(/new file:\s+\.env/)
      expect(reader.filesIn(reader.commits()).filter(isEnv)).toEqual([])
      expect(reader.filesIn(['HEAD'])).toEqual(expect.arrayContaining(['.gitignore', 'src/index.js']))
      // The old last line is intact and .env* is a line of its own.
      const lines = readFileSync(join(reader.project, '.gitignore'), 'utf8').split('\n')
      expect(lines).toEqual(expect.arrayContaining(['node_modules', 'dist', '.env*']))
      expect(existsSync(join(reader.project, '.env'))).toBe(true)
    })

    it('in a repository that already tracks .env: it is taken out, stays on disk, and the new commit holds none', async () => {
      const reader = existingProject({ tracked: true })
      const earlier = reader.commits()
      expect(reader.filesIn(earlier)).toContain('.env')
      const log = await reader.sh(shell, 'git log')
      expect(log.stdout).toContain('Earlier work')
      // A repository with commits: no git init, and git has a name and email already.
      const typed = await reader.sh(shell, [...step.guard, ...step.commit].join('\n'))
      expect(typed.code, typed.stderr).toBe(0)
      expect(typed.stdout).toMatch(/deleted:\s+\.env/)
      expect(typed.stdout).not.toMatch(/(new file|modified):\s+\.env/)
      const made = reader.commits().filter((commit) => !earlier.includes(commit))
      expect(made).toHaveLength(1)
      expect(reader.filesIn(made).filter(isEnv)).toEqual([])
      expect(reader.git('status', '--porcelain')).toBe('')
      expect(existsSync(join(reader.project, '.env'))).toBe(true)
      // Pasting the guard again changes nothing.
      await reader.sh(shell, step.guard.join('\n'))
      expect(reader.git('status', '--porcelain')).toBe('')
    })

    it('in a repository whose earlier commit tracks apps/web/.env: it is taken out, stays on disk, and the new commit holds no .env', async () => {
      const reader = repository({
        '.gitignore': 'node_modules\n',
        'package.json': '{ "name": "monorepo" }\n',
        'apps/web/.env': key,
        'apps/web/index.js': '// web\n',
        'apps/api/index.js': '// api\n',
      })
      const typed = await reader.sh(shell, [...step.guard, ...step.commit].join('\n'))
      expect(typed.code, typed.stderr).toBe(0)
      expect(typed.stdout).toMatch(/deleted:\s+apps\/web\/\.env/)
      expect(typed.stdout).not.toMatch(/(new file|modified):\s+\S*\.env/)
      expect(reader.made()).toHaveLength(1)
      expect(reader.newFiles().filter(isEnv)).toEqual([])
      expect(reader.newFiles()).toEqual(expect.arrayContaining(['apps/web/index.js', 'apps/api/index.js']))
      expect(readFileSync(join(reader.project, 'apps', 'web', '.env'), 'utf8')).toBe(key)
      expect(reader.git('status', '--porcelain')).toBe('')
    })

    it('in a repository with a staged change to a tracked .env: the change is dropped from the index, kept on disk, and not committed', async () => {
      const reader = repository(
        { '.gitignore': 'node_modules\n', '.env': key, 'index.js': '// app\n' },
        (git, project) => {
          writeFileSync(join(project, '.env'), staged)
          git('add', '.env')
          // Edited again after staging: the index now differs from both HEAD and the disk.
          writeFileSync(join(project, '.env'), onDisk)
        },
      )
      expect(reader.git('status', '--porcelain')).toBe('MM .env')
      const typed = await reader.sh(shell, [...step.guard, ...step.commit].join('\n'))
      expect(typed.code, typed.stderr).toBe(0)
      expect(typed.stdout).toMatch(/deleted:\s+\.env/)
      expect(typed.stdout).not.toMatch(/(new file|modified):\s+\S*\.env/)
      expect(reader.made()).toHaveLength(1)
      expect(reader.newFiles().filter(isEnv)).toEqual([])
      expect(readFileSync(join(reader.project, '.env'), 'utf8')).toBe(onDisk)
    })

    it('in a repository that tracks .env.example under `!.env.example`: the step shows it as deleted, and the line the step gives keeps it in the new commit', async () => {
      const reader = repository({
        '.gitignore': '.env\n.env.*\n!.env.example\n',
        '.env.example': 'OPENAI_API_KEY=\n',
        'index.js': '// app\n',
      })
      writeFileSync(join(reader.project, '.env'), key)
      writeFileSync(join(reader.project, '.env.local'), key)
      const typed = await reader.sh(shell, [...step.guard, 'git add -A', 'git status'].join('\n'))
      expect(typed.code, typed.stderr).toBe(0)
      // What the step warns of: .env.example shows up as deleted, and nothing .env is new or modified.
      expect(typed.stdout).toMatch(/deleted:\s+\.env\.example/)
      expect(typed.stdout).not.toMatch(/(new file|modified):\s+\S*\.env/)
      const kept = await reader.sh(shell, [keepExample, step.commit.at(-1)].join('\n'))
      expect(kept.code, kept.stderr).toBe(0)
      expect(kept.stdout).not.toMatch(/(deleted|new file|modified):\s+\S*\.env/)
      expect(reader.made()).toHaveLength(1)
      expect(reader.newFiles().filter(isEnv)).toEqual(['.env.example'])
      expect(readFileSync(join(reader.project, '.gitignore'), 'utf8').split('\n')).toEqual(
        expect.arrayContaining(['.env*', '!.env.example']),
      )
      expect(reader.git('status', '--porcelain')).toBe('')
      expect(existsSync(join(reader.project, '.env'))).toBe(true)
    })

    it('in a new repository with an untracked .env.example: the step gives `!.env.example` before git add -A, and the first commit holds the template and no .env', async () => {
      const reader = existingProject({ tracked: false })
      writeFileSync(join(reader.project, '.env.example'), 'OPENAI_API_KEY=\n')
      const kept = await commitKeepingTemplate(
        firstCommitText(language),
        reader.sh,
        shell,
        [step.init, ...step.identity, ...step.guard],
        step.commit[2],
      )
      expect(kept.lineFirst).toBe(true)
      expect(kept.status).toMatch(/new file:\s+\.env\.example/)
      expect(kept.status).not.toMatch(/(new file|modified):\s+(?!\.env\.example\b)\S*\.env/)
      expect(reader.filesIn(reader.commits()).filter(isEnv)).toEqual(['.env.example'])
      expect(readFileSync(join(reader.project, '.gitignore'), 'utf8').split('\n')).toEqual(
        expect.arrayContaining(['node_modules', 'dist', '.env*', '!.env.example']),
      )
      expect(reader.git('status', '--porcelain')).toBe('')
    })

    it('in a repository that tracks .env.example: following the step, the template stays in the new commit', async () => {
      const reader = repository({
        '.gitignore': '.env\n.env.*\n!.env.example\n',
        '.env.example': 'OPENAI_API_KEY=\n',
        'index.js': '// app\n',
      })
      writeFileSync(join(reader.project, '.env'), key)
      await commitKeepingTemplate(firstCommitText(language), reader.sh, shell, step.guard, step.commit[2])
      expect(reader.made()).toHaveLength(1)
      expect(reader.newFiles().filter(isEnv)).toEqual(['.env.example'])
    })

    it('rejects the first-commit step of the second reading of 2026-12-04: in a new repository the template never shows as deleted, so the commit loses it', async () => {
      const reader = existingProject({ tracked: false })
      writeFileSync(join(reader.project, '.env.example'), 'OPENAI_API_KEY=\n')
      const lost = await commitKeepingTemplate(
        firstCommitBeforeTemplateFix(language),
        reader.sh,
        shell,
        [step.init, ...step.identity, ...step.guard],
        step.commit[2],
      )
      expect(lost.lineFirst).toBe(false)
      expect(lost.shownDeleted).toBe(false)
      expect(lost.status).not.toMatch(/\.env\.example/)
      expect(reader.filesIn(reader.commits()).filter(isEnv)).toEqual([])
    })

    it('tells the three starting states apart as the step says: no repository, the top of one, a folder inside another', async () => {
      const none = existingProject({ tracked: false })
      const noRepo = await none.sh(shell, prefixCheck)
      expect(noRepo.code).not.toBe(0)
      expect(noRepo.stderr).toContain('not a git repository')
      const top = existingProject({ tracked: true })
      const atTop = await top.sh(shell, prefixCheck)
      expect(atTop.code).toBe(0)
      expect(atTop.stdout.trim()).toBe('')
      const nested = insideParent()
      const found = await nested.sh(shell, folderCheck)
      expect(found.code, found.stderr).toBe(0)
      const inside = await nested.sh(shell, prefixCheck)
      expect(inside.code).toBe(0)
      expect(inside.stdout.trim()).toBe('demo/')
    })

    it('from src/ of the reader’s own repository: the folder check says No such file or directory, and from the folder with package.json the prefix check prints the empty line', async () => {
      const reader = repository({
        '.gitignore': 'node_modules\n',
        'package.json': '{ "name": "own-project" }\n',
        'src/index.js': '// app\n',
      })
      const fromSrc = await reader.sh(shell, `cd src && ${folderCheck}`)
      expect(fromSrc.code).not.toBe(0)
      expect(fromSrc.stderr).toContain('No such file or directory')
      // Why the folder check comes first: from src/ the prefix check prints a path, as inside another repository.
      const prefixInSrc = await reader.sh(shell, `cd src && ${prefixCheck}`)
      expect(prefixInSrc.stdout.trim()).toBe('src/')
      // The step's cd to the folder with package.json, then the two checks.
      const fromTop = await reader.sh(shell, `cd src && cd .. && ${folderCheck} && ${prefixCheck}`)
      expect(fromTop.code, fromTop.stderr).toBe(0)
      expect(fromTop.stdout.split('\n').map((line) => line.trim())).toEqual(['package.json', '', ''])
      // The top of a repository with commits: no git init, and the guard and commit keep the one repository.
      const typed = await reader.sh(shell, [...step.guard, ...step.commit].join('\n'))
      expect(typed.code, typed.stderr).toBe(0)
      expect(existsSync(join(reader.project, 'src', '.git'))).toBe(false)
      expect(reader.made()).toHaveLength(1)
    })

    it('rejects the step the fifth reading ran: from src/ of the reader’s own repository, the path branch’s git init makes a second repository inside the project', async () => {
      const reader = repository({
        '.gitignore': 'node_modules\n',
        'package.json': '{ "name": "own-project" }\n',
        'src/index.js': '// app\n',
      })
      const typed = await reader.sh(shell, `cd src && ${prefixCheck} && ${step.init}`)
      expect(typed.code, typed.stderr).toBe(0)
      expect(typed.stdout).toContain('src/')
      expect(existsSync(join(reader.project, 'src', '.git'))).toBe(true)
    })

    it('in a project inside another repository: after the git init the step gives, the commit is the project’s own and the parent is untouched', async () => {
      const reader = insideParent()
      const parentHead = reader.parentGit('rev-parse', 'HEAD')
      const parentStatus = reader.parentGit('status', '--porcelain')
      const typed = await reader.sh(shell, [step.init, ...step.guard, ...step.commit].join('\n'))
      expect(typed.code, typed.stderr).toBe(0)
      expect(typed.stdout).not.toMatch(/(new file|modified):\s+\S*\.env/)
      expect(reader.git('rev-parse', '--show-prefix')).toBe('')
      expect(reader.git('ls-tree', '-r', '--name-only', 'HEAD').split('\n').sort()).toEqual([
        '.gitignore',
        'package.json',
        'src/index.js',
      ])
      expect(reader.parentGit('rev-parse', 'HEAD')).toBe(parentHead)
      expect(reader.parentGit('status', '--porcelain')).toBe(`${parentStatus}`)
    })

    it('rejects the step the fourth reading ran: inside another repository, without the git init, the parent gets a commit with its unrelated changes', async () => {
      const reader = insideParent()
      const parentHead = reader.parentGit('rev-parse', 'HEAD')
      const typed = await reader.sh(shell, [...step.guard, 'git add -A', step.commit.at(-1)].join('\n'))
      expect(typed.code, typed.stderr).toBe(0)
      expect(reader.parentGit('rev-parse', 'HEAD')).not.toBe(parentHead)
      expect(reader.parentGit('show', '--name-only', '--format=', 'HEAD').split('\n')).toEqual(
        expect.arrayContaining(['parent-new.txt', 'parent.txt']),
      )
    })

    it('in a repository that tracks .env.sample: the step shows it as deleted, and `!.env.sample` keeps it', async () => {
      const reader = repository({
        '.gitignore': '.env\n',
        '.env.sample': 'OPENAI_API_KEY=\n',
        'index.js': '// app\n',
      })
      writeFileSync(join(reader.project, '.env'), key)
      const typed = await reader.sh(shell, [...step.guard, 'git add -A', 'git status'].join('\n'))
      expect(typed.code, typed.stderr).toBe(0)
      expect(typed.stdout).toMatch(/deleted:\s+\.env\.sample/)
      const kept = await reader.sh(
        shell,
        [
          String.raw`printf '!.env.sample\n' >> .gitignore`,
          'git add -A',
          'git status',
          step.commit.at(-1),
        ].join('\n'),
      )
      expect(kept.code, kept.stderr).toBe(0)
      expect(kept.stdout).not.toMatch(/(deleted|new file|modified):\s+\S*\.env/)
      expect(reader.newFiles().filter(isEnv)).toEqual(['.env.sample'])
    })

    it('rejects the untrack command of 1d76400: a .env in a subfolder stays in the new commit, and a staged .env change stops git rm', async () => {
      const old = [step.guard[0], topLevelUntrack]
      const nested = repository({
        '.gitignore': 'node_modules\n',
        'apps/web/.env': key,
        'apps/web/index.js': '// web\n',
      })
      const typed = await nested.sh(shell, [...old, ...step.commit].join('\n'))
      expect(typed.code, typed.stderr).toBe(0)
      expect(nested.newFiles()).toContain('apps/web/.env')

      const changed = repository({ '.gitignore': 'node_modules\n', '.env': key }, (git, project) => {
        writeFileSync(join(project, '.env'), staged)
        git('add', '.env')
        // Edited again after staging: the index now differs from both HEAD and the disk.
        writeFileSync(join(project, '.env'), onDisk)
      })
      const untracked = await changed.sh(shell, old.join('\n'))
      expect(untracked.code).not.toBe(0)
      expect(untracked.stderr).toContain('staged content different')
    })

    it('rejects the step the third reading found: without the .env guard an existing project commits .env', async () => {
      const reader = existingProject({ tracked: false })
      const typed = await reader.sh(shell, [step.init, ...step.identity, ...step.commit].join('\n'))
      expect(typed.code, typed.stderr).toBe(0)
      expect(typed.stdout).toMatch(/new file:\s+\.env/)
      expect(reader.filesIn(reader.commits())).toContain('.env')
    })

    it('rejects the step the second reading found: without git init its commit fails', async () => {
      const reader = afterCreateNextApp({ identity: false })
      const before = readFileSync(join(here, 'fixtures', 'first-commit.before-fix.sh'), 'utf8')
      const typed = await reader.sh(shell, before)
      expect(typed.code).not.toBe(0)
      expect(typed.stderr).toContain('not a git repository')
      expect(existsSync(join(reader.project, '.git'))).toBe(false)
    })
  })
})

/** Whether this machine has a Chinese locale, the way a reader's system set to Chinese has one. */
const chineseLocale = (() => {
  try {
    return /^zh_CN\.utf-?8$/im.test(execFileSync('locale', ['-a'], { encoding: 'utf8' }))
  } catch {
    return false
  }
})()
/** The Chinese message the step quotes next to each English one, as git's and glibc's zh_CN catalogues give them. */
const chineseMessages = {
  'No such file or directory': '没有那个文件或目录',
  'not a git repository': '不是 git 仓库',
  'does not have any commits yet': '尚无任何提交',
} as const

describe.each(['zh', 'en'] as Language[])(
  'the Chinese messages in the put-project-under-git step (%s)',
  (language) => {
    const text = stepText(language)

    it('quotes each English message the step sorts by with its Chinese form right after it', () => {
      for (const [english, chinese] of Object.entries(chineseMessages)) {
        const at = text.indexOf(english)
        expect(at, english).toBeGreaterThanOrEqual(0)
        const after = text.indexOf(chinese, at)
        expect(after, chinese).toBeGreaterThan(at)
        expect(after - at, `${chinese} near ${english}`).toBeLessThan(english.length + 25)
      }
    })

    describe.skipIf(!chineseLocale).each(['bash', 'zsh'])('in %s with LANG=zh_CN.UTF-8', (shell) => {
      it('ls and git print the Chinese messages the step quotes', async () => {
        const home = tempDir('git-home')
        const project = tempDir('zh-project')
        const env = readerEnv(home, { GIT_CONFIG_NOSYSTEM: '1', LANG: 'zh_CN.UTF-8' })
        const sh = (script: string) => run(shell, ['-c', script], { cwd: project, env })
        const noFolder = await sh(folderCheck)
        expect(noFolder.code).not.toBe(0)
        expect(noFolder.stderr).toContain(chineseMessages['No such file or directory'])
        const noRepo = await sh(prefixCheck)
        expect(noRepo.code).not.toBe(0)
        expect(noRepo.stderr).toContain(chineseMessages['not a git repository'])
        const noCommits = await sh('git init -q && git log')
        expect(noCommits.code).not.toBe(0)
        expect(noCommits.stderr).toContain(chineseMessages['does not have any commits yet'])
      })
    })
  },
)
