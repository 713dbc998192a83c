import { spawn } from 'node:child_process'

/**
 * Runs npm scripts side by side and fails when any fails. The checks it groups are each one
 * thread (tsc, eslint, the content checks) or wait on processes and sockets (the examples' and the
 * emulator's tests), so on a 2-core CI machine two at once take little more than the longer one.
 * Each script's output is printed whole when it ends, so logs do not interleave.
 */
function run(script: string): Promise<{ script: string; code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', ...script.split(' ')], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('close', (code) => resolve({ script, code: code ?? 1, output }))
  })
}

const scripts = process.argv.slice(2)
const started = Date.now()
const results = await Promise.all(
  scripts.map(async (script) => {
    const result = await run(script)
    process.stdout.write(`\n> ${script} (${((Date.now() - started) / 1000).toFixed(0)} s)\n${result.output}`)
    return result
  }),
)
const failed = results.filter((result) => result.code !== 0).map((result) => result.script)
if (failed.length) {
  console.error(`\nfailed: ${failed.join(', ')}`)
  process.exit(1)
}
