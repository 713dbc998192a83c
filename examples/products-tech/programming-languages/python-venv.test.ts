// The guide's per-project virtual environment lines, pasted into interactive bash and zsh on a terminal
// (support/terminal-paste.ts) in a new project folder, with Debian 12's python3 (and its python3-venv package,
// which the guide tells Debian and Ubuntu readers to install first) first on PATH: they create .venv, and after
// activation `python -m pip` is the environment's own pip. That pip then uses the mirror the reader set up is
// checked in china-mirrors.test.ts.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readerEnv } from '../../support/reader-env.ts'
import { tempDir } from '../../support/temp-dir.ts'
import { pasteIntoTerminal, pasteProblems } from '../../support/terminal-paste.ts'

describe.each(['bash', 'zsh'])('python-venv.sh pasted into %s', (shell) => {
  it('creates .venv in the project and runs pip from it', async () => {
    const project = tempDir('venv-project')
    const home = tempDir('venv-home')
    const text = readFileSync(join(import.meta.dirname, 'python-venv.sh'), 'utf8')
    const pasted = await pasteIntoTerminal(shell, text, {
      cwd: project,
      env: readerEnv(home),
      timeoutMs: 60_000,
    })
    expect(pasteProblems(pasted)).toEqual([])
    expect(existsSync(join(project, '.venv', 'bin', 'python'))).toBe(true)
    expect(pasted.screen).toContain(join(project, '.venv'))
  }, 90_000)
})
