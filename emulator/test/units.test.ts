// Pure functions: configuration from GoTrue's environment variables, the redirect allow-list,
// API version resolution and Go-style JSON decoding.

import { describe, expect, it } from 'vitest'
import { ConfigError, resolveConfig } from '../src/config'
import { configFromEnv, parseDuration } from '../src/config-env'
import { resolveApiVersion } from '../src/errors'
import { decodeParams } from '../src/params'
import { RedirectValidator, compileGlob, goEncode } from '../src/redirect'

describe('configuration from the environment', () => {
  it('reads GoTrue names with GoTrue value syntax', () => {
    const cfg = resolveConfig(
      configFromEnv({
        GOTRUE_SITE_URL: 'http://127.0.0.1:4173',
        GOTRUE_URI_ALLOW_LIST: 'http://127.0.0.1:4173/**, myapp://callback',
        GOTRUE_MAILER_AUTOCONFIRM: 'true',
        GOTRUE_EXTERNAL_GOOGLE_ENABLED: 'false',
        GOTRUE_EXTERNAL_GITHUB_ENABLED: '1',
        GOTRUE_JWT_EXP: '600',
        GOTRUE_PASSWORD_MIN_LENGTH: '3',
        GOTRUE_PASSWORD_REQUIRED_CHARACTERS: 'abc:123:\\:x',
        GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL: '0',
        GOTRUE_SMTP_MAX_FREQUENCY: '1s',
        GOTRUE_RATE_LIMIT_EMAIL_SENT: '5',
        GOTRUE_EXTERNAL_FLOW_STATE_EXPIRY_DURATION: '10m',
        EMULATOR_BCRYPT_COST: '6',
        UNRELATED: 'x',
      }),
    )
    expect(cfg).toMatchObject({
      siteUrl: 'http://127.0.0.1:4173',
      uriAllowList: ['http://127.0.0.1:4173/**', 'myapp://callback'],
      mailerAutoconfirm: true,
      externalGoogleEnabled: false,
      externalGithubEnabled: true,
      jwtExp: 600,
      passwordMinLength: 6, // GoTrue raises values below 6
      passwordRequiredCharacters: ['abc', '123', ':x'],
      refreshTokenReuseIntervalSeconds: 0,
      smtpMaxFrequencySeconds: 1,
      rateLimitEmailSent: { events: 5, overSeconds: 3600 },
      flowStateExpirySeconds: 600,
      bcryptCost: 6,
    })
  })

  it("has the Supabase CLI's defaults where nothing is configured, and refuses bad values", () => {
    const cfg = resolveConfig(configFromEnv({}))
    expect(cfg).toMatchObject({
      siteUrl: 'http://127.0.0.1:3000',
      uriAllowList: [],
      rateLimitOtp: { events: 30, overSeconds: 300 },
      rateLimitVerify: { events: 30, overSeconds: 300 },
      rateLimitTokenRefresh: { events: 150, overSeconds: 300 },
      rateLimitAnonymousUsers: { events: 30, overSeconds: 3600 },
      mailerAutoconfirm: false,
      externalGoogleEnabled: true,
      externalGithubEnabled: true,
      jwtExp: 3600,
      passwordMinLength: 6,
      smtpMaxFrequencySeconds: 60,
      rateLimitEmailSent: null,
      refreshTokenReuseIntervalSeconds: 10,
      bcryptCost: 10,
    })
    expect(() => configFromEnv({ GOTRUE_MAILER_AUTOCONFIRM: 'yes' })).toThrow(ConfigError)
    expect(() => resolveConfig(configFromEnv({ GOTRUE_JWT_SECRET: 'short' }))).toThrow(ConfigError)
    expect(() => configFromEnv({ EMULATOR_BCRYPT_COST: '3' })).toThrow(ConfigError)
    expect(() => resolveConfig({ siteUrl: 'not a url' })).toThrow(ConfigError)
    expect(parseDuration('x', '1h30m')).toBe(5400)
    expect(() => parseDuration('x', '5 minutes')).toThrow(ConfigError)
  })
})

