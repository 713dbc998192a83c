// `npm run dev`: the local Supabase Auth emulator and the Vite dev server side by side.
// Either one stopping stops the other, so a crashed emulator never leaves a site that cannot sign in.
import { spawn } from 'node:child_process'
import { join } from 'node:path'

const bin = (name) => join(import.meta.dirname, '..', 'node_modules', '.bin', name)
const children = [
  spawn(bin('tsx'), ['emulator/src/main.ts'], { stdio: 'inherit' }),
  spawn(bin('vite'), process.argv.slice(2), { stdio: 'inherit' }),
]

let stopping = false
function stopAll(code) {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 3000).unref()
  Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null))).then(
    () => process.exit(code),
  )
}

for (const child of children) child.once('exit', (code) => stopAll(code ?? 0))
process.once('SIGINT', () => stopAll(0))
process.once('SIGTERM', () => stopAll(0))
