// The Cursor guide's "put the project under Git" block, pasted as the guide says into a terminal at
// the project's root, in bash and in zsh (the default shell on macOS), from the states a real project
// is in when a reader gets there:
// - an existing project whose .gitignore was saved without a final newline, with .env, .env.local and
//   .env.example beside the code, dist/ and node_modules/;
// - the same on a machine where git has no user.name or user.email yet (a fresh Linux install);
// - a repository that already tracks its .env;
// - a new folder with no .gitignore.
// The first commit must never hold a .env file. The reviewed block (fixtures/git-init.before-fix.sh)
// appended ".env" to the last line of such a .gitignore ("dist" became "dist.env") and staged the
// keys before a commit that then failed for want of an identity; the same checks reject it.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readerEnv } from '../../support/reader-env.ts'
import { run } from '../../support/run.ts'
import { tempDir } from '../../support/temp-dir.ts'

const here = import.meta.dirname
const fixed = ['git-init.en.sh', 'git-init.zh.sh']
const reviewed = join('fixtures', 'git-init.before-fix.sh')

/** A reader's machine: a home of its own (no setting of this machine applies) and a project folder. */
function machine({ identity }: { identity: boolean }) {
  const home = tempDir('git-home')
  const project = tempDir('git-project')
  const env = readerEnv(home, { GIT_CONFIG_NOSYSTEM: '1' })
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: project, env, encoding: 'utf8', stdio: 'pipe' }).trim()
  const setIdentity = () => {
    git('config', '--global', 'user.name', 'Reader')
    git('config', '--global', 'user.email', 'reader@example.com')
  }
  if (identity) setIdentity()
  const write = (path: string, text: string) => {
    mkdirSync(join(project, path, '..'), { recursive: true })
    writeFileSync(join(project, path), text)
  }
  const lines = (text: string) => (text === '' ? [] : text.split('\n').sort())
  return {
    project,
    write,
    setIdentity,
    git,
    paste: (shell: string, script: string) => run(shell, ['-e', join(here, script)], { cwd: project, env }),
    /** The files in the newest commit ([] when there is none). */
    committed: () => {
      try {
        return lines(git('ls-tree', '-r', '--name-only', 'HEAD'))
      } catch {
        return [] // no commit yet
      }
    },
    staged: () => lines(git('diff', '--cached', '--name-only')),
    commits: () => lines(git('log', '--format=%s')),
  }
}

/** An existing project as a reader has it: a .gitignore edited by hand and saved without a final newline. */
function existingProject(identity: boolean) {
  const reader = machine({ identity })
  reader.write('src/index.ts', 'export const answer = 42\n')
  reader.write('dist/index.js', 'export const answer = 42\n')
  reader.write('node_modules/left-pad/index.js', 'module.exports = () => {}\n')
  reader.write('.env', 'OPENAI_API_KEY=sk-live-test\n')
  reader.write('.env.local', 'STRIPE_SECRET_KEY=sk_live_test\n')
  reader.write('.env.example', 'OPENAI_API_KEY=\n')
  reader.write('.gitignore', 'node_modules\ndist')
  return reader
}

const secrets = (files: string[]) => files.filter((file) => /(^|\/)\.env(\.(?!example$).*)?$/.test(file))
const shells = ['bash', 'zsh']

describe.each(fixed)('%s', (script) => {
  describe.each(shells)('pasted into %s', (shell) => {
    it('commits the code and .env.example, never .env or .env.local, when .gitignore lacks a final newline', async () => {
      const reader = existingProject(true)
      const ran = await reader.paste(shell, script)
      expect(ran.code, ran.stderr).toBe(0)
      expect(reader.committed()).toEqual(['.env.example', '.gitignore', 'src/index.ts'])
      expect(reader.commits()).toEqual(['Initial commit'])
      const ignore = readFileSync(join(reader.project, '.gitignore'), 'utf8').split('\n')
      expect(ignore.slice(0, 2)).toEqual(['node_modules', 'dist'])
      expect(ignore).toContain('.env')
      expect(ignore).toContain('.env.*')
      expect(ignore.at(-1)).toBe('')
    })

    it('stops before adding anything when git has no name and email, and works once they are set', async () => {
      const reader = existingProject(false)
      const ran = await reader.paste(shell, script)
      expect(ran.code, ran.stderr).toBe(0)
      expect(ran.stderr).toContain('git config --global user.name')
      expect(reader.staged()).toEqual([])
      expect(reader.committed()).toEqual([])
      reader.setIdentity()
      const again = await reader.paste(shell, script)
      expect(again.code, again.stderr).toBe(0)
      expect(secrets(reader.committed())).toEqual([])
      expect(reader.committed()).toContain('src/index.ts')
    })

    it('untracks a .env the repository already tracks, keeps it on disk, and is quiet when run again', async () => {
      const reader = machine({ identity: true })
      reader.write('index.ts', 'export const answer = 42\n')
      reader.write('.env', 'OPENAI_API_KEY=sk-live-test\n')
      reader.write('.gitignore', 'node_modules/\n')
      reader.git('init', '-q')
      reader.git('add', '-A')
      reader.git('commit', '-q', '-m', 'First version')
      reader.write('notes.md', 'work in progress\n')
      const ran = await reader.paste(shell, script)
      expect(ran.code, ran.stderr).toBe(0)
      expect(ran.stderr).toContain('.env')
      expect(reader.committed()).toEqual(['.gitignore', 'index.ts'])
      expect(existsSync(join(reader.project, '.env'))).toBe(true)
      expect(reader.commits()).toHaveLength(2)
      const again = await reader.paste(shell, script)
      expect(again.code, again.stderr).toBe(0)
      expect(reader.commits()).toHaveLength(2)
      const ignore = readFileSync(join(reader.project, '.gitignore'), 'utf8').split('\n')
      expect(ignore.filter((line) => line === '.env')).toHaveLength(1)
    })

    it('in a new folder with no .gitignore: commits the code and the new .gitignore only', async () => {
      const reader = machine({ identity: true })
      reader.write('index.ts', 'export const answer = 42\n')
      reader.write('.env', 'OPENAI_API_KEY=sk-live-test\n')
      const ran = await reader.paste(shell, script)
      expect(ran.code, ran.stderr).toBe(0)
      expect(reader.committed()).toEqual(['.gitignore', 'index.ts'])
    })
  })
})

describe.each(shells)('the reviewed block, pasted into %s', (shell) => {
  it('is rejected: it commits .env and .env.local when .gitignore lacks a final newline', async () => {
    const reader = existingProject(true)
    await reader.paste(shell, reviewed)
    expect(secrets(reader.committed())).toEqual(['.env', '.env.local'])
  })

  it('is rejected: without a git identity it leaves the keys staged for the next commit', async () => {
    const reader = existingProject(false)
    await reader.paste(shell, reviewed)
    expect(secrets(reader.staged())).toEqual(['.env', '.env.local'])
  })
})
