// Settings from the Supabase CLI's `supabase/config.toml`, read as `supabase start` reads them and
// mapped to the GoTrue settings the CLI would pass its auth container. A key the file leaves out
// keeps the emulator's default; an environment variable still overrides a single value
// (config-env.ts), and `EMULATOR_RATE_LIMITS=off` turns the request limits off.

import { readFileSync } from 'node:fs'
import { parse, TomlError } from 'smol-toml'
import {
  ConfigError,
  DEFAULT_PROJECT_CONFIG,
  type EmulatorConfig,
  type RateSetting,
  resolveConfig,
} from './config.ts'
import { type Env, parseDuration, parseRequiredCharacters } from './config-env.ts'

type Table = Record<string, unknown>

/** The CLI's `password_requirements` values and the character sets it hands GoTrue for each. */
const LOWER = 'abcdefghijklmnopqrstuvwxyz'
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const DIGITS = '0123456789'
const SYMBOLS = '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~'
const PASSWORD_REQUIREMENTS = new Map<string, string[]>([
  ['', []],
  ['letters_digits', [LOWER + UPPER, DIGITS]],
  ['lower_upper_letters_digits', [LOWER, UPPER, DIGITS]],
  ['lower_upper_letters_digits_symbols', [LOWER, UPPER, DIGITS, SYMBOLS]],
])

/** The CLI's `env(NAME)` values, resolved everywhere in the file (unset resolves to ""). */
function resolveEnvValues(value: unknown, env: Env): unknown {
  if (typeof value === 'string') {
    const name = /^env\(([A-Za-z_][A-Za-z0-9_]*)\)$/.exec(value.trim())?.[1]
    if (name === undefined) return value
    // Own variables only: env(constructor) is an unset variable, not Object's constructor.
    return (Object.hasOwn(env, name) ? env[name] : undefined) ?? ''
  }
  if (Array.isArray(value)) return value.map((item) => resolveEnvValues(item, env))
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveEnvValues(item, env)]))
  }
  return value
}

/**
 * `jwt_secret = "env(NAME)"` with NAME unset would fall back to the emulator's well-known local
 * secret without a word: a deployment's file would sign tokens anyone can forge. The start stops.
 */
function unsetSecret(document: Table, env: Env, file: string) {
  const auth = document.auth
  const secret = auth && typeof auth === 'object' ? (auth as Table).jwt_secret : undefined
  if (typeof secret === 'string' && /^env\(.*\)$/.test(secret.trim()) && resolveEnvValues(secret, env) === '')
    throw new ConfigError(`${file}: .auth.jwt_secret is ${secret.trim()}, which is not set`)
}

/** Typed reads of one table, naming the key in every complaint. */
function reader(file: string, table: Table, path: string) {
  const where = (key: string) => `${file}: ${path}.${key}`
  const read = <T>(key: string, type: string, check: (value: unknown) => value is T): T | undefined => {
    const value = table[key]
    if (value === undefined) return undefined
    if (!check(value)) throw new ConfigError(`${where(key)} must be ${type}`)
    return value
  }
  return {
    where,
    bool: (key: string) => read(key, 'true or false', (v): v is boolean => typeof v === 'boolean'),
    int: (key: string) => read(key, 'a whole number', (v): v is number => Number.isInteger(v)),
    text: (key: string) => read(key, 'a string', (v): v is string => typeof v === 'string'),
    texts: (key: string) =>
      read(
        key,
        'a list of strings',
        (v): v is string[] => Array.isArray(v) && v.every((i) => typeof i === 'string'),
      ),
    table: (key: string) =>
      reader(
        file,
        read(key, 'a table', (v): v is Table => typeof v === 'object' && !Array.isArray(v)) ?? {},
        `${path}.${key}`,
      ),
  }
}

const perWindow = (events: number | undefined, overSeconds: number): RateSetting | undefined =>
  events === undefined ? undefined : { events, overSeconds }

