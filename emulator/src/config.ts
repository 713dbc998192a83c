// Configuration of the emulator: GoTrue's environment variable names where GoTrue has one,
// plus a few EMULATOR_* settings. Everything here is plain data so tests can override it.

import { fileURLToPath } from 'node:url'

/** The well-known JWT secret of `supabase start` (local development only). */
export const WELL_KNOWN_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'

/** The well-known local anon key that `supabase start` prints (signed with the secret above). */
export const WELL_KNOWN_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

/** The well-known local service-role key that `supabase start` prints. */
export const WELL_KNOWN_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'

/** The newer-style well-known local keys that recent `supabase start` versions print. */
export const WELL_KNOWN_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH'
export const WELL_KNOWN_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz'

export const DEFAULT_SITE_URL = 'http://localhost:5173'
export const DEFAULT_URI_ALLOW_LIST = [
  'http://localhost:5173/**',
  'http://127.0.0.1:5173/**',
  'http://localhost:4173/**',
  'http://127.0.0.1:4173/**',
]
export const DEFAULT_HOST = '127.0.0.1'
export const DEFAULT_API_PORT = 54321
export const DEFAULT_MAIL_PORT = 54324

/** `.emulator/` at the repository root (this file lives in emulator/src/). */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.emulator', import.meta.url))

export type OAuthProviderName = 'google' | 'github'

/** A per-window event budget, as GoTrue's `Rate` type ("30" per hour, or "30/5m"). */
export interface RateSetting {
  events: number
  overSeconds: number
}

export interface EmulatorConfig {
  siteUrl: string
  uriAllowList: string[]
  /** Public base of the auth API, used for mail links, the OAuth callback and the JWT issuer. Empty = derived from the listening address. */
  apiExternalUrl: string
  jwtSecret: string
  jwtExp: number
  jwtAud: string
  /** Empty = the API external URL (as `supabase start` does). */
  jwtIssuer: string
  jwtDefaultGroupName: string
  jwtAdminRoles: string[]
  disableSignup: boolean
  mailerAutoconfirm: boolean
  mailerSecureEmailChangeEnabled: boolean
  mailerOtpExp: number
  mailerOtpLength: number
  smtpMaxFrequencySeconds: number
  smtpAdminEmail: string
  smtpSenderName: string
  /** Global mail budget (only applies when autoconfirm is off). null = no cap. */
  rateLimitEmailSent: RateSetting | null
  /** Optional per-client-address limits; null = off (GoTrue only applies them when it knows the client IP). */
  rateLimitOtp: RateSetting | null
  rateLimitTokenRefresh: RateSetting | null
  rateLimitVerify: RateSetting | null
  rateLimitAnonymousUsers: RateSetting | null
  externalEmailEnabled: boolean
  externalAnonymousUsersEnabled: boolean
  externalGoogleEnabled: boolean
  externalGithubEnabled: boolean
  flowStateExpirySeconds: number
  passwordMinLength: number
  passwordRequiredCharacters: string[]
  refreshTokenRotationEnabled: boolean
  refreshTokenReuseIntervalSeconds: number
  bcryptCost: number
}

