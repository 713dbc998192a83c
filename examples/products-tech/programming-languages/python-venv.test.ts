// The guide's per-project virtual environment lines, run in bash and zsh in a new project folder with Debian 12's
// python3 first on PATH: they create .venv, and after activation `python -m pip` is the environment's own pip.
// That pip then uses the mirror the reader set up is checked in china-mirrors.test.ts.
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readerEnv } from '../../support/reader-env.ts'
import { run } from '../../support/run.ts'
import { tempDir } from '../../support/temp-dir.ts'
import { existsSync } from 'node:fs'

describe.each(['bash', 'zsh'])('python-venv.sh in %s', (shell) => {
  it('creates .venv in the project and runs pip from it', async () => {
    const project = tempDir('venv-project')
    const home = tempDir('venv-home')
    const ran = await run(shell, [join(import.meta.dirname, 'python-venv.sh')], {
      cwd: project,
      env: readerEnv(home),
      timeoutMs: 60_000,
    })
    expect(ran.code, ran.stderr).toBe(0)
    expect(existsSync(join(project, '.venv', 'bin', 'python'))).toBe(true)
    expect(ran.stdout).toContain(join(project, '.venv'))
  })
})
