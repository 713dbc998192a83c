// The Cursor guide's "put the project under Git" commands, pasted into a new project folder in bash
// and in zsh (the default shell on macOS): the first commit holds the code and .gitignore, never the
// .env with its keys.
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readerEnv } from '../../support/reader-env.ts'
import { run } from '../../support/run.ts'
import { tempDir } from '../../support/temp-dir.ts'

const script = join(import.meta.dirname, 'git-init.sh')

describe.each(['bash', 'zsh'])('git-init.sh in %s', (shell) => {
  it('commits the project without its .env', async () => {
    const project = tempDir('git-init')
    writeFileSync(join(project, 'index.ts'), 'export const answer = 42\n')
    writeFileSync(join(project, '.env'), 'OPENAI_API_KEY=sk-test\n')
    // The project folder is also the reader's home here, so no git setting of this machine applies.
    const env = readerEnv(project, {
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_AUTHOR_NAME: 'Reader',
      GIT_AUTHOR_EMAIL: 'reader@example.com',
      GIT_COMMITTER_NAME: 'Reader',
      GIT_COMMITTER_EMAIL: 'reader@example.com',
    })
    const ran = await run(shell, ['-e', script], { cwd: project, env })
    expect(ran.code, ran.stderr).toBe(0)
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: project, env, encoding: 'utf8' }).trim()
    expect(git('ls-files').split('\n').sort()).toEqual(['.gitignore', 'index.ts'])
    expect(git('log', '--format=%s')).toBe('Initial commit')
  })
})
