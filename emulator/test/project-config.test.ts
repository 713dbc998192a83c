// supabase/config.toml read as `supabase start` reads it, and what wins over it.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ConfigError, resolveConfig } from '../src/config'
import { configFromEnv } from '../src/config-env'
import { configFromToml, passwordRuleFor, readProjectConfig } from '../src/project-config'
import { startTestEmulator } from './helpers'

const dir = mkdtempSync(join(tmpdir(), 'emulator-project-config-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function configFile(name: string, text: string) {
  const file = join(dir, name)
  writeFileSync(file, text)
  return file
}

describe('supabase/config.toml', () => {
  it("gives the repo's settings: site URL, redirect list, confirmations, providers, password length", () => {
    const config = resolveConfig(readProjectConfig({})?.settings ?? {})
    expect(config).toMatchObject({
      siteUrl: 'http://localhost:5173',
      uriAllowList: [
        'http://localhost:5173/**',
        'http://127.0.0.1:5173/**',
        'http://localhost:4173/**',
        'http://127.0.0.1:4173/**',
      ],
      mailerAutoconfirm: false,
      externalGoogleEnabled: true,
      externalGithubEnabled: true,
      passwordMinLength: 6,
    })
  })

  it('maps every key the emulator serves to the GoTrue setting the CLI passes', () => {
    const text = `
[auth]
site_url = "http://127.0.0.1:3000"
additional_redirect_urls = ["https://127.0.0.1:3000"]
jwt_expiry = 600
enable_signup = false
enable_anonymous_sign_ins = true
minimum_password_length = 10
password_requirements = "lower_upper_letters_digits"
enable_refresh_token_rotation = false
refresh_token_reuse_interval = 3

[auth.rate_limit]
email_sent = 2
sign_in_sign_ups = 7
token_verifications = 8
token_refresh = 9
anonymous_users = 11

[auth.email]
enable_signup = false
enable_confirmations = true
double_confirm_changes = false
max_frequency = "1m30s"
otp_length = 8
otp_expiry = 120

[auth.external.google]
enabled = false
client_id = "env(TEST_GOOGLE_ID)"

[auth.external.github]
enabled = true
`
    expect(configFromToml(text, 'config.toml', { TEST_GOOGLE_ID: 'id' })).toEqual({
      siteUrl: 'http://127.0.0.1:3000',
      uriAllowList: ['https://127.0.0.1:3000'],
      jwtExp: 600,
      jwtSecret: undefined,
      disableSignup: true,
      externalAnonymousUsersEnabled: true,
      passwordMinLength: 10,
      passwordRequiredCharacters: ['abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789'],
      refreshTokenRotationEnabled: false,
      refreshTokenReuseIntervalSeconds: 3,
      externalEmailEnabled: false,
      mailerAutoconfirm: false,
      mailerSecureEmailChangeEnabled: false,
      smtpMaxFrequencySeconds: 90,
      mailerOtpLength: 8,
      mailerOtpExp: 120,
      rateLimitOtp: { events: 7, overSeconds: 300 },
      rateLimitVerify: { events: 8, overSeconds: 300 },
      rateLimitTokenRefresh: { events: 9, overSeconds: 300 },
      rateLimitAnonymousUsers: { events: 11, overSeconds: 3600 },
      // No SMTP server: the CLI's mail catcher has no email_sent budget.
      rateLimitEmailSent: undefined,
      externalGoogleEnabled: false,
      externalGithubEnabled: true,
    })
  })

  it('resolves env(NAME) anywhere, and applies email_sent with a real SMTP server', () => {
    const text = `
[auth]
site_url = "env(SITE)"
jwt_secret = "env(SECRET)"
[auth.rate_limit]
email_sent = 4
[auth.email.smtp]
enabled = true
`
    const env = { SITE: 'https://example.org', SECRET: 'a-secret-of-at-least-thirty-two-characters' }
    expect(configFromToml(text, 'config.toml', env)).toMatchObject({
      siteUrl: 'https://example.org',
      jwtSecret: env.SECRET,
      rateLimitEmailSent: { events: 4, overSeconds: 3600 },
    })
    expect(configFromToml('[auth]\nsite_url = "env(UNSET_NAME)"', 'config.toml', {}).siteUrl).toBe('')
  })

  it('names the file and the key of a value it cannot use', () => {
    expect(() => configFromToml('[auth]\nminimum_password_length = "8"', 'x.toml')).toThrow(
      new ConfigError('x.toml: .auth.minimum_password_length must be a whole number'),
    )
    expect(() => configFromToml('[auth]\npassword_requirements = "long"', 'x.toml')).toThrow(
      /password_requirements must be/,
    )
    expect(() => configFromToml('[auth\n', 'x.toml')).toThrow(ConfigError)
    // A short secret is refused whichever source gives it.
    expect(() => resolveConfig(configFromToml('[auth]\njwt_secret = "short"', 'x.toml'))).toThrow(
      'The JWT secret must be at least 32 characters',
    )
    expect(() => readProjectConfig({ EMULATOR_CONFIG: join(dir, 'missing.toml') })).toThrow(
      /EMULATOR_CONFIG: cannot read/,
    )
  })

  // Security review L4: the file took values the environment refused (otp_length = 1: four guesses).
  it.each([
    ['[auth]\njwt_expiry = 0', /jwt_expiry \/ GOTRUE_JWT_EXP: 0 must be a whole number from 1 to 604800/],
    ['[auth]\njwt_expiry = -3600', /jwt_expiry/],
    ['[auth]\njwt_expiry = 604801', /jwt_expiry/],
    [
      '[auth.email]\notp_length = 1',
      /otp_length \/ GOTRUE_MAILER_OTP_LENGTH: 1 must be a whole number from 6 to 10/,
    ],
    ['[auth.email]\notp_length = 100', /otp_length/],
    [
      '[auth.email]\notp_expiry = -1',
      /otp_expiry \/ GOTRUE_MAILER_OTP_EXP: -1 must be a whole number of at least 1/,
    ],
    ['[auth]\nrefresh_token_reuse_interval = -10', /refresh_token_reuse_interval/],
    ['[auth.rate_limit]\nsign_in_sign_ups = -1', /sign_in_sign_ups \/ GOTRUE_RATE_LIMIT_OTP: -1 per 300 s/],
    ['[auth.rate_limit]\ntoken_verifications = -1', /token_verifications/],
    ['[auth.rate_limit]\ntoken_refresh = -5', /token_refresh/],
    ['[auth.rate_limit]\nanonymous_users = -1', /anonymous_users/],
    [
      '[auth]\nsite_url = "javascript:alert(1)"',
      /site_url \/ GOTRUE_SITE_URL: "javascript:alert\(1\)" is not an http\(s\) URL/,
    ],
  ])('refuses %j, naming the key, as the environment does', (text, message) => {
    expect(() => resolveConfig(configFromToml(text, 'config.toml'))).toThrow(message)
  })

  it('refuses a rate over no time or in hex from the environment, and accepts the edges of each range', () => {
    expect(() => resolveConfig(configFromEnv({ GOTRUE_RATE_LIMIT_VERIFY: '30/0s' }))).toThrow(
      /token_verifications \/ GOTRUE_RATE_LIMIT_VERIFY: 30 per 0 s/,
    )
    expect(() => configFromEnv({ GOTRUE_RATE_LIMIT_VERIFY: '0x10' })).toThrow(ConfigError)
    const edges = configFromToml(
      '[auth]\njwt_expiry = 604800\nrefresh_token_reuse_interval = 0\n[auth.email]\notp_length = 10\n[auth.rate_limit]\nsign_in_sign_ups = 0',
      'config.toml',
    )
    expect(resolveConfig(edges)).toMatchObject({
      jwtExp: 604800,
      mailerOtpLength: 10,
      rateLimitOtp: { events: 0 },
    })
  })

  it('stops when env() leaves jwt_secret unset, naming the key, instead of signing with the local secret', () => {
    expect(() => configFromToml('[auth]\njwt_secret = "env(UNSET_SECRET)"', 'config.toml', {})).toThrow(
      new ConfigError('config.toml: .auth.jwt_secret is env(UNSET_SECRET), which is not set'),
    )
    // Unset OAuth secrets keep the stand-in sign-in page, as before.
    expect(() =>
      configFromToml(
        '[auth.external.github]\nenabled = true\nsecret = "env(UNSET_GITHUB)"',
        'config.toml',
        {},
      ),
    ).not.toThrow()
  })

  it('the forms and the emulator read one password length; an environment variable still overrides it', async () => {
    const file = configFile('eight.toml', '[auth]\nminimum_password_length = 8\n')
    expect(passwordRuleFor({ EMULATOR_CONFIG: file })).toEqual({ minLength: 8 })
    const emu = await startTestEmulator({}, undefined, undefined, {
      EMULATOR_CONFIG: file,
      GOTRUE_JWT_EXP: '90',
    })
    try {
      expect(emu.config).toMatchObject({ passwordMinLength: 8, jwtExp: 90, rateLimitOtp: null })
    } finally {
      await emu.dispose()
    }
    const overridden = await startTestEmulator({}, undefined, undefined, {
      EMULATOR_CONFIG: file,
      GOTRUE_PASSWORD_MIN_LENGTH: '12',
    })
    try {
      expect(overridden.config.passwordMinLength).toBe(12)
    } finally {
      await overridden.dispose()
    }
  })
})
