// Rate limits are on by default, with the Supabase CLI's numbers: each limit on an emulator of its
// own, started as `npm run emulator` starts it (the repo's config.toml, no EMULATOR_RATE_LIMITS).

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { type RunningEmulator, startEmulator } from '../src/server'
import { api, uniqueEmail } from './helpers'

const TOO_MANY = { code: 'over_request_rate_limit', message: 'Request rate limit reached' }

let running: { emu: RunningEmulator; dataDir: string; clock: { offsetMs: number } } | null = null

async function emulatorWithDefaultLimits(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'emulator-limits-'))
  const clock = { offsetMs: 0 }
  const emu = await startEmulator({
    dataDir,
    templateDir: inject('emulatorTemplate'),
    apiPort: 0,
    mailPort: 0,
    env: { EMULATOR_BCRYPT_COST: '4', ...env },
    log: () => {},
    now: () => Date.now() + clock.offsetMs,
  })
  running = { emu, dataDir, clock }
  return { emu, clock, call: api(emu) }
}

afterEach(async () => {
  if (!running) return
  await running.emu.stop()
  rmSync(running.dataDir, { recursive: true, force: true })
  running = null
})

/** Sends `count` requests one after another and returns their statuses. */
async function statuses(count: number, send: (index: number) => Promise<{ status: number }>) {
  const seen: number[] = []
  for (let index = 0; index < count; index++) seen.push((await send(index)).status)
  return seen
}

describe('rate limits on by default (per client address, 5-minute windows)', () => {
  it('sign-ups and sign-ins share 30 per 5 minutes: the 31st gets 429 over_request_rate_limit', async () => {
    const { call, clock } = await emulatorWithDefaultLimits()
    const signUp = () => call('POST', '/signup', { email: uniqueEmail(), password: 'secret-password' })
    const signInWithCode = () => call('POST', '/otp', { email: uniqueEmail(), create_user: true })
    const first30 = await statuses(30, (index) => (index % 2 === 0 ? signUp() : signInWithCode()))
    expect(first30.every((status) => status === 200)).toBe(true)
    const thirtyFirst = await signInWithCode()
    expect(thirtyFirst).toMatchObject({ status: 429, body: TOO_MANY })
    expect((await signUp()).status).toBe(429)
    clock.offsetMs += 301_000
    expect((await signUp()).status).toBe(200)
  })

  it('token verifications: 30 wrong codes, then the 31st attempt is refused before it is checked', async () => {
    const { call } = await emulatorWithDefaultLimits()
    const email = uniqueEmail()
    const wrongCode = (index: number) =>
      call('POST', '/verify', { type: 'email', email, token: String(100000 + index) })
    expect(new Set(await statuses(30, wrongCode))).toEqual(new Set([403]))
    expect(await wrongCode(30)).toMatchObject({ status: 429, body: TOO_MANY })
  })

  it('token grants (password sign-ins and refreshes): 150, then 429 even for the right password', async () => {
    const { emu, call } = await emulatorWithDefaultLimits()
    const email = uniqueEmail()
    const created = await call(
      'POST',
      '/admin/users',
      { email, password: 'right-password', email_confirm: true },
      { authorization: `Bearer ${emu.serviceRoleKey}` },
    )
    expect(created.status).toBe(200)
    const signIn = (password: string) => call('POST', '/token?grant_type=password', { email, password })
    const wrong = await statuses(150, () => signIn('wrong-password'))
    expect(new Set(wrong)).toEqual(new Set([400]))
    expect(await signIn('right-password')).toMatchObject({ status: 429, body: TOO_MANY })
    const refresh = await call('POST', '/token?grant_type=refresh_token', { refresh_token: 'x' })
    expect(refresh.status).toBe(429)
  })

  it('anonymous sign-ins: 30 an hour, where config.toml enables them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'emulator-anonymous-config-'))
    const configFile = join(dir, 'config.toml')
    writeFileSync(configFile, '[auth]\nenable_anonymous_sign_ins = true\n')
    try {
      const { call, clock } = await emulatorWithDefaultLimits({ EMULATOR_CONFIG: configFile })
      const anonymous = () => call('POST', '/signup', {})
      expect(new Set(await statuses(30, anonymous))).toEqual(new Set([200]))
      expect(await anonymous()).toMatchObject({ status: 429, body: TOO_MANY })
      clock.offsetMs += 301_000
      expect((await anonymous()).status).toBe(429)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('EMULATOR_RATE_LIMITS=off turns every request limit off', async () => {
    const { call } = await emulatorWithDefaultLimits({ EMULATOR_RATE_LIMITS: 'off' })
    const signUps = await statuses(40, () =>
      call('POST', '/signup', { email: uniqueEmail(), password: 'secret-password' }),
    )
    expect(new Set(signUps)).toEqual(new Set([200]))
    const email = uniqueEmail()
    const verifies = await statuses(40, (index) =>
      call('POST', '/verify', { type: 'email', email, token: String(200000 + index) }),
    )
    expect(new Set(verifies)).toEqual(new Set([403]))
  })
})
