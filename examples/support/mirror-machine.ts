import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { readerEnv } from './reader-env.ts'
import { run } from './run.ts'
import { tempDir } from './temp-dir.ts'
import { pasteIntoTerminal } from './terminal-paste.ts'

/**
 * A reader's machine for the programming-languages guide's mirror blocks: a home of its own and, if asked, a
 * stand-in `go` that logs how it was called (this machine has no Go). `paste` pastes a block into an
 * interactive shell on a terminal, as the guide tells the reader to (support/terminal-paste.ts).
 */
export function machine({ go }: { go: boolean }) {
  const here = join(import.meta.dirname, '..', 'products-tech', 'programming-languages')
  const home = tempDir('mirrors-home')
  let path = '/usr/local/bin:/usr/bin:/bin'
  if (go) {
    const bin = join(home, 'stand-in-bin')
    mkdirSync(bin)
    writeFileSync(join(bin, 'go'), `#!/bin/sh\necho "$*" >> "$HOME/go-calls.log"\n`)
    chmodSync(join(bin, 'go'), 0o755)
    path = `${bin}:${path}`
  }
  const env = readerEnv(home, { PATH: path })
  const read = (file: string) => (existsSync(join(home, file)) ? readFileSync(join(home, file), 'utf8') : '')
  return {
    home,
    env,
    read,
    write: (file: string, text: string) => writeFileSync(join(home, file), text),
    paste: (shell: string, script: string, cwd = home) =>
      pasteIntoTerminal(shell, readFileSync(join(here, script), 'utf8'), { cwd, env }),
    npmRegistry: async () =>
      (await run('npm', ['config', 'get', 'registry'], { cwd: home, env })).stdout.trim(),
    pipIndex: async (python = 'python3') =>
      (
        await run(python, ['-m', 'pip', 'config', 'get', 'global.index-url'], { cwd: home, env })
      ).stdout.trim(),
    goCalls: () => read('go-calls.log').split('\n').filter(Boolean),
    /** What a new terminal of that shell sees (it reads ~/.bashrc or ~/.zshrc). */
    newTerminal: async (shell: string, command: string) =>
      (await run(shell, ['-i', '-c', command], { cwd: home, env })).stdout.trim(),
  }
}

export const startupFile = (shell: string) => (shell === 'zsh' ? '.zshrc' : '.bashrc')
