// Configuration of the emulator: GoTrue's environment variable names where GoTrue has one,
// plus a few EMULATOR_* settings. Everything here is plain data so tests can override it.

import { fileURLToPath } from 'node:url'
import { outOfRange } from './config-ranges.ts'
import { LOCAL_JWT_SECRET } from './local-defaults.ts'

/** What `supabase start` uses where config.toml says nothing (`supabase init` writes these too). */
export const CLI_DEFAULT_SITE_URL = 'http://127.0.0.1:3000'

/** The project the emulator serves: the repository root (this file lives in emulator/src/). */
const PROJECT_DIR = new URL('../../', import.meta.url)
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('.emulator', PROJECT_DIR))
/** The Supabase CLI's project settings, read as `supabase start` reads them. */
export const DEFAULT_PROJECT_CONFIG = fileURLToPath(new URL('supabase/config.toml', PROJECT_DIR))

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
  /** Per-client-address limits; null = off. */
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
  /** Refuse /auth/v1 requests without an apikey (the CLI's gateway accepts them). */
  requireApiKey: boolean
}

export const DEFAULT_CONFIG: EmulatorConfig = {
  siteUrl: CLI_DEFAULT_SITE_URL,
  uriAllowList: [],
  apiExternalUrl: '',
  jwtSecret: LOCAL_JWT_SECRET,
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
  // The Supabase CLI's limits (its config.toml template); its email_sent budget needs a real SMTP
  // server, so the local mail catcher has none.
  rateLimitEmailSent: null,
  rateLimitOtp: { events: 30, overSeconds: 300 },
  rateLimitTokenRefresh: { events: 150, overSeconds: 300 },
  rateLimitVerify: { events: 30, overSeconds: 300 },
  rateLimitAnonymousUsers: { events: 30, overSeconds: 3600 },
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
  requireApiKey: false,
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

export function resolveConfig(...parts: Partial<EmulatorConfig>[]): EmulatorConfig {
  const config: EmulatorConfig = { ...DEFAULT_CONFIG }
  for (const part of parts) {
    for (const [field, value] of Object.entries(part)) {
      if (value !== undefined) (config as unknown as Record<string, unknown>)[field] = value
    }
  }
  // Checked here, where config.toml, the environment and code all arrive.
  if (config.jwtSecret.length < 32) throw new ConfigError('The JWT secret must be at least 32 characters')
  const problems = outOfRange(config)
  if (problems.length) throw new ConfigError(problems.join('\n'))
  config.passwordMinLength = Math.max(6, config.passwordMinLength)
  config.flowStateExpirySeconds = Math.max(300, config.flowStateExpirySeconds)
  return config
}
