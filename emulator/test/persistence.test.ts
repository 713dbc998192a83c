import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { DataDirLockedError, PGDATA } from '../src/db'
import { startEmulator } from '../src/server'
import {
  type TestEmulator,
  api,
  client,
  confirmedUser,
  mailCount,
  startTestEmulator,
  uniqueEmail,
} from './helpers'

const cleanup: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const f of cleanup.reverse()) await f()
})

describe('persistence', () => {
  it('accounts, sessions and mails survive a restart', async () => {
    let emu: TestEmulator = await startTestEmulator()
    cleanup.push(() => emu.dispose())
    // (restart() replaces emu; the final instance is disposed after the test)
    const { email, password, client: c } = await confirmedUser(emu)
    const session = (await c.auth.getSession()).data.session
    expect(session).not.toBeNull()

    emu = await emu.restart()
    const signIn = await client(emu).auth.signInWithPassword({ email, password })
    expect(signIn.error).toBeNull()
    const user = await client(emu).auth.getUser(session?.access_token)
    expect(user.data.user?.email).toBe(email)
    const refreshed = await client(emu).auth.refreshSession({
      refresh_token: session?.refresh_token as string,
    })
    expect(refreshed.error).toBeNull()
    expect(await mailCount(emu, email)).toBe(1)
  })

  it('refuses to open a data folder another emulator is using', async () => {
    const emu = await startTestEmulator()
    try {
      await expect(
        startEmulator({ dataDir: emu.dataDir, apiPort: 0, mailPort: 0, env: {}, log: () => {} }),
      ).rejects.toBeInstanceOf(DataDirLockedError)
      // still serving
      expect((await fetch(`${emu.authUrl}/health`)).status).toBe(200)
    } finally {
      await emu.dispose()
    }
  })
})

describe('one account per address', () => {
  it('50 concurrent sign-ups of one email make exactly one user and one mail', async () => {
    const emu = await startTestEmulator()
    try {
      const email = uniqueEmail('race')
      const call = api(emu)
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          call('POST', '/signup', { email: i % 2 ? email : email.toUpperCase(), password: `password-${i}` }),
        ),
      )
      const statuses = results.map((r) => r.status)
      expect(statuses.every((s) => s < 500)).toBe(true)
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1)
      for (const r of results.filter((x) => x.status !== 200)) {
        expect(r.body).toMatchObject({ code: 'over_email_send_rate_limit' })
      }
      const users = await emu.db.query('select id from auth.users where lower(email) = $1', [
        email.toLowerCase(),
      ])
      expect(users.rows).toHaveLength(1)
      const identities = await emu.db.query(
        "select id from auth.identities where provider = 'email' and email = $1",
        [email.toLowerCase()],
      )
      expect(identities.rows).toHaveLength(1)
      expect(await mailCount(emu, email)).toBe(1)
    } finally {
      await emu.dispose()
    }
  })

  it('with autoconfirm, concurrent sign-ups give one session and user_already_exists for the rest', async () => {
    const emu = await startTestEmulator({ mailerAutoconfirm: true })
    try {
      const email = uniqueEmail('race')
      const results = await Promise.all(
        Array.from({ length: 20 }, () => api(emu)('POST', '/signup', { email, password: 'secret123' })),
      )
      expect(results.filter((r) => r.status === 200)).toHaveLength(1)
      expect(
        results
          .filter((r) => r.status === 422)
          .every((r) => (r.body as { code: string }).code === 'user_already_exists'),
      ).toBe(true)
      expect(results.filter((r) => r.status === 422)).toHaveLength(19)
    } finally {
      await emu.dispose()
    }
  })

  it('the database itself refuses a duplicate address (unique index, case-insensitive)', async () => {
    const emu = await startTestEmulator({ mailerAutoconfirm: true })
    try {
      const email = uniqueEmail('dup')
      await client(emu).auth.signUp({ email, password: 'secret123' })
      const insert = emu.db.query(
        `insert into auth.users (id, aud, role, email, created_at, updated_at)
         values (gen_random_uuid(), 'authenticated', 'authenticated', $1, now(), now())`,
        [email.toUpperCase()],
      )
      await expect(insert).rejects.toMatchObject({ code: '23505' })
      const count = await emu.db.query('select count(*)::int as n from auth.users where lower(email) = $1', [
        email.toLowerCase(),
      ])
      expect(count.rows[0]).toEqual({ n: 1 })
    } finally {
      await emu.dispose()
    }
  })
})

describe('npm run emulator (main.ts as a process)', () => {
  it('prints its URLs, serves, prints mailed links and stops cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'emulator-process-'))
    cleanup.push(async () => rmSync(dataDir, { recursive: true, force: true }))
    cpSync(join(inject('emulatorTemplate'), PGDATA), join(dataDir, PGDATA), { recursive: true })
    const root = fileURLToPath(new URL('../..', import.meta.url))
    const child = spawn(process.execPath, ['--import', 'tsx', 'emulator/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        EMULATOR_DATA_DIR: dataDir,
        EMULATOR_API_PORT: '0',
        EMULATOR_MAIL_PORT: '0',
        EMULATOR_BCRYPT_COST: '4',
        GOTRUE_MAILER_AUTOCONFIRM: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout.on('data', (d: Buffer) => (out += d.toString()))
    child.stderr.on('data', (d: Buffer) => (out += d.toString()))
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
    try {
      const deadline = Date.now() + 25_000
      while (!/Ready in/.test(out) && Date.now() < deadline) {
        if (child.exitCode !== null) break
        await new Promise((r) => setTimeout(r, 100))
      }
      expect(out).toContain('Ready in')
      const apiUrl = /API URL:\s+(\S+)/.exec(out)?.[1] as string
      const mailUrl = /Mail catcher:\s+(\S+)/.exec(out)?.[1] as string
      expect(apiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(mailUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(existsSync(join(dataDir, 'emulator.lock'))).toBe(true)
      const anonKey = /anon key:\s+(\S+)/.exec(out)?.[1] as string
      const r = await fetch(`${apiUrl}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'process@example.com', password: 'secret123' }),
      })
      expect(r.status).toBe(200)
      await new Promise((res) => setTimeout(res, 200))
      expect(out).toMatch(
        /\[mail\] to process@example\.com: Confirm your email address\s+http:\/\/127\.0\.0\.1:\d+\/auth\/v1\/verify\?token=/,
      )
      child.kill('SIGTERM')
      expect(await exited).toBe(0)
      expect(out).toContain('Emulator stopped.')
      expect(existsSync(join(dataDir, 'emulator.lock'))).toBe(false)
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL')
    }
  }, 60_000)
})
