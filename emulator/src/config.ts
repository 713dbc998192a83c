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
  /** Refuse /auth/v1 requests without an apikey (the CLI's gateway accepts them). */
  requireApiKey: boolean
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
  if (!URL.canParse(config.siteUrl)) {
    throw new ConfigError(`GOTRUE_SITE_URL: "${config.siteUrl}" is not a URL`)
  }
  config.passwordMinLength = Math.max(6, config.passwordMinLength)
  config.flowStateExpirySeconds = Math.max(300, config.flowStateExpirySeconds)
  return config
}