export const DEFAULT_CONFIG: EmulatorConfig = {
  siteUrl: DEFAULT_SITE_URL,
  uriAllowList: DEFAULT_URI_ALLOW_LIST,
  apiExternalUrl: '',
  jwtSecret: WELL_KNOWN_JWT_SECRET,
  jwtExp: 3600,
  jwtAud: 'authenticated',
  jwtIssuer: '',
  jwtDefaultGroupName: 'authenticated',
  jwtAdminRoles: ['service_role', 'supabase_admin'],
  disableSignup: false,
  mailerAutoconfirm: false,
  mailerSecureEmailChangeEnabled: true,
  mailerOtpExp: 86400,
  mailerOtpLength: 6,
  smtpMaxFrequencySeconds: 60,
  smtpAdminEmail: 'noreply@localhost',
  smtpSenderName: 'Supabase Auth (local emulator)',
  rateLimitEmailSent: null,
  rateLimitOtp: null,
  rateLimitTokenRefresh: null,
  rateLimitVerify: null,
  rateLimitAnonymousUsers: null,
  externalEmailEnabled: true,
  externalAnonymousUsersEnabled: false,
  externalGoogleEnabled: true,
  externalGithubEnabled: true,
  flowStateExpirySeconds: 300,
  passwordMinLength: 6,
  passwordRequiredCharacters: [],
  refreshTokenRotationEnabled: true,
  refreshTokenReuseIntervalSeconds: 10,
  bcryptCost: 10,
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

export type Env = Record<string, string | undefined>

function parseBool(name: string, value: string): boolean {
  // Go's strconv.ParseBool
  if (['1', 't', 'T', 'TRUE', 'true', 'True'].includes(value)) return true
  if (['0', 'f', 'F', 'FALSE', 'false', 'False'].includes(value)) return false
  throw new ConfigError(`${name}: "${value}" is not a boolean (use true or false)`)
}

function parseInteger(name: string, value: string, min = 0): number {
  if (!/^-?\d+$/.test(value.trim())) throw new ConfigError(`${name}: "${value}" is not an integer`)
  const n = Number.parseInt(value, 10)
  if (n < min) throw new ConfigError(`${name}: must be at least ${min}`)
  return n
}

const DURATION_UNITS: Record<string, number> = {
  ns: 1e-9,
  us: 1e-6,
  µs: 1e-6,
  ms: 1e-3,
  s: 1,
  m: 60,
  h: 3600,
}

/** Go's time.ParseDuration (e.g. "300s", "1h30m"); a bare number is taken as seconds. Returns seconds. */
export function parseDuration(name: string, value: string): number {
  const v = value.trim()
  if (/^\d+(\.\d+)?$/.test(v)) return Number(v)
  const re = /(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/gy
  let total = 0
  let matched = 0
  let m: RegExpExecArray | null
  while ((m = re.exec(v)) !== null) {
    total += Number(m[1]) * (DURATION_UNITS[m[2] ?? 's'] ?? 1)
    matched = re.lastIndex
  }
  if (matched === 0 || matched !== v.length)
    throw new ConfigError(`${name}: "${value}" is not a duration (e.g. 60s, 5m)`)
  return total
}

/** GoTrue's Rate: "N" (per hour) or "N/duration". */
function parseRate(name: string, value: string): RateSetting {
  const [events, over] = value.split('/')
  const n = Number(events)
  if (!Number.isFinite(n) || n < 0)
    throw new ConfigError(`${name}: "${value}" is not a rate (e.g. 30 or 30/5m)`)
  return { events: n, overSeconds: over ? parseDuration(name, over) : 3600 }
}

/** Per-IP limiters: GoTrue counts these per 5 minutes. */
function parseWindowRate(name: string, value: string): RateSetting {
  const [events, over] = value.split('/')
  const n = Number(events)
  if (!Number.isFinite(n) || n < 0) throw new ConfigError(`${name}: "${value}" is not a number`)
  return { events: n, overSeconds: over ? parseDuration(name, over) : 300 }
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')
}

/** GOTRUE_PASSWORD_REQUIRED_CHARACTERS: character sets separated by ":" ("\:" is a literal colon). */
function parseRequiredCharacters(value: string): string[] {
  const sets: string[] = []
  let current = ''
  for (let i = 0; i < value.length; i++) {
    const c = value[i]
    if (c === '\\' && value[i + 1] === ':') {
      current += ':'
      i++
    } else if (c === ':') {
      sets.push(current)
      current = ''
    } else {
      current += c
    }
  }
  sets.push(current)
  return sets.filter((s) => s !== '')
}

/** Reads GOTRUE_* (and API_EXTERNAL_URL, EMULATOR_BCRYPT_COST) from an environment. */
export function configFromEnv(env: Env): Partial<EmulatorConfig> {
  const out: Partial<EmulatorConfig> = {}
  const get = (name: string): string | undefined => {
    const v = env[name]
    return v === undefined || v === '' ? undefined : v
  }
  const str = (name: string, apply: (v: string) => void) => {
    const v = get(name)
    if (v !== undefined) apply(v)
  }
  str('GOTRUE_SITE_URL', (v) => (out.siteUrl = v))
  str('GOTRUE_URI_ALLOW_LIST', (v) => (out.uriAllowList = splitList(v)))
  str('API_EXTERNAL_URL', (v) => (out.apiExternalUrl = v.replace(/\/+$/, '')))
  str('GOTRUE_JWT_SECRET', (v) => {
    if (v.length < 32) throw new ConfigError('GOTRUE_JWT_SECRET: must be at least 32 characters')
    out.jwtSecret = v
  })
  str('GOTRUE_JWT_EXP', (v) => (out.jwtExp = parseInteger('GOTRUE_JWT_EXP', v, 1)))
  str('GOTRUE_JWT_AUD', (v) => (out.jwtAud = v))
  str('GOTRUE_JWT_ISSUER', (v) => (out.jwtIssuer = v))
  str('GOTRUE_JWT_DEFAULT_GROUP_NAME', (v) => (out.jwtDefaultGroupName = v))
  str('GOTRUE_JWT_ADMIN_ROLES', (v) => (out.jwtAdminRoles = splitList(v)))
  str('GOTRUE_DISABLE_SIGNUP', (v) => (out.disableSignup = parseBool('GOTRUE_DISABLE_SIGNUP', v)))
  str('GOTRUE_MAILER_AUTOCONFIRM', (v) => (out.mailerAutoconfirm = parseBool('GOTRUE_MAILER_AUTOCONFIRM', v)))
  str(
    'GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED',
    (v) => (out.mailerSecureEmailChangeEnabled = parseBool('GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED', v)),
  )
  str('GOTRUE_MAILER_OTP_EXP', (v) => (out.mailerOtpExp = parseInteger('GOTRUE_MAILER_OTP_EXP', v, 1)))
  str('GOTRUE_MAILER_OTP_LENGTH', (v) => {
    const n = parseInteger('GOTRUE_MAILER_OTP_LENGTH', v, 6)
    if (n > 10) throw new ConfigError('GOTRUE_MAILER_OTP_LENGTH: must be between 6 and 10')
    out.mailerOtpLength = n
  })
  str(
    'GOTRUE_SMTP_MAX_FREQUENCY',
    (v) => (out.smtpMaxFrequencySeconds = parseDuration('GOTRUE_SMTP_MAX_FREQUENCY', v)),
  )
  str('GOTRUE_SMTP_ADMIN_EMAIL', (v) => (out.smtpAdminEmail = v))
  str('GOTRUE_SMTP_SENDER_NAME', (v) => (out.smtpSenderName = v))
  str(
    'GOTRUE_RATE_LIMIT_EMAIL_SENT',
    (v) => (out.rateLimitEmailSent = parseRate('GOTRUE_RATE_LIMIT_EMAIL_SENT', v)),
  )
  str('GOTRUE_RATE_LIMIT_OTP', (v) => (out.rateLimitOtp = parseWindowRate('GOTRUE_RATE_LIMIT_OTP', v)))
  str(
    'GOTRUE_RATE_LIMIT_TOKEN_REFRESH',
    (v) => (out.rateLimitTokenRefresh = parseWindowRate('GOTRUE_RATE_LIMIT_TOKEN_REFRESH', v)),
  )
  str(
    'GOTRUE_RATE_LIMIT_VERIFY',
    (v) => (out.rateLimitVerify = parseWindowRate('GOTRUE_RATE_LIMIT_VERIFY', v)),
  )
  str(
    'GOTRUE_RATE_LIMIT_ANONYMOUS_USERS',
    (v) => (out.rateLimitAnonymousUsers = parseRate('GOTRUE_RATE_LIMIT_ANONYMOUS_USERS', v)),
  )
  str(
    'GOTRUE_EXTERNAL_EMAIL_ENABLED',
    (v) => (out.externalEmailEnabled = parseBool('GOTRUE_EXTERNAL_EMAIL_ENABLED', v)),
  )
  str(
    'GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED',
    (v) => (out.externalAnonymousUsersEnabled = parseBool('GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED', v)),
  )
  str(
    'GOTRUE_EXTERNAL_GOOGLE_ENABLED',
    (v) => (out.externalGoogleEnabled = parseBool('GOTRUE_EXTERNAL_GOOGLE_ENABLED', v)),
  )
  str(
    'GOTRUE_EXTERNAL_GITHUB_ENABLED',
    (v) => (out.externalGithubEnabled = parseBool('GOTRUE_EXTERNAL_GITHUB_ENABLED', v)),
  )
  str('GOTRUE_EXTERNAL_FLOW_STATE_EXPIRY_DURATION', (v) => {
    // GoTrue raises values below 300 s to 300 s.
    out.flowStateExpirySeconds = Math.max(300, parseDuration('GOTRUE_EXTERNAL_FLOW_STATE_EXPIRY_DURATION', v))
  })
  str('GOTRUE_PASSWORD_MIN_LENGTH', (v) => {
    // GoTrue raises values below 6 to 6.
    out.passwordMinLength = Math.max(6, parseInteger('GOTRUE_PASSWORD_MIN_LENGTH', v))
  })
  str(
    'GOTRUE_PASSWORD_REQUIRED_CHARACTERS',
    (v) => (out.passwordRequiredCharacters = parseRequiredCharacters(v)),
  )
  str(
    'GOTRUE_SECURITY_REFRESH_TOKEN_ROTATION_ENABLED',
    (v) => (out.refreshTokenRotationEnabled = parseBool('GOTRUE_SECURITY_REFRESH_TOKEN_ROTATION_ENABLED', v)),
  )
  str(
    'GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL',
    (v) =>
      (out.refreshTokenReuseIntervalSeconds = parseInteger(
        'GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL',
        v,
      )),
  )
  str('EMULATOR_BCRYPT_COST', (v) => {
    const n = parseInteger('EMULATOR_BCRYPT_COST', v, 4)
    if (n > 31) throw new ConfigError('EMULATOR_BCRYPT_COST: must be between 4 and 31')
    out.bcryptCost = n
  })
  return out
}

export function resolveConfig(...parts: Partial<EmulatorConfig>[]): EmulatorConfig {
  const cfg: EmulatorConfig = { ...DEFAULT_CONFIG }
  for (const p of parts) {
    for (const [k, v] of Object.entries(p)) {
      if (v !== undefined) (cfg as unknown as Record<string, unknown>)[k] = v
    }
  }
  try {
    new URL(cfg.siteUrl)
  } catch {
    throw new ConfigError(`GOTRUE_SITE_URL: "${cfg.siteUrl}" is not a URL`)
  }
  cfg.passwordMinLength = Math.max(6, cfg.passwordMinLength)
  cfg.flowStateExpirySeconds = Math.max(300, cfg.flowStateExpirySeconds)
  return cfg
}

export interface PortSettings {
  host: string
  apiPort: number
  mailPort: number
  dataDir: string
}

export function portsFromEnv(env: Env): Partial<PortSettings> {
  const out: Partial<PortSettings> = {}
  const port = (name: string): number | undefined => {
    const v = env[name]
    if (v === undefined || v === '') return undefined
    const n = parseInteger(name, v)
    if (n > 65535) throw new ConfigError(`${name}: not a port number`)
    return n
  }
  const api = port('EMULATOR_API_PORT')
  if (api !== undefined) out.apiPort = api
  const mail = port('EMULATOR_MAIL_PORT')
  if (mail !== undefined) out.mailPort = mail
  if (env.EMULATOR_HOST) out.host = env.EMULATOR_HOST
  if (env.EMULATOR_DATA_DIR) out.dataDir = env.EMULATOR_DATA_DIR
  return out
}