describe('redirect allow-list', () => {
  const v = new RedirectValidator('http://localhost:5173', [
    'http://localhost:5173/**',
    'http://127.0.0.1:5173/**',
    'http://localhost:4173/**',
    'http://127.0.0.1:4173/**',
    'https://*.example.com/**',
    'https://app.example.org/cb?x=*',
  ])

  it.each([
    'http://localhost:5173/auth/callback',
    'http://localhost:4173/anything?x=1#frag',
    'http://127.0.0.1:4173/loopback-on-an-allowed-port',
    'http://[::1]:5173/',
    'https://a.example.com/deep/path',
    'https://app.example.org/cb?x=1',
  ])('accepts %s', (url) => expect(v.isValid(url)).toBe(true))

  it.each([
    '',
    'https://evil.com/',
    'https://a.b.example.com/', // `*` does not cross dots
    'https://app.example.org/cb?x=1/2',
    'http://0x7f000001/',
    'http://ex%61mple.com/',
    'http://localhost:5173@evil.com/',
    'http://evil.com#http://localhost:5173/',
    'javascript:alert(1)',
    'http://2130706433/',
    'http://8.8.8.8/',
    'http://localhost:5173/\r\nx',
    'not a url',
  ])('refuses %s', (url) => expect(v.isValid(url)).toBe(false))

  it('compiles globs with GoTrue separators', () => {
    expect(compileGlob('http://localhost:5173/**').test('http://localhost:5173/a/b?c=d')).toBe(true)
    expect(compileGlob('http://localhost:5173/*').test('http://localhost:5173/a/b')).toBe(false)
    expect(compileGlob('http://localhost:517?/*').test('http://localhost:5174/a')).toBe(true)
    expect(compileGlob('http://{a,b}.test/*').test('http://b.test/x')).toBe(true)
  })

  it('encodes redirect parameters like Go (sorted keys, + for spaces)', () => {
    expect(
      goEncode([
        ['z', 'a b'],
        ['error', "it's (bad)*"],
        ['sb', ''],
      ]),
    ).toBe('error=it%27s+%28bad%29%2A&sb=&z=a+b')
  })
})

describe('API version header', () => {
  it.each([
    [undefined, null],
    ['2024-01-01', '2024-01-01'],
    ['2026-11-22', '2024-01-01'],
    ['2023-12-31', null],
    ['2024-02-30', null],
    ['garbage', null],
  ])('%s → %s', (header, expected) => expect(resolveApiVersion(header)).toBe(expected))
})

describe('Go-style JSON decoding', () => {
  const spec = { email: 'string', data: 'object', create_user: 'bool', password: 'optionalString' } as const
  it('ignores unknown keys, matches case-insensitively and treats null as absent', () => {
    const d = decodeParams(
      Buffer.from('{"EMAIL":"a@b.c","data":null,"extra":[1],"create_user":false}'),
      'P',
      spec,
    )
    expect(d).toEqual({ email: 'a@b.c', data: undefined, create_user: false, password: undefined })
  })
  it('refuses wrong types with Go messages', () => {
    expect(() => decodeParams(Buffer.from('{"data":"x"}'), 'P', spec)).toThrow(
      'Could not parse request body as JSON: json: cannot unmarshal string into Go struct field P.data of type map[string]interface {}',
    )
    expect(() => decodeParams(Buffer.from('[1]'), 'P', spec)).toThrow(
      'cannot unmarshal array into Go value of type api.P',
    )
    expect(() => decodeParams(Buffer.from(''), 'P', spec)).toThrow('unexpected end of JSON input')
    expect(() => decodeParams(Buffer.from('['.repeat(1000)), 'P', spec)).toThrow('exceeded max depth')
  })
})
