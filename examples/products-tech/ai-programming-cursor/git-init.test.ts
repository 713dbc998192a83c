// The Cursor guide's "put the project under Git" block, pasted as the guide says into a terminal at
// the project's root, in bash and in zsh (the default shell on macOS), from the states a real project
// is in when a reader gets there:
// - an existing project whose .gitignore was saved without a final newline, with .env, .env.local and
//   .env.example beside the code, dist/ and node_modules/;
// - the same on a machine where git has no user.name or user.email yet (a fresh Linux install);
// - a repository that already tracks its .env;
// - a new folder with no .gitignore.
// And from the states the second reading found (2026-12-02), where the previous block
// (fixtures/git-init.before-second-fix.sh) still committed keys:
// - (a) the reader ran the first block without an identity (.env, .env.local, dist/index.js staged), then edited
//   .env, set the identity and pasted the block: `git rm --cached` refuses a path whose staged content differs
//   from both HEAD and the file, removed nothing, and the block committed;
// - (b) a repository with history tracking .env, a new key staged with `git add .env`, .env edited again;
// - a .gitignore that already has `.env*` and `!.env.example` (the block's `.env.*` after it ignored .env.example);
// - key files other than .env (credentials.json, certs/server.key) in a new project.
// And from the states the re-reading found (2026-12-02), where the third block
// (fixtures/git-init.before-third-fix.sh) said nothing useful:
// - a repository that tracks templates without secrets (.env.sample, .env.development): `.env.*` untracks them,
//   and the block must say so and print the line that keeps one;
// - a tracked key in a folder with a Chinese name (密钥 备份/.env): names must print as written, not as octal escapes;
// - a file .gitignore lists still staged after the removal: the stop must give the line to run next.
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
const previous = join('fixtures', 'git-init.before-second-fix.sh')
const third = join('fixtures', 'git-init.before-third-fix.sh')

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
    env,
    write,
    setIdentity,
    git,
    /** Runs the block as a paste does: line after line, going on past a failed command (no -e). */
    paste: (shell: string, script: string) => run(shell, [join(here, script)], { cwd: project, env }),
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
const keyFiles = (files: string[]) =>
  files.filter((file) =>
    /(^|\/)(\.env(\.(?!example$).*)?|credentials\.json|secrets\.json|[^/]*\.key|[^/]*\.pem)$/.test(file),
  )

/** State (a): the first block ran without an identity and staged everything; then .env was edited. */
function stagedByTheFirstBlockThenEdited() {
  const reader = existingProject(false)
  reader.git('init', '-q')
  reader.write('.gitignore', 'node_modules\ndist.env\n') // what the first block left: ".env" glued to "dist"
  reader.git('add', '-A')
  reader.write('.env', 'OPENAI_API_KEY=sk-live-rotated\n')
  reader.setIdentity()
  return reader
}

/** State (b): history tracks .env; a new key was staged with git add .env, and .env was edited again. */
function trackedEnvWithANewKeyStagedThenEdited() {
  const reader = machine({ identity: true })
  reader.write('index.ts', 'export const answer = 42\n')
  reader.write('.env', 'OPENAI_API_KEY=sk-live-test\n')
  reader.write('.env.local', 'STRIPE_SECRET_KEY=sk_live_test\n')
  reader.write('.gitignore', 'node_modules/\n')
  reader.git('init', '-q')
  reader.git('add', '-A')
  reader.git('commit', '-q', '-m', 'First version')
  reader.write('.env', 'OPENAI_API_KEY=sk-live-test\nANTHROPIC_API_KEY=sk-ant-new\n')
  reader.git('add', '.env')
  reader.write('.env', 'OPENAI_API_KEY=sk-live-test\nANTHROPIC_API_KEY=sk-ant-newer\n')
  return reader
}

/** A template .gitignore that already ignores .env* and keeps .env.example. */
function negatedExample() {
  const reader = machine({ identity: true })
  reader.write('index.ts', 'export const answer = 42\n')
  reader.write('.env', 'OPENAI_API_KEY=sk-live-test\n')
  reader.write('.env.example', 'OPENAI_API_KEY=\n')
  reader.write('.gitignore', '.env*\n!.env.example\n')
  return reader
}

/** A new project with key files that are not .env files. */
function otherKeyFiles() {
  const reader = machine({ identity: true })
  reader.write('index.ts', 'export const answer = 42\n')
  reader.write('credentials.json', '{"private_key": "-----BEGIN PRIVATE KEY-----"}\n')
  reader.write('certs/server.key', '-----BEGIN PRIVATE KEY-----\n')
  reader.write('certs/server.pem', '-----BEGIN CERTIFICATE-----\n')
  return reader
}

