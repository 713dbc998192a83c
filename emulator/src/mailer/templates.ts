// The mails' words and links, composed like GoTrue's default templates.

import { escapeHtml } from '../http/page'
import { goQueryEscape } from '../redirect'

export type MailKind = 'signup' | 'invite' | 'recovery' | 'magiclink' | 'email_change' | 'reauthentication'

export interface ComposedMail {
  subject: string
  html: string
  text: string
}

/** GoTrue's encodeRedirectURL: escaped only when it contains &, = or #. */
function encodeRedirect(redirectTo: string): string {
  return /[&=#]/.test(redirectTo) ? goQueryEscape(redirectTo) : redirectTo
}

/** `{API_EXTERNAL_URL}/verify?token=…&type=…&redirect_to=…`, as GoTrue builds {{ .ConfirmationURL }}. */
export function confirmationUrl(authUrl: string, token: string, type: string, redirectTo: string): string {
  return `${authUrl}/verify?token=${goQueryEscape(token)}&type=${goQueryEscape(type)}&redirect_to=${encodeRedirect(redirectTo)}`
}

export function composeMail(
  kind: MailKind,
  link: string | null,
  code: string,
  newEmail: string,
): ComposedMail {
  const linkHtml = (label: string) => `<p><a href="${escapeHtml(link ?? '')}">${label}</a></p>`
  const codeHtml = `<p>Alternatively, enter this code: <strong>${escapeHtml(code)}</strong></p>`
  const codeText = `Alternatively, enter this code: ${code}`
  switch (kind) {
    case 'signup':
      return {
        subject: 'Confirm your email address',
        html: `<h2>Confirm your email address</h2>\n\n<p>Follow the link below to confirm this email address and finish signing up.</p>\n${linkHtml('Confirm email address')}\n${codeHtml}\n`,
        text: `Confirm your email address\n\nFollow the link below to confirm this email address and finish signing up.\n\n${link}\n\n${codeText}\n`,
      }
    case 'invite':
      return {
        subject: "You've been invited",
        html: `<h2>You have been invited</h2>\n\n<p>Follow the link below to accept the invite.</p>\n${linkHtml('Accept the invite')}\n`,
        text: `You have been invited\n\nFollow the link below to accept the invite.\n\n${link}\n`,
      }
    case 'recovery':
      return {
        subject: 'Reset your password',
        html: `<h2>Reset your password</h2>\n\n<p>We received a request to reset your password. Follow the link below to choose a new one.</p>\n${linkHtml('Reset password')}\n${codeHtml}\n<p>If you didn't request this, you can safely ignore this email.</p>`,
        text: `Reset your password\n\nWe received a request to reset your password. Follow the link below to choose a new one.\n\n${link}\n\n${codeText}\n\nIf you didn't request this, you can safely ignore this email.\n`,
      }
    case 'magiclink':
      return {
        subject: 'Your sign-in link',
        html: `<h2>Your sign-in link</h2>\n\n<p>Follow the link below to sign in. This link expires shortly and can only be used once.</p>\n${linkHtml('Sign in')}\n${codeHtml}`,
        text: `Your sign-in link\n\nFollow the link below to sign in. This link expires shortly and can only be used once.\n\n${link}\n\n${codeText}\n`,
      }
    case 'email_change':
      return {
        subject: 'Confirm your new email address',
        html: `<h2>Confirm your new email address</h2>\n\n<p>Follow the link below to confirm ${escapeHtml(newEmail)} as your new email address.</p>\n${linkHtml('Confirm new email address')}\n${codeHtml}\n<p>If you didn't request this change, you can safely ignore this email.</p>`,
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
