import { spawn } from 'node:child_process'

export interface Pasted {
  /** What the terminal showed, with the screen-control sequences and carriage returns taken out. */
  screen: string
  /** True if the shell ran the whole paste and came back to its prompt (it was not left waiting for more). */
  finished: boolean
}

export interface PasteOptions {
  cwd: string
  env: NodeJS.ProcessEnv
  timeoutMs?: number
}

const bracketedPasteOn = '\x1b[?2004h'
const sentinel = "printf '__%s__\\n' pasted"
const sentinelOutput = '__pasted__'

/**
 * Pastes a block into an interactive shell the way a reader's terminal (Terminal.app, a Linux terminal) does:
 * the shell runs on a pseudo-terminal (`script` from util-linux), with its default options and its startup
 * files; the text arrives as one bracketed paste once the shell's line editor is waiting at its prompt, and
 * then the reader presses Enter. In interactive zsh `#` starts no comment, and a quote the block leaves open
 * keeps the shell at a `quote>` prompt: a non-interactive `zsh file` hides both.
 *
 * When the shell is back at its prompt, a second command is typed; its output appears only if the shell ran
 * it, which tells a finished paste from one still waiting for a closing quote or `fi`.
 */
export function pasteIntoTerminal(shell: string, text: string, options: PasteOptions): Promise<Pasted> {
  const { cwd, env, timeoutMs = 30_000 } = options
  const child = spawn('script', ['-q', '-f', '-e', '-c', `${shell} -i`, '/dev/null'], {
    cwd,
    env: { TERM: 'xterm-256color', ...env },
  })
  let raw = ''
  child.stdout.setEncoding('utf8')
  child.stdout.on('data', (chunk: string) => (raw += chunk))
  child.stderr.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()))

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
  const deadline = Date.now() + timeoutMs
  /** Waits until `seen` is in the output after position `from`; false on timeout. */
  const waitFor = async (seen: string, from: number, limitMs = timeoutMs) => {
    const until = Math.min(deadline, Date.now() + limitMs)
    while (Date.now() < until) {
      if (raw.indexOf(seen, from) !== -1) return true
      if (child.exitCode !== null) return false
      await sleep(50)
    }
    return false
  }

  return (async () => {
    // The line editor turns bracketed paste on each time it waits for a line: the shell is at its prompt.
    await waitFor(bracketedPasteOn, 0)
    let mark = raw.length
    child.stdin.write(`\x1b[200~${text}\x1b[201~`)
    await sleep(200)
    child.stdin.write('\r')
    await waitFor(bracketedPasteOn, mark)
    mark = raw.length
    child.stdin.write(`${sentinel}\r`)
    // The shell is at a prompt again: at its own prompt it runs the command at once; at `quote>` never.
    const finished = await waitFor(sentinelOutput, mark, 5_000)
    // Leave as a reader would: Ctrl-C drops a half-typed command or an open quote, then exit.
    child.stdin.write('\x03')
    await sleep(200)
    child.stdin.write('exit\r')
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
    await exited
    clearTimeout(timer)
    // What a terminal would not print: its control sequences (ESC ... and OSC ... BEL) and carriage returns.
    /* eslint-disable no-control-regex -- ESC and BEL are what these look for */
    const screen = raw
      .replace(/\x1b\[[0-9;?]*[ -/]*[@-~]/g, '')
      .replace(/\x1b[=>]/g, '')
      .replace(/\x1b\][^\x07]*\x07/g, '')
      .replace(/[\r\b]/g, '')
    /* eslint-enable no-control-regex */
    return { screen, finished }
  })()
}

/**
 * What a pasted block must not show: zsh's `quote>` (an open quote swallowed the rest), a parse or syntax
 * error, or "command not found" for any command but the tools the reader may not have installed.
 */
export function pasteProblems(pasted: Pasted, notInstalled: readonly string[] = []): string[] {
  const problems: string[] = []
  if (!pasted.finished) problems.push('the shell did not come back to its prompt after the paste')
  for (const line of pasted.screen.split('\n')) {
    if (/\b(d?quote|bquote|if|then|cmdand|cmdor)> /.test(line)) problems.push(line.trim())
    if (/parse error|syntax error|unexpected token|no matches found/.test(line)) problems.push(line.trim())
    // zsh: "zsh: command not found: go"; bash: "bash: go: command not found".
    const missing = line.match(/command not found: (\S+)/)?.[1] ?? line.match(/(\S+): command not found/)?.[1]
    if (missing !== undefined && !notInstalled.includes(missing)) problems.push(line.trim())
  }
  return problems
}
