import type { EmulatorConfig, RateSetting } from './config.ts'

/**
 * The ranges the Supabase CLI and GoTrue accept, checked once on the resolved settings so that
 * config.toml, the environment and code are held to the same: the file is the one `supabase config
 * push` sends to the hosted project. Each names the key in both spellings.
 */
const wholeNumbers: [keyof EmulatorConfig, string, number, number][] = [
  ['jwtExp', '[auth] jwt_expiry / GOTRUE_JWT_EXP', 1, 604_800],
  ['mailerOtpLength', '[auth.email] otp_length / GOTRUE_MAILER_OTP_LENGTH', 6, 10],
  ['mailerOtpExp', '[auth.email] otp_expiry / GOTRUE_MAILER_OTP_EXP', 1, Number.MAX_SAFE_INTEGER],
  [
    'refreshTokenReuseIntervalSeconds',
    '[auth] refresh_token_reuse_interval / GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL',
    0,
    Number.MAX_SAFE_INTEGER,
  ],
]

const rates: [keyof EmulatorConfig, string][] = [
  ['rateLimitOtp', '[auth.rate_limit] sign_in_sign_ups / GOTRUE_RATE_LIMIT_OTP'],
  ['rateLimitVerify', '[auth.rate_limit] token_verifications / GOTRUE_RATE_LIMIT_VERIFY'],
  ['rateLimitTokenRefresh', '[auth.rate_limit] token_refresh / GOTRUE_RATE_LIMIT_TOKEN_REFRESH'],
  ['rateLimitAnonymousUsers', '[auth.rate_limit] anonymous_users / GOTRUE_RATE_LIMIT_ANONYMOUS_USERS'],
  ['rateLimitEmailSent', '[auth.rate_limit] email_sent / GOTRUE_RATE_LIMIT_EMAIL_SENT'],
]

/** What is wrong with the settings, one sentence per key; empty when all are in range. */
export function outOfRange(config: EmulatorConfig): string[] {
  const problems: string[] = []
  for (const [field, name, min, max] of wholeNumbers) {
    const value = config[field] as number
    if (!Number.isInteger(value) || value < min || value > max)
      problems.push(
        max === Number.MAX_SAFE_INTEGER
          ? `${name}: ${value} must be a whole number of at least ${min}`
          : `${name}: ${value} must be a whole number from ${min} to ${max}`,
      )
  }
  for (const [field, name] of rates) {
    const rate = config[field] as RateSetting | null
    if (rate && (!Number.isInteger(rate.events) || rate.events < 0 || !(rate.overSeconds > 0)))
      problems.push(
        `${name}: ${rate.events} per ${rate.overSeconds} s must be 0 or more events over a window longer than 0 s`,
      )
  }
  const site = URL.canParse(config.siteUrl) ? new URL(config.siteUrl).protocol : null
  if (site !== 'http:' && site !== 'https:')
    problems.push(`[auth] site_url / GOTRUE_SITE_URL: "${config.siteUrl}" is not an http(s) URL`)
  return problems
}