/** A repository that tracks templates without secrets beside a key. */
function trackedTemplates() {
  const reader = machine({ identity: true })
  reader.write('index.ts', 'export const answer = 42\n')
  reader.write('.env', 'OPENAI_API_KEY=sk-live-test\n')
  reader.write('.env.sample', 'OPENAI_API_KEY=\n')
  reader.write('.env.development', 'API_BASE=http://localhost:3000\n')
  reader.write('.gitignore', 'node_modules/\n')
  reader.git('init', '-q')
  reader.git('add', '-A')
  reader.git('commit', '-q', '-m', 'First version')
  return reader
}

/** A repository that tracks a key in a folder with a Chinese name. */
function chineseFolder() {
  const reader = machine({ identity: true })
  reader.write('index.ts', 'export const answer = 42\n')
  reader.write('密钥 备份/.env', 'OPENAI_API_KEY=sk-live-test\n')
  reader.write('.gitignore', 'node_modules/\n')
  reader.git('init', '-q')
  reader.git('add', '-A')
  reader.git('commit', '-q', '-m', 'First version')
  return reader
}

/** Runs the block with a stand-in git whose rm does nothing (any removal that fails). */
async function pasteWithFailingRm(shell: string, script: string) {
  const reader = machine({ identity: true })
  reader.write('index.ts', 'export const answer = 42\n')
  reader.write('.env', 'OPENAI_API_KEY=sk-live-test\n')
  reader.git('init', '-q')
  reader.git('add', '-A')
  const bin = join(reader.project, '..', `${reader.project.split('/').at(-1)}-bin`)
  mkdirSync(bin, { recursive: true })
  const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim()
  writeFileSync(join(bin, 'git'), `#!/bin/sh\n[ "$1" = rm ] && exit 0\nexec ${real} "$@"\n`, {
    mode: 0o755,
  })
  const ran = await run(shell, [join(here, script)], {
    cwd: reader.project,
    env: { ...reader.env, PATH: `${bin}:${process.env.PATH}` },
  })
  return { reader, ran }
}

const keepLine =
  'echo \'!.env.sample\' >> .gitignore && git add .gitignore .env.sample && git commit -m "Keep .env.sample"'

