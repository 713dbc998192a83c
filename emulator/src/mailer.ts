// Outgoing mail: composed like GoTrue's default templates, stored in the database for the mail
// catcher (nothing ever leaves the machine) and announced on the console once committed.

import { type App, type Scope } from './app'
import { newMessageId } from './crypto'
import { tooManyRequests } from './errors'
import { iso } from './models'
import { goQueryEscape } from './redirect'

export type MailKind = 'signup' | 'invite' | 'recovery' | 'magiclink' | 'email_change' | 'reauthentication'

export interface StoredMail {
  id: string
  kind: MailKind
  to: string
  subject: string
  link: string | null
  code: string
}

export interface MailRow {
  id: string
  message_id: string
  created_at: Date
  from_name: string
  from_address: string
  to_addresses: { Name: string; Address: string }[]
  subject: string
  text_body: string
  html_body: string
  read: boolean
  size: number
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** GoTrue's encodeRedirectURL: escaped only when it contains &, = or #. */
function encodeRedirect(redirectTo: string): string {
  return /[&=#]/.test(redirectTo) ? goQueryEscape(redirectTo) : redirectTo
}

/** `{API_EXTERNAL_URL}/verify?token=…&type=…&redirect_to=…`, as GoTrue builds {{ .ConfirmationURL }}. */
export function confirmationUrl(authUrl: string, token: string, type: string, redirectTo: string): string {
  return `${authUrl}/verify?token=${goQueryEscape(token)}&type=${goQueryEscape(type)}&redirect_to=${encodeRedirect(redirectTo)}`
}

interface Composed {
  subject: string
  html: string
  text: string
}

function compose(kind: MailKind, link: string | null, code: string, newEmail: string): Composed {
  const a = (label: string) => `<p><a href="${escapeHtml(link ?? '')}">${label}</a></p>`
  const codeHtml = `<p>Alternatively, enter this code: <strong>${escapeHtml(code)}</strong></p>`
  const codeText = `Alternatively, enter this code: ${code}`
  switch (kind) {
    case 'signup':
      return {
        subject: 'Confirm your email address',
        html: `<h2>Confirm your email address</h2>\n\n<p>Follow the link below to confirm this email address and finish signing up.</p>\n${a('Confirm email address')}\n${codeHtml}\n`,
        text: `Confirm your email address\n\nFollow the link below to confirm this email address and finish signing up.\n\n${link}\n\n${codeText}\n`,
      }
    case 'invite':
      return {
        subject: "You've been invited",
        html: `<h2>You have been invited</h2>\n\n<p>Follow the link below to accept the invite.</p>\n${a('Accept the invite')}\n`,
        text: `You have been invited\n\nFollow the link below to accept the invite.\n\n${link}\n`,
      }
    case 'recovery':
      return {
        subject: 'Reset your password',
        html: `<h2>Reset your password</h2>\n\n<p>We received a request to reset your password. Follow the link below to choose a new one.</p>\n${a('Reset password')}\n${codeHtml}\n<p>If you didn't request this, you can safely ignore this email.</p>`,
        text: `Reset your password\n\nWe received a request to reset your password. Follow the link below to choose a new one.\n\n${link}\n\n${codeText}\n\nIf you didn't request this, you can safely ignore this email.\n`,
      }
    case 'magiclink':
      return {
        subject: 'Your sign-in link',
        html: `<h2>Your sign-in link</h2>\n\n<p>Follow the link below to sign in. This link expires shortly and can only be used once.</p>\n${a('Sign in')}\n${codeHtml}`,
        text: `Your sign-in link\n\nFollow the link below to sign in. This link expires shortly and can only be used once.\n\n${link}\n\n${codeText}\n`,
      }
    case 'email_change':
      return {
        subject: 'Confirm your new email address',
        html: `<h2>Confirm your new email address</h2>\n\n<p>Follow the link below to confirm ${escapeHtml(newEmail)} as your new email address.</p>\n${a('Confirm new email address')}\n${codeHtml}\n<p>If you didn't request this change, you can safely ignore this email.</p>`,
        text: `Confirm your new email address\n\nFollow the link below to confirm ${newEmail} as your new email address.\n\n${link}\n\n${codeText}\n\nIf you didn't request this change, you can safely ignore this email.\n`,
      }
    case 'reauthentication':
      return {
        subject: `${code} is your verification code`,
        html: `<h2>Your verification code</h2>\n\n<p>Use the code below to verify your identity. It expires shortly.</p>\n<p>${escapeHtml(code)}</p>`,
        text: `Your verification code\n\nUse the code below to verify your identity. It expires shortly.\n\n${code}\n`,
      }
  }
}

export interface OutgoingMail {
  kind: MailKind
  to: string
  /** The token hash (with any pkce_ prefix) the link carries; null for code-only mails. */
  token: string | null
  code: string
  redirectTo: string
  newEmail?: string
}

export class Mailer {
  constructor(private readonly app: () => App) {}

  /** Stores a mail inside the caller's transaction. Applies GoTrue's global mail budget. */
  async send(scope: Scope, mail: OutgoingMail): Promise<void> {
    const app = this.app()
    const budget = app.config.rateLimitEmailSent
    if (budget && budget.events === 0)
      throw tooManyRequests('over_email_send_rate_limit', 'email rate limit exceeded')
    if (
      !app.config.mailerAutoconfirm &&
      app.limiters.email &&
      !app.limiters.email.allow('global', app.now())
    ) {
      throw tooManyRequests('over_email_send_rate_limit', 'email rate limit exceeded')
    }
    const link =
      mail.token === null
        ? null
        : confirmationUrl(app.authUrl, mail.token, linkType(mail.kind), mail.redirectTo)
    const c = compose(mail.kind, link, mail.code, mail.newEmail ?? '')
    const id = newMessageId()
    const size = Buffer.byteLength(c.html) + Buffer.byteLength(c.text) + Buffer.byteLength(c.subject)
    await scope.tx.query(
      `insert into emulator.mail_messages (id, message_id, created_at, from_name, from_address, to_addresses,
                                           subject, text_body, html_body, read, size)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, false, $10)`,
      [
        id,
        `${id}@emulator.localhost`,
        iso(app.now()),
        app.config.smtpSenderName,
        app.config.smtpAdminEmail,
        [{ Name: '', Address: mail.to }],
        c.subject,
        c.text,
        c.html,
        size,
      ],
    )
    scope.mails.push({ id, kind: mail.kind, to: mail.to, subject: c.subject, link, code: mail.code })
  }
}

function linkType(kind: MailKind): string {
  return kind === 'reauthentication' ? 'reauthentication' : kind
}

/** "For security purposes, you can only request this after N seconds." (GoTrue truncates to whole seconds). */
export function checkFrequency(sentAt: Date | null, maxFrequencySeconds: number, now: number) {
  if (!sentAt) return
  const until = sentAt.getTime() + maxFrequencySeconds * 1000
  if (until > now) {
    const left = Math.floor((until - now) / 1000)
    throw tooManyRequests(
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${left} seconds.`,
    )
  }
}
