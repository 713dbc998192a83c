// The parts of PUT /user that change an account: a new password, a new address.

import { type Services, type Scope } from '../services'
import { createIdentity, findIdentity } from '../models/identities'
import { clearAllOneTimeTokens } from '../models/one-time-tokens'
import { type SessionRow, deleteOtherSessions, deleteUserSessions } from '../models/sessions'
import { type UserRow, updateUser } from '../models/users'
import { applyEmailChange, refreshProviders } from './accounts'
import { type PkceChallenge, flowOf, recordPkceFlow, sendEmailChange } from './mails'

/** GoTrue's UpdatePassword: pending links stop working and every other session ends. */
export async function changePassword(
  scope: Scope,
  user: UserRow,
  session: SessionRow | null,
  passwordHash: string,
  now: number,
): Promise<UserRow> {
  const changed = await updateUser(
    scope.tx,
    user.id,
    {
      encrypted_password: passwordHash,
      confirmation_token: '',
      confirmation_sent_at: null,
      recovery_token: '',
      recovery_sent_at: null,
      email_change_token_current: '',
      email_change_token_new: '',
      email_change_sent_at: null,
      phone_change_token: '',
      phone_change_sent_at: null,
      reauthentication_token: '',
      reauthentication_sent_at: null,
    },
    now,
  )
  await clearAllOneTimeTokens(scope.tx, changed.id)
  if (session) await deleteOtherSessions(scope.tx, session.id, changed.id)
  else await deleteUserSessions(scope.tx, changed.id)
  if (!user.encrypted_password && changed.email && !(await findIdentity(scope.tx, changed.id, 'email'))) {
    // GoTrue's ensureEmailIdentityForPassword: a first password gives the account an email identity
    const verified = changed.email_confirmed_at !== null
    const data = { email: changed.email, email_verified: verified, phone_verified: false, sub: changed.id }
    await createIdentity(scope.tx, changed.id, 'email', data, now)
    return refreshProviders(scope.tx, changed, now)
  }
  return changed
}

export async function changeEmail(
  services: Services,
  scope: Scope,
  user: UserRow,
  email: string,
  challenge: PkceChallenge,
  redirectTo: string,
): Promise<UserRow> {
  const now = services.now()
  if (user.is_anonymous && services.config.mailerAutoconfirm) {
    const pending = await updateUser(scope.tx, user.id, { email_change: email }, now)
    return (await applyEmailChange(scope.tx, pending, now)) ?? pending
  }
  await recordPkceFlow(scope.tx, 'email_change', challenge, user.id, now)
  return sendEmailChange(services, scope, user, email, flowOf(challenge), redirectTo)
}
