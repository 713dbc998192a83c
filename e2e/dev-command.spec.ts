import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'

// The README's first command, as a newcomer runs it: the site and the emulator come up together.
test('npm run dev serves the home page and the emulator answers its health check', async ({ page }) => {
  test.setTimeout(120_000)
  const dev: ChildProcess = spawn('npm', ['run', 'dev'], {
    cwd: join(import.meta.dirname, '..'),
    env: {
      ...process.env,
      EMULATOR_DATA_DIR: mkdtempSync(join(tmpdir(), 'dev-command-')),
      EMULATOR_BCRYPT_COST: '4',
    },
    detached: true,
    stdio: 'ignore',
  })
  try {
    await expect
      .poll(
        async () => {
          try {
            const response = await fetch('http://127.0.0.1:54321/auth/v1/health')
            return response.status
          } catch {
            return 0
          }
        },
        { timeout: 90_000 },
      )
      .toBe(200)
    const health = (await (await fetch('http://127.0.0.1:54321/auth/v1/health')).json()) as { name?: string }
    expect(health.name).toBe('GoTrue')

    await expect
      .poll(async () => (await fetch('http://localhost:5173/').catch(() => null))?.status ?? 0, {
        timeout: 60_000,
      })
      .toBe(200)
    await page.goto('http://localhost:5173/?lng=en')
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 })
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible()
  } finally {
    if (dev.pid) process.kill(-dev.pid, 'SIGTERM')
  }
})
