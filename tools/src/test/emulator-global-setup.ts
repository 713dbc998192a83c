// The sync's tests talk to a real database: this starts the emulator's `bin` (as `npm run emulator`
// does) on ports free on this machine, with a fresh data folder, and hands its URL and keys to the
// tests. src/ never imports the emulator; the tests reach it over HTTP only.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
// The `emulator` the db tests inject is declared beside them (and typed for provide() through it).
import type { EmulatorEndpoint } from '../../../src/test/emulator'
import {
  LOCAL_ANON_KEY,
  LOCAL_SERVICE_ROLE_KEY,
  localApiUrl,
} from '@super-individual/supabase-emulator/local-defaults'

const BIN = fileURLToPath(new URL('../../../emulator/bin/supabase-emulator.js', import.meta.url))
const START_TIMEOUT_MS = 90_000

/** A port nothing listens on now; another checkout's tests asking at the same time get another. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The emulator exited (${child.exitCode}):\n${output()}`)
    try {
      if ((await fetch(`${url}/auth/v1/health`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`The emulator did not answer within ${START_TIMEOUT_MS / 1000} s:\n${output()}`)
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'learning-sync-db-'))
  const [api, mail] = [await freePort(), await freePort()]
  let log = ''
  const child = spawn(process.execPath, [BIN], {
    env: {
      ...process.env,
      EMULATOR_API_PORT: String(api),
      EMULATOR_MAIL_PORT: String(mail),
      EMULATOR_DATA_DIR: dataDir,
      EMULATOR_BCRYPT_COST: '4',
      EMULATOR_RATE_LIMITS: 'off',
      GOTRUE_MAILER_AUTOCONFIRM: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const url = localApiUrl(api)
  try {
    await waitForHealth(url, child, () => log)
  } catch (error) {
    child.kill('SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  const endpoint: EmulatorEndpoint = { url, anonKey: LOCAL_ANON_KEY, serviceRoleKey: LOCAL_SERVICE_ROLE_KEY }
  project.provide('emulator', endpoint)
  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
    rmSync(dataDir, { recursive: true, force: true })
  }
}
