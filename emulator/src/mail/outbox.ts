// Outgoing mail: stored in the database inside the caller's transaction (nothing ever leaves the
// machine) and announced on the console once that transaction commits.

import { type App, type Scope } from '../app'
import { newMessageId } from '../crypto'
import { tooManyRequests } from '../errors'
import { insertMail } from '../models/mail-messages'
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

const overBudget = () => tooManyRequests('over_email_send_rate_limit', 'email rate limit exceeded')

/** Stores a mail inside the caller's transaction. Applies GoTrue's global mail budget. */
export async function sendMail(app: App, scope: Scope, mail: OutgoingMail): Promise<void> {
  const budget = app.config.rateLimitEmailSent
  if (budget && budget.events === 0) throw overBudget()
  const limiter = app.limiters.email
  if (!app.config.mailerAutoconfirm && limiter && !limiter.allow('global', app.now())) throw overBudget()
  const link =
    mail.token === null ? null : confirmationUrl(app.authUrl, mail.token, mail.kind, mail.redirectTo)
  const composed = composeMail(mail.kind, link, mail.code, mail.newEmail ?? '')
  const id = newMessageId()
  await insertMail(scope.tx, {
    id,
    createdAt: app.now(),
    fromName: app.config.smtpSenderName,
    fromAddress: app.config.smtpAdminEmail,
    to: mail.to,
    ...composed,
  })
  scope.mails.push({ id, kind: mail.kind, to: mail.to, subject: composed.subject, link, code: mail.code })
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
