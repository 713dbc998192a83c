// Reading the configuration from GoTrue's environment variables (and the emulator's own), with
// Go's parsing rules for booleans, integers and durations.

import { ConfigError, type EmulatorConfig, type RateSetting } from './config.ts'

export type Env = Record<string, string | undefined>

function parseBool(name: string, value: string): boolean {
  // Go's strconv.ParseBool
  if (['1', 't', 'T', 'TRUE', 'true', 'True'].includes(value)) return true
  if (['0', 'f', 'F', 'FALSE', 'false', 'False'].includes(value)) return false
  throw new ConfigError(`${name}: "${value}" is not a boolean (use true or false)`)
}

function parseInteger(name: string, value: string, min = 0): number {
  if (!/^-?\d+$/.test(value.trim())) throw new ConfigError(`${name}: "${value}" is not an integer`)
  const parsed = Number.parseInt(value, 10)
  if (parsed < min) throw new ConfigError(`${name}: must be at least ${min}`)
  return parsed
}

const integerBetween = (min: number, max: number) => (name: string, value: string) => {
  const parsed = parseInteger(name, value, min)
  if (parsed > max) throw new ConfigError(`${name}: must be between ${min} and ${max}`)
  return parsed
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
  const text = value.trim()
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text)
  const part = /(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/gy
  let total = 0
  let parsedUpTo = 0
  for (let match = part.exec(text); match !== null; match = part.exec(text)) {
    total += Number(match[1]) * (DURATION_UNITS[match[2] ?? 's'] ?? 1)
    parsedUpTo = part.lastIndex
  }
  if (parsedUpTo === 0 || parsedUpTo !== text.length)
    throw new ConfigError(`${name}: "${value}" is not a duration (e.g. 60s, 5m)`)
  return total
}

/**
 * GoTrue's Rate: "N" events per `defaultSeconds` (an hour for mail and anonymous sign-ins, five
 * minutes for the per-address limiters), or "N/duration".
 */
const rate =
  (defaultSeconds: number, example: string) =>
  (name: string, value: string): RateSetting => {
    const [events, over] = value.split('/')
    const count = /^\s*\d+\s*$/.test(events ?? '') ? Number(events) : Number.NaN
    if (!Number.isFinite(count)) throw new ConfigError(`${name}: "${value}" is ${example}`)
    return { events: count, overSeconds: over ? parseDuration(name, over) : defaultSeconds }
  }
const hourlyRate = rate(3600, 'not a rate (e.g. 30 or 30/5m)')
const windowRate = rate(300, 'not a number')

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
}

/** GOTRUE_PASSWORD_REQUIRED_CHARACTERS: character sets separated by ":" ("\:" is a literal colon). */
export function parseRequiredCharacters(value: string): string[] {
  const sets: string[] = []
  let current = ''
  for (let index = 0; index < value.length; index++) {
    const char = value[index]
    if (char === '\\' && value[index + 1] === ':') {
      current += ':'
      index++
    } else if (char === ':') {
      sets.push(current)
      current = ''
    } else {
      current += char
    }
  }
  sets.push(current)
  return sets.filter((set) => set !== '')
}

interface EnvSetting {
  field: keyof EmulatorConfig
  parse: (name: string, value: string) => unknown
}

const setting = <K extends keyof EmulatorConfig>(
  field: K,
  parse: (name: string, value: string) => EmulatorConfig[K],
): EnvSetting => ({ field, parse })

const asText = (_name: string, value: string) => value

