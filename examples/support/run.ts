import { execFile } from 'node:child_process'

export interface Ran {
  code: number
  stdout: string
  stderr: string
}

export interface RunOptions {
  cwd?: string
  env?: NodeJS.ProcessEnv
  timeoutMs?: number
}

/**
 * Runs a program to its end and reports how it ended. Asynchronous on purpose: several tests answer
 * the program from a local stand-in server in this same process, which a blocking spawn would starve.
 */
export function run(file: string, args: readonly string[], options: RunOptions = {}): Promise<Ran> {
  const { cwd, env, timeoutMs = 20_000 } = options
  return new Promise((resolve, reject) => {
    execFile(file, args, { cwd, env, timeout: timeoutMs, encoding: 'utf8' }, (error, stdout, stderr) => {
      if (!error) return resolve({ code: 0, stdout, stderr })
      // A number is the program's own exit status; anything else (ENOENT, a kill on timeout) is ours.
      if (typeof error.code === 'number') return resolve({ code: error.code, stdout, stderr })
      reject(new Error(`${file} ${args.join(' ')}: ${error.message}\n${stderr}`))
    })
  })
}
