// @vitest-environment node
// One file sets the password rule for the site's forms and for the emulator; the bundle's local
// Supabase URL and key are the emulator package's own.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { LOCAL_ANON_KEY, LOCAL_API_URL } from '@super-individual/supabase-emulator/local-defaults'
import { startEmulator } from '@super-individual/supabase-emulator'
import { passwordRule } from '../../../src/auth/auth-schemas'
import { siteBuildConstants } from './site-build-constants'

const dir = mkdtempSync(join(tmpdir(), 'site-build-constants-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

// Seven characters, 21 bytes: a byte count (GoTrue's) would let it through a limit of 8.
const SEVEN = '密码密码密码密'
const EIGHT = '密码密码密码密码'

describe('what the build hands the site', () => {
  it("the local URL and anon key are the emulator package's, and the password length is config.toml's 6", () => {
    const constants = siteBuildConstants({})
    expect(JSON.parse(constants.__LOCAL_SUPABASE_URL__ as string)).toBe(LOCAL_API_URL)
    expect(JSON.parse(constants.__LOCAL_SUPABASE_ANON_KEY__ as string)).toBe(LOCAL_ANON_KEY)
    expect(JSON.parse(constants.__PASSWORD_MIN_LENGTH__ as string)).toBe(6)
    // The unit tests run with the same constants the build writes.
    expect(__LOCAL_SUPABASE_URL__).toBe(LOCAL_API_URL)
    expect(__PASSWORD_MIN_LENGTH__).toBe(6)
  })

  it('a config.toml with minimum_password_length = 8 changes the forms and the emulator alike', async () => {
    const configFile = join(dir, 'config.toml')
    writeFileSync(configFile, '[auth]\nminimum_password_length = 8\n')
    const env = { EMULATOR_CONFIG: configFile }

    const formRule = passwordRule(
      JSON.parse(siteBuildConstants(env).__PASSWORD_MIN_LENGTH__ as string) as number,
    )
    expect(formRule.safeParse(SEVEN).success).toBe(false)
    expect(formRule.safeParse(EIGHT).success).toBe(true)

    const emulator = await startEmulator({
      dataDir: join(dir, 'data'),
      apiPort: 0,
      mailPort: 0,
      env: { ...env, EMULATOR_BCRYPT_COST: '4' },
      log: () => {},
    })
    try {
      const signUp = (email: string, password: string) =>
        fetch(`${emulator.authUrl}/signup`, {
          method: 'POST',
          headers: { apikey: emulator.anonKey, 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        }).then(async (response) => ({ status: response.status, body: (await response.json()) as unknown }))
      expect(await signUp('seven@example.com', SEVEN)).toMatchObject({
        status: 422,
        body: { error_code: 'weak_password', msg: 'Password should be at least 8 characters.' },
      })
      expect((await signUp('eight@example.com', EIGHT)).status).toBe(200)
    } finally {
      await emulator.stop()
    }
  }, 60_000)
})
