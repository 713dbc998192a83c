// The Trae guide's "put the project under Git" step (section-2, step put-project-under-git), typed as the
// step says into bash and into zsh (the default shell on macOS), in the folder a reader has after
// `npx create-next-app@latest` tonight:
// - git without user.name or user.email (a fresh machine): create-next-app's own commit fails and it
//   removes the .git it made (helpers/git.ts, tryGitInit), so the folder has no repository;
// - git with an identity: create-next-app has already made "Initial commit from Create Next App".
// create-next-app's git step is played by a local stand-in that does what tryGitInit does (git init,
// git add -A, git commit, and on failure removes .git), on the files create-next-app 16.4.3 wrote
// (fixtures/create-next-app-16.4.3.json) with its .gitignore (fixtures/create-next-app-gitignore.txt,
// which has `.env*` and no final newline) and a .env.local holding a key.
// The first commit must exist, be the reader's, and hold no .env file. The step the second reading found
// (fixtures/first-commit.before-fix.sh) gave no git init; the same check rejects it.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readerEnv } from '../../support/reader-env.ts'
import { run } from '../../support/run.ts'
import { tempDir } from '../../support/temp-dir.ts'

type Language = 'zh' | 'en'
const here = import.meta.dirname
const made = JSON.parse(readFileSync(join(here, 'fixtures', 'create-next-app-16.4.3.json'), 'utf8')) as {
  files: string[]
}
const gitignore = readFileSync(join(here, 'fixtures', 'create-next-app-gitignore.txt'), 'utf8')

function stepText(language: Language): string {
  const file = join(
    here,
    '..',
    '..',
    '..',
    'public',
    'locales',
    language,
    'articles',
    'products-tech',
    'ai-programming-trae.json',
  )
  const article = JSON.parse(readFileSync(file, 'utf8')) as {
    sections: { steps?: { id: string; text: string }[] }[]
  }
  const step = article.sections
    .flatMap((section) => section.steps ?? [])
    .find((s) => s.id === 'put-project-under-git')
  if (!step) throw new Error(`${language}: no step put-project-under-git`)
  return step.text
}

/** The commands the step tells the reader to type, in its order; `identity` lines only for a git without one. */
const commands = {
  zh: {
    init: 'git init',
    identity: [
      'git config --global user.name "你的名字"',
      'git config --global user.email "you@example.com"',
    ],
    commit: ['git add -A', 'git status', 'git commit -m "初始提交"'],
    name: '你的名字',
  },
  en: {
    init: 'git init',
    identity: [
      'git config --global user.name "Your Name"',
      'git config --global user.email "you@example.com"',
    ],
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

describe.each(['zh', 'en'] as Language[])('the put-project-under-git step (%s)', (language) => {
  const text = stepText(language)
  const step = commands[language]

  it('gives git init, the identity lines and the commit, in that order', () => {
    const order = [step.init, ...step.identity, ...step.commit].map((command) => text.indexOf(command))
    expect(
      order.every((at) => at >= 0),
      `${order}`,
    ).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    expect(text).toContain('not a git repository')
    expect(text).toContain('Initial commit from Create Next App')
  })

  describe.each(['bash', 'zsh'])('in %s', (shell) => {
    it('without a git identity: git log says what the step says, and its commands make the first commit, without .env.local', async () => {
      const reader = afterCreateNextApp({ identity: false })
      expect(existsSync(join(reader.project, '.git'))).toBe(false)
      const log = await reader.sh(shell, 'git log')
      expect(log.code).not.toBe(0)
      expect(log.stderr).toContain('not a git repository')

      const typed = await reader.sh(shell, [step.init, ...step.identity, ...step.commit].join('\n'))
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