/** The GoTrue settings a config.toml gives (only the keys it sets). */
export function configFromToml(text: string, file: string, env: Env = {}): Partial<EmulatorConfig> {
  let document: Table
  try {
    const written = parse(text)
    unsetSecret(written, env, file)
    document = resolveEnvValues(written, env) as Table
  } catch (error) {
    if (error instanceof TomlError) throw new ConfigError(`${file}: ${error.message}`)
    throw error
  }
  const auth = reader(file, document, '').table('auth')
  const email = auth.table('email')
  const limits = auth.table('rate_limit')
  const external = auth.table('external')

  const requirements = auth.text('password_requirements')
  const requiredSets = requirements === undefined ? undefined : PASSWORD_REQUIREMENTS.get(requirements)
  if (requirements !== undefined && requiredSets === undefined) {
    const allowed = [...PASSWORD_REQUIREMENTS.keys()].filter(Boolean).join(', ')
    throw new ConfigError(`${auth.where('password_requirements')} must be "" or one of ${allowed}`)
  }
  const negate = (value: boolean | undefined) => (value === undefined ? undefined : !value)
  const maxFrequency = email.text('max_frequency')
  const signupsAndSignIns = limits.int('sign_in_sign_ups')
  // The CLI applies email_sent only with a real SMTP server; its local mail catcher has no budget.
  const smtpEnabled = email.table('smtp').bool('enabled') === true

  return {
    siteUrl: auth.text('site_url'),
    uriAllowList: auth.texts('additional_redirect_urls'),
    jwtExp: auth.int('jwt_expiry'),
    jwtSecret: auth.text('jwt_secret') || undefined,
    disableSignup: negate(auth.bool('enable_signup')),
    externalAnonymousUsersEnabled: auth.bool('enable_anonymous_sign_ins'),
    passwordMinLength: auth.int('minimum_password_length'),
    passwordRequiredCharacters: requiredSets?.flatMap((set) => parseRequiredCharacters(set)),
    refreshTokenRotationEnabled: auth.bool('enable_refresh_token_rotation'),
    refreshTokenReuseIntervalSeconds: auth.int('refresh_token_reuse_interval'),
    externalEmailEnabled: email.bool('enable_signup'),
    mailerAutoconfirm: negate(email.bool('enable_confirmations')),
    mailerSecureEmailChangeEnabled: email.bool('double_confirm_changes'),
    smtpMaxFrequencySeconds:
      maxFrequency === undefined ? undefined : parseDuration(email.where('max_frequency'), maxFrequency),
    mailerOtpLength: email.int('otp_length'),
    mailerOtpExp: email.int('otp_expiry'),
    rateLimitOtp: perWindow(signupsAndSignIns, 300),
    rateLimitVerify: perWindow(limits.int('token_verifications'), 300),
    rateLimitTokenRefresh: perWindow(limits.int('token_refresh'), 300),
    rateLimitAnonymousUsers: perWindow(limits.int('anonymous_users'), 3600),
    rateLimitEmailSent: smtpEnabled ? perWindow(limits.int('email_sent'), 3600) : undefined,
    externalGoogleEnabled: external.table('google').bool('enabled'),
    externalGithubEnabled: external.table('github').bool('enabled'),
  }
}

export interface ProjectConfig {
  file: string
  settings: Partial<EmulatorConfig>
}

/**
 * Reads EMULATOR_CONFIG, else the project's `supabase/config.toml`; null when there is none. A file
 * that does not exist is an error only when EMULATOR_CONFIG named it.
 */
export function readProjectConfig(env: Env): ProjectConfig | null {
  const file = env.EMULATOR_CONFIG || DEFAULT_PROJECT_CONFIG
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' && !env.EMULATOR_CONFIG) return null
    throw new ConfigError(`EMULATOR_CONFIG: cannot read ${file} (${(error as Error).message})`)
  }
  return { file, settings: configFromToml(text, file, env) }
}

/**
 * The sign-up rules a site's forms must follow, from the same file the emulator reads, so the
 * forms and the server never disagree (the site's build passes them to its schemas).
 */
export function passwordRuleFor(env: Env): { minLength: number } {
  return { minLength: resolveConfig(readProjectConfig(env)?.settings ?? {}).passwordMinLength }
}
