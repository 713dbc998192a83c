// Mails that carry a one-time link and code (GoTrue's sendConfirmation, sendPasswordRecovery,
// sendMagicLink, sendEmailChange and sendReauthenticationOtp).

import { type Services, type Scope, inTransaction } from '../services'
import { newOtp, tokenHash } from '../crypto'
import { type Queryable } from '../db'
import { badRequest, unprocessable } from '../errors'
import { type MailKind, checkFrequency } from '../mailer/outbox'
import { createFlowState } from '../models/flow-state'
import { type OneTimeTokenType, type SentAtColumn, setOneTimeToken } from '../models/one-time-tokens'
import { type UserRow, updateUser } from '../models/users'

export type FlowType = 'pkce' | 'implicit'

export interface PkceChallenge {
  codeChallenge: string
  codeChallengeMethod: string
}

export const flowOf = (challenge: PkceChallenge): FlowType =>
  challenge.codeChallenge !== '' ? 'pkce' : 'implicit'

const withFlowPrefix = (hash: string, flow: FlowType) => (flow === 'pkce' ? `pkce_${hash}` : hash)

/** A PKCE mail flow remembers its challenge until the link is followed and the code exchanged. */
export async function recordPkceFlow(
  db: Queryable,
  method: string,
  challenge: PkceChallenge,
  userId: string,
  now: number,
) {
  if (flowOf(challenge) !== 'pkce') return
  await createFlowState(
    db,
    { providerType: method, authenticationMethod: method, ...challenge, userId, referrer: null },
    now,
  )
}

interface LinkMail {
  kind: MailKind
  tokenType: OneTimeTokenType
  sentAtColumn: SentAtColumn
  flow: FlowType
  redirectTo: string
}

/** One address, one token slot: frequency check, a new code, the mail, the stored hash. */
async function sendLinkMail(
  services: Services,
  scope: Scope,
  user: UserRow,
  mail: LinkMail,
): Promise<UserRow> {
  const now = services.now()
  checkFrequency(user[mail.sentAtColumn], services.config.smtpMaxFrequencySeconds, now)
  const email = user.email ?? ''
  const code = newOtp(services.config.mailerOtpLength)
  const hash = withFlowPrefix(tokenHash(email, code), mail.flow)
  const linked = mail.kind !== 'reauthentication'
  await services.outbox.send(scope, {
    kind: mail.kind,
    to: email,
    token: linked ? hash : null,
    code,
    redirectTo: mail.redirectTo,
  })
  return setOneTimeToken(scope.tx, user, mail.tokenType, hash, email, mail.sentAtColumn, now)
}

/** sendConfirmation: a new confirmation token and the sign-up mail (60 s per address by default). */
export const sendConfirmation = (
  services: Services,
  scope: Scope,
  user: UserRow,
  flow: FlowType,
  redirectTo: string,
) =>
  sendLinkMail(services, scope, user, {
    kind: 'signup',
    tokenType: 'confirmation_token',
    sentAtColumn: 'confirmation_sent_at',
    flow,
    redirectTo,
  })

/** sendPasswordRecovery / sendMagicLink: both use the recovery token slot and timer. */
export const sendRecoveryLike = (
  services: Services,
  scope: Scope,
  user: UserRow,
  kind: 'recovery' | 'magiclink',
  flow: FlowType,
  redirectTo: string,
) =>
  sendLinkMail(services, scope, user, {
    kind,
    tokenType: 'recovery_token',
    sentAtColumn: 'recovery_sent_at',
    flow,
    redirectTo,
  })

/** sendReauthenticationOtp: a 6-digit nonce by mail, no link. */
const sendReauthentication = (services: Services, scope: Scope, user: UserRow) =>
  sendLinkMail(services, scope, user, {
    kind: 'reauthentication',
    tokenType: 'reauthentication_token',
    sentAtColumn: 'reauthentication_sent_at',
    flow: 'implicit',
    redirectTo: '',
  })

/** One email-change mail to `to`; returns the stored hash. */
async function sendEmailChangeMail(
  services: Services,
  scope: Scope,
  to: string,
  newEmail: string,
  flow: FlowType,
  redirectTo: string,
): Promise<string> {
  const code = newOtp(services.config.mailerOtpLength)
  const hash = withFlowPrefix(tokenHash(to, code), flow)
  await services.outbox.send(scope, { kind: 'email_change', to, token: hash, code, redirectTo, newEmail })
  return hash
}

/** sendEmailChange: a link to the new address and (secure email change) one to the current address. */
export async function sendEmailChange(
  services: Services,
  scope: Scope,
  user: UserRow,
  newEmail: string,
  flow: FlowType,
  redirectTo: string,
): Promise<UserRow> {
  const now = services.now()
  checkFrequency(user.email_change_sent_at, services.config.smtpMaxFrequencySeconds, now)
  const current = user.email ?? ''
  let changed = await updateUser(
    scope.tx,
    user.id,
    { email_change: newEmail, email_change_confirm_status: 0 },
    now,
  )
  const newHash = await sendEmailChangeMail(services, scope, newEmail, newEmail, flow, redirectTo)
  changed = await setOneTimeToken(scope.tx, changed, 'email_change_token_new', newHash, newEmail, null, now)
  if (services.config.mailerSecureEmailChangeEnabled && current !== '') {
    const currentHash = await sendEmailChangeMail(services, scope, current, newEmail, flow, redirectTo)
    changed = await setOneTimeToken(
      scope.tx,
      changed,
      'email_change_token_current',
      currentHash,
      current,
      null,
      now,
    )
  } else {
    changed = await updateUser(scope.tx, changed.id, { email_change_token_current: '' }, now)
  }
  return updateUser(scope.tx, changed.id, { email_change_sent_at: new Date(now) }, now)
}

/** GET /reauthenticate: a code to the user's confirmed address. */
export async function reauthenticate(services: Services, user: UserRow): Promise<void> {
  if (!user.email && !user.phone) {
    throw badRequest(
      'validation_failed',
      'Reauthentication requires the user to have an email or a phone number',
    )
  }
  if (!user.email) throw badRequest('phone_provider_disabled', 'Phone logins are disabled')
  if (!user.email_confirmed_at) throw unprocessable('email_not_confirmed', 'Please verify your email first.')
  await inTransaction(services, (scope) => sendReauthentication(services, scope, user))
}