/** Every variable read, in the order they are checked. */
const ENV_SETTINGS: Record<string, EnvSetting> = {
  GOTRUE_SITE_URL: setting('siteUrl', asText),
  GOTRUE_URI_ALLOW_LIST: setting('uriAllowList', (_name, value) => splitList(value)),
  API_EXTERNAL_URL: setting('apiExternalUrl', (_name, value) => value.replace(/\/+$/, '')),
  GOTRUE_JWT_SECRET: setting('jwtSecret', asText),
  GOTRUE_JWT_EXP: setting('jwtExp', (name, value) => parseInteger(name, value, 1)),
  GOTRUE_JWT_AUD: setting('jwtAud', asText),
  GOTRUE_JWT_ISSUER: setting('jwtIssuer', asText),
  GOTRUE_JWT_DEFAULT_GROUP_NAME: setting('jwtDefaultGroupName', asText),
  GOTRUE_JWT_ADMIN_ROLES: setting('jwtAdminRoles', (_name, value) => splitList(value)),
  GOTRUE_DISABLE_SIGNUP: setting('disableSignup', parseBool),
  GOTRUE_MAILER_AUTOCONFIRM: setting('mailerAutoconfirm', parseBool),
  GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED: setting('mailerSecureEmailChangeEnabled', parseBool),
  GOTRUE_MAILER_OTP_EXP: setting('mailerOtpExp', (name, value) => parseInteger(name, value, 1)),
  GOTRUE_MAILER_OTP_LENGTH: setting('mailerOtpLength', integerBetween(6, 10)),
  GOTRUE_SMTP_MAX_FREQUENCY: setting('smtpMaxFrequencySeconds', parseDuration),
  GOTRUE_SMTP_ADMIN_EMAIL: setting('smtpAdminEmail', asText),
  GOTRUE_SMTP_SENDER_NAME: setting('smtpSenderName', asText),
  GOTRUE_RATE_LIMIT_EMAIL_SENT: setting('rateLimitEmailSent', hourlyRate),
  GOTRUE_RATE_LIMIT_OTP: setting('rateLimitOtp', windowRate),
  GOTRUE_RATE_LIMIT_TOKEN_REFRESH: setting('rateLimitTokenRefresh', windowRate),
  GOTRUE_RATE_LIMIT_VERIFY: setting('rateLimitVerify', windowRate),
  GOTRUE_RATE_LIMIT_ANONYMOUS_USERS: setting('rateLimitAnonymousUsers', hourlyRate),
  GOTRUE_EXTERNAL_EMAIL_ENABLED: setting('externalEmailEnabled', parseBool),
  GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED: setting('externalAnonymousUsersEnabled', parseBool),
  GOTRUE_EXTERNAL_GOOGLE_ENABLED: setting('externalGoogleEnabled', parseBool),
  GOTRUE_EXTERNAL_GITHUB_ENABLED: setting('externalGithubEnabled', parseBool),
  // GoTrue raises values below 300 s to 300 s, and minimum password lengths below 6 to 6.
  GOTRUE_EXTERNAL_FLOW_STATE_EXPIRY_DURATION: setting('flowStateExpirySeconds', (name, value) =>
    Math.max(300, parseDuration(name, value)),
  ),
  GOTRUE_PASSWORD_MIN_LENGTH: setting('passwordMinLength', (name, value) =>
    Math.max(6, parseInteger(name, value)),
  ),
  GOTRUE_PASSWORD_REQUIRED_CHARACTERS: setting('passwordRequiredCharacters', (_name, value) =>
    parseRequiredCharacters(value),
  ),
  GOTRUE_SECURITY_REFRESH_TOKEN_ROTATION_ENABLED: setting('refreshTokenRotationEnabled', parseBool),
  GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL: setting('refreshTokenReuseIntervalSeconds', (name, value) =>
    parseInteger(name, value),
  ),
  EMULATOR_BCRYPT_COST: setting('bcryptCost', integerBetween(4, 31)),
  EMULATOR_REQUIRE_APIKEY: setting('requireApiKey', parseBool),
}

/** Reads GOTRUE_* (and API_EXTERNAL_URL, EMULATOR_BCRYPT_COST) from an environment; empty means unset. */
export function configFromEnv(env: Env): Partial<EmulatorConfig> {
  const config: Record<string, unknown> = {}
  for (const [name, { field, parse }] of Object.entries(ENV_SETTINGS)) {
    const value = env[name]
    if (value !== undefined && value !== '') config[field] = parse(name, value)
  }
  return config as Partial<EmulatorConfig>
}

/** Every limit of `[auth.rate_limit]`, off (the per-address mail frequency of `[auth.email]` stays). */
const NO_RATE_LIMITS: Partial<EmulatorConfig> = {
  rateLimitEmailSent: null,
  rateLimitOtp: null,
  rateLimitTokenRefresh: null,
  rateLimitVerify: null,
  rateLimitAnonymousUsers: null,
}

/** EMULATOR_RATE_LIMITS=off: load tests and suites that create many accounts from one address. */
export function rateLimitSwitch(env: Env): Partial<EmulatorConfig> {
  const value = env.EMULATOR_RATE_LIMITS
  if (value === undefined || value === '' || value === 'on') return {}
  if (value === 'off') return NO_RATE_LIMITS
  throw new ConfigError(`EMULATOR_RATE_LIMITS: "${value}" is neither on nor off`)
}

export interface PortSettings {
  host: string
  apiPort: number
  mailPort: number
  dataDir: string
  migrationsDir: string
}

export function portsFromEnv(env: Env): Partial<PortSettings> {
  const settings: Partial<PortSettings> = {}
  const port = (name: string): number | undefined => {
    const value = env[name]
    if (value === undefined || value === '') return undefined
    const parsed = parseInteger(name, value)
    if (parsed > 65535) throw new ConfigError(`${name}: not a port number`)
    return parsed
  }
  const apiPort = port('EMULATOR_API_PORT')
  if (apiPort !== undefined) settings.apiPort = apiPort
  const mailPort = port('EMULATOR_MAIL_PORT')
  if (mailPort !== undefined) settings.mailPort = mailPort
  if (env.EMULATOR_HOST) settings.host = env.EMULATOR_HOST
  if (env.EMULATOR_DATA_DIR) settings.dataDir = env.EMULATOR_DATA_DIR
  if (env.EMULATOR_MIGRATIONS_DIR) settings.migrationsDir = env.EMULATOR_MIGRATIONS_DIR
  return settings
}
