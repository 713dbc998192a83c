// The mails a client asks for: a password reset, a resent confirmation or email change, and a
// sign-in link (which signs an unknown address up). Each answers the same whether or not the
// address has an account.

import { hashPassword, randomHex } from '../crypto'
import { badRequest } from '../errors'
import { type Json } from '../models/json'
import { type UserRow, findUserByEmail, findUserById, isEmailConfirmed } from '../models/users'
import { type Services, inTransaction } from '../services'
import {
  type PkceChallenge,
  flowOf,
  recordPkceFlow,
  sendConfirmation,
  sendEmailChange,
  sendRecoveryLike,
} from './mails'
import { type RequestOrigin, signup } from './signup'

/** Who asked, in which audience, and where the link leads back to. */
export interface LinkRequest {
  email: string
  aud: string
  challenge: PkceChallenge
  redirectTo: string
}

/** A recovery or magic-link mail to a known user, with its PKCE flow when the client asked for one. */
async function mailRecoveryLink(
  services: Services,
  user: UserRow,
  kind: 'recovery' | 'magiclink',
  { challenge, redirectTo }: LinkRequest,
) {
  await recordPkceFlow(services.db, kind, challenge, user.id, services.now())
  await inTransaction(services, async (scope) => {
    const fresh = (await findUserById(scope.tx, user.id)) ?? user
    await sendRecoveryLike(services, scope, fresh, kind, flowOf(challenge), redirectTo)
  })
}

/** POST /recover: a reset link to a known address, nothing to an unknown one. */
export async function sendPasswordReset(services: Services, request: LinkRequest): Promise<void> {
  const user = await findUserByEmail(services.db, request.email, request.aud)
  if (user) await mailRecoveryLink(services, user, 'recovery', request)
}

/** Nothing to resend: unknown address, already confirmed, no pending change, or a phone type. */
function nothingToResend(type: string, user: UserRow | null): user is null {
  if (!user) return true
  if (type === 'signup') return isEmailConfirmed(user)
  if (type === 'email_change') return user.email_change === ''
  return true
}

/** POST /resend: the sign-up confirmation or the pending email change, mailed again. */
export async function resendMail(services: Services, type: string, request: LinkRequest): Promise<void> {
  const user = await findUserByEmail(services.db, request.email, request.aud)
  if (nothingToResend(type, user)) return
  const flow = flowOf(request.challenge)
  await inTransaction(services, async (scope) => {
    const fresh = (await findUserById(scope.tx, user.id)) ?? user
    const method = type === 'signup' ? 'email/signup' : 'email_change'
    await recordPkceFlow(scope.tx, method, request.challenge, fresh.id, services.now())
    if (type === 'signup') await sendConfirmation(services, scope, fresh, flow, request.redirectTo)
    else await sendEmailChange(services, scope, fresh, fresh.email_change, flow, request.redirectTo)
  })
}

/** Whether an address has an account (POST /otp with create_user: false refuses unknown ones). */
export async function hasAccount(services: Services, email: string, aud: string): Promise<boolean> {
  return (await findUserByEmail(services.db, email, aud)) !== null
}

/** POST /magiclink and /otp for an address: a sign-in link, after signing an unknown address up. */
export async function sendMagicLink(
  services: Services,
  request: LinkRequest,
  data: Json | undefined,
  origin: RequestOrigin,
): Promise<void> {
  const { email, aud, challenge } = request
  const password = randomHex(16) + 'Aa1!'
  let user = await findUserByEmail(services.db, email, aud)
  if (user && isEmailConfirmed(user)) {
    // The sign-up below hashes the password; a known address skipping that answered in 6 ms
    // against 83, which told the two apart. GoTrue's MagicLink (api/magic_link.go) has that gap.
    await hashPassword(password, services.config.bcryptCost)
  } else {
    // Unknown or unconfirmed: sign up with a random password. Without autoconfirm, the
    // confirmation mail is the sign-in link; with it, a magic link follows.
    await signup(services, { email, phone: '', password, data, ...challenge }, origin)
    if (!services.config.mailerAutoconfirm) return
    user = await findUserByEmail(services.db, email, aud)
    if (!user) throw badRequest('validation_failed', 'Unable to process request')
  }
  await mailRecoveryLink(services, user, 'magiclink', request)
}