const headFile = (reader: ReturnType<typeof machine>, path: string) => reader.git('show', `HEAD:${path}`)
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

    it('(a) keys staged by the first block and edited since: commits none of them and keeps .env on disk', async () => {
      const reader = stagedByTheFirstBlockThenEdited()
      const ran = await reader.paste(shell, script)
      expect(ran.code, ran.stderr).toBe(0)
      expect(reader.committed()).toEqual(['.env.example', '.gitignore', 'src/index.ts'])
      expect(reader.staged()).toEqual([])
      expect(readFileSync(join(reader.project, '.env'), 'utf8')).toContain('sk-live-rotated')
      expect(ran.stderr).toContain('.env.local')
    })

    it('(b) a new key staged on a tracked .env and edited again: commits nothing, then only the removals', async () => {
      const reader = trackedEnvWithANewKeyStagedThenEdited()
      const ran = await reader.paste(shell, script)
      expect(ran.code, ran.stderr).toBe(0)
      expect(ran.stderr).toContain('git restore --staged .')
      expect(reader.commits()).toEqual(['First version'])
      expect(readFileSync(join(reader.project, '.gitignore'), 'utf8')).toBe('node_modules/\n')
      reader.git('restore', '--staged', '.') // the line the block prints
      const again = await reader.paste(shell, script)
      expect(again.code, again.stderr).toBe(0)
      expect(reader.commits()).toHaveLength(2)
      expect(reader.committed()).toEqual(['.gitignore', 'index.ts'])
      expect(reader.git('log', '--all', '-p').includes('sk-ant-new')).toBe(false)
      expect(readFileSync(join(reader.project, '.env'), 'utf8')).toContain('sk-ant-newer')
      expect(existsSync(join(reader.project, '.env.local'))).toBe(true)
    })

    it('keeps .env.example when .gitignore already has .env* and !.env.example', async () => {
      const reader = negatedExample()
      const ran = await reader.paste(shell, script)
      expect(ran.code, ran.stderr).toBe(0)
      expect(reader.committed()).toEqual(['.env.example', '.gitignore', 'index.ts'])
      const again = await reader.paste(shell, script)
      expect(again.code, again.stderr).toBe(0)
      expect(reader.committed()).toContain('.env.example')
      expect(reader.commits()).toEqual(['Initial commit'])
    })

    it('keeps credentials.json, *.key and *.pem out of the first commit', async () => {
      const reader = otherKeyFiles()
      const ran = await reader.paste(shell, script)
      expect(ran.code, ran.stderr).toBe(0)
      expect(reader.committed()).toEqual(['.gitignore', 'index.ts'])
      expect(headFile(reader, '.gitignore')).toContain('credentials.json')
    })

    it('refuses to commit when a file .gitignore lists is still staged, and gives the line to run', async () => {
      const { reader, ran } = await pasteWithFailingRm(shell, script)
      expect(ran.code, ran.stderr).toBe(0)
      expect(ran.stderr).toContain('.env')
      expect(ran.stderr).toContain('git rm --cached -f -- ')
      expect(reader.committed()).toEqual([])
    })

    it('says when .env.* templates are untracked and prints the line that keeps one', async () => {
      const reader = trackedTemplates()
      const ran = await reader.paste(shell, script)
      expect(ran.code, ran.stderr).toBe(0)
      expect(ran.stderr).toContain('.env.sample')
      expect(ran.stderr).toContain('.env.development')
      expect(ran.stderr).toContain(keepLine)
      expect(reader.committed()).toEqual(['.gitignore', 'index.ts'])
      // the reader runs the printed line, then pastes the block again
      execFileSync(shell, ['-c', keepLine], { cwd: reader.project, env: reader.env, stdio: 'pipe' })
      expect(reader.committed()).toEqual(['.env.sample', '.gitignore', 'index.ts'])
      const again = await reader.paste(shell, script)
      expect(again.code, again.stderr).toBe(0)
      expect(reader.committed()).toEqual(['.env.sample', '.gitignore', 'index.ts'])
      expect(reader.commits()).toHaveLength(3)
    })

    it('does not print the template warning when only .env and .env.local are untracked', async () => {
      const reader = trackedEnvWithANewKeyStagedThenEdited()
      reader.git('restore', '--staged', '.')
      const ran = await reader.paste(shell, script)
      expect(ran.code, ran.stderr).toBe(0)
      expect(ran.stderr).toContain('.env.local')
      expect(ran.stderr).not.toContain(keepLine)
    })

    it('prints Chinese file names as written', async () => {
      const reader = chineseFolder()
      const ran = await reader.paste(shell, script)
      expect(ran.code, ran.stderr).toBe(0)
      expect(ran.stderr).toContain('密钥 备份/.env')
      expect(ran.stdout).toContain('密钥 备份/.env')
      expect(`${ran.stdout}${ran.stderr}`).not.toContain('\\345')
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

describe.each(shells)(
  'the previous block (fixtures/git-init.before-second-fix.sh), pasted into %s',
  (shell) => {
    it('is rejected: (a) it commits .env, .env.local and dist/ staged by the first block and edited since', async () => {
      const reader = stagedByTheFirstBlockThenEdited()
      await reader.paste(shell, previous)
      expect(secrets(reader.committed())).toEqual(['.env', '.env.local'])
    })

    it('is rejected: (b) it commits the newly staged key and leaves .env.local tracked', async () => {
      const reader = trackedEnvWithANewKeyStagedThenEdited()
      await reader.paste(shell, previous)
      expect(headFile(reader, '.env')).toContain('sk-ant-new')
      expect(reader.committed()).toContain('.env.local')
    })

    it('is rejected: it removes .env.example when .gitignore has .env* and !.env.example', async () => {
      const reader = negatedExample()
      await reader.paste(shell, previous)
      expect(reader.committed()).not.toContain('.env.example')
    })

    it('is rejected: it commits credentials.json and certs/server.key', async () => {
      const reader = otherKeyFiles()
      await reader.paste(shell, previous)
      expect(keyFiles(reader.committed())).toEqual([
        'certs/server.key',
        'certs/server.pem',
        'credentials.json',
      ])
    })
  },
)

describe.each(shells)('the third block (fixtures/git-init.before-third-fix.sh), pasted into %s', (shell) => {
  it('is rejected: it untracks .env.sample and .env.development without saying how to keep them', async () => {
    const reader = trackedTemplates()
    const ran = await reader.paste(shell, third)
    expect(reader.committed()).toEqual(['.gitignore', 'index.ts'])
    expect(ran.stderr).not.toContain(keepLine)
  })

  it('is rejected: it prints a Chinese folder name as octal escapes', async () => {
    const reader = chineseFolder()
    const ran = await reader.paste(shell, third)
    expect(ran.stderr).toContain('\\345')
  })

  it('is rejected: its "still staged" stop gives no line to run', async () => {
    const { ran } = await pasteWithFailingRm(shell, third)
    expect(ran.stderr).toContain('still staged')
    expect(ran.stderr).not.toContain('git rm --cached -f -- ')
  })
})
