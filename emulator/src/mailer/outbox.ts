// Outgoing mail: stored in the database inside the sender's transaction (nothing ever leaves the
// machine) and announced on the console once that transaction commits. The mail catcher
// (catcher/) reads what was stored; the flows only ever see the Outbox.

import { type EmulatorConfig } from '../config'
import { newMessageId } from '../crypto'
import { type Queryable } from '../db'
import { tooManyRequests } from '../errors'
import { insertMail } from '../models/mail-messages'
import { type RateLimiter } from '../rate-limiter'
import { type MailKind, composeMail, confirmationUrl } from './templates'

export type { MailKind } from './templates'

export interface OutgoingMail {
  kind: MailKind
  to: string
  /** The token hash (with any pkce_ prefix) the link carries; null for code-only mails. */
  token: string | null
  code: string
  redirectTo: string
  newEmail?: string
}

/** What the console and `onMail` listeners learn about a committed mail. */
export interface StoredMail {
  id: string
  kind: MailKind
  to: string
  subject: string
  link: string | null
  code: string
}

/** Where a mail is written: the sender's transaction, and the list announced when it commits. */
export interface MailScope {
  tx: Queryable
  mails: StoredMail[]
}

export interface Outbox {
  /** Stores a mail inside the scope's transaction. Applies GoTrue's global mail budget. */
  send(scope: MailScope, mail: OutgoingMail): Promise<void>
  /** Called with a transaction's mails once it has committed. */
  announce(mails: StoredMail[]): void
}

export interface OutboxOptions {
  config: EmulatorConfig
  authUrl: string
  now: () => number
  /** GoTrue's global mail budget (rate_limit.email_sent), or null when off. */
  budget: RateLimiter | null
  log: (line: string) => void
  onMail?: (mail: StoredMail) => void
}

const overBudget = () => tooManyRequests('over_email_send_rate_limit', 'email rate limit exceeded')

export function createOutbox({ config, authUrl, now, budget, log, onMail }: OutboxOptions): Outbox {
  return {
    async send(scope, mail) {
      if (config.rateLimitEmailSent?.events === 0) throw overBudget()
      if (!config.mailerAutoconfirm && budget && !budget.allow('global', now())) throw overBudget()
      const link =
        mail.token === null ? null : confirmationUrl(authUrl, mail.token, mail.kind, mail.redirectTo)
      const composed = composeMail(mail.kind, link, mail.code, mail.newEmail ?? '')
      const id = newMessageId()
      await insertMail(scope.tx, {
        id,
        createdAt: now(),
        fromName: config.smtpSenderName,
        fromAddress: config.smtpAdminEmail,
        to: mail.to,
        ...composed,
      })
      scope.mails.push({ id, kind: mail.kind, to: mail.to, subject: composed.subject, link, code: mail.code })
    },
    announce(mails) {
      for (const mail of mails) {
        log(`[mail] to ${mail.to}: ${mail.subject}${mail.link ? `\n       ${mail.link}` : ''}`)
        onMail?.(mail)
      }
    },
  }
}

/**
 * "For security purposes, you can only request this after N seconds." (GoTrue truncates to whole
 * seconds). Only an address with an account has a last-sent time, so this 429 tells it from an
 * unknown one (whose /recover and /resend answer {} every time). GoTrue gives the same answer
 * (api/mail.go validateSentWithinFrequencyLimit), so the emulator keeps it; see the README.
 */
export function checkFrequency(sentAt: Date | null, maxFrequencySeconds: number, now: number) {
  if (!sentAt) return
  const until = sentAt.getTime() + maxFrequencySeconds * 1000
  if (until > now) {
    const secondsLeft = Math.floor((until - now) / 1000)
    throw tooManyRequests(
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${secondsLeft} seconds.`,
    )
  }
}
