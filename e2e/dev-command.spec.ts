import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'

// The README's first command, as a newcomer runs it, on ports of its own so that it passes beside a
// developer's running `npm run dev` (which holds 5173, 54321 and 54324).

const repoRoot = join(import.meta.dirname, '..')

function listen(port = 0): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()))
}

async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(Array.from({ length: count }, () => listen()))
  const ports = servers.map((server) => {
    const address = server.address()
    if (!address || typeof address === 'string') throw new Error('no TCP address')
    return address.port
  })
  await Promise.all(servers.map(close))
  return ports
}

async function isListening(port: number): Promise<boolean> {
  try {
    await close(await listen(port))
    return false
  } catch {
    return true
  }
}

function runDev(env: Record<string, string>): ChildProcess {
  return spawn('npm', ['run', 'dev'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      EMULATOR_DATA_DIR: mkdtempSync(join(tmpdir(), 'dev-command-')),
      EMULATOR_BCRYPT_COST: '4',
      ...env,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode)
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)))
}

/** Stops the whole process group; a group that is already gone is not an error worth hiding a failure behind. */
async function stop(child: ChildProcess) {
  if (!child.pid || child.exitCode !== null) return
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') console.error('Could not stop npm run dev:', error)
  }
  await exited(child)
}

function collectOutput(child: ChildProcess): () => string {
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return () => output
}

test('npm run dev serves the home page and the emulator answers its health check', async ({ page }) => {
  // A cold Vite compiles the app and the auth client on first request: minutes on a busy 2-core machine.
  test.setTimeout(240_000)
  const [site, api, mail] = await freePorts(3)
  const dev = runDev({
    DEV_PORT: String(site),
    EMULATOR_API_PORT: String(api),
    EMULATOR_MAIL_PORT: String(mail),
  })
  const output = collectOutput(dev)
  try {
    const health = async () => {
      const response = await fetch(`http://127.0.0.1:${api}/auth/v1/health`).catch(() => null)
      return response?.status ?? 0
    }
    await expect.poll(health, { timeout: 150_000, message: output() }).toBe(200)
    const body = (await (await fetch(`http://127.0.0.1:${api}/auth/v1/health`)).json()) as { name?: string }
    expect(body.name).toBe('GoTrue')

    const home = async () => (await fetch(`http://localhost:${site}/`).catch(() => null))?.status ?? 0
    await expect.poll(home, { timeout: 60_000, message: output() }).toBe(200)

    // The site follows the emulator to its port: signing in reaches this emulator, not the default one.
    const authRequest = page.waitForRequest((request) =>
      request.url().startsWith(`http://127.0.0.1:${api}/auth/v1/`),
    )
    await page.goto(`http://localhost:${site}/?lng=en`)
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 })
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Email').fill('nobody@example.com')
    await dialog.getByLabel('Password', { exact: true }).fill('wrong-password')
    await dialog.getByRole('button', { name: 'Login', exact: true }).click()
    await authRequest
    await expect(dialog.getByRole('alert')).toContainText('Invalid login credentials')
  } finally {
    await stop(dev)
  }
})

test('npm run dev names a busy port, exits non-zero and leaves nothing running', async () => {
  test.setTimeout(60_000)
  const [site, mail] = await freePorts(2)
  const blocker = await listen()
  const address = blocker.address()
  if (!address || typeof address === 'string') throw new Error('no TCP address')
  const api = address.port
  const dev = runDev({
    DEV_PORT: String(site),
    EMULATOR_API_PORT: String(api),
    EMULATOR_MAIL_PORT: String(mail),
  })
  const output = collectOutput(dev)
  try {
    expect(await exited(dev)).not.toBe(0)
    expect(output()).toContain(
      `port ${api} is in use: is another \`npm run dev\` or \`npm run emulator\` running?`,
    )
    expect(output()).toContain('EMULATOR_API_PORT')
    expect(await isListening(site)).toBe(false)
    expect(await isListening(mail)).toBe(false)
  } finally {
    await stop(dev)
    await close(blocker)
  }
})
