// The shared state of a running emulator, built once its address is known, and the transaction
// scope that collects the mails a request writes.

import { type Transaction } from '@electric-sql/pglite'
import { type EmulatorConfig, type RateSetting } from './config'
import { type Db } from './db'
import { type MailKind } from './mail/templates'
import { RateLimiter } from './rate-limiter'
import { RedirectValidator } from './redirect'
import { siteOrigins } from './site-origins'

/** What the console and `onMail` listeners learn about a committed mail. */
export interface StoredMail {
  id: string
  kind: MailKind
  to: string
  subject: string
  link: string | null
  code: string
}

/** Who the stand-in provider page says signed in, waiting for the callback to redeem its code. */
export interface StandInProfile {
  provider: string
  state: string
  email: string
  fullName: string
  avatarUrl: string
  expiresAt: number
}

export interface App {
  db: Db
  config: EmulatorConfig
  redirects: RedirectValidator
  /** The site's web origins (site URL and allow list): the only pages that may use admin keys. */
  siteOrigins: ReadonlySet<string>
  now: () => number
  /** e.g. http://127.0.0.1:54321/auth/v1 */
  authUrl: string
  jwtIssuer: string
  log: (line: string) => void
  limiters: {
    email: RateLimiter | null
    otp: RateLimiter | null
    token: RateLimiter | null
    verify: RateLimiter | null
    anonymous: RateLimiter | null
  }
  /** Codes issued by the stand-in OAuth provider page, by code. */
  standInCodes: Map<string, StandInProfile>
  /** Mail rows written by committed transactions are announced here (console + listeners). */
  announce: (mails: StoredMail[]) => void
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
  return {
    db,
    config,
    redirects: new RedirectValidator(config.siteUrl, config.uriAllowList),
    siteOrigins: siteOrigins(config.siteUrl, config.uriAllowList),
    now,
    authUrl,
    jwtIssuer: config.jwtIssuer || authUrl,
    log,
    limiters: {
      email: limiterFor(config.rateLimitEmailSent),
      otp: limiterFor(config.rateLimitOtp),
      token: limiterFor(config.rateLimitTokenRefresh),
      verify: limiterFor(config.rateLimitVerify),
      anonymous: limiterFor(config.rateLimitAnonymousUsers),
    },
    standInCodes: new Map(),
    announce: (mails) => {
      for (const mail of mails) {
        log(`[mail] to ${mail.to}: ${mail.subject}${mail.link ? `\n       ${mail.link}` : ''}`)
        onMail?.(mail)
      }
    },
  }
}

/** A transaction plus the mails it wrote (announced only if it commits). */
export interface Scope {
  tx: Transaction
  mails: StoredMail[]
}

export async function inTransaction<T>(app: App, work: (scope: Scope) => Promise<T>): Promise<T> {
  const mails: StoredMail[] = []
  const result = await app.db.transaction((tx) => work({ tx, mails }))
  if (mails.length > 0) app.announce(mails)
  return result
}
