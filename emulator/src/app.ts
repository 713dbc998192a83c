// The shared state of a running emulator's API port, built once its address is known: the
// services the flows get, and what only the front uses (redirect and origin rules, request
// limiters, the stand-in provider's codes, the log).

import { type EmulatorConfig, type RateSetting } from './config'
import { type Db } from './db'
import { type StoredMail, createOutbox } from './mailer/outbox'
import { RateLimiter } from './rate-limiter'
import { RedirectValidator } from './redirect'
import { type Services } from './services'
import { siteOrigins } from './site-origins'

/** Who the stand-in provider page says signed in, waiting for the callback to redeem its code. */
export interface StandInProfile {
  provider: string
  state: string
  email: string
  fullName: string
  avatarUrl: string
  expiresAt: number
}

/** The per-client-address request limits a route can name (GoTrue's limiterOpts). */
export type LimitBucket = 'otp' | 'token' | 'verify' | 'anonymous'

export interface App {
  services: Services
  redirects: RedirectValidator
  /** The site's web origins (site URL and allow list): the only pages that may use admin keys. */
  siteOrigins: ReadonlySet<string>
  log: (line: string) => void
  limiters: Record<LimitBucket, RateLimiter | null>
  /** Codes issued by the stand-in OAuth provider page, by code. */
  standInCodes: Map<string, StandInProfile>
}

export interface AppOptions {
  db: Db
  config: EmulatorConfig
  authUrl: string
  now: () => number
  log: (line: string) => void
  onMail?: (mail: StoredMail) => void
}

const limiterFor = (rate: RateSetting | null) =>
  rate ? new RateLimiter(rate.events, rate.overSeconds * 1000) : null

export function createApp({ db, config, authUrl, now, log, onMail }: AppOptions): App {
  const budget = limiterFor(config.rateLimitEmailSent)
  return {
    services: {
      db,
      config,
      now,
      authUrl,
      jwtIssuer: config.jwtIssuer || authUrl,
      outbox: createOutbox({ config, authUrl, now, budget, log, onMail }),
    },
    redirects: new RedirectValidator(config.siteUrl, config.uriAllowList),
    siteOrigins: siteOrigins(config.siteUrl, config.uriAllowList),
    log,
    limiters: {
      otp: limiterFor(config.rateLimitOtp),
      token: limiterFor(config.rateLimitTokenRefresh),
      verify: limiterFor(config.rateLimitVerify),
      anonymous: limiterFor(config.rateLimitAnonymousUsers),
    },
    standInCodes: new Map(),
  }
}
